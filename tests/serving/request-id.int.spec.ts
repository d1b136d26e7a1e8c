import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { JsonLogger } from '../../backend/src/platform/logging/json-logger';
import { requestContext } from '../../backend/src/platform/logging/request-context';

/** Issue 16: every line written while a request is served carries its id, across awaits and concurrent requests. */
const written: string[] = [];
const original = process.stdout.write.bind(process.stdout);
let server: http.Server;
let base: string;
const logger = new JsonLogger(['fatal', 'error', 'warn', 'log'], 'api');

beforeAll(async () => {
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    written.push(String(chunk));
    return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  const app = express();
  app.use(requestContext(logger.pino));
  app.get('/work/:n', async (req, res) => {
    logger.log(`start ${req.params.n}`, 'Work');
    await sleep(Number(req.params.n) * 7);
    logger.warn(`middle ${req.params.n}`, 'Work');
    await Promise.resolve();
    logger.error(new Error(`end ${req.params.n}`));
    res.json({ n: req.params.n });
  });
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.stdout.write = original;
  await new Promise((r) => server.close(r));
});

const lines = () =>
  written
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

test('ten interleaved requests: each one\'s lines carry its own id, and nothing outside a request carries one', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`${base}/work/${10 - i}`)));
  const ids = answers.map((r) => r.headers.get('x-request-id')!);
  expect(new Set(ids).size).toBe(10);
  logger.log('outside any request', 'Work');
  for (let i = 0; i < 10; i++) {
    const n = 10 - i;
    const mine = lines().filter((l) => typeof l.msg === 'string' && new RegExp(`^(start|middle|end) ${n}$`).test(l.msg as string));
    expect(mine.map((l) => [l.msg, l.request_id])).toEqual([
      [`start ${n}`, ids[i]],
      [`middle ${n}`, ids[i]],
      [`end ${n}`, ids[i]],
    ]);
  }
  const errorLine = lines().find((l) => l.msg === 'end 3')!;
  expect(errorLine).toEqual(expect.objectContaining({ level: 'error', err: expect.objectContaining({ type: 'Error', stack: expect.stringContaining('request-id.int.spec') }) }));
  expect(lines().find((l) => l.msg === 'outside any request')).not.toHaveProperty('request_id');
});

test('levels below the threshold are not written', () => {
  const before = written.length;
  logger.debug('not shown', 'Work');
  logger.verbose('not shown either', 'Work');
  expect(written.length).toBe(before);
});

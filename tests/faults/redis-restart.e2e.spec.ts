import { Queue } from 'bullmq';
import { instanceKey } from '../../backend/src/platform/config/instance-key';
import type { RuntimeConfig } from '../../backend/src/platform/config/runtime-config';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { apiClient } from '../support/product';
import { ensureBackendBuilt, eventually, freePort, OwnRedis, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { adminLogin, createChallenge, EventsDb, playOnce, register, RIGHT, WRONG } from './fault-support';

/**
 * Redis (queues, rate limits, learner locks) restarts while learners submit. Every answer the API
 * gives is a success or a clear 5xx `{ detail }` — never a hang, never a stack trace — and once
 * Redis is back, submissions succeed again without restarting anything. The event store holds
 * exactly the attempts the API accepted: nothing half-written.
 */
jest.setTimeout(120_000);

const LEARNERS = 8;

let db: TestDatabase;
let redis: OwnRedis;
let procs: ProductProcesses;
let api: ProductProcess;
let events: EventsDb;

beforeAll(async () => {
  await ensureBackendBuilt();
  db = await createTestDatabase('redis');
  redis = new OwnRedis(await freePort(63800, 63899));
  await redis.start();
  procs = new ProductProcesses({ databaseUrl: db.url, redisUrl: redis.url, extra: { JOB_LOCK_MS: '5000' } });
  [api] = await Promise.all([procs.add('api', 'api'), procs.add('worker', 'worker'), procs.add('projector', 'projector')]);
  events = new EventsDb(db.url);
});
afterAll(async () => {
  if (process.env.FAULTS_VERBOSE) console.log(procs?.logs().slice(-6000));
  await procs?.stopAll();
  await redis?.destroy();
  await events?.close();
  await db?.drop();
});

interface Answer {
  learner: number;
  status: number;
  body: any;
  ms: number;
}

/** One submit with a hard client deadline: a request that hangs fails the test rather than the suite. */
async function call(url: string, path: string, token: string, learner: number, body?: unknown): Promise<Answer> {
  const t0 = Date.now();
  const res = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* kept as text: the assertions below say so */
  }
  if (process.env.FAULTS_VERBOSE) console.log(`${new Date().toISOString()} ${learner} ${path} ${res.status} ${Date.now() - t0} ms ${text.slice(0, 100)}`);
  return { learner, status: res.status, body: parsed, ms: Date.now() - t0 };
}

/** start → submit, as the client does for every attempt; the answer is the submit's, or the start's when that failed. */
async function submit(url: string, token: string, challengeId: number, sql: string, learner: number): Promise<Answer> {
  const start = await call(url, `/challenges/start/${challengeId}`, token, learner);
  if (start.status !== 200) return { ...start, step: 'start' } as Answer;
  return call(url, `/challenges/${challengeId}/submit`, token, learner, { sql_solution: sql });
}

test('Redis restarted while learners submit: clear answers, nothing half-written, works again after', async () => {
  const http = apiClient(api.url);
  const challengeId = await createChallenge(http, await adminLogin(http));
  const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => register(http, `rr${i}`)));
  for (const l of learners) expect((await http.get('/challenges/daily', l.token)).status).toBe(200);
  const apiPid = api.pid;

  const answers: Answer[] = [];
  const plain = (a: Answer) => {
    if (a.status !== 200 && a.status !== 503) throw new Error(`unexpected answer ${JSON.stringify(a)}\n${procs.logs()}`);
    if (a.status === 503) {
      expect(typeof a.body?.detail).toBe('string');
      expect(JSON.stringify(a.body)).not.toMatch(/\bat .+\.js:\d+|Error:|stack/);
    }
  };

  // Redis is down: starts and submits are refused within seconds with a plain 503, not left hanging.
  // Half the learners had started before the outage and only submit; the others start now too.
  for (const l of learners.slice(0, LEARNERS / 2)) expect((await http.post(`/challenges/start/${challengeId}`, undefined, l.token)).status).toBe(200);
  await redis.stop();
  if (process.env.FAULTS_VERBOSE) console.log(`${new Date().toISOString()} redis stopped`);
  const whileDown = await Promise.all(
    learners.map((l, i) =>
      i < LEARNERS / 2 ? call(api.url, `/challenges/${challengeId}/submit`, l.token, i, { sql_solution: WRONG }) : submit(api.url, l.token, challengeId, WRONG, i),
    ),
  );
  answers.push(...whileDown);
  for (const a of whileDown) {
    plain(a);
    expect({ status: a.status, fast: a.ms < 10_000 }).toEqual({ status: 503, fast: true });
  }
  expect((await http.get('/health')).status).toBe(503);

  // Redis comes back while a crowd of submits is in flight: each one succeeds or is refused plainly.
  const racing = Promise.all(learners.map((l, i) => submit(api.url, l.token, challengeId, WRONG, i)));
  await new Promise((r) => setTimeout(r, 150));
  await redis.start();
  const backAt = Date.now();
  const raced = await racing;
  answers.push(...raced);
  for (const a of raced) plain(a);
  for (const a of answers) expect(a.ms).toBeLessThan(40_000);
  if (process.env.FAULTS_VERBOSE) console.log(answers.map((a) => `${a.status} ${a.ms} ms ${a.body?.detail ?? ''}`).join('\n'));

  // After Redis is back, without restarting the API: everyone's last attempt is accepted.
  expect(api.pid).toBe(apiPid);
  const finals = await Promise.all(
    learners.map((l, i) =>
      eventually(`learner ${i}'s submit after the restart`, async () => {
        const a = await submit(api.url, l.token, challengeId, RIGHT, i);
        answers.push(a);
        return a.status === 200 ? a : null;
      }, 70_000, 500),
    ),
  );
  expect(finals.every((f) => f.body.attempt_id > 0)).toBe(true);
  // Promptly: no learner stays locked out by a lock Redis could not release during the outage.
  expect(Date.now() - backAt).toBeLessThan(20_000);
  // A new learner plays a whole day too.
  const late = await register(http, 'rrlate');
  expect((await playOnce(http, late.token, challengeId, RIGHT)).status).toBe(200);
  expect((await http.get('/health')).status).toBe(200);

  // A start refused for want of Redis had already stored its AttemptStarted: the retry re-scheduled the day-end check.
  const maintenance = new Queue('maintenance', { connection: { url: redis.url }, prefix: `sqldaily-${instanceKey({ databaseUrl: db.url } as RuntimeConfig)}` });
  try {
    const closeDays = (await maintenance.getDelayed()).filter((j) => j.name === 'close-day').map((j) => j.data.userId);
    expect(new Set(closeDays)).toEqual(new Set([...learners.map((l) => l.id), late.id]));
  } finally {
    await maintenance.close();
  }

  // Nothing half-written: the store holds one SolutionSubmitted per accepted submit and none for a refused one.
  for (const [i, l] of learners.entries()) {
    const accepted = answers.filter((a) => a.learner === i && a.status === 200);
    const stored = await events.ofLearner(l.id, 'SolutionSubmitted');
    expect({ learner: i, stored: stored.length }).toEqual({ learner: i, stored: accepted.length });
    expect(stored.map((e) => e.data.attemptId).sort()).toEqual(accepted.map((a) => a.body.attempt_id).sort());
  }
});

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Pool, type PoolClient } from 'pg';
import { timePoolWaits } from '../../backend/src/platform/database/pool-wait';
import { requestContext } from '../../backend/src/platform/logging/request-context';

/** Issue 16 part 7: a request that waits for a free app-database connection says so in Server-Timing (`db_pool`). */
let server: http.Server;
let base: string;
let pool: Pool;
const quiet = { info: () => {}, debug: () => {} };

beforeAll(async () => {
  pool = timePoolWaits(new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }));
  const app = express();
  app.use(requestContext(quiet));
  // pool.query takes its connection through connect(callback); a checkout through connect() returns a promise
  app.get('/query', async (_req, res) => res.json((await pool.query('SELECT 1 AS one')).rows[0]));
  app.get('/checkout', async (_req, res) => {
    const client = await pool.connect();
    client.release();
    res.json({ ok: true });
  });
  app.get('/hold', async (_req, res) => {
    const client = await pool.connect();
    await client.query('SELECT pg_sleep(0.2)');
    client.release();
    res.json({ ok: true });
  });
  // a connection kept across a wait that is no statement (what issue 36 removed from the request paths)
  app.get('/idle-hold', async (_req, res) => {
    const client = await pool.connect();
    await client.query('SELECT 1');
    await new Promise((r) => setTimeout(r, 200));
    client.release();
    await pool.query('SELECT 2');
    res.json({ ok: true });
  });
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await pool.end();
});

const stages = (res: Response): Record<string, number> =>
  Object.fromEntries((res.headers.get('server-timing') ?? '').split(', ').map((s) => s.split(';dur=')).map(([k, v]) => [k, Number(v)]));

it.each(['/query', '/checkout'])('%s: the wait for the only connection, held elsewhere until 300 ms after the request queued for it, is timed as db_pool', async (route) => {
  const held: PoolClient = await pool.connect();
  let released = false;
  let release: NodeJS.Timeout | undefined;
  try {
    const answer = fetch(`${base}${route}`);
    // The 300 ms count from the moment the request is queued for the connection, however long it took to arrive.
    while (pool.waitingCount === 0) await new Promise((r) => setTimeout(r, 5));
    release = setTimeout(() => {
      released = true;
      held.release();
    }, 300);
    const res = await answer;
    expect(res.status).toBe(200);
    const s = stages(res);
    expect(s.db_pool).toBeGreaterThanOrEqual(290);
    expect(s.total).toBeGreaterThanOrEqual(s.db_pool as number);
  } finally {
    clearTimeout(release);
    if (!released) held.release();
  }
});

it('a free connection: db_pool is (almost) nothing and a request outside any HTTP context is untouched', async () => {
  const res = await fetch(`${base}/query`);
  expect(await res.json()).toEqual({ one: 1 });
  expect(stages(res).db_pool).toBeLessThan(50);
  expect((await pool.query('SELECT 2 AS two')).rows[0]).toEqual({ two: 2 });
});

it('the time a request holds a connection is db_held: a query of 200 ms, then pool.query released at once', async () => {
  const held = stages(await fetch(`${base}/hold`));
  expect(held.db_held).toBeGreaterThanOrEqual(190);
  expect(held.total).toBeGreaterThanOrEqual(held.db_held as number);
  const quick = stages(await fetch(`${base}/query`));
  expect(quick.db_held).toBeGreaterThan(0);
  expect(quick.db_held).toBeLessThan(150);
});

it('db_query sums the statements\' own round trips and db_statements counts them: held minus query is a connection kept idle', async () => {
  const busy = stages(await fetch(`${base}/hold`));
  expect(busy.db_statements).toBe(1);
  expect(busy.db_query).toBeGreaterThanOrEqual(190);
  expect(busy.db_held).toBeGreaterThanOrEqual(busy.db_query as number);
  const idle = stages(await fetch(`${base}/idle-hold`));
  expect(idle.db_statements).toBe(2);
  expect(idle.db_held).toBeGreaterThanOrEqual(190);
  expect(idle.db_query).toBeLessThan(150);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient } from '../support/product';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '../support/db';
import { ensureBackendBuilt, freePort, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { adminLogin, createChallenge, EventsDb, register } from './fault-support';

/**
 * Issue 16, lifecycle: SIGTERM while a submit is being graded. The process stops accepting, answers the
 * submit it holds (its worker grades it to the end), then closes; nothing is lost and a new connection is
 * refused meanwhile.
 */
jest.setTimeout(120_000);

// Correct, but slow: the grade is still running when the signal arrives.
const SLOW_RIGHT = 'SELECT player, SUM(minutes) AS total FROM sessions, pg_sleep(0.5) GROUP BY player';

let db: TestDatabase;
let procs: ProductProcesses;
let product: ProductProcess;
let events: EventsDb;
/** The challenges this file created, on the one database its tests share. */
const created: number[] = [];

beforeAll(async () => {
  await ensureBackendBuilt();
  db = await createTestDatabase('sigterm');
  procs = new ProductProcesses({ databaseUrl: db.url, redisUrl: testRedisUrl(), extra: { SANDBOX_STATEMENT_TIMEOUT_MS: '10000' } });
  product = await procs.add('all', 'all', { LOG_LEVEL: 'log' }); // the shutdown's start and end are logged at info
  events = new EventsDb(db.url);
});
afterAll(async () => {
  await procs?.stopAll();
  await events?.close();
  await db?.drop();
});

/** A learner's slow, correct submit in flight when the process gets SIGTERM: the answer, once the process stopped. */
async function submitDuringSigterm(target: ProductProcess, prefix: string) {
  const http = apiClient(target.url);
  created.push(await createChallenge(http, await adminLogin(http)));
  const learner = await register(http, prefix);
  const daily = await http.get('/challenges/daily', learner.token);
  expect(daily.status).toBe(200);
  // The second test's catalogue also holds the first test's challenge, the same content at the same
  // rating: the daily pick's tie-break (a hash of learner, date and challenge) may give either.
  expect(created).toContain(daily.body.id);
  const challengeId = daily.body.id as number;
  expect((await http.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);

  const submitting = http.post(`/challenges/${challengeId}/submit`, { sql_solution: SLOW_RIGHT }, learner.token);
  await new Promise((r) => setTimeout(r, 400)); // the submit is in flight, its grade running
  const stopping = target.stop(30_000);
  const res = await submitting;
  if (res.status !== 200) throw new Error(`submit during SIGTERM: ${res.status} ${JSON.stringify(res.body)}\n${target.logs()}`);
  expect(res.body.is_correct ?? res.body.correct).toBe(true);
  await stopping;
  expect(target.running).toBe(false);
  expect(target.logs()).not.toMatch(/still running after/);
  expect(target.logs()).toMatch(/--- exit \(code 0, signal null\)/);
  if (target === product) expect(target.logs()).toMatch(/SIGTERM: stopping[^]*"stopped"[^]*--- exit/);
  return { challengeId, learner, attemptId: res.body.attempt_id as number };
}

test('SIGTERM during a submit: the learner gets the answer, the attempt is recorded once, then the process exits', async () => {
  const { challengeId, learner, attemptId } = await submitDuringSigterm(product, 'st');
  // refused once stopped
  await expect(fetch(`${product.url}/api/v1/health/live`)).rejects.toThrow();

  const submitted = await events.ofLearner(learner.id, 'SolutionSubmitted');
  expect(submitted).toHaveLength(1);
  expect(submitted[0]!.data).toMatchObject({ challengeId, correct: true, attemptId });
});

/**
 * The same with the sandbox the product starts itself (an embedded cluster, as `npm start` runs it): the
 * package that runs the cluster used to stop it the moment SIGTERM arrived, under the grade in flight.
 */
test('SIGTERM during a submit, the sandbox embedded: the grade finishes, the cluster stops last', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-sigterm-'));
  fs.chmodSync(dataDir, 0o755); // embedded PostgreSQL run as root starts the server as the postgres user
  const own = new ProductProcesses({
    databaseUrl: db.url,
    redisUrl: testRedisUrl(),
    extra: { SANDBOX_DATABASE_URL: '', EMBEDDED_SANDBOX_PORT: String(await freePort()), DATA_DIR: dataDir, SANDBOX_STATEMENT_TIMEOUT_MS: '10000' },
  });
  try {
    const embedded = await own.add('embedded', 'all');
    expect(embedded.logs()).toMatch(/Sandbox \(embedded\)/);
    const { learner } = await submitDuringSigterm(embedded, 'se');
    // the pools closed before their server went away
    expect(embedded.logs()).not.toMatch(/terminating connection due to administrator command/);
    expect(await events.ofLearner(learner.id, 'SolutionSubmitted')).toHaveLength(1);
  } finally {
    await own.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

import { Queue } from 'bullmq';
import { instanceKey } from '../../backend/src/platform/config/instance-key';
import type { RuntimeConfig } from '../../backend/src/platform/config/runtime-config';
import { apiClient } from '../support/product';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '../support/db';
import { ensureBackendBuilt, eventually, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { adminLogin, createChallenge, EventsDb, register } from './fault-support';

/**
 * kill -9 of the worker while it grades a submission: BullMQ's stalled-job check (JOB_LOCK_MS)
 * hands the job to the next worker, the learner's waiting submit completes, and the attempt is
 * recorded exactly once.
 */
jest.setTimeout(120_000);

// Correct, but slow: the sandbox sleeps in every run of it, so the worker is caught mid-grading.
const SLOW_RIGHT = 'SELECT player, SUM(minutes) AS total FROM sessions, pg_sleep(0.7) GROUP BY player';
const JOB_LOCK_MS = 3000;

let db: TestDatabase;
let procs: ProductProcesses;
let api: ProductProcess;
let events: EventsDb;
let queue: Queue;

beforeAll(async () => {
  await ensureBackendBuilt();
  db = await createTestDatabase('wkill');
  procs = new ProductProcesses({
    databaseUrl: db.url,
    redisUrl: testRedisUrl(),
    extra: { JOB_LOCK_MS: String(JOB_LOCK_MS), SANDBOX_STATEMENT_TIMEOUT_MS: '10000' },
  });
  [api] = await Promise.all([procs.add('api', 'api'), procs.add('worker-1', 'worker'), procs.add('projector', 'projector')]);
  events = new EventsDb(db.url);
  const prefix = `sqldaily-${instanceKey({ databaseUrl: db.url } as RuntimeConfig)}`;
  queue = new Queue('sandbox', { connection: { url: testRedisUrl() }, prefix });
});
afterAll(async () => {
  await queue?.close();
  await procs?.stopAll();
  await events?.close();
  await db?.drop();
});

test('a worker killed mid-grading: the job is retried by the next worker, the attempt is recorded once', async () => {
  const http = apiClient(api.url);
  const challengeId = await createChallenge(http, await adminLogin(http));
  const learner = await register(http, 'wk');
  expect((await http.get('/challenges/daily', learner.token)).status).toBe(200);
  expect((await http.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);

  const submitting = http.post(`/challenges/${challengeId}/submit`, { sql_solution: SLOW_RIGHT }, learner.token);
  // The grade job is running in worker-1 ...
  const active = await eventually('the grade job to be active', async () => (await queue.getActive()).find((j) => j.name === 'grade'), 20_000, 50);
  await new Promise((r) => setTimeout(r, 300)); // well inside the sandbox run
  const worker1 = procs.all.find((p) => p.name === 'worker-1')!;
  await worker1.kill9();
  // ... and nobody is left to finish it: it stays active (its lock not yet expired), not completed.
  expect(await (await queue.getJob(active.id!))!.isCompleted()).toBe(false);

  const killedAt = Date.now();
  await procs.add('worker-2', 'worker');
  const res = await submitting;
  const recoveredMs = Date.now() - killedAt;
  if (res.status !== 200) throw new Error(`submit after the kill: ${res.status} ${JSON.stringify(res.body)}\n${procs.logs()}`);
  expect(res.body).toMatchObject({ attempt_id: expect.any(Number) });
  expect(res.body.is_correct ?? res.body.correct).toBe(true);

  const job = (await queue.getJob(active.id!))!;
  expect(await job.isCompleted()).toBe(true);
  expect(job.returnvalue).toMatchObject({ correct: true });
  expect(job.attemptsStarted).toBeGreaterThanOrEqual(2); // started by worker-1, started again by worker-2
  // Recovered by the stalled check, within a few lock periods (plus worker-2's start), not BullMQ's default 30 s.
  expect(recoveredMs).toBeLessThan(30_000);

  const submitted = await events.ofLearner(learner.id, 'SolutionSubmitted');
  expect(submitted).toHaveLength(1);
  expect(submitted[0]!.data).toMatchObject({ challengeId, attemptNumber: 1, correct: true, attemptId: res.body.attempt_id });
  expect(await events.ofLearner(learner.id, 'DailyChallengeResolved')).toHaveLength(1);
});

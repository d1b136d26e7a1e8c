import { randomBytes } from 'node:crypto';
import { Worker } from 'bullmq';
import type { RuntimeConfig } from '../../backend/src/platform/config/runtime-config';
import { JobsClient } from '../../backend/src/platform/jobs/jobs.client';
import { queuePrefix } from '../../backend/src/platform/jobs/queue-names';
import { forgetInstanceKeys } from '../support/redis-cleanup';
import { testRedisUrl } from '../support/db';

/**
 * Issue 36: `run` no longer asks Redis whether a job failed before waiting for it (one round trip of every
 * test run and submit); a job that failed for good before the call must still be run again, and a run that
 * fails during the call must still answer its failure.
 */
const cfg = { redisUrl: testRedisUrl(), databaseUrl: `postgres://jobs-client-${randomBytes(4).toString('hex')}/x` } as RuntimeConfig;
let client: JobsClient;
let worker: Worker;
let failing = true;
let runs = 0;

beforeAll(async () => {
  client = new JobsClient(cfg);
  worker = new Worker(
    'sandbox',
    async (job) => {
      runs++;
      if (failing) throw new Error(`cannot run ${job.id}`);
      return { ok: job.id };
    },
    { connection: { url: cfg.redisUrl }, prefix: queuePrefix(cfg) },
  );
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker?.close();
  await client?.onModuleDestroy();
  await forgetInstanceKeys(cfg.redisUrl, cfg.databaseUrl);
});

test('a job that fails during the call answers its failure; asked again once it failed for good, it runs again', async () => {
  const jobId = `t-${randomBytes(4).toString('hex')}`;
  await expect(client.run('sandbox', 'test-run', {}, { jobId, timeoutMs: 10_000, attempts: 1 })).rejects.toThrow(`cannot run ${jobId}`);
  expect(runs).toBe(1);
  failing = false;
  expect(await client.run('sandbox', 'test-run', {}, { jobId, timeoutMs: 10_000, attempts: 1 })).toEqual({ ok: jobId });
  expect(runs).toBe(2);
  // done: the same id answers the stored result without another run
  expect(await client.run('sandbox', 'test-run', {}, { jobId, timeoutMs: 10_000, attempts: 1 })).toEqual({ ok: jobId });
  expect(runs).toBe(2);
});

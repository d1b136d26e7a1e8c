import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import type { RuntimeConfig } from '../../backend/src/platform/config/runtime-config';
import { LearnerLock } from '../../backend/src/learner/application/learner-lock';
import { forgetInstanceKeys } from '../support/redis-cleanup';
import { testRedisUrl } from '../support/db';

/** The per-learner lock answers without waiting for its release (issue 36): the next request still finds it free. */
const cfg = { redisUrl: testRedisUrl(), databaseUrl: `postgres://learner-lock-${randomBytes(4).toString('hex')}/x` } as RuntimeConfig;
let redis: IORedis;
let lock: LearnerLock;

beforeAll(() => {
  redis = new IORedis(cfg.redisUrl, { enableAutoPipelining: true });
  lock = new LearnerLock(redis, cfg);
});

afterAll(async () => {
  await forgetInstanceKeys(cfg.redisUrl, cfg.databaseUrl);
  redis.disconnect();
});

test('runs back to back never find their own released lock taken; a concurrent run is refused with a 429', async () => {
  for (let i = 0; i < 50; i++) expect(await lock.run(7, async () => i)).toBe(i);
  let release!: () => void;
  const first = lock.run(7, () => new Promise<string>((r) => (release = () => r('first'))));
  await new Promise((r) => setTimeout(r, 20));
  await expect(lock.run(7, async () => 'second')).rejects.toMatchObject({ status: 429 });
  release();
  expect(await first).toBe('first');
  expect(await lock.run(7, async () => 'third')).toBe('third');
});

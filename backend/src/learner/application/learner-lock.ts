import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../platform/redis/redis.module';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { queuePrefix } from '../../platform/jobs/queue-names';
import { timeStage } from '../../platform/logging/request-context';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * One sandbox run at a time per learner across every API process (SANDBOX.md: a learner with
 * pg_sleep can hold a slot for the whole timeout). The lock expires on its own if a process dies.
 */
@Injectable()
export class LearnerLock {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RUNTIME_CONFIG) cfg: RuntimeConfig,
  ) {
    this.prefix = `${queuePrefix(cfg)}:learner-lock`;
  }

  async run<T>(userId: number, fn: () => Promise<T>, ttlMs = 60_000): Promise<T> {
    const key = `${this.prefix}:${userId}`;
    const token = randomUUID();
    const ok = await timeStage('lock', () => this.redis.set(key, token, 'PX', ttlMs, 'NX'));
    // After a dropped connection ioredis resends the SET: the first one may have taken the lock for us.
    if (ok !== 'OK' && (await this.redis.get(key)) !== token) {
      throw new HttpException(
        { detail: 'You already have a query running: wait for it to finish before running another.' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    try {
      return await fn();
    } finally {
      // Not waited for: the release is written to Redis before the answer is, and Redis runs one connection's
      // commands in order, so the learner's next request through this process finds the lock free.
      void this.release(key, token, Date.now() + ttlMs);
    }
  }

  /** Redis unreachable at release time: keep trying in the background, or the learner stays locked out until the TTL. */
  private async release(key: string, token: string, until: number): Promise<void> {
    try {
      await this.redis.eval(RELEASE, 1, key, token);
    } catch {
      if (Date.now() < until) setTimeout(() => void this.release(key, token, until), 1000).unref();
    }
  }
}

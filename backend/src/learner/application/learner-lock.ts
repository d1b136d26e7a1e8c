import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../redis/redis.module';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/runtime-config';
import { queuePrefix } from '../../jobs/queue-names';

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
    const ok = await this.redis.set(key, token, 'PX', ttlMs, 'NX');
    if (ok !== 'OK') {
      throw new HttpException(
        { detail: 'You already have a query running: wait for it to finish before running another.' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    try {
      return await fn();
    } finally {
      await this.redis.eval(RELEASE, 1, key, token).catch(() => {});
    }
  }
}

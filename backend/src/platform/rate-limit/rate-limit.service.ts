import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../kernel/errors';
import { instanceKey } from '../config/instance-key';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { REDIS } from '../redis/redis.module';

export interface RateRule {
  points: number;
  durationSeconds: number;
}

/**
 * Fixed-window limits kept in Redis, so every API process shares one count (per instance: instanceKey).
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RUNTIME_CONFIG) cfg: RuntimeConfig,
  ) {
    this.prefix = `rl:${instanceKey(cfg)}`;
  }

  /** Counts one hit for `key` in `bucket`; a 429 with Retry-After (and `detail`'s text, if given) once the rule is exceeded. */
  async hit(bucket: string, key: string, rule: RateRule, detail?: () => string): Promise<void> {
    try {
      await this.limiter(bucket, rule).consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)), detail?.());
      throw res;
    }
  }

  private limiter(bucket: string, rule: RateRule): RateLimiterRedis {
    const id = `${bucket}:${rule.points}:${rule.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.prefix}:${bucket}`,
        points: rule.points,
        duration: rule.durationSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

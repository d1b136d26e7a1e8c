import { createHash } from 'node:crypto';
import type { RuntimeConfig } from './runtime-config';

/**
 * Names this instance in shared services: instances side by side (or test products) on one Redis
 * get queues, locks and rate-limit counters of their own, keyed by their app database.
 */
export const instanceKey = (cfg: RuntimeConfig): string => createHash('sha1').update(cfg.databaseUrl).digest('hex').slice(0, 10);

/** Key patterns an instance owns in Redis (queues and learner locks, rate-limit counters), for clean-up tools. */
export const instanceKeyPatterns = (databaseUrl: string): string[] => {
  const key = instanceKey({ databaseUrl } as RuntimeConfig);
  return [`sqldaily-${key}:*`, `rl:${key}:*`];
};

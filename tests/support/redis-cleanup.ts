import Redis from 'ioredis';
import { instanceKeyPatterns } from '../../backend/src/platform/config/instance-key';

/**
 * Removes what a throwaway instance left in a shared Redis (its queues, locks and rate-limit
 * counters, all keyed by its database) once that database is dropped. Best effort: a Redis that is
 * gone has nothing to clean.
 */
export async function forgetInstanceKeys(redisUrl: string, databaseUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  try {
    await redis.connect();
    for (const match of instanceKeyPatterns(databaseUrl)) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
        if (keys.length) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } catch {
    /* nothing to clean */
  } finally {
    redis.disconnect();
  }
}

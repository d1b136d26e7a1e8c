import { type Pool } from 'pg';
import { stageRecorder } from '../logging/request-context';

type Connect = Pool['connect'];

/**
 * Times what a request waits for a free connection of `pool` (stage `db_pool` of Server-Timing and the
 * access line): a pool too small for the load shows here, not as slow queries.
 */
export function timePoolWaits(pool: Pool, stage = 'db_pool'): Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: Connect }).connect = ((callback?: (err: Error | undefined, client: unknown, done: unknown) => void) => {
    const started = performance.now();
    const record = stageRecorder(stage);
    if (callback) {
      return connect((err: Error | undefined, client: unknown, done: unknown) => {
        record(performance.now() - started);
        callback(err, client, done);
      });
    }
    return (connect() as Promise<unknown>).finally(() => record(performance.now() - started));
  }) as Connect;
  return pool;
}

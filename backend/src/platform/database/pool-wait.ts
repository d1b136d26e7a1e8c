import { type Pool, type PoolClient } from 'pg';
import { stageRecorder } from '../logging/request-context';
import { tooManyClientsWarner } from './too-many-clients';

type Connect = Pool['connect'];
type Release = PoolClient['release'];

/** pg-pool gives a client a fresh `release` at each checkout: wrapping it records how long this checkout held the client. */
function timeHold(client: PoolClient, record: (ms: number) => void): Release {
  const since = performance.now();
  const release = client.release;
  client.release = ((...args: Parameters<Release>) => {
    record(performance.now() - since);
    return release(...args);
  }) as Release;
  return client.release;
}

/**
 * Times what a request waits for a free connection of `pool` (stage `db_pool` of Server-Timing and the
 * access line) and how long it then holds connections (`db_held`: the queries' round trips plus the
 * event loop's turnaround between them). A pool too small for the load shows in the first; a busy
 * process holding connections longer than its queries take shows in the second. A connection the server
 * refuses for too many clients is logged once with what to change (`warn`).
 */
export function timePoolWaits(pool: Pool, stage = 'db_pool', heldStage = 'db_held', warn?: (line: string) => void): Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const refused = tooManyClientsWarner(warn);
  (pool as { connect: Connect }).connect = ((callback?: (err: Error | undefined, client: unknown, done: unknown) => void) => {
    const started = performance.now();
    const record = stageRecorder(stage);
    const held = stageRecorder(heldStage);
    if (callback) {
      return connect((err: Error | undefined, client: PoolClient | undefined, done: unknown) => {
        record(performance.now() - started);
        if (err) refused(err);
        callback(err, client, client ? timeHold(client, held) : done);
      });
    }
    return (connect() as Promise<PoolClient>).then(
      (client) => {
        record(performance.now() - started);
        timeHold(client, held);
        return client;
      },
      (err: unknown) => {
        record(performance.now() - started);
        refused(err);
        throw err;
      },
    );
  }) as Connect;
  return pool;
}

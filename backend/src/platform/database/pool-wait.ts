import { type Pool, type PoolClient } from 'pg';
import { stageRecorder } from '../logging/request-context';
import { tooManyClientsWarner } from './too-many-clients';

type Connect = Pool['connect'];
type Release = PoolClient['release'];

type Recorder = (ms: number) => void;
interface StatementRecorders {
  time: Recorder;
  count: Recorder;
}
type Query = (...args: unknown[]) => unknown;
/** The recorders of the request that checked the client out now (bound at checkout: see stageRecorder). */
const CHECKOUT = Symbol('checkoutRecorders');
const TIMED = Symbol('timesStatements');
type Timed = PoolClient & { [CHECKOUT]?: StatementRecorders; [TIMED]?: boolean };

/**
 * Times each statement the client runs for its current checkout: from the call to its answer being
 * handled (the round trip, the server's work and the event loop's turnaround), summed as `db_query`, and
 * counts them as `db_statements` (a count in a duration's field: Server-Timing has no other number).
 * Installed once per client; held minus this is what a checkout held its connection without a statement.
 */
function timeStatements(client: Timed): void {
  if (client[TIMED]) return;
  client[TIMED] = true;
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const recorders = client[CHECKOUT];
    if (!recorders) return query(...args);
    recorders.count(1);
    const started = performance.now();
    const done = () => recorders.time(performance.now() - started);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
}

/** pg-pool gives a client a fresh `release` at each checkout: wrapping it records how long this checkout held the client. */
function timeHold(client: Timed, record: Recorder, statements: StatementRecorders): Release {
  const since = performance.now();
  timeStatements(client);
  client[CHECKOUT] = statements;
  const release = client.release;
  client.release = ((...args: Parameters<Release>) => {
    record(performance.now() - since);
    client[CHECKOUT] = undefined;
    return release(...args);
  }) as Release;
  return client.release;
}

/**
 * Times what a request waits for a free connection of `pool` (stage `db_pool` of Server-Timing and the
 * access line) and how long it then holds connections (`db_held`: the queries' round trips plus the
 * event loop's turnaround between them). A pool too small for the load shows in the first; a busy
 * process holding connections longer than its queries take shows in the second, beside `db_query` (the
 * statements' own round trips) and `db_statements` (how many). A connection the server
 * refuses for too many clients is logged once with what to change (`warn`).
 */
export function timePoolWaits(pool: Pool, stage = 'db_pool', heldStage = 'db_held', warn?: (line: string) => void): Pool {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const refused = tooManyClientsWarner(warn);
  (pool as { connect: Connect }).connect = ((callback?: (err: Error | undefined, client: unknown, done: unknown) => void) => {
    const started = performance.now();
    const record = stageRecorder(stage);
    const held = stageRecorder(heldStage);
    const statements = { time: stageRecorder('db_query'), count: stageRecorder('db_statements') };
    if (callback) {
      return connect((err: Error | undefined, client: PoolClient | undefined, done: unknown) => {
        record(performance.now() - started);
        if (err) refused(err);
        callback(err, client, client ? timeHold(client, held, statements) : done);
      });
    }
    return (connect() as Promise<PoolClient>).then(
      (client) => {
        record(performance.now() - started);
        timeHold(client, held, statements);
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

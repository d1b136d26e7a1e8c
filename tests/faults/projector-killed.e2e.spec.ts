import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { projectionStatus } from '../../backend/src/platform/projector/projection-status';
import { apiClient } from '../support/product';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '../support/db';
import { ensureBackendBuilt, eventually, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { readModelsCaughtUp } from '../support/read-models';
import { compareWithFreshReplay, mismatches } from '../support/replay-compare';
import { adminLogin, createChallenge, EventsDb, playOnce, register, RIGHT, WRONG } from './fault-support';

/**
 * kill -9 of the projector while it works through a backlog: the batch it was in rolls back with
 * its checkpoint, the restarted projector resumes from the last committed one, and every read
 * model ends equal to a fresh replay, with exact counts (nothing lost, nothing applied twice).
 */
jest.setTimeout(120_000);

const BACKLOG = 30_000;

let db: TestDatabase;
let procs: ProductProcesses;
let api: ProductProcess;
let projector: ProductProcess;
let events: EventsDb;

beforeAll(async () => {
  await ensureBackendBuilt();
  db = await createTestDatabase('pkill');
  procs = new ProductProcesses({ databaseUrl: db.url, redisUrl: testRedisUrl() });
  [api, , projector] = await Promise.all([procs.add('api', 'api'), procs.add('worker', 'worker'), procs.add('projector', 'projector')]);
  events = new EventsDb(db.url);
});
afterAll(async () => {
  await procs?.stopAll();
  await events?.close();
  await db?.drop();
});

async function checkpoint(name: string): Promise<bigint> {
  const { rows } = await events.pool.query(`SELECT position::text FROM subscription_checkpoints WHERE name = $1`, [`projection:${name}`]);
  return BigInt(rows[0]?.position ?? 0);
}

test('a projector killed mid-batch resumes where it committed: nothing lost or doubled', async () => {
  const http = apiClient(api.url);
  const challengeId = await createChallenge(http, await adminLogin(http));
  // Some real learner history for the learner read models ...
  for (const [i, plan] of [[RIGHT], [WRONG, RIGHT], [WRONG, WRONG, WRONG]].entries()) {
    const l = await register(http, `pk${i}`);
    for (const sql of plan) expect((await playOnce(http, l.token, challengeId, sql)).status).toBe(200);
  }
  await readModelsCaughtUp(events.pool, 20_000);

  // ... then a backlog the projector needs many batches for; more of it if it ever caught up before we could strike.
  const store = new PostgresEventStore(events.pool);
  let appended = 0;
  let head = 0n;
  for (let round = 0; ; round++) {
    const from = await checkpoint('event_type_counts');
    for (let s = 0; s < BACKLOG / 500; s++, appended += 500) {
      await store.append(
        `fault-probe-${round}-${s}`,
        Array.from({ length: 500 }, (_, i) => ({ type: `FaultProbe${(appended + i) % 3}`, data: { round, s, i } })),
      );
    }
    head = await store.headPosition();
    // Kill it when it is part-way through: it has committed some batches and not all.
    const caught = await eventually('the projector to be part-way through the backlog', async () => {
      const c = await checkpoint('event_type_counts');
      return c >= head ? 'done' : c > from ? 'midway' : null;
    }, 30_000, 5);
    if (caught === 'midway' || round === 3) break;
  }
  await projector.kill9();
  const killedAt = await checkpoint('event_type_counts');
  expect(killedAt).toBeLessThan(head);

  // Its advisory lock died with its session: the status shows nobody projecting.
  await eventually('the leader locks to be released', async () => (await projectionStatus(store, events.pool)).every((p) => !p.active), 10_000);

  await projector.start();
  await readModelsCaughtUp(events.pool, 60_000);

  // Exact counts: each type's projected count is the number of stored events of that type.
  const stored = await events.countByType();
  expect(stored.FaultProbe0! + stored.FaultProbe1! + stored.FaultProbe2!).toBe(appended);
  const { rows } = await events.pool.query(`SELECT type, count::int FROM event_type_counts`);
  expect(Object.fromEntries(rows.map((r) => [r.type, r.count]))).toEqual(stored);
  // And every read model equals a fresh replay of the whole store.
  expect(mismatches(await compareWithFreshReplay(events.pool))).toEqual([]);
  await store.close();
});

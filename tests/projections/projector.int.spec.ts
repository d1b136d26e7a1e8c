import { Pool } from 'pg';
import type { Projection } from '../../projections/src';
import { eventTypeCounts } from '../../projections/src/event-type-counts.projection';
import { migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { CatchUpSubscription } from '../../backend/src/platform/eventstore/subscription';
import { installProjection } from '../../backend/src/platform/projector/projection-installer';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { projectionStatus } from '../../backend/src/platform/projector/projection-status';
import { subscriptionName } from '../../backend/src/platform/projector/projection-subscription';
import { createTestDatabase, type TestDatabase } from '../support/db';

let db: TestDatabase;
let pool: Pool;
let store: PostgresEventStore;
const quiet = () => {};

beforeAll(async () => {
  db = await createTestDatabase('proj');
  await migrate(db.url);
  pool = new Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => {}); // dropping the database terminates idle connections
  store = new PostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await db.drop();
});

const live = (p: Projection) =>
  new CatchUpSubscription({
    name: subscriptionName(p.name),
    store,
    pool,
    consumer: { handle: (events, tx) => p.apply(events, { tx, table: (t) => t }) },
    batchSize: 7,
    pollIntervalMs: 20,
    log: quiet,
  });

async function rows(table = 'event_type_counts') {
  return (await pool.query(`SELECT type, count::int, last_position::text FROM ${table} ORDER BY type`)).rows;
}

async function waitForCatchUp(name: string) {
  for (let i = 0; i < 300; i++) {
    const s = (await projectionStatus(store, pool)).find((x) => x.name === name)!;
    if (s.pending_events === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('projection did not catch up');
}

const append = (n: number, type: string) =>
  store.append(`s-${type}-${Math.random()}`, Array.from({ length: n }, (_, i) => ({ type, data: { i } })));

test('install creates the tables; the live projection follows; a rebuild yields the same rows, online', async () => {
  await installProjection(store, pool, eventTypeCounts, quiet);
  expect(await rows()).toEqual([]);
  await append(10, 'A');
  await append(5, 'B');
  const sub = live(eventTypeCounts);
  sub.start();
  await waitForCatchUp('event_type_counts');
  const before = await rows();
  expect(before.map((r) => [r.type, r.count])).toEqual([['A', 10], ['B', 5]]);

  // Rebuild while the live runner keeps projecting new events.
  const writer = (async () => {
    for (let i = 0; i < 20; i++) await append(3, 'C');
  })();
  const report = await rebuildProjection(store, pool, eventTypeCounts);
  await writer;
  await waitForCatchUp('event_type_counts');
  expect(report.events).toBeGreaterThanOrEqual(15);
  expect((await rows()).map((r) => [r.type, r.count])).toEqual([['A', 10], ['B', 5], ['C', 60]]);
  const status = (await projectionStatus(store, pool)).find((s) => s.name === 'event_type_counts')!;
  expect(status).toMatchObject({ pending_events: 0, active: true, installed_version: 1 });
  await sub.stop();
  expect((await projectionStatus(store, pool)).find((s) => s.name === 'event_type_counts')!.active).toBe(false);
  // No shadow tables are left behind.
  const { rows: leftovers } = await pool.query(`SELECT tablename FROM pg_tables WHERE tablename LIKE 'event_type_counts__r%'`);
  expect(leftovers).toEqual([]);
});

test('a new projection version is rebuilt at install, replacing rows built with the old logic', async () => {
  const v2: Projection = {
    ...eventTypeCounts,
    version: 2,
    async apply(events, ctx) {
      // v2 ignores type A entirely
      await eventTypeCounts.apply(events.filter((e) => e.type !== 'A'), ctx);
    },
  };
  await installProjection(store, pool, v2, quiet);
  const after = await rows();
  expect(after.map((r) => r.type)).toEqual(['B', 'C']);
  const { rows: v } = await pool.query(`SELECT version FROM projection_versions WHERE name = 'event_type_counts'`);
  expect(v[0].version).toBe(2);
  // Installing the same version again changes nothing.
  await installProjection(store, pool, v2, quiet);
  expect(await rows()).toEqual(after);
});

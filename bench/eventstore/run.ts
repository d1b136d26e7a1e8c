/**
 * Event store benchmark (not a test): `npm run bench:eventstore`. Appends with 1 and 8 writers in
 * batches of 1 and 10, and catch-up reads, each beside the same work done with plain `pg` in
 * the same run on the same server. Time-bounded: BENCH_SECONDS per measurement (default 3).
 * BENCH_PAGE sets the read page / batch size (1000); BENCH_CPU=1 prints Node's CPU time per read
 * (catch-up is bound by Node parsing rows, about 40% of it JSON.parse).
 */
import { Pool } from 'pg';
import type { QueryRunner } from 'typeorm';
import { EventStore1763710000000 } from '../../backend/src/platform/database/migrations/1763710000000-event-store';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { CatchUpSubscription } from '../../backend/src/platform/eventstore/subscription';
import { createRawTable, rawInsert, rawReadAll } from './raw-baseline';
import { throwawayDatabase } from '../support/throwaway-database';
import { batchOf, compareRates } from './workload';

const MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const READ_EVENTS = Number(process.env.BENCH_READ_EVENTS ?? 200_000);
const ROUNDS = 2;
const PAGE = Number(process.env.BENCH_PAGE ?? 1000);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(9);
const line = (label: string, store: number, raw: number, unit: string) =>
  console.log(`${label.padEnd(40)} store ${fmt(store)} ${unit}   raw pg ${fmt(raw)} ${unit}   ${Math.round((store / raw) * 100)}%`);

async function main(): Promise<void> {
  const db = await throwawayDatabase({ label: 'eventstore', dataDir: '.data/bench', embeddedPort: 54351 });
  const pool = new Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => {});
  const store = new PostgresEventStore(pool);
  try {
    console.log(`PostgreSQL (${db.source}), ${MS / 1000} s per measurement, events of ~450 bytes\n`);
    await new EventStore1763710000000().up({ query: (sql: string) => pool.query(sql) } as unknown as QueryRunner);
    await createRawTable(pool);
    await pool.query('CREATE TABLE bench_sink (n int)');

    for (const [writers, size] of [[1, 1], [1, 10], [8, 1], [8, 10]] as const) {
      const versions = new Map<string, number>();
      const [appended, raw] = await compareRates(
        MS,
        writers,
        async (w, i) => {
          await store.append(`learner-${writers}-${size}-${w}-${i % 16}`, batchOf(size, i));
          return size;
        },
        async (w, i) => {
          const stream = `raw-${writers}-${size}-${w}-${i % 16}`;
          const v = versions.get(stream) ?? 0;
          versions.set(stream, v + size);
          await rawInsert(pool, stream, v, batchOf(size, i));
          return size;
        },
      );
      line(`append, ${writers} writer${writers > 1 ? 's' : ''}, batches of ${size}`, appended, raw, 'events/s');
    }

    // Bulk-load the rest of the history in one transaction (positions still follow the schema's rule).
    const { rows } = await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM events');
    const missing = Math.max(0, READ_EVENTS - Number(rows[0]!.n));
    await pool.query(
      `INSERT INTO events (global_position, stream_id, stream_version, event_id, type, data, metadata)
       SELECT (pg_current_xact_id()::text::bigint << 20) + g, 'bulk-' || (g / 10), g % 10, gen_random_uuid(), e.type, e.data, e.metadata
       FROM generate_series(1, $1::int) g, (SELECT type, data, metadata FROM events LIMIT 1) e`,
      [missing],
    );
    await pool.query('VACUUM ANALYZE events');
    const total = Number((await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0]!.n);

    // Reads alternate raw / store / subscription for ROUNDS rounds; the best round of each is shown.
    const best = { raw: Infinity, store: Infinity, sub: Infinity };
    for (let round = 0; round < ROUNDS; round++) {
      best.raw = Math.min(best.raw, await timed(() => drainRaw(pool)));
      best.store = Math.min(best.store, await timed(() => drainStore(store)));
      best.sub = Math.min(best.sub, await timed(() => catchUp(store, pool, `bench-${round}`)));
    }
    line(`readAll, ${total.toLocaleString('en-US')} events, pages of ${PAGE}`, total / best.store, total / best.raw, 'events/s');
    line(`catch-up subscription, batches of ${PAGE}`, total / best.sub, total / best.raw, 'events/s');
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

async function drainRaw(pool: Pool): Promise<void> {
  let after = '0';
  for (let page = await rawReadAll(pool, after, PAGE); page.length > 0; page = await rawReadAll(pool, after, PAGE)) {
    after = page[page.length - 1]!.global_position;
  }
}

async function drainStore(store: PostgresEventStore): Promise<void> {
  let after = 0n;
  for (let page = await store.readAll({ after, limit: PAGE }); page.length > 0; page = await store.readAll({ after, limit: PAGE })) {
    after = page[page.length - 1]!.globalPosition;
  }
}

/** From position 0 to the head through a subscription whose consumer writes one row per batch. */
async function catchUp(store: PostgresEventStore, pool: Pool, name: string): Promise<void> {
  const head = await store.headPosition();
  const sub = new CatchUpSubscription({
    name,
    store,
    pool,
    batchSize: PAGE,
    pollIntervalMs: 10,
    log: () => {},
    consumer: { handle: async (events, tx) => void (await tx.query('INSERT INTO bench_sink VALUES ($1)', [events.length])) },
  });
  sub.start();
  while ((await sub.status()).checkpoint < head) await new Promise((r) => setTimeout(r, 10));
  await sub.stop();
}

async function timed(work: () => Promise<void>): Promise<number> {
  const t = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await work();
  const wall = Number(process.hrtime.bigint() - t) / 1e9;
  const used = process.cpuUsage(cpu);
  if (process.env.BENCH_CPU) console.log(`  wall ${wall.toFixed(3)} s, node cpu ${((used.user + used.system) / 1e6).toFixed(3)} s`);
  return wall;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

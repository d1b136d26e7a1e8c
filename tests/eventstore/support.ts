import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import type { RecordedEvent } from '../../backend/src/platform/eventstore/event-store.port';
import { CatchUpSubscription, type CheckpointBatcher, type SharedTransactions, type SubscriptionConsumer } from '../../backend/src/platform/eventstore/subscription';
import type { EventStore } from '../../backend/src/platform/eventstore/event-store.port';

export function openPool(url: string, max = 10): Pool {
  const pool = new Pool({ connectionString: url, max });
  // Tests terminate backends on purpose; an idle client's error must not crash the worker.
  pool.on('error', () => {});
  return pool;
}

export function uniqueStream(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The table recording consumers write to, in the read-model database. */
export async function createSeenTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS seen_events (
    seq bigserial PRIMARY KEY, sub text NOT NULL, position bigint NOT NULL, event_id uuid NOT NULL, stream_id text NOT NULL)`);
}

export async function recordBatch(tx: PoolClient, sub: string, events: RecordedEvent[]): Promise<void> {
  await tx.query(
    `INSERT INTO seen_events (sub, position, event_id, stream_id)
     SELECT $1, * FROM unnest($2::bigint[], $3::uuid[], $4::text[])`,
    [sub, events.map((e) => e.globalPosition.toString()), events.map((e) => e.id), events.map((e) => e.streamId)],
  );
}

/** A consumer that records the events of streams starting with `prefix` (other tests share $all). */
export function recordingConsumer(sub: string, prefix: string, hook?: (events: RecordedEvent[], tx: PoolClient) => Promise<void>): SubscriptionConsumer {
  return {
    async handle(events, tx) {
      const mine = events.filter((e) => e.streamId.startsWith(prefix));
      if (mine.length > 0) await recordBatch(tx, sub, mine);
      await hook?.(mine, tx);
    },
  };
}

export interface Seen {
  total: number;
  distinct: number;
  ordered: boolean;
  ids: Set<string>;
}

export async function seen(pool: Pool, sub: string): Promise<Seen> {
  const { rows } = await pool.query<{ position: string; event_id: string }>(
    `SELECT position::text, event_id FROM seen_events WHERE sub = $1 ORDER BY seq`,
    [sub],
  );
  let ordered = true;
  for (let i = 1; i < rows.length; i++) if (BigInt(rows[i]!.position) <= BigInt(rows[i - 1]!.position)) ordered = false;
  const ids = new Set(rows.map((r) => r.event_id));
  return { total: rows.length, distinct: ids.size, ordered, ids };
}

const running = new Set<CatchUpSubscription>();

/** Stops every runner a test started, also when the test failed before stopping it. */
export async function stopAllSubscriptions(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
  running.clear();
}

export function subscription(
  store: EventStore,
  pool: Pool,
  name: string,
  consumer: SubscriptionConsumer,
  extra: { batchSize?: number; pollIntervalMs?: number; log?: (l: string) => void; checkpoints?: CheckpointBatcher; transactions?: SharedTransactions } = {},
): CatchUpSubscription {
  const sub = new CatchUpSubscription({ name, store, pool, consumer, batchSize: 100, pollIntervalMs: 50, log: () => {}, ...extra });
  running.add(sub);
  return sub;
}

export function events(n: number, type = 'Tested', start = 0): Array<{ id: string; type: string; data: { n: number; note: string } }> {
  return Array.from({ length: n }, (_, i) => ({ id: randomUUID(), type, data: { n: start + i, note: 'x'.repeat(40) } }));
}

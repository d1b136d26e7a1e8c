import type { Pool } from 'pg';
import type { NewEvent } from '../../backend/src/platform/eventstore/event-store.port';

/**
 * What the store's work is compared with: the same rows put into a table of the same shape
 * (uniques on event id and stream version, jsonb, a plain identity position) with one
 * multi-row INSERT and versions the writer tracks itself: no idempotency or version checks.
 */
export async function createRawTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE raw_events (
    global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    stream_id text NOT NULL, stream_version bigint NOT NULL, event_id uuid NOT NULL UNIQUE,
    type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_id, stream_version))`);
}

export async function rawInsert(pool: Pool, streamId: string, fromVersion: number, events: Array<NewEvent & { id: string }>): Promise<void> {
  const values: unknown[] = [];
  const rows = events.map((e, i) => {
    values.push(streamId, fromVersion + i, e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {}));
    const p = i * 6;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6})`;
  });
  await pool.query(`INSERT INTO raw_events (stream_id, stream_version, event_id, type, data, metadata) VALUES ${rows.join(', ')}`, values);
}

export async function rawReadAll(pool: Pool, after: string, limit: number): Promise<Array<{ global_position: string }>> {
  const { rows } = await pool.query<{ global_position: string }>({
    name: 'raw_read_all',
    text: `SELECT * FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
    values: [after, limit],
  });
  return rows;
}

import type { EventMetadata, RecordedEvent } from '../event-store.port';

/**
 * Columns every read selects, fetched as arrays (rowMode 'array'): catch-up reads parse hundreds of
 * thousands of rows a second, and skipping pg's per-row keyed object is measurable there.
 * Bigints travel as text so no precision is lost; created_at as epoch milliseconds.
 */
// Every output column is renamed: an output column called global_position (the ::text one) would be
// what ORDER BY global_position sorts by, as text, after a full sort instead of the index.
export const EVENT_COLUMNS = `global_position::text AS p, stream_id AS s, stream_version::int AS v, event_id AS id, type AS t,
  data AS d, metadata AS m, (extract(epoch FROM created_at) * 1000)::float8 AS c`;

export type EventTuple = [string, string, number, string, string, unknown, EventMetadata, number];

export function toRecordedEvent(r: EventTuple): RecordedEvent {
  return {
    id: r[3],
    streamId: r[1],
    streamVersion: r[2],
    globalPosition: BigInt(r[0]),
    type: r[4],
    data: r[5],
    metadata: r[6],
    createdAt: new Date(r[7]),
  };
}

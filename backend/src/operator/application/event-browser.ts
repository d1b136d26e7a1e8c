import type { EventStore } from '../../platform/eventstore/event-store.port';
import { PostgresEventStore } from '../../platform/eventstore/postgres/postgres-event-store';
import { type EventView, toEventView } from '../http/event-view';

/** Raised where an operation needs the PostgreSQL event store (listing streams reads its table). */
export class NeedsPostgresStoreError extends Error {
  constructor(what: string) {
    super(`${what} needs the PostgreSQL event store (EVENTSTORE_URL is set: use EventStoreDB's own UI)`);
  }
}

export interface StreamSummary {
  stream_id: string;
  events: number;
  version: number;
  last_position: string;
  last_event_at: string;
}

export interface StreamPage {
  streams: StreamSummary[];
  limit: number;
  offset: number;
  has_more: boolean;
}

export interface StreamEvents {
  stream_id: string;
  version: number;
  events: EventView[];
  /** The version to ask for next, null when this page reached the end of the stream. */
  next_from: number | null;
}

export interface EventsAfter {
  events: EventView[];
  /** Resume from here: the last position scanned, which filters may have passed over. */
  next_after: string;
}

/** Streams by most recent activity: PostgreSQL store only (EventStoreDB has its own UI). */
export async function listStreams(store: EventStore, q: { prefix?: string; limit: number; offset: number }): Promise<StreamPage> {
  if (!(store instanceof PostgresEventStore)) throw new NeedsPostgresStoreError('Listing streams');
  const rows = await store.listStreams(q);
  return {
    streams: rows.slice(0, q.limit).map((r) => ({
      stream_id: r.stream_id,
      events: r.events,
      version: r.version,
      last_position: r.last_position,
      last_event_at: r.last_at.toISOString(),
    })),
    limit: q.limit,
    offset: q.offset,
    has_more: rows.length > q.limit,
  };
}

/** One page of a stream from version `from` (inclusive); null when the stream does not exist. */
export async function readStreamPage(store: EventStore, streamId: string, q: { from: number; limit: number }): Promise<StreamEvents | null> {
  const version = await store.streamVersion(streamId);
  if (version < 0) return null;
  const events = await store.readStream(streamId, { fromVersion: q.from, limit: q.limit });
  const last = events[events.length - 1];
  return {
    stream_id: streamId,
    version,
    events: events.map(toEventView),
    next_from: last && last.streamVersion < version ? last.streamVersion + 1 : null,
  };
}

/** Read no more than this many events per call when filters skip most of them. */
const SCAN_LIMIT = 5000;

/**
 * Events after a global position, optionally of one type and/or streams with a prefix. Only what a
 * catch-up reader may safely see is returned, so polling with `next_after` never misses a late commit.
 */
export async function readEventsAfter(
  store: EventStore,
  q: { after: bigint; limit: number; type?: string; streamPrefix?: string },
): Promise<EventsAfter> {
  const matches = (e: { type: string; streamId: string }) =>
    (!q.type || e.type === q.type) && (!q.streamPrefix || e.streamId.startsWith(q.streamPrefix));
  const found: EventView[] = [];
  let position = q.after;
  let scanned = 0;
  while (found.length < q.limit && scanned < SCAN_LIMIT) {
    const batch = await store.readAll({ after: position, limit: Math.min(1000, SCAN_LIMIT - scanned) });
    if (!batch.length) break;
    for (const e of batch) {
      position = e.globalPosition;
      scanned++;
      if (!matches(e)) continue;
      found.push(toEventView(e));
      if (found.length === q.limit) break;
    }
  }
  return { events: found, next_after: position.toString() };
}


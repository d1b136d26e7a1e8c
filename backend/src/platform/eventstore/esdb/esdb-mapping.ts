import {
  ANY,
  type AppendExpectedRevision,
  type CurrentRevision,
  NO_STREAM,
  type RecordedEvent as EsdbRecordedEvent,
  STREAM_EXISTS,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedVersion, RecordedEvent } from '../event-store.port';

/** Both sides count stream versions from 0; only the types differ (number vs bigint). */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

export function toVersion(revision: CurrentRevision | AppendExpectedRevision): number {
  return typeof revision === 'bigint' ? Number(revision) : -1;
}

/** System events ($metadata, $>, projections' $-streams) are not part of the product's history. */
export function isSystemEvent(e: EsdbRecordedEvent): boolean {
  return e.type.startsWith('$') || e.streamId.startsWith('$');
}

/** ESDB's global position is (commit, prepare); the port exposes the commit position. */
export function toRecordedEvent(e: EsdbRecordedEvent, commitPosition?: bigint): RecordedEvent {
  return {
    id: e.id,
    streamId: e.streamId,
    streamVersion: Number(e.revision),
    globalPosition: e.position?.commit ?? commitPosition ?? 0n,
    type: e.type,
    data: e.isJson ? e.data : null,
    metadata: (isPlainObject(e.metadata) ? e.metadata : {}) as EventMetadata,
    createdAt: e.created,
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);
}

import type { RecordedEvent } from '../../platform/eventstore/event-store.port';

/** An event as operators see it; positions are bigints, so they travel as strings. */
export interface EventView {
  position: string;
  stream_id: string;
  stream_version: number;
  id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: string;
}

export const toEventView = (e: RecordedEvent): EventView => ({
  position: e.globalPosition.toString(),
  stream_id: e.streamId,
  stream_version: e.streamVersion,
  id: e.id,
  type: e.type,
  data: e.data,
  metadata: e.metadata,
  created_at: e.createdAt.toISOString(),
});

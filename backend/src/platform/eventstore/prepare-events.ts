import { randomUUID } from 'node:crypto';
import type { ExpectedVersion, NewEvent } from './event-store.port';

export interface PreparedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Gives every event an id (the idempotency key) and rejects batches no adapter could store. */
export function prepareEvents(streamId: string, events: NewEvent[]): PreparedEvent[] {
  if (!streamId) throw new Error('append: stream id is empty');
  if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
  const seen = new Set<string>();
  return events.map((e) => {
    const id = (e.id ?? randomUUID()).toLowerCase();
    if (!UUID.test(id)) throw new Error(`append to ${streamId}: event id ${id} is not a uuid`);
    if (seen.has(id)) throw new Error(`append to ${streamId}: event id ${id} appears twice in one batch`);
    seen.add(id);
    if (!e.type) throw new Error(`append to ${streamId}: event without a type`);
    return { id, type: e.type, data: e.data ?? null, metadata: { ...(e.metadata ?? {}) } };
  });
}

export function checkExpectedVersion(expected: ExpectedVersion): void {
  if (typeof expected === 'number' && (!Number.isSafeInteger(expected) || expected < -1)) {
    throw new Error(`expected version ${expected} is not -1 or a non-negative integer`);
  }
}

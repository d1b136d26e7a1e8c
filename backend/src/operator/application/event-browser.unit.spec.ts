import type { EventStore, ReadAllOptions, RecordedEvent } from '../../platform/eventstore/event-store.port';
import { listStreams, NeedsPostgresStoreError, readEventsAfter } from './event-browser';

const event = (n: number, type: string, streamId: string): RecordedEvent => ({
  id: `id-${n}`,
  streamId,
  streamVersion: 0,
  globalPosition: BigInt(n * 10),
  type,
  data: { n },
  metadata: {},
  createdAt: new Date(0),
});

const ALL = [event(1, 'A', 'x-1'), event(2, 'B', 'y-1'), event(3, 'A', 'y-2'), event(4, 'B', 'x-2'), event(5, 'A', 'x-3')];

const fakeStore = {
  readAll: async ({ after = 0n, limit = 1000 }: ReadAllOptions = {}) => ALL.filter((e) => e.globalPosition > after).slice(0, limit),
} as unknown as EventStore;

test('filters by type and stream prefix, and resumes after the last event scanned', async () => {
  expect(await readEventsAfter(fakeStore, { after: 0n, limit: 10, type: 'A', streamPrefix: 'x-' })).toEqual({
    events: [expect.objectContaining({ position: '10' }), expect.objectContaining({ position: '50' })],
    next_after: '50',
  });
  const first = await readEventsAfter(fakeStore, { after: 0n, limit: 1, type: 'B' });
  expect(first).toMatchObject({ events: [{ position: '20', type: 'B' }], next_after: '20' });
  const none = await readEventsAfter(fakeStore, { after: 40n, limit: 10, type: 'B' });
  expect(none).toEqual({ events: [], next_after: '50' });
});

test('listing streams needs the PostgreSQL store', async () => {
  await expect(listStreams(fakeStore, { limit: 10, offset: 0 })).rejects.toBeInstanceOf(NeedsPostgresStoreError);
});

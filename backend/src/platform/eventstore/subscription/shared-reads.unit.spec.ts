import type { EventStore, ReadAllOptions, RecordedEvent } from '../event-store.port';
import { SharedReads } from './shared-reads';

function fakeStore() {
  const listeners = new Set<() => void>();
  const reads: ReadAllOptions[] = [];
  const pending: Array<() => void> = [];
  const store = {
    readAll: (o: ReadAllOptions) => {
      reads.push(o);
      return new Promise<RecordedEvent[]>((resolve) => pending.push(() => resolve([])));
    },
    headPosition: async () => 42n,
    heldBackAfter: (p: bigint) => (reads.push({ after: p, limit: -1 }), Promise.resolve(false)),
    onAppended: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
  } as unknown as EventStore;
  return { store, reads, settle: () => pending.splice(0).forEach((r) => r()), notify: () => listeners.forEach((l) => l()) };
}

describe('SharedReads', () => {
  it('reads of the same page asked at once share one statement; another page reads its own', async () => {
    const f = fakeStore();
    const shared = new SharedReads(f.store).eventStore;
    const all = Promise.all([shared.readAll({ after: 5n, limit: 1000 }), shared.readAll({ after: 5n, limit: 1000 }), shared.readAll({ after: 7n, limit: 1000 })]);
    expect(f.reads).toHaveLength(2);
    f.settle();
    await all;
    expect(await shared.headPosition()).toBe(42n);
  });

  it('a read asked after an append notice never joins one started before it', async () => {
    const f = fakeStore();
    const shared = new SharedReads(f.store).eventStore;
    const first = shared.readAll({ after: 5n, limit: 1000 });
    f.notify();
    const second = shared.readAll({ after: 5n, limit: 1000 });
    expect(f.reads).toHaveLength(2);
    f.settle();
    await Promise.all([first, second]);
  });

  it('the look for held-back events is shared the same way', async () => {
    const f = fakeStore();
    const shared = new SharedReads(f.store).eventStore;
    expect(await Promise.all([shared.heldBackAfter!(9n), shared.heldBackAfter!(9n)])).toEqual([false, false]);
    expect(f.reads).toHaveLength(1);
  });

  it('a finished read is not reused: the next asks the store again', async () => {
    const f = fakeStore();
    const shared = new SharedReads(f.store).eventStore;
    const first = shared.readAll({ after: 5n });
    f.settle();
    await first;
    const second = shared.readAll({ after: 5n });
    expect(f.reads).toHaveLength(2);
    f.settle();
    await second;
  });
});

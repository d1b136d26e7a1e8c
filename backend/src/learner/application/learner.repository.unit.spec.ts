import { type EventStore, type NewEvent, type RecordedEvent, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { assignDaily, candidate, enrol, LearnerStream, startAttempt, submit, USER } from '../domain/testing/learner-fixtures';
import { LearnerRepository } from './learner.repository';

/** An in-memory stream with optimistic concurrency that counts reads; `interleave` lands once, just before our next append. */
function fakeStore(initial: Array<{ type: string; data: unknown }>) {
  const stored: RecordedEvent[] = [];
  const add = (e: { id?: string; type: string; data: unknown }) =>
    stored.push({ id: e.id ?? String(stored.length), streamId: `learner-${USER}`, streamVersion: stored.length, globalPosition: BigInt(stored.length + 1), type: e.type, data: e.data as Record<string, unknown>, metadata: {}, createdAt: new Date() });
  initial.forEach(add);
  const counts = { reads: 0 };
  let interleave: Array<{ type: string; data: unknown }> = [];
  const store = {
    readStream: async (_stream: string, o: { fromVersion?: number } = {}) => (counts.reads++, stored.slice(o.fromVersion ?? 0)),
    append: async (streamId: string, events: NewEvent[], expected: number | 'no_stream') => {
      interleave.splice(0).forEach(add);
      const actual = stored.length - 1;
      if ((expected === 'no_stream' ? -1 : expected) !== actual) throw new WrongExpectedVersionError(streamId, expected, actual);
      events.forEach(add);
      return { lastPosition: BigInt(stored.length), nextVersion: stored.length - 1 };
    },
  } as unknown as EventStore;
  return { store, counts, stored, interleaveOnce: (events: Array<{ type: string; data: unknown }>) => (interleave = events) };
}

function startedDay() {
  const l = new LearnerStream();
  l.do(enrol('2025-01-10T07:00:00.000Z'));
  l.do(assignDaily('2025-01-10T08:00:00.000Z', [candidate(101, 1200)]));
  l.do(startAttempt('2025-01-10T09:00:00.000Z'));
  return l;
}

describe('LearnerRepository: a caller that already read the stream', () => {
  it('decides on that read and appends without reading the stream again', async () => {
    const { store, counts, stored } = fakeStore(startedDay().events);
    const repo = new LearnerRepository(store);
    const loaded = await repo.load(USER);
    const { events } = await repo.execute(USER, () => submit('2025-01-10T09:05:00.000Z', true, 1), USER, loaded);
    expect(counts.reads).toBe(1);
    expect(events.map((e) => e.type)).toContain('SolutionSubmitted');
    expect(stored.filter((e) => e.type === 'SolutionSubmitted')).toHaveLength(1);
  });

  it('loses to a concurrent append on the expected version, then decides again on a fresh read (a double submit counts once)', async () => {
    const l = startedDay();
    const { store, counts, stored, interleaveOnce } = fakeStore(l.events);
    const repo = new LearnerRepository(store);
    const loaded = await repo.load(USER);
    interleaveOnce(l.do(submit('2025-01-10T09:04:00.000Z', true, 1)));
    await expect(repo.execute(USER, () => submit('2025-01-10T09:05:00.000Z', true, 2), USER, loaded)).rejects.toMatchObject({ name: 'LearnerRuleViolation', kind: 'conflict' });
    expect(counts.reads).toBe(2);
    expect(stored.filter((e) => e.type === 'SolutionSubmitted')).toHaveLength(1);
  });
});

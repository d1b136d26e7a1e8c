import { prng } from '../../kernel/prng';
import { type EventStore, type NewEvent, type RecordedEvent, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { decide, type LearnerCommand, LearnerRuleViolation, stateFrom, type LearnerEvent } from '../domain';
import { abandonDay, assignDaily, candidate, enrol, startAttempt, submit, USER } from '../domain/testing/learner-fixtures';
import { LearnerStateCache } from './learner-state-cache';
import { LearnerRepository } from './learner.repository';

/** One learner stream shared by several repositories (several processes), counting the rows each read returns. */
function sharedStore() {
  let stored: RecordedEvent[] = [];
  let serial = 0;
  const add = (e: { id?: string; type: string; data: unknown }) =>
    stored.push({ id: e.id ?? `external-${serial++}`, streamId: `learner-${USER}`, streamVersion: stored.length, globalPosition: BigInt(stored.length + 1), type: e.type, data: e.data as Record<string, unknown>, metadata: {}, createdAt: new Date() });
  const counts = { reads: 0, rows: 0 };
  const store = {
    readStream: async (_s: string, o: { fromVersion?: number } = {}) => {
      const rows = stored.slice(o.fromVersion ?? 0);
      counts.reads++;
      counts.rows += rows.length;
      return rows;
    },
    append: async (streamId: string, events: NewEvent[], expected: number | 'no_stream') => {
      const actual = stored.length - 1;
      if ((expected === 'no_stream' ? -1 : expected) !== actual) throw new WrongExpectedVersionError(streamId, expected, actual);
      events.forEach(add);
      return { lastPosition: BigInt(stored.length), nextExpectedVersion: stored.length - 1 };
    },
  } as unknown as EventStore;
  return {
    store,
    counts,
    events: () => stored.map((e) => ({ type: e.type, data: e.data }) as LearnerEvent),
    /** Another writer (an admin job, another process without this cache) appends directly. */
    appendExternally: (events: LearnerEvent[]) => events.forEach(add),
    /** The database dropped and made again under a running process (what the int suites do). */
    replaceWith: (events: LearnerEvent[]) => {
      stored = [];
      events.forEach(add);
    },
  };
}

const at = (day: number, minutes: number) => new Date(Date.parse('2026-01-01T08:00:00.000Z') + day * 86_400_000 + minutes * 60_000).toISOString();
const CANDIDATES = Array.from({ length: 90 }, (_, i) => candidate(100 + i, 900 + i * 10));

describe('LearnerRepository with its state cache: the same state as a full replay', () => {
  it('over 60 seeded days written by two processes and an outside writer, every load of either equals the replay', async () => {
    const shared = sharedStore();
    const a = new LearnerRepository(shared.store);
    const b = new LearnerRepository(shared.store);
    const random = prng(36);
    const pick = () => (random() < 0.5 ? a : b);
    let attemptId = 1;
    const run = async (command: (s: ReturnType<typeof stateFrom>) => LearnerCommand) => {
      try {
        await pick().execute(USER, command);
      } catch (err) {
        if (!(err instanceof LearnerRuleViolation)) throw err;
      }
      for (const repo of [a, b]) {
        const loaded = await repo.load(USER);
        expect(loaded.state).toEqual(stateFrom(shared.events()));
        expect(loaded.version).toBe(shared.events().length - 1);
      }
    };
    await run(() => enrol(at(0, 0)));
    for (let day = 0; day < 60; day++) {
      await run(() => assignDaily(at(day, 1), CANDIDATES));
      if (random() < 0.15) continue; // a day missed: abandoned later
      for (let attempt = 1; attempt <= 3; attempt++) {
        const correct = random() < 0.5;
        const today = stateFrom(shared.events()).days[at(day, 0).slice(0, 10)];
        if (!today) break;
        await run(() => startAttempt(at(day, 2 + attempt * 3), today.challengeId));
        await run(() => submit(at(day, 3 + attempt * 3), correct, attemptId++, today.challengeId));
        if (correct) break;
      }
      if (random() < 0.1) {
        // another process without a cache, or an operator's job, appends meanwhile
        const state = stateFrom(shared.events());
        const open = Object.values(state.days).find((d) => d.resolution === null && d.date < at(day + 1, 0).slice(0, 10));
        if (open) shared.appendExternally(decide(abandonDay(at(day + 1, 0), open.date), state));
      }
    }
    expect(shared.events().length).toBeGreaterThan(150);
  });

  it('a warm load reads one row however long the stream is, and none of it is folded again', async () => {
    const shared = sharedStore();
    const repo = new LearnerRepository(shared.store);
    await repo.execute(USER, () => enrol(at(0, 0)));
    for (let day = 0; day < 40; day++) {
      const [assigned] = (await repo.execute(USER, () => assignDaily(at(day, 1), CANDIDATES))).events;
      const id = (assigned!.data as { challengeId: number }).challengeId;
      await repo.execute(USER, () => startAttempt(at(day, 5), id));
      await repo.execute(USER, () => submit(at(day, 6), true, day + 1, id));
    }
    const length = shared.events().length;
    const before = { ...shared.counts };
    const loaded = await repo.load(USER);
    expect(shared.counts.reads - before.reads).toBe(1);
    expect(shared.counts.rows - before.rows).toBe(1);
    expect(loaded.version).toBe(length - 1);
    expect(loaded.state).toEqual(stateFrom(shared.events()));
  });

  it('a stream that is no longer the one cached (a reset database) is read whole', async () => {
    const shared = sharedStore();
    const repo = new LearnerRepository(shared.store);
    await repo.execute(USER, () => enrol(at(0, 0)));
    await repo.execute(USER, () => assignDaily(at(0, 1), CANDIDATES));
    // same length, other events: only the event id at the cached version tells them apart
    const replacement = decide(enrol(at(3, 0), { initialElo: 1500 }), stateFrom([]));
    replacement.push(...decide(assignDaily(at(3, 1), CANDIDATES), stateFrom(replacement)));
    shared.replaceWith(replacement);
    const loaded = await repo.load(USER);
    expect(loaded.state).toEqual(stateFrom(replacement));
    expect(loaded.state.elo).toBe(1500);
  });

  it('two processes racing for the same learner: one append loses, is decided again on the tail, and counts once', async () => {
    const shared = sharedStore();
    const a = new LearnerRepository(shared.store);
    const b = new LearnerRepository(shared.store);
    await a.execute(USER, () => enrol(at(0, 0)));
    const [assigned] = (await a.execute(USER, () => assignDaily(at(0, 1), CANDIDATES))).events;
    const id = (assigned!.data as { challengeId: number }).challengeId;
    await a.execute(USER, () => startAttempt(at(0, 5), id));
    // both warm, both decide on the same version
    const [la, lb] = await Promise.all([a.load(USER), b.load(USER)]);
    const results = await Promise.allSettled([
      a.execute(USER, () => submit(at(0, 6), true, 1, id), USER, la),
      b.execute(USER, () => submit(at(0, 6), true, 2, id), USER, lb),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(shared.events().filter((e) => e.type === 'SolutionSubmitted')).toHaveLength(1);
    for (const repo of [a, b]) expect((await repo.load(USER)).state).toEqual(stateFrom(shared.events()));
  });
});

describe('LearnerStateCache', () => {
  const entry = (version: number) => ({ state: stateFrom([]), version, lastEventId: `e${version}` });

  it('keeps the newer of two versions, whatever order they are put in', () => {
    const cache = new LearnerStateCache(10);
    cache.put(1, entry(5));
    cache.put(1, entry(3));
    expect(cache.get(1)?.version).toBe(5);
    cache.put(1, entry(7));
    expect(cache.get(1)?.version).toBe(7);
  });

  it('evicts the least recently used learner beyond its capacity', () => {
    const cache = new LearnerStateCache(2);
    cache.put(1, entry(1));
    cache.put(2, entry(1));
    cache.get(1);
    cache.put(3, entry(1));
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBeDefined();
    expect(cache.get(3)).toBeDefined();
    expect(cache.size).toBe(2);
  });
});

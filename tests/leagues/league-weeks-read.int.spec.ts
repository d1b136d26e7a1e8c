import { Pool } from 'pg';
import { leagueStream, type LeagueCohortJoined } from '../../contracts/src';
import { LeagueWeeks } from '../../backend/src/leagues/application/league-weeks.repository';
import { migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/db';

/**
 * Issue 16 part 7: a league week's stream is read incrementally (each placement used to read the whole
 * week). Two LeagueWeeks stand for two processes appending to the same week.
 */
let db: TestDatabase;
let pool: Pool;
let store: PostgresEventStore;
const WEEK = '2026-W48';

beforeAll(async () => {
  db = await createTestDatabase('lw');
  await migrate(db.url);
  pool = new Pool({ connectionString: db.url, max: 4 });
  store = new PostgresEventStore(pool);
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await db.drop();
});

const joined = (userId: number): LeagueCohortJoined => ({
  type: 'LeagueCohortJoined',
  data: { week: WEEK, weekStart: '2026-11-23', userId, tier: 'bronze', cohort: 1, elo: 1200, joinedAt: '2026-11-27T10:00:00.000Z' },
});

/** Places `userId` unless the week already has them, as the placement handler decides. */
const place = (weeks: LeagueWeeks, userId: number) => weeks.execute(WEEK, (s) => (s.members.has(userId) ? [] : [joined(userId)]));

it("each process sees the other's placements, reads only what is new, and a conflict is decided again on a fresh read", async () => {
  const a = new LeagueWeeks(store);
  const b = new LeagueWeeks(store);
  await place(a, 1);
  await place(a, 2);
  await place(b, 3); // b reads the week from the start: 1 and 2 are there
  expect([...(await b.load(WEEK)).state.members.keys()]).toEqual([1, 2, 3]);

  const reads: Array<number | undefined> = [];
  const readStream = store.readStream.bind(store);
  store.readStream = (id, options) => (reads.push(options?.fromVersion), readStream(id, options));
  try {
    // a last read the week at version 0 (before its own second append): it reads from version 1 on, not from the start
    const loaded = await a.load(WEEK);
    expect(reads).toEqual([1]);
    expect(loaded.version).toBe(2);
    expect([...loaded.state.members.keys()]).toEqual([1, 2, 3]);
  } finally {
    store.readStream = readStream;
  }

  // b appends while a decides: a loses on the version, forgets its read, reads again and appends once
  let decisions = 0;
  const placed = await a.execute(WEEK, async (s) => {
    if (decisions++ === 0) await place(b, 4);
    return s.members.has(5) ? [] : [joined(5)];
  });
  expect(decisions).toBe(2);
  expect(placed.events).toHaveLength(1);
  expect([...placed.state.members.keys()]).toEqual([1, 2, 3, 4]);
  expect((await store.readStream(leagueStream(WEEK))).map((e) => (e.data as { userId: number }).userId)).toEqual([1, 2, 3, 4, 5]);
  // nobody is placed twice, whoever asks
  expect((await place(b, 5)).events).toEqual([]);
  expect((await place(a, 4)).events).toEqual([]);
});

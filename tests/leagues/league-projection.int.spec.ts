import { CheckpointWatcher } from '../../backend/src/platform/projector/checkpoint-watcher';
import { Pool } from 'pg';
import type { CommandBus } from '@nestjs/cqrs';
import { CloseLeagueWeekCommand, CloseLeagueWeekHandler, PlaceLeagueLearnersHandler, PlaceLeagueLearnersCommand } from '../../backend/src/leagues/application/leagues';
import { LeagueWeeks } from '../../backend/src/leagues/application/league-weeks.repository';
import { migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { CatchUpSubscription } from '../../backend/src/platform/eventstore/subscription';
import { installProjection } from '../../backend/src/platform/projector/projection-installer';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { projectionStatus } from '../../backend/src/platform/projector/projection-status';
import { subscriptionName } from '../../backend/src/platform/projector/projection-subscription';
import { ManualClock } from '../support/product';
import { LeagueQuery, leagueStandings, type Projection } from '../../projections/src';
import { leaderboardWeekly, userStats } from '../../projections/src/learner';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { challenge, LearnerScript } from '../learner-read/support/learner-script';
import { insertUser } from '../learner-read/support/projection-harness';

const PROJECTIONS: Projection[] = [userStats, leaderboardWeekly, leagueStandings];

let watcher: CheckpointWatcher;
let db: TestDatabase;
let pool: Pool;
let store: PostgresEventStore;
let subs: CatchUpSubscription[];
let clock: ManualClock;
let place: PlaceLeagueLearnersHandler;
let close: CloseLeagueWeekHandler;
const scripts: LearnerScript[] = [];

async function caughtUp() {
  const names = new Set(PROJECTIONS.map((p) => p.name));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    const status = (await projectionStatus(store, pool)).filter((s) => names.has(s.name));
    if (status.length === names.size && status.every((s) => s.pending_events === 0)) return;
  }
  throw new Error('projections did not catch up');
}

beforeAll(async () => {
  db = await createTestDatabase('leagueproj');
  await migrate(db.url);
  pool = new Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => {});
  store = new PostgresEventStore(pool);
  for (const p of PROJECTIONS) await installProjection(store, pool, p, () => {});
  subs = PROJECTIONS.map(
    (p) =>
      new CatchUpSubscription({
        name: subscriptionName(p.name),
        store,
        pool,
        consumer: { handle: (events, tx) => p.apply(events, { tx, table: (t) => t }) },
        batchSize: 7,
        pollIntervalMs: 20,
        log: () => {},
      }),
  );
  for (const s of subs) s.start();
  clock = new ManualClock(Date.parse('2025-03-05T18:00:00.000Z'));
  const query = new LeagueQuery(pool, clock);
  const weeks = new LeagueWeeks(store);
  watcher = new CheckpointWatcher(pool);
  close = new CloseLeagueWeekHandler(weeks, query, store, watcher, clock);
  const bus = { execute: (c: CloseLeagueWeekCommand) => close.execute(c) } as unknown as CommandBus;
  place = new PlaceLeagueLearnersHandler(weeks, query, bus, clock);
});
afterAll(async () => {
  await watcher?.close();
  await Promise.all(subs.map((s) => s.stop()));
  await store.close();
  await pool.end();
  await db.drop();
});

const tiers = async () =>
  Object.fromEntries((await pool.query<{ user_id: number; tier: string }>(`SELECT user_id, tier FROM league_tiers ORDER BY user_id`)).rows.map((r) => [r.user_id, r.tier]));

test('learners are placed, a week closes once, tiers move, the next week places them in their new tiers; a rebuild equals the live tables', async () => {
  // Week 2025-W10 (Monday 3 March): four learners in one Bronze cohort, by points 1 > 2 > 3 > 4 (4 fails).
  for (let id = 1; id <= 5; id++) {
    await insertUser(pool, id, { createdAt: `2025-01-0${id}T00:00:00Z`, timezone: id === 5 ? 'America/Los_Angeles' : 'UTC' });
    const s = new LearnerScript(store, id);
    await s.enrol('2025-03-01T10:00:00.000Z', { createdAt: `2025-01-0${id}T00:00:00Z`, timezone: id === 5 ? 'America/Los_Angeles' : 'UTC', initialElo: 1200 });
    scripts.push(s);
  }
  await scripts[0]!.day('2025-03-03', challenge(101, 1500), ['right']);
  await scripts[0]!.day('2025-03-04', challenge(102, 1500), ['right']);
  await scripts[1]!.day('2025-03-03', challenge(101, 1500), ['right']);
  await scripts[2]!.day('2025-03-03', challenge(101, 1200), ['wrong', 'right']);
  await scripts[3]!.day('2025-03-03', challenge(101, 1200), ['wrong', 'wrong', 'wrong']);
  // Learner 5 (Los Angeles) plays their Sunday 9 March late at night: Monday 07:30 UTC, week W11 on the weekly board.
  await scripts[4]!.day('2025-03-10', challenge(101, 1200), ['right'], '07:30');
  await caughtUp();

  // The tick and learners' own requests racing: each learner joins once.
  const racing = await Promise.all([place.execute(new PlaceLeagueLearnersCommand()), place.execute(new PlaceLeagueLearnersCommand()), place.execute(new PlaceLeagueLearnersCommand([2]))]);
  expect(racing.reduce((n, r) => n + r.placed, 0)).toBe(4);
  expect(await place.execute(new PlaceLeagueLearnersCommand())).toMatchObject({ placed: 0 });
  expect((await store.readStream('league-2025-W10')).filter((e) => e.type === 'LeagueCohortJoined')).toHaveLength(4);
  await caughtUp();
  const joined = await pool.query(`SELECT user_id, tier, cohort FROM league_standings WHERE week = '2025-W10' ORDER BY user_id`);
  expect(joined.rows).toEqual([1, 2, 3, 4].map((user_id) => ({ user_id, tier: 'bronze', cohort: 1 })));

  // The week ends; the close ranks on the weekly board's points and is appended once.
  clock.set('2025-03-10T00:05:00.000Z');
  // Three closes at once (a retried job, the tick, the admin): exactly one closes it.
  const closing = await Promise.all([1, 2, 3].map(() => close.execute(new CloseLeagueWeekCommand('2025-W10'))));
  expect(closing.filter((r) => r.closed)).toHaveLength(1);
  const first = closing.find((r) => r.closed)!;
  expect(first).toEqual({ week: '2025-W10', closed: true, learners: 4, promoted: 2, demoted: 0 });
  expect(closing.filter((r) => !r.closed)).toEqual([{ ...first, closed: false }, { ...first, closed: false }]);
  const eventsAfterFirst = (await store.readStream('league-2025-W10')).length;
  expect(await close.execute(new CloseLeagueWeekCommand('2025-W10'))).toEqual({ week: '2025-W10', closed: false, learners: 4, promoted: 2, demoted: 0 });
  await Promise.all([close.execute(new CloseLeagueWeekCommand('2025-W10')), close.execute(new CloseLeagueWeekCommand('2025-W10'))]);
  expect((await store.readStream('league-2025-W10')).length).toBe(eventsAfterFirst);
  await caughtUp();
  expect(await tiers()).toEqual({ 1: 'silver', 2: 'silver', 3: 'bronze', 4: 'bronze' });
  const final = await pool.query(`SELECT user_id, final_rank, moved_to FROM league_standings WHERE week = '2025-W10' ORDER BY final_rank`);
  expect(final.rows).toEqual([
    { user_id: 1, final_rank: 1, moved_to: 'silver' },
    { user_id: 2, final_rank: 2, moved_to: 'silver' },
    { user_id: 3, final_rank: 3, moved_to: null },
    { user_id: 4, final_rank: 4, moved_to: null },
  ]);

  // Week W11: the promoted learner plays and joins a Silver cohort; the Los Angeles learner's Sunday night counts here, in Bronze.
  clock.set('2025-03-11T18:00:00.000Z');
  await scripts[0]!.day('2025-03-11', challenge(103, 1500), ['right']);
  await caughtUp();
  expect(await place.execute(new PlaceLeagueLearnersCommand())).toMatchObject({ placed: 2 });
  await caughtUp();
  const w11 = await pool.query(`SELECT user_id, tier FROM league_standings WHERE week = '2025-W11' ORDER BY user_id`);
  expect(w11.rows).toEqual([
    { user_id: 1, tier: 'silver' },
    { user_id: 5, tier: 'bronze' },
  ]);
  expect(await pool.query(`SELECT week, learners, closed_at IS NOT NULL AS closed, promoted, demoted FROM league_weeks ORDER BY week`).then((r) => r.rows)).toEqual([
    { week: '2025-W10', learners: 4, closed: true, promoted: 2, demoted: 0 },
    { week: '2025-W11', learners: 2, closed: false, promoted: null, demoted: null },
  ]);

  for (const p of [leagueStandings]) {
    const before = await snapshot(p.tables);
    await rebuildProjection(store, pool, p);
    await caughtUp();
    expect(await snapshot(p.tables)).toEqual(before);
  }
});

test('placing into a week closes the week before first when its close has not run yet (after a grace of five minutes)', async () => {
  // W11 has learners 1 and 5; learner 5 plays two minutes into W12 (Sunday afternoon in Los Angeles) with W11 still open.
  clock.set('2025-03-17T00:02:00.000Z');
  await scripts[4]!.day('2025-03-17', challenge(104, 1200), ['right'], '00:00');
  await caughtUp();
  // Within the grace a late Sunday submit may still be grading: W11 stays open and nobody is placed in W12 yet.
  expect(await place.execute(new PlaceLeagueLearnersCommand())).toEqual({ placed: 0 });
  expect((await store.readStream('league-2025-W11')).some((e) => e.type === 'LeagueWeekClosed')).toBe(false);
  clock.set('2025-03-17T00:06:00.000Z');
  expect(await place.execute(new PlaceLeagueLearnersCommand())).toMatchObject({ placed: 1 });
  const w11 = await store.readStream('league-2025-W11');
  expect(w11.filter((e) => e.type === 'LeagueWeekClosed')).toHaveLength(1);
  // Each was alone in their cohort: a lone learner with points moves up.
  expect(w11.filter((e) => e.type === 'LeagueTierChanged').map((e) => e.data)).toEqual([
    expect.objectContaining({ userId: 5, from: 'bronze', to: 'silver', rank: 1 }),
    expect.objectContaining({ userId: 1, from: 'silver', to: 'gold', rank: 1 }),
  ]);
  const w12 = (await store.readStream('league-2025-W12')).map((e) => e.data);
  expect(w12).toEqual([expect.objectContaining({ userId: 5, tier: 'silver', cohort: 1, week: '2025-W12', weekStart: '2025-03-17' })]);
});

async function snapshot(tables: string[]) {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await pool.query(`SELECT to_jsonb(x)::text AS row FROM ${t} x ORDER BY 1`)).rows.map((r) => r.row);
  return out;
}

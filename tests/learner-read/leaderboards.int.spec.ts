import { learnerDate, streaks } from '../../backend/src/learner/domain';
import type { Clock } from '../../backend/src/kernel/clock';
import { GlobalLeaderboardQuery } from '../../projections/src/learner/queries/global-leaderboard.query';
import { UserStatsReader } from '../../projections/src/learner/queries/user-stats.reader';
import { WeeklyLeaderboardQuery } from '../../projections/src/learner/queries/weekly-leaderboard.query';
import { challenge, LearnerScript } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

let env: Awaited<ReturnType<typeof startProjections>>;
let now = new Date('2025-03-05T12:00:00.000Z');
const clock: Clock = { now: () => now };
let global: GlobalLeaderboardQuery;
let weekly: WeeklyLeaderboardQuery;
let reader: UserStatsReader;
const scripts = new Map<number, LearnerScript>();
const CROWD = Array.from({ length: 120 }, (_, i) => 1000 + i);

async function learner(id: number, opts: { createdAt?: string; timezone?: string; initialElo?: number } = {}) {
  await insertUser(env.pool, id, opts);
  const s = new LearnerScript(env.store, id);
  await s.enrol('2025-03-01T10:00:00.000Z', opts);
  scripts.set(id, s);
  return s;
}

beforeAll(async () => {
  env = await startProjections('lrboard', 200);
  global = new GlobalLeaderboardQuery(env.pool, clock);
  weekly = new WeeklyLeaderboardQuery(env.pool, clock);
  reader = new UserStatsReader(env.pool, clock);

  // Ties: 10, 11, 12 play the same challenge the same way; 12 registered first, then 10, then 11.
  for (const [id, createdAt] of [[10, '2025-01-05'], [11, '2025-01-06'], [12, '2025-01-04']] as const) {
    await (await learner(id, { createdAt: `${createdAt}T00:00:00Z` })).day('2025-03-03', challenge(500), ['right']);
  }
  // 13 earns the same weekly points but starts higher: first globally, and the weekly ELO tie-break puts it ahead.
  await (await learner(13, { createdAt: '2025-01-07T00:00:00Z', initialElo: 1400 })).day('2025-03-03', challenge(500), ['right']);
  // Enrolled and assigned but nothing resolved: not on any board.
  await (await learner(14)).day('2025-03-03', challenge(500), []);

  // A crowd of 120 below them, each with its own ELO.
  for (const id of CROWD) {
    await (await learner(id, { initialElo: 300 + (id - 1000) * 5 })).day('2025-03-04', challenge(600, 800), ['wrong', 'wrong', 'wrong']);
  }

  // Streaks in two zones: both solve their 3rd and 4th of March.
  for (const [id, timezone] of [[20, 'Asia/Tokyo'], [21, 'America/New_York']] as const) {
    const s = await learner(id, { timezone, initialElo: 600 });
    await s.day('2025-03-03', challenge(700, 800), ['right']);
    await s.day('2025-03-04', challenge(701, 800), ['wrong', 'right']);
  }
  await env.caughtUp();
});
afterAll(() => env.stop());

test('global: ties on ELO and points go to the earliest registration; inactive learners are not ranked', async () => {
  const board = await global.forUser(11);
  expect(board.period).toBe('all_time');
  expect(board.total_users).toBe(4 + CROWD.length + 2);
  expect(board.leaderboard.slice(0, 4).map((e) => [e.rank, e.user_id, e.is_current_user])).toEqual([
    [1, 13, false],
    [2, 12, false],
    [3, 10, false],
    [4, 11, true],
  ]);
  const [, second, third] = board.leaderboard;
  expect([second!.current_elo_rating, second!.total_points_earned]).toEqual([third!.current_elo_rating, third!.total_points_earned]);
  expect(board.leaderboard[0]).toMatchObject({
    username: 'user13',
    first_name: 'First13',
    last_name: 'Tester',
    total_challenges_completed: 1,
    best_streak: 1,
    average_completion_time: 120,
  });
  expect(board.current_user_rank).toBe(4);
  expect(await global.rankOf(14)).toBeNull();
  expect(board.leaderboard.some((e) => e.user_id === 14)).toBe(false);
});

test("global: the caller's rank outside the top 100 matches a full sort", async () => {
  const { rows } = await env.pool.query(
    `SELECT user_id FROM user_stats WHERE resolved_count > 0 ORDER BY current_elo DESC, total_points DESC, registered_at, user_id`,
  );
  const order = rows.map((r) => r.user_id as number);
  const board = await global.forUser(1000);
  expect(board.leaderboard).toHaveLength(100);
  expect(board.leaderboard.map((e) => e.user_id)).toEqual(order.slice(0, 100));
  expect(board.leaderboard.map((e) => e.rank)).toEqual(order.slice(0, 100).map((_, i) => i + 1));
  expect(board.current_user_rank).toBe(order.indexOf(1000) + 1);
  expect(board.current_user_rank).toBeGreaterThan(100);
  expect(board.leaderboard.some((e) => e.is_current_user)).toBe(false);
  for (const id of [1050, 1119, 20, 21]) expect(await global.rankOf(id)).toBe(order.indexOf(id) + 1);
  // Failed days give no points: the N/A time of a learner who never solved shows as null.
  expect(board.leaderboard.find((e) => e.user_id === 1119)).toMatchObject({ total_challenges_completed: 0, average_completion_time: null });
});

test('weekly: points, then solved, then ELO, then registration; the ISO week as period', async () => {
  now = new Date('2025-03-05T12:00:00.000Z');
  const board = await weekly.forUser(10);
  expect(board).toMatchObject({ period: '2025-W10', week_start: '2025-03-03', total_users: 4 + CROWD.length + 2 });
  const ids = board.leaderboard.map((e) => e.user_id);
  // 13 ties 10–12 on weekly points and solved but has the higher ELO; 10–12 tie on ELO too: registration decides.
  expect(ids.slice(0, 4)).toEqual([13, 12, 10, 11]);
  expect(new Set(board.leaderboard.slice(0, 4).map((e) => `${e.weekly_points}/${e.weekly_completed}`)).size).toBe(1);
  const points = board.leaderboard.map((e) => e.weekly_points);
  expect(points).toEqual([...points].sort((x, y) => y - x));
  expect(board.leaderboard.find((e) => e.user_id === 20)).toMatchObject({ weekly_completed: 2 });
  expect(board.current_user_rank).toBe(3);
  expect((await weekly.forUser(1000)).current_user_rank).toBeGreaterThan(100);

  now = new Date('2025-03-10T00:00:00.000Z'); // Monday 00:00 UTC: a new, empty week
  expect(await weekly.forUser(10)).toMatchObject({ period: '2025-W11', week_start: '2025-03-10', leaderboard: [], current_user_rank: null, total_users: 0 });
});

test("current streak at read time follows each learner's midnight (Tokyo, New York)", async () => {
  const streakAt = async (iso: string, id: number) => {
    now = new Date(iso);
    const stats = await reader.forUser(id);
    const entry = (await global.forUser(id)).leaderboard.find((e) => e.user_id === id);
    const s = scripts.get(id)!;
    const expected = streaks(s.state, learnerDate(iso, s.state.enrolment!.timezone));
    expect(stats).toMatchObject({ current_streak: expected.current, best_streak: 2 });
    expect(entry?.current_streak ?? stats!.current_streak).toBe(expected.current);
    return stats!.current_streak;
  };
  // Tokyo (UTC+9): the 5th ends at 15:00 UTC, after which the 4th is no longer yesterday.
  expect(await streakAt('2025-03-05T14:59:59.000Z', 20)).toBe(2);
  expect(await streakAt('2025-03-05T15:00:00.000Z', 20)).toBe(0);
  // New York (UTC−5 before the DST change): the 5th ends at 05:00 UTC on the 6th.
  expect(await streakAt('2025-03-05T15:00:00.000Z', 21)).toBe(2);
  expect(await streakAt('2025-03-06T04:59:59.000Z', 21)).toBe(2);
  expect(await streakAt('2025-03-06T05:00:00.000Z', 21)).toBe(0);
  expect(await reader.forUser(999_999)).toBeNull();
  expect(await reader.forUser(14)).toEqual({ current_elo_rating: 1200, total_points_earned: 0, current_streak: 0, best_streak: 0, total_challenges_completed: 0, streak_freezes: 0 });
});

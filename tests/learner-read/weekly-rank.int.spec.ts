/**
 * The weekly rank read from the count tables (bands of points, (points, solved) pairs, ELO within a
 * pair, then an index count of the registration ties) equals the learner's position in the board's
 * full order computed naively, for every learner of two weeks; the count tables equal a GROUP BY of
 * the board after ELO changes moved learners between groups (also in a past week's rows).
 */
import type { Clock } from '../../backend/src/kernel/clock';
import { WeeklyLeaderboardQuery } from '../../projections/src/learner/queries/weekly-leaderboard.query';
import { WEEKLY_POINTS_BAND } from '../../projections/src/learner/leaderboard-weekly.projection';
import { challenge, LearnerScript } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

let env: Awaited<ReturnType<typeof startProjections>>;
let now = new Date('2025-03-07T12:00:00.000Z');
const clock: Clock = { now: () => now };
const IDS = Array.from({ length: 36 }, (_, i) => 100 + i);

beforeAll(async () => {
  env = await startProjections('lrwrank', 7);
  for (const id of IDS) {
    const k = id - 100;
    // Registration ties in threes; ELO ties in pairs; outcomes cycling so points spread over several bands.
    await insertUser(env.pool, id, { createdAt: `2025-01-${String(1 + Math.floor(k / 3)).padStart(2, '0')}T00:00:00Z` });
    const s = new LearnerScript(env.store, id);
    await s.enrol('2025-02-20T10:00:00.000Z', { initialElo: 1000 + Math.floor(k / 2) * 40 });
    await s.day('2025-02-26', challenge(900 + (k % 3), 1000 + (k % 4) * 150), k % 2 ? ['right'] : ['wrong', 'right']);
    const plays = [['right'], ['wrong', 'right'], ['wrong', 'wrong', 'right'], ['wrong', 'wrong', 'wrong'], []] as const;
    for (let d = 0; d < 1 + (k % 4); d++) {
      await s.day(`2025-03-0${3 + d}`, challenge(910 + ((k + d) % 5), 900 + ((k * 7 + d) % 6) * 100), [...plays[(k + d) % plays.length]!]);
    }
  }
  await env.caughtUp();
});
afterAll(() => env.stop());

test('rankOf equals the position in the full order, for every learner of both weeks', async () => {
  for (const [at, week] of [['2025-03-07T12:00:00.000Z', '2025-03-03'], ['2025-02-28T12:00:00.000Z', '2025-02-24']] as const) {
    now = new Date(at);
    const q = new WeeklyLeaderboardQuery(env.pool, clock);
    const { rows } = await env.pool.query<{ user_id: number }>(
      `SELECT w.user_id FROM leaderboard_weekly w JOIN user_stats s ON s.user_id = w.user_id WHERE w.week_start = $1
        ORDER BY w.weekly_points DESC, w.weekly_completed DESC, s.current_elo DESC, s.registered_at, s.user_id`,
      [week],
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const [i, r] of rows.entries()) expect([r.user_id, await q.rankOf(r.user_id, week)]).toEqual([r.user_id, i + 1]);
    const board = await q.forUser(rows[0]!.user_id);
    expect(board.total_users).toBe(rows.length);
    expect(board.leaderboard.map((e) => e.user_id)).toEqual(rows.map((r) => r.user_id));
  }
});

test('the count tables are a GROUP BY of the board; copied ELO and registration are user_stats’', async () => {
  const q = (sql: string) => env.pool.query(sql).then((r) => r.rows);
  const values = (sql: string) => q(sql).then((rows) => rows.map((r) => Object.values(r as object)));
  expect(await q(`SELECT count(*)::int AS n FROM leaderboard_weekly w JOIN user_stats s USING (user_id)
                   WHERE (w.current_elo, w.registered_at) IS DISTINCT FROM (s.current_elo, s.registered_at)`)).toEqual([{ n: 0 }]);
  const same = async (counts: string, group: string) =>
    expect(await values(`SELECT * FROM ${counts} ORDER BY 1, 2, 3`)).toEqual(await values(`SELECT ${group}, count(*)::int AS users FROM leaderboard_weekly GROUP BY ${group} ORDER BY 1, 2, 3`));
  await same('leaderboard_weekly_counts', 'week_start, weekly_points, weekly_completed');
  await same('leaderboard_weekly_band_counts', `week_start, weekly_points / ${WEEKLY_POINTS_BAND}`);
  expect(await values(`SELECT * FROM leaderboard_weekly_elo_counts ORDER BY 1, 2, 3, 4`)).toEqual(
    await values(`SELECT week_start, weekly_points, weekly_completed, current_elo, count(*)::int AS users FROM leaderboard_weekly GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
  );
  expect((await q(`SELECT count(DISTINCT weekly_points / ${WEEKLY_POINTS_BAND})::int AS n FROM leaderboard_weekly`))[0].n).toBeGreaterThan(2);
});

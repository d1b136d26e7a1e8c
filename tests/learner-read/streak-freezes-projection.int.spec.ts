import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { userStats } from '../../projections/src/learner/user-stats.projection';
import { challenge, LearnerScript } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

let env: Awaited<ReturnType<typeof startProjections>>;
let c: LearnerScript;

beforeAll(async () => {
  env = await startProjections('freezes', 7);
  await insertUser(env.pool, 3, { createdAt: '2025-01-03T00:00:00Z' });
  // 7 solved days earn a freeze, 03-08 is missed and frozen, 03-09 solved: a run of 8 across the frozen day.
  c = new LearnerScript(env.store, 3);
  await c.enrol('2025-03-01T09:00:00.000Z');
  for (let d = 1; d <= 7; d++) await c.day(`2025-03-0${d}`, challenge(300 + d), ['right']);
  await c.useFreezes('2025-03-09T00:00:01.000Z');
  await c.day('2025-03-09', challenge(309), ['wrong', 'right']);
  await env.caughtUp();
});
afterAll(() => env.stop());

const stats = async () =>
  (
    await env.pool.query(
      `SELECT best_streak, streak_run, last_counted_day::text AS last_counted_day, streak_freezes,
              (SELECT array_agg(date::text ORDER BY date) FROM user_stats_frozen_days f WHERE f.user_id = s.user_id) AS frozen
         FROM user_stats s WHERE user_id = 3`,
    )
  ).rows[0];

test('user stats: a frozen day bridges the run without adding to it; freezes held follow the events', async () => {
  expect(c.events.filter((e) => e.type === 'StreakFreezeEarned')).toHaveLength(1);
  expect(await stats()).toEqual({ best_streak: 8, streak_run: 8, last_counted_day: '2025-03-09', streak_freezes: 0, frozen: ['2025-03-08'] });
});

test('a rebuild of user_stats yields the same rows', async () => {
  const before = await stats();
  await rebuildProjection(env.store, env.pool, userStats);
  await env.caughtUp();
  expect(await stats()).toEqual(before);
});

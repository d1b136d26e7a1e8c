import type { LearnerEvent, SolutionSubmitted } from '../../backend/src/learner/domain';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { LEARNER_PROJECTIONS } from '../../projections/src/learner';
import { challenge, LearnerScript } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

let env: Awaited<ReturnType<typeof startProjections>>;
const A = 1;
const B = 2;
let a: LearnerScript;
let b: LearnerScript;
let bAttempts: { c101: number[]; c102: number[] };

const submissions = (events: readonly LearnerEvent[]) => events.filter((e): e is SolutionSubmitted => e.type === 'SolutionSubmitted');
const pointsOf = (events: readonly LearnerEvent[], ids?: number[]) =>
  submissions(events)
    .filter((s) => !ids || ids.includes(s.data.attemptId))
    .reduce((sum, s) => sum + s.data.points, 0);
const eloChanges = (events: readonly LearnerEvent[]) => events.flatMap((e) => (e.type === 'EloChanged' ? [e.data] : []));

beforeAll(async () => {
  env = await startProjections('lrproj', 7);
  await insertUser(env.pool, A, { createdAt: '2025-01-01T00:00:00Z' });
  await insertUser(env.pool, B, { createdAt: '2025-01-02T00:00:00Z' });
  a = new LearnerScript(env.store, A);
  await a.enrol('2025-03-01T10:00:00.000Z');
  await a.day('2025-03-03', challenge(101, 1200), ['right']);
  await a.day('2025-03-04', challenge(102, 1250), ['wrong', 'right']);
  await a.day('2025-03-05', challenge(103, 1300), ['wrong', 'wrong', 'wrong']);
  await a.day('2025-03-06', challenge(104, 1150), ['wrong']);
  await a.abandon('2025-03-06', '2025-03-07T00:30:00.000Z');
  await a.day('2025-03-07', challenge(105, 1200), ['right']);

  b = new LearnerScript(env.store, B);
  await b.enrol('2025-03-02T10:00:00.000Z', { initialElo: 1000 });
  bAttempts = {
    c101: await b.day('2025-03-03', challenge(101, 1200), ['wrong', 'right']),
    c102: await b.day('2025-03-04', challenge(102, 1250), ['right']),
  };
  await b.deleteAttempt(bAttempts.c101[0]!, '2025-03-05T08:00:00.000Z');
  await b.deleteAttempt(bAttempts.c102[0]!, '2025-03-05T08:00:01.000Z');
  await b.recalculate('2025-03-05T08:00:02.000Z');
  await env.caughtUp();
});
afterAll(() => env.stop());

const history = async (userId: number) =>
  (
    await env.pool.query(
      `SELECT challenge_id, date::text AS date, category, rating, outcome, is_correct, total_attempts, elo_before, elo_after,
              final_elo_change, execution_time_seconds, points_earned, submitted_at IS NOT NULL AS has_submission
         FROM learner_history WHERE user_id = $1 ORDER BY date`,
      [userId],
    )
  ).rows;

test('history: one row per day for solved on 1, solved on 2, failed 3×, abandoned', async () => {
  const rows = await history(A);
  const elo = eloChanges(a.events);
  expect(rows.map((r) => [r.challenge_id, r.date, r.outcome, r.is_correct, r.total_attempts, r.execution_time_seconds])).toEqual([
    [101, '2025-03-03', 'solved', true, 1, 120],
    [102, '2025-03-04', 'solved', true, 2, 240],
    [103, '2025-03-05', 'failed', false, 3, 360],
    [104, '2025-03-06', 'abandoned', false, 1, 120],
    [105, '2025-03-07', 'solved', true, 1, 120],
  ]);
  expect(rows.map((r) => [r.elo_before, r.elo_after, r.final_elo_change])).toEqual(elo.map((e) => [e.before, e.after, e.delta]));
  expect(rows[0]).toMatchObject({ category: 'JOIN', rating: 1200, final_elo_change: expect.any(Number) });
  expect(rows[0].final_elo_change).toBeGreaterThan(0);
  expect(rows[1].final_elo_change).toBeLessThan(0);
  expect(rows.map((r) => r.points_earned)).toEqual(
    [101, 102, 103, 104, 105].map((c) => submissions(a.events).filter((s) => s.data.challengeId === c).reduce((n, s) => n + s.data.points, 0)),
  );
  expect(rows[0].points_earned).toBeGreaterThan(0);
  expect(rows[2].points_earned).toBe(0);
});

test('user stats: ELO, points, solved, resolved, streak runs, average time', async () => {
  const { rows } = await env.pool.query(
    `SELECT current_elo, total_points, total_challenges_completed, resolved_count, best_streak, streak_run,
            last_counted_day::text AS last_counted_day, first_resolution_date::text AS first, average_completion_time,
            registered_at = '2025-01-01T00:00:00Z'::timestamptz AS registered_from_account
       FROM user_stats WHERE user_id = $1`,
    [A],
  );
  expect(rows[0]).toEqual({
    current_elo: a.state.elo,
    total_points: pointsOf(a.events),
    total_challenges_completed: 3,
    resolved_count: 5,
    // 03-03..03-05 counted, 03-06 abandoned breaks the run, 03-07 starts a new one.
    best_streak: 3,
    streak_run: 1,
    last_counted_day: '2025-03-07',
    first: '2025-03-03',
    average_completion_time: 160,
    registered_from_account: true,
  });
});

test('deleted attempts: counts, points and correctness follow the remaining submissions; ELO follows the replay', async () => {
  const rows = await history(B);
  const recalculated = b.events.find((e) => e.type === 'EloRecalculated')!;
  expect(recalculated.type === 'EloRecalculated' && recalculated.data.after).toBe(b.state.elo);
  // c101: the wrong first attempt is gone, so the correct one is attempt 1 of the replay (a gain).
  expect(rows[0]).toMatchObject({ challenge_id: 101, outcome: 'solved', is_correct: true, total_attempts: 1, execution_time_seconds: 120 });
  expect(rows[0].points_earned).toBe(pointsOf(b.events, [bAttempts.c101[1]!]));
  expect(rows[0].elo_before).toBe(1000);
  expect(rows[0].final_elo_change).toBeGreaterThan(0);
  // c102: its only (correct) submission is deleted: no longer correct, no points, no ELO effect in the replay.
  expect(rows[1]).toMatchObject({ challenge_id: 102, outcome: 'solved', is_correct: false, total_attempts: 0, points_earned: 0, final_elo_change: 0 });
  expect(rows[1].elo_after).toBe(b.state.elo);

  const stats = (await env.pool.query(`SELECT * FROM user_stats WHERE user_id = $1`, [B])).rows[0];
  expect(stats).toMatchObject({ current_elo: b.state.elo, total_points: pointsOf(b.events, [bAttempts.c101[1]!]), total_challenges_completed: 1, resolved_count: 2, best_streak: 2 });

  const attempts = (await env.pool.query(`SELECT id::int, attempt_number, is_correct, deleted, elo_change, deleted_by FROM admin_attempts WHERE user_id = $1 ORDER BY id`, [B])).rows;
  expect(attempts.map((r) => [r.attempt_number, r.is_correct, r.deleted])).toEqual([
    [1, false, true],
    [2, true, false],
    [1, true, true],
  ]);
  expect(attempts[0]).toMatchObject({ elo_change: 0, deleted_by: 999 });
});

test('admin attempts: a resolution\'s ELO belongs to the submission that resolved it', async () => {
  const { rows } = await env.pool.query(
    `SELECT challenge_id, attempt_number, is_correct, points_earned, elo_change, elo_before, elo_after, execution_time_seconds
       FROM admin_attempts WHERE user_id = $1 ORDER BY id`,
    [A],
  );
  const elo = eloChanges(a.events);
  expect(rows).toHaveLength(8);
  const c102 = rows.filter((r) => r.challenge_id === 102);
  expect(c102[0]).toMatchObject({ attempt_number: 1, is_correct: false, elo_change: 0, elo_before: elo[1]!.before, elo_after: elo[1]!.before });
  expect(c102[1]).toMatchObject({ attempt_number: 2, is_correct: true, elo_change: elo[1]!.delta, elo_before: elo[1]!.before, elo_after: elo[1]!.after });
  const c103 = rows.filter((r) => r.challenge_id === 103);
  expect(c103.map((r) => r.elo_change)).toEqual([0, 0, elo[2]!.delta]);
  // The abandoned day's penalty belongs to no submission.
  expect(rows.find((r) => r.challenge_id === 104)).toMatchObject({ elo_change: 0, execution_time_seconds: 120 });
});

test('challenge stats: submissions, success rate, average solved time, learners assigned', async () => {
  const { rows } = await env.pool.query(`SELECT * FROM challenge_stats ORDER BY challenge_id`);
  const byId = Object.fromEntries(rows.map((r) => [r.challenge_id, r]));
  // 101: A right; B wrong (deleted) + right.
  expect(byId[101]).toMatchObject({ total_attempts: 2, correct_attempts: 2, success_rate: 1, solved_count: 2, learners_assigned: 2, average_completion_time: 120 });
  // 102: A wrong + right; B right (deleted).
  expect(byId[102]).toMatchObject({ total_attempts: 2, correct_attempts: 1, success_rate: 0.5, solved_count: 1, learners_assigned: 2, average_completion_time: 240 });
  expect(byId[103]).toMatchObject({ total_attempts: 3, correct_attempts: 0, success_rate: 0, solved_count: 0, average_completion_time: null });
});

test('weekly board: points, solved and resolved per ISO week', async () => {
  const { rows } = await env.pool.query(`SELECT week_start::text AS week, user_id, weekly_points, weekly_completed, weekly_resolved FROM leaderboard_weekly ORDER BY user_id`);
  expect(rows).toEqual([
    { week: '2025-03-03', user_id: A, weekly_points: pointsOf(a.events), weekly_completed: 3, weekly_resolved: 5 },
    { week: '2025-03-03', user_id: B, weekly_points: pointsOf(b.events, [bAttempts.c101[1]!]), weekly_completed: 1, weekly_resolved: 2 },
  ]);
});

test('per-ELO counts of active learners match user_stats', async () => {
  const { rows } = await env.pool.query(
    `SELECT (SELECT coalesce(sum(users), 0)::int FROM user_stats_elo_counts) AS counted,
            (SELECT count(*)::int FROM user_stats WHERE resolved_count > 0) AS active`,
  );
  expect(rows[0]).toEqual({ counted: 2, active: 2 });
});

test('a rebuild yields the same rows as the live projection, table by table', async () => {
  for (const p of LEARNER_PROJECTIONS) {
    const before = await snapshot(p.tables);
    await rebuildProjection(env.store, env.pool, p);
    await env.caughtUp();
    expect(await snapshot(p.tables)).toEqual(before);
  }
});

async function snapshot(tables: string[]) {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const { rows } = await env.pool.query(`SELECT to_jsonb(x)::text AS row FROM ${t} x ORDER BY 1`);
    out[t] = rows.map((r) => r.row);
  }
  return out;
}

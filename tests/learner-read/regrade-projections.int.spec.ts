import type { RecordedEvent } from '../../backend/src/platform/eventstore/event-store.port';
import type { LearnerEvent, SubmissionRegraded } from '../../backend/src/learner/domain';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { LEARNER_PROJECTIONS } from '../../projections/src/learner';
import type { Projection } from '../../projections/src/projection';
import { challenge, LearnerScript } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

/**
 * SubmissionRegraded in every learner projection: a day is solved at its first correct remaining
 * submission and earns that submission's points; regrades never double count; live (batched) and
 * rebuilt tables are identical whatever the batches hold.
 */
let env: Awaited<ReturnType<typeof startProjections>>;
const A = 21;
const B = 22;
const C = 23;
let a: LearnerScript;
let b: LearnerScript;
let c: LearnerScript;
let c208: number[];
const ids: Record<number, number[]> = {};
const regrades: Record<number, SubmissionRegraded['data']> = {};
let before: { history: Row[]; stats: Row; weekly: Row[]; challenges: Record<number, Row>; attempts: Row[] };

type Row = Record<string, unknown>;

const regraded = (events: LearnerEvent[]): SubmissionRegraded['data'] => {
  const e = events.find((x): x is SubmissionRegraded => x.type === 'SubmissionRegraded');
  if (!e) throw new Error('the decider recorded no regrade');
  return e.data;
};

beforeAll(async () => {
  env = await startProjections('lrregrade', 4);
  await insertUser(env.pool, A, { createdAt: '2025-01-01T00:00:00Z' });
  await insertUser(env.pool, B, { createdAt: '2025-01-02T00:00:00Z' });
  await insertUser(env.pool, C, { createdAt: '2025-01-03T00:00:00Z', timezone: 'America/New_York' });
  a = new LearnerScript(env.store, A);
  b = new LearnerScript(env.store, B);
  await a.enrol('2025-03-01T10:00:00.000Z');
  await b.enrol('2025-03-01T11:00:00.000Z');
  ids[201] = await a.day('2025-03-03', challenge(201, 1200), ['wrong', 'wrong', 'wrong']);
  await b.day('2025-03-03', challenge(201, 1200), ['right']);
  ids[202] = await a.day('2025-03-04', challenge(202, 1250), ['right']);
  await b.day('2025-03-04', challenge(202, 1250), ['wrong', 'wrong', 'wrong']);
  ids[203] = await a.day('2025-03-05', challenge(203, 1300), ['wrong', 'right']);
  ids[204] = await a.day('2025-03-06', challenge(204, 1150), ['wrong', 'wrong', 'wrong']);
  // Right after the day: submitted and regraded (twice) land in the same live batches.
  ids[205] = await a.day('2025-03-07', challenge(205, 1200), ['wrong', 'wrong', 'wrong']);
  await a.regrade(ids[205][1]!, true, '2025-03-07T13:00:00.000Z');
  await a.regrade(ids[205][1]!, false, '2025-03-07T13:00:01.000Z');
  // Regraded, then deleted.
  ids[206] = await a.day('2025-03-08', challenge(206, 1200), ['wrong', 'wrong', 'wrong']);
  await a.regrade(ids[206][1]!, true, '2025-03-08T13:00:00.000Z');
  await a.deleteAttempt(ids[206][1]!, '2025-03-08T13:00:01.000Z');
  ids[207] = await a.day('2025-03-10', challenge(207, 1200), ['wrong', 'right']);
  // C's Sunday evening in New York: attempts 1–2 in the ISO week of 03-10 (UTC), attempt 3 (right) in the next.
  c = new LearnerScript(env.store, C);
  await c.enrol('2025-03-01T12:00:00.000Z', { timezone: 'America/New_York' });
  await c.day('2025-03-10', challenge(209, 1200), ['right']);
  c208 = await c.day('2025-03-16', challenge(208, 1200), ['wrong', 'wrong', 'right'], '23:52');
  await env.caughtUp();
  before = await readAll();

  regrades[201] = regraded(await a.regrade(ids[201][1]!, true, '2025-03-11T09:00:00.000Z')); // wrong → correct: solved at attempt 2
  regrades[202] = regraded(await a.regrade(ids[202][0]!, false, '2025-03-11T09:00:01.000Z')); // correct → wrong
  regrades[203] = regraded(await a.regrade(ids[203][0]!, true, '2025-03-11T09:00:02.000Z')); // earlier made correct: attempt 2 no longer counts
  regrades[204] = regraded(await a.regrade(ids[204][0]!, true, '2025-03-11T09:00:03.000Z'));
  await a.regrade(ids[204][2]!, true, '2025-03-11T09:00:04.000Z'); // later made correct while an earlier one is: no double count
  await a.recalculate('2025-03-11T09:00:05.000Z');
  regrades[208] = regraded(await c.regrade(c208[0]!, true, '2025-03-17T09:00:00.000Z')); // the day's first correct moves to the earlier week
  await env.caughtUp();
});
afterAll(() => env.stop());

/** The events' own account of each day: remaining submissions, their latest verdict, the first correct one. */
function model(events: readonly LearnerEvent[]) {
  const subs = new Map<number, { challengeId: number; n: number; correct: boolean; points: number; seconds: number; week: string; deleted: boolean }>();
  for (const e of events) {
    if (e.type === 'SolutionSubmitted') {
      const d = e.data;
      const at = new Date(d.submittedAt);
      const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - ((at.getUTCDay() + 6) % 7)));
      subs.set(d.attemptId, { challengeId: d.challengeId, n: d.attemptNumber, correct: d.correct, points: d.points, seconds: d.seconds, week: monday.toISOString().slice(0, 10), deleted: false });
    }
    if (e.type === 'SubmissionRegraded') Object.assign(subs.get(e.data.attemptId)!, { correct: e.data.correct, points: e.data.points });
    if (e.type === 'AttemptDeleted') subs.get(e.data.attemptId)!.deleted = true;
  }
  const days = new Map<number, { solvedAt: number | null; points: number; week: string | null }>();
  for (const c of new Set([...subs.values()].map((s) => s.challengeId))) {
    const remaining = [...subs.values()].filter((s) => s.challengeId === c && !s.deleted).sort((x, y) => x.n - y.n);
    const first = remaining.find((s) => s.correct);
    days.set(c, { solvedAt: first?.n ?? null, points: first?.points ?? 0, week: first?.week ?? null });
  }
  return days;
}

async function readAll() {
  const q = async (sql: string, params: unknown[] = []) => (await env.pool.query(sql, params)).rows as Row[];
  const history = await q(
    `SELECT challenge_id, outcome, is_correct, total_attempts, execution_time_seconds, points_earned FROM learner_history WHERE user_id = $1 ORDER BY date`,
    [A],
  );
  const [stats] = await q(`SELECT total_points, total_challenges_completed, resolved_count, best_streak, average_completion_time FROM user_stats WHERE user_id = $1`, [A]);
  const weekly = await q(`SELECT week_start::text AS week, weekly_points, weekly_completed, weekly_resolved FROM leaderboard_weekly WHERE user_id = $1 ORDER BY week_start`, [A]);
  const challenges = Object.fromEntries(
    (await q(`SELECT challenge_id, total_attempts, correct_attempts, success_rate, solved_count, average_completion_time FROM challenge_stats`)).map((r) => [r.challenge_id, r]),
  );
  const attempts = await q(
    `SELECT id::int AS id, challenge_id, attempt_number, is_correct, points_earned, deleted, regraded_by, regraded_at IS NOT NULL AS regraded
       FROM admin_attempts WHERE user_id = $1 ORDER BY id`,
    [A],
  );
  return { history, stats: stats!, weekly, challenges, attempts };
}

const row = (rows: Row[], challengeId: number) => rows.find((r) => r.challenge_id === challengeId)!;

test('the decider recorded the regrades with points for the right attempts', () => {
  expect(regrades[201]).toMatchObject({ correct: true, previousCorrect: false, previousPoints: 0 });
  expect(regrades[201]!.points).toBeGreaterThan(0);
  expect(regrades[202]).toMatchObject({ correct: false, points: 0, previousCorrect: true });
  expect(regrades[202]!.previousPoints).toBeGreaterThan(0);
  // Attempt 1 of 203 earns more than attempt 2 did: counting both, or only the old one, would show.
  const played203 = a.events.find((e) => e.type === 'SolutionSubmitted' && e.data.attemptId === ids[203]![1])!;
  expect(regrades[203]!.points).toBeGreaterThan(played203.type === 'SolutionSubmitted' ? played203.data.points : Infinity);
});

test('history: wrong → correct solves the day at that attempt; correct → wrong drops it; no double count', async () => {
  const { history } = await readAll();
  expect(row(before.history, 201)).toMatchObject({ outcome: 'failed', is_correct: false, points_earned: 0, total_attempts: 3 });
  expect(row(before.history, 202)).toMatchObject({ outcome: 'solved', is_correct: true, points_earned: regrades[202]!.previousPoints });

  expect(history.map((r) => [r.challenge_id, r.outcome, r.is_correct, r.total_attempts, r.execution_time_seconds, r.points_earned])).toEqual([
    [201, 'solved', true, 2, 240, regrades[201]!.points],
    [202, 'failed', false, 1, 120, 0],
    [203, 'solved', true, 1, 120, regrades[203]!.points],
    [204, 'solved', true, 1, 120, regrades[204]!.points],
    [205, 'failed', false, 3, 360, 0], // regraded correct, then back
    [206, 'failed', false, 2, 240, 0], // regraded correct, then deleted
    [207, 'solved', true, 2, 240, model(a.events).get(207)!.points],
  ]);
  const days = model(a.events);
  expect(history.map((r) => r.points_earned)).toEqual([201, 202, 203, 204, 205, 206, 207].map((c) => days.get(c)!.points));
});

test('calendar: the day status follows the regraded verdict', async () => {
  const status = async (date: string) =>
    (await env.pool.query(`SELECT outcome FROM learner_history WHERE user_id = $1 AND date = $2`, [A, date])).rows[0]?.outcome;
  expect(await status('2025-03-03')).toBe('solved');
  expect(await status('2025-03-04')).toBe('failed');
});

test('user stats: points and solved days follow; streaks keep the days as played', async () => {
  const { stats } = await readAll();
  const days = [...model(a.events).values()];
  const points = days.reduce((n, d) => n + d.points, 0);
  expect(before.stats).toMatchObject({ total_challenges_completed: 3, resolved_count: 7 });
  expect(stats).toMatchObject({
    total_points: points,
    // 201, 203, 204, 207 solved; 202 no longer; 205 and 206 not.
    total_challenges_completed: 4,
    resolved_count: 7,
    best_streak: before.stats.best_streak,
    average_completion_time: (240 + 120 + 120 + 240) / 4,
  });
  expect(stats.total_points).not.toBe(before.stats.total_points);
  // 204's third attempt earns points of its own too: a sum over correct submissions would exceed this.
  const lastRegrade = a.events.filter((e): e is SubmissionRegraded => e.type === 'SubmissionRegraded').at(-1)!.data;
  expect(lastRegrade).toMatchObject({ attemptId: ids[204]![2], correct: true });
  expect(lastRegrade.points).toBeGreaterThan(0);
  const { rows } = await env.pool.query(`SELECT current_elo FROM user_stats WHERE user_id = $1`, [A]);
  expect(rows[0].current_elo).toBe(a.state.elo);
});

test('weekly board: points and solved of the first correct submission, per week', async () => {
  const { weekly } = await readAll();
  const days = [...model(a.events).values()];
  const perWeek = (week: string) => days.filter((d) => d.week === week);
  expect(weekly).toEqual([
    {
      week: '2025-03-03',
      weekly_points: perWeek('2025-03-03').reduce((n, d) => n + d.points, 0),
      weekly_completed: 3,
      weekly_resolved: 6,
    },
    { week: '2025-03-10', weekly_points: perWeek('2025-03-10').reduce((n, d) => n + d.points, 0), weekly_completed: 1, weekly_resolved: 1 },
  ]);
  expect(before.weekly[0]).toMatchObject({ weekly_completed: 2 });
  expect(weekly[0]!.weekly_points).toBe(regrades[201]!.points + regrades[203]!.points + regrades[204]!.points);
});

test('weekly board: a regrade that moves the first correct submission to another week updates both weeks', async () => {
  const weeks = async () =>
    (await env.pool.query(`SELECT week_start::text AS week, weekly_points, weekly_completed FROM leaderboard_weekly WHERE user_id = $1 ORDER BY week_start`, [C]))
      .rows;
  const days = model(c.events);
  expect(days.get(208)).toMatchObject({ solvedAt: 1, week: '2025-03-10' });
  const c209 = days.get(209)!.points;
  expect(await weeks()).toEqual([
    { week: '2025-03-10', weekly_points: c209 + regrades[208]!.points, weekly_completed: 2 },
    { week: '2025-03-17', weekly_points: 0, weekly_completed: 0 },
  ]);
});

test('challenge stats: success rate and solved days follow the verdicts', async () => {
  const { challenges } = await readAll();
  // 201: A's 3 submissions (attempt 2 now correct) and B's correct one.
  expect(before.challenges[201]).toMatchObject({ total_attempts: 4, correct_attempts: 1, success_rate: 0.25, solved_count: 1, average_completion_time: 120 });
  expect(challenges[201]).toMatchObject({ total_attempts: 4, correct_attempts: 2, success_rate: 0.5, solved_count: 2, average_completion_time: 180 });
  // 202: A's only submission now wrong, B failed.
  expect(before.challenges[202]).toMatchObject({ correct_attempts: 1, solved_count: 1 });
  expect(challenges[202]).toMatchObject({ total_attempts: 4, correct_attempts: 0, success_rate: 0, solved_count: 0, average_completion_time: null });
  // 203: both submissions correct now, one solved day, timed to attempt 1.
  expect(challenges[203]).toMatchObject({ total_attempts: 2, correct_attempts: 2, success_rate: 1, solved_count: 1, average_completion_time: 120 });
  // 204: attempts 1 and 3 correct, one solved day.
  expect(challenges[204]).toMatchObject({ total_attempts: 3, correct_attempts: 2, solved_count: 1, average_completion_time: 120 });
  // 205 regraded back; 206's regraded attempt deleted.
  expect(challenges[205]).toMatchObject({ total_attempts: 3, correct_attempts: 0, solved_count: 0 });
  expect(challenges[206]).toMatchObject({ total_attempts: 2, correct_attempts: 0, solved_count: 0 });
});

test('admin attempts: verdict, points and who regraded', async () => {
  const { attempts } = await readAll();
  const byId = new Map(attempts.map((r) => [r.id, r]));
  expect(before.attempts.find((r) => r.id === ids[201]![1])).toMatchObject({ is_correct: false, points_earned: 0, regraded: false, regraded_by: null });
  expect(byId.get(ids[201]![1]!)).toMatchObject({ is_correct: true, points_earned: regrades[201]!.points, regraded: true, regraded_by: 998 });
  expect(byId.get(ids[202]![0]!)).toMatchObject({ is_correct: false, points_earned: 0, regraded: true });
  expect(byId.get(ids[204]![2]!)).toMatchObject({ is_correct: true, regraded: true });
  expect(byId.get(ids[205]![1]!)).toMatchObject({ is_correct: false, points_earned: 0, regraded: true });
  expect(byId.get(ids[206]![1]!)).toMatchObject({ is_correct: true, deleted: true, regraded: true });
  expect(byId.get(ids[201]![0]!)).toMatchObject({ is_correct: false, regraded: false, regraded_by: null });
});

test('incremental batches of any size and a fresh rebuild give the live tables, table by table', async () => {
  const events: RecordedEvent[] = [];
  for (let after = 0n; ; ) {
    const page = await env.store.readAll({ after, limit: 500 });
    if (!page.length) break;
    events.push(...page);
    after = page.at(-1)!.globalPosition;
  }
  expect(events.filter((e) => e.type === 'SubmissionRegraded')).toHaveLength(9);
  for (const p of LEARNER_PROJECTIONS) {
    const live = await snapshot(p.tables);
    for (const size of [1, 2, 3, 5, 8, 13, events.length]) {
      expect({ projection: p.name, size, tables: await replayed(p, events, size) }).toEqual({ projection: p.name, size, tables: live });
    }
    await rebuildProjection(env.store, env.pool, p);
    await env.caughtUp();
    expect(await snapshot(p.tables)).toEqual(live);
  }
});

/** Applies the events to fresh copies of the projection's tables in batches of `size`, one transaction each. */
async function replayed(p: Projection, events: RecordedEvent[], size: number) {
  const suffix = `__b${size}`;
  const t = (name: string) => `${name}${suffix}`;
  const client = await env.pool.connect();
  try {
    for (const ddl of p.schema(t)) await client.query(ddl);
    for (let i = 0; i < events.length; i += size) {
      await client.query('BEGIN');
      await p.apply(events.slice(i, i + size), { tx: client, table: t });
      await client.query('COMMIT');
    }
    return await snapshot(p.tables, suffix);
  } finally {
    for (const name of p.tables) await client.query(`DROP TABLE IF EXISTS ${t(name)}`);
    client.release();
  }
}

async function snapshot(tables: string[], suffix = '') {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const { rows } = await env.pool.query(`SELECT to_jsonb(x)::text AS row FROM ${t}${suffix} x ORDER BY 1`);
    out[t] = rows.map((r) => r.row);
  }
  return out;
}

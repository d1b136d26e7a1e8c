import type { ChallengeCandidate } from '../../backend/src/learner/domain/assignment';
import { prng } from '../../backend/src/kernel/prng';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { challengeCalibration, learnerSkills } from '../../projections/src/learner';
import { CALIBRATION_MIN_RESOLVED_DAYS, CALIBRATION_PRIOR_RD, learnerDeviation } from '../../projections/src/learner/challenge-calibration.projection';
import { glicko2Update } from '../../projections/src/learner/glicko2';
import { SkillsQuery } from '../../projections/src/learner/queries/skills.query';
import { ChallengeCalibrationReader } from '../../projections/src/learner/queries/calibration.reader';
import { LearnerScript, type Play } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

/**
 * Issue 15's two read models fed live in small batches (3 events) by the projector's subscription, then
 * checked against the learner streams' own fold (skills), an independent Glicko-2 fold over the first
 * attempts in append order (calibration), and a rebuild from position 0.
 */
let env: Awaited<ReturnType<typeof startProjections>>;
const scripts: LearnerScript[] = [];
const C = (id: number, rating: number, concepts?: string[]): ChallengeCandidate => ({ id, rating, estimatedMinutes: 10, category: 'JOIN', ...(concepts ? { concepts } : {}) });
const catalogue = [C(201, 1100, ['cte', 'aggregation']), C(202, 1200, ['ranking-window']), C(203, 1300, ['cte']), C(204, 1250, ['aggregation', 'having']), C(205, 1150), C(206, 1400, ['lag-lead'])];
/** Every first attempt as appended: [challenge, learner ELO then, correct, days the learner had resolved before]. */
const firstAttempts: Array<[number, number, boolean, number]> = [];

beforeAll(async () => {
  env = await startProjections('adaptproj', 3);
  const random = prng(15);
  for (let u = 1; u <= 6; u++) {
    await insertUser(env.pool, u);
    const s = new LearnerScript(env.store, u);
    await s.enrol('2025-03-01T10:00:00.000Z', { initialElo: 1000 + u * 80 });
    scripts.push(s);
  }
  // Learners take turns day by day, so the calibration sees their first attempts interleaved.
  for (let d = 0; d < catalogue.length; d++) {
    for (const s of scripts) {
      const challenge = catalogue[(d + s.userId) % catalogue.length]!;
      const play: Play = [];
      for (let i = 0; i < 3; i++) {
        const right = random() < (challenge.id === 206 ? 0.1 : 0.6);
        play.push(right ? 'right' : 'wrong');
        if (right) break;
      }
      firstAttempts.push([challenge.id, s.state.elo, play[0] === 'right', d]);
      await s.day(`2025-03-${String(3 + d).padStart(2, '0')}`, challenge, play);
    }
  }
  await env.caughtUp();
}, 60_000);
afterAll(() => env.stop());

test('learner_skills holds what each learner stream folds (the pick’s own numbers), strongest first', async () => {
  const query = new SkillsQuery(env.pool);
  for (const s of scripts) {
    const rows = await query.forUser(s.userId);
    const expected = Object.entries(s.state.conceptSkills)
      .map(([concept, k]) => ({ concept, skill: Math.round(k.skill), solved: k.solved, attempted: k.attempted, last_practised: k.lastPractised }))
      .sort((a, b) => b.skill - a.skill || a.concept.localeCompare(b.concept));
    expect(rows.map(({ confidence: _c, ...r }) => r)).toEqual(expected);
    expect(rows.length).toBeGreaterThan(0);
    // 205 carries no concepts (as events before contract 1.3): it adds no skill row.
    for (const r of rows) expect(r.confidence).toBeCloseTo(r.attempted / (r.attempted + 3), 3);
  }
  const { rows: pending } = await env.pool.query(`SELECT count(*)::int AS n FROM learner_skills_days`);
  expect(pending[0].n).toBe(0);
});

test('challenge_calibration is Glicko-2 over every first attempt in append order, from the author’s rating', async () => {
  const expected = new Map<number, { rating: number; rd: number; volatility: number; n: number }>();
  for (const c of catalogue) expected.set(c.id, { rating: c.rating, rd: CALIBRATION_PRIOR_RD, volatility: 0.06, n: 0 });
  for (const [id, elo, correct, days] of firstAttempts) {
    if (days < CALIBRATION_MIN_RESOLVED_DAYS) continue; // a learner this new is not an opponent yet
    const prev = expected.get(id)!;
    expected.set(id, { ...glicko2Update(prev, [{ rating: elo, rd: learnerDeviation(days), score: correct ? 0 : 1 }]), n: prev.n + 1 });
  }
  const { rows } = await env.pool.query(`SELECT challenge_id, prior_rating, rating, rd, volatility, first_attempts FROM challenge_calibration ORDER BY challenge_id`);
  expect(rows.map((r) => [r.challenge_id, r.prior_rating, r.rating, r.rd, r.volatility, r.first_attempts])).toEqual(
    catalogue.map((c) => {
      const e = expected.get(c.id)!;
      return [c.id, c.rating, e.rating, e.rd, e.volatility, e.n];
    }),
  );
  const reader = new ChallengeCalibrationReader(env.pool);
  const hard = (await reader.forIds([206])).get(206)!;
  // Failed by almost everyone: it moved up from 1400, and six first attempts leave it provisional.
  expect(hard.calibrated_rating).toBeGreaterThan(1400);
  expect(hard.rating_deviation).toBeLessThan(CALIBRATION_PRIOR_RD);
  expect(hard.rating_provisional).toBe(true);
  expect(await reader.settled()).toEqual(new Map());
});

test('a rebuild from position 0 gives identical tables for both projections', async () => {
  for (const p of [learnerSkills, challengeCalibration]) {
    const before = await snapshot(p.tables);
    expect(Object.values(before).some((rows) => rows.length > 0)).toBe(true);
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

import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { challengeCalibration } from '../../projections/src/learner';
import { CALIBRATION_MIN_RESOLVED_DAYS, CALIBRATION_PRIOR_RD, learnerDeviation } from '../../projections/src/learner/challenge-calibration.projection';
import { glicko2Update } from '../../projections/src/learner/glicko2';
import { challenge, LearnerScript } from './support/learner-script';
import { insertUser, startProjections } from './support/projection-harness';

/**
 * Issue 34: calibration by throwaway accounts. A challenge settled by learners with a history is failed
 * on purpose by 36 accounts registered for it: it must move by less than 50 points. A learner's result
 * weighs by their own rating deviation (350 for a new account, settling with played days).
 */
let env: Awaited<ReturnType<typeof startProjections>>;
let nextUser = 1;
const target = challenge(301, 1000);
const filler = (n: number) => challenge(500 + n, 1000);
const day = (n: number) => new Date(Date.UTC(2025, 2, 1) + n * 86_400_000).toISOString().slice(0, 10);

async function learner(elo: number, playedDays: number) {
  const s = new LearnerScript(env.store, nextUser);
  await insertUser(env.pool, nextUser++);
  await s.enrol(`${day(0)}T08:00:00.000Z`, { initialElo: elo });
  for (let d = 0; d < playedDays; d++) await s.day(day(1 + d), filler(d), d % 2 ? ['right'] : ['wrong', 'right']);
  return s;
}

const rating = async (id: number) =>
  (await env.pool.query<{ rating: number; rd: number; first_attempts: number }>(`SELECT rating, rd, first_attempts FROM challenge_calibration WHERE challenge_id = $1`, [id])).rows[0]!;

beforeAll(async () => {
  env = await startProjections('calthrow', 200);
}, 60_000);
afterAll(() => env.stop());

test(`36 fresh accounts failing on purpose move a settled challenge by less than 50 points (accounts under ${CALIBRATION_MIN_RESOLVED_DAYS} resolved days do not count)`, async () => {
  // 30 learners with 20 days behind them each play the challenge once: half solve it, as a 1000 challenge should
  const veterans = [];
  for (let i = 0; i < 30; i++) veterans.push(await learner(960 + (i % 5) * 20, 20));
  for (const [i, v] of veterans.entries()) await v.day(day(40), target, i % 2 ? ['right'] : ['wrong', 'wrong', 'wrong']);
  await env.caughtUp();
  const settled = await rating(target.id);
  expect(settled.first_attempts).toBe(30);
  expect(settled.rd).toBeLessThan(110); // no longer provisional

  for (let i = 0; i < 36; i++) {
    const throwaway = await learner(800, 0);
    await throwaway.day(day(41), target, ['wrong', 'wrong', 'wrong']);
  }
  await env.caughtUp();
  const after = await rating(target.id);
  console.log(`calibration: settled ${settled.rating.toFixed(0)} ± ${settled.rd.toFixed(0)}, after 36 throwaway failures ${after.rating.toFixed(0)} ± ${after.rd.toFixed(0)}`);
  expect(Math.abs(after.rating - settled.rating)).toBeLessThan(50);
});

test('each result weighs by the learner’s own rating deviation: 350 for a new account, settling with resolved days', async () => {
  expect(learnerDeviation(0)).toBe(350);
  expect(learnerDeviation(CALIBRATION_MIN_RESOLVED_DAYS)).toBeGreaterThan(learnerDeviation(20));
  expect(learnerDeviation(20)).toBeGreaterThan(learnerDeviation(200));
  const fresh = await learner(1000, CALIBRATION_MIN_RESOLVED_DAYS);
  const seasoned = await learner(1000, 40);
  const a = challenge(311, 1000);
  const b = challenge(312, 1000);
  const [freshElo, seasonedElo] = [fresh.state.elo, seasoned.state.elo];
  await fresh.day(day(60), a, ['wrong', 'wrong', 'wrong']);
  await seasoned.day(day(60), b, ['wrong', 'wrong', 'wrong']);
  await env.caughtUp();
  const prior = { rating: 1000, rd: CALIBRATION_PRIOR_RD, volatility: 0.06 };
  const expected = (elo: number, days: number) => glicko2Update(prior, [{ rating: elo, rd: learnerDeviation(days), score: 1 }]);
  expect((await rating(a.id)).rating).toBeCloseTo(expected(freshElo, CALIBRATION_MIN_RESOLVED_DAYS).rating, 6);
  expect((await rating(b.id)).rating).toBeCloseTo(expected(seasonedElo, 40).rating, 6);
});

test('the rebuilt read model equals the live one', async () => {
  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const t of challengeCalibration.tables) out[t] = (await env.pool.query(`SELECT to_jsonb(x)::text AS row FROM ${t} x ORDER BY 1`)).rows.map((r) => r.row);
    return out;
  };
  const before = await snapshot();
  await rebuildProjection(env.store, env.pool, challengeCalibration);
  await env.caughtUp();
  expect(await snapshot()).toEqual(before);
});

import { Pool } from 'pg';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import type { ChallengeCandidate } from '../../backend/src/learner/domain/assignment';
import { LearnerScript } from '../learner-read/support/learner-script';
import { waitForProjections } from '../learner-read/support/projection-harness';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

/**
 * Issue 15 over HTTP: the adaptive daily pick (a weak concept wins over the nearest rating, with the
 * reason in the daily answer), concept skills (GET /users/me/skills) and calibrated challenge ratings
 * (first attempts move them; the admin list and detail show authored vs calibrated and the drift flag).
 */
const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;
const TOTALS = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';
const COUNTS = 'SELECT customer, COUNT(*) AS orders FROM orders GROUP BY customer';
const COUNTS_FIELDS = {
  title: 'Orders per customer',
  description: 'Return each customer and how many orders they placed. Row order does not matter.',
  difficulty_rating: 1200,
  estimated_time_minutes: 5,
  category: 'AGGREGATION',
  schema_setup: SETUP,
  correct_solution: COUNTS,
  concepts: ['filtering'],
};

const clock = new ManualClock(Date.parse('2026-03-20T09:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let pool: Pool;
let store: PostgresEventStore;
let weakPick: number;
let nearest: number;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  admin = await adminToken(api);
  pool = new Pool({ connectionString: product.databaseUrl, max: 4 });
  store = new PostgresEventStore(pool);
  weakPick = await createValidatedChallenge(api, admin, {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest total first (ties by name).',
    difficulty_rating: 1250,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: TOTALS,
    concepts: ['aggregation'],
  });
  nearest = await createValidatedChallenge(api, admin, COUNTS_FIELDS);
}, 180_000);
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await product?.stop();
});

test('GET /users/me/skills needs a token and answers [] before any resolved day', async () => {
  expect((await api.get('/users/me/skills')).status).toBe(401);
  const learner = await newLearner(api);
  const res = await api.get('/users/me/skills', learner.token);
  expect(res).toMatchObject({ status: 200, body: [] });
});

test('a learner weak at a concept is picked a challenge of it, not the nearest rating, and told why', async () => {
  const learner = await newLearner(api);
  // Their past (appended as the write side would): three easy aggregation days failed, four harder filtering days solved.
  const script = new LearnerScript(store, learner.id);
  await script.enrol('2026-03-11T08:00:00.000Z');
  const past = (id: number, rating: number, concepts: string[]): ChallengeCandidate => ({ id, rating, estimatedMinutes: 5, category: 'AGGREGATION', concepts });
  for (const [i, date] of ['2026-03-12', '2026-03-13', '2026-03-14'].entries()) await script.day(date, past(90_001 + i, 900, ['aggregation']), ['wrong', 'wrong', 'wrong']);
  for (const [i, date] of ['2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18'].entries()) await script.day(date, past(90_011 + i, 1400, ['filtering']), ['right']);
  await waitForProjections(store, pool, 60_000);
  const { elo, conceptSkills } = script.state;
  expect(elo - conceptSkills.aggregation!.skill).toBeGreaterThan(100);

  const skills = await api.get('/users/me/skills', learner.token);
  expect(skills.status).toBe(200);
  expect(skills.body.map((s: { concept: string }) => s.concept)).toEqual(['filtering', 'aggregation']);
  expect(skills.body[1]).toEqual({
    concept: 'aggregation',
    concept_name: 'Aggregation',
    skill: Math.round(conceptSkills.aggregation!.skill),
    confidence: 0.5,
    solved: 0,
    attempted: 3,
    last_practised: '2026-03-14',
  });

  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.status).toBe(200);
  expect(daily.body.id).toBe(weakPick);
  expect(daily.body.pick_reason).toEqual({
    kind: 'weak_concept',
    concept: 'aggregation',
    concept_name: 'Aggregation',
    skill: Math.round(conceptSkills.aggregation!.skill),
    last_practised: '2026-03-14',
    days_since_practised: 6,
    text: 'Picked for you: Aggregation, one of your weaker concepts, last practised 6 days ago',
  });
  // A learner with no history gets the nearest rating, and is told why too (issue 33).
  const fresh = await newLearner(api);
  const plain = await api.get('/challenges/daily', fresh.token);
  expect(plain.body).toMatchObject({
    id: nearest,
    pick_reason: {
      kind: 'nearest_rating', concept: 'filtering', concept_name: plain.body.pick_reason.concept_name, skill: null, last_practised: null, days_since_practised: null,
      text: `Picked for you: the closest to your rating, a concept you have not met yet (${plain.body.pick_reason.concept_name})`,
    },
  });
  expect(plain.body.pick_reason.concept_name).toEqual(expect.any(String));
});

/** An account counts in the calibration from its 5th resolved day (issue 34): five past days, solved and failed in turn. */
async function pastDays(userId: number, n: number): Promise<number> {
  const script = new LearnerScript(store, userId);
  await script.enrol('2026-03-11T08:00:00.000Z');
  for (let d = 0; d < 5; d++) {
    await script.day(`2026-03-${11 + d}`, { id: 9_400 + n * 10 + d, rating: 1200, estimatedMinutes: 5, category: 'SEED' }, d % 2 ? ['wrong', 'wrong', 'wrong'] : ['right']);
  }
  return script.state.elo;
}

test('first attempts move the calibrated rating; the admin list and detail show it beside the authored one', async () => {
  const before = await api.get(`/admin/challenges/${nearest}`, admin);
  expect(before.body).toMatchObject({ difficulty_rating: 1200, rating_provisional: true, rating_drift_flag: false });

  for (let i = 0; i < 3; i++) {
    const learner = await newLearner(api);
    await pastDays(learner.id, i);
    expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(nearest);
    await api.post(`/challenges/start/${nearest}`, undefined, learner.token);
    const wrong = await api.post(`/challenges/${nearest}/submit`, { sql_solution: 'SELECT customer, 1 AS orders FROM orders GROUP BY customer' }, learner.token);
    expect(wrong.body).toMatchObject({ is_correct: false, attempt_number: 1 });
    // A second attempt is not a first attempt: it does not move the calibration.
    await api.post(`/challenges/start/${nearest}`, undefined, learner.token);
    await api.post(`/challenges/${nearest}/submit`, { sql_solution: 'SELECT customer, 2 AS orders FROM orders GROUP BY customer' }, learner.token);
  }
  const solver = await newLearner(api);
  const solverElo = await pastDays(solver.id, 3);
  await api.get('/challenges/daily', solver.token);
  await api.post(`/challenges/start/${nearest}`, undefined, solver.token);
  clock.advance(60);
  const right = await api.post(`/challenges/${nearest}/submit`, { sql_solution: COUNTS }, solver.token);
  expect(right.body).toMatchObject({ is_correct: true, attempt_number: 1 });

  // Skills after a solved first try: one concept, elo + 48 × (1 − E(elo vs 1200)), from the learner's ELO before the day.
  const skills = await api.get('/users/me/skills', solver.token);
  const skill = Math.round(solverElo + 48 * (1 - 1 / (1 + 10 ** ((1200 - solverElo) / 400))));
  expect(skills.body).toEqual([
    { concept: 'filtering', concept_name: 'Filtering', skill, confidence: 0.25, solved: 1, attempted: 1, last_practised: '2026-03-20' },
  ]);

  const list = await api.get('/admin/challenges/list', admin);
  const item = list.body.challenges.find((c: { id: number }) => c.id === nearest);
  expect(item).toMatchObject({ difficulty_rating: 1200, first_attempts: 4, rating_provisional: true, rating_drift_flag: false });
  expect(item.calibrated_rating).toBeGreaterThan(1200);
  expect(item.rating_deviation).toBeLessThan(350);
  const untouched = list.body.challenges.find((c: { id: number }) => c.id === weakPick);
  expect(untouched).toMatchObject({ rating_provisional: true, first_attempts: 0, rating_drift_flag: false });

  const detail = await api.get(`/admin/challenges/${nearest}`, admin);
  expect(detail.body).toMatchObject({ calibrated_rating: item.calibrated_rating, rating_deviation: item.rating_deviation, first_attempts: 4 });

  // The author re-rates it far from what learners showed: the drift is flagged.
  const rerated = await api.raw('PUT', `/admin/challenges/${nearest}`, { body: { ...COUNTS_FIELDS, difficulty_rating: Math.round((item.calibrated_rating + 250) / 50) * 50 }, token: admin });
  expect(rerated.status).toBe(200);
  expect(rerated.body).toMatchObject({ calibrated_rating: item.calibrated_rating, rating_drift_flag: true });
});

test('a calibrated rating no longer provisional is the one the daily pick uses and records', async () => {
  // As the projection would hold it after enough first attempts (RD ≤ 110).
  await pool.query(
    `INSERT INTO challenge_calibration VALUES ($1, 1200, 1205.4, 90, 0.06, 12, 3) ON CONFLICT (challenge_id) DO UPDATE SET rating = 1205.4, rd = 90`,
    [nearest],
  );
  // The author's rating far off (the re-rating above also dropped its validation: a PUT does).
  await pool.query(`UPDATE challenges SET difficulty_rating = 1700, validated = true WHERE id = $1`, [nearest]);
  const learner = await newLearner(api);
  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.body.id).toBe(nearest);
  const { rows } = await pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'DailyChallengeAssigned'`, [`learner-${learner.id}`]);
  expect(rows[0].data).toMatchObject({ challengeId: nearest, challengeRating: 1205, authoredRating: 1700, concepts: ['filtering'] });
});

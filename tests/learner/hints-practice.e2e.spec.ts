import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

/** Issue 13: progressive hints that lower a correct answer's points (never the ELO), the explanation, unrated practice. */
const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO orders (customer, amount) VALUES ('Ann', 120.00), ('Bob', 80.50), ('Ann', 45.25), ('Cid', 300.00), ('Bob', 19.99);`;
const SOLUTION = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';
const HINTS = ['Group the orders by customer.', 'SUM(amount) gives each total.', 'Order by the total, then the name.'];
const EXPLANATION = '## Approach\nGroup by customer and sum.\n\n```sql\n' + SOLUTION + '\n```';

const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let challengeId: number;

const expected = (r: number, d: number) => 1 / (1 + 10 ** ((d - r) / 400));

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  admin = await adminToken(api);
  challengeId = await createValidatedChallenge(api, admin, {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest total first (ties by name).',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: SOLUTION,
    hints: HINTS,
    explanation: EXPLANATION,
  });
});
afterAll(() => product?.stop());

test('the admin API stores hints and the explanation; an edit without them keeps them; more than 3 hints is refused', async () => {
  const detail = await api.get(`/admin/challenges/${challengeId}`, admin);
  expect(detail.body).toMatchObject({ hints: HINTS, explanation: EXPLANATION });
  const { body: c } = detail;
  const form = {
    id: c.id, title: c.title, description: c.description, difficulty_rating: c.difficulty_rating, estimated_time_minutes: c.estimated_time_minutes,
    category: c.category, status: c.status, schema_setup: c.schema_setup, sample_data_description: c.sample_data_description,
    expected_output: c.expected_output, correct_solution: c.correct_solution,
  };
  const kept = await api.raw('PUT', `/admin/challenges/${challengeId}`, { body: form, token: admin });
  expect(kept.status).toBe(200);
  expect(kept.body).toMatchObject({ hints: HINTS, explanation: EXPLANATION, validated: true });
  const tooMany = await api.raw('PUT', `/admin/challenges/${challengeId}`, { body: { ...form, hints: [...HINTS, 'four'] }, token: admin });
  expect(tooMany.status).toBe(400);
  expect(JSON.stringify(tooMany.body)).toContain('at most 3 hints');
});

test('a learner reveals hints one by one: each takes 20 % of the points, the ELO change is unchanged', async () => {
  const learner = await newLearner(api);
  expect((await api.get(`/challenges/${challengeId}/hints`, learner.token)).status).toBe(404);
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(challengeId);
  expect((await api.get(`/challenges/${challengeId}/hints`, learner.token)).body).toEqual({
    total: 3, revealed: [], remaining: 3, points_factor: 1, next_points_factor: 0.8, cost_per_hint: 0.2, can_reveal: true,
  });
  const first = await api.post(`/challenges/${challengeId}/hints`, undefined, learner.token);
  expect(first).toMatchObject({ status: 200, body: { hint: HINTS[0], index: 1, remaining: 2, points_factor: 0.8, next_points_factor: 0.6 } });
  const second = await api.post(`/challenges/${challengeId}/hints`, undefined, learner.token);
  expect(second.body).toMatchObject({ hint: HINTS[1], index: 2, remaining: 1, points_factor: 0.6 });
  expect((await api.get(`/challenges/${challengeId}/hints`, learner.token)).body).toMatchObject({
    revealed: [{ index: 1, hint: HINTS[0] }, { index: 2, hint: HINTS[1] }], points_factor: 0.6, next_points_factor: 0.4,
  });

  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(60); // 80 % of the allowance left: time factor 1.4
  const res = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token);
  expect(res.body).toMatchObject({
    is_correct: true,
    points_earned: Math.round(120 * 1.4 * 0.6),
    elo_change: Math.max(1, Math.round(40 * (1 - expected(1200, 1200)))),
    hints_used: 2,
    points_factor: 0.6,
    show_solution: true,
    explanation: EXPLANATION,
  });
  const late = await api.post(`/challenges/${challengeId}/hints`, undefined, learner.token);
  expect(late.status).toBe(409);

  const history = await api.get('/challenges/history', learner.token);
  expect(history.body[0]).toMatchObject({
    challenge_id: challengeId, hints_used: 2, explanation: EXPLANATION, points_earned: Math.round(120 * 1.4 * 0.6), practice_runs: 0,
  });
});

test('a wrong answer carries no explanation; the day still in play cannot be practised', async () => {
  const learner = await newLearner(api);
  await api.get('/challenges/daily', learner.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  const wrong = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'SELECT customer, amount FROM orders' }, learner.token);
  expect(wrong.body).toMatchObject({ is_correct: false, explanation: null, correct_solution: null, hints_used: 0, points_factor: 1 });
  expect((await api.get(`/practice/${challengeId}`, learner.token)).status).toBe(404);
  expect((await api.post(`/practice/${challengeId}/start`, undefined, learner.token)).status).toBe(409);
  expect((await api.get('/practice', learner.token)).body).toEqual([]);
});

test('practice replays a resolved challenge unrated: graded, recorded, shown as Practice, no ELO/points/streak/leaderboard effect', async () => {
  const learner = await newLearner(api);
  await api.get('/challenges/daily', learner.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(30);
  await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token);
  const me = (await api.get('/users/me', learner.token)).body;
  const board = (await api.get('/leaderboard/weekly', learner.token)).body;

  const list = await api.get('/practice', learner.token);
  expect(list.body).toEqual([
    expect.objectContaining({ challenge_id: challengeId, outcome: 'solved', hint_count: 3, has_explanation: true, practice_runs: 0, practice_solved: 0 }),
  ]);
  const view = await api.get(`/practice/${challengeId}`, learner.token);
  expect(view.body).toMatchObject({ id: challengeId, hints: HINTS, explanation: EXPLANATION, correct_solution: SOLUTION, outcome: 'solved', runs: 0, open_run: null });
  expect(view.body.schema_setup).toContain('CREATE TABLE orders');
  // The finished day's "your last query beside the reference" (issue 33).
  expect(view.body.last_submission).toMatchObject({ sql: SOLUTION, correct: true, attempt_number: 1 });

  expect((await api.post(`/practice/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token)).status).toBe(409);
  const started = await api.post(`/practice/${challengeId}/start`, undefined, learner.token);
  expect(started.body).toMatchObject({ runs: 1, open_run: { run: 1 } });
  clock.advance(20);
  const wrong = await api.post(`/practice/${challengeId}/submit`, { sql_solution: 'SELECT customer, SUM(amount) FROM orders GROUP BY customer' }, learner.token);
  expect(wrong.body).toMatchObject({ is_correct: false, run: 1, points_earned: 0, rated: false, explanation: null, open_run: { run: 1 } });
  for (let i = 0; i < 3; i++) {
    // No attempt limit in practice.
    expect((await api.post(`/practice/${challengeId}/submit`, { sql_solution: 'SELECT 1' }, learner.token)).body.is_correct).toBe(false);
  }
  const right = await api.post(`/practice/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token);
  expect(right.body).toMatchObject({ is_correct: true, run: 1, execution_time_seconds: 20, points_earned: 0, explanation: EXPLANATION, correct_solution: SOLUTION, runs: 1, open_run: null });

  const after = (await api.get('/users/me', learner.token)).body;
  for (const k of ['current_elo_rating', 'total_points_earned', 'current_streak', 'best_streak', 'total_challenges_completed']) expect(after[k]).toEqual(me[k]);
  expect((await api.get('/leaderboard/weekly', learner.token)).body).toEqual(board);
  const history = await api.get('/challenges/history', learner.token);
  expect(history.body).toHaveLength(1);
  expect(history.body[0]).toMatchObject({ practice_runs: 1, practice_solved: 1, total_attempts: 1 });
  expect((await api.get('/practice', learner.token)).body[0]).toMatchObject({ practice_runs: 1, practice_solved: 1 });
  const attempts = await api.post('/admin/attempts/search', { user_id: learner.id, limit: 20, offset: 0 }, admin);
  expect(attempts.body.total_count).toBe(1);

  expect((await api.get('/practice/999999', learner.token)).status).toBe(404);
  expect((await api.post('/practice/999999/start', undefined, learner.token)).status).toBe(404);
});

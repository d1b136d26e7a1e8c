import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;
const SOLUTION = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';

const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let challengeId: number;

const expected = (r: number, d: number) => 1 / (1 + 10 ** ((d - r) / 400));

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  const admin = await adminToken(api);
  challengeId = await createValidatedChallenge(api, admin, {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest total first (ties by name).',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: SOLUTION,
  });
  // A second, far harder challenge: the nearest rating to 1200 must win the daily pick.
  await createValidatedChallenge(api, admin, {
    title: 'Orders per customer',
    description: 'Return each customer and how many orders they placed. Row order does not matter.',
    difficulty_rating: 1900,
    estimated_time_minutes: 5,
    category: 'SELECT',
    schema_setup: SETUP,
    correct_solution: 'SELECT customer, COUNT(*) AS orders FROM orders GROUP BY customer',
  });
});
afterAll(() => product?.stop());

test('the daily challenge is matched to the ELO, stable all day, and never leaks the solution', async () => {
  const learner = await newLearner(api, { timezone: 'Europe/Paris' });
  const first = await api.get('/challenges/daily', learner.token);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ id: challengeId, difficulty_rating: 1200, difficulty_category: 'intermediate', order_matters: true, previous_cumulative_time: 0 });
  expect(first.body.schema_setup).toContain('CREATE TABLE orders');
  const text = JSON.stringify(first.body);
  expect(text).not.toContain('correct_solution');
  expect(text).not.toContain('expected_output');
  expect(text).not.toContain('SUM(amount)');
  const again = await api.get('/challenges/daily', learner.token);
  expect(again.body.id).toBe(first.body.id);
});

test('learner A solves on attempt 1: ELO +K(1−E), full points with the time bonus; the day is then complete', async () => {
  const a = await newLearner(api, { sql_comfort_level: 'intermediate' });
  await api.get('/challenges/daily', a.token);
  const start = await api.post(`/challenges/start/${challengeId}`, undefined, a.token);
  expect(start).toMatchObject({ status: 200, body: { previous_cumulative_time: 0 } });

  const t = await api.post(`/challenges/${challengeId}/test`, { sql_query: 'SELECT customer, amount FROM orders ORDER BY id' }, a.token);
  expect(t.status).toBe(200);
  expect(t.body).toMatchObject({ success: true, columns: ['customer', 'amount'], row_count: 6 });
  expect(t.body.rows[0]).toEqual(['Ann', 120]);

  clock.advance(60); // 60 s of a 300 s allowance: 80% left → time factor 1.4
  const res = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: `  ${SOLUTION} ;  ` }, a.token);
  expect(res.status).toBe(200);
  // where a submit waits, as Server-Timing (issue 16): the learner lock, the stream, the grade job, the append, the read models
  const stages = Object.fromEntries((res.headers.get('server-timing') ?? '').split(', ').map((s) => s.split(';dur=')).map(([k, v]) => [k, Number(v)]));
  const waits = ['events_append', 'events_read', 'job_add', 'job_grade', 'lock', 'read_models', 'total'];
  expect(Object.keys(stages)).toEqual(expect.arrayContaining(waits));
  // and the app-database connections (waits for a free one, time holding them), the league placement of a week's first resolved day (nothing else)
  expect(Object.keys(stages).filter((k) => !waits.includes(k)).every((k) => ['db_pool', 'db_held', 'db_query', 'db_statements', 'league_placement'].includes(k))).toBe(true);
  expect(stages.total).toBeGreaterThanOrEqual(stages.job_grade as number);
  expect(Object.values(stages).every((ms) => ms >= 0)).toBe(true);
  const k = 40;
  const change = Math.max(1, Math.round(k * (1 - expected(1200, 1200))));
  expect(res.body).toMatchObject({
    is_correct: true,
    attempt_number: 1,
    max_attempts: 3,
    remaining_attempts: 0,
    points_earned: Math.round(120 * 1.4 * 1),
    execution_time_seconds: 60,
    elo_change: change,
    elo_pending: false,
    show_solution: true,
    correct_solution: SOLUTION,
  });
  const done = await api.get('/challenges/daily', a.token);
  expect(done.status).toBe(409);
  expect(done.body.detail).toContain("already completed today's challenge");
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, a.token)).status).toBe(409);
});

test('learner B fails attempt 1 (ELO pending), then solves on attempt 2: −0.5·K·E and half points', async () => {
  const b = await newLearner(api);
  await api.get('/challenges/daily', b.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, b.token);
  clock.advance(30);
  const wrong = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'SELECT customer, SUM(amount) FROM orders GROUP BY customer' }, b.token);
  expect(wrong.body).toMatchObject({
    is_correct: false,
    attempt_number: 1,
    remaining_attempts: 2,
    points_earned: 0,
    elo_change: 0,
    elo_pending: true,
    show_solution: false,
    correct_solution: null,
  });
  expect(wrong.body.error_message).toMatch(/order|row/i);
  // Literals copied from the visible result fail on the hidden datasets.
  const again = await api.post(`/challenges/start/${challengeId}`, undefined, b.token);
  expect(again.body.previous_cumulative_time).toBe(30);
  clock.advance(60);
  const right = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, b.token);
  const k = 40;
  expect(right.body).toMatchObject({
    is_correct: true,
    attempt_number: 2,
    remaining_attempts: 0,
    execution_time_seconds: 60,
    points_earned: Math.round(120 * (1 + 0.5 * ((300 - 90) / 300)) * 0.5),
    elo_change: -Math.round(0.5 * k * expected(1200, 1200)),
    elo_pending: false,
    show_solution: true,
  });
});

test('hard-coded literals fail; empty, oversized and malformed SQL are 400s that use no attempt', async () => {
  const c = await newLearner(api);
  await api.get('/challenges/daily', c.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, c.token);
  for (const body of [{ sql_solution: '   ' }, { sql_solution: 'x'.repeat(20_001) }, { sql: 'SELECT 1' }, { sql_solution: 42 }]) {
    const r = await api.post(`/challenges/${challengeId}/submit`, body, c.token);
    expect(r.status).toBe(400);
    expect(typeof r.body.detail).toBe('string');
  }
  const literals = `SELECT * FROM (VALUES ('Cid', 300.00), ('Ann', 165.25), ('Bob', 100.49), ('Dee', 75.00)) v(customer, total)`;
  const r = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: literals }, c.token);
  expect(r.body).toMatchObject({ is_correct: false, attempt_number: 1 });
  expect(r.body.error_message).toMatch(/hidden dataset/);
});

test('two simultaneous submits of the same attempt count once', async () => {
  const d = await newLearner(api);
  await api.get('/challenges/daily', d.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, d.token);
  const [x, y] = await Promise.all([
    api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, d.token),
    api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, d.token),
  ]);
  const statuses = [x.status, y.status].sort();
  expect(statuses[0]).toBe(200);
  expect([409, 429]).toContain(statuses[1]);
  const retry = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, d.token);
  expect(retry.status).toBe(409);
});

test('nobody tests, starts or submits a challenge that is not theirs', async () => {
  const e = await newLearner(api);
  await api.get('/challenges/daily', e.token);
  const other = challengeId + 1;
  expect((await api.post(`/challenges/${other}/test`, { sql_query: 'SELECT 1' }, e.token)).status).toBe(404);
  // Never given to this learner: 404 from start and from both hints routes alike (issue 33).
  expect((await api.post(`/challenges/start/${other}`, undefined, e.token)).status).toBe(404);
  expect((await api.get(`/challenges/${other}/hints`, e.token)).status).toBe(404);
  expect((await api.post(`/challenges/${other}/hints`, undefined, e.token)).status).toBe(404);
  // A learner who never opened /challenges/daily: the same 404, not "This is not today's challenge".
  const fresh = await newLearner(api);
  const start = await api.post(`/challenges/start/${challengeId}`, undefined, fresh.token);
  expect(start).toMatchObject({ status: 404, body: { detail: 'Challenge not found' } });
  expect((await api.post(`/challenges/${challengeId}/hints`, undefined, fresh.token)).status).toBe(404);
  expect((await api.post(`/challenges/${other}/submit`, { sql_solution: 'SELECT 1' }, e.token)).status).toBe(409);
  expect((await api.get('/challenges/daily')).status).toBe(401);
});

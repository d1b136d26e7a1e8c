/**
 * Issue 13, part 1 and the editor's error marker: the daily challenge shows the reference's result on
 * the visible sample (`expected_preview`), Test Query diffs the learner's rows against it
 * (`sample_diff`), errors carry `error_position`, and a reload resumes the server's clock
 * (`time_remaining_seconds`, `started_at`). Nothing from a hidden dataset is ever in these answers:
 * the challenge has an author-written hidden dataset with a marker value, and a hard-coded answer
 * that matches only the sample is told it matches the sample, then fails on submit.
 */
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;
const SOLUTION = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';
const SECRET = 'Zoe_hidden_marker';
const HIDDEN = `INSERT INTO orders (customer, amount, placed_on) VALUES ('${SECRET}', 777.77, '2026-02-01')`;
const HIDDEN_TRACES = [SECRET, '777.77', '1077.77'];

const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let challengeId: number;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  challengeId = await createValidatedChallenge(api, await adminToken(api), {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest total first (ties by name).',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: SOLUTION,
    hidden_datasets: [HIDDEN],
  });
});
afterAll(() => product?.stop());

const numbers = (rows: unknown[][]) => rows.map((r) => r.map((v) => (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : v)));
const noHiddenTrace = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const trace of HIDDEN_TRACES) expect(text).not.toContain(trace);
};

test('the daily challenge shows the expected output of the visible sample only, and the clock', async () => {
  const learner = await newLearner(api);
  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.status).toBe(200);
  expect(daily.body.id).toBe(challengeId);
  expect(daily.body.expected_preview).toMatchObject({ columns: ['customer', 'total'], row_count: 4, order_matters: true });
  expect(numbers(daily.body.expected_preview.rows)).toEqual([['Cid', 300], ['Ann', 165.25], ['Bob', 100.49], ['Dee', 75]]);
  expect(daily.body).toMatchObject({ time_remaining_seconds: 300, started_at: null, attempt_in_progress: false });
  noHiddenTrace(daily.body);
  expect(JSON.stringify(daily.body)).not.toContain('SUM(amount)');

  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(40);
  const reloaded = await api.get('/challenges/daily', learner.token);
  expect(reloaded.body).toMatchObject({ attempt_in_progress: true, time_remaining_seconds: 260, previous_cumulative_time: 40 });
  expect(Date.parse(reloaded.body.started_at)).toBe(clock.now().getTime() - 40_000);
});

test('Test Query diffs the rows against the sample: near misses as differing cells, missing and extra rows', async () => {
  const learner = await newLearner(api);
  await api.get('/challenges/daily', learner.token);
  const test = (sql: string) => api.post(`/challenges/${challengeId}/test`, { sql_query: sql }, learner.token);

  // A filter that should not be there: Ann's and Bob's totals differ, nothing is missing or extra.
  const filtered = await test('SELECT customer, SUM(amount) AS total FROM orders WHERE amount > 50 GROUP BY customer ORDER BY total DESC, customer');
  expect(filtered.status).toBe(200);
  expect(filtered.body.sample_diff).toMatchObject({ matches: false, missing_rows: [], extra_rows: [], missing_row_count: 0, extra_row_count: 0 });
  expect(filtered.body.sample_diff.differing_cells.map((c: { row: number; column: number; expected: unknown; actual: unknown }) => [c.row, c.column, Number(c.expected), Number(c.actual)])).toEqual([
    [1, 1, 165.25, 120],
    [2, 1, 100.49, 80.5],
  ]);
  noHiddenTrace(filtered.body);

  // Every order instead of totals: one column too few is said, not diffed.
  const narrow = await test('SELECT customer FROM orders');
  expect(narrow.body.sample_diff).toMatchObject({ matches: false, reason: 'Expected 2 columns, got 1.', missing_rows: [], extra_rows: [], differing_cells: [] });

  // Rows the sample does not have, rows it has that the result lacks.
  const others = await test("SELECT customer, SUM(amount) AS total FROM orders WHERE customer IN ('Ann', 'Cid') GROUP BY customer UNION ALL SELECT 'Eve', 1 ORDER BY 2 DESC");
  const diff = others.body.sample_diff;
  expect(diff.matches).toBe(false);
  expect(diff.reason).toBe('Expected 4 rows, got 3.');
  expect(numbers(diff.missing_rows)).toEqual([['Bob', 100.49], ['Dee', 75]]);
  expect(numbers(diff.extra_rows)).toEqual([['Eve', 1]]);

  // The right rows in the wrong order: the order is what differs.
  const unordered = await test('SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY customer');
  expect(unordered.body.sample_diff.matches).toBe(false);
  expect(unordered.body.sample_diff.reason).toMatch(/not in the required order/);
  expect(unordered.body.sample_diff.differing_cells.length).toBeGreaterThan(0);

  const right = await test(SOLUTION);
  expect(right.body.sample_diff).toEqual({ matches: true, reason: null, missing_rows: [], extra_rows: [], differing_cells: [], missing_row_count: 0, extra_row_count: 0 });
  expect(right.body.error_position).toBeNull();
});

test('a hard-coded answer matches the sample but not the hidden dataset; no answer carries hidden rows', async () => {
  const learner = await newLearner(api);
  await api.get('/challenges/daily', learner.token);
  const hardCoded = "SELECT * FROM (VALUES ('Cid', 300.00), ('Ann', 165.25), ('Bob', 100.49), ('Dee', 75.00)) AS t(customer, total) ORDER BY total DESC";
  const t = await api.post(`/challenges/${challengeId}/test`, { sql_query: hardCoded }, learner.token);
  expect(t.body.sample_diff.matches).toBe(true);
  noHiddenTrace(t.body);

  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  const s = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: hardCoded }, learner.token);
  expect(s.status).toBe(200);
  expect(s.body).toMatchObject({ is_correct: false, error_position: null });
  expect(s.body.error_message).toMatch(/hidden dataset/);
  noHiddenTrace(s.body);
  noHiddenTrace((await api.get('/challenges/daily', learner.token)).body);
});

test('an error carries its line and column (the text as sent, trimmed), on test and on submit', async () => {
  const learner = await newLearner(api);
  await api.get('/challenges/daily', learner.token);
  const bad = '\n  SELECT customer,\n       SUM(amount) AS total\n  FROM ordrs GROUP BY customer';
  const t = await api.post(`/challenges/${challengeId}/test`, { sql_query: bad }, learner.token);
  expect(t.body).toMatchObject({ success: false, sample_diff: null, error_position: { line: 3, column: 8 } });

  const syntax = await api.post(`/challenges/${challengeId}/test`, { sql_query: 'SELECT customer\nFROM orders\nWHER amount > 1' }, learner.token);
  expect(syntax.body).toMatchObject({ success: false, error_position: { line: 3, column: 6 } });

  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  const s = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'SELECT customer, nope FROM orders' }, learner.token);
  expect(s.body).toMatchObject({ is_correct: false, error_position: { line: 1, column: 18 } });
});

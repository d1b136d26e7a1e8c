/**
 * A result holding a deeply nested JSON value, over HTTP: the test-run and the submit answer 200 with
 * a result or a verdict (the job result used to overflow JSON.stringify in BullMQ: three retries, then
 * a 500). The value comes back as its JSON text; see MAX_JSON_DEPTH in backend/src/grading/sandbox/ordered-json.ts.
 */
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';

jest.setTimeout(180_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let challengeId = 0;

const DEEP_JSON = "SELECT (repeat('[', 5000) || repeat(']', 5000))::json AS j";
const DEEP_RECORD = `SELECT ${'ROW('.repeat(300)}1${')'.repeat(300)} AS r`;
const DEEP_BUILT = "WITH RECURSIVE r(n, j) AS (SELECT 1, '[]'::jsonb UNION ALL SELECT n + 1, jsonb_build_array(j) FROM r WHERE n < 3000) SELECT j FROM r WHERE n = 3000";

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  const admin = await adminToken(api);
  challengeId = await createValidatedChallenge(api, admin, {
    title: 'Orders by amount',
    description: 'List each customer with the amount of their order, highest amount first.',
    difficulty_rating: 1200,
    category: 'SELECT',
    schema_setup: `CREATE TABLE orders (id int PRIMARY KEY, customer text NOT NULL, amount int NOT NULL);
INSERT INTO orders VALUES (1, 'Ann', 120), (2, 'Bob', 80), (3, 'Cy', 95);`,
    correct_solution: 'SELECT customer, amount FROM orders ORDER BY amount DESC',
  });
}, 180_000);
afterAll(() => product?.stop());

test('test runs of deeply nested values answer 200 with the value as text', async () => {
  const learner = await newLearner(api);
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(challengeId);
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);
  for (const [sql, length] of [[DEEP_JSON, 10_000], [DEEP_RECORD, 0], [DEEP_BUILT, 6_000]] as const) {
    const started = Date.now();
    const r = await api.post(`/challenges/${challengeId}/test`, { sql_query: sql }, learner.token);
    expect({ sql, status: r.status, success: r.body.success, type: typeof r.body.rows?.[0]?.[0] }).toEqual({ sql, status: 200, success: true, type: 'string' });
    if (length) expect(r.body.rows[0][0]).toHaveLength(length);
    expect(Date.now() - started).toBeLessThan(10_000); // answered, not retried
  }
});

test('a submit of a deeply nested value is graded (wrong answer), not a 500', async () => {
  const learner = await newLearner(api);
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(challengeId);
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);
  const r = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: DEEP_JSON }, learner.token);
  expect(r.status).toBe(200);
  expect(r.body.is_correct).toBe(false);
  // the next attempt still works normally
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);
  const ok = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'SELECT customer, amount FROM orders ORDER BY amount DESC' }, learner.token);
  expect(ok.status).toBe(200);
  expect(ok.body.is_correct).toBe(true);
});

/**
 * Issue 37, tried as a learner over HTTP: a data-changing challenge's Test Query answers `data_changes` (each
 * checked table before and after the statement on the sample) beside `sample_diff`; a wrong UPDATE that the
 * sample cannot tell apart is rejected on hidden data with the kind of case named; SELECT and DDL are refused
 * with a clear message; the right statement is accepted. (tests/browser/data-changing-challenge.e2e.spec.ts
 * shows the same in the workspace.)
 */
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), amount numeric(10,2) NOT NULL CHECK (amount > 0));
INSERT INTO customers (id, name) VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cid'), (4, 'Dee');
INSERT INTO orders (id, customer_id, amount) VALUES (1, 1, 120.00), (2, 2, 80.50), (3, 1, 45.25), (4, 3, 300.00), (5, 2, 19.99), (6, 4, 75.00);`;
const RIGHT = 'UPDATE orders SET amount = amount * 0.9 WHERE amount >= 100';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let challengeId: number;

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  const admin = await adminToken(api);
  challengeId = await createValidatedChallenge(api, admin, {
    title: 'Discount large orders',
    description: 'Give a 10 % discount on every order of **100 or more**: change `amount` in `orders`. Leave every other order as it is.',
    difficulty_rating: 900,
    estimated_time_minutes: 5,
    category: 'SELECT',
    schema_setup: SETUP,
    correct_solution: RIGHT,
    checks: ['orders'],
  });
  const detail = await api.get(`/admin/challenges/${challengeId}`, admin);
  expect(detail.body.checks).toEqual(['orders']);
}, 120_000);
afterAll(() => product?.stop());

test('Test Query shows the statement’s changes to the sample; submit names the hidden case a wrong WHERE misses', async () => {
  const learner = await newLearner(api);
  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.body.id).toBe(challengeId);
  // the expected outcome: the checked table after the statement (the other tables' digests are not shown)
  expect(daily.body.expected_preview).toMatchObject({ columns: ['table', 'id', 'customer_id', 'amount'], row_count: 6, order_matters: false });
  expect(daily.body.expected_preview.rows.map((r: unknown[]) => r[0])).toEqual(Array(6).fill('orders'));
  expect(daily.body.expected_preview.rows).toContainEqual(['orders', 4, 3, 270]);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  const test = (sql: string) => api.post(`/challenges/${challengeId}/test`, { sql_query: sql }, learner.token);

  const everyRow = await test('UPDATE orders SET amount = amount * 0.9');
  expect(everyRow.status).toBe(200);
  expect(everyRow.body).toMatchObject({ success: true, sample_diff: { matches: false } });
  expect(everyRow.body.data_changes).toEqual([expect.objectContaining({ table: 'orders', key: ['id'], added: [], removed: [], unchanged: 0 })]);
  expect(everyRow.body.data_changes[0].changed).toHaveLength(6);

  const right = await test(`${RIGHT} RETURNING id`);
  expect(right.body).toMatchObject({ success: true, sample_diff: { matches: true }, columns: ['id'], row_count: 2 });
  expect(right.body.data_changes[0].changed).toEqual([
    { before: [1, 1, 120], after: [1, 1, 108], columns: [2] },
    { before: [4, 3, 300], after: [4, 3, 270], columns: [2] },
  ]);
  expect(right.body.message).toBe(right.body.message.replace(/\d+ ms/, `${right.body.execution_time_ms} ms`));

  const select = await test('SELECT * FROM orders');
  expect(select.body).toMatchObject({ success: false, error: 'This challenge asks for one INSERT, UPDATE or DELETE statement.' });
  const drop = await test('DROP TABLE orders');
  expect(drop.body).toMatchObject({ success: false, error: 'Only one INSERT, UPDATE or DELETE statement can be run here, not DROP.' });

  const strict = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'UPDATE orders SET amount = amount * 0.9 WHERE amount > 100' }, learner.token);
  expect(strict.status).toBe(200);
  expect(strict.body.is_correct).toBe(false);
  expect(strict.body.error_message).toMatch(/^Your query gives the expected result on the sample data but not on a hidden dataset: .* The first hidden dataset where it differs holds .+\.$/);

  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  const solved = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: RIGHT }, learner.token);
  expect(solved.body).toMatchObject({ is_correct: true, attempt_number: 2 });
});

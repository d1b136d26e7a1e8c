import { Client } from 'pg';
import { adminToken, apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

// Issue 33: right after a start the seeded catalogue is still being validated; a learner with no challenge yet is
// told so, with an estimate, instead of "come back tomorrow" (which stays the answer once nothing is pending).

let product: TestProduct;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
}, 240_000);
afterAll(async () => product?.stop());

async function sql(text: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: product.databaseUrl });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

test('a seeded challenge still validating answers 503 "being prepared, ready in about N s"; none pending, 404 "come back tomorrow"', async () => {
  const admin = await adminToken(api);
  const created = await api.post('/admin/challenges', {
    title: 'Seeded, not validated yet', description: 'Return 1.', difficulty_rating: 1200, estimated_time_minutes: 5, category: 'SELECT',
    schema_setup: 'CREATE TABLE t (id int); INSERT INTO t VALUES (1);', correct_solution: 'SELECT 1',
  }, admin);
  expect(created.status).toBe(201);
  // What the content seeder leaves for the start-up warm-up: a content row never validated.
  await sql(`UPDATE challenges SET content_hash = 'test-hash', validated_at = NULL, validated = false WHERE id = $1`, [created.body.id]);

  const learner = await newLearner(api);
  const preparing = await api.get('/challenges/daily', learner.token);
  expect(preparing.status).toBe(503);
  expect(preparing.body.detail).toMatch(/^The catalogue is being prepared, ready in about \d+ s\.$/);

  // Validation over (here: failed), nothing pending: the day has no challenge, come back tomorrow.
  await sql(`UPDATE challenges SET validated_at = now(), validated = false WHERE id = $1`, [created.body.id]);
  const none = await api.get('/challenges/daily', learner.token);
  expect(none.status).toBe(404);
  expect(none.body.detail).toContain('Come back tomorrow');
});

import { adminToken, apiClient, startTestProduct, type TestProduct } from '../support/product';

/**
 * MUTATION_SCORE_THRESHOLD reaches validation through the job payload: with a threshold of 1, a
 * challenge with a surviving mutant fails validation, the engine's error is its validation_error, and
 * the list and detail still show the score and the survivors (kept although no grading is stored).
 */
jest.setTimeout(180_000);

// CHECK (qty >= 0) makes `qty >= 0` always true: dropping that conjunct gives an equivalent mutant no dataset can kill.
const SETUP = `CREATE TABLE stock (id int PRIMARY KEY, item text NOT NULL, qty int NOT NULL CHECK (qty >= 0));
INSERT INTO stock VALUES (1, 'bolt', 0), (2, 'nut', 12), (3, 'gear', 3), (4, 'cog', 40);`;

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;

beforeAll(async () => {
  product = await startTestProduct({ MUTATION_SCORE_THRESHOLD: '1' });
  api = apiClient(product.url);
  admin = await adminToken(api);
});
afterAll(() => product?.stop());

test('a threshold of 1: validation passes exactly when every mutant is killed; a failure keeps its score and survivors and names them in validation_error', async () => {
  const created = await api.post('/admin/challenges', {
    title: 'Items in stock below 10',
    description: 'Return the item of every stock row whose quantity is at least 0 and under 10, by id.',
    difficulty_rating: 900,
    schema_setup: SETUP,
    correct_solution: 'SELECT item FROM stock WHERE qty >= 0 AND qty < 10 ORDER BY id',
  }, admin);
  expect(created.status).toBe(201);
  const id = created.body.id as number;

  const v = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  expect(v.status).toBe(200);
  expect(v.body).toMatchObject({ mutation_threshold: 1, mutation_score: expect.any(Number), mutants_total: expect.any(Number) });
  expect(v.body.success).toBe(v.body.mutation_score >= 1);

  const item = (await api.get('/admin/challenges/list', admin)).body.challenges.find((c: { id: number }) => c.id === id);
  const full = (await api.get(`/admin/challenges/${id}`, admin)).body;
  expect(item).toMatchObject({ validated: v.body.success, validation_error: v.body.error, mutation_score: v.body.mutation_score, mutants_surviving: v.body.mutants_surviving });
  expect(full.surviving_mutants).toHaveLength(v.body.mutants_surviving);
  if (!v.body.success) {
    expect(v.body.mutants_surviving).toBeGreaterThan(0);
    expect(v.body.error).toEqual(expect.any(String));
    expect(full.surviving_mutants[0]).toEqual({ kind: expect.any(String), description: expect.any(String), sql: expect.stringMatching(/stock/i) });
  }
});

import { adminToken, apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

/**
 * Issue 32 through the admin API: the form's optional author queries (accepts, rejects, invariants) hold
 * validation to the text, and a surviving mutant that no data can tell apart is marked equivalent with a
 * reason: audited, shown in the detail, left out of the score and counted apart.
 */
jest.setTimeout(180_000);

// CHECK (qty >= 0) makes `qty >= 0` always true: dropping that conjunct gives an equivalent mutant no dataset can kill.
const SETUP = `CREATE TABLE stock (id int PRIMARY KEY, item text NOT NULL, qty int NOT NULL CHECK (qty >= 0));
INSERT INTO stock VALUES (1, 'bolt', 0), (2, 'nut', 12), (3, 'gear', 3), (4, 'cog', 40);`;
const REFERENCE = 'SELECT item FROM stock WHERE qty >= 0 AND qty < 10 ORDER BY id';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
const put = (path: string, body: unknown, token: string) => api.raw('PUT', path, { body, token });
/** The edit form's fields of an admin detail. */
const form = (full: Record<string, unknown>) => Object.fromEntries(
  ['title', 'description', 'difficulty_rating', 'schema_setup', 'correct_solution', 'accepts', 'rejects', 'invariants'].map((k) => [k, full[k]]),
);

beforeAll(async () => {
  product = await startTestProduct({ MUTATION_SCORE_THRESHOLD: '1' });
  api = apiClient(product.url);
  admin = await adminToken(api);
});
afterAll(() => product?.stop());

const create = async (extra: Record<string, unknown> = {}): Promise<number> => {
  const created = await api.post('/admin/challenges', {
    title: `Items in stock below 10 ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Return the item of every stock row whose quantity is at least 0 and under 10, by id.',
    difficulty_rating: 900,
    schema_setup: SETUP,
    correct_solution: REFERENCE,
    ...extra,
  }, admin);
  expect(created.status).toBe(201);
  return created.body.id as number;
};

test('a surviving mutant marked equivalent with a reason is audited, shown, and left out of the score', async () => {
  const id = await create();
  const first = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  expect(first.body).toMatchObject({ success: false });
  const survivors = (await api.get(`/admin/challenges/${id}`, admin)).body.surviving_mutants as Array<{ sql: string }>;
  expect(survivors.length).toBe(first.body.mutants_surviving);
  expect(survivors.length).toBeGreaterThan(0);
  const survivor = survivors.find((m) => /WHERE qty < 10/.test(m.sql.replace(/\s+/g, ' '))) as { sql: string };
  expect(survivor).toBeDefined();

  // only a survivor of the last validation can be marked, and only with a reason
  const learner = await newLearner(api);
  expect((await api.post(`/admin/challenges/${id}/equivalent-mutants`, { sql: survivor.sql, reason: 'qty has CHECK (qty >= 0)' }, learner.token)).status).toBe(403);
  const notSurviving = await api.post(`/admin/challenges/${id}/equivalent-mutants`, { sql: 'SELECT 1', reason: 'qty has CHECK (qty >= 0)' }, admin);
  expect(notSurviving.status).toBe(400);
  expect(notSurviving.body.detail).toMatch(/not a surviving mutant/);
  expect((await api.post(`/admin/challenges/${id}/equivalent-mutants`, { sql: survivor.sql, reason: 'same' }, admin)).status).toBe(400);
  expect((await api.post(`/admin/challenges/${id}/equivalent-mutants`, { sql: survivor.sql }, admin)).status).toBe(400);

  const reason = 'qty has CHECK (qty >= 0): the dropped condition is always true';
  const marked = await api.post(`/admin/challenges/${id}/equivalent-mutants`, { sql: survivor.sql.replace(/ /g, '  '), reason }, admin);
  expect(marked.status).toBe(200);
  expect(marked.body).toMatchObject({ mutants_surviving: survivors.length - 1, mutants_total: first.body.mutants_total - 1 });
  // the others (whatever they are) are marked too: with every survivor marked, a threshold of 1 is met
  let last = marked;
  for (const other of survivors.filter((m) => m !== survivor)) {
    last = await api.post(`/admin/challenges/${id}/equivalent-mutants`, { sql: other.sql, reason: 'checked by hand: the same rows on any data' }, admin);
    expect(last.status).toBe(200);
  }
  expect(last.body).toMatchObject({ success: true, validated: true, mutants_surviving: 0, mutation_score: 1 });

  const full = (await api.get(`/admin/challenges/${id}`, admin)).body;
  expect(full.marked_equivalent[0]).toEqual({ sql: survivor.sql, reason, marked_by: expect.any(Number), marked_at: expect.any(String) });
  expect(full.marked_equivalent).toHaveLength(survivors.length);
  expect(full.mutants_marked_equivalent).toBe(survivors.length);
  expect(full.mutants_total).toBe(first.body.mutants_total - survivors.length);

  const stream = (await api.get(`/admin/events/streams/challenge-${id}`, admin)).body.events.map((e: { type: string; data: Record<string, unknown> }) => [e.type, e.data.sql ?? null]);
  expect(stream).toContainEqual(['ChallengeMutantMarkedEquivalent', survivor.sql]);

  // an edit of the form keeps the mark
  const edited = await put(`/admin/challenges/${id}`, { ...form(full), title: `${full.title} (edited)` }, admin);
  expect(edited.status).toBe(200);
  expect(edited.body.marked_equivalent).toHaveLength(survivors.length);
});

test('the form\'s author queries: a wrong query that passes, or a faithful one graded wrong, fails validation and says which', async () => {
  const id = await create({
    accepts: ['SELECT item FROM stock WHERE qty BETWEEN 0 AND 9 ORDER BY id'],
    rejects: [{ sql: 'SELECT item FROM stock WHERE qty <= 10 ORDER BY id', why: 'takes in a quantity of exactly 10', case: 'a quantity exactly on the limit' }],
    invariants: ['SELECT id FROM stock WHERE item = \'\''],
  });
  const full = (await api.get(`/admin/challenges/${id}`, admin)).body;
  expect(full.accepts).toHaveLength(1);
  expect(full.rejects).toEqual([{ sql: 'SELECT item FROM stock WHERE qty <= 10 ORDER BY id', why: 'takes in a quantity of exactly 10', case: 'a quantity exactly on the limit' }]);
  expect(full.invariants).toHaveLength(1);
  const v = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  // the reject is caught (a hidden row at qty 10); only the equivalent mutant keeps the score under 1
  expect(v.body.error ?? '').not.toMatch(/rejects\[0\]|accepts\[0\]|invariants\[0\]/);

  const bad = await put(`/admin/challenges/${id}`, { ...form(full), accepts: ['SELECT item FROM stock WHERE qty < 10 AND qty > 0 ORDER BY id'], rejects: [{ sql: 'SELECT item FROM stock WHERE qty < 10 ORDER BY id', why: 'leaves out the lower bound' }] }, admin);
  expect(bad.status).toBe(200);
  const again = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  expect(again.body.success).toBe(false);
  expect(again.body.error).toMatch(/accepts\[0\] is a faithful reading but differs from the reference on the sample data/);
  expect(again.body.error).toMatch(/rejects\[0\] \(leaves out the lower bound\) passes every graded dataset/);

  expect((await put(`/admin/challenges/${id}`, { ...form(full), rejects: [{ sql: 'SELECT 1' }] }, admin)).status).toBe(400);
  expect((await put(`/admin/challenges/${id}`, { ...form(full), accepts: 'SELECT 1' }, admin)).status).toBe(400);
});

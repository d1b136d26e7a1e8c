import { Pool } from 'pg';
import { adminToken, apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

/**
 * Issue 11 items 3 and 4 through the API: author-written hidden datasets (checked like the setup,
 * admin-only, never shown to learners nor run on their Test Query) and the mutation score in the
 * admin list, detail and validate answers.
 */
jest.setTimeout(180_000);

const SETUP = `CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), amount numeric(8,2) NOT NULL CHECK (amount > 0));
INSERT INTO customers (name) VALUES ('Ann'), ('Bob'), ('Cid');
INSERT INTO orders (customer_id, amount) VALUES (1, 20), (1, 75.5), (2, 120), (3, 49.99);`;
const SOLUTION = 'SELECT id, amount FROM orders WHERE amount >= 50 ORDER BY amount, id';
/** Right on the visible sample (no order at exactly 50), wrong on the boundary dataset below. */
const STRICT = 'SELECT id, amount FROM orders WHERE amount > 50 ORDER BY amount, id';

/** Text that appears only in the hidden datasets: no learner answer may ever contain it. */
const MARKER = 'q7z-hidden';
// Explicit ids: sequences are not rolled back between datasets run in one transaction (see the report).
const BOUNDARY = `INSERT INTO orders (id, customer_id, amount) VALUES (10, 2, 50), (11, 3, 50.01), (12, 1, 49.99);`;
const LOOKALIKE = `INSERT INTO customers (id, name) VALUES (4, 'Zed ${MARKER}');\nINSERT INTO orders (id, customer_id, amount) VALUES (13, 4, 500);\nDELETE FROM orders WHERE amount < 30;`;

const fields = (over: Record<string, unknown> = {}) => ({
  title: 'Orders of at least 50',
  description: 'Return the id and amount of every order of at least 50, smallest amount first (ties by id).',
  difficulty_rating: 1000,
  estimated_time_minutes: 5,
  category: 'SELECT',
  status: 'active',
  schema_setup: SETUP,
  sample_data_description: 'Three customers and four orders.',
  expected_output: '',
  correct_solution: SOLUTION,
  ...over,
});

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let pool: Pool;
/** The active, validated challenge learners are given. */
let mainId: number;

/** Set explicitly (the default moves while the demo catalogue is brought to 0.9): 0 lets every challenge here pass whatever its score. */
const THRESHOLD = 0;

beforeAll(async () => {
  product = await startTestProduct({ MUTATION_SCORE_THRESHOLD: String(THRESHOLD) });
  api = apiClient(product.url);
  admin = await adminToken(api);
  pool = new Pool({ connectionString: product.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

const count = async () => (await api.get('/admin/challenges/list?page=1&limit=100', admin)).body.total_count as number;

/** null, or a number in range; the counts agree with each other. Tighten once the mutation engine has landed (see the report). */
function expectMutationFields(x: Record<string, unknown>) {
  for (const k of ['mutation_score', 'mutants_total', 'mutants_surviving']) expect(x).toHaveProperty(k);
  const { mutation_score: score, mutants_total: total, mutants_surviving: surviving } = x as Record<string, number | null>;
  if (score === null) {
    expect([total, surviving]).toEqual([null, null]);
    return;
  }
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(1);
  expect(Number.isInteger(total) && Number.isInteger(surviving)).toBe(true);
  expect(surviving!).toBeLessThanOrEqual(total!);
}

test('bad hidden datasets are refused with 400 {detail} naming the dataset; nothing is created', async () => {
  const before = await count();
  const cases: Array<[unknown, RegExp]> = [
    [[BOUNDARY, 'DELETE FROM orders;\nDROP TABLE orders;'], /^hidden_datasets: dataset 2, statement 2 \(DROP TABLE orders\): only INSERT, UPDATE and DELETE are allowed$/],
    [['INSERT INTO payments (id) VALUES (1)'], /^hidden_datasets: dataset 1, statement 1 \(INSERT INTO payments\): only the tables schema_setup creates may be used: "payments" is not one of them \(customers, orders\)$/],
    [['DELETE FROM public.orders'], /schema-qualified/],
    [['UPDATE orders SET amount = random() * 100'], /random\(\) is not allowed/],
    [['UPDATE orders SET amount = amount WHERE id IN (SELECT oid::int FROM pg_class)'], /"pg_class" is not one of them/],
    [['INSERT INTO orders (customer_id, amount) VALUES (9, 10)'], /^hidden_datasets: dataset 1 does not run after the setup: .*foreign key constraint/],
    [[BOUNDARY, 'UPDATE orders SET amount = -1 WHERE id = 1'], /^hidden_datasets: dataset 2 does not run after the setup: .*check constraint/],
    [['INSERT INTO orders (customer_id, amount) VALUES ('], /^hidden_datasets: dataset 1 does not parse: syntax error/],
    [[BOUNDARY, '   '], /^hidden_datasets: dataset 2 is empty/],
    [Array.from({ length: 7 }, () => BOUNDARY), /^hidden_datasets: at most 6 hidden datasets are allowed$/],
    [[BOUNDARY, 1], /^hidden_datasets: dataset 2 must be a SQL script \(a string\)$/],
    [[null], /^hidden_datasets: dataset 1 must be a SQL script/],
    ['DELETE FROM orders', /^hidden_datasets: must be a list of SQL scripts/],
    [[`DELETE FROM orders WHERE id = 1; -- ${'x'.repeat(100_001)}`], /^hidden_datasets: dataset 1 is longer than 100000 characters$/],
  ];
  for (const [hidden, re] of cases) {
    const r = await api.post('/admin/challenges', fields({ hidden_datasets: hidden }), admin);
    expect([r.status, r.body.detail]).toEqual([400, expect.stringMatching(re)]);
  }
  expect(await count()).toBe(before);
});

test('good hidden datasets are saved (trimmed) and shown in the admin view; learners never see them, nor does their Test Query', async () => {
  const created = await api.post('/admin/challenges', fields({ hidden_datasets: [`  ${BOUNDARY}\n`, LOOKALIKE] }), admin);
  expect(created.status).toBe(201);
  mainId = created.body.id;
  expect(created.body.hidden_datasets).toEqual([BOUNDARY, LOOKALIKE]);
  const full = await api.get(`/admin/challenges/${mainId}`, admin);
  expect(full.body).toMatchObject({ hidden_datasets: [BOUNDARY, LOOKALIKE], validated: false, mutation_score: null, surviving_mutants: [] });

  const v = await api.post(`/admin/challenges/${mainId}/validate`, undefined, admin);
  expect(v.status).toBe(200);
  expect(v.body).toMatchObject({ success: true, validated: true, error: null, mutation_score: expect.any(Number) });
  expectMutationFields(v.body);
  expect(v.body.mutants_total).toBeGreaterThan(0);

  // The list carries no hidden datasets (the detail does).
  const item = (await api.get('/admin/challenges/list', admin)).body.challenges.find((c: { id: number }) => c.id === mainId);
  expect(item).not.toHaveProperty('hidden_datasets');

  const learner = await newLearner(api);
  const answers: unknown[] = [];
  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.body.id).toBe(mainId);
  answers.push(daily.body);
  answers.push((await api.post(`/challenges/start/${mainId}`, undefined, learner.token)).body);
  const t = await api.post(`/challenges/${mainId}/test`, { sql_query: 'SELECT c.name, o.amount FROM customers c JOIN orders o ON o.customer_id = c.id ORDER BY o.id' }, learner.token);
  expect(t.body).toMatchObject({ success: true, row_count: 4 }); // the visible sample only
  answers.push(t.body);
  const submit = await api.post(`/challenges/${mainId}/submit`, { sql_solution: SOLUTION }, learner.token);
  expect(submit.body.is_correct).toBe(true);
  answers.push(submit.body);
  answers.push((await api.get('/challenges/history?limit=20&offset=0', learner.token)).body);
  answers.push((await api.get('/users/me', learner.token)).body);
  const text = JSON.stringify(answers);
  for (const hidden of [MARKER, 'hidden_datasets', '50.01', 'mutation', 'surviving']) expect(text).not.toContain(hidden);
  // A learner cannot read the admin view.
  expect((await api.get(`/admin/challenges/${mainId}`, learner.token)).status).toBe(403);
});

test('editing: absent keeps them; a change is checked and invalidates validation; a new setup must still fit them; a refused edit changes nothing', async () => {
  const id = (await api.post('/admin/challenges', fields({ title: 'Draft with datasets', status: 'draft', hidden_datasets: [BOUNDARY] }), admin)).body.id as number;
  expect((await api.post(`/admin/challenges/${id}/validate`, undefined, admin)).body.success).toBe(true);
  // The edit form sends back the expected output validation computed.
  const expectedOutput = (await api.get(`/admin/challenges/${id}`, admin)).body.expected_output as string;
  const put = (body: Record<string, unknown>) => api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: { id, ...body, expected_output: expectedOutput } });

  // The spec's edit form does not send hidden_datasets: they are kept, and nothing changed.
  const same = await put(fields({ title: 'Draft with datasets', status: 'draft' }));
  expect(same.status).toBe(200);
  expect(same.body).toMatchObject({ hidden_datasets: [BOUNDARY], validated: true });

  // A refused edit leaves everything as it was.
  const bad = await put(fields({ title: 'Renamed', status: 'draft', hidden_datasets: [BOUNDARY, 'TRUNCATE orders'] }));
  expect([bad.status, bad.body.detail]).toEqual([400, expect.stringMatching(/^hidden_datasets: dataset 2, statement 1 \(TRUNCATE orders\)/)]);
  const renamedSetup = SETUP.replace(/orders/g, 'purchases');
  const breaks = await put(fields({ title: 'Renamed', status: 'draft', schema_setup: renamedSetup, correct_solution: SOLUTION.replace('orders', 'purchases') }));
  expect([breaks.status, breaks.body.detail]).toEqual([400, expect.stringMatching(/^hidden_datasets: dataset 1, statement 1 \(INSERT INTO orders\): only the tables schema_setup creates may be used: "orders" is not one of them \(customers, purchases\)/)]);
  let full = (await api.get(`/admin/challenges/${id}`, admin)).body;
  expect(full).toMatchObject({ title: 'Draft with datasets', schema_setup: SETUP, hidden_datasets: [BOUNDARY], validated: true });

  // A change to them invalidates the validation and its mutation report, like a change to the setup.
  const changed = await put(fields({ title: 'Draft with datasets', status: 'draft', hidden_datasets: [BOUNDARY, LOOKALIKE] }));
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ hidden_datasets: [BOUNDARY, LOOKALIKE], validated: false, validated_at: null, mutation_score: null, mutants_total: null, mutants_surviving: null, surviving_mutants: [] });
  const { rows } = await pool.query(`SELECT grading, mutation_report FROM challenges WHERE id = $1`, [id]);
  expect(rows[0]).toEqual({ grading: null, mutation_report: null });
  const { rows: events } = await pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ChallengeUpdated' ORDER BY stream_version`, [`challenge-${id}`]);
  expect(events.at(-1)!.data).toMatchObject({ invalidated: true, changes: { hidden_datasets: [BOUNDARY, LOOKALIKE] } });

  // Clearing them is a change too.
  const cleared = await put(fields({ title: 'Draft with datasets', status: 'draft', hidden_datasets: [] }));
  expect(cleared.body.hidden_datasets).toEqual([]);
  full = (await api.get(`/admin/challenges/${id}`, admin)).body;
  expect(full.hidden_datasets).toEqual([]);
});

test('the list, the detail and both validate answers carry the mutation fields; validate-all has per-challenge results and the mean', async () => {
  const v = await api.post(`/admin/challenges/${mainId}/validate`, undefined, admin);
  expect(v.body).toMatchObject({ success: true, mutation_threshold: THRESHOLD });
  expectMutationFields(v.body);

  const list = (await api.get('/admin/challenges/list?page=1&limit=20', admin)).body;
  expect(list.mutation_threshold).toBe(THRESHOLD);
  for (const c of list.challenges) expectMutationFields(c);
  const item = list.challenges.find((c: { id: number }) => c.id === mainId);
  expect(item.mutation_score).toEqual(expect.any(Number));
  expect(item).toMatchObject({ mutation_score: v.body.mutation_score, mutants_total: v.body.mutants_total, mutants_surviving: v.body.mutants_surviving });

  const full = (await api.get(`/admin/challenges/${mainId}`, admin)).body;
  expectMutationFields(full);
  expect(full).toMatchObject({ mutation_score: v.body.mutation_score, mutation_threshold: THRESHOLD });
  expect(Array.isArray(full.surviving_mutants)).toBe(true);
  expect(full.surviving_mutants).toHaveLength(full.mutants_surviving ?? 0);
  for (const m of full.surviving_mutants) expect(m).toEqual({ kind: expect.any(String), description: expect.any(String), sql: expect.any(String) });
  if (full.mutation_score !== null) expect(full.mutants_killed + full.mutants_surviving).toBe(full.mutants_total);

  const all = await api.post('/admin/challenges/validate-all', undefined, admin);
  expect(all.status).toBe(200);
  expect(all.body).toMatchObject({ total: all.body.results.length, mutation_threshold: THRESHOLD });
  expect(all.body.passed + all.body.failed).toBe(all.body.total);
  expectMutationFields(all.body);
  for (const r of all.body.results) {
    expect(r).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String), success: expect.any(Boolean) }));
    expectMutationFields(r);
  }
  const scored = all.body.results.filter((r: { mutation_score: number | null }) => r.mutation_score !== null);
  if (scored.length) expect(all.body.mutation_score).toBeCloseTo(scored.reduce((s: number, r: { mutation_score: number }) => s + r.mutation_score, 0) / scored.length, 10);
  else expect(all.body.mutation_score).toBeNull();
});

test('a stored mutation report is read into the list and the detail, also for a failed validation; a malformed one reads as none', async () => {
  const id = (await api.post('/admin/challenges', fields({ title: 'Weak datasets', status: 'draft' }), admin)).body.id as number;
  const report = {
    score: 0.8,
    total: 10,
    killed: 8,
    surviving: [
      { kind: 'comparison', description: '`amount >= 50` → `amount > 50`', sql: STRICT, extra: 1 },
      { kind: 'order-by', description: 'ORDER BY amount, id → ORDER BY amount', sql: 'SELECT id, amount FROM orders WHERE amount >= 50 ORDER BY amount' },
    ],
    dropped: 1,
    threshold: 0.9,
    durationMs: 1234,
  };
  const error = 'mutation score 0.80 is under the threshold 0.90: 2 surviving mutants';
  await pool.query(`UPDATE challenges SET validated = false, validated_at = now(), validation_error = $2, mutation_report = $3 WHERE id = $1`, [id, error, JSON.stringify(report)]);

  const item = (await api.get('/admin/challenges/list?page=1&limit=100', admin)).body.challenges.find((c: { id: number }) => c.id === id);
  expect(item).toMatchObject({ validated: false, validation_error: error, mutation_score: 0.8, mutants_total: 10, mutants_surviving: 2 });
  const full = (await api.get(`/admin/challenges/${id}`, admin)).body;
  expect(full).toMatchObject({
    mutation_score: 0.8,
    mutants_total: 10,
    mutants_surviving: 2,
    mutants_killed: 8,
    mutants_dropped: 1,
    mutation_threshold: THRESHOLD,
    surviving_mutants: [
      { kind: 'comparison', description: '`amount >= 50` → `amount > 50`', sql: STRICT },
      { kind: 'order-by', description: 'ORDER BY amount, id → ORDER BY amount', sql: 'SELECT id, amount FROM orders WHERE amount >= 50 ORDER BY amount' },
    ],
  });
  expect(full.surviving_mutants[0]).not.toHaveProperty('extra');

  await pool.query(`UPDATE challenges SET mutation_report = '{"score": "high"}' WHERE id = $1`, [id]);
  const malformed = (await api.get(`/admin/challenges/${id}`, admin));
  expect(malformed.status).toBe(200);
  expect(malformed.body).toMatchObject({ mutation_score: null, mutants_total: null, mutants_surviving: null, surviving_mutants: [] });
});

test('the author’s datasets are graded (version 2 grading), and a boundary mistake they catch is rejected', async () => {
  const { rows } = await pool.query(`SELECT grading FROM challenges WHERE id = $1`, [mainId]);
  const grading = rows[0].grading as { version: number; variants: Array<{ strategy: string; script: string }>; mutation: unknown };
  expect(grading.version).toBe(2);
  // The report kept beside the grading data is the engine's.
  const report = (await pool.query(`SELECT mutation_report FROM challenges WHERE id = $1`, [mainId])).rows[0].mutation_report;
  expect(report).toMatchObject({ score: (grading.mutation as { score: number }).score, total: (grading.mutation as { total: number }).total });
  expect(grading.variants.filter((v) => v.strategy === 'author').map((v) => v.script)).toEqual([BOUNDARY, LOOKALIKE]);
  const learner = await newLearner(api);
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(mainId);
  await api.post(`/challenges/start/${mainId}`, undefined, learner.token);
  const r = await api.post(`/challenges/${mainId}/submit`, { sql_solution: STRICT }, learner.token);
  expect(r.body.is_correct).toBe(false);
  expect(JSON.stringify(r.body)).not.toContain(MARKER);
});

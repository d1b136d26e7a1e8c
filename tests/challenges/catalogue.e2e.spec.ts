import { Pool } from 'pg';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;

const SETUP = `CREATE TABLE employees (id serial PRIMARY KEY, name text NOT NULL, dept text NOT NULL, salary numeric(10,2) NOT NULL);
INSERT INTO employees (name, dept, salary) VALUES ('Ann','Sales',5200.00),('Bob','Sales',4100.50),('Cid','IT',6100.00),('Dee','IT',5900.25),('Eve','HR',3900.00);`;

const challenge = (over: Record<string, unknown> = {}) => ({
  title: 'Average salary by department',
  description: 'For each department, return dept and the average salary rounded to 2 decimals, highest first.',
  difficulty_rating: 1100,
  estimated_time_minutes: 5,
  category: 'AGGREGATION',
  status: 'active',
  schema_setup: SETUP,
  sample_data_description: 'Five employees in three departments.',
  expected_output: '',
  correct_solution: 'SELECT dept, ROUND(AVG(salary), 2) AS avg_salary FROM employees GROUP BY dept ORDER BY avg_salary DESC, dept',
  ...over,
});

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
});
afterAll(() => product?.stop());

test('an admin creates a challenge, validates it (expected output computed), and sees it listed', async () => {
  const created = await api.post('/admin/challenges', challenge(), admin);
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ title: 'Average salary by department', validated: false, difficulty_category: 'beginner', source_type: 'manual' });
  const id = created.body.id as number;

  const v = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  expect(v.status).toBe(200);
  expect(v.body).toMatchObject({ success: true, validated: true, error: null });
  expect(Date.parse(v.body.validated_at)).not.toBeNaN();

  const full = await api.get(`/admin/challenges/${id}`, admin);
  expect(full.body.validated).toBe(true);
  expect(full.body.order_matters).toBe(true);
  expect(JSON.parse(full.body.expected_output)).toEqual([
    { dept: 'IT', avg_salary: 6000.13 },
    { dept: 'Sales', avg_salary: 4650.25 },
    { dept: 'HR', avg_salary: 3900 },
  ]);

  const list = await api.get('/admin/challenges/list?page=1&limit=20', admin);
  expect(list.body).toMatchObject({ page: 1, total_pages: 1, total_count: 1 });
  expect(list.body.challenges[0]).toMatchObject({ id, total_attempts: 0, success_rate: 0, validated: true });
});

test('a wrong expected output fails validation with a reason, and the challenge is marked failed', async () => {
  const wrong = JSON.stringify([{ dept: 'IT', avg_salary: 6000.13 }, { dept: 'Sales', avg_salary: 1 }, { dept: 'HR', avg_salary: 3900 }]);
  const id = (await api.post('/admin/challenges', challenge({ title: 'Wrong expected', expected_output: wrong }), admin)).body.id;
  const v = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  expect(v.body.success).toBe(false);
  expect(v.body.validated).toBe(false);
  expect(v.body.error).toMatch(/expected/i);
  const item = (await api.get('/admin/challenges/list', admin)).body.challenges.find((c: { id: number }) => c.id === id);
  expect(item).toMatchObject({ validated: false, validation_error: v.body.error });
});

test('a setup script that is not only tables and inserts, or that fails, is rejected with the database message', async () => {
  const drop = await api.post('/admin/challenges', challenge({ schema_setup: `${SETUP}\nDROP TABLE employees;` }), admin);
  expect(drop.status).toBe(400);
  expect(drop.body.detail).toMatch(/^schema_setup: /);
  const broken = await api.post('/admin/challenges', challenge({ schema_setup: 'CREATE TABLE t (a int); INSERT INTO t VALUES (1, 2);' }), admin);
  expect(broken.status).toBe(400);
  expect(broken.body.detail).toMatch(/more expressions than target columns/);
});

test('bounds and enums are enforced with clear details', async () => {
  for (const [over, re] of [
    [{ difficulty_rating: 2050 }, /difficulty_rating: must be at most 2000/],
    [{ difficulty_rating: 1125 }, /multiple of 50/],
    [{ estimated_time_minutes: 0 }, /estimated_time_minutes/],
    [{ category: 'JOINS' }, /category/],
    [{ status: 'published' }, /status/],
    [{ expected_output: '{"a":1}' }, /expected_output: must be a JSON array of row objects/],
    [{ expected_output: '[1,2' }, /expected_output: must be valid JSON/],
    [{ title: '' }, /title/],
  ] as const) {
    const r = await api.post('/admin/challenges', challenge(over), admin);
    expect([r.status, r.body.detail]).toEqual([400, expect.stringMatching(re)]);
  }
});

test('editing the solution invalidates; a challenge without attempts is deleted; every change is audited', async () => {
  const id = (await api.post('/admin/challenges', challenge({ title: 'To edit' }), admin)).body.id as number;
  await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  const edited = await api.raw('PUT', `/admin/challenges/${id}`, {
    token: admin,
    body: { id, ...challenge({ title: 'Edited', correct_solution: 'SELECT dept, COUNT(*) FROM employees GROUP BY dept' }) },
  });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ title: 'Edited', validated: false });
  const mismatch = await api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: { id: id + 1, ...challenge() } });
  expect(mismatch.status).toBe(400);

  const del = await api.raw('DELETE', `/admin/challenges/${id}`, { token: admin });
  expect(del.body).toEqual({ action: 'deleted' });
  expect((await api.get(`/admin/challenges/${id}`, admin)).status).toBe(404);

  const unarchiveActive = await api.raw('PUT', `/admin/challenges/999999/unarchive`, { token: admin });
  expect(unarchiveActive.status).toBe(404);

  const pool = new Pool({ connectionString: product.databaseUrl });
  const { rows } = await pool.query(`SELECT type, metadata->>'actorId' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`challenge-${id}`]);
  await pool.end();
  expect(rows.map((r) => r.type)).toEqual(['ChallengeCreated', 'ChallengeValidated', 'ChallengeUpdated', 'ChallengeDeleted']);
  expect(new Set(rows.map((r) => r.actor)).size).toBe(1);
});

test('PUT with the spec’s edit form keeps tags and source type it does not send', async () => {
  const id = (await api.post('/admin/challenges', challenge({ title: 'Tagged', tags: ['joins', 'hr'], source_type: 'generated' }), admin)).body.id;
  const form = challenge({ title: 'Tagged, edited' }) as Record<string, unknown>;
  delete form.tags;
  delete form.source_type;
  const put = await api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: { id, ...form } });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({ title: 'Tagged, edited', tags: ['joins', 'hr'], source_type: 'generated' });
});

test('validate-all reports passed, failed and total', async () => {
  const r = await api.post('/admin/challenges/validate-all', undefined, admin);
  expect(r.status).toBe(200);
  expect(r.body.total).toBe(r.body.passed + r.body.failed);
  expect(r.body.failed).toBeGreaterThanOrEqual(1); // the wrong-expected-output one
});

test('learners and visitors are refused on every catalogue route', async () => {
  const learner = await newLearner(api);
  const routes: Array<[string, string]> = [
    ['GET', '/admin/challenges/list'],
    ['GET', '/admin/challenges/1'],
    ['POST', '/admin/challenges'],
    ['PUT', '/admin/challenges/1'],
    ['DELETE', '/admin/challenges/1'],
    ['PUT', '/admin/challenges/1/unarchive'],
    ['POST', '/admin/challenges/1/validate'],
    ['POST', '/admin/challenges/validate-all'],
  ];
  for (const [method, path] of routes) {
    const asLearner = await api.raw(method, path, { token: learner.token, body: method === 'GET' ? undefined : {} });
    expect([path, asLearner.status, asLearner.body.detail]).toEqual([path, 403, 'Admin access required']);
    expect((await api.raw(method, path, {})).status).toBe(401);
  }
  expect((await api.get('/admin/challenges/abc', admin)).status).toBe(400);
});

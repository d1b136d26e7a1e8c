import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

/** Issue 14: challenges carry 0–3 taxonomy concepts; the admin list filters by one; coverage per concept. */
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

type Coverage = { slug: string; name: string; challenges: number; active_validated: number; rating_band: [number, number] };
const coverage = async (): Promise<{ concepts: Coverage[]; active_validated_total: number; active_validated_untagged: number }> =>
  (await api.get('/admin/challenges/concepts', admin)).body;
const bySlug = (list: Coverage[], slug: string) => list.find((c) => c.slug === slug);

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
});
afterAll(() => product?.stop());

test('concepts are stored, answered in detail and list, and kept by a PUT that does not send them', async () => {
  const created = await api.post('/admin/challenges', challenge({ concepts: ['aggregation', 'sorting', 'aggregation'] }), admin);
  expect(created.status).toBe(201);
  expect(created.body.concepts).toEqual(['aggregation', 'sorting']);
  const id = created.body.id as number;
  expect((await api.get(`/admin/challenges/${id}`, admin)).body.concepts).toEqual(['aggregation', 'sorting']);

  const form = challenge({ title: 'Renamed' });
  const kept = await api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: { id, ...form } });
  expect(kept.status).toBe(200);
  expect(kept.body.concepts).toEqual(['aggregation', 'sorting']);
  const changed = await api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: { id, ...form, concepts: ['having'] } });
  expect(changed.body).toMatchObject({ concepts: ['having'], title: 'Renamed' });

  // Old clients send no concepts at all: still a 201, with none.
  const old = await api.post('/admin/challenges', challenge({ title: 'Old client' }), admin);
  expect([old.status, old.body.concepts]).toEqual([201, []]);
});

test('unknown concepts and more than three are a 400 with a detail naming the problem', async () => {
  const unknown = await api.post('/admin/challenges', challenge({ concepts: ['aggregation', 'joins'] }), admin);
  expect(unknown.status).toBe(400);
  expect(unknown.body.detail).toMatch(/concepts: .*unknown concept\(s\): joins/);
  const many = await api.post('/admin/challenges', challenge({ concepts: ['aggregation', 'sorting', 'having', 'filtering'] }), admin);
  expect(many.status).toBe(400);
  expect(many.body.detail).toMatch(/at most 3 concepts/);
  const id = (await api.get('/admin/challenges/list', admin)).body.challenges[0].id as number;
  const put = await api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: { ...challenge(), concepts: ['Aggregation'] } });
  expect(put.status).toBe(400);
  expect(put.body.detail).toMatch(/unknown concept/);
  const filter = await api.get('/admin/challenges/list?concept=joins', admin);
  expect(filter.status).toBe(400);
  expect(filter.body.detail).toMatch(/concept/);
});

test('the list filters by concept, and the coverage counts all and active validated challenges per concept', async () => {
  const before = await coverage();
  expect(before.concepts.length).toBeGreaterThanOrEqual(24);
  expect(bySlug(before.concepts, 'recursive-cte')).toMatchObject({ name: 'Recursive CTEs', challenges: 0, active_validated: 0 });

  const a = (await api.post('/admin/challenges', challenge({ title: 'Window A', concepts: ['ranking-window', 'top-n-per-group'] }), admin)).body.id as number;
  const b = (await api.post('/admin/challenges', challenge({ title: 'Window B', concepts: ['ranking-window'] }), admin)).body.id as number;
  const c = (await api.post('/admin/challenges', challenge({ title: 'Window draft', status: 'draft', concepts: ['ranking-window'] }), admin)).body.id as number;
  expect((await api.post(`/admin/challenges/${a}/validate`, undefined, admin)).body.success).toBe(true);
  expect((await api.post(`/admin/challenges/${c}/validate`, undefined, admin)).body.success).toBe(true);

  const list = await api.get('/admin/challenges/list?page=1&limit=20&concept=ranking-window', admin);
  expect(list.status).toBe(200);
  expect(list.body.challenges.map((x: { id: number }) => x.id)).toEqual([c, b, a]);
  expect(list.body.total_count).toBe(3);
  for (const x of list.body.challenges) expect(x.concepts).toContain('ranking-window');
  const top = await api.get('/admin/challenges/list?concept=top-n-per-group', admin);
  expect(top.body.challenges.map((x: { id: number }) => x.id)).toEqual([a]);
  const none = await api.get('/admin/challenges/list?concept=json', admin);
  expect(none.body).toMatchObject({ challenges: [], total_count: 0, total_pages: 1 });

  const after = await coverage();
  // a: active and validated; b: active, not validated; c: validated but a draft.
  expect(bySlug(after.concepts, 'ranking-window')).toMatchObject({ challenges: 3, active_validated: 1 });
  expect(bySlug(after.concepts, 'top-n-per-group')).toMatchObject({ challenges: 1, active_validated: 1 });
  expect(after.active_validated_total).toBe(before.active_validated_total + 1);
  expect(after.active_validated_untagged).toBe(before.active_validated_untagged);
});

test('learners are refused the coverage', async () => {
  const learner = await newLearner(api);
  expect((await api.get('/admin/challenges/concepts', learner.token)).status).toBe(403);
});

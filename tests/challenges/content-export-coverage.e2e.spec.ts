import { parseContentText } from '../../backend/src/catalogue/content';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

/** Issue 14: an admin-made challenge exports as a content file; coverage per rating band and per learner rating. */
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;

const SETUP = `CREATE TABLE employees (id int PRIMARY KEY, name text NOT NULL, dept text NOT NULL, salary numeric(10,2) NOT NULL);
INSERT INTO employees (id, name, dept, salary) VALUES (1, 'Ann','Sales',5200.00),(2, 'Bob','Sales',4100.50),(3, 'Cid','IT',6100.00),(4, 'Dee','IT',5900.25),(5, 'Eve','HR',3900.00);`;

const challenge = (over: Record<string, unknown> = {}) => ({
  title: 'Average Salary: by Department!',
  description: 'For each department, return `dept` and `avg_salary` (the average salary rounded to 2 decimals), highest first.',
  difficulty_rating: 1100,
  estimated_time_minutes: 5,
  category: 'AGGREGATION',
  status: 'active',
  schema_setup: SETUP,
  sample_data_description: 'Five employees in three departments.',
  expected_output: '',
  correct_solution: 'SELECT dept, ROUND(AVG(salary), 2) AS avg_salary\nFROM employees\nGROUP BY dept\nORDER BY avg_salary DESC, dept',
  concepts: ['aggregation', 'sorting'],
  hints: ['Group the employees by department.', 'Use ROUND(AVG(salary), 2).'],
  explanation: '### Approach\n\nGroup and average.',
  ...over,
});

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
});
afterAll(() => product?.stop());

test('an admin-made challenge exports as a content file that parses back to the same fields', async () => {
  const created = await api.post('/admin/challenges', challenge(), admin);
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const exported = await api.get(`/admin/challenges/${id}/export`, admin);
  expect(exported.status).toBe(200);
  expect(exported.body.slug).toBe(`average-salary-by-department-${id}`);
  expect(exported.body.path).toBe(`challenges/general/average-salary-by-department-${id}.yaml`);
  const parsed = parseContentText(exported.body.yaml as string);
  if (!('file' in parsed)) throw new Error(parsed.problems.join('; '));
  expect(parsed.file).toMatchObject({
    slug: exported.body.slug,
    industry: 'general',
    title: 'Average Salary: by Department!',
    category: 'AGGREGATION',
    difficulty_rating: 1100,
    concepts: ['aggregation', 'sorting'],
    correct_solution: challenge().correct_solution,
    schema_setup: SETUP,
    hints: challenge().hints,
    explanation: challenge().explanation,
  });
});

test('export: 404 for a missing challenge, 400 for a bad id, 403 for a learner', async () => {
  expect((await api.get('/admin/challenges/999999/export', admin)).status).toBe(404);
  const bad = await api.get('/admin/challenges/abc/export', admin);
  expect(bad.status).toBe(400);
  expect(bad.body.detail).toEqual(expect.any(String));
  const learner = await newLearner(api);
  expect((await api.get('/admin/challenges/coverage', learner.token)).status).toBe(403);
});

test('coverage counts challenges per rating band and, per learner rating, those within ±200 and the days before the pick runs dry', async () => {
  const before = (await api.get('/admin/challenges/coverage', admin)).body;
  const made = await api.post('/admin/challenges', challenge({ title: 'Coverage probe', difficulty_rating: 1850 }), admin);
  const id = made.body.id as number;
  const mid = (await api.get('/admin/challenges/coverage', admin)).body;
  const band = (c: typeof mid, start: number) => c.bands.find((b: { band_start: number }) => b.band_start === start);
  expect(mid.bands).toHaveLength(13);
  expect(band(mid, 1800).challenges).toBe(band(before, 1800).challenges + 1);
  // not validated yet: the daily pick cannot use it
  expect(band(mid, 1800).active_validated).toBe(band(before, 1800).active_validated);
  const validated = await api.post(`/admin/challenges/${id}/validate`, {}, admin);
  expect(validated.status).toBe(200);
  const after = (await api.get('/admin/challenges/coverage', admin)).body;
  expect(after.active_validated_total).toBe(before.active_validated_total + (validated.body.success ? 1 : 0));
  if (validated.body.success) {
    const rating = (c: typeof after, r: number) => c.ratings.find((x: { rating: number }) => x.rating === r);
    expect(rating(after, 2000).within_200).toBe(rating(before, 2000).within_200 + 1);
    expect(rating(after, 1600).within_200).toBe(rating(before, 1600).within_200);
    expect(rating(after, 800).days_before_dry).toBe(after.active_validated_total);
  }
});

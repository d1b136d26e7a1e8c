import { TIER_BANDS, type Difficulty } from '../../backend/src/catalogue/domain/generator.constants';
import { fingerprint, isNearDuplicate } from '../../backend/src/catalogue/domain/similarity';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let adminId: number;

const TEMPLATES = [
  { difficulty: 'beginner', industry_context: 'ecommerce', sql_concepts: ['basic_select', 'filtering'], count: 4, estimated_time: 5 },
  { difficulty: 'intermediate', industry_context: 'finance', sql_concepts: ['joins', 'aggregation', 'having'], count: 4, estimated_time: 8 },
  { difficulty: 'advanced', industry_context: 'healthcare', sql_concepts: ['subqueries', 'ctes', 'dates'], count: 4, estimated_time: 10 },
  { difficulty: 'expert', industry_context: 'gaming', sql_concepts: ['window_functions', 'case_when'], count: 4, estimated_time: 12 },
  { difficulty: 'intermediate', industry_context: 'logistics', sql_concepts: ['null_handling', 'set_operations', 'string_functions'], count: 4, estimated_time: 6 },
];

const one = (over: Record<string, unknown> = {}) => ({ difficulty: 'beginner', industry_context: 'hr', sql_concepts: ['aggregation'], count: 1, estimated_time: 5, ...over });

interface Generated {
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: string;
  tags: string[];
  schema_setup: string;
  correct_solution: string;
  expected_output: string;
  sample_data_description: string;
  source_type: string;
  accepts?: string[];
  rejects?: Array<{ sql: string; why: string; case?: string }>;
}

let twenty: Generated[] = [];

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
  adminId = (await api.get('/users/me', admin)).body.id;
});
afterAll(() => product?.stop());

test('template options and empty stats', async () => {
  const t = await api.get('/admin/challenges/templates', admin);
  expect(t.status).toBe(200);
  expect(t.body.difficulties).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
  expect(t.body.industry_contexts).toEqual(expect.arrayContaining(['ecommerce', 'finance', 'saas', 'healthcare', 'logistics', 'hr', 'marketing', 'gaming']));
  expect(t.body.sql_concepts.length).toBeGreaterThanOrEqual(12);
  expect(t.body.sql_concepts).toEqual(expect.arrayContaining(['basic_select', 'joins', 'window_functions', 'ctes', 'null_handling', 'string_functions']));
  const s = await api.get('/admin/challenges/generation-stats', admin);
  expect(s.body).toEqual({ generated_challenges: 0, total_challenges: 0, generation_percentage: 0 });
});

test('bad templates are 400 with a detail', async () => {
  for (const [body, re] of [
    [{ templates: [one({ count: 0 })] }, /count: must be at least 1/],
    [{ templates: [one({ count: 51 })] }, /count: must be at most 50/],
    [{ templates: [one({ estimated_time: 16 })] }, /estimated_time: must be at most 15/],
    [{ templates: [one({ sql_concepts: ['recursion'] })] }, /unknown sql concept/],
    [{ templates: [one({ sql_concepts: [] })] }, /at least one concept/],
    [{ templates: [one({ industry_context: 'mining' })] }, /unknown industry_context/],
    [{ templates: [] }, /at least one template/],
    [{ templates: [one({ count: 30 }), one({ count: 21 })] }, /at most 50 challenges/],
  ] as const) {
    const r = await api.post('/admin/challenges/generate-bulk', body, admin);
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(re);
  }
  const save = await api.post('/admin/challenges/save-challenges', [], admin);
  expect(save.status).toBe(400);
  expect(save.body.detail).toMatch(/at least one/);
});

test('learners get 403 on every generator route', async () => {
  const learner = await newLearner(api);
  for (const [method, path, body] of [
    ['GET', '/admin/challenges/templates', undefined],
    ['GET', '/admin/challenges/generation-stats', undefined],
    ['POST', '/admin/challenges/generate-bulk', { templates: [one()] }],
    ['POST', '/admin/challenges/generate-bulk?async=true', { templates: [one()] }],
    ['GET', '/admin/challenges/generate-bulk/generate-x', undefined],
    ['POST', '/admin/challenges/save-challenges', []],
  ] as const) {
    const r = await api.raw(method, path, { token: learner.token, body });
    expect([path, r.status]).toEqual([path, 403]);
  }
});

test('20 challenges in one request, offline: valid, distinct, honouring every template', async () => {
  const r = await api.post<Generated[]>('/admin/challenges/generate-bulk', { templates: TEMPLATES }, admin);
  expect(r.status).toBe(200);
  expect(Array.isArray(r.body)).toBe(true);
  expect(r.body).toHaveLength(20);
  twenty = r.body;

  for (const [ti, t] of TEMPLATES.entries()) {
    const batch = r.body.slice(ti * 4, ti * 4 + 4);
    const [lo, hi] = TIER_BANDS[t.difficulty as Difficulty];
    for (const c of batch) {
      expect(c.difficulty_rating).toBeGreaterThanOrEqual(lo);
      expect(c.difficulty_rating).toBeLessThanOrEqual(hi);
      expect(c.difficulty_rating % 50).toBe(0);
      expect(c.estimated_time_minutes).toBe(t.estimated_time);
      expect(['SELECT', 'JOIN', 'AGGREGATION', 'ANALYTICS', 'SUBQUERY', 'WINDOW_FUNCTION']).toContain(c.category);
      expect(c.tags).toContain(t.industry_context);
      expect(c.source_type).toBe('generated');
      expect(c.schema_setup).toMatch(/CREATE TABLE[\s\S]*INSERT INTO/);
      expect(c.sample_data_description.length).toBeGreaterThan(20);
      const rows = JSON.parse(c.expected_output) as unknown[];
      expect(rows.length).toBeGreaterThan(0);
      expect(typeof rows[0]).toBe('object');
      // issue 32: the generator's own author queries come back with the challenge (validation ran them)
      expect(c.accepts!.length).toBeGreaterThanOrEqual(2);
      expect(c.rejects!.length).toBeGreaterThanOrEqual(2);
      const outerOrder = /\n(ORDER BY [^\n]*|LIMIT \d+);$/.test(c.correct_solution);
      if (!outerOrder) expect(c.description).toContain('Row order does not matter.');
    }
    // every concept asked for is used
    for (const concept of t.sql_concepts) expect(batch.some((c) => c.tags.includes(concept.replace(/_/g, '-')))).toBe(true);
  }
  const prints = r.body.map(fingerprint);
  for (let i = 0; i < prints.length; i++) for (let j = i + 1; j < prints.length; j++) expect([i, j, isNearDuplicate(prints[i]!, prints[j]!)]).toEqual([i, j, false]);
}, 120_000);

test('saving two: validated catalogue entries, stats follow, regenerating avoids them', async () => {
  const manual = await api.post('/admin/challenges', {
    title: 'Manual one', description: 'Return 1.', schema_setup: 'CREATE TABLE t (id int PRIMARY KEY, v int NOT NULL); INSERT INTO t VALUES (1, 5), (2, 7), (3, 9);',
    correct_solution: 'SELECT id, v * 2 AS doubled FROM t', difficulty_rating: 800,
  }, admin);
  expect(manual.status).toBe(201);

  const picked = [twenty[0]!, { ...twenty[5]!, title: `${twenty[5]!.title} (edited)`, selected: true }];
  const r = await api.post('/admin/challenges/save-challenges', picked, admin);
  expect(r.status).toBe(201);
  expect(r.body.challenges).toHaveLength(2);
  for (const [i, c] of r.body.challenges.entries()) {
    expect(c).toMatchObject({ title: picked[i]!.title, source_type: 'generated', created_by: adminId, validated: true, status: 'active', tags: picked[i]!.tags });
    expect(JSON.parse(c.expected_output)).toEqual(JSON.parse(picked[i]!.expected_output));
    // the generator's teaching material is kept (issue 14): concepts, hints, explanation
    const sent = picked[i] as unknown as { concepts: string[]; hints: string[]; explanation: string };
    expect(sent.concepts.length).toBeGreaterThan(0);
    expect(sent.hints.length).toBeGreaterThanOrEqual(2);
    expect(c).toMatchObject({ concepts: sent.concepts, hints: sent.hints, explanation: sent.explanation });
    // and its author queries (issue 32), stored as the admin detail shows them
    expect(c).toMatchObject({ accepts: picked[i]!.accepts, rejects: picked[i]!.rejects });
  }
  const stats = await api.get('/admin/challenges/generation-stats', admin);
  expect(stats.body).toEqual({ generated_challenges: 2, total_challenges: 3, generation_percentage: 66.7 });
  const list = await api.get('/admin/challenges/list?page=1&limit=20', admin);
  const ids = r.body.challenges.map((c: { id: number }) => c.id);
  expect(list.body.challenges.filter((c: { id: number }) => ids.includes(c.id)).map((c: { validated: boolean }) => c.validated)).toEqual([true, true]);

  // the same seed twice: the second batch must avoid what is now in the catalogue
  const body = { templates: [one({ count: 3 })], seed: 4242 };
  const first = (await api.post<Generated[]>('/admin/challenges/generate-bulk', body, admin)).body;
  expect(first).toHaveLength(3);
  expect((await api.post('/admin/challenges/save-challenges', [first[0]], admin)).status).toBe(201);
  const second = (await api.post<Generated[]>('/admin/challenges/generate-bulk', body, admin)).body;
  expect(second).toHaveLength(3);
  for (const c of second) expect(isNearDuplicate(fingerprint(c), fingerprint(first[0]!))).toBe(false);
}, 120_000);

test('saving is all or nothing: an invalid challenge is named and nothing is saved', async () => {
  const before = (await api.get('/admin/challenges/generation-stats', admin)).body;
  const broken = { ...twenty[1]!, title: 'Broken on purpose', correct_solution: 'SELECT no_such_column FROM nowhere' };
  const r = await api.post('/admin/challenges/save-challenges', [twenty[2], broken], admin);
  expect(r.status).toBe(400);
  expect(r.body.detail).toMatch(/challenge 2 \("Broken on purpose"\)/);
  expect(r.body.detail).not.toMatch(/challenge 1/);
  expect((await api.get('/admin/challenges/generation-stats', admin)).body).toEqual(before);
});

test('the async form reports progress and then the challenges', async () => {
  const start = await api.post('/admin/challenges/generate-bulk?async=true', { templates: [one({ count: 6, sql_concepts: ['joins', 'dates'], industry_context: 'saas' })] }, admin);
  expect(start.status).toBe(200);
  expect(start.body.job_id).toMatch(/^generate-/);
  const seen: Array<{ state: string; done: number }> = [];
  let last: any;
  for (let i = 0; i < 240; i++) {
    last = (await api.get(`/admin/challenges/generate-bulk/${start.body.job_id}`, admin)).body;
    seen.push({ state: last.state, done: last.progress.done });
    expect(last.progress.total).toBe(6);
    if (last.state === 'completed' || last.state === 'failed') break;
    await new Promise((res) => setTimeout(res, 100));
  }
  expect(last.state).toBe('completed');
  expect(last.progress).toEqual({ done: 6, total: 6 });
  expect(last.challenges).toHaveLength(6);
  const dones = seen.map((s) => s.done);
  expect([...dones].sort((a, b) => a - b)).toEqual(dones);
  expect((await api.get('/admin/challenges/generate-bulk/generate-unknown', admin)).status).toBe(404);
}, 60_000);

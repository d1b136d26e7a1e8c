import { Pool } from 'pg';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let admin: string;
let adminId: number;
let learner: Awaited<ReturnType<typeof newLearner>>;

const RECORD_KEYS = ['admin_notes', 'category', 'created_at', 'email', 'id', 'message', 'status', 'user_id'];

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
  adminId = (await api.get('/users/me', admin)).body.id;
  learner = await newLearner(api);
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

/** The list is a projection: a fresh submission shows up there shortly, not at once. */
async function eventuallyListed(id: number, query = ''): Promise<any[]> {
  for (let i = 0; i < 100; i++) {
    const list = (await api.get(`/admin/feedback${query}`, admin)).body as any[];
    if (list.some((f) => f.id === id)) return list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`feedback ${id} never listed`);
}

const eventsOf = async (id: number) =>
  (await pool.query(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`feedback-${id}`])).rows;
const countEvents = async () => Number((await pool.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'feedback-%'`)).rows[0].count);

let visitorId: number;
let learnerId: number;

test('a visitor sends the landing form (with or without the trailing slash) and gets the record back', async () => {
  const r = await api.post('/feedback/', { email: 'Visitor@Example.com', message: '  Love the daily challenge!  ', category: 'general' });
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ category: 'general', message: 'Love the daily challenge!', email: 'visitor@example.com', status: 'new', admin_notes: null, user_id: null });
  expect(Object.keys(r.body).sort()).toEqual(RECORD_KEYS);
  visitorId = r.body.id;
  const noSlash = await api.post('/feedback', { email: 'v2@example.com', message: 'Typo on the landing page', category: 'content' });
  expect(noSlash.status).toBe(201);
  expect(noSlash.body.id).toBeGreaterThan(visitorId);
  const [submitted] = await eventsOf(visitorId);
  expect(submitted).toMatchObject({ type: 'FeedbackSubmitted', data: { feedbackId: visitorId, userId: null, category: 'general' }, metadata: { actorId: null } });
});

test('a signed-in learner sends in-app feedback without an email; the author is recorded', async () => {
  const r = await api.post('/feedback/', { category: 'improvement', message: 'Dark mode please', email: '' }, learner.token);
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ category: 'improvement', email: null, user_id: learner.id, status: 'new' });
  learnerId = r.body.id;
  const [submitted] = await eventsOf(learnerId);
  expect(submitted.metadata.actorId).toBe(learner.id);
});

test('invalid submissions are 400 with a detail and store nothing', async () => {
  const before = await countEvents();
  const cases: Array<[unknown, string | undefined, RegExp]> = [
    [{ message: 'no email', category: 'bug' }, undefined, /^email: field required$/],
    [{ email: 'a@b.io', message: '   ', category: 'bug' }, undefined, /message: Please enter your feedback/],
    [{ email: 'a@b.io', category: 'bug' }, undefined, /message: field required/],
    [{ email: 'not-an-email', message: 'x', category: 'bug' }, undefined, /email: Invalid email address/],
    [{ email: 'a@b.io', message: 'x', category: 'spam' }, undefined, /category: must be one of general, feature, bug, ui, content, improvement, question, other/],
    [{ email: 'a@b.io', message: 'x'.repeat(5001) }, undefined, /message: must be at most 5000 characters/],
    [{ email: 'a@b.io', message: 'x', rating: 5 }, undefined, /unknown field\(s\) rating/],
    [{ message: 'x', category: 'bug', is_admin: true }, learner.token, /unknown field/],
    [{ message: '', category: 'bug' }, learner.token, /Please enter your feedback/],
  ];
  for (const [body, token, detail] of cases) {
    const r = await api.post('/feedback/', body, token);
    expect([r.status, r.body.detail]).toEqual([400, expect.stringMatching(detail)]);
  }
  expect((await api.raw('POST', '/feedback/', { raw: '{"message": ' })).status).toBe(400);
  expect(await countEvents()).toBe(before);
});

test('the admin lists feedback newest first as a plain array, and filters by status', async () => {
  const list = await eventuallyListed(learnerId);
  expect(Array.isArray(list)).toBe(true);
  expect(list.map((f) => f.id)).toEqual([learnerId, visitorId + 1, visitorId]);
  expect(Object.keys(list[0]).sort()).toEqual(RECORD_KEYS);
  expect(list[2]).toMatchObject({ id: visitorId, email: 'visitor@example.com', category: 'general', status: 'new', admin_notes: null, user_id: null });

  expect((await api.get('/admin/feedback?status_filter=new', admin)).body).toHaveLength(3);
  expect((await api.get('/admin/feedback?status_filter=resolved', admin)).body).toEqual([]);
  expect((await api.get('/admin/feedback?status_filter=', admin)).body).toHaveLength(3);
  const bad = await api.get('/admin/feedback?status_filter=open', admin);
  expect([bad.status, bad.body.detail]).toEqual([400, expect.stringMatching(/status_filter/)]);
});

test('patching answers the updated record, and the very next list already shows it', async () => {
  await eventuallyListed(visitorId);
  const r = await api.raw('PATCH', `/admin/feedback/${visitorId}`, { token: admin, body: { status: 'reviewed', admin_notes: 'Thanks, noted' } });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ id: visitorId, status: 'reviewed', admin_notes: 'Thanks, noted', message: 'Love the daily challenge!' });
  expect((await api.get('/admin/feedback?status_filter=reviewed', admin)).body).toEqual([r.body]);

  const cleared = await api.raw('PATCH', `/admin/feedback/${visitorId}`, { token: admin, body: { status: 'resolved', admin_notes: '' } });
  expect(cleared.body).toMatchObject({ status: 'resolved', admin_notes: null });
  const listed = (await api.get('/admin/feedback', admin)).body.find((f: any) => f.id === visitorId);
  expect(listed).toMatchObject({ status: 'resolved', admin_notes: null });

  const notesOnly = await api.raw('PATCH', `/admin/feedback/${visitorId}`, { token: admin, body: { admin_notes: 'Shipped in v2' } });
  expect(notesOnly.body).toMatchObject({ status: 'resolved', admin_notes: 'Shipped in v2' });
});

test('invalid patches are refused and change nothing', async () => {
  const before = await countEvents();
  for (const [body, status] of [
    [{ status: 'done' }, 400],
    [{}, 400],
    [{ status: 'closed', priority: 1 }, 400],
    [{ admin_notes: 'x'.repeat(5001) }, 400],
  ] as const) {
    const r = await api.raw('PATCH', `/admin/feedback/${visitorId}`, { token: admin, body });
    expect([r.status, typeof r.body.detail]).toEqual([status, 'string']);
  }
  expect((await api.raw('PATCH', '/admin/feedback/999999', { token: admin, body: { status: 'closed' } })).status).toBe(404);
  expect((await api.raw('PATCH', '/admin/feedback/abc', { token: admin, body: { status: 'closed' } })).status).toBe(400);
  expect(await countEvents()).toBe(before);
});

test('deleting removes it from the list at once; it cannot be changed or deleted again', async () => {
  await eventuallyListed(learnerId);
  const del = await api.raw('DELETE', `/admin/feedback/${learnerId}`, { token: admin });
  expect([del.status, del.body]).toEqual([200, { id: learnerId, deleted: true }]);
  expect((await api.get('/admin/feedback', admin)).body.map((f: any) => f.id)).not.toContain(learnerId);
  expect((await api.raw('DELETE', `/admin/feedback/${learnerId}`, { token: admin })).status).toBe(404);
  expect((await api.raw('PATCH', `/admin/feedback/${learnerId}`, { token: admin, body: { status: 'closed' } })).body).toEqual({ detail: 'Feedback not found' });
});

test('every change is an event on feedback-<id>, with the admin as actor', async () => {
  const visitorEvents = await eventsOf(visitorId);
  expect(visitorEvents.map((e) => e.type)).toEqual(['FeedbackSubmitted', 'FeedbackStatusChanged', 'FeedbackStatusChanged', 'FeedbackStatusChanged']);
  expect(visitorEvents[1]).toMatchObject({ data: { status: 'reviewed', previousStatus: 'new', notes: 'Thanks, noted', adminId }, metadata: { actorId: adminId } });
  expect(visitorEvents[2].data).toMatchObject({ status: 'resolved', notes: null });
  const learnerEvents = await eventsOf(learnerId);
  expect(learnerEvents.map((e) => e.type)).toEqual(['FeedbackSubmitted', 'FeedbackDeleted']);
  expect(learnerEvents[1]).toMatchObject({ data: { feedbackId: learnerId, adminId }, metadata: { actorId: adminId } });
});

test('learners get 403 and visitors 401 on every admin feedback route', async () => {
  for (const [method, path] of [
    ['GET', '/admin/feedback'],
    ['PATCH', `/admin/feedback/${visitorId}`],
    ['DELETE', `/admin/feedback/${visitorId}`],
  ] as const) {
    const asLearner = await api.raw(method, path, { token: learner.token, body: method === 'PATCH' ? { status: 'closed' } : undefined });
    expect([path, asLearner.status, asLearner.body.detail]).toEqual([path, 403, 'Admin access required']);
    expect((await api.raw(method, path, {})).status).toBe(401);
  }
  expect((await api.get('/admin/feedback', admin)).body.find((f: any) => f.id === visitorId).status).toBe('resolved');
});

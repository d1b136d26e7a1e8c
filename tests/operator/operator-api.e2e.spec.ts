import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let learner: Awaited<ReturnType<typeof newLearner>>;
const feedbackIds: number[] = [];

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
  learner = await newLearner(api);
  for (let i = 0; i < 3; i++) feedbackIds.push((await api.post('/feedback/', { category: 'question', message: `question ${i}` }, learner.token)).body.id);
  await api.raw('PATCH', `/admin/feedback/${feedbackIds[0]}`, { token: admin, body: { status: 'reviewed', admin_notes: 'ok' } });
});
afterAll(() => product?.stop());

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition never met');
}

test('streams are listed by latest activity with counts, filtered by prefix and paged', async () => {
  const first = await api.get('/admin/events/streams?prefix=feedback-&limit=2', admin);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ limit: 2, offset: 0, has_more: true });
  expect(first.body.streams.map((s: any) => s.stream_id)).toEqual([`feedback-${feedbackIds[0]}`, `feedback-${feedbackIds[2]}`]);
  expect(first.body.streams[0]).toEqual({
    stream_id: `feedback-${feedbackIds[0]}`,
    events: 2,
    version: 1,
    last_position: expect.stringMatching(/^\d+$/),
    last_event_at: expect.any(String),
  });
  const second = await api.get('/admin/events/streams?prefix=feedback-&limit=2&offset=2', admin);
  expect(second.body).toMatchObject({ has_more: false, streams: [{ stream_id: `feedback-${feedbackIds[1]}`, events: 1 }] });
  const all = (await api.get('/admin/events/streams', admin)).body.streams.map((s: any) => s.stream_id);
  expect(all).toEqual(expect.arrayContaining([`feedback-${feedbackIds[1]}`]));
  expect((await api.get('/admin/events/streams?prefix=feedback_%25', admin)).body.streams).toEqual([]);
  expect((await api.get('/admin/events/streams?limit=0', admin)).status).toBe(400);
  expect((await api.get('/admin/events/streams?limit=501', admin)).status).toBe(400);
});

test('one stream reads in pages from a version; a missing stream is 404', async () => {
  const stream = `feedback-${feedbackIds[0]}`;
  const r = await api.get(`/admin/events/streams/${stream}`, admin);
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ stream_id: stream, version: 1, next_from: null });
  expect(r.body.events.map((e: any) => [e.stream_version, e.type])).toEqual([
    [0, 'FeedbackSubmitted'],
    [1, 'FeedbackStatusChanged'],
  ]);
  expect(r.body.events[0]).toMatchObject({ position: expect.stringMatching(/^\d+$/), data: { feedbackId: feedbackIds[0] }, metadata: { actorId: learner.id } });
  const page = await api.get(`/admin/events/streams/${stream}?from=0&limit=1`, admin);
  expect(page.body).toMatchObject({ next_from: 1, events: [{ stream_version: 0 }] });
  const rest = await api.get(`/admin/events/streams/${stream}?from=1`, admin);
  expect(rest.body.events.map((e: any) => e.type)).toEqual(['FeedbackStatusChanged']);
  expect((await api.get('/admin/events/streams/feedback-999999', admin)).body).toEqual({ detail: 'Stream feedback-999999 not found' });
  expect((await api.get(`/admin/events/streams/${stream}?from=-1`, admin)).status).toBe(400);
});

test('events after a position come in order; polling with next_after follows new ones live', async () => {
  const page = await api.get('/admin/events?after=0&limit=3', admin);
  expect(page.status).toBe(200);
  expect(page.body.events).toHaveLength(3);
  const positions = page.body.events.map((e: any) => BigInt(e.position));
  expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
  expect(page.body.next_after).toBe(page.body.events[2].position);
  const next = await api.get(`/admin/events?after=${page.body.next_after}&limit=1`, admin);
  expect(BigInt(next.body.events[0].position)).toBeGreaterThan(BigInt(page.body.next_after));

  const head = (await api.get('/admin/events?limit=1', admin)).body.head as string;
  const typed = (await api.get(`/admin/events?after=0&type=FeedbackSubmitted&limit=1000`, admin)).body;
  expect(typed.events.map((e: any) => e.data.feedbackId)).toEqual(feedbackIds);

  const fresh = (await api.post('/feedback/', { category: 'bug', message: 'live one' }, learner.token)).body.id;
  const followed = await eventually(
    () => api.get(`/admin/events?after=${head}&type=FeedbackSubmitted&stream=feedback-`, admin),
    (r) => r.body.events.length > 0,
  );
  expect(followed.body.events.map((e: any) => e.stream_id)).toEqual([`feedback-${fresh}`]);
  const none = await api.get(`/admin/events?after=${followed.body.next_after}&type=FeedbackSubmitted`, admin);
  expect(none.body).toMatchObject({ events: [], next_after: followed.body.next_after });

  for (const bad of ['after=abc', 'after=-1', 'limit=1001', 'colour=red']) {
    const r = await api.get(`/admin/events?${bad}`, admin);
    expect([bad, r.status, typeof r.body.detail]).toEqual([bad, 400, 'string']);
  }
});

test('counts by type come from the event_type_counts projection', async () => {
  const types = await eventually(
    () => api.get('/admin/events/types', admin),
    (r) => r.body.some((t: any) => t.type === 'FeedbackSubmitted' && t.count >= 4),
  );
  expect(Array.isArray(types.body)).toBe(true);
  expect(types.body.find((t: any) => t.type === 'FeedbackStatusChanged')).toEqual({
    type: 'FeedbackStatusChanged',
    count: 1,
    last_position: expect.stringMatching(/^\d+$/),
    last_at: expect.any(String),
  });
});

test('projection status lists every projection; a rebuild replays one and the read model still answers', async () => {
  const status = await api.get('/admin/projections', admin);
  expect(status.status).toBe(200);
  const names = status.body.map((p: any) => p.name);
  expect(names).toEqual(expect.arrayContaining(['event_type_counts', 'feedback']));
  expect(status.body.find((p: any) => p.name === 'feedback')).toMatchObject({ version: 2, checkpoint: expect.stringMatching(/^\d+$/), head: expect.any(String) });

  const before = (await api.get('/admin/feedback', admin)).body;
  const rebuilt = await api.post('/admin/projections/feedback/rebuild', undefined, admin);
  expect(rebuilt.status).toBe(200);
  expect(rebuilt.body).toMatchObject({ name: 'feedback', version: 2, position: expect.stringMatching(/^\d+$/) });
  expect(rebuilt.body.events).toBeGreaterThanOrEqual(5);
  expect((await api.get('/admin/feedback', admin)).body).toEqual(before);

  expect((await api.post('/admin/projections/nope/rebuild', undefined, admin)).body.detail).toMatch(/Unknown projection "nope"/);
  expect((await api.post('/admin/projections/nope/rebuild', undefined, admin)).status).toBe(404);
});

test('learners get 403 and visitors 401 on every operator route', async () => {
  const routes: Array<[string, string]> = [
    ['GET', '/admin/events'],
    ['GET', '/admin/events/types'],
    ['GET', '/admin/events/streams'],
    ['GET', `/admin/events/streams/feedback-${feedbackIds[0]}`],
    ['GET', '/admin/projections'],
    ['POST', '/admin/projections/feedback/rebuild'],
  ];
  for (const [method, path] of routes) {
    const asLearner = await api.raw(method, path, { token: learner.token });
    expect([path, asLearner.status, asLearner.body.detail]).toEqual([path, 403, 'Admin access required']);
    expect((await api.raw(method, path, {})).status).toBe(401);
  }
});

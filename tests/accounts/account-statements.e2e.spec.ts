import { Client } from 'pg';
import { adminToken, apiClient, newLearner, startTestProduct, type ApiResponse, type TestProduct } from '../support/product';

/**
 * Issue 36: the auth guard reuses a learner's `users` row for a few seconds (one statement fewer per
 * request), but never an admin's: a revoked admin loses access at once, on admin routes and elsewhere.
 */
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let db: Client;

beforeAll(async () => {
  product = await startTestProduct({ AUTH_CALLER_CACHE_MS: '60000' });
  api = apiClient(product.url);
  db = new Client({ connectionString: product.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await product?.stop();
});

const statements = (res: ApiResponse): number => {
  const stage = (res.headers.get('server-timing') ?? '').split(', ').find((s) => s.startsWith('db_statements;'));
  return Number(stage?.split(';dur=')[1] ?? 0);
};
const setAdmin = (email: string, admin: boolean) => db.query(`UPDATE users SET is_admin = $2 WHERE email = $1`, [email, admin]);

test("a learner's second request does not read the account row again", async () => {
  const learner = await newLearner(api);
  const first = await api.get('/users/me', learner.token);
  const second = await api.get('/users/me', learner.token);
  expect(first.status).toBe(200);
  expect(second.body).toEqual(first.body);
  // the guard's row read once: the second request runs the endpoint's own statements only
  expect(statements(first)).toBeGreaterThanOrEqual(2);
  expect(statements(second)).toBe(statements(first) - 1);
});

test('a revoked admin loses access at once, on admin routes and on the health report', async () => {
  const token = await adminToken(api);
  for (let i = 0; i < 3; i++) expect((await api.get('/admin/events/types', token)).status).toBe(200);
  expect((await api.get('/health', token)).body.postgres).toMatchObject({ ok: true });
  await setAdmin('admin@test.local', false);
  try {
    const refused = await api.get('/admin/events/types', token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Admin access required' });
    expect((await api.get('/health', token)).body.postgres).toBe('ok');
  } finally {
    await setAdmin('admin@test.local', true);
  }
  expect((await api.get('/admin/events/types', token)).status).toBe(200);
});

test('a learner promoted to admin reaches the admin routes at once, though their row is remembered', async () => {
  const learner = await newLearner(api);
  expect((await api.get('/users/me', learner.token)).status).toBe(200);
  expect((await api.get('/admin/events/types', learner.token)).status).toBe(403);
  await setAdmin(learner.email, true);
  expect((await api.get('/admin/events/types', learner.token)).status).toBe(200);
  await setAdmin(learner.email, false);
  expect((await api.get('/admin/events/types', learner.token)).status).toBe(403);
});

test('registrations queue in the process: one connection waits for the registration lock, not one per sign-up', async () => {
  // another process registering: the test holds the lock every registration takes
  const other = new Client({ connectionString: product.databaseUrl });
  await other.connect();
  await other.query('BEGIN');
  await other.query(`SELECT pg_advisory_xact_lock(hashtext('sqldaily:registration'))`);
  const waiting = async () =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'advisory'`)).rows[0]!.n;
  const signUps = Array.from({ length: 5 }, (_, i) =>
    api.post('/auth/register', { email: `queued-${i}@example.com`, username: `queued_${i}`, password: 'password-123' }),
  );
  try {
    for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    // the others have hashed their passwords by now and would be waiting too, each on a connection of its own
    await new Promise((r) => setTimeout(r, 1000));
    expect(await waiting()).toBe(1);
  } finally {
    await other.query('COMMIT');
    await other.end();
  }
  const answers = await Promise.all(signUps);
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(answers.map((a) => a.body.id)).size).toBe(5);
});

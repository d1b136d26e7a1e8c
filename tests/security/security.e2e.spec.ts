/**
 * Security checks against one started product: JWT tampering and expiry, admin routes (taken from
 * the Swagger document, so new ones are covered), learners confined to their own challenge, the
 * per-learner and visitor rate limits, no password in any answer, security headers, CORS, and the
 * sandbox cut off from the app database.
 */
import { JwtService } from '@nestjs/jwt';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';

jest.setTimeout(120_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin = '';
const challengeIds: number[] = [];

const SETUP = `CREATE TABLE orders (id int PRIMARY KEY, customer text, amount int);
INSERT INTO orders VALUES (1, 'Ann', 120), (2, 'Bob', 80);`;
const SOLUTION = 'SELECT customer, amount FROM orders ORDER BY id';

interface Route {
  method: string;
  path: string;
  secured: boolean;
}
let routes: Route[] = [];

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  admin = await adminToken(api);
  for (const rating of [1200, 1900]) {
    challengeIds.push(
      await createValidatedChallenge(api, admin, {
        title: `Orders ${rating}`,
        description: 'List the orders.',
        difficulty_rating: rating,
        category: 'SELECT',
        schema_setup: SETUP,
        correct_solution: SOLUTION,
      }),
    );
  }
  const doc = (await (await fetch(`${product.url}/api/docs-json`)).json()) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase(), path: p.replace(/^\/api\/v1/, ''), secured: Boolean(op.security?.length) })),
  );
}, 180_000);
afterAll(() => product?.stop());

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const call = (r: Route, token?: string) => api.raw(r.method, r.path.replace(/\{[^}]+\}/g, '1'), { token, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }) });

describe('tokens', () => {
  test('tampered, unsigned, foreign-signed, stripped and expired tokens are a 401', async () => {
    const learner = await newLearner(api);
    expect((await api.get('/users/me', learner.token)).status).toBe(200);
    const [header, , signature] = learner.token.split('.') as [string, string, string];
    const now = Math.floor(Date.now() / 1000);
    const mine = new JwtService({ secret: product.config.jwtSecret });
    const foreign = new JwtService({ secret: 'not-the-product-secret-0123456789abcdef' });
    const adminId = String(product.admin.id);
    const bad: Record<string, string> = {
      'payload changed to the admin': `${header}.${b64({ sub: adminId, iat: now })}.${signature}`,
      'payload changed, same user, later expiry': `${header}.${b64({ sub: String(learner.id), iat: now, exp: now + 10 ** 8 })}.${signature}`,
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: adminId, iat: now })}.`,
      'alg None without a dot': `${b64({ alg: 'None', typ: 'JWT' })}.${b64({ sub: adminId, iat: now })}`,
      'HS256 with another secret': await foreign.signAsync({ sub: adminId }, { algorithm: 'HS256' }),
      'HS512 with the right secret': await mine.signAsync({ sub: adminId }, { algorithm: 'HS512' }),
      'signature stripped': `${header}.${learner.token.split('.')[1]}.`,
      'signature removed': learner.token.split('.').slice(0, 2).join('.'),
      'expired (right secret)': await mine.signAsync({ sub: adminId, iat: now - 7200, exp: now - 60 }),
      'not yet valid (right secret)': await mine.signAsync({ sub: adminId, nbf: now + 3600 }),
      'unknown user (right secret)': await mine.signAsync({ sub: '987654' }),
      'non-numeric subject (right secret)': await mine.signAsync({ sub: 'admin' }),
      'no subject (right secret)': await mine.signAsync({ role: 'admin' }),
    };
    for (const [what, token] of Object.entries(bad)) {
      for (const p of ['/users/me', '/admin/challenges/list']) {
        const r = await api.get(p, token);
        expect({ what, p, status: r.status, body: r.body }).toEqual({ what, p, status: 401, body: { detail: expect.any(String) } });
      }
    }
    expect((await api.get('/users/me', bad['expired (right secret)'])).body.detail).toMatch(/expired/i);
    // The control: the product's own secret and algorithm do work.
    expect((await api.get('/admin/challenges/list', await mine.signAsync({ sub: adminId }, { algorithm: 'HS256' }))).status).toBe(200);
  });
});

describe('admin routes', () => {
  test('a learner gets 403 and a visitor 401 on every admin route of the Swagger document', async () => {
    const adminRoutes = routes.filter((r) => r.path.startsWith('/admin') && r.secured);
    expect(adminRoutes.length).toBeGreaterThan(25);
    // The one public /admin path is public on purpose (the landing page's counter) and tells only a number.
    expect(routes.filter((r) => r.path.startsWith('/admin') && !r.secured).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /admin/stats/user-count']);
    const learner = await newLearner(api);
    const seen: string[] = [];
    for (const r of adminRoutes) {
      const asLearner = await call(r, learner.token);
      const asVisitor = await call(r);
      seen.push(`${r.method} ${r.path}: ${asLearner.status}/${asVisitor.status}`);
      expect({ r, status: asLearner.status, body: asLearner.body }).toEqual({ r, status: 403, body: { detail: expect.any(String) } });
      expect({ r, status: asVisitor.status }).toEqual({ r, status: 401 });
    }
    expect((await api.get('/admin/stats/user-count')).body).toEqual({ total_users: expect.any(Number) });
    expect(seen).toHaveLength(adminRoutes.length);
  });

  test('every secured non-admin route needs a token', async () => {
    for (const r of routes.filter((x) => x.secured && !x.path.startsWith('/admin'))) {
      expect({ r, status: (await call(r)).status }).toEqual({ r, status: 401 });
    }
  });
});

describe('learners stay on their own challenge', () => {
  test("a learner cannot test, start or submit another learner's (or an unassigned) challenge", async () => {
    const a = await newLearner(api);
    const b = await newLearner(api, { sql_comfort_level: 'expert' });
    const da = await api.get('/challenges/daily', a.token);
    const db = await api.get('/challenges/daily', b.token);
    expect(da.status).toBe(200);
    expect(db.status).toBe(200);
    const notB = challengeIds.find((id) => id !== db.body.id)!;
    expect((await api.post(`/challenges/start/${da.body.id}`, undefined, a.token)).status).toBe(200);
    const test = await api.post(`/challenges/${notB}/test`, { sql_query: SOLUTION }, b.token);
    expect(test.status).toBe(404);
    expect(JSON.stringify(test.body)).not.toContain('Ann');
    expect([404, 409]).toContain((await api.post(`/challenges/start/${notB}`, undefined, b.token)).status);
    expect([404, 409]).toContain((await api.post(`/challenges/${notB}/submit`, { sql_solution: SOLUTION }, b.token)).status);
    // Nothing was recorded for b.
    const search = await api.post('/admin/attempts/search', { user_id: b.id }, admin);
    expect(search.body.total_count).toBe(0);
  });
});

describe('rate limits', () => {
  test('test runs: 30 a minute per learner, then 429 with Retry-After; another learner is unaffected', async () => {
    const a = await newLearner(api);
    const daily = await api.get('/challenges/daily', a.token);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await api.post(`/challenges/${daily.body.id}/test`, { sql_query: 'SELECT 1' }, a.token)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await api.raw('POST', `/challenges/${daily.body.id}/test`, { token: a.token, body: { sql_query: 'SELECT 1' } });
    expect(statuses[30]).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: expect.stringMatching(/Too many requests/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await newLearner(api);
    const od = await api.get('/challenges/daily', other.token);
    expect((await api.post(`/challenges/${od.body.id}/test`, { sql_query: 'SELECT 1' }, other.token)).status).toBe(200);
  });

  test('visitor feedback: 5 a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.post('/feedback', { email: `sec${i}@example.com`, message: `note ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('passwords', () => {
  test('no answer of a register/login/me/admin flow contains the password or its hash', async () => {
    const password = 'Sup3r-secret-pa55word!';
    const email = `pw_${Date.now()}@example.com`;
    const answers: unknown[] = [];
    const reg = await api.post('/auth/register', { email, username: `pw_${Date.now().toString(36)}`, password });
    expect(reg.status).toBe(201);
    answers.push(reg.body);
    const login = await api.post('/auth/login', { email, password });
    answers.push(login.body);
    const token = login.body.access_token as string;
    answers.push((await api.post('/auth/login', { email, password: `${password}x` })).body);
    answers.push((await api.post('/auth/register', { email, username: 'pw_dup_user', password })).body);
    for (const p of ['/users/me', '/subscriptions/current', '/challenges/daily', '/challenges/history', '/leaderboard/global']) answers.push((await api.get(p, token)).body);
    answers.push((await api.post('/feedback', { message: 'my feedback', category: 'other' }, token)).body);
    const daily = await api.get('/challenges/daily', token);
    // A learner's own SQL reaches neither the users table nor the hash.
    answers.push((await api.post(`/challenges/${daily.body.id}/test`, { sql_query: 'SELECT * FROM users' }, token)).body);
    for (const p of ['/admin/events?limit=1000', '/admin/events/streams', `/admin/users/${reg.body.id}/rating-history`, '/admin/feedback', '/admin/challenges/list', '/admin/events/types', '/admin/projections']) {
      answers.push((await api.get(p, admin)).body);
    }
    answers.push((await api.post('/admin/attempts/search', {}, admin)).body);
    const streams = await api.get('/admin/events/streams?limit=500', admin);
    for (const s of streams.body.streams ?? []) answers.push((await api.get(`/admin/events/streams/${encodeURIComponent(s.stream_id)}`, admin)).body);
    const text = JSON.stringify(answers);
    expect(text).toContain(email);
    expect(text).not.toContain(password);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/password_?hash/i);
  });
});

describe('HTTP hardening', () => {
  const expectHardened = (h: Headers, what: string) => {
    const csp = h.get('content-security-policy') ?? '';
    expect({ what, csp }).toEqual({ what, csp: expect.stringContaining("default-src 'self'") });
    expect(/frame-ancestors 'none'|frame-ancestors 'self'/.test(csp) || /DENY|SAMEORIGIN/i.test(h.get('x-frame-options') ?? '')).toBe(true);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect({ what, nosniff: h.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
    expect({ what, poweredBy: h.get('x-powered-by') }).toEqual({ what, poweredBy: null });
    expect({ what, referrer: h.get('referrer-policy') }).toEqual({ what, referrer: expect.stringMatching(/no-referrer|same-origin|strict-origin/) });
  };

  test('security headers on API answers, errors, the docs and the pages', async () => {
    const learner = await newLearner(api);
    const cases: Array<[string, RequestInit & { path: string }]> = [
      ['health', { path: '/api/v1/health' }],
      ['me', { path: '/api/v1/users/me', headers: { authorization: `Bearer ${learner.token}` } }],
      ['401', { path: '/api/v1/users/me' }],
      ['404', { path: '/api/v1/nope' }],
      ['400', { path: '/api/v1/auth/login', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
      ['page /', { path: '/', headers: { accept: 'text/html' } }],
      ['page /admin', { path: '/admin/challenges', headers: { accept: 'text/html' } }],
      ['docs', { path: '/api/docs-json' }],
    ];
    for (const [what, { path, ...init }] of cases) {
      const res = await fetch(`${product.url}${path}`, init);
      await res.arrayBuffer();
      expectHardened(res.headers, what);
    }
  });

  test('CORS is not open: no Access-Control-Allow-Origin for a foreign origin, preflights get nothing', async () => {
    const learner = await newLearner(api);
    const origin = 'https://evil.example';
    const simple = await fetch(`${product.url}/api/v1/users/me`, { headers: { origin, authorization: `Bearer ${learner.token}` } });
    await simple.arrayBuffer();
    const preflight = await fetch(`${product.url}/api/v1/auth/login`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    await preflight.arrayBuffer();
    for (const res of [simple, preflight]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
    }
    expect(preflight.status).toBeGreaterThanOrEqual(400);
  });
});

describe('the sandbox', () => {
  test("a learner's SQL never reaches the app database or its users", async () => {
    const learner = await newLearner(api);
    const daily = await api.get('/challenges/daily', learner.token);
    const run = async (sql: string) => (await api.post(`/challenges/${daily.body.id}/test`, { sql_query: sql }, learner.token)).body;
    const appDb = new URL(product.databaseUrl).pathname.slice(1);
    for (const sql of ['SELECT * FROM users', 'SELECT * FROM public.users', 'SELECT email, password_hash FROM users', 'SELECT * FROM events', 'SELECT * FROM feedback']) {
      const r = await run(sql);
      expect({ sql, success: r.success === true }).toEqual({ sql, success: false });
      expect(JSON.stringify(r)).not.toContain('admin@test.local');
    }
    const dbs = await run('SELECT datname FROM pg_database ORDER BY 1');
    expect(JSON.stringify(dbs)).not.toContain(appDb);
    const who = await run('SELECT current_user AS u, current_database() AS d, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS su');
    expect(who.success).toBe(true);
    expect(who.rows[0][1]).not.toBe(appDb);
    expect(who.rows[0][2]).toBe(false);
    for (const sql of [
      `SELECT * FROM dblink('${product.databaseUrl}', 'SELECT email FROM users') AS t(email text)`,
      "COPY (SELECT 1) TO '/tmp/x'",
      "SELECT pg_read_file('/etc/passwd')",
      'CREATE EXTENSION dblink',
    ]) {
      const r = await run(sql);
      expect({ sql, success: r.success === true }).toEqual({ sql, success: false });
      expect(JSON.stringify(r)).not.toContain('admin@test.local');
    }
  });
});

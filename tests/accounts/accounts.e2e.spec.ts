import { JwtService } from '@nestjs/jwt';
import { adminToken, apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  product = await startTestProduct({ BETA_SPOTS: '2', OWNER_EMAIL: 'owner@example.com' });
  api = apiClient(product.url);
});
afterAll(() => product?.stop());

describe('registration', () => {
  test('answers id, email and a trial end 7 days ahead in the learner’s zone', async () => {
    const res = await api.post('/auth/register', {
      email: 'Zoe@Example.com',
      username: 'zoe',
      password: 'longenough',
      first_name: 'Zoe',
      last_name: 'Quinn',
      job_title: 'Analyst',
      company: 'Acme',
      years_experience: 3,
      sql_comfort_level: 'advanced',
      timezone: 'Pacific/Auckland',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'zoe@example.com', id: expect.any(Number) });
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      new Date(Date.now() + 7 * 86400_000),
    );
    expect(res.body.trial_end).toBe(expected);
  });

  test.each([
    [{ username: 'nopass', email: 'a@b.co' }, /password: field required/],
    [{ username: 'x1', email: 'a@b.co', password: 'longenough' }, /username: must be at least 3/],
    [{ username: 'okname', email: 'not-an-email', password: 'longenough' }, /email: Invalid email/],
    [{ username: 'okname', email: 'a@b.co', password: 'short' }, /password: must be at least 8/],
    [{ username: 'okname', email: 'a@b.co', password: 'longenough', is_admin: true }, /unknown field\(s\) is_admin/],
    [{ username: 'okname', email: 'a@b.co', password: 'longenough', timezone: 'Mars/Olympus' }, /timezone/],
    [{ username: 'okname', email: 'a@b.co', password: 'longenough', sql_comfort_level: 'guru' }, /sql_comfort_level/],
    [{ username: 'okname', email: 'a@b.co', password: 'longenough', years_experience: -1 }, /years_experience/],
    [{ username: 'okname', email: 'a@b.co', password: 'longenough', years_experience: '3' }, /years_experience: must be a number/],
    [{ username: 'okname', email: 5, password: 'longenough' }, /^email: must be a string$/],
  ])('rejects %j with a 400 detail', async (payload, detail) => {
    const res = await api.post('/auth/register', payload);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    const login = await api.post('/auth/login', { email: 'a@b.co', password: 'longenough' });
    expect(login.status).toBe(401); // nothing was created
  });

  test('malformed JSON and non-object bodies are 400s with a detail', async () => {
    const bad = await api.raw('POST', '/auth/register', { raw: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Malformed JSON in request body');
    const arr = await api.raw('POST', '/auth/register', { raw: '[1,2]' });
    expect(arr.status).toBe(400);
    expect(typeof arr.body.detail).toBe('string');
  });

  test('duplicate email or username (any case) is refused', async () => {
    await api.post('/auth/register', { email: 'dup@example.com', username: 'dupuser', password: 'longenough' });
    const email = await api.post('/auth/register', { email: 'DUP@example.com', username: 'other', password: 'longenough' });
    expect(email).toMatchObject({ status: 400, body: { detail: 'Email already registered' } });
    const user = await api.post('/auth/register', { email: 'fresh@example.com', username: 'DupUser', password: 'longenough' });
    expect(user).toMatchObject({ status: 400, body: { detail: 'Username already taken' } });
  });
});

describe('login, tokens and /users/me', () => {
  test('a learner gets a token and sees the spec’s user fields with the initial ELO for their comfort level', async () => {
    const learner = await newLearner(api, { sql_comfort_level: 'beginner', first_name: 'Bea' });
    const me = await api.get('/users/me', learner.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: learner.id,
      email: learner.email,
      first_name: 'Bea',
      is_admin: false,
      is_beta_user: true,
      is_owner: false,
      current_elo_rating: 1000,
      total_points_earned: 0,
      current_streak: 0,
      best_streak: 0,
      total_challenges_completed: 0,
    });
    for (const key of ['username', 'last_name', 'trial_end', 'has_lifetime_access']) expect(me.body).toHaveProperty(key);
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);
  });

  test.each([
    ['intermediate', 1200],
    ['advanced', 1400],
    ['expert', 1600],
    [undefined, 1200],
  ])('comfort level %s starts at %i', async (level, elo) => {
    const learner = await newLearner(api, level ? { sql_comfort_level: level } : {});
    expect((await api.get('/users/me', learner.token)).body.current_elo_rating).toBe(elo);
  });

  test('wrong password and unknown email get the same 401', async () => {
    const learner = await newLearner(api);
    const wrong = await api.post('/auth/login', { email: learner.email, password: 'wrong-password' });
    const unknown = await api.post('/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Incorrect email or password' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('missing, malformed, forged and expired tokens are 401s', async () => {
    const learner = await newLearner(api);
    expect((await api.get('/users/me')).status).toBe(401);
    expect((await api.get('/users/me', 'not-a-jwt')).body.detail).toBe('Could not validate credentials');
    const [h, p] = learner.token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1' })).toString('base64url')}.${learner.token.split('.')[2]}`;
    expect((await api.get('/users/me', forged)).status).toBe(401);
    expect((await api.get('/users/me', `${h}.${p}.`)).status).toBe(401);
    const expired = await new JwtService({ secret: product.config.jwtSecret }).signAsync(
      { sub: String(learner.id), exp: Math.floor(Date.now() / 1000) - 10 },
    );
    expect((await api.get('/users/me', expired)).body).toEqual({ detail: 'Token has expired' });
    const otherSecret = await new JwtService({ secret: 'x'.repeat(48) }).signAsync({ sub: String(learner.id) });
    expect((await api.get('/users/me', otherSecret)).status).toBe(401);
  });
});

describe('beta, owner and admin', () => {
  test('only the first BETA_SPOTS learners get lifetime access; the counter counts learners', async () => {
    const before = (await api.get('/admin/stats/user-count')).body.total_users as number;
    const fresh = await newLearner(api);
    const after = (await api.get('/admin/stats/user-count')).body.total_users as number;
    expect(after).toBe(before + 1);
    const me = (await api.get('/users/me', fresh.token)).body;
    expect(me.has_lifetime_access).toBe(before < 2);
    expect(me.is_beta_user).toBe(true);
  });

  test('the owner account is flagged so the client sends it to checkout', async () => {
    const reg = await api.post('/auth/register', { email: 'owner@example.com', username: 'owner', password: 'longenough' });
    expect(reg.status).toBe(201);
    const token = (await api.post('/auth/login', { email: 'owner@example.com', password: 'longenough' })).body.access_token;
    expect((await api.get('/users/me', token)).body.is_owner).toBe(true);
  });

  test('the seeded admin signs in and is an admin', async () => {
    const login = await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' });
    expect(login.status).toBe(200);
    const me = await api.get('/users/me', login.body.access_token);
    expect(me.body).toMatchObject({ is_admin: true, email: 'admin@test.local' });
  });
});

describe('health and docs', () => {
  test('health is green and reports its components: in words to anybody, in detail to an admin', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok', event_store: 'ok', subscriptions: 'ok' });
    const detailed = await api.get('/health', await adminToken(api));
    expect(detailed.body).toMatchObject({ status: 'ok', postgres: { ok: true }, redis: { ok: true } });
  });

  test('OpenAPI documents the account routes', async () => {
    const res = await fetch(`${product.url}/api/docs-json`);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/register', '/api/v1/auth/login', '/api/v1/users/me']));
  });

  test('security headers are set and unknown API routes answer a JSON 404', async () => {
    const res = await fetch(`${product.url}/api/v1/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('detail');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  test('client routes get the web page', async () => {
    const res = await fetch(`${product.url}/dashboard`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/html/);
  });
});

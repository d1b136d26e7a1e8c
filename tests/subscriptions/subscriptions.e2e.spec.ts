import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { seedPlans } from '../../backend/src/accounts/application/plan-seed';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;

const FEATURE_FLAGS = [
  'advanced_analytics', 'api_access', 'custom_branding', 'custom_challenge_creation', 'custom_challenge_sets', 'dedicated_support',
  'early_feature_access', 'email_support', 'leaderboard_access', 'performance_analytics', 'priority_support', 'progress_tracking',
  'sso', 'streak_tracking', 'team_leaderboards', 'training_workshops', 'unlimited_challenges', 'unlimited_team_members',
];

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

const checkout = (over: Record<string, unknown> = {}) => ({
  plan_id: 1,
  billing_cycle: 'monthly',
  success_url: 'http://localhost:3000/dashboard?checkout=success',
  cancel_url: '/subscribe',
  ...over,
});

test('plans are public: a plain array led by Individual Pro with the fallback numbers and a full feature map', async () => {
  const r = await api.get('/subscriptions/plans');
  expect(r.status).toBe(200);
  expect(Array.isArray(r.body)).toBe(true);
  const [pro, team] = r.body;
  expect(pro).toEqual({
    id: 1,
    name: 'Individual Pro',
    plan_type: 'individual',
    original_price_monthly: 9.99,
    original_price_annual: 99.99,
    actual_price_monthly: 4.995,
    actual_price_annual: 49.995,
    beta_discount: 50,
    max_users: 1,
    features: expect.any(Object),
    stripe_price_id_monthly: null,
    stripe_price_id_annual: null,
    is_recommended: true,
  });
  expect(Object.keys(pro.features).sort()).toEqual(FEATURE_FLAGS);
  expect(Object.keys(pro.features).filter((f) => pro.features[f]).sort()).toEqual(
    ['email_support', 'leaderboard_access', 'performance_analytics', 'progress_tracking', 'streak_tracking', 'unlimited_challenges'],
  );
  expect(team).toMatchObject({ id: 2, plan_type: 'enterprise', is_recommended: false, beta_discount: 50, actual_price_monthly: 24.995 });
  expect(team.max_users).toBeGreaterThan(1);
  expect(team.features).toMatchObject({ team_leaderboards: true, sso: true, unlimited_challenges: true });
  // A signed-in caller sees the same catalogue.
  expect((await api.get('/subscriptions/plans', (await newLearner(api)).token)).body).toEqual(r.body);
});

test('the plan seed is idempotent and keeps prices edited in the database', async () => {
  await pool.query(`UPDATE subscription_plans SET actual_price_monthly = 3.5 WHERE id = 1`);
  const db = product.app.get(DataSource);
  expect(await seedPlans(db)).toBe(0);
  expect(await seedPlans(db)).toBe(0);
  const { rows } = await pool.query(`SELECT id, actual_price_monthly::float AS price FROM subscription_plans ORDER BY id`);
  expect(rows).toEqual([{ id: 1, price: 3.5 }, { id: 2, price: 24.995 }]);
  await pool.query(`UPDATE subscription_plans SET actual_price_monthly = 4.995 WHERE id = 1`);
});

test('current subscription: signed in only; none yet, with the beta flag; plan_name once subscribed', async () => {
  expect((await api.get('/subscriptions/current')).status).toBe(401);
  const learner = await newLearner(api);
  const me = (await api.get('/users/me', learner.token)).body;
  const none = await api.get('/subscriptions/current', learner.token);
  expect(none.status).toBe(200);
  expect(none.body).toEqual({ has_subscription: false, is_beta_user: me.is_beta_user });
  expect(typeof none.body.is_beta_user).toBe('boolean');

  await pool.query(`INSERT INTO user_subscriptions (user_id, plan_id, billing_cycle, status) VALUES ($1, 1, 'annual', 'trialing')`, [learner.id]);
  const subscribed = await api.get('/subscriptions/current', learner.token);
  expect(subscribed.body).toMatchObject({ has_subscription: true, is_beta_user: me.is_beta_user, plan_name: 'Individual Pro', billing_cycle: 'annual' });
  await pool.query(`UPDATE user_subscriptions SET status = 'canceled' WHERE user_id = $1`, [learner.id]);
  expect((await api.get('/subscriptions/current', learner.token)).body.has_subscription).toBe(false);
});

test('checkout answers without a URL (payment is not built) and records the request as an event', async () => {
  const learner = await newLearner(api);
  expect((await api.post('/subscriptions/create-checkout-session', checkout())).status).toBe(401);
  const r = await api.post('/subscriptions/create-checkout-session', checkout({ billing_cycle: 'annual' }), learner.token);
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ checkout_url: null, detail: expect.stringMatching(/not available yet/) });
  const { rows } = await pool.query(`SELECT type, data, metadata FROM events WHERE stream_id = $1`, [`subscription-${learner.id}`]);
  expect(rows).toEqual([
    {
      type: 'CheckoutRequested',
      data: {
        userId: learner.id,
        planId: 1,
        planName: 'Individual Pro',
        billingCycle: 'annual',
        price: 49.995,
        currency: 'USD',
        successUrl: 'http://localhost:3000/dashboard?checkout=success',
        cancelUrl: '/subscribe',
      },
      metadata: expect.objectContaining({ actorId: learner.id }),
    },
  ]);
});

test('invalid checkout payloads are 400 with a detail and record nothing', async () => {
  const learner = await newLearner(api);
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [checkout({ plan_id: 99 }), /^plan_id: no such plan$/],
    [checkout({ plan_id: '1' }), /plan_id/],
    [checkout({ billing_cycle: 'weekly' }), /billing_cycle: must be monthly or annual/],
    [checkout({ success_url: 'javascript:alert(1)' }), /success_url: must be a path on this site/],
    [checkout({ cancel_url: '//evil.example/phish' }), /cancel_url/],
    [checkout({ cancel_url: undefined }), /cancel_url: field required/],
    [checkout({ coupon: 'FREE' }), /unknown field\(s\) coupon/],
  ];
  for (const [body, detail] of cases) {
    const r = await api.post('/subscriptions/create-checkout-session', body, learner.token);
    expect([r.status, r.body.detail]).toEqual([400, expect.stringMatching(detail)]);
  }
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`subscription-${learner.id}`]);
  expect(rows[0].n).toBe(0);
});

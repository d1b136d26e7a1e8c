import { apiClient, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct({ AUTH_RATE_LIMIT: '5', AUTH_RATE_WINDOW_SECONDS: '60' });
});
afterAll(() => product?.stop());

test('login is rate limited per address with a 429, Retry-After and a detail', async () => {
  const api = apiClient(product.url);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await api.post('/auth/login', { email: `x${i}@y.io`, password: 'whatever1' })).status);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  const limited = await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' });
  expect(limited.status).toBe(429);
  expect(limited.body.detail).toMatch(/Too many requests/);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('registration is rate limited too', async () => {
  const api = apiClient(product.url);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await api.post('/auth/register', { email: `r${i}@y.io`, username: `rl_user_${i}`, password: 'longenough' })).status);
  }
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  expect(statuses[5]).toBe(429);
});

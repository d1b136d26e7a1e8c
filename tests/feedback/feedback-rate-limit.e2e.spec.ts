import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

test('visitors may send 5 feedbacks a minute per address; signed-in users have their own budget', async () => {
  const api = apiClient(product.url);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await api.post('/feedback/', { email: `v${i}@example.com`, message: `note ${i}`, category: 'general' })).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  const limited = await api.post('/feedback/', { email: 'v9@example.com', message: 'one more', category: 'general' });
  expect(limited.status).toBe(429);
  expect(limited.body.detail).toMatch(/Too many requests/);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

  const learner = await newLearner(api);
  expect((await api.post('/feedback/', { category: 'bug', message: 'still works for me' }, learner.token)).status).toBe(201);
});

import { loadConfig } from '../../backend/src/platform/config/load-config';
import { adminToken, apiClient, startTestProduct, type TestProduct } from '../support/product';
import { freePort } from '../support/product-processes';

/**
 * Issue 16: SANDBOX_DATABASE_URLS wired through the product. One of the two servers never answers: the
 * product starts, readiness says one of two is up and stays ready, /metrics counts them, and the worker
 * validates a challenge on the one that answers.
 */
jest.setTimeout(180_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  const sandbox = process.env.TEST_SANDBOX_URL;
  if (!sandbox) throw new Error('TEST_SANDBOX_URL is unset: run through jest');
  const dead = `postgres://postgres:nobody@127.0.0.1:${await freePort()}/postgres`;
  product = await startTestProduct({ SANDBOX_DATABASE_URL: '', SANDBOX_DATABASE_URLS: `${sandbox}, ${dead}`, METRICS_PUBLIC: 'true' });
  api = apiClient(product.url);
});
afterAll(() => product?.stop());

test('readiness and metrics report both servers; the one that answers does the work', async () => {
  const ready = await api.get('/health/ready', await adminToken(api)); // the detail is for admins
  expect(ready.status).toBe(200);
  expect(ready.body.sandbox).toEqual(expect.objectContaining({ ok: true, servers: 2, servers_up: 1 }));
  const metrics = await (await fetch(`${product.url}/metrics`)).text();
  expect(metrics).toMatch(/sqldaily_sandbox_servers\{state="up"\} 1/);
  expect(metrics).toMatch(/sqldaily_sandbox_servers\{state="down"\} 1/);

  const admin = await adminToken(api);
  const created = await api.post('/admin/challenges', {
    title: 'Parts under ten',
    description: 'Return the name of every part whose quantity is under 10, by id.',
    difficulty_rating: 900,
    schema_setup: `CREATE TABLE parts (id int PRIMARY KEY, name text NOT NULL, qty int NOT NULL);
INSERT INTO parts VALUES (1, 'bolt', 0), (2, 'nut', 12), (3, 'gear', 9), (4, 'cog', 10), (5, 'pin', 40);`,
    correct_solution: 'SELECT name FROM parts WHERE qty < 10 ORDER BY id',
  }, admin);
  expect(created.status).toBe(201);
  const v = await api.post(`/admin/challenges/${created.body.id}/validate`, undefined, admin);
  expect([v.status, v.body.success]).toEqual([200, true]);
});

test('SANDBOX_DATABASE_URL and SANDBOX_DATABASE_URLS together, or a bad URL in the list, refuse to start', () => {
  expect(() => loadConfig({ SANDBOX_DATABASE_URL: 'postgres://a@h/p', SANDBOX_DATABASE_URLS: 'postgres://b@h/p' })).toThrow(/either SANDBOX_DATABASE_URL .* or SANDBOX_DATABASE_URLS/);
  expect(() => loadConfig({ SANDBOX_DATABASE_URLS: 'postgres://b@h/p,http://x' })).toThrow(/SANDBOX_DATABASE_URLS/);
  expect(() => loadConfig({ SANDBOX_DATABASE_URLS: 'postgres://b@h/p, postgres://b@h/p' })).toThrow(/twice/);
  expect(loadConfig({ SANDBOX_DATABASE_URLS: ' postgres://a@h/p ,postgres://b@h/p' }).SANDBOX_DATABASE_URLS).toEqual(['postgres://a@h/p', 'postgres://b@h/p']);
});

import { Client } from 'pg';
import { SandboxExecutor, sandboxUrls, type ExecutorOptions, type SandboxUrls } from '../../backend/src/grading/sandbox';

/** The test sandbox cluster started by jest's global setup (tests/support/sandbox-setup.ts). */
export function testSandboxUrls(): SandboxUrls {
  const url = process.env.TEST_SANDBOX_URL;
  if (!url) throw new Error('TEST_SANDBOX_URL is unset: run tests through jest (tests/support/global-setup.ts)');
  return sandboxUrls(url);
}

/** `fn` on a superuser connection to the test cluster's sandbox database, closed afterwards. */
export async function asSandboxSuperuser<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: testSandboxUrls().superuserUrl.replace(/\/postgres$/, '/sandbox') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export function testExecutor(opts: Partial<ExecutorOptions> = {}): SandboxExecutor {
  const urls = testSandboxUrls();
  // as the product: runs that may read materialised datasets do (grade, testRun)
  return new SandboxExecutor({ runnerUrl: urls.runnerUrl, watchdogUrl: urls.watchdogUrl, superuserUrl: urls.superuserUrl, poolSize: 2, ...opts });
}

export const SHOP_SETUP = `
CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, city text);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), amount numeric(10,2) NOT NULL CHECK (amount > 0), placed date NOT NULL);
INSERT INTO customers (id, name, city) VALUES (1, 'Ann', 'Oslo'), (2, 'Bob', 'Rome'), (3, 'Cy', NULL), (4, 'Di', 'Oslo'), (5, 'Ed', 'Lima');
INSERT INTO orders (id, customer_id, amount, placed) VALUES
  (1, 1, 10.50, '2024-01-01'), (2, 1, 2.00, '2024-01-02'), (3, 2, 7.25, '2024-01-03'),
  (4, 3, 1.00, '2024-01-04'), (5, 4, 3.00, '2024-02-01'), (6, 5, 20.00, '2024-02-03'), (7, 2, 4.75, '2024-02-05');
`;

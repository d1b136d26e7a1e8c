import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { timePoolWaits } from '../../backend/src/platform/database/pool-wait';

/**
 * Issue 34: when PostgreSQL refuses connections (SQLSTATE 53300: "too many clients already", or a
 * role's or database's connection limit), the log says once, clearly, what the operator can change:
 * the server's max_connections or DATABASE_POOL_SIZE. A role limited to one connection stands in for a
 * full server (max_connections is server-wide and shared here).
 */
const role = `wt_limited_${randomBytes(4).toString('hex')}`;
let admin: Client;
let pool: Pool;
const warnings: string[] = [];

beforeAll(async () => {
  admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 1`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.username = role;
  url.password = '';
  pool = timePoolWaits(new Pool({ connectionString: url.toString(), max: 4 }), 'db_pool', 'db_held', (line) => warnings.push(line));
  pool.on('error', () => {});
});
afterAll(async () => {
  await pool?.end();
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.end();
});

test('connections refused for too many clients log one warning naming max_connections and DATABASE_POOL_SIZE', async () => {
  const results = await Promise.allSettled(Array.from({ length: 4 }, () => pool.query('SELECT pg_sleep(0.3)')));
  const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { code?: string });
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((e) => e.code === '53300')).toBe(true);
  // a checkout through connect() is covered too, and a second burst does not repeat the warning
  const checkouts = await Promise.allSettled([pool.connect(), pool.connect()]);
  for (const c of checkouts) if (c.status === 'fulfilled') c.value.release();
  expect(checkouts.some((c) => c.status === 'rejected' && (c.reason as { code?: string }).code === '53300')).toBe(true);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/max_connections/);
  expect(warnings[0]).toMatch(/DATABASE_POOL_SIZE/);
});

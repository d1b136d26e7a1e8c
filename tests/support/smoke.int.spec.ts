import { Client } from 'pg';
import { createTestDatabase } from './db';

test('a test database is created, reachable and dropped', async () => {
  const db = await createTestDatabase();
  const c = new Client({ connectionString: db.url });
  await c.connect();
  const { rows } = await c.query<{ n: number }>('select 1 as n');
  await c.end();
  await db.drop();
  expect(rows[0]?.n).toBe(1);
});

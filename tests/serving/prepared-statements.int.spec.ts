import { Pool } from 'pg';
import { MAX_NAMED_STATEMENTS, prepareStatements } from '../../backend/src/platform/database/prepared-statements';

/** Issue 16 part 7: the app pool prepares each parameterised statement once per connection. */
let pool: Pool;

beforeAll(async () => {
  // One connection: pg_prepared_statements is per session, so every query below sees the same one.
  pool = prepareStatements(new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }));
  await pool.query('CREATE TEMP TABLE IF NOT EXISTS prep_people (id int PRIMARY KEY, name text)');
});

afterAll(() => pool.end());

const prepared = async (): Promise<string[]> =>
  (await pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((r) => r.statement);

it('a parameterised statement is prepared once and reused; statements without parameters are not named', async () => {
  await pool.query('INSERT INTO prep_people VALUES ($1, $2), ($3, $4)', [1, 'ada', 2, 'bob']);
  for (const id of [1, 2, 1]) expect((await pool.query('SELECT name FROM prep_people WHERE id = $1', [id])).rows[0]).toBeDefined();
  expect((await pool.query('SELECT name FROM prep_people WHERE id = $1', [2])).rows).toEqual([{ name: 'bob' }]);
  const statements = await prepared();
  expect(statements.filter((s) => s === 'SELECT name FROM prep_people WHERE id = $1')).toHaveLength(1);
  expect(statements).not.toContain('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time');
});

it('query configs keep their options (rowMode) and work through a checked-out client too', async () => {
  const res = await pool.query({ text: 'SELECT id, name FROM prep_people WHERE id = ANY($1) ORDER BY id', values: [[1, 2]], rowMode: 'array' });
  expect(res.rows).toEqual([
    [1, 'ada'],
    [2, 'bob'],
  ]);
  const client = await pool.connect();
  try {
    expect((await client.query('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
  } finally {
    client.release();
  }
  expect(await prepared()).toEqual(expect.arrayContaining(['SELECT id, name FROM prep_people WHERE id = ANY($1) ORDER BY id', 'SELECT $1::int + 1 AS n']));
});

it('a table dropped and created again with the same columns: the prepared statement still answers', async () => {
  await pool.query('CREATE TABLE IF NOT EXISTS prep_rebuilt (id int PRIMARY KEY, v text)');
  await pool.query('INSERT INTO prep_rebuilt VALUES ($1, $2)', [1, 'before']);
  expect((await pool.query('SELECT v FROM prep_rebuilt WHERE id = $1', [1])).rows).toEqual([{ v: 'before' }]);
  await pool.query('DROP TABLE prep_rebuilt');
  await pool.query('CREATE TABLE prep_rebuilt (id int PRIMARY KEY, v text)');
  await pool.query('INSERT INTO prep_rebuilt VALUES ($1, $2)', [1, 'after']);
  expect((await pool.query('SELECT v FROM prep_rebuilt WHERE id = $1', [1])).rows).toEqual([{ v: 'after' }]);
  await pool.query('DROP TABLE prep_rebuilt');
});

it('a statement over a table that does not exist yet fails, and works once the table is there (a read model the projector installs later)', async () => {
  await expect(pool.query('SELECT v FROM prep_later WHERE id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
  await pool.query('CREATE TABLE prep_later (id int PRIMARY KEY, v text)');
  await pool.query('INSERT INTO prep_later VALUES ($1, $2)', [1, 'here']);
  expect((await pool.query('SELECT v FROM prep_later WHERE id = $1', [1])).rows).toEqual([{ v: 'here' }]);
  expect(await prepared()).toContain('SELECT v FROM prep_later WHERE id = $1');
  await pool.query('DROP TABLE prep_later');
});

it(`beyond ${MAX_NAMED_STATEMENTS} distinct texts statements run unnamed (texts with inlined values do not grow the cache)`, async () => {
  for (let i = 0; i < MAX_NAMED_STATEMENTS + 20; i++) expect((await pool.query(`SELECT $1::int + ${i} AS n`, [1])).rows).toEqual([{ n: i + 1 }]);
  expect((await prepared()).length).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
});

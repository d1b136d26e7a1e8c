import { asSandboxSuperuser, SHOP_SETUP, testExecutor } from './sandbox-test-env';
import { type DmlSpec, type RunResult } from '../../backend/src/grading/sandbox';

/**
 * Data-changing runs (issue 37): one INSERT, UPDATE or DELETE in the run's read-write transaction, on the
 * tables the challenge names, and nothing of it outlives the run.
 */
const SPEC: DmlSpec = { checks: ['orders'], tables: ['customers', 'orders'], returning: false };
const RETURNING: DmlSpec = { ...SPEC, returning: true };

describe('data-changing statements in the sandbox', () => {
  const executor = testExecutor({ poolSize: 2 });
  afterAll(() => executor.close());
  const run = (sql: string, dml: DmlSpec = SPEC): Promise<RunResult> => executor.run('dml-learner', { setupSql: SHOP_SETUP, sql, dml });

  it('runs one UPDATE and answers the checked table after it, the others as digests', async () => {
    const r = await run('UPDATE orders SET amount = amount * 2 WHERE customer_id = 1');
    expect(r.error).toBeNull();
    const orders = r.dml?.tables[0];
    expect(orders?.name).toBe('orders');
    expect(orders?.after).toContainEqual([1, 1, 21, '2024-01-01']);
    expect(r.dml?.digests.map((d) => d.name)).toEqual(['customers']);
    expect(r.rows).toContainEqual(['orders', 1, 1, 21, '2024-01-01']);
    expect(r.rows.find((row) => row[0] === '#customers')?.[1]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers RETURNING rows through the caps, and the before state and keys when asked', async () => {
    const r = await run('DELETE FROM orders WHERE amount < 3 RETURNING id, amount', { ...RETURNING, before: true });
    expect(r.error).toBeNull();
    expect(r.dml?.returning?.rows).toEqual(expect.arrayContaining([[2, 2], [4, 1]]));
    expect(r.dml?.tables[0]?.before).toHaveLength(7);
    expect(r.dml?.tables[0]?.after).toHaveLength(5);
    expect(r.dml?.tables[0]?.key).toEqual(['id']);
    expect(r.rows.filter((row) => row[0] === 'returning/2')).toHaveLength(2);
    const flood = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: 'DELETE FROM orders RETURNING *', dml: RETURNING, maxRows: 3 });
    expect(flood.error).toMatchObject({ kind: 'row-limit' });
  });

  it('refuses everything but one INSERT, UPDATE or DELETE on a checked table', async () => {
    const refused: Array<[string, RegExp]> = [
      ['TRUNCATE orders', /not TRUNCATE/],
      ['DROP TABLE orders', /not DROP/],
      ['SELECT * FROM orders', /one INSERT, UPDATE or DELETE/],
      ["SET statement_timeout = 0", /not SET/],
      ['COPY orders FROM STDIN', /not COPY/],
      ['CALL pg_sleep(1)', /not CALL/],
      ['COMMIT', /not COMMIT/],
      ['UPDATE orders SET amount = 1; UPDATE customers SET name = 1', /one SQL statement/i],
      ['UPDATE customers SET city = NULL', /change `orders`, not `customers`/],
      ['WITH gone AS (DELETE FROM customers WHERE id = 5 RETURNING id) UPDATE orders SET amount = 1 WHERE customer_id IN (SELECT id FROM gone)', /inside WITH/],
      ['MERGE INTO orders o USING customers c ON o.customer_id = c.id WHEN MATCHED THEN DELETE', /one INSERT, UPDATE or DELETE/],
      ["INSERT INTO pg_catalog.pg_description VALUES (1, 1, 0, 'x')", /not `pg_description`|permission/],
    ];
    for (const [sql, message] of refused) {
      const r = await run(sql);
      expect({ sql, ok: r.ok }).toEqual({ sql, ok: false });
      expect({ sql, message: r.error?.message }).toEqual({ sql, message: expect.stringMatching(message) });
    }
  });

  it('lets serial defaults work but never setval, and no run sees another run’s sequence', async () => {
    const setupSql = "CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL);\nINSERT INTO tags (name) VALUES ('a');";
    const spec: DmlSpec = { checks: ['tags'], tables: ['tags'], returning: true };
    const insert = "INSERT INTO tags (name) VALUES ('b') RETURNING id";
    const tagRun = (sql: string) => executor.run('dml-learner', { setupSql, sql, dml: spec });
    // every run starts from the setup's sequence, whatever an earlier run consumed
    expect((await tagRun(insert)).dml?.returning?.rows).toEqual([[2]]);
    expect((await tagRun(insert)).dml?.returning?.rows).toEqual([[2]]);
    expect((await tagRun("INSERT INTO tags (id, name) VALUES (setval('tags_id_seq', 900), 'x')")).error).toMatchObject({ kind: 'permission' });
    expect((await tagRun("INSERT INTO tags (id, name) SELECT last_value, 'x' FROM tags_id_seq")).error).toMatchObject({ kind: 'permission' });
    // in a batch, every statement starts from the sequences its dataset left
    const batch = executor.acquire('dml-batch')!;
    try {
      const many = await batch.runMany({ setupSql, datasets: ['', "INSERT INTO tags (name) VALUES ('c')"], queries: [insert, insert], dml: spec });
      const ids = many.results.map((row) => row?.map((r) => r.dml?.returning?.rows));
      expect(ids).toEqual([[[[2]], [[2]]], [[[3]], [[3]]]]);
    } finally {
      batch.release();
    }
  });

  it('leaves nothing behind: no table change, prepared statement, lock or cursor after the run', async () => {
    await run("UPDATE orders SET amount = 99 WHERE id = 1");
    const select = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: 'SELECT amount FROM orders WHERE id = 1' });
    expect(select.rows).toEqual([[10.5]]);
    const prepared = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: 'SELECT count(*) FROM pg_prepared_statements' });
    expect(prepared.rows).toEqual([[0]]);
    const cursors = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: "SELECT count(*) FROM pg_cursors WHERE name <> 'learner_cur'" });
    expect(cursors.rows).toEqual([[0]]);
    const locks = await asSandboxSuperuser((c) => c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE a.usename = 'sandbox_runner' AND a.state = 'idle' AND l.locktype <> 'virtualxid'`));
    expect(locks.rows[0]?.n).toBe(0);
  });

  it('keeps a SELECT challenge read-only: DML through a CTE or as the statement is refused', async () => {
    const cte = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: 'WITH d AS (DELETE FROM orders RETURNING *) SELECT count(*) FROM d' });
    expect(cte.ok).toBe(false);
    const plain = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: 'DELETE FROM orders' });
    expect(plain.error).toMatchObject({ kind: 'not-a-query' });
  });

  it('refuses functions with side effects inside a data-changing statement', async () => {
    const sideEffects = [
      "UPDATE orders SET amount = amount WHERE pg_notify('leak', 'x') IS NULL",
      "UPDATE orders SET amount = amount WHERE set_config('statement_timeout', '0', true) IS NULL",
      'UPDATE orders SET amount = amount WHERE pg_advisory_lock(1) IS NULL',
      'UPDATE orders SET amount = amount WHERE lo_create(0) IS NULL',
    ];
    for (const sql of sideEffects) {
      expect({ sql, error: (await run(sql)).error?.kind }).toEqual({ sql, error: 'permission' });
    }
    // a query cannot unseal the sequences a data-changing run may use
    const unseal = await executor.run('dml-learner', { setupSql: SHOP_SETUP, sql: "SELECT sandbox_api.seal_dml_run(), nextval('orders_id_seq')" });
    expect(unseal.error).toMatchObject({ kind: 'permission' });
  });

  it('gives a syntax error, not a refusal, for a broken UPDATE', async () => {
    const r = await run('UPDATE orders SET amount = WHERE id = 1');
    expect(r.error).toMatchObject({ kind: 'syntax' });
    expect(r.error?.position).toBeGreaterThan(0);
  });
});

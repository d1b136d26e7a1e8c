import { createGrader } from '../../backend/src/grading/engine';
import { SHOP_SETUP, testExecutor } from '../sandbox/sandbox-test-env';

/** Data-changing challenges (issue 37) graded in the real sandbox: by the tables the statement leaves. */
const RAISE = 'UPDATE orders SET amount = amount + 1 WHERE amount >= 5';

const CASCADE_SETUP = `
CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, city text NOT NULL);
CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE, amount numeric(10,2) NOT NULL);
INSERT INTO customers (id, name, city) VALUES (1, 'Ann', 'Oslo'), (2, 'Bob', 'Lima'), (3, 'Cy', 'Lima'), (4, 'Di', 'Rome');
INSERT INTO orders (id, customer_id, amount) VALUES (1, 1, 10.00), (2, 2, 5.00), (3, 4, 7.50);
`;

describe('data-changing challenges in the real sandbox', () => {
  const executor = testExecutor({ poolSize: 2 });
  const grader = createGrader(executor);
  afterAll(() => executor.close());

  it('prepares an UPDATE: the expected outcome is the table after it, hidden datasets kill its mutants', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: RAISE, authorQueries: { accepts: [], rejects: [], checks: ['orders'] } });
    expect(p.problems).toEqual([]);
    expect(p.dml).toEqual({ checks: ['orders'], tables: ['customers', 'orders'], returning: false });
    expect(p.expected).toContainEqual(['orders', 1, 1, 11.5, '2024-01-01']);
    expect(p.expected).toContainEqual(['orders', 2, 1, 2, '2024-01-02']);
    expect(p.mutation.score).toBeGreaterThanOrEqual(0.9);
    expect(p.variants.length).toBeGreaterThan(0);
  });

  it('accepts the right statement written another way, rejects a wrong WHERE on hidden data naming the kind of case', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: RAISE, authorQueries: { accepts: [], rejects: [], checks: ['orders'] } });
    const g = (sql: string, key = 'dml-1') => grader.grade(p, sql, { learnerKey: key });
    expect(await g(RAISE)).toMatchObject({ correct: true });
    expect(await g('UPDATE orders o SET amount = o.amount + 1.00 WHERE NOT (o.amount < 5)')).toMatchObject({ correct: true });
    // the sample has no order of exactly 5.00: only a hidden dataset tells > from >=
    const wrong = await g('UPDATE orders SET amount = amount + 1 WHERE amount > 5');
    expect(wrong.correct).toBe(false);
    expect(wrong.hiddenDecided).toBe(true);
    expect(wrong.message).toMatch(/hidden dataset.*holds .+\./);
    expect(wrong.hiddenCase).toBeTruthy();
    // a wrong outcome on the sample is explained in the statement's terms
    expect(await g('UPDATE orders SET amount = amount + 1')).toMatchObject({ correct: false, message: expect.stringMatching(/^After your statement, `orders`/) });
    expect(await g('SELECT * FROM orders')).toMatchObject({ correct: false, error: { kind: 'not-a-query' } });
  });

  it('rejects a statement that touches a table it was not asked to touch (directly, or through a cascade)', async () => {
    const p = await grader.prepareChallenge({
      setupSql: CASCADE_SETUP,
      referenceSql: 'DELETE FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)',
      authorQueries: { accepts: [], rejects: [], checks: ['customers'] },
    });
    expect(p.problems).toEqual([]);
    const other = await grader.grade(p, 'DELETE FROM orders WHERE amount < 6', { learnerKey: 'dml-2' });
    expect(other).toMatchObject({ correct: false, error: { kind: 'not-a-query', message: expect.stringMatching(/change `customers`, not `orders`/) } });
    // deleting Bob (who has an order) cascades into orders: the customers left are not the point, orders changed
    const cascade = await grader.grade(p, "DELETE FROM customers WHERE city = 'Lima'", { learnerKey: 'dml-2' });
    expect(cascade).toMatchObject({ correct: false, message: 'Your statement changed `orders`, which this challenge does not ask you to change.' });
  });

  it('grades upserts with RETURNING, and the author’s accepts and rejects apply', async () => {
    const setupSql = `
CREATE TABLE stock (sku text PRIMARY KEY, qty int NOT NULL CHECK (qty >= 0));
CREATE TABLE deliveries (sku text NOT NULL, qty int NOT NULL CHECK (qty > 0));
INSERT INTO stock (sku, qty) VALUES ('A-1', 4), ('B-2', 0);
INSERT INTO deliveries (sku, qty) VALUES ('A-1', 3), ('C-3', 5);`;
    const reference = 'INSERT INTO stock (sku, qty) SELECT sku, qty FROM deliveries ON CONFLICT (sku) DO UPDATE SET qty = stock.qty + EXCLUDED.qty RETURNING sku, qty';
    const p = await grader.prepareChallenge({
      setupSql,
      referenceSql: reference,
      authorQueries: {
        checks: ['stock'],
        accepts: ['INSERT INTO stock AS s (sku, qty) SELECT d.sku, d.qty FROM deliveries d ON CONFLICT (sku) DO UPDATE SET qty = excluded.qty + s.qty RETURNING s.sku, s.qty'],
        rejects: [{ sql: 'INSERT INTO stock (sku, qty) SELECT sku, qty FROM deliveries ON CONFLICT (sku) DO UPDATE SET qty = EXCLUDED.qty RETURNING sku, qty', why: 'replaces the stock instead of adding to it' }],
      },
    });
    expect(p.problems).toEqual([]);
    expect(p.dml?.returning).toBe(true);
    expect(p.mutation.authored).toMatchObject({ acceptsRejected: [], rejectsPassing: [] });
    expect(await grader.grade(p, reference, { learnerKey: 'dml-3' })).toMatchObject({ correct: true });
    expect(await grader.grade(p, reference.replace(' RETURNING sku, qty', ''), { learnerKey: 'dml-3' })).toMatchObject({ correct: false, message: expect.stringMatching(/returns no rows: add RETURNING/) });
    const nothing = await grader.grade(p, 'INSERT INTO stock (sku, qty) SELECT sku, qty FROM deliveries ON CONFLICT (sku) DO NOTHING RETURNING sku, qty', { learnerKey: 'dml-3' });
    expect(nothing.correct).toBe(false);
  });

  it('never lets one run’s changes reach the next, and a test run shows the before/after diff', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: RAISE, authorQueries: { accepts: [], rejects: [], checks: ['orders'] } });
    for (let i = 0; i < 3; i++) {
      await grader.grade(p, 'DELETE FROM orders', { learnerKey: 'dml-4' });
      expect(await grader.grade(p, RAISE, { learnerKey: 'dml-4' })).toMatchObject({ correct: true });
    }
    const test = await grader.testRun(SHOP_SETUP, 'UPDATE orders SET amount = amount + 1 WHERE amount >= 5 RETURNING id', {
      learnerKey: 'dml-4',
      expected: { columnCount: p.columns.length, rows: p.expected, ordered: false, dml: p.dml! },
    });
    expect(test.success).toBe(true);
    expect(test.sampleDiff?.matches).toBe(true);
    expect(test.rows).toEqual(expect.arrayContaining([[1], [3], [6]]));
    const [orders] = test.dataChanges ?? [];
    expect(orders).toMatchObject({ table: 'orders', key: ['id'], added: [], removed: [], unchanged: 4 });
    expect(orders?.changed).toContainEqual({ before: [1, 1, 10.5, '2024-01-01'], after: [1, 1, 11.5, '2024-01-01'], columns: [2] });
    expect(test.message).toMatch(/0 added, 0 removed, 3 changed; 3 rows returned/);
  });
});

import { createGrader } from '../../backend/src/grading/engine';
import { SHOP_SETUP, testExecutor } from '../sandbox/sandbox-test-env';

const TOTALS = 'SELECT c.name, sum(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name';
const TOTALS_ORDERED = `${TOTALS} ORDER BY total DESC, c.name`;

describe('grading against the real sandbox', () => {
  const executor = testExecutor({ poolSize: 2 });
  const grader = createGrader(executor);
  afterAll(() => executor.close());

  it('prepares a challenge: order, expected rows, hidden variants', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED });
    expect(p.problems).toEqual([]);
    expect(p.ordered).toBe(true);
    expect(p.columns).toEqual(['name', 'total']);
    expect(p.expected).toEqual([['Ed', 20], ['Ann', 12.5], ['Bob', 12], ['Di', 3], ['Cy', 1]]);
    expect(p.variants.length).toBeGreaterThanOrEqual(1);
    expect(p.variants.some((v) => JSON.stringify(v.expected) !== JSON.stringify(p.expected))).toBe(true);
    const again = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED });
    expect(again.variants).toEqual(p.variants);
  });

  it('grades by the comparison rules: names free, numbers numeric, order only when required', async () => {
    const ordered = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED });
    const unordered = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS });
    expect(unordered.ordered).toBe(false);
    const g = (p: typeof ordered, sql: string) => grader.grade(p, sql, { learnerKey: 'learner-1' });

    expect((await g(ordered, TOTALS_ORDERED)).correct).toBe(true);
    const renamed = `SELECT c.name AS who, sum(o.amount)::float8 AS "?column?" FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY 1 ORDER BY 2 DESC, 1`;
    expect((await g(ordered, renamed)).correct).toBe(true);
    expect(await g(ordered, TOTALS)).toMatchObject({ correct: false, message: expect.stringMatching(/order|differs/) });
    expect((await g(unordered, `${TOTALS} ORDER BY c.name DESC`)).correct).toBe(true);
    expect(await g(unordered, 'SELECT name FROM customers')).toMatchObject({ correct: false, message: 'Expected 2 columns, got 1.' });
    expect(await g(unordered, `${TOTALS} HAVING sum(o.amount) > 2`)).toMatchObject({ correct: false, message: 'Expected 5 rows, got 4.' });
    const wrong = await g(unordered, `SELECT c.name, max(o.amount) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name`);
    expect(wrong.correct).toBe(false);
    expect(wrong.message).toMatch(/^Row \d+ of your result is not in the expected result/);
    expect(wrong.message).not.toMatch(/12\.5|20|Ann|Ed/);
  });

  it('fails a query that returns the visible answer as literals (hidden datasets)', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED });
    const literal = "VALUES ('Ed', 20.00), ('Ann', 12.50), ('Bob', 12.00), ('Di', 3.00), ('Cy', 1.00)";
    const r = await grader.grade(p, literal, { learnerKey: 'cheater' });
    expect(r.correct).toBe(false);
    expect(r.message).toMatch(/hidden dataset/);
    expect(r.error).toBeNull();
  });

  it('hides error texts of hidden datasets', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED });
    // fails only where a perturbation changed the data, with a message that would leak a value
    const sneaky = `SELECT c.name, sum(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name
      HAVING CASE WHEN sum(o.amount) IN (20, 12.5, 12, 3, 1) THEN true ELSE (c.name || ' leaked')::int > 0 END ORDER BY total DESC, c.name`;
    const r = await grader.grade(p, sneaky, { learnerKey: 'sneaky' });
    expect(r.correct).toBe(false);
    expect(r.message).not.toMatch(/leaked|invalid input/);
    expect(r.error).toBeNull();
  });

  it('discards ambiguous references and reports them', async () => {
    const tieAtLimit = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: 'SELECT name FROM customers ORDER BY city LIMIT 2' });
    expect(tieAtLimit.problems.join(' ')).toMatch(/ambiguous/);
    const tieInOrder = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: 'SELECT city FROM customers ORDER BY city NULLS FIRST' });
    expect(tieInOrder.problems).toEqual([]);
  });

  it('checks the catalogue expected_output against the reference', async () => {
    const good = '[{"name":"Ed","total":20},{"name":"Ann","total":"12.50"},{"name":"Bob","total":12.0},{"name":"Di","total":3},{"name":"Cy","total":1}]';
    expect((await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED, expectedOutput: good })).problems).toEqual([]);
    const bad = '[{"name":"Ed","total":21},{"name":"Ann","total":12.5},{"name":"Bob","total":12},{"name":"Di","total":3},{"name":"Cy","total":1}]';
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: TOTALS_ORDERED, expectedOutput: bad });
    expect(p.problems).toEqual(["expected_output does not match the reference solution's result: Row 1 differs."]);
  });

  it('handles duplicate and unnamed columns in order', async () => {
    const ref = 'SELECT id AS a, id * 10 AS a, 1, 1 FROM customers';
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: ref });
    expect(p.columns).toEqual(['a', 'a', '?column?', '?column?']);
    expect(p.expected[0]).toEqual([1, 10, 1, 1]);
    expect((await grader.grade(p, 'SELECT id, id * 10, 1, 1 FROM customers', { learnerKey: 'x' })).correct).toBe(true);
    expect((await grader.grade(p, 'SELECT id * 10, id, 1, 1 FROM customers', { learnerKey: 'x' })).correct).toBe(false);
  });

  it('compares dates, timestamps, booleans and NULLs', async () => {
    const ref = "SELECT placed, placed::timestamp AS ts, amount > 5 AS big, NULL::text AS nothing FROM orders";
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: ref });
    expect(p.problems).toEqual([]);
    const learner = "SELECT placed::text, date_trunc('day', placed::timestamp), NOT amount <= 5, NULL FROM orders";
    expect((await grader.grade(p, learner, { learnerKey: 'y' })).correct).toBe(true);
  });

  it('validates schema_setup statically and by running it', async () => {
    expect(await grader.validateSchemaSetup(SHOP_SETUP)).toEqual({ ok: true });
    expect(await grader.validateSchemaSetup('CREATE TABLE a (x int); SELECT pg_sleep(1)')).toMatchObject({ ok: false });
    const failing = await grader.validateSchemaSetup('CREATE TABLE a (x int PRIMARY KEY); INSERT INTO a VALUES (1), (1)');
    expect(failing).toEqual({ ok: false, errors: [expect.stringMatching(/duplicate key value violates unique constraint/)] });
  });

  it('test runs preview at most 10 rows and report errors as answers', async () => {
    const r = await grader.testRun(SHOP_SETUP, 'SELECT g FROM generate_series(1, 25) g', { learnerKey: 'z' });
    expect(r).toMatchObject({ success: true, error: null, rowCount: 25 });
    expect(r.rows).toHaveLength(10);
    const bad = await grader.testRun(SHOP_SETUP, 'SELECT * FROM nope', { learnerKey: 'z' });
    expect(bad).toMatchObject({ success: false, error: expect.stringMatching(/Unknown table/) });
    const syntax = await grader.testRun(SHOP_SETUP, 'SELECT name\nFROM customers\nWHER id = 1', { learnerKey: 'z' });
    expect(syntax.error).toMatch(/^Syntax error at or near "id" \(line 3\)/);
  });
});

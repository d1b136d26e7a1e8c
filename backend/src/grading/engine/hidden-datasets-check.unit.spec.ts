import { checkHiddenDatasets, MAX_HIDDEN_DATASET_CHARS, MAX_HIDDEN_DATASETS } from './hidden-datasets-check';

const SETUP = `CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), amount numeric(8,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO customers (name) VALUES ('Ann'), ('Bob');
INSERT INTO orders (customer_id, amount, placed_on) VALUES (1, 10, '2024-01-05'), (2, 70, '2024-02-01');`;

const check = (...scripts: string[]) => checkHiddenDatasets(SETUP, scripts);

describe('checkHiddenDatasets', () => {
  it('accepts INSERT, UPDATE and DELETE on the setup’s tables, with joins, subqueries and deterministic functions', async () => {
    expect(
      await check(
        `INSERT INTO orders (customer_id, amount, placed_on) VALUES (1, 50, '2024-03-31'), (2, 49.99, DATE '2023-12-31');`,
        `UPDATE orders o SET amount = round(o.amount * 1.5, 2) FROM customers c WHERE c.id = o.customer_id AND upper(c.name) = 'ANN';
         -- a boundary row
         DELETE FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE name LIKE 'B%');`,
        `INSERT INTO customers (name) SELECT name || ' Jr' FROM customers; INSERT INTO orders (customer_id, amount, placed_on) VALUES (1, 1, '2024-01-01') ON CONFLICT DO NOTHING`,
        `/* an empty group */ DELETE FROM orders WHERE placed_on >= '2024-02-01' AND placed_on < '2024-03-01'`,
      ),
    ).toEqual([]);
  });

  it('nothing to check without scripts', async () => {
    expect(await checkHiddenDatasets('this does not parse', [])).toEqual([]);
  });

  it('rejects anything but INSERT, UPDATE and DELETE', async () => {
    const problems = await check(`INSERT INTO orders (customer_id, amount, placed_on) VALUES (1, 5, '2024-01-01');\nDROP TABLE orders;`, 'TRUNCATE orders', 'SELECT 1', 'CREATE TABLE x (a int)');
    expect(problems).toEqual([
      'dataset 1, statement 2 (DROP TABLE orders): only INSERT, UPDATE and DELETE are allowed',
      'dataset 2, statement 1 (TRUNCATE orders): only INSERT, UPDATE and DELETE are allowed',
      'dataset 3, statement 1 (SELECT 1): only INSERT, UPDATE and DELETE are allowed',
      'dataset 4, statement 1 (CREATE TABLE x): only INSERT, UPDATE and DELETE are allowed',
    ]);
  });

  it('only the setup’s unqualified tables, as targets and anywhere they are read', async () => {
    const problems = await check(
      'DELETE FROM public.orders',
      'INSERT INTO payments (id) VALUES (1)',
      'UPDATE orders SET amount = 1 WHERE customer_id IN (SELECT oid::int FROM pg_class)',
      'DELETE FROM orders USING pg_catalog.pg_roles r',
      'INSERT INTO "Orders" (amount) VALUES (1)',
    );
    expect(problems).toEqual([
      'dataset 1, statement 1 (DELETE FROM public.orders): table names must not be schema-qualified',
      'dataset 2, statement 1 (INSERT INTO payments): only the tables schema_setup creates may be used: "payments" is not one of them (customers, orders)',
      'dataset 3, statement 1 (UPDATE orders SET): only the tables schema_setup creates may be used: "pg_class" is not one of them (customers, orders)',
      'dataset 4, statement 1 (DELETE FROM orders): table names must not be schema-qualified',
      'dataset 5, statement 1 (INSERT INTO "Orders"): only the tables schema_setup creates may be used: "Orders" is not one of them (customers, orders)',
    ]);
  });

  it('no WITH, RETURNING, functions in FROM, TABLESAMPLE, volatile or outside-reaching functions', async () => {
    const first = await check(
      'WITH x AS (SELECT 1) DELETE FROM orders',
      'DELETE FROM orders RETURNING id',
      'DELETE FROM orders WHERE id IN (WITH y AS (SELECT 1) SELECT * FROM y)',
      'INSERT INTO orders (customer_id, amount, placed_on) SELECT 1, g, DATE \'2024-01-01\' FROM generate_series(1, 3) g',
      'DELETE FROM orders WHERE id IN (SELECT id FROM orders TABLESAMPLE BERNOULLI (50))',
      'UPDATE orders SET placed_on = CURRENT_DATE',
    );
    const second = await check(
      'UPDATE orders SET amount = random() * 100',
      'UPDATE orders SET placed_on = now()::date',
      "UPDATE orders SET amount = length(query_to_xml('select 1', true, true, '')::text)",
      'UPDATE orders SET amount = public.f(amount)',
      'UPDATE orders SET amount = pg_catalog.abs(amount)',
    );
    const short = (p: string) => p.replace(/^dataset (\d+), statement \d+ \([^)]*\)+: /, '$1: ');
    expect(first.map(short)).toEqual([
      '1: WITH is not allowed',
      '2: RETURNING is not allowed',
      '3: WITH is not allowed',
      '4: functions in FROM are not allowed: use the setup’s tables or VALUES',
      '5: TABLESAMPLE is not allowed: the rows must be the same at every grading',
      '6: CURRENT_DATE, CURRENT_TIMESTAMP and the like are not allowed: the rows must be the same at every grading',
    ]);
    expect(second.map(short)).toEqual([
      '1: random() is not allowed: the rows must be the same at every grading and use only the setup’s tables',
      '2: now() is not allowed: the rows must be the same at every grading and use only the setup’s tables',
      '3: query_to_xml() is not allowed: the rows must be the same at every grading and use only the setup’s tables',
      '4: function names must not be schema-qualified',
    ]);
  });

  it('empty, unparsable, too long or too many scripts are named by their position', async () => {
    expect(await check('  -- nothing\n', 'INSERT INTO orders VALUES (', `DELETE FROM orders WHERE id = 1;${' '.repeat(MAX_HIDDEN_DATASET_CHARS)}`)).toEqual([
      'dataset 1 is empty: write INSERT, UPDATE or DELETE statements, or remove it',
      expect.stringMatching(/^dataset 2 does not parse: syntax error at end of input/),
      `dataset 3 is longer than ${MAX_HIDDEN_DATASET_CHARS} characters`,
    ]);
    const many = Array.from({ length: MAX_HIDDEN_DATASETS + 1 }, () => 'DELETE FROM orders WHERE id = 1');
    expect(await check(...many)).toEqual([`at most ${MAX_HIDDEN_DATASETS} hidden datasets are allowed (got ${MAX_HIDDEN_DATASETS + 1})`]);
  });
});

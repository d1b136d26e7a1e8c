import { checkSchemaSetupStatements } from './schema-setup-check';

describe('checkSchemaSetupStatements', () => {
  it('accepts tables, inserts, indexes and added constraints', async () => {
    const sql = `CREATE TABLE a (id serial PRIMARY KEY, name text NOT NULL, note text DEFAULT 'x;y');
      CREATE TABLE b (id int, a_id int REFERENCES a(id), amount numeric(10,2) CHECK (amount > 0));
      INSERT INTO a (name, note) VALUES ('it''s', $$dollar; quoted$$), (U&'d\\0061t', E'\\'');
      CREATE INDEX ON b (a_id);
      ALTER TABLE b ADD CONSTRAINT b_pk PRIMARY KEY (id);
      CREATE TYPE mood AS ENUM ('ok', 'sad');`;
    expect(await checkSchemaSetupStatements(sql)).toEqual([]);
  });

  it('accepts rows generated from integer series, the large datasets of issue 37', async () => {
    const sql = `CREATE TABLE a (id int PRIMARY KEY, code text, shop int);
      INSERT INTO a (id, code, shop) SELECT g, md5(g::text), 1 + (g * 7) % 40 FROM generate_series(1, 2000) AS g;
      INSERT INTO a (id, code, shop) SELECT 10000 + d * 10 + s, 'x', s FROM generate_series(0, 99) AS d(n), generate_series(-3, 5, 2) AS s;`;
    expect(await checkSchemaSetupStatements(sql)).toEqual([]);
  });

  it.each([
    ['CREATE TABLE a (x int); SELECT 1', /statement 2/],
    ['CREATE TABLE a (x int); DO $$ BEGIN END $$', /only CREATE TABLE/],
    ["CREATE TABLE a (x int); CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'select 1'", /only CREATE TABLE/],
    ["CREATE TABLE a (x int); COPY a FROM PROGRAM 'id'", /only CREATE TABLE/],
    ['CREATE TABLE a (x int); SET statement_timeout = 0', /only CREATE TABLE/],
    ['CREATE TABLE a (x int); GRANT SELECT ON a TO PUBLIC', /only CREATE TABLE/],
    ['CREATE TABLE a (x int); COMMIT', /only CREATE TABLE/],
    ['CREATE TABLE public.a (x int)', /schema-qualified/],
    ['CREATE TABLE a (x int); INSERT INTO public.a VALUES (1)', /schema-qualified/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT 1', /INSERT … VALUES/],
    ['CREATE TABLE a (x int); INSERT INTO a VALUES ((SELECT 1))', /subqueries/],
    ['CREATE TABLE a (x int); CREATE TABLE b (x int); INSERT INTO a SELECT x FROM b', /only generate_series/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT g FROM generate_series(1, 10) g WHERE g > 3', /WHERE/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT DISTINCT g % 3 FROM generate_series(1, 10) g', /DISTINCT/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT generate_series(1, g) FROM generate_series(1, 10) g', /set-returning/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT (SELECT 1) FROM generate_series(1, 10) g', /subqueries/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT g FROM generate_series(1, 1000) g, generate_series(1, 1000) h', /at most/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT g FROM generate_series(1, (SELECT 5)) g', /integer constants/],
    ["CREATE TABLE a (x date); INSERT INTO a SELECT g FROM generate_series('2024-01-01'::date, '2024-02-01', '1 day') g", /integer constants/],
    ['CREATE TABLE a (x int); INSERT INTO a SELECT g FROM generate_series(1, 10) g UNION SELECT 1', /one SELECT/],
    ['CREATE TABLE a (x int PRIMARY KEY); INSERT INTO a SELECT g FROM generate_series(1, 10) g ON CONFLICT DO NOTHING', /ON CONFLICT/],
    ['CREATE TABLE a AS SELECT 1', /only CREATE TABLE/],
    ['CREATE TABLE a (x int); ALTER TABLE a DROP COLUMN x', /ADD CONSTRAINT/],
    ['CREATE TABLE a (x int REFERENCES other.t(id))', /schema-qualified/],
    ['CREATE VIEW v AS SELECT 1', /only CREATE TABLE/],
    ['INSERT INTO a VALUES (1)', /creates no table/],
    ['CREATE TABLE a (x int', /does not parse/],
    ['-- nothing', /empty/],
  ])('rejects %s', async (sql, problem) => {
    const problems = await checkSchemaSetupStatements(sql);
    expect(problems.join('\n')).toMatch(problem);
  });
});

import { locksRows, materialisable } from './materialisable';

const SETUP = `CREATE TABLE t (id serial PRIMARY KEY, d date NOT NULL, kind text CHECK (jsonb_typeof('1'::jsonb) = 'number'));
CREATE TYPE mood AS ENUM ('ok', 'sad');
INSERT INTO t (d, kind) VALUES ('2024-01-01', 'a'), (make_date(2024, 2, 1), upper('b'));
CREATE INDEX ON t (d);`;

describe('materialisable', () => {
  it('accepts a setup and generated-style scripts that build the same data every time', async () => {
    await expect(materialisable(SETUP, [
      '',
      "UPDATE t SET d = d + interval '1 day' FROM (SELECT ctid AS row_id, row_number() OVER (ORDER BY id) AS rn FROM t) s WHERE t.ctid = s.row_id AND s.rn % 2 = 0",
      "DELETE FROM t WHERE kind = (SELECT kind FROM t ORDER BY id LIMIT 1); INSERT INTO t (d, kind) VALUES ('2024-03-01', lower('X'))",
      // rows picked by their rank in content order, as the candidate generator writes it
      "UPDATE t SET kind = 'c' WHERE ctid IN (SELECT s.ctid FROM (SELECT ctid, row_number() OVER (ORDER BY ROW(t.*)::text, ctid) AS rn FROM t) s JOIN unnest('{1,3}'::bigint[]) AS p(rn) ON p.rn = s.rn)",
    ])).resolves.toBe(true);
  });

  it.each([
    ['CURRENT_DATE in a value', "INSERT INTO t (d) VALUES (CURRENT_DATE)"],
    ['now() in a value', 'INSERT INTO t (d) VALUES (now())'],
    ["'today' as a date", "INSERT INTO t (d) VALUES ('today')"],
    ["'now' as a timestamp", "INSERT INTO t (d) VALUES ('NOW'::timestamptz)"],
    ['random()', 'UPDATE t SET kind = random()::text'],
    ['gen_random_uuid()', 'UPDATE t SET kind = gen_random_uuid()::text'],
    ['an explicit nextval', "UPDATE t SET id = nextval('t_id_seq')"],
    ['a schema-qualified function', "UPDATE t SET kind = public.f(kind)"],
    ['clock_timestamp()', 'UPDATE t SET d = clock_timestamp()'],
    ['a statement no dataset script may hold', 'DROP TABLE t'],
    ['a role change', 'SET ROLE postgres'],
    ['text that does not parse', 'UPDATE t SET'],
  ])('builds it in each run when a script has %s', async (_name, script) => {
    await expect(materialisable(SETUP, ['', script])).resolves.toBe(false);
  });

  it('builds it in each run when the setup reads the clock or holds other statements', async () => {
    await expect(materialisable('CREATE TABLE t (d date DEFAULT CURRENT_DATE); INSERT INTO t DEFAULT VALUES;', [])).resolves.toBe(false);
    await expect(materialisable('CREATE TABLE t (d timestamptz DEFAULT now())', [])).resolves.toBe(false);
    await expect(materialisable('CREATE TABLE t (a int); COMMIT; RESET ROLE;', [])).resolves.toBe(false);
  });

  it('tells row-locking queries apart', () => {
    expect(locksRows('SELECT * FROM t FOR UPDATE')).toBe(true);
    expect(locksRows('select * from t for no key update of t')).toBe(true);
    expect(locksRows('SELECT * FROM t\nFOR\tSHARE SKIP LOCKED')).toBe(true);
    expect(locksRows('SELECT * FROM t FOR KEY SHARE')).toBe(true);
    expect(locksRows('SELECT updated_for, share_of FROM t')).toBe(false);
    expect(locksRows('SELECT sum(x) FILTER (WHERE y) FROM t')).toBe(false);
  });
});

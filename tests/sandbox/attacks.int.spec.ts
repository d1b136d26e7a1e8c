import { Client } from 'pg';
import { type RunErrorKind, type RunResult } from '../../backend/src/grading/sandbox';
import { locksRows } from '../../backend/src/grading/engine/materialisable';
import { SHOP_SETUP, testExecutor, testSandboxUrls } from './sandbox-test-env';

type Outcome = RunErrorKind | 'ok' | RunErrorKind[];

/** Each hostile submission and the outcome it must get. `ok` cases are checked for harmlessness below. */
const ATTACKS: Array<[string, string, Outcome]> = [
  // statement stacking and comment / quoting tricks
  ['stacked statements', 'SELECT 1; SELECT 2', 'multiple-statements'],
  ['stacked DROP', 'SELECT * FROM customers; DROP TABLE customers', 'multiple-statements'],
  ['stacking behind a block comment', 'SELECT 1 /* ; */; DELETE FROM orders', 'multiple-statements'],
  ['stacking behind a dollar quote', 'SELECT $$;$$; DROP TABLE orders', 'multiple-statements'],
  ['line comment swallows nothing of ours', 'SELECT 1 AS one -- ; DROP TABLE customers', 'ok'],
  ['nested dollar quotes stay one string', 'SELECT $a$ $$ ; DROP TABLE orders; $$ $a$ AS s', 'ok'],
  ['unicode escape string', "SELECT U&'\\0027; DROP TABLE customers; --' AS s", 'ok'],
  ['E-string escape', "SELECT E'\\'; DROP TABLE customers; --' AS s", 'ok'],
  ['unterminated comment', 'SELECT 1 /* never closed', 'syntax'],
  // DDL and DML
  ['DROP TABLE', 'DROP TABLE customers', 'not-a-query'],
  ['DELETE', 'DELETE FROM orders', 'not-a-query'],
  ['UPDATE', "UPDATE customers SET name = 'x'", 'not-a-query'],
  ['INSERT', "INSERT INTO customers VALUES (99, 'x', 'y')", 'not-a-query'],
  ['CREATE TABLE', 'CREATE TABLE pwn (a int)', 'not-a-query'],
  ['data-modifying CTE', 'WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d', 'query'],
  ['TRUNCATE', 'TRUNCATE orders', 'not-a-query'],
  ['ALTER ROLE self', 'ALTER ROLE sandbox_runner SET statement_timeout = 0', 'not-a-query'],
  ['query_to_xml running DML', "SELECT query_to_xml('DELETE FROM orders RETURNING *', true, false, '')", ['read-only', 'query']],
  // files, programs, large objects, extensions
  ['COPY to program', "COPY customers TO PROGRAM 'id'", 'not-a-query'],
  ['COPY from file', "COPY customers FROM '/etc/passwd'", 'not-a-query'],
  ['pg_read_file', "SELECT pg_read_file('/etc/passwd')", 'permission'],
  ['pg_ls_dir', "SELECT pg_ls_dir('.')", 'permission'],
  ['pg_stat_file', "SELECT pg_stat_file('postgresql.conf')", 'permission'],
  ['lo_import', "SELECT lo_import('/etc/passwd')", 'permission'],
  ['lo_create from a read-only transaction', 'SELECT lo_create(0)', 'permission'],
  ['lo_from_bytea', "SELECT lo_from_bytea(0, 'x')", 'permission'],
  ['dblink', "SELECT dblink_connect('host=127.0.0.1 dbname=postgres')", 'query'],
  ['CREATE EXTENSION', 'CREATE EXTENSION dblink', 'not-a-query'],
  ['settings file paths', "SELECT current_setting('data_directory')", 'permission'],
  ['pg_authid', 'SELECT rolpassword FROM pg_authid', 'permission'],
  // roles and settings
  ['SET ROLE', 'SET ROLE postgres', 'not-a-query'],
  ['SET SESSION AUTHORIZATION', 'SET SESSION AUTHORIZATION postgres', 'not-a-query'],
  ['set_config lifting the timeout', "SELECT set_config('statement_timeout', '0', false), pg_sleep(5)", 'permission'],
  ['set_config role', "SELECT set_config('role', 'postgres', true)", 'permission'],
  ['set_config session_authorization', "SELECT set_config('session_authorization', 'postgres', false)", 'permission'],
  ['SET work_mem', "SET work_mem = '1GB'", 'not-a-query'],
  // transaction control
  ['COMMIT then BEGIN', 'COMMIT; BEGIN READ WRITE; CREATE TABLE pwn (a int)', ['not-a-query', 'multiple-statements']],
  ['COMMIT alone', 'COMMIT', 'not-a-query'],
  ['ROLLBACK alone', 'ROLLBACK', 'not-a-query'],
  ['SET TRANSACTION READ WRITE', 'SET TRANSACTION READ WRITE', 'not-a-query'],
  ['PREPARE TRANSACTION', "PREPARE TRANSACTION 'x'", 'not-a-query'],
  // code execution
  ['DO block', 'DO $$ BEGIN PERFORM pg_sleep(10); END $$', 'not-a-query'],
  ['CREATE FUNCTION', "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1'", 'not-a-query'],
  // locks and notifications
  ['advisory session lock', 'SELECT pg_advisory_lock(1)', 'permission'],
  ['advisory xact lock', 'SELECT pg_try_advisory_xact_lock(42)', 'permission'],
  ['LOCK TABLE', 'LOCK TABLE customers IN ACCESS EXCLUSIVE MODE', 'not-a-query'],
  // locks only rows of this run's own temporary table: harmless, nobody else can see it
  ['SELECT FOR UPDATE', 'SELECT * FROM customers FOR UPDATE', 'ok'],
  ['LISTEN', 'LISTEN chan', 'not-a-query'],
  ['NOTIFY', "NOTIFY chan, 'x'", 'not-a-query'],
  // time, CPU, memory and output bombs
  ['pg_sleep', 'SELECT pg_sleep(30)', 'timeout'],
  ['CPU loop', 'SELECT count(*) FROM generate_series(1, 1000000000)', ['timeout', 'resource']],
  ['CPU loop without materialisation', 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r', ['timeout', 'resource']],
  ['cross join bomb', 'SELECT count(*) FROM generate_series(1, 100000) a, generate_series(1, 100000) b', 'timeout'],
  ['cross join of the challenge tables', 'SELECT count(*) FROM orders a, orders b, orders c, orders d, orders e, orders f, orders g, orders h, orders i, orders j', 'timeout'],
  // generate_series materialises its rows: temp_file_limit may stop it before the row cap does, or on a busy machine the time limit
  ['row bomb', 'SELECT * FROM generate_series(1, 10000000)', ['row-limit', 'resource', 'timeout']],
  ['row bomb from the challenge tables', 'SELECT a.id FROM orders a, orders b, orders c, orders d', 'row-limit'],
  ['infinite recursive CTE', 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r', 'row-limit'],
  ['one huge value', "SELECT repeat('x', 600000000)", ['byte-limit', 'timeout', 'resource']],
  ['many big values', "SELECT repeat('x', 50000000) FROM generate_series(1, 20)", ['byte-limit', 'timeout', 'resource']],
  ['wide rows under the row cap', "SELECT repeat('x', 5000) FROM generate_series(1, 900)", 'byte-limit'],
  ['temp file abuse (big sort)', 'SELECT md5(g::text) AS h FROM generate_series(1, 20000000) g ORDER BY 1 OFFSET 19999999', ['resource', 'timeout']],
  ['work_mem abuse (big hash)', 'SELECT count(*) FROM (SELECT DISTINCT md5(g::text) FROM generate_series(1, 20000000) g) s', ['resource', 'timeout']],
  // other sessions, roles, databases, data
  ['pg_stat_activity', 'SELECT query FROM pg_stat_activity', 'permission'],
  ['pg_stat_get_activity', 'SELECT * FROM pg_stat_get_activity(NULL)', 'permission'],
  ['backend activity by id', 'SELECT pg_stat_get_backend_activity(s) FROM pg_stat_get_backend_idset() s', 'permission'],
  ['pg_locks', 'SELECT * FROM pg_locks', 'permission'],
  ['terminate other backends', 'SELECT pg_terminate_backend(pid) FROM generate_series(1, 100000) pid', 'permission'],
  ['cancel other backends', 'SELECT pg_cancel_backend(1)', 'permission'],
  ['app data', 'SELECT * FROM users', 'query'],
  ['app data, qualified', 'SELECT * FROM public.users', ['query', 'permission']],
  ['other database', 'SELECT * FROM sqldaily_test.public.users', 'query'],
  ['another session\'s temp table', 'SELECT * FROM other_challenge_secret', 'query'],
  ['the guard on its own cursor', "SELECT * FROM sandbox_api.fetch_limited('learner_cur', 100000000, 100000000000)", 'query'],
  // cursor and prepared-statement tricks
  ['WITH HOLD cursor', 'DECLARE c CURSOR WITH HOLD FOR SELECT 1', 'not-a-query'],
  ['FETCH from our cursor', 'FETCH ALL FROM learner_cur', 'not-a-query'],
  ['CLOSE our cursor', 'CLOSE learner_cur', 'not-a-query'],
  ['cursor options after the query', 'SELECT 1 WITH HOLD', 'syntax'],
  ['PREPARE', 'PREPARE p AS SELECT 1', 'not-a-query'],
  ['EXECUTE', 'EXECUTE p', 'not-a-query'],
  ['DISCARD', 'DISCARD ALL', 'not-a-query'],
  ['EXPLAIN ANALYZE', 'EXPLAIN ANALYZE SELECT 1', 'not-a-query'],
  ['VACUUM', 'VACUUM', 'not-a-query'],
  ['empty submission', '  -- just a comment\n', 'empty'],
];

// Every attack on both ways a run gets its data: built in the run (temporary tables) and read from the
// challenge's materialised dataset (SET LOCAL ROLE to the dataset's role, materialised-datasets.ts).
describe.each([['built in the run', false], ['materialised', true]])('hostile submissions (data %s)', (_path, materialise) => {
  const urls = testSandboxUrls();
  const executor = testExecutor({ statementTimeoutMs: 1000, poolSize: 2, superuserUrl: urls.superuserUrl });
  const other = new Client({ connectionString: urls.runnerUrl });
  const results = new Map<string, RunResult>();

  beforeAll(async () => {
    // another learner's run in progress, holding its challenge's data in an open transaction
    other.on('error', () => {});
    await other.connect();
    await other.query("BEGIN READ WRITE; SET LOCAL idle_in_transaction_session_timeout = 0; SET LOCAL search_path = pg_temp; CREATE TABLE other_challenge_secret (answer text); INSERT INTO other_challenge_secret VALUES ('42')");
  });

  afterAll(async () => {
    await other.end().catch(() => {});
    await executor.close();
  });

  it(`covers at least 40 attacks (${ATTACKS.length})`, () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ATTACKS)('%s', async (name, sql, outcome) => {
    // as the grader decides: a row-locking query is run on data built in its run (locksRows)
    const r = await executor.run(`attacker-${name}`, { setupSql: SHOP_SETUP, materialise: materialise && !locksRows(sql), sql });
    results.set(name, r);
    const kinds = Array.isArray(outcome) ? outcome : [outcome];
    expect({ name, got: r.error?.kind ?? 'ok' }).toEqual({ name, got: expect.stringMatching(new RegExp(`^(${kinds.join('|')})$`)) });
    if (r.error?.kind === 'timeout') expect(r.durationMs).toBeLessThan(4000);
  });

  it('gives harmless results for the quoting tricks', () => {
    expect(results.get('line comment swallows nothing of ours')?.rows).toEqual([[1]]);
    expect(results.get('unicode escape string')?.rows).toEqual([["'; DROP TABLE customers; --"]]);
    expect(results.get('E-string escape')?.rows).toEqual([["'; DROP TABLE customers; --"]]);
  });

  it('sees nothing of other databases, roles or sessions', async () => {
    const dbs = await executor.run('attacker-catalog', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT datname FROM pg_database ORDER BY 1' });
    expect(dbs.rows.flat()).toEqual(['postgres', 'sandbox', 'template0', 'template1']);
    const temp = await executor.run('attacker-catalog', { setupSql: SHOP_SETUP, materialise, sql: "SELECT relname FROM pg_class WHERE relname LIKE 'other_challenge%'" });
    expect(temp.rows).toEqual([]);
    const procs = await executor.run('attacker-catalog', { setupSql: SHOP_SETUP, materialise, sql: "SELECT count(*) FROM pg_proc WHERE prosrc ILIKE '%expected%' AND pronamespace <> 'pg_catalog'::regnamespace" });
    expect(procs.rows).toEqual([[0]]);
  });

  it('refuses a second concurrent run for the same learner', async () => {
    const first = executor.run('same-learner', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT pg_sleep(0.3)' });
    const second = await executor.run('same-learner', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT 1' });
    expect(second.error?.kind).toBe('busy');
    expect((await first).ok).toBe(true);
    expect((await executor.run('same-learner', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT 1' })).ok).toBe(true);
  });

  it('terminates a backend that outlives its timeout (watchdog)', async () => {
    // negative grace: the watchdog fires before statement_timeout would, exercising the kill path
    const hasty = testExecutor({ statementTimeoutMs: 2000, watchdogGraceMs: -1500, superuserUrl: urls.superuserUrl });
    try {
      const r = await hasty.run('slow', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT pg_sleep(10)' });
      expect(r.error?.kind).toBe('timeout');
      expect(r.durationMs).toBeLessThan(1500);
      expect((await hasty.run('slow', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT count(*) FROM orders' })).rows).toEqual([[7]]);
    } finally {
      await hasty.close();
    }
  });

  it('still works afterwards, and nothing persisted or leaked', async () => {
    const r = await executor.run('after', { setupSql: SHOP_SETUP, materialise, sql: 'SELECT name FROM customers ORDER BY id' });
    expect(r.rows).toEqual([['Ann'], ['Bob'], ['Cy'], ['Di'], ['Ed']]);
    const { rows: secret } = await other.query('SELECT answer FROM other_challenge_secret');
    expect(secret).toEqual([{ answer: '42' }]);

    const su = new Client({ connectionString: urls.superuserUrl.replace(/\/postgres$/, '/sandbox') });
    await su.connect();
    try {
      const { rows } = await su.query(`SELECT
        (SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace)::int AS public_objects,
        (SELECT count(*) FROM pg_largeobject_metadata)::int AS large_objects,
        (SELECT count(*) FROM pg_prepared_xacts)::int AS prepared_xacts,
        (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory')::int AS advisory_locks,
        (SELECT rolsuper OR rolcreaterole OR rolcreatedb FROM pg_roles WHERE rolname = 'sandbox_runner') AS runner_privileged,
        (SELECT count(*) FROM pg_proc WHERE pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'sandbox_api'::regnamespace))::int AS functions`);
      expect(rows[0]).toEqual({ public_objects: 0, large_objects: 0, prepared_xacts: 0, advisory_locks: 0, runner_privileged: false, functions: 0 });
    } finally {
      await su.end();
    }
  });
});

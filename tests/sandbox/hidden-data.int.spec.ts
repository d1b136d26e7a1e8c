/**
 * Hidden data stays hidden, and a read-only run harms nothing (issue 11, item 7). Against the real
 * sandbox cluster, as the runner role, through the executor:
 * - session state one run leaves on a pooled backend (ROLLBACK and DISCARD ALL notwithstanding) is
 *   never read by the next run, nor by the next dataset of a batch;
 * - cumulative statistics, other sessions' objects and cluster-wide counters are not readable;
 * - nothing executable by the runner writes WAL or files or works outside the transaction;
 * - a deeply nested JSON value is a result like any other (kept as text beyond MAX_JSON_DEPTH).
 */
import { Client } from 'pg';
import { type RunErrorKind, type RunResult } from '../../backend/src/grading/sandbox';
import { MAX_JSON_DEPTH } from '../../backend/src/grading/sandbox/ordered-json';
import { asSandboxSuperuser, SHOP_SETUP, testExecutor, testSandboxUrls } from './sandbox-test-env';

const urls = testSandboxUrls();

/** The first values random() gives after setseed(s), computed on a connection of its own. */
async function seededRandoms(seed: number, n: number): Promise<number[]> {
  return asSandboxSuperuser(async (c) => {
    await c.query('SELECT setseed($1)', [seed]);
    const { rows } = await c.query<{ r: number }>('SELECT random() AS r FROM generate_series(1, $1)', [n]);
    return rows.map((r) => r.r);
  });
}

const kindOf = (r: RunResult): RunErrorKind | 'ok' => r.error?.kind ?? 'ok';

describe('session state does not survive a run (one pooled backend)', () => {
  // pool of one: every run below reuses the same backend, as consecutive learners would
  const executor = testExecutor({ poolSize: 1 });
  const run = (sql: string, setupSql = SHOP_SETUP) => executor.run('learner', { setupSql, sql });
  const pid = async (): Promise<number> => (await run('SELECT pg_backend_pid()')).rows[0]?.[0] as number;

  afterAll(() => executor.close());

  it('setseed in one run is not read back by random() in the next, nor by the next setup', async () => {
    const seeded = await seededRandoms(0.5, 3);
    const before = await pid();
    expect(kindOf(await run('SELECT setseed(0.5)'))).toBe('ok');
    const next = await run('SELECT random() AS r, pg_backend_pid() AS pid');
    expect(next.rows[0]?.[1]).toBe(before); // the same backend: the state had its chance to leak
    expect(seeded).not.toContain(next.rows[0]?.[0]);

    expect(kindOf(await run('SELECT setseed(0.5)'))).toBe('ok');
    const setup = await run('SELECT x FROM drawn', `${SHOP_SETUP}\nCREATE TABLE drawn AS SELECT random() AS x;`);
    expect(setup.ok).toBe(true);
    expect(seeded).not.toContain(setup.rows[0]?.[0]);
    expect(await pid()).toBe(before);
  });

  it('a seed set inside the statement still works within it (learners may use setseed)', async () => {
    const seeded = await seededRandoms(0.25, 1);
    const r = await run('SELECT random() AS r FROM (SELECT setseed(0.25) OFFSET 0) s');
    expect(r.rows).toEqual([[seeded[0]]]);
  });

  it("sequences of the run's data can be neither read nor moved by the statement", async () => {
    const sequences: Array<[string, RunErrorKind]> = [
      ["SELECT nextval('orders_id_seq')", 'permission'],
      ["SELECT currval('orders_id_seq')", 'permission'],
      ["SELECT setval('customers_id_seq', 1000)", 'permission'],
      ['SELECT last_value FROM orders_id_seq', 'permission'],
      ["SELECT pg_sequence_last_value('orders_id_seq')", 'permission'],
      ['SELECT lastval()', 'query'],
      // the sealing function itself: REVOKE is refused in the read-only statement
      ['SELECT sandbox_api.seal_run()', 'read-only'],
    ];
    for (const [sql, kind] of sequences) expect({ sql, got: kindOf(await run(sql)) }).toEqual({ sql, got: kind });
    // the setup itself still uses them (serial columns), and starts from scratch every run
    const setup = `CREATE TABLE s (id serial PRIMARY KEY, v text); INSERT INTO s (v) VALUES ('a'), ('b');`;
    expect((await run('SELECT id FROM s ORDER BY id', setup)).rows).toEqual([[1], [2]]);
    expect((await run('SELECT id FROM s ORDER BY id', setup)).rows).toEqual([[1], [2]]);
    // pg_sequences shows last_value only to whoever may read the sequence: here it would be 2
    // (materialised datasets' sequences, in their sqd_ schemas, are listed too: never with a value)
    expect((await run("SELECT sequencename, last_value FROM pg_sequences WHERE schemaname NOT LIKE 'sqd\\_%'", setup)).rows).toEqual([['s_id_seq', null]]);
    expect((await run('SELECT count(*) FROM pg_sequences WHERE last_value IS NOT NULL', setup)).rows).toEqual([[0]]);
  });

  it('everything a statement can see of its session is the same on a fresh backend and after hostile runs', async () => {
    // Materialised datasets (sqd_ schemas) come and go with other suites' grades on the shared sandbox, so
    // their sequences are left out here; that none of their values can be read is checked above.
    const SNAPSHOT = `SELECT
      (SELECT string_agg(name || '=' || setting || '@' || source, ', ' ORDER BY name) FROM pg_settings WHERE source <> 'default') AS settings,
      (SELECT count(*) FROM pg_prepared_statements) AS prepared,
      (SELECT string_agg(name, ', ' ORDER BY name) FROM pg_cursors) AS cursors,
      (SELECT count(*) FROM pg_listening_channels()) AS listening,
      (SELECT string_agg(relname, ', ' ORDER BY relname) FROM pg_class WHERE relnamespace = pg_my_temp_schema()) AS temp_objects,
      (SELECT string_agg(sequencename || ':' || coalesce(last_value::text, '-'), ', ' ORDER BY sequencename) FROM pg_sequences WHERE schemaname NOT LIKE 'sqd\\_%') AS sequences,
      current_user AS usr, session_user AS session_usr, regexp_replace(current_schemas(true)::text, '_[0-9]+', '_N') AS path,
      pg_backend_pid() AS pid`;
    const fresh = testExecutor({ poolSize: 1 });
    let clean: RunResult;
    try {
      clean = await fresh.run('fresh', { setupSql: SHOP_SETUP, sql: SNAPSHOT });
    } finally {
      await fresh.close();
    }
    const hostile = [
      'SELECT setseed(0.9), random()',
      'SELECT random() FROM generate_series(1, 1000)',
      "SELECT query_to_xml('SELECT * FROM customers', true, false, '')",
      "SELECT query_to_xml('SELECT random()', true, false, '')",
      'SELECT * FROM customers FOR UPDATE',
      // spills to temporary files (work_mem 4MB)
      'SELECT count(*) FROM (SELECT md5(g::text) AS h FROM generate_series(1, 200000) g ORDER BY 1) s',
      "SELECT current_setting('search_path'), pg_my_temp_schema()",
      "SELECT to_regproc('pg_catalog.pg_sleep'), to_regclass('orders')",
      "SELECT xmlparse(document '<a>1</a>')",
      'SELECT pg_sleep(0.01)',
    ];
    const pids = new Set<unknown>();
    for (const sql of hostile) {
      const r = await run(`SELECT pg_backend_pid() AS pid, x.* FROM (${sql}) x LIMIT 1`);
      expect({ sql, got: kindOf(r) }).toEqual({ sql, got: 'ok' });
      pids.add(r.rows[0]?.[0]);
    }
    const after = await run(SNAPSHOT);
    expect(pids.size).toBe(1);
    expect(pids.has(after.rows[0]?.[9])).toBe(true);
    expect(clean.ok).toBe(true);
    expect(after.rows[0]?.slice(0, 9)).toEqual(clean.rows[0]?.slice(0, 9));
  });

  it('the backend of a batch (hidden datasets) is never reused: its catalog caches outlive DISCARD ALL', async () => {
    const lease = executor.acquire('batch-pid');
    if (!lease) throw new Error('slot taken');
    let batchPid: unknown;
    try {
      const out = await lease.runMany({ setupSql: SHOP_SETUP, datasets: ['', 'DELETE FROM orders WHERE id = 7'], queries: ["SELECT pg_backend_pid(), to_regclass('hidden_bit_1')"] });
      batchPid = out.results[1]?.[0]?.rows[0]?.[0];
      expect(batchPid).toEqual(out.results[0]?.[0]?.rows[0]?.[0]);
    } finally {
      lease.release();
    }
    expect(typeof batchPid).toBe('number');
    const later = [await pid(), await pid()];
    expect(later).not.toContain(batchPid);
    expect(later[0]).toBe(later[1]); // single runs still reuse their backend
  });

  it('a batch (runMany): no dataset reads the seed or sequence a previous dataset left', async () => {
    const seeded = await seededRandoms(0.5, 3);
    const lease = executor.acquire('batch');
    if (!lease) throw new Error('slot taken');
    try {
      const out = await lease.runMany({
        setupSql: `${SHOP_SETUP}\nCREATE TABLE tags (id serial PRIMARY KEY, t text);`,
        // the scripts still use the sequences sealed for the previous dataset's statement
        datasets: ['', "INSERT INTO customers (id, name) VALUES (6, 'Fay'); INSERT INTO tags (t) VALUES ('a')", "INSERT INTO tags (t) VALUES ('b')"],
        // evaluated left to right: what the previous dataset left, then a seed for the next one
        queries: ['SELECT random() AS r, setseed(0.5) AS s', "SELECT nextval('orders_id_seq')"],
      });
      expect(out.setupError).toBeUndefined();
      expect(out.results.map((ds) => ds === null)).toEqual([false, false, false]);
      const [first, ...later] = out.results as RunResult[][];
      expect(first?.[0]?.ok).toBe(true);
      for (const ds of later) {
        expect(ds[0]?.ok).toBe(true);
        expect(seeded).not.toContain(ds[0]?.rows[0]?.[0]);
      }
      for (const ds of out.results as RunResult[][]) expect(ds[1]?.error?.kind).toBe('permission');
    } finally {
      lease.release();
    }
  });
});

/** Cumulative statistics, other sessions and cluster-wide counters: each must be a permission error. */
const STATISTICS_PROBES: Array<[string, string]> = [
  ['temp bytes of the database', 'SELECT temp_bytes, temp_files FROM pg_stat_database WHERE datname = current_database()'],
  ['temp bytes by function', 'SELECT pg_stat_get_db_temp_bytes(oid) FROM pg_database WHERE datname = current_database()'],
  ['tuple counters of the database', 'SELECT tup_returned, tup_fetched, tup_inserted, blks_hit FROM pg_stat_database'],
  ['tuple counters by function', "SELECT pg_stat_get_db_tuples_returned(oid) FROM pg_database WHERE datname = 'sandbox'"],
  ['conflicts', 'SELECT * FROM pg_stat_database_conflicts'],
  ['user tables', 'SELECT * FROM pg_stat_user_tables'],
  ['catalog scans', "SELECT seq_scan, idx_scan FROM pg_stat_sys_tables WHERE relname = 'pg_proc'"],
  ['catalog scans by function', "SELECT pg_stat_get_numscans('pg_class'::regclass)"],
  ['live/dead tuples by function', "SELECT pg_stat_get_live_tuples('pg_class'::regclass), pg_stat_get_dead_tuples('pg_class'::regclass)"],
  ['this transaction\'s counters', "SELECT pg_stat_get_xact_numscans('customers'::regclass)"],
  ['pg_stat_xact views', 'SELECT * FROM pg_stat_xact_user_tables'],
  ['I/O of tables', 'SELECT * FROM pg_statio_all_tables'],
  ['I/O of indexes', 'SELECT * FROM pg_statio_sys_indexes'],
  ['I/O of sequences', 'SELECT * FROM pg_statio_all_sequences'],
  ['index usage', 'SELECT * FROM pg_stat_all_indexes'],
  ['functions', 'SELECT * FROM pg_stat_user_functions'],
  ['bgwriter', 'SELECT buffers_alloc FROM pg_stat_bgwriter'],
  ['buffers allocated by function', 'SELECT pg_stat_get_buf_alloc()'],
  ['WAL statistics', 'SELECT * FROM pg_stat_wal'],
  ['WAL statistics by function', 'SELECT * FROM pg_stat_get_wal()'],
  ['SLRU', 'SELECT * FROM pg_stat_slru'],
  ['archiver', 'SELECT * FROM pg_stat_archiver'],
  ['replication', 'SELECT * FROM pg_stat_replication'],
  ['replication slots statistics', 'SELECT * FROM pg_stat_replication_slots'],
  ['subscriptions', 'SELECT * FROM pg_stat_subscription'],
  ['ssl', 'SELECT * FROM pg_stat_ssl'],
  ['progress of other sessions (CREATE INDEX)', 'SELECT * FROM pg_stat_progress_create_index'],
  ['progress by function', "SELECT * FROM pg_stat_get_progress_info('CREATE INDEX')"],
  ['column statistics', 'SELECT * FROM pg_stats'],
  ['extended statistics', 'SELECT * FROM pg_stats_ext'],
  ['stats snapshot', 'SELECT pg_stat_get_snapshot_timestamp()'],
  ['stats snapshot clear', 'SELECT pg_stat_clear_snapshot()'],
  ['stats flush', 'SELECT pg_stat_force_next_flush()'],
  ['database size (other sessions\' temp tables)', 'SELECT pg_database_size(current_database())'],
  ['tablespace size', "SELECT pg_tablespace_size('pg_default')"],
  ['lock table by function', 'SELECT * FROM pg_lock_status()'],
  ['prepared transactions', 'SELECT * FROM pg_prepared_xacts'],
  ['replication slots', 'SELECT * FROM pg_replication_slots'],
  ['control file: next OID and XID', 'SELECT * FROM pg_control_checkpoint()'],
  ['control file: system', 'SELECT * FROM pg_control_system()'],
  ['WAL position', 'SELECT pg_current_wal_lsn()'],
  ['WAL insert position', 'SELECT pg_current_wal_insert_lsn()'],
  ['transaction id', 'SELECT txid_current()'],
  ['transaction id (xid8)', 'SELECT pg_current_xact_id()'],
  ['running transactions', 'SELECT pg_current_snapshot()'],
  ['running transactions (txid)', 'SELECT txid_current_snapshot()'],
  ['transaction status', "SELECT pg_xact_status('3'::xid8)"],
  ['notification queue', 'SELECT pg_notification_queue_usage()'],
  ['other sessions blocking', 'SELECT pg_safe_snapshot_blocking_pids(1)'],
  ['multixact members', "SELECT * FROM pg_get_multixact_members('1'::xid)"],
];

describe('cumulative statistics and other sessions are not readable', () => {
  const executor = testExecutor({ poolSize: 2 });
  const other = new Client({ connectionString: urls.runnerUrl });
  let otherTable = 0;

  beforeAll(async () => {
    // another learner's run in progress: its data in an uncommitted temporary table with an index
    other.on('error', () => {});
    await other.connect();
    await other.query(`BEGIN READ WRITE; SET LOCAL idle_in_transaction_session_timeout = 0; SET LOCAL search_path = pg_temp;
      CREATE TABLE hidden_rows AS SELECT g AS id, md5(g::text) AS v FROM generate_series(1, 1234) g;
      CREATE INDEX ON hidden_rows (id); ANALYZE hidden_rows`);
    otherTable = Number((await other.query<{ oid: string }>("SELECT 'hidden_rows'::regclass::oid AS oid")).rows[0]?.oid);
  });

  afterAll(async () => {
    await other.end().catch(() => {});
    await executor.close();
  });

  it.each(STATISTICS_PROBES)('%s', async (_name, sql) => {
    const r = await executor.run('stats', { setupSql: SHOP_SETUP, sql });
    expect({ sql, got: kindOf(r), message: r.error?.message }).toEqual({ sql, got: 'permission', message: expect.stringMatching(/permission denied/) });
  });

  it('pg_stat_statements is not there (or not readable)', async () => {
    const r = await executor.run('stats', { setupSql: SHOP_SETUP, sql: 'SELECT query FROM pg_stat_statements' });
    expect(['query', 'permission']).toContain(kindOf(r));
  });

  it('a run that spilled to disk leaves no counter the next run can read', async () => {
    const spill = await executor.run('stats', { setupSql: SHOP_SETUP, sql: 'SELECT count(*) FROM (SELECT md5(g::text) AS h FROM generate_series(1, 200000) g ORDER BY 1) s' });
    expect(spill.rows).toEqual([[200000]]);
    for (const sql of ['SELECT temp_bytes FROM pg_stat_database', 'SELECT sum(pg_stat_get_db_temp_bytes(oid)) FROM pg_database', 'SELECT pg_database_size(current_database())']) {
      expect({ sql, got: kindOf(await executor.run('stats', { setupSql: SHOP_SETUP, sql })) }).toEqual({ sql, got: 'permission' });
    }
  });

  it("other sessions' temporary tables are invisible: no catalog row, no size, no row estimate", async () => {
    expect(otherTable).toBeGreaterThan(0);
    const probes: Array<[string, unknown[][]]> = [
      ['SELECT count(*) FROM pg_class WHERE pg_is_other_temp_schema(relnamespace)', [[0]]],
      [`SELECT count(*) FROM pg_attribute WHERE attrelid = ${otherTable}`, [[0]]],
      [`SELECT count(*) FROM pg_index WHERE indrelid = ${otherTable}`, [[0]]],
      // only the run's own data (customers, orders, their sequences, keys and TOAST) is temporary
      ["SELECT count(*) FROM pg_class WHERE relpersistence = 't' AND relname LIKE '%hidden%'", [[0]]],
    ];
    for (const [sql, rows] of probes) {
      const r = await executor.run('other-temp', { setupSql: SHOP_SETUP, sql });
      expect({ sql, rows: r.rows, error: r.error }).toEqual({ sql, rows, error: null });
    }
    // row estimates and sizes are not readable at all (materialised hidden datasets share the database)
    for (const sql of [`SELECT reltuples, relpages FROM pg_class WHERE oid = ${otherTable}`, `SELECT pg_relation_size(${otherTable})`, `SELECT pg_total_relation_size(${otherTable})`, `SELECT pg_indexes_size(${otherTable})`, `SELECT pg_table_size(${otherTable})`]) {
      expect({ sql, kind: (await executor.run('other-temp', { setupSql: SHOP_SETUP, sql })).error?.kind }).toEqual({ sql, kind: 'permission' });
    }
  });

  it('audit: no statistics view or function is readable by the runner', async () => {
    const found = await asSandboxSuperuser(async (c) => {
      const relations = await c.query<{ name: string }>(`SELECT c.oid::regclass::text AS name FROM pg_class c
        WHERE c.relkind IN ('r', 'v', 'm') AND (c.relname ~ '^pg_stat' OR c.relname ~ '^pg_statio')
          AND has_table_privilege('sandbox_runner', c.oid, 'SELECT')`);
      const functions = await c.query<{ name: string }>(`SELECT p.oid::regprocedure::text AS name FROM pg_proc p
        WHERE (p.proname ~ '^pg_stat_' OR p.prosrc ~ '^pg_stat_(get|clear|force|reset|have)')
          AND has_function_privilege('sandbox_runner', p.oid, 'EXECUTE')`);
      const known = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class WHERE relname IN ('pg_stat_database', 'pg_stat_user_tables', 'pg_statio_all_tables', 'pg_stats')`);
      return { relations: relations.rows.map((r) => r.name), functions: functions.rows.map((r) => r.name), known: known.rows[0]?.n };
    });
    expect(found).toEqual({ relations: [], functions: [], known: 4 });
  });
});

/**
 * Functions that write WAL or files, work outside the transaction, or read cluster-wide counters and
 * other sessions. Named explicitly (not derived from the provisioning patterns): none may be executable.
 */
const DENYLIST = [
  // WAL writers and positions
  'pg_logical_emit_message', 'pg_switch_wal', 'pg_create_restore_point', 'pg_backup_start', 'pg_backup_stop',
  'pg_current_wal_lsn', 'pg_current_wal_insert_lsn', 'pg_current_wal_flush_lsn', 'pg_last_wal_receive_lsn', 'pg_last_wal_replay_lsn',
  'pg_promote', 'pg_wal_replay_pause', 'pg_wal_replay_resume', 'pg_get_wal_replay_pause_state',
  // replication slots and origins
  'pg_create_physical_replication_slot', 'pg_create_logical_replication_slot', 'pg_drop_replication_slot',
  'pg_copy_physical_replication_slot', 'pg_copy_logical_replication_slot', 'pg_replication_slot_advance',
  'pg_logical_slot_get_changes', 'pg_logical_slot_peek_changes', 'pg_logical_slot_get_binary_changes', 'pg_logical_slot_peek_binary_changes',
  'pg_replication_origin_create', 'pg_replication_origin_advance', 'pg_replication_origin_session_setup',
  // outside the transaction: notifications, snapshot files, index maintenance, large objects, session locks
  'pg_notify', 'pg_export_snapshot', 'gin_clean_pending_list', 'brin_summarize_new_values', 'brin_summarize_range', 'brin_desummarize_range',
  'lo_import', 'lo_export', 'lo_create', 'lo_creat', 'lo_from_bytea', 'lo_put', 'lowrite', 'lo_unlink',
  'pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_try_advisory_lock', 'pg_advisory_xact_lock',
  // transaction ids, snapshots, commit timestamps, multixacts, control file
  'txid_current', 'txid_current_if_assigned', 'txid_current_snapshot', 'txid_status', 'pg_current_xact_id', 'pg_current_xact_id_if_assigned',
  'pg_current_snapshot', 'pg_xact_status', 'pg_xact_commit_timestamp', 'pg_last_committed_xact', 'pg_get_multixact_members',
  'pg_control_checkpoint', 'pg_control_system', 'pg_control_init', 'pg_control_recovery',
  // statistics: resets and flushes write shared state
  'pg_stat_reset', 'pg_stat_reset_shared', 'pg_stat_reset_single_table_counters', 'pg_stat_reset_slru', 'pg_stat_force_next_flush', 'pg_stat_clear_snapshot',
  // other sessions, files, server control, settings
  'pg_lock_status', 'pg_blocking_pids', 'pg_safe_snapshot_blocking_pids', 'pg_notification_queue_usage', 'pg_terminate_backend', 'pg_cancel_backend',
  'pg_stat_get_activity', 'pg_database_size', 'pg_tablespace_size', 'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file',
  'pg_reload_conf', 'pg_rotate_logfile', 'pg_log_backend_memory_contexts', 'pg_nextoid', 'pg_import_system_collations', 'set_config',
];

/**
 * Every volatile function the runner may still execute, reviewed: none writes WAL or files or keeps
 * state a later run can read (random/setseed are reseeded each run; sequences are sealed before the
 * learner's statement; trigger, handler and validator functions cannot be called from a query).
 * A PostgreSQL upgrade or an extension that adds one makes this test fail until it is reviewed.
 */
const REVIEWED_VOLATILE = new Set([
  // time and sleep (bounded by statement_timeout)
  'clock_timestamp', 'timeofday', 'pg_sleep', 'pg_sleep_for', 'pg_sleep_until',
  // randomness: gen_random_uuid has no state; random/setseed reseeded every run
  'gen_random_uuid', 'random', 'setseed',
  // sequences: the setup's serial columns need them; sealed for the learner's statement
  'nextval', 'currval', 'setval', 'lastval', 'pg_sequence_last_value',
  // queries run inside the same read-only transaction
  'query_to_xml', 'query_to_xmlschema', 'query_to_xml_and_xmlschema', 'cursor_to_xml', 'cursor_to_xmlschema', 'ts_stat', 'ts_rewrite',
  // read-only lookups of visible relations
  'pg_partition_tree', 'pg_partition_ancestors', 'currtid2',
  'current_query', 'pg_is_in_recovery', 'pg_jit_available', 'pg_collation_actual_version', 'pg_database_collation_actual_version', 'amvalidate',
  // trigger functions (callable only as triggers)
  'RI_FKey_cascade_del', 'RI_FKey_cascade_upd', 'RI_FKey_check_ins', 'RI_FKey_check_upd', 'RI_FKey_noaction_del', 'RI_FKey_noaction_upd',
  'RI_FKey_restrict_del', 'RI_FKey_restrict_upd', 'RI_FKey_setdefault_del', 'RI_FKey_setdefault_upd', 'RI_FKey_setnull_del', 'RI_FKey_setnull_upd',
  'suppress_redundant_updates_trigger', 'tsvector_update_trigger', 'tsvector_update_trigger_column', 'unique_key_recheck',
  // handlers and validators (internal arguments or language machinery)
  'heap_tableam_handler', 'bthandler', 'hashhandler', 'gisthandler', 'ginhandler', 'spghandler', 'brinhandler', 'bernoulli', 'system',
  'dsnowball_init', 'dsnowball_lexize', 'plpgsql_call_handler', 'plpgsql_inline_handler', 'plpgsql_validator',
]);

/** Hostile calls a learner could make; each must be refused before it does anything. */
const WRITERS: Array<[string, string]> = [
  ['WAL message (non-transactional)', "SELECT pg_logical_emit_message(false, 'x', repeat('x', 1000000)) FROM generate_series(1, 50)"],
  ['WAL message (transactional)', "SELECT pg_logical_emit_message(true, 'x', 'y')"],
  ['WAL message (bytea)', "SELECT pg_logical_emit_message(false, 'x', '\\x00'::bytea)"],
  ['switch WAL file', 'SELECT pg_switch_wal()'],
  ['restore point', "SELECT pg_create_restore_point('x')"],
  ['physical slot', "SELECT pg_create_physical_replication_slot('learner_slot', true)"],
  ['logical slot', "SELECT pg_create_logical_replication_slot('learner_slot', 'test_decoding')"],
  ['notify', "SELECT pg_notify('chan', repeat('x', 7000)) FROM generate_series(1, 100)"],
  ['snapshot file', 'SELECT pg_export_snapshot()'],
  ['assign a transaction id', 'SELECT txid_current()'],
  ['GIN pending list', "SELECT gin_clean_pending_list('customers_pkey')"],
  ['BRIN summarise', "SELECT brin_summarize_new_values('customers_pkey')"],
  ['next OID', "SELECT pg_nextoid('pg_class', 'oid', 'pg_class_oid_index')"],
];

describe('nothing callable writes WAL or files or works outside the transaction', () => {
  const executor = testExecutor({ poolSize: 2 });
  afterAll(() => executor.close());

  it.each(WRITERS)('%s', async (_name, sql) => {
    const r = await executor.run('writer', { setupSql: SHOP_SETUP, sql });
    expect({ sql, got: kindOf(r) }).toEqual({ sql, got: 'permission' });
  });

  it('200 MB of WAL messages are refused: the WAL position barely moves', async () => {
    const lsn = () => asSandboxSuperuser(async (c) => (await c.query<{ l: string }>('SELECT pg_current_wal_lsn()::text AS l')).rows[0]?.l as string);
    const diff = (a: string, b: string) => asSandboxSuperuser(async (c) => Number((await c.query<{ d: string }>('SELECT ($2::pg_lsn - $1::pg_lsn)::text AS d', [a, b])).rows[0]?.d));
    const before = await lsn();
    const r = await executor.run('wal', { setupSql: SHOP_SETUP, sql: "SELECT pg_logical_emit_message(false, 'x', repeat('x', 1000000)) FROM generate_series(1, 200)" });
    expect(r.error?.kind).toBe('permission');
    expect(await diff(before, await lsn())).toBeLessThan(2_000_000);
  });

  it('audit: no function of the denylist is executable by the runner (every overload)', async () => {
    const { executable, unknown } = await asSandboxSuperuser(async (c) => {
      const ex = await c.query<{ f: string }>(`SELECT p.oid::regprocedure::text AS f FROM pg_proc p
        WHERE p.proname = ANY($1) AND has_function_privilege('sandbox_runner', p.oid, 'EXECUTE') ORDER BY 1`, [DENYLIST]);
      // every name exists, so a typo cannot make this test pass for nothing
      const un = await c.query<{ n: string }>('SELECT n FROM unnest($1::text[]) n WHERE NOT EXISTS (SELECT FROM pg_proc WHERE proname = n)', [DENYLIST]);
      return { executable: ex.rows.map((r) => r.f), unknown: un.rows.map((r) => r.n) };
    });
    expect({ executable, unknown }).toEqual({ executable: [], unknown: [] });
  });

  it('audit: every volatile function the runner can execute was reviewed', async () => {
    const names = await asSandboxSuperuser(async (c) => (await c.query<{ n: string }>(`SELECT DISTINCT p.proname AS n FROM pg_proc p
      WHERE p.provolatile = 'v' AND p.pronamespace <> 'sandbox_api'::regnamespace
        AND has_function_privilege('sandbox_runner', p.oid, 'EXECUTE') ORDER BY 1`)).rows.map((r) => r.n));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !REVIEWED_VOLATILE.has(n))).toEqual([]);
  });

  it('no replication slot, restore point or large object was left behind', async () => {
    const left = await asSandboxSuperuser(async (c) => (await c.query(`SELECT
      (SELECT count(*) FROM pg_replication_slots)::int AS slots,
      (SELECT count(*) FROM pg_largeobject_metadata)::int AS large_objects`)).rows[0]);
    expect(left).toEqual({ slots: 0, large_objects: 0 });
  });
});

describe('deeply nested results are graded answers, never a crash', () => {
  const executor = testExecutor({ poolSize: 2 });
  afterAll(() => executor.close());
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  const DEEP: Array<[string, string, number]> = [
    ['json text 5000 deep', `SELECT (repeat('[', 5000) || repeat(']', 5000))::json AS j`, 10_000],
    ['jsonb 3000 deep', `SELECT (repeat('[', 3000) || repeat(']', 3000))::jsonb AS j`, 6_000],
    ['json built without parsing', "WITH RECURSIVE r(n, j) AS (SELECT 1, '[]'::json UNION ALL SELECT n + 1, json_build_array(j) FROM r WHERE n < 2000) SELECT j FROM r WHERE n = 2000", 4_000],
    ['nested records', `SELECT ${'ROW('.repeat(300)}1${')'.repeat(300)} AS r`, 0],
    ['json in an array of records', `SELECT ARRAY[ROW((repeat('[', 4000) || repeat(']', 4000))::json)] AS a`, 0],
  ];

  it.each(DEEP)('%s', async (_name, sql, length) => {
    const r = await executor.run('deep', { setupSql: SHOP_SETUP, sql });
    expect(r.error).toBeNull();
    expect(r.rowCount).toBe(1);
    const value = r.rows[0]?.[0];
    expect(typeof value).toBe('string'); // kept as its JSON text
    if (length) expect((value as string).length).toBe(length);
    // what a BullMQ job result and an HTTP answer do with it
    expect(() => JSON.stringify(r)).not.toThrow();
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it(`a value ${MAX_JSON_DEPTH} levels deep stays a structure, one level more becomes text`, async () => {
    const at = await executor.run('deep', { setupSql: SHOP_SETUP, sql: `SELECT '${nested(MAX_JSON_DEPTH)}'::json AS j` });
    const over = await executor.run('deep', { setupSql: SHOP_SETUP, sql: `SELECT '${nested(MAX_JSON_DEPTH + 1)}'::json AS j` });
    expect(Array.isArray(at.rows[0]?.[0])).toBe(true);
    expect(over.rows[0]?.[0]).toBe(nested(MAX_JSON_DEPTH + 1));
    // strings that look nested are strings, whatever their brackets
    const text = await executor.run('deep', { setupSql: SHOP_SETUP, sql: `SELECT '${nested(500)}'::text AS t, '{"a":[1,{"b":2}]}'::json AS j` });
    expect(text.rows).toEqual([[nested(500), { a: [1, { b: 2 }] }]]);
  });

  it('a batch (the grading path) answers the same', async () => {
    const lease = executor.acquire('deep-batch');
    if (!lease) throw new Error('slot taken');
    try {
      const out = await lease.runMany({ setupSql: SHOP_SETUP, datasets: ['', 'DELETE FROM orders WHERE id = 7'], queries: [DEEP[0]?.[1] as string] });
      for (const ds of out.results as RunResult[][]) {
        expect(ds[0]?.ok).toBe(true);
        expect((ds[0]?.rows[0]?.[0] as string).length).toBe(10_000);
      }
      expect(() => JSON.stringify(out)).not.toThrow();
    } finally {
      lease.release();
    }
  });
});

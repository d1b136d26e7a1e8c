import { OWNER_ROLE, READER_ROLE, RUNNER_ROLE, SANDBOX_DATABASE, WATCHDOG_ROLE } from './sandbox-roles';

const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;

/** Cluster-wide part, run as superuser in one transaction (SANDBOX.md §2.4 01_cluster_setup.sql). */
export function clusterSetupSql(runnerPassword: string, watchdogPassword: string): string {
  return `
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${OWNER_ROLE}') THEN CREATE ROLE ${OWNER_ROLE} NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${RUNNER_ROLE}') THEN CREATE ROLE ${RUNNER_ROLE} LOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${WATCHDOG_ROLE}') THEN CREATE ROLE ${WATCHDOG_ROLE} LOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${READER_ROLE}') THEN CREATE ROLE ${READER_ROLE} NOLOGIN; END IF;
END $$;
-- what every materialised dataset's role inherits: the run's guard functions, nothing else
ALTER ROLE ${READER_ROLE} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
ALTER ROLE ${OWNER_ROLE} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
ALTER ROLE ${RUNNER_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT
  CONNECTION LIMIT 20 PASSWORD ${literal(runnerPassword)};
-- INHERIT is required for pg_signal_backend to take effect (SANDBOX.md §3.3)
ALTER ROLE ${WATCHDOG_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT
  CONNECTION LIMIT 5 PASSWORD ${literal(watchdogPassword)};
GRANT pg_signal_backend TO ${WATCHDOG_ROLE};
-- fallbacks only: the executor re-asserts them with SET LOCAL in every transaction
ALTER ROLE ${RUNNER_ROLE} SET statement_timeout = '3s';
ALTER ROLE ${RUNNER_ROLE} SET lock_timeout = '200ms';
ALTER ROLE ${RUNNER_ROLE} SET idle_in_transaction_session_timeout = '5s';
ALTER ROLE ${RUNNER_ROLE} SET idle_session_timeout = '10min';
ALTER ROLE ${RUNNER_ROLE} SET work_mem = '4MB';
ALTER ROLE ${RUNNER_ROLE} SET hash_mem_multiplier = 1;
ALTER ROLE ${RUNNER_ROLE} SET temp_buffers = '8MB';
ALTER ROLE ${RUNNER_ROLE} SET max_parallel_workers_per_gather = 0;
ALTER ROLE ${RUNNER_ROLE} SET jit = off;
ALTER ROLE ${RUNNER_ROLE} SET default_transaction_read_only = on;
ALTER ROLE ${RUNNER_ROLE} SET search_path = pg_temp;
-- superuser-only setting: the learner cannot raise it
ALTER ROLE ${RUNNER_ROLE} SET temp_file_limit = '64MB';
REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC;
REVOKE CONNECT ON DATABASE template1 FROM PUBLIC;
GRANT CONNECT ON DATABASE postgres TO ${WATCHDOG_ROLE};
`;
}

export function createDatabaseSql(): string {
  return `CREATE DATABASE ${SANDBOX_DATABASE} OWNER ${OWNER_ROLE} TEMPLATE template0 ENCODING 'UTF8' CONNECTION LIMIT 30`;
}

export function databaseGrantsSql(): string {
  return `
REVOKE ALL ON DATABASE ${SANDBOX_DATABASE} FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE ${SANDBOX_DATABASE} TO ${RUNNER_ROLE};
`;
}

/** Per-database part, run as superuser connected to the sandbox database (02_sandbox_db.sql). */
export function sandboxDatabaseSql(): string {
  return `
REVOKE ALL ON SCHEMA public FROM PUBLIC;
REVOKE USAGE ON LANGUAGE plpgsql FROM PUBLIC;
REVOKE USAGE ON LANGUAGE sql FROM PUBLIC;
REVOKE SELECT ON pg_catalog.pg_stat_activity, pg_catalog.pg_locks FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION pg_catalog.pg_stat_get_activity(integer) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION pg_catalog.pg_cancel_backend(integer) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION pg_catalog.pg_terminate_backend(integer, bigint) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
-- advisory locks (session locks survive ROLLBACK and fill the shared lock table), the large-object
-- API (PG15 lets a read-only transaction write large objects) and other sessions' activity
DO $$ DECLARE f regprocedure; BEGIN
  FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
           WHERE p.pronamespace = 'pg_catalog'::regnamespace
             AND (p.proname ~ '^pg_(try_)?advisory_' OR p.proname ~ '^lo_' OR p.proname IN ('loread', 'lowrite')
                  OR p.proname ~ '^pg_stat_get_backend_' OR p.proname = 'pg_blocking_pids') LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f);
  END LOOP; END $$;
${hiddenDataRevokesSql()}
CREATE SCHEMA IF NOT EXISTS sandbox_api AUTHORIZATION ${OWNER_ROLE};
REVOKE ALL ON SCHEMA sandbox_api FROM PUBLIC;
GRANT USAGE ON SCHEMA sandbox_api TO ${RUNNER_ROLE};
-- Reads the learner's cursor row by row and stops at the caps before anything is sent to Node.
CREATE OR REPLACE FUNCTION sandbox_api.fetch_limited(cur refcursor, max_rows integer, max_bytes bigint)
RETURNS SETOF json LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE r record; j json; n integer := 0; total bigint := 0;
BEGIN
  LOOP
    FETCH cur INTO r;
    EXIT WHEN NOT FOUND;
    n := n + 1;
    IF n > max_rows THEN
      RAISE EXCEPTION 'result exceeds % rows', max_rows USING ERRCODE = 'program_limit_exceeded';
    END IF;
    IF pg_column_size(r) > max_bytes THEN
      RAISE EXCEPTION 'result exceeds % bytes', max_bytes USING ERRCODE = 'program_limit_exceeded';
    END IF;
    j := row_to_json(r);
    total := total + octet_length(j::text);
    IF total > max_bytes THEN
      RAISE EXCEPTION 'result exceeds % bytes', max_bytes USING ERRCODE = 'program_limit_exceeded';
    END IF;
    RETURN NEXT j;
  END LOOP;
END $fn$;
ALTER FUNCTION sandbox_api.fetch_limited(refcursor, integer, bigint) OWNER TO ${OWNER_ROLE};
REVOKE ALL ON FUNCTION sandbox_api.fetch_limited(refcursor, integer, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sandbox_api.fetch_limited(refcursor, integer, bigint) TO ${RUNNER_ROLE}, ${READER_ROLE};

-- Called before the learner's statement (transaction-sql.ts learnerPhaseSql): what the statement can
-- touch that ROLLBACK, ROLLBACK TO SAVEPOINT and DISCARD ALL leave behind is reset or sealed here.
CREATE OR REPLACE FUNCTION sandbox_api.seal_run() RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE s record;
BEGIN
  PERFORM ${RESEED_EXPRESSION};
  -- sequence values ignore rollbacks: the statement may not read or move the setup's sequences
  -- from pg_sequence (small), not pg_class (every materialised dataset's relations are in it too)
  FOR s IN SELECT n.nspname, c.relname FROM pg_sequence q JOIN pg_class c ON c.oid = q.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE c.relnamespace = pg_my_temp_schema() LOOP
    EXECUTE format('REVOKE ALL ON SEQUENCE %I.%I FROM %I', s.nspname, s.relname, current_user);
  END LOOP;
END $fn$;
ALTER FUNCTION sandbox_api.seal_run() OWNER TO ${OWNER_ROLE};
REVOKE ALL ON FUNCTION sandbox_api.seal_run() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sandbox_api.seal_run() TO ${RUNNER_ROLE}, ${READER_ROLE};
GRANT USAGE ON SCHEMA sandbox_api TO ${READER_ROLE};

-- Data-changing challenges (dml-statement.ts): seal_run, then nextval only on the setup's sequences
-- (a serial default needs it; setval and reading a sequence stay refused). The grader puts the sequences
-- back before every statement, and they are the run's own temporary objects, gone at its ROLLBACK.
CREATE OR REPLACE FUNCTION sandbox_api.seal_dml_run() RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE s record;
BEGIN
  -- only a data-changing run (read-write) unseals nextval: a query cannot call it to move a sequence
  IF current_setting('transaction_read_only')::boolean THEN
    RAISE EXCEPTION 'seal_dml_run is for data-changing runs only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM sandbox_api.seal_run();
  FOR s IN SELECT n.nspname, c.relname FROM pg_sequence q JOIN pg_class c ON c.oid = q.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE c.relnamespace = pg_my_temp_schema() LOOP
    EXECUTE format('GRANT USAGE ON SEQUENCE %I.%I TO %I', s.nspname, s.relname, current_user);
  END LOOP;
END $fn$;
ALTER FUNCTION sandbox_api.seal_dml_run() OWNER TO ${OWNER_ROLE};
REVOKE ALL ON FUNCTION sandbox_api.seal_dml_run() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sandbox_api.seal_dml_run() TO ${RUNNER_ROLE};
-- The prepared learner statement (a checked INSERT/UPDATE/DELETE … RETURNING) as a cursor, so its rows go
-- through fetch_limited's caps. No SET clause: the statement runs at the first FETCH, under the run's
-- search_path, exactly as it was prepared.
CREATE OR REPLACE FUNCTION sandbox_api.open_learner_statement(cur refcursor) RETURNS refcursor
LANGUAGE plpgsql AS $fn$
BEGIN
  OPEN cur FOR EXECUTE 'EXECUTE learner_stmt';
  RETURN cur;
END $fn$;
ALTER FUNCTION sandbox_api.open_learner_statement(refcursor) OWNER TO ${OWNER_ROLE};
REVOKE ALL ON FUNCTION sandbox_api.open_learner_statement(refcursor) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sandbox_api.open_learner_statement(refcursor) TO ${RUNNER_ROLE};
${hiddenCountsSql()}
`;
}

/**
 * `random()` keeps its state across ROLLBACK and DISCARD ALL (one run's `setseed` would be read back
 * by the next run on that backend): every run reseeds it from the server's strong random source
 * (48 bits of gen_random_uuid()) before the setup and again before the learner's statement.
 */
export const RESEED_EXPRESSION =
  "setseed(('x' || right(gen_random_uuid()::text, 12))::bit(48)::bigint / 140737488355328.0 - 1)";

/**
 * Functions revoked from PUBLIC (every overload; regular expressions on pg_proc.proname) because a
 * single read-only SELECT could use them to carry what it saw of hidden data to a later run, to see
 * other sessions, or to write outside its transaction. tests/sandbox/hidden-data.int.spec.ts checks
 * that none is executable, and that every volatile function still executable was reviewed.
 */
export const REVOKED_FUNCTION_PATTERNS: Record<string, string> = {
  // cumulative statistics (pg_stat_get_*, snapshots, resets, flushes, per-transaction counters)
  statistics: '^pg_stat_',
  // sizes of the database directory include other sessions' temporary tables; a relation's size is its
  // row count near enough, and materialised hidden datasets are relations of the same database
  sizes: '^pg_(database|tablespace|relation|table|total_relation|indexes)_size$',
  // other sessions: locks, blocking, prepared transactions, notification queue, multixacts
  sessions: '^pg_(lock_status|prepared_xact|blocking_pids|safe_snapshot_blocking_pids|isolation_test_session_is_blocked|notification_queue_usage|get_multixact_members)$',
  // cluster-wide counters: control file (next OID/XID, checkpoint LSN), transaction ids and snapshots
  counters: '^(pg_control_.*|txid_current.*|txid_status|pg_current_xact_id.*|pg_current_snapshot|pg_xact_status|pg_xact_commit_timestamp.*|pg_last_committed_xact)$',
  // WAL: emit messages, positions, switch, restore points, backups, recovery, replication slots and origins
  wal: '^(pg_logical_.*|pg_(current|last)_wal_.*|pg_switch_wal|pg_create_restore_point|pg_backup_(start|stop)|pg_(start|stop)_backup|pg_promote|pg_wal_replay_.*|pg_get_wal_.*|pg_is_wal_replay_paused|pg_last_xact_replay_timestamp|pg_replication_origin_.*|.*replication_slot.*)$',
  // work outside the transaction: notifications, snapshot files, index maintenance that writes
  writers: '^(pg_notify|pg_export_snapshot|gin_clean_pending_list|brin_summarize_new_values|brin_summarize_range|brin_desummarize_range)$',
  // superuser-only inside (defence in depth: not even callable)
  internals: '^(binary_upgrade_.*|pg_nextoid|pg_import_system_collations|pg_stop_making_pinned_objects|pg_extension_config_dump|pg_read_file_old|pg_rotate_logfile_old|pg_rotate_logfile|pg_reload_conf)$',
};

/** Views and tables revoked from PUBLIC: every statistics view (pg_stat*, pg_statio*, pg_stats*) and other sessions' state. */
export const REVOKED_RELATION_PATTERN = '^(pg_stat.*|pg_locks|pg_prepared_xacts|pg_replication_slots|pg_replication_origin_status)$';

/** pg_class columns that count a relation's rows or pages (ANALYZE and CREATE INDEX keep them): a hidden dataset's size. */
export const HIDDEN_PG_CLASS_COLUMNS = ['relpages', 'reltuples', 'relallvisible', 'relfrozenxid', 'relminmxid'];

/**
 * pg_class stays readable column by column, except the counts: a materialised hidden dataset's tables
 * are in the same database as the visible ones (their schemas are not readable, their catalog rows are).
 */
function hiddenCountsSql(): string {
  const hidden = HIDDEN_PG_CLASS_COLUMNS.map(literal).join(', ');
  return `
REVOKE SELECT ON pg_catalog.pg_class FROM PUBLIC;
DO $$ DECLARE cols text; BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO cols FROM pg_attribute
  WHERE attrelid = 'pg_catalog.pg_class'::regclass AND attnum > 0 AND NOT attisdropped AND attname NOT IN (${hidden});
  EXECUTE format('GRANT SELECT (%s) ON pg_catalog.pg_class TO PUBLIC', cols);
  EXECUTE format('REVOKE SELECT (%s) ON pg_catalog.pg_class FROM PUBLIC', ${literal(HIDDEN_PG_CLASS_COLUMNS.join(', '))});
END $$;
`;
}

/** Idempotent (REVOKE of what is already revoked does nothing); pattern-based, so new overloads are caught. */
function hiddenDataRevokesSql(): string {
  const fnPattern = Object.values(REVOKED_FUNCTION_PATTERNS).map((p) => `(${p})`).join('|');
  return `
DO $$ DECLARE f regprocedure; r regclass; BEGIN
  FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
           WHERE p.pronamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname = 'sandbox_api')
             AND p.proname ~ ${literal(fnPattern)} LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f);
  END LOOP;
  FOR r IN SELECT c.oid::regclass FROM pg_class c
           WHERE c.relkind IN ('r', 'v', 'm') AND c.relnamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname = 'sandbox_api')
             AND c.relname ~ ${literal(REVOKED_RELATION_PATTERN)} LOOP
    EXECUTE format('REVOKE ALL ON TABLE %s FROM PUBLIC', r);
  END LOOP; END $$;
`;
}

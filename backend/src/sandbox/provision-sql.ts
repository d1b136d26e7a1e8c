import { OWNER_ROLE, RUNNER_ROLE, SANDBOX_DATABASE, WATCHDOG_ROLE } from './sandbox-roles';

const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;

/** Cluster-wide part, run as superuser in one transaction (SANDBOX.md §2.4 01_cluster_setup.sql). */
export function clusterSetupSql(runnerPassword: string, watchdogPassword: string): string {
  return `
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${OWNER_ROLE}') THEN CREATE ROLE ${OWNER_ROLE} NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${RUNNER_ROLE}') THEN CREATE ROLE ${RUNNER_ROLE} LOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${WATCHDOG_ROLE}') THEN CREATE ROLE ${WATCHDOG_ROLE} LOGIN; END IF;
END $$;
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
GRANT EXECUTE ON FUNCTION sandbox_api.fetch_limited(refcursor, integer, bigint) TO ${RUNNER_ROLE};
`;
}

import { RESEED_EXPRESSION } from './provision-sql';

export interface TransactionLimits {
  statementTimeoutMs: number;
  setupTimeoutMs: number;
  lockTimeoutMs: number;
  workMem: string;
}

export const LEARNER_CURSOR = 'learner_cur';
/** Nothing is ever appended after the learner's text: a trailing `--` cannot swallow our SQL. */
export const DECLARE_PREFIX = `DECLARE ${LEARNER_CURSOR} NO SCROLL CURSOR FOR `;

const int = (n: number): number => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a non-negative integer: ${n}`);
  return n;
};

/** Every limit is re-asserted per transaction: role defaults are only a fallback. */
export function beginSql(l: TransactionLimits): string {
  if (!/^\d+(kB|MB)$/.test(l.workMem)) throw new RangeError(`bad work_mem: ${l.workMem}`);
  return [
    'BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE',
    `SET LOCAL statement_timeout = ${int(l.setupTimeoutMs)}`,
    // The trusted setup may wait on the server's own work (autovacuum dropping a killed backend's orphaned
    // temporary tables holds their locks): it is bounded by its statement timeout, not by the learner's
    // lock timeout, which each learner phase sets (a content lint under load failed a setup on 200 ms).
    `SET LOCAL lock_timeout = ${int(l.setupTimeoutMs)}`,
    `SET LOCAL idle_in_transaction_session_timeout = ${int(l.setupTimeoutMs + 5000)}`,
    `SET LOCAL work_mem = '${l.workMem}'`,
    'SET LOCAL hash_mem_multiplier = 1',
    'SET LOCAL max_parallel_workers_per_gather = 0',
    'SET LOCAL jit = off',
    // a cursor is planned for its first 10% by default (fast-start nested loops); we fetch it all
    'SET LOCAL cursor_tuple_fraction = 1',
    'SET LOCAL search_path = pg_temp',
    // Results must not depend on the server's settings: timestamptz text and date parsing are fixed.
    "SET LOCAL TimeZone = 'UTC'",
    "SET LOCAL DateStyle = 'ISO, MDY'",
    "SET LOCAL IntervalStyle = 'postgres'",
    // random() survives ROLLBACK and DISCARD ALL: never let a run see the seed a previous run left
    `SELECT ${RESEED_EXPRESSION}`,
    '',
  ].join(';\n');
}

/**
 * Instead of the setup: the run reads one materialised dataset, as the role that may read it (its schema
 * and its challenge version's others, nothing else) with the schema as its search_path. Both are LOCAL:
 * the savepoint or the transaction's end takes them back. The learner cannot change either (set_config is
 * revoked; one statement, a cursor, is all it sends).
 */
export function readDatasetSql(place: { schema: string; role: string }): string {
  if (!/^sqd_[0-9a-f]{40}$/.test(place.schema) || !/^sqr_[0-9a-f]{40}$/.test(place.role)) throw new RangeError(`bad dataset place: ${place.schema} ${place.role}`);
  // the cast fails when the schema is gone (search_path alone would not): no verdict on a missing dataset
  return `SELECT '${place.schema}'::regnamespace;\nSET LOCAL ROLE ${place.role};\nSET LOCAL search_path = ${place.schema}`;
}

/**
 * Before a learner statement on a materialised dataset: random() reseeded. There is nothing to seal: the
 * run made no temporary sequence, and the dataset's own cannot be moved (read-only transaction, SELECT only).
 */
export function readPhaseSql(timeoutMs: number, lockTimeoutMs: number): string {
  return `\n;\nSELECT ${RESEED_EXPRESSION};\nSET TRANSACTION READ ONLY;\n${limitsSql(timeoutMs, lockTimeoutMs)}`;
}

/**
 * After the trusted setup (or a dataset script): random() reseeded and the setup's sequences sealed
 * (sandbox_api.seal_run), then the learner's statement runs read-only under its own timeout.
 */
export function learnerPhaseSql(timeoutMs: number, lockTimeoutMs: number): string {
  return `\n;\nSELECT sandbox_api.seal_run();\nSET TRANSACTION READ ONLY;\n${limitsSql(timeoutMs, lockTimeoutMs)}`;
}

/**
 * A data-changing run (DmlSpec) after its data: the transaction stays read-write (the learner's statement
 * writes the run's own temporary tables, nothing else is writable to the runner). The sequences are sealed
 * per statement (dml-statement.ts), after they are put back where the data left them.
 */
export function dmlPhaseSql(timeoutMs: number, lockTimeoutMs: number): string {
  return `\n;\nSELECT ${RESEED_EXPRESSION};\n${limitsSql(timeoutMs, lockTimeoutMs)}`;
}

/** The learner statement's own limits (a savepoint's rollback restores the setup's). */
const limitsSql = (timeoutMs: number, lockTimeoutMs: number): string =>
  `SET LOCAL statement_timeout = ${int(timeoutMs)};\nSET LOCAL lock_timeout = ${int(lockTimeoutMs)}`;

/** Column metadata (FETCH 0 runs nothing) and every row through the guard in a single Execute. */
export function fetchSql(maxRows: number, maxBytes: number): string {
  return `FETCH 0 FROM ${LEARNER_CURSOR};\nSELECT j::text AS j FROM sandbox_api.fetch_limited('${LEARNER_CURSOR}', ${int(maxRows)}, ${int(maxBytes)}) j`;
}

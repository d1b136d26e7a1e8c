import { type JsonValue } from './ordered-json';

export interface ResultColumn {
  /** As the query named it: duplicates and `?column?` included. */
  name: string;
  typeOid: number;
}

export type RunErrorKind =
  | 'syntax'
  | 'multiple-statements'
  | 'not-a-query'
  | 'empty'
  | 'timeout'
  | 'row-limit'
  | 'byte-limit'
  | 'resource'
  | 'permission'
  | 'read-only'
  | 'query'
  | 'setup'
  | 'busy'
  | 'internal';

export interface RunError {
  kind: RunErrorKind;
  /** SQLSTATE when the database answered. */
  code?: string;
  /** Safe to show the learner (visible dataset only: hidden datasets never show it). */
  message: string;
  /** The sandbox could not answer (unreachable, or it went away mid-run): no verdict; the run may be retried elsewhere. */
  unavailable?: true;
  /** 1-based character offset in the learner's text, when the database gave one. */
  position?: number;
}

export interface RunResult {
  ok: boolean;
  columns: ResultColumn[];
  /** One array per row, values in column order as the guard serialised them (row_to_json). */
  rows: JsonValue[][];
  rowCount: number;
  error: RunError | null;
  /** Wall time of the learner's statement (not the data setup), in milliseconds. */
  durationMs: number;
  /**
   * A data-changing run (RunRequest.dml): what the statement returned and left in the checked tables.
   * `columns`/`rows` then hold the same outcome flattened for comparison (dml-outcome.ts).
   */
  dml?: DmlOutcome;
}

/** A run of one INSERT, UPDATE or DELETE (a data-changing challenge) instead of a query. */
export interface DmlSpec {
  /** The tables the challenge asks to change: their rows after the statement are compared. */
  checks: string[];
  /** Every table of the setup: the others must be left as they were (compared by a digest of their rows). */
  tables: string[];
  /** The reference returns rows (RETURNING): the learner's are compared too; otherwise they are only shown. */
  returning: boolean;
  /** The reference's RETURNING column names (for the content lint and display; never compared). */
  returningColumns?: string[];
  /** Also read the checked tables before the statement and their primary keys (a test run's before/after diff). */
  before?: boolean;
}

export interface DmlTableState {
  name: string;
  columns: string[];
  /** Primary key columns (read when DmlSpec.before). */
  key?: string[];
  before?: JsonValue[][];
  after: JsonValue[][];
}

export interface DmlOutcome {
  /** The RETURNING rows, or null when the statement has no RETURNING. */
  returning: { columns: ResultColumn[]; rows: JsonValue[][] } | null;
  tables: DmlTableState[];
  /** md5 of each other table's rows (order-insensitive). */
  digests: Array<{ name: string; digest: string }>;
}

export interface RunRequest {
  /** The challenge's trusted schema_setup (plus any generated perturbation script). */
  setupSql: string;
  /** The learner's text, sent as-is inside DECLARE … CURSOR FOR. */
  sql: string;
  timeoutMs?: number;
  maxRows?: number;
  maxBytes?: number;
  /**
   * The caller vouches that the setup builds the same data whenever it runs (grading/materialisable.ts):
   * the server may read it from a dataset loaded once instead of building it in the run.
   */
  materialise?: boolean;
  /** Run the text as one data-changing statement (never materialised: the run builds its data). */
  dml?: DmlSpec;
}

export function failure(error: RunError, durationMs = 0): RunResult {
  return { ok: false, columns: [], rows: [], rowCount: 0, error, durationMs };
}

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
}

export function failure(error: RunError, durationMs = 0): RunResult {
  return { ok: false, columns: [], rows: [], rowCount: 0, error, durationMs };
}

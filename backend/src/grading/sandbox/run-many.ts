import { type DmlSpec, type RunError, type RunResult } from './run-result';

export interface ManyRequest {
  /** The challenge's trusted schema_setup, run once. */
  setupSql: string;
  /** Scripts run after the setup, one dataset each ('' is the setup as it is). */
  datasets: string[];
  /** Queries run on every dataset, read-only, each under the statement timeout. */
  queries: string[];
  timeoutMs?: number;
  /** A query that timed out on one dataset is not run on the later ones (its result there: the same timeout). */
  skipAfterTimeout?: boolean;
  /**
   * The first query is the reference the others are compared with: on a dataset where it fails (or times
   * out, or is skipped after a timeout) the others are not run, and the dataset's row holds its result alone.
   */
  referenceFirst?: boolean;
  maxRows?: number;
  maxBytes?: number;
  /**
   * Also count each query's work: the rows every plan node produced, summed over its loops (EXPLAIN
   * ANALYZE, run once more before the fetch). Unlike its duration, the count does not change with load.
   */
  countWork?: boolean;
  /** As RunRequest.materialise: the setup and every script build the same data whenever they run. */
  materialise?: boolean;
  /**
   * Each query is one data-changing statement: run read-write in its savepoint, the setup's sequences put
   * back before each (nextval survives a rollback), graded by the tables it leaves (RunResult.dml).
   */
  dml?: DmlSpec;
}

export interface ManyOutcome {
  /** results[dataset][query]; null where the dataset's script failed (a constraint, an error). */
  results: Array<RunResult[] | null>;
  /** The setup itself failed, or the sandbox went away: nothing after it ran. */
  setupError?: RunError;
  /** A query outlived its timeout and its backend was terminated: the batch ended there. */
  aborted?: { dataset: number; query: number };
  /** work[dataset][query] when asked for (0 where the query failed). */
  work?: number[][];
}

/** Called after each query (query -1: the dataset's script failed); false stops the batch. */
export type OnManyResult = (dataset: number, query: number, result: RunResult) => boolean | void;

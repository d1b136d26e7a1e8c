import { type SandboxExecutor } from '../sandbox/executor';
import { type JsonValue } from '../sandbox/ordered-json';
import { type ResultColumn, type RunError } from '../sandbox/run-result';
import { PREVIEW_ROWS } from './grade';
import { sampleDiff, type SampleDiff } from './sample-diff';
import { readsMaterialised } from './materialisable';
import { cachedSetupProblems } from './setup-cache';
import { type DmlSpec } from '../sandbox/run-result';
import { dmlChanges, type DmlTableChanges } from './dml-challenge';

export interface TestRunResult {
  /** The query ran (says nothing about correctness). */
  success: boolean;
  message: string;
  error: string | null;
  errorDetail: RunError | null;
  columns: ResultColumn[];
  rows: JsonValue[][];
  rowCount: number;
  durationMs: number;
  /** The whole result against the reference's on the visible dataset, when it was given (never a hidden one). */
  sampleDiff: SampleDiff | null;
  /** A data-changing challenge: each checked table before and after the statement on the visible dataset. */
  dataChanges?: DmlTableChanges[] | null;
}

/** The reference's result on the visible dataset: what a test run is diffed against. */
export interface VisibleExpected {
  columnCount: number;
  rows: JsonValue[][];
  ordered: boolean;
  /** A data-changing challenge: the run executes one statement and is diffed by the tables it leaves. */
  dml?: DmlSpec;
}

/** The learner's "Run" button: the query on the visible dataset, a preview of its rows, no grading. */
export async function testRun(executor: SandboxExecutor, setupSql: string, learnerSql: string, opts: { learnerKey: string; expected?: VisibleExpected | null }): Promise<TestRunResult> {
  const problems = await cachedSetupProblems(setupSql);
  if (problems.length) {
    const message = "The challenge's data could not be loaded.";
    return { success: false, message, error: message, errorDetail: { kind: 'setup', message: problems.join('; ') }, columns: [], rows: [], rowCount: 0, durationMs: 0, sampleDiff: null };
  }
  const dml = opts.expected?.dml ? { ...opts.expected.dml, before: true } : undefined;
  const r = await executor.run(opts.learnerKey, dml ? { setupSql, sql: learnerSql, dml } : { setupSql, sql: learnerSql, materialise: await readsMaterialised(setupSql, [], learnerSql) });
  if (r.error) {
    return { success: false, message: r.error.message, error: r.error.message, errorDetail: r.error, columns: [], rows: [], rowCount: 0, durationMs: r.durationMs, sampleDiff: null };
  }
  if (r.dml && opts.expected) {
    const changes = dmlChanges(r.dml);
    const count = (n: number, what: string): string => `${n} ${what}`;
    const sum = (k: 'added' | 'removed' | 'changed'): number => changes.reduce((n, t) => n + t[k].length, 0);
    const returned = r.dml.returning;
    return {
      success: true,
      message: `Statement ran in ${Math.round(r.durationMs)} ms: ${count(sum('added'), 'added')}, ${count(sum('removed'), 'removed')}, ${count(sum('changed'), 'changed')}${returned ? `; ${returned.rows.length} ${returned.rows.length === 1 ? 'row' : 'rows'} returned` : ''}.`,
      error: null,
      errorDetail: null,
      columns: returned?.columns ?? [],
      rows: (returned?.rows ?? []).slice(0, PREVIEW_ROWS),
      rowCount: returned?.rows.length ?? 0,
      durationMs: r.durationMs,
      sampleDiff: sampleDiff(opts.expected, { columnCount: r.columns.length, rows: r.rows }, false),
      dataChanges: changes,
    };
  }
  const rows = r.rowCount === 1 ? 'row' : 'rows';
  return {
    success: true,
    message: `Query ran: ${r.rowCount} ${rows} in ${Math.round(r.durationMs)} ms.`,
    error: null,
    errorDetail: null,
    columns: r.columns,
    rows: r.rows.slice(0, PREVIEW_ROWS),
    rowCount: r.rowCount,
    durationMs: r.durationMs,
    sampleDiff: opts.expected ? sampleDiff(opts.expected, { columnCount: r.columns.length, rows: r.rows }, opts.expected.ordered) : null,
  };
}

import { type SandboxExecutor } from '../sandbox/executor';
import { type JsonValue } from '../sandbox/ordered-json';
import { type ResultColumn, type RunError } from '../sandbox/run-result';
import { PREVIEW_ROWS } from './grade';
import { sampleDiff, type SampleDiff } from './sample-diff';
import { readsMaterialised } from './materialisable';
import { cachedSetupProblems } from './setup-cache';

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
}

/** The reference's result on the visible dataset: what a test run is diffed against. */
export interface VisibleExpected {
  columnCount: number;
  rows: JsonValue[][];
  ordered: boolean;
}

/** The learner's "Run" button: the query on the visible dataset, a preview of its rows, no grading. */
export async function testRun(executor: SandboxExecutor, setupSql: string, learnerSql: string, opts: { learnerKey: string; expected?: VisibleExpected | null }): Promise<TestRunResult> {
  const problems = await cachedSetupProblems(setupSql);
  if (problems.length) {
    const message = "The challenge's data could not be loaded.";
    return { success: false, message, error: message, errorDetail: { kind: 'setup', message: problems.join('; ') }, columns: [], rows: [], rowCount: 0, durationMs: 0, sampleDiff: null };
  }
  const r = await executor.run(opts.learnerKey, { setupSql, sql: learnerSql, materialise: await readsMaterialised(setupSql, [], learnerSql) });
  if (r.error) {
    return { success: false, message: r.error.message, error: r.error.message, errorDetail: r.error, columns: [], rows: [], rowCount: 0, durationMs: r.durationMs, sampleDiff: null };
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

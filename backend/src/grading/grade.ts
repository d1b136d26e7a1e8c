import { SandboxExecutor } from '../sandbox/executor';
import { type JsonValue } from '../sandbox/ordered-json';
import { type ResultColumn, type RunError } from '../sandbox/run-result';
import { compareResults } from './compare-results';
import { type PreparedChallenge } from './prepared-challenge';
import { withScript } from './row-orders';
import { cachedSetupProblems } from './setup-cache';

export const PREVIEW_ROWS = 10;

export interface GradeResult {
  correct: boolean;
  /** For the learner: "Correct!", a hint that reveals no expected value, or the error's message. */
  message: string;
  /** Set when the learner's query failed on the visible dataset (never for hidden datasets). */
  error: RunError | null;
  columns: ResultColumn[];
  /** The first rows of the learner's result on the visible dataset. */
  rows: JsonValue[][];
  rowCount: number;
  /** Learner statement time on the visible dataset, in milliseconds. */
  durationMs: number;
  /**
   * Why a hidden dataset's run failed, when it did (a timeout is not a wrong answer to a re-grade).
   * Never shown to the learner.
   */
  hiddenErrorKind?: RunError['kind'];
}

const HIDDEN_FAILURE =
  'Your query gives the expected result on the sample data but not on a hidden dataset: make sure it does not depend on the particular sample values.';

/** Correct only when the result matches on the visible dataset and on every hidden variant. */
export async function grade(executor: SandboxExecutor, prepared: PreparedChallenge, learnerSql: string, opts: { learnerKey: string }): Promise<GradeResult> {
  const empty = { columns: [], rows: [], rowCount: 0, durationMs: 0 };
  const setupProblems = await cachedSetupProblems(prepared.setupSql);
  if (setupProblems.length || prepared.problems.length) {
    return { correct: false, message: 'This challenge is not available for grading right now.', error: { kind: 'setup', message: 'challenge not validated' }, ...empty };
  }
  const lease = executor.acquire(opts.learnerKey);
  if (!lease) {
    const busy = SandboxExecutor.busy().error as RunError;
    return { correct: false, message: busy.message, error: busy, ...empty };
  }
  try {
    const visible = await lease.run({ setupSql: prepared.setupSql, sql: learnerSql });
    const shown = { columns: visible.columns, rows: visible.rows.slice(0, PREVIEW_ROWS), rowCount: visible.rowCount, durationMs: visible.durationMs };
    if (visible.error) return { correct: false, message: visible.error.message, error: visible.error, ...shown };
    const expected = { columnCount: prepared.columns.length, rows: prepared.expected };
    const actual = (rows: JsonValue[][]): { columnCount: number; rows: JsonValue[][] } => ({ columnCount: visible.columns.length, rows });
    const cmp = compareResults(expected, actual(visible.rows), prepared.ordered);
    if (!cmp.match) return { correct: false, message: cmp.hint as string, error: null, ...shown };
    for (const variant of prepared.variants) {
      // Hidden datasets answer pass/fail only: their error texts and timings would leak data.
      const hidden = await lease.run({ setupSql: withScript(prepared.setupSql, variant.script), sql: learnerSql });
      // The sandbox going away mid-grading is no verdict: answer it like a visible-dataset outage.
      if (hidden.error?.kind === 'internal') return { correct: false, message: hidden.error.message, error: hidden.error, ...shown };
      const ok = !hidden.error && hidden.columns.length === visible.columns.length
        && compareResults({ columnCount: expected.columnCount, rows: variant.expected }, actual(hidden.rows), prepared.ordered).match;
      if (!ok) return { correct: false, message: HIDDEN_FAILURE, error: null, ...shown, ...(hidden.error ? { hiddenErrorKind: hidden.error.kind } : {}) };
    }
    return { correct: true, message: 'Correct!', error: null, ...shown };
  } finally {
    lease.release();
  }
}

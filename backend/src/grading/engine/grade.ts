import { SandboxExecutor } from '../sandbox/executor';
import { type JsonValue } from '../sandbox/ordered-json';
import { type ResultColumn, type RunError, type RunResult } from '../sandbox/run-result';
import { compareResults } from './compare-results';
import { type PreparedChallenge, type PreparedVariant } from './prepared-challenge';
import { readsMaterialised } from './materialisable';
import { cachedSetupProblems } from './setup-cache';
import { dmlHint } from './dml-challenge';

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
  /** The kind of case behind the first hidden dataset that differs (no row, no value): also in `message`. */
  hiddenCase?: string;
  /** The visible dataset matched, so the hidden datasets decided the verdict (and their run time is in it). */
  hiddenDecided?: boolean;
}

const HIDDEN_FAILURE =
  'Your query gives the expected result on the sample data but not on a hidden dataset: make sure it does not depend on the particular sample values.';
const hiddenFailure = (kind: string | undefined): string => (kind ? `${HIDDEN_FAILURE} The first hidden dataset where it differs holds ${kind}.` : HIDDEN_FAILURE);

/**
 * Correct only when the result matches on the visible dataset and on every hidden one. All datasets run
 * in one sandbox transaction (the setup once, each hidden script in a savepoint), stopping at the first
 * mismatch; the learner sees one total time.
 */
export async function grade(executor: SandboxExecutor, prepared: PreparedChallenge, learnerSql: string, opts: { learnerKey: string }): Promise<GradeResult> {
  const empty = { columns: [], rows: [], rowCount: 0, durationMs: 0 };
  const setupProblems = await cachedSetupProblems(prepared.setupSql);
  if (setupProblems.length || prepared.problems.length || prepared.version !== 2) {
    return { correct: false, message: 'This challenge is not available for grading right now.', error: { kind: 'setup', message: 'challenge not validated' }, ...empty };
  }
  const scripts = prepared.variants.map((v) => v.script);
  const materialise = prepared.dml ? false : await readsMaterialised(prepared.setupSql, scripts, learnerSql);
  const lease = executor.acquire(opts.learnerKey);
  if (!lease) {
    const busy = SandboxExecutor.busy().error as RunError;
    return { correct: false, message: busy.message, error: busy, ...empty };
  }
  try {
    const expected = { columnCount: prepared.columns.length, rows: prepared.expected };
    let visible: RunResult | undefined;
    let verdict = 'correct' as 'correct' | 'visible' | 'hidden';
    let hiddenError: RunError | null = null;
    let hiddenCase: string | undefined;
    const run = await lease.runMany({ setupSql: prepared.setupSql, datasets: ['', ...scripts], queries: [learnerSql], materialise, ...(prepared.dml ? { dml: prepared.dml } : {}) }, (d, _q, result) => {
      if (d === 0) {
        visible = result;
        if (result.error || !compareResults(expected, { columnCount: result.columns.length, rows: result.rows }, prepared.ordered).match) {
          verdict = 'visible';
          return false;
        }
        return true;
      }
      const variant = prepared.variants[d - 1] as PreparedVariant;
      // Hidden datasets answer pass/fail only: their error texts and timings would leak data.
      const ok = !result.error && result.columns.length === (visible as RunResult).columns.length
        && compareResults({ columnCount: expected.columnCount, rows: variant.expected }, { columnCount: result.columns.length, rows: result.rows }, prepared.ordered).match;
      if (!ok) {
        verdict = 'hidden';
        hiddenError = result.error;
        hiddenCase = variant.catches;
        return false;
      }
      return true;
    });
    if (run.setupError && !visible) return { correct: false, message: run.setupError.message, error: run.setupError, ...empty };
    if (!visible) return { correct: false, message: 'The SQL sandbox is unavailable right now; please try again.', error: { kind: 'internal', message: 'no result' }, ...empty };
    const seen: RunResult = visible;
    const shown = { columns: seen.columns, rows: seen.rows.slice(0, PREVIEW_ROWS), rowCount: seen.rowCount, durationMs: seen.durationMs };
    if (verdict === 'visible' && !seen.error && prepared.dml) {
      return { correct: false, message: dmlHint(prepared.expected, seen.rows, expected.columnCount, seen.columns.length), error: null, ...shown };
    }
    if (seen.error) return { correct: false, message: seen.error.message, error: seen.error, ...shown };
    if (verdict === 'visible') {
      const cmp = compareResults(expected, { columnCount: seen.columns.length, rows: seen.rows }, prepared.ordered);
      return { correct: false, message: cmp.hint as string, error: null, ...shown };
    }
    // The sandbox going away mid-grading (or a run cut short) is no verdict: answer it like an outage.
    if (run.setupError || (run.aborted && verdict === 'correct')) {
      const error: RunError = run.setupError ?? { kind: 'internal', message: 'The SQL sandbox is unavailable right now; please try again.' };
      return { correct: false, message: error.message, error, ...shown };
    }
    if (verdict === 'hidden' || run.aborted) {
      const kind = (hiddenError as RunError | null)?.kind ?? (run.aborted ? 'timeout' : undefined);
      // A run cut short is no evidence about the data: no case is named for it.
      const named = run.aborted ? undefined : hiddenCase;
      return {
        correct: false, message: hiddenFailure(named), error: null, ...shown, hiddenDecided: true,
        ...(kind ? { hiddenErrorKind: kind } : {}), ...(named ? { hiddenCase: named } : {}),
      };
    }
    return { correct: true, message: 'Correct!', error: null, ...shown, hiddenDecided: true };
  } finally {
    lease.release();
  }
}

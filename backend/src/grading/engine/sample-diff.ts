import { type JsonValue } from '../sandbox/ordered-json';
import { compareResults, unmatchedRows, type ExpectedResult } from './compare-results';
import { rowsEqual, valuesEqual } from './normalise';

/** One cell of the learner's result that differs from the row it most resembles in the expected result. */
export interface DifferingCell {
  /** 0-based index of the row in the learner's result. */
  row: number;
  /** 0-based column position (columns are compared by position, never by name). */
  column: number;
  expected: JsonValue;
  actual: JsonValue;
}

/** A test run's result set against the reference's result on the visible (sample) dataset only. */
export interface SampleDiff {
  matches: boolean;
  /** Why it does not match, in grading's words ("Expected 3 columns, got 2."); null when it matches. */
  reason: string | null;
  /** Expected rows the learner's result lacks (first DIFF_ROWS_SHOWN). */
  missingRows: JsonValue[][];
  /** The learner's rows the expected result lacks (first DIFF_ROWS_SHOWN). */
  extraRows: JsonValue[][];
  /** Cells of near-miss rows (or, when only the order is wrong, of rows out of place); first DIFF_CELLS_SHOWN. */
  differingCells: DifferingCell[];
  missingRowCount: number;
  extraRowCount: number;
}

export const DIFF_ROWS_SHOWN = 50;
export const DIFF_CELLS_SHOWN = 100;
/** Pairing near misses compares every missing row with every extra one: bounded. */
const MAX_PAIRING_WORK = 250_000;

/**
 * Compares with grading's rules (compareResults: column count, row count, multiset or order), and
 * says where the rows differ. A row of the learner's result that shares cells with a missing row is
 * a near miss: its differing cells are listed, and the pair is left out of missing and extra rows.
 */
export function sampleDiff(expected: ExpectedResult, actual: ExpectedResult, ordered: boolean): SampleDiff {
  const cmp = compareResults(expected, actual, ordered);
  const none = { missingRows: [], extraRows: [], differingCells: [], missingRowCount: 0, extraRowCount: 0 };
  if (cmp.match) return { matches: true, reason: null, ...none };
  if (expected.columnCount !== actual.columnCount) return { matches: false, reason: cmp.hint, ...none };

  const extra = unmatchedRows(expected.rows, actual.rows);
  const missing = unmatchedRows(actual.rows, expected.rows);
  if (ordered && extra.length === 0 && missing.length === 0) {
    return { matches: false, reason: cmp.hint, ...none, differingCells: outOfPlaceCells(expected.rows, actual.rows) };
  }
  const pairs = pairNearMisses(expected.rows, actual.rows, missing, extra, expected.columnCount);
  const pairedMissing = new Set(pairs.map(([e]) => e));
  const pairedExtra = new Set(pairs.map(([, a]) => a));
  const missingLeft = missing.filter((i) => !pairedMissing.has(i));
  const extraLeft = extra.filter((i) => !pairedExtra.has(i));
  const differingCells = pairs
    .sort((x, y) => x[1] - y[1])
    .flatMap(([e, a]) => cellsThatDiffer(expected.rows[e] as JsonValue[], actual.rows[a] as JsonValue[], a))
    .slice(0, DIFF_CELLS_SHOWN);
  return {
    matches: false,
    reason: cmp.hint,
    missingRows: missingLeft.slice(0, DIFF_ROWS_SHOWN).map((i) => expected.rows[i] as JsonValue[]),
    extraRows: extraLeft.slice(0, DIFF_ROWS_SHOWN).map((i) => actual.rows[i] as JsonValue[]),
    differingCells,
    missingRowCount: missingLeft.length,
    extraRowCount: extraLeft.length,
  };
}

function cellsThatDiffer(expected: JsonValue[], actual: JsonValue[], row: number): DifferingCell[] {
  const cells: DifferingCell[] = [];
  expected.forEach((e, column) => {
    const a = actual[column] as JsonValue;
    if (!valuesEqual(e, a)) cells.push({ row, column, expected: e, actual: a });
  });
  return cells;
}

/** The right rows in the wrong order: the cells of each position whose row is not the expected one. */
function outOfPlaceCells(expected: JsonValue[][], actual: JsonValue[][]): DifferingCell[] {
  const cells: DifferingCell[] = [];
  for (let i = 0; i < expected.length && cells.length < DIFF_CELLS_SHOWN; i++) {
    const e = expected[i] as JsonValue[];
    const a = actual[i] as JsonValue[];
    if (!rowsEqual(e, a)) cells.push(...cellsThatDiffer(e, a, i));
  }
  return cells.slice(0, DIFF_CELLS_SHOWN);
}

const equalCells = (e: JsonValue[], a: JsonValue[]): number => e.reduce<number>((n, v, i) => n + (valuesEqual(v, a[i] as JsonValue) ? 1 : 0), 0);

/**
 * Greedy: each extra row (in the learner's order) takes the missing row sharing most cells with it,
 * at least one (the same position first on a tie). One-column results have nothing to pair on.
 */
function pairNearMisses(expected: JsonValue[][], actual: JsonValue[][], missing: number[], extra: number[], width: number): Array<[number, number]> {
  if (width < 2 || missing.length * extra.length > MAX_PAIRING_WORK) return [];
  const free = new Set(missing);
  const pairs: Array<[number, number]> = [];
  for (const a of extra) {
    let best = -1;
    let bestScore = 0;
    for (const e of free) {
      const score = equalCells(expected[e] as JsonValue[], actual[a] as JsonValue[]);
      if (score > bestScore || (score === bestScore && score > 0 && e === a)) {
        best = e;
        bestScore = score;
      }
    }
    if (best >= 0 && bestScore > 0) {
      free.delete(best);
      pairs.push([best, a]);
    }
  }
  return pairs;
}

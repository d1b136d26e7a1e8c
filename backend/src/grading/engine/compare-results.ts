import { type JsonValue } from '../sandbox/ordered-json';
import { rowKey, rowsEqual } from './normalise';

export interface ExpectedResult {
  /** Number of columns of the reference's result (names are not compared). */
  columnCount: number;
  rows: JsonValue[][];
}

export interface Comparison {
  match: boolean;
  /** Says why without revealing expected values. */
  hint: string | null;
}

const MATCH: Comparison = { match: true, hint: null };
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function compareResults(expected: ExpectedResult, actual: { columnCount: number; rows: JsonValue[][] }, ordered: boolean): Comparison {
  if (expected.columnCount !== actual.columnCount) {
    return { match: false, hint: `Expected ${plural(expected.columnCount, 'column')}, got ${actual.columnCount}.` };
  }
  if (expected.rows.length !== actual.rows.length) {
    return { match: false, hint: `Expected ${plural(expected.rows.length, 'row')}, got ${actual.rows.length}.` };
  }
  const unmatched = unmatchedRows(expected.rows, actual.rows);
  if (!ordered) {
    if (unmatched.length === 0) return MATCH;
    return {
      match: false,
      hint: `Row ${unmatched[0] as number + 1} of your result is not in the expected result${unmatched.length > 1 ? ` (${unmatched.length} rows differ)` : ''}.`,
    };
  }
  const first = expected.rows.findIndex((row, i) => !rowsEqual(row, actual.rows[i] as JsonValue[]));
  if (first < 0) return MATCH;
  if (unmatched.length === 0) {
    return { match: false, hint: `The rows are right but not in the required order (row ${first + 1} differs).` };
  }
  return { match: false, hint: `Row ${first + 1} differs.` };
}

/** Indexes of actual rows without a partner in expected, compared as multisets. */
export function unmatchedRows(expected: JsonValue[][], actual: JsonValue[][]): number[] {
  const pool = new Map<string, number[]>();
  expected.forEach((row, i) => {
    const key = rowKey(row);
    pool.set(key, [...(pool.get(key) ?? []), i]);
  });
  const leftoverActual: number[] = [];
  actual.forEach((row, i) => {
    const bucket = pool.get(rowKey(row));
    const partner = bucket?.findIndex((e) => rowsEqual(expected[e] as JsonValue[], row)) ?? -1;
    if (bucket && partner >= 0) bucket.splice(partner, 1);
    else leftoverActual.push(i);
  });
  const leftoverExpected = [...pool.values()].flat();
  const unmatched: number[] = [];
  for (const i of leftoverActual) {
    const partner = leftoverExpected.findIndex((e) => rowsEqual(expected[e] as JsonValue[], actual[i] as JsonValue[]));
    if (partner >= 0) leftoverExpected.splice(partner, 1);
    else unmatched.push(i);
  }
  return unmatched;
}

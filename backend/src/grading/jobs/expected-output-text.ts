import type { JsonValue } from '../sandbox';

/**
 * The catalogue's expected_output format: a JSON array of row objects. Duplicate column names
 * cannot both be object keys, so later ones get a numeric suffix (display only: grading compares
 * by position).
 */
export function expectedOutputText(columns: string[], rows: JsonValue[][]): string {
  const keys: string[] = [];
  const seen = new Map<string, number>();
  for (const c of columns) {
    const n = seen.get(c) ?? 0;
    seen.set(c, n + 1);
    keys.push(n === 0 ? c : `${c}_${n + 1}`);
  }
  return JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((k, i) => [k, row[i] ?? null]))));
}

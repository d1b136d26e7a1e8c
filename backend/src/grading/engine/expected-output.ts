import { arrayElementTexts, objectEntries, type JsonValue } from '../sandbox/ordered-json';

export type ParsedExpectedOutput =
  | { ok: true; columns: string[] | null; rows: JsonValue[][] }
  | { ok: false; error: string };

/**
 * The catalogue's expected_output: a JSON array of row objects held as text. Values are read by
 * each object's key order (duplicate keys kept), which is how row_to_json wrote them.
 */
export function parseExpectedOutput(text: string): ParsedExpectedOutput {
  try {
    const objects = arrayElementTexts(text).map(objectEntries);
    const first = objects[0];
    if (!first) return { ok: true, columns: null, rows: [] };
    const width = first.length;
    const bad = objects.findIndex((o) => o.length !== width);
    if (bad >= 0) return { ok: false, error: `expected_output row ${bad + 1} has ${objects[bad]?.length} values, row 1 has ${width}` };
    return { ok: true, columns: first.map(([k]) => k), rows: objects.map((o) => o.map(([, v]) => v)) };
  } catch (err) {
    return { ok: false, error: `expected_output is not a JSON array of row objects: ${(err as Error).message}` };
  }
}

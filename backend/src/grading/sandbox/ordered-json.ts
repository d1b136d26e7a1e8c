export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Deepest nesting of arrays/objects a value keeps as a structure. JSON.parse reads any depth, but
 * JSON.stringify (BullMQ job results, HTTP responses) and every recursive comparison overflow the
 * stack a few thousand levels down, and PostgreSQL builds such values in one SELECT
 * (`repeat('[', 5000) || repeat(']', 5000)`::json, nested json_build_array, nested ROW()).
 * A deeper value is kept as its JSON text (a string): the reference's result goes through the same
 * code, so such a result is still graded, and nothing downstream ever recurses deeper than this.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * JSON.parse loses duplicate keys and cannot tell key order apart from insertion quirks; row_to_json
 * writes `{"a":1,"a":2}` for `SELECT x AS a, y AS a`. This reads a JSON object's members in text
 * order, duplicates kept. Nested values go through JSON.parse, or stay text when nested deeper
 * than MAX_JSON_DEPTH.
 */
export function objectEntries(text: string): Array<[string, JsonValue]> {
  const entries: Array<[string, JsonValue]> = [];
  let i = skipWs(text, 0);
  if (text[i] !== '{') throw new SyntaxError('expected a JSON object');
  i = skipWs(text, i + 1);
  if (text[i] === '}') return entries;
  for (;;) {
    const keyEnd = valueEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as unknown;
    if (typeof key !== 'string') throw new SyntaxError('expected a string key');
    i = skipWs(text, keyEnd);
    if (text[i] !== ':') throw new SyntaxError('expected ":"');
    const start = skipWs(text, i + 1);
    const end = valueEnd(text, start);
    const raw = text.slice(start, end);
    entries.push([key, nestingDepth(raw) > MAX_JSON_DEPTH ? raw : (JSON.parse(raw) as JsonValue)]);
    i = skipWs(text, end);
    if (text[i] === '}') return entries;
    if (text[i] !== ',') throw new SyntaxError('expected "," or "}"');
    i = skipWs(text, i + 1);
  }
}

/** A JSON array's elements as raw text, in order (for arrays of objects read with objectEntries). */
export function arrayElementTexts(text: string): string[] {
  const out: string[] = [];
  let i = skipWs(text, 0);
  if (text[i] !== '[') throw new SyntaxError('expected a JSON array');
  i = skipWs(text, i + 1);
  if (text[i] === ']') return out;
  for (;;) {
    const end = valueEnd(text, i);
    out.push(text.slice(i, end));
    i = skipWs(text, end);
    if (text[i] === ']') return out;
    if (text[i] !== ',') throw new SyntaxError('expected "," or "]"');
    i = skipWs(text, i + 1);
  }
}

/** Deepest array/object nesting in a JSON text, without recursion (strings skipped). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x22) {
      // skip a string: a backslash escapes the next character
      for (j++; j < text.length && text.charCodeAt(j) !== 0x22; j++) if (text.charCodeAt(j) === 0x5c) j++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

function skipWs(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  return i;
}

/** Index just past the JSON value starting at i (strings, nested containers, literals). */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') {
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === '"') return j + 1;
    }
    throw new SyntaxError('unterminated string');
  }
  if (c === '{' || c === '[') {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text[j];
      if (d === '"') j = valueEnd(text, j) - 1;
      else if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    throw new SyntaxError('unterminated container');
  }
  let j = i;
  while (j < text.length && !/[\s,}\]:]/.test(text[j] as string)) j++;
  if (j === i) throw new SyntaxError(`unexpected character at ${i}`);
  return j;
}

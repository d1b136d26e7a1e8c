import { type JsonValue } from '../sandbox/ordered-json';

const RELATIVE_TOLERANCE = 1e-6;
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TIMESTAMP = /^(\d{4,}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const TIME = /^(\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/**
 * Dates and timestamps as canonical ISO text: `T` separator, seconds always, fraction without
 * trailing zeros, UTC offsets as `+HH:MM`. A midnight timestamp is its date when it has no zone,
 * or is at UTC (every run sets TimeZone = 'UTC'): `date_trunc('month', a_date)` yields a timestamptz,
 * and a learner who leaves out `::date` has answered the same question.
 */
export function canonicalTemporal(text: string): string {
  const ts = TIMESTAMP.exec(text);
  if (ts) {
    const [, date, hm, sec, frac, zone] = ts;
    const fraction = trimFraction(frac);
    const time = `${hm}${sec ?? ':00'}${fraction}`;
    const offset = zone ? canonicalZone(zone) : '';
    if (time === '00:00:00' && (offset === '' || offset === '+00:00')) return date as string;
    return `${date}T${time}${offset}`;
  }
  const t = TIME.exec(text);
  if (t) return `${t[1]}${t[2] ?? ':00'}${trimFraction(t[3])}`;
  return text;
}

function trimFraction(frac: string | undefined): string {
  if (!frac) return '';
  const trimmed = frac.replace(/0+$/, '');
  return trimmed === '.' ? '' : trimmed;
}

function canonicalZone(zone: string): string {
  if (zone === 'Z') return '+00:00';
  const digits = zone.replace(':', '');
  return `${digits.slice(0, 3)}:${digits.slice(3) || '00'}`;
}

function asNumber(v: JsonValue): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && NUMERIC_TEXT.test(v.trim())) return Number(v);
  return undefined;
}

function asBoolean(v: JsonValue): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return undefined;
  const s = v.toLowerCase();
  if (s === 't' || s === 'true') return true;
  if (s === 'f' || s === 'false') return false;
  return undefined;
}

export function numbersEqual(a: number, b: number): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** DESIGN.md §6: numbers numerically (1 = 1.0 = '1'), temporal values as ISO text, booleans, NULL = NULL, text exactly. */
export function valuesEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a);
    const y = asNumber(b);
    return x !== undefined && y !== undefined && numbersEqual(x, y);
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const x = asBoolean(a);
    return x !== undefined && x === asBoolean(b);
  }
  if (typeof a === 'string' && typeof b === 'string') return a === b || canonicalTemporal(a) === canonicalTemporal(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => valuesEqual(x, b[i] as JsonValue));
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && valuesEqual(a[k] as JsonValue, b[k] as JsonValue));
  }
  return false;
}

export function rowsEqual(a: JsonValue[], b: JsonValue[]): boolean {
  return a.length === b.length && a.every((v, i) => valuesEqual(v, b[i] as JsonValue));
}

/**
 * A sort/bucket key under which equal rows almost always collide (numbers to 9 significant
 * digits). It is only a fast path: rows left unmatched are compared pairwise with valuesEqual.
 */
export function rowKey(row: JsonValue[]): string {
  return JSON.stringify(row.map(keyValue));
}

function keyValue(v: JsonValue): JsonValue {
  if (typeof v === 'number') return `n:${Number(v.toPrecision(9))}`;
  if (typeof v === 'string') return `s:${canonicalTemporal(v)}`;
  if (Array.isArray(v)) return v.map(keyValue);
  return v;
}

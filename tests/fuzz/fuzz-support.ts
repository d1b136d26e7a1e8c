import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Client } from 'pg';

/** One HTTP exchange as the fuzz properties see it. */
export interface Exchange {
  status: number;
  text: string;
  body: unknown;
  contentType: string;
}

/** Counts every request the suite sends, per group, for artifacts/fuzz-summary.json. */
export const tally: { total: number; groups: Record<string, number> } = { total: 0, groups: {} };

export async function send(
  baseUrl: string,
  group: string,
  method: string,
  pathAndQuery: string,
  opts: { token?: string; authorization?: string; body?: string | Buffer; contentType?: string } = {},
): Promise<Exchange> {
  const headers: Record<string, string> = {};
  if (opts.authorization !== undefined) headers.authorization = opts.authorization;
  else if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  tally.total++;
  tally.groups[group] = (tally.groups[group] ?? 0) + 1;
  const res = await fetch(`${baseUrl}/api/v1${pathAndQuery}`, { method, headers, body: opts.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep the text */
  }
  return { status: res.status, text, body, contentType: res.headers.get('content-type') ?? '' };
}

const STACK = [/\n\s+at\s/, /\bat\s+\S+\s+\([^)]*:\d+:\d+\)/, /node_modules/, /\.(ts|js):\d+/, /QueryFailedError|TypeError|ReferenceError|DatabaseError/];
const SQL = [
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]*\b(FROM|WHERE|VALUES|SET|RETURNING)\b/,
  /syntax error at or near/i,
  /relation "[^"]*"/i,
  /violates (unique|foreign key|check|not-null) constraint/i,
  /duplicate key value/i,
  /invalid input syntax for/i,
  /\bpg_[a-z_]+\(/,
];

/** What leaks a server internal: a stack frame or a SQL statement / PostgreSQL message. */
export function leaks(text: string, sqlAllowed = false): string | null {
  for (const re of sqlAllowed ? STACK : [...STACK, ...SQL]) if (re.test(text)) return re.source;
  return null;
}

/** The contract for any answer: never 5xx; 4xx is exactly { detail } (+ optional code) as JSON; no internals. */
export function expectWellFormed(r: Exchange, what: string, opts: { allowStatuses?: number[]; sqlAllowed?: boolean } = {}): void {
  const ctx = `${what} → ${r.status} ${r.text.slice(0, 300)}`;
  if (r.status >= 500 && !opts.allowStatuses?.includes(r.status)) throw new Error(`server error: ${ctx}`);
  // Admin answers legitimately carry a challenge's SQL: SQL only counts as a leak in an error.
  const leak = leaks(r.text, opts.sqlAllowed || r.status < 400);
  if (leak) throw new Error(`leak (${leak}): ${ctx}`);
  if (r.status >= 400 && r.status < 500) {
    if (!/^application\/json\b/.test(r.contentType)) throw new Error(`4xx not JSON (${r.contentType}): ${ctx}`);
    const b = r.body as Record<string, unknown> | null;
    if (!b || typeof b !== 'object' || Array.isArray(b)) throw new Error(`4xx body not an object: ${ctx}`);
    const keys = Object.keys(b).filter((k) => k !== 'code');
    if (keys.length !== 1 || keys[0] !== 'detail' || typeof b.detail !== 'string' || !b.detail) throw new Error(`4xx body not {detail}: ${ctx}`);
    if ('code' in b && typeof b.code !== 'string' && typeof b.code !== 'number') throw new Error(`4xx code not scalar: ${ctx}`);
  }
}

/** A bad input must be refused: a 4xx, well formed. */
export function expectRefused(r: Exchange, what: string, statuses?: number[]): void {
  expectWellFormed(r, what);
  if (r.status < 400 || r.status >= 500) throw new Error(`bad input accepted: ${what} → ${r.status} ${r.text.slice(0, 300)}`);
  if (statuses && !statuses.includes(r.status)) throw new Error(`expected ${statuses.join('/')}: ${what} → ${r.status} ${r.text.slice(0, 300)}`);
}

/** Row counts of every table in the app database (users, challenges, events, feedback, read models…). */
export async function snapshot(databaseUrl: string): Promise<Record<string, number>> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ schemaname: string; tablename: string }>(
      `SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const out: Record<string, number> = {};
    for (const t of rows) {
      const q = `SELECT count(*)::int AS n FROM "${t.schemaname.replace(/"/g, '""')}"."${t.tablename.replace(/"/g, '""')}"`;
      out[`${t.schemaname}.${t.tablename}`] = ((await c.query<{ n: number }>(q)).rows[0]?.n ?? 0);
    }
    return out;
  } finally {
    await c.end();
  }
}

export function writeSummary(file = path.join(__dirname, '..', '..', 'artifacts', 'fuzz-summary.json')): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ inputs_tried: tally.total, by_group: tally.groups, at: new Date().toISOString() }, null, 2)}\n`);
  console.log(`[fuzz] ${tally.total} inputs tried: ${JSON.stringify(tally.groups)}`);
}

// ---------- arbitraries ----------

/** Strings that stress decoders: lone surrogates, NUL, RTL overrides, emoji, combining marks, control chars. */
export const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '\ud800',
    '\udfff',
    'a\ud83dz',
    '\u0000',
    'nul\u0000byte',
    '\u202eevil\u202c',
    'مرحبا\u200f',
    '😀👩‍👩‍👧‍👦🏳️‍🌈',
    'e\u0301\u0301\u0301',
    '\ufeff\ufffe\uffff',
    '\u0007\u001b[31m',
    "'; DROP TABLE users; --",
    '{{7*7}}${7*7}',
    '../../etc/passwd',
    '%00%ff',
    ' ',
    '',
  ),
);

/** JSON values of every type (nested), including the odd numbers JSON can carry. */
export const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(0, -1, -0, 0.5, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, 'NaN', 'Infinity', '-1', '1e9', '0x10', true, false, null, [], {}),
  nastyString,
);

/** Numbers-as-JSON-text that JSON.stringify cannot produce: overflow to Infinity, beyond-int precision. */
export const rawNumberToken = fc.constantFrom('1e400', '-1e400', '9007199254740993', '123456789012345678901234567890', '1.0000000000000002', '-2147483649', '4294967296.5');

/** Path segments that are not positive 32-bit ints (and stay one segment after URL parsing). */
export const badIntParam = fc
  .oneof(
    fc.constantFrom('abc', '-1', '0', '1e9', '9999999999', '2147483648', '1.5', '1.0', 'NaN', 'Infinity', '0x10', ' 1', '1 ', '+1', '١', '%00', 'null', 'undefined', '[]', '{}', '00000000001a'),
    fc.integer({ min: -(2 ** 40), max: 0 }).map(String),
    fc.integer({ min: 2 ** 31, max: 2 ** 48 }).map(String),
    fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)).map(String),
    nastyString,
  )
  .filter((s) => s !== '' && (!/^\d{1,10}$/.test(s) || Number(s) < 1 || Number(s) > 2147483647));

/** encodeURIComponent, except that lone surrogates go out as their (invalid) 3-byte WTF-8 form. */
export function encodeAny(s: string): string {
  return s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (ch) => {
    if (ch.length === 1 && ch >= '\ud800' && ch <= '\udfff') {
      const u = ch.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });
}

export function encodeSegment(s: string): string {
  if (/^%[0-9A-F]{2}/i.test(s) && s.length <= 6) return s; // already encoded junk like %00
  return encodeAny(s).replace(/\./g, '%2E');
}

/** Whether URL parsing leaves the path as built (no dot segment collapsing it onto another route). */
export function sameShape(pathWithParam: string): boolean {
  try {
    return new URL(`http://x/api/v1${pathWithParam}`).pathname === `/api/v1${pathWithParam.split('?')[0]}`;
  } catch {
    return false;
  }
}

/** Query strings with junk: unknown keys, repeated keys, brackets, broken escapes, huge values. */
export const junkQuery = fc.oneof(
  fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.oneof(fc.string({ maxLength: 20 }), nastyString), { maxKeys: 4 }).map((d) =>
    Object.entries(d)
      .map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`)
      .join('&'),
  ),
  fc.constantFrom('%', '%zz', 'a[b]=1', 'a[]=1&a[]=2', '__proto__[x]=1', 'constructor[prototype][x]=1', '&&&=', '=', 'x=' + 'y'.repeat(10000), ';;', '%00=%00', '?'),
);

/** Authorization headers that carry no valid token (all ByteString-safe for fetch). */
export const badAuthHeader = fc.oneof(
  fc.constantFrom('', 'Bearer', 'Bearer ', 'Bearer null', 'Bearer undefined', 'Basic YWRtaW46YWRtaW4=', 'bearer x.y.z', 'Bearer a.b.c', 'Bearer ....', 'Token abc'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }).map((s) => `Bearer ${s}`),
  fc.base64String({ maxLength: 120 }).map((s) => `Bearer ${s}.${s}.${s}`),
);

import { type RunRequest, type RunResult } from '../sandbox/run-result';

export interface ColumnInfo {
  name: string;
  /** pg_type.typcategory: N numeric, D date/time, S string, B boolean… */
  category: string;
  typeName: string;
  notNull: boolean;
  generated: boolean;
  identity: boolean;
  /** Part of a unique index (primary key included). */
  unique: boolean;
  foreignKey: boolean;
  /** The table's primary key is this column alone. */
  solePrimaryKey: boolean;
  /** Distinct non-NULL values in the sample (text columns only). */
  distinctValues?: number;
  /** A CHECK constraint on this column alone restricts its values (e.g. `status IN (…)`). */
  checked?: boolean;
  /**
   * The values a text column takes: those its CHECK lists, else the sample's when there are few (a status,
   * a type). Where the statuses and types of mistake datasets come from.
   */
  values?: string[];
}

export interface ForeignKey {
  column: string;
  refTable: string;
  refColumn: string;
}

export interface TableInfo {
  name: string;
  rowCount: number;
  columns: ColumnInfo[];
  /** Single-column foreign keys (multi-column ones are left out). */
  foreignKeys?: ForeignKey[];
}

export type Runner = (req: RunRequest) => Promise<RunResult>;

const COLUMNS_SQL = `
SELECT c.relname, a.attname, t.typcategory, format_type(a.atttypid, a.atttypmod), a.attnotnull,
       a.attgenerated <> '', a.attidentity <> '',
       EXISTS (SELECT FROM pg_index i WHERE i.indrelid = c.oid AND i.indisunique AND a.attnum = ANY (i.indkey)),
       EXISTS (SELECT FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'f' AND a.attnum = ANY (k.conkey)),
       EXISTS (SELECT FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'p' AND k.conkey = ARRAY[a.attnum])
FROM pg_class c
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_type t ON t.oid = a.atttypid
WHERE c.relnamespace = pg_my_temp_schema() AND c.relkind = 'r'
ORDER BY c.oid, a.attnum`;

const CHECKED_COLUMNS_SQL = `
SELECT c.relname, a.attname, pg_get_constraintdef(k.oid)
FROM pg_constraint k
JOIN pg_class c ON c.oid = k.conrelid
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.conkey[1]
WHERE k.contype = 'c' AND cardinality(k.conkey) = 1 AND c.relnamespace = pg_my_temp_schema()`;

const FOREIGN_KEYS_SQL = `
SELECT c.relname, a.attname, r.relname, ra.attname
FROM pg_constraint k
JOIN pg_class c ON c.oid = k.conrelid
JOIN pg_class r ON r.oid = k.confrelid
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.conkey[1]
JOIN pg_attribute ra ON ra.attrelid = r.oid AND ra.attnum = k.confkey[1]
WHERE k.contype = 'f' AND cardinality(k.conkey) = 1 AND c.relnamespace = pg_my_temp_schema()
ORDER BY k.oid`;

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Reads the tables the setup created (through the executor, as the runner role) and their sizes. */
export async function introspectSchema(run: Runner, setupSql: string): Promise<TableInfo[] | { error: string }> {
  const described = await run({ setupSql, sql: COLUMNS_SQL });
  if (described.error) return { error: described.error.message };
  const tables = new Map<string, TableInfo>();
  for (const r of described.rows) {
    const [table, name, category, typeName, notNull, generated, identity, unique, foreignKey, solePrimaryKey] = r as [
      string, string, string, string, boolean, boolean, boolean, boolean, boolean, boolean,
    ];
    const info = tables.get(table) ?? { name: table, rowCount: 0, columns: [] };
    info.columns.push({ name, category, typeName, notNull, generated, identity, unique, foreignKey, solePrimaryKey });
    tables.set(table, info);
  }
  const list = [...tables.values()];
  if (list.length === 0) return list;
  const counted = await run({ setupSql, sql: `SELECT ${list.map((t) => `(SELECT count(*) FROM ${quoteIdent(t.name)})`).join(', ')}` });
  if (counted.error) return { error: counted.error.message };
  list.forEach((t, i) => (t.rowCount = Number(counted.rows[0]?.[i] ?? 0)));
  const texts = list.flatMap((t) => t.columns.filter((c) => c.category === 'S').map((c) => [t, c] as const));
  if (texts.length) {
    const distinct = await run({ setupSql, sql: `SELECT ${texts.map(([t, c]) => `(SELECT count(DISTINCT ${quoteIdent(c.name)}) FROM ${quoteIdent(t.name)})`).join(', ')}` });
    if (distinct.error) return { error: distinct.error.message };
    texts.forEach(([, c], i) => (c.distinctValues = Number(distinct.rows[0]?.[i] ?? 0)));
  }
  const checked = await run({ setupSql, sql: CHECKED_COLUMNS_SQL });
  if (checked.error) return { error: checked.error.message };
  for (const [table, column, definition] of checked.rows as Array<[string, string, string]>) {
    const c = tables.get(table)?.columns.find((x) => x.name === column);
    if (!c) continue;
    c.checked = true;
    const listed = checkListValues(definition);
    if (c.category === 'S' && listed.length) c.values = listed;
  }
  // a status or a type repeats: a few values, each on two rows or more on average (names are not statuses)
  const few = list.flatMap((t) => t.columns.filter((c) => c.category === 'S' && !c.values && !c.unique && (c.distinctValues ?? 0) > 1
    && (c.distinctValues ?? 0) <= FEW_VALUES && (c.distinctValues ?? 0) * 2 <= t.rowCount).map((c) => [t, c] as const));
  if (few.length) {
    const sampled = await run({ setupSql, sql: `SELECT ${few.map(([t, c]) => `(SELECT array_agg(DISTINCT ${quoteIdent(c.name)}::text ORDER BY ${quoteIdent(c.name)}::text) FROM ${quoteIdent(t.name)})::text`).join(', ')}` });
    if (sampled.error) return { error: sampled.error.message };
    few.forEach(([, c], i) => {
      const values = parseTextArray(String(sampled.rows[0]?.[i] ?? ''));
      if (values.length > 1) c.values = values;
    });
  }
  const keys = await run({ setupSql, sql: FOREIGN_KEYS_SQL });
  if (keys.error) return { error: keys.error.message };
  for (const [table, column, refTable, refColumn] of keys.rows as Array<[string, string, string, string]>) {
    const info = tables.get(table);
    if (info) (info.foreignKeys ??= []).push({ column, refTable, refColumn });
  }
  return list;
}

/** Text columns with at most this many distinct values in the sample are taken as closed sets (statuses, types). */
const FEW_VALUES = 8;

/** The string literals of a CHECK such as `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`. */
export function checkListValues(definition: string): string[] {
  if (!/=\s*ANY\s*\(ARRAY\[|\bIN\s*\(|\s=\s'/.test(definition)) return [];
  const out: string[] = [];
  for (const m of definition.matchAll(/'((?:[^']|'')*)'(?:::[a-z ]+)?/g)) out.push((m[1] as string).replace(/''/g, "'"));
  return [...new Set(out)];
}

/** A PostgreSQL text[] literal (`{a,"b c"}`) into its elements. */
export function parseTextArray(text: string): string[] {
  const inner = /^\{(.*)\}$/s.exec(text)?.[1];
  if (inner === undefined || inner === '') return [];
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const m of inner.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1].replace(/\\(.)/g, '$1'));
    else if (m[2] !== undefined && m[2] !== 'NULL') out.push(m[2]);
  }
  return out;
}

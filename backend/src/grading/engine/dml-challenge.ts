import { type LearnerLease } from '../sandbox/executor';
import { type JsonValue } from '../sandbox/ordered-json';
import { type DmlOutcome, type DmlSpec } from '../sandbox/run-result';
import { compareResults } from './compare-results';
import { rowKey, valuesEqual } from './normalise';
import { parseSql } from './sql-parser';
import { ALTERNATIVE_ORDERS, reorderScript, type PhysicalOrder } from './row-orders';
import { quoteIdent, type TableInfo } from './schema-introspection';

/**
 * Data-changing challenges (issue 37): the reference is one INSERT, UPDATE or DELETE (INSERT … ON CONFLICT,
 * RETURNING allowed), graded by the rows it leaves in the tables the challenge names (`checks`), the other
 * tables unchanged, and its RETURNING rows (sandbox/dml-statement.ts runs it; flattenDml makes it one result).
 */
const DML_TYPES: Record<string, string> = { InsertStmt: 'INSERT', UpdateStmt: 'UPDATE', DeleteStmt: 'DELETE' };

export interface DmlReference {
  statement: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The table it writes, as written (unqualified). */
  target: string;
  returning: boolean;
}

/** The reference's shape when it is a data-changing statement; undefined for a query (or what does not parse). */
export async function dmlReference(sql: string): Promise<DmlReference | undefined> {
  const parsed = await parseSql(sql);
  if (!parsed.ok || parsed.statements.length !== 1) return undefined;
  const [s] = parsed.statements;
  const statement = DML_TYPES[s!.type];
  if (!statement) return undefined;
  const relation = s!.node.relation as { relname?: string } | undefined;
  const returning = Array.isArray(s!.node.returningList) && s!.node.returningList.length > 0;
  return { statement: statement as DmlReference['statement'], target: relation?.relname ?? '', returning };
}

/** What validation requires of a data-changing reference and its `checks`; [] when all is well. */
export function dmlProblems(ref: DmlReference | undefined, checks: string[] | undefined, tables: string[], invariants: number): string[] {
  if (!ref) return checks?.length ? ['checks names the tables a data-changing challenge grades: the reference solution is a query, so leave it out.'] : [];
  const problems: string[] = [];
  if (!checks?.length) problems.push(`The reference solution is an ${ref.statement}: name the tables it is graded by in checks.`);
  for (const t of checks ?? []) if (!tables.includes(t)) problems.push(`checks names ${t}, which the setup does not create.`);
  if (checks?.length && !checks.includes(ref.target)) problems.push(`The reference solution changes ${ref.target}, which checks does not name.`);
  if (invariants) problems.push('invariants are queries on the data; a data-changing challenge states its rules as constraints in the setup instead.');
  return problems;
}

/**
 * Every run of the search through this lease is a data-changing one (search.ts stays unaware of it). The
 * search's physical-order check rebuilds tables as copies without foreign keys (row-orders.ts), which a query
 * never notices but a statement does (an ON DELETE CASCADE, a key it would violate): here those scripts are
 * swapped for ones that reorder the rows in place, constraints kept.
 */
export function withDml(lease: LearnerLease, dml: DmlSpec, tables: TableInfo[]): LearnerLease {
  const swaps = ALTERNATIVE_ORDERS.map((order) => [reorderScript(tables, order), inPlaceReorderScript(tables, order)] as const);
  const keepingConstraints = (script: string): string => {
    for (const [copies, inPlace] of swaps) if (script.endsWith(copies)) return script.slice(0, script.length - copies.length) + inPlace;
    return script;
  };
  return {
    run: (req) => lease.run({ ...req, dml }),
    runMany: (req, onResult) => lease.runMany({ ...req, datasets: req.datasets.map(keepingConstraints), dml }, onResult),
    release: () => lease.release(),
    statementTimeoutMs: lease.statementTimeoutMs,
  };
}

/**
 * The rows of every table stored again in another physical order, in the tables themselves: copied out,
 * all tables truncated together, inserted back parents first (a self-referencing table whose order breaks its
 * key makes the script fail, and the check is skipped for it, as for a layout that cannot be rebuilt).
 */
export function inPlaceReorderScript(tables: TableInfo[], order: PhysicalOrder): string {
  const sortBy = order === 'reversed' ? 'ctid DESC' : 'md5(ctid::text)';
  const copy = (t: TableInfo): string => quoteIdent(`${t.name.slice(0, 40)}__sqldaily_${order}`);
  const statements = tables.map((t) => `CREATE TEMP TABLE ${copy(t)} AS SELECT * FROM ${quoteIdent(t.name)} ORDER BY ${sortBy}`);
  statements.push(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')}`);
  for (const t of parentsFirst(tables)) {
    const names = t.columns.filter((c) => !c.generated).map((c) => quoteIdent(c.name)).join(', ');
    const overriding = t.columns.some((c) => c.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
    statements.push(`INSERT INTO ${quoteIdent(t.name)} (${names})${overriding} SELECT ${names} FROM ${copy(t)}`);
  }
  statements.push(order === 'reversed' ? 'SET LOCAL enable_hashagg = off' : 'SET LOCAL enable_hashjoin = off');
  return statements.join(';\n');
}

function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo, path: Set<string>): void => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const fk of t.foreignKeys ?? []) {
      const parent = tables.find((p) => p.name === fk.refTable);
      if (parent && parent !== t) visit(parent, path);
    }
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
}

const part = (row: JsonValue[]): string => String(row[0]);
const rowsOf = (rows: JsonValue[][], name: string): JsonValue[][] => rows.filter((r) => part(r) === name).map((r) => r.slice(1));

/**
 * Why a statement's outcome differs from the reference's on the visible dataset, part by part, in the
 * words of the statement (no hidden data is ever read here: both outcomes are the sample's).
 */
export function dmlHint(expected: JsonValue[][], actual: JsonValue[][], columnCount: number, actualColumns: number): string {
  const parts = (rows: JsonValue[][]): string[] => [...new Set(rows.map(part))];
  const expectedParts = parts(expected);
  const actualParts = parts(actual);
  const wantsReturning = expectedParts.find((p) => p.startsWith('returning/'));
  const gotReturning = actualParts.find((p) => p.startsWith('returning/'));
  if (wantsReturning && !gotReturning) return `Your statement returns no rows: add RETURNING with ${wantsReturning.split('/')[1]} columns.`;
  if (wantsReturning && gotReturning !== wantsReturning) return `RETURNING should give ${wantsReturning.split('/')[1]} columns, yours gives ${gotReturning?.split('/')[1]}.`;
  for (const p of expectedParts.filter((x) => x.startsWith('#'))) {
    const a = actual.find((r) => part(r) === p)?.[1];
    const e = expected.find((r) => part(r) === p)?.[1];
    if (a !== e) return `Your statement changed \`${p.slice(1)}\`, which this challenge does not ask you to change.`;
  }
  for (const p of [...expectedParts.filter((x) => !x.startsWith('#')), ...actualParts.filter((x) => !x.startsWith('#') && !expectedParts.includes(x))]) {
    const e = rowsOf(expected, p);
    const a = rowsOf(actual, p);
    const width = Math.max(columnCount, actualColumns) - 1;
    const cmp = compareResults({ columnCount: width, rows: e }, { columnCount: width, rows: a }, false);
    if (cmp.match) continue;
    const what = p.startsWith('returning/') ? 'The rows your statement returns' : `After your statement, \`${p}\``;
    if (e.length !== a.length) return `${what} ${p.startsWith('returning/') ? 'are' : 'holds'} ${a.length} ${a.length === 1 ? 'row' : 'rows'}; expected ${e.length}.`;
    return `${what}: ${cmp.hint ? cmp.hint.charAt(0).toLowerCase() + cmp.hint.slice(1) : 'some rows differ from the expected ones.'}`;
  }
  return 'Your statement leaves different data than expected.';
}

export interface DmlTableChanges {
  table: string;
  columns: string[];
  /** The primary key the rows were paired on ([] when the table has none: changes show as removed + added). */
  key: string[];
  added: JsonValue[][];
  removed: JsonValue[][];
  changed: Array<{ before: JsonValue[]; after: JsonValue[]; columns: number[] }>;
  /** Rows left as they were. */
  unchanged: number;
}

/** At most this many rows per list: the diff is a summary of the sample, not a dump. */
export const DIFF_ROWS = 50;

/** The before/after diff of each checked table a test run shows: rows added, removed, and changed (paired by primary key). */
export function dmlChanges(outcome: DmlOutcome): DmlTableChanges[] {
  return outcome.tables.map((t) => {
    const key = t.key ?? [];
    const at = key.map((k) => t.columns.indexOf(k)).filter((i) => i >= 0);
    const before = t.before ?? [];
    const idOf = (row: JsonValue[]): string => (at.length ? rowKey(at.map((i) => row[i] as JsonValue)) : rowKey(row));
    const beforeById = new Map<string, JsonValue[][]>();
    for (const r of before) beforeById.set(idOf(r), [...(beforeById.get(idOf(r)) ?? []), r]);
    const added: JsonValue[][] = [];
    const changed: DmlTableChanges['changed'] = [];
    let unchanged = 0;
    for (const r of t.after) {
      const same = beforeById.get(idOf(r));
      const old = same?.shift();
      if (!old) {
        added.push(r);
        continue;
      }
      const columns = r.map((v, i) => (valuesEqual(v, old[i] as JsonValue) ? -1 : i)).filter((i) => i >= 0);
      if (columns.length) changed.push({ before: old, after: r, columns });
      else unchanged++;
    }
    const removed = [...beforeById.values()].flat();
    return { table: t.name, columns: t.columns, key: at.length ? key : [], added: added.slice(0, DIFF_ROWS), removed: removed.slice(0, DIFF_ROWS), changed: changed.slice(0, DIFF_ROWS), unchanged };
  });
}

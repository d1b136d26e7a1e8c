import { type LearnerLease } from '../sandbox/executor';
import { type JsonValue } from '../sandbox/ordered-json';
import { type DmlOutcome, type DmlSpec } from '../sandbox/run-result';
import { compareResults } from './compare-results';
import { rowKey, valuesEqual } from './normalise';
import { parseSql } from './sql-parser';

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

/** Every run of the search through this lease is a data-changing one (search.ts stays unaware of it). */
export function withDml(lease: LearnerLease, dml: DmlSpec): LearnerLease {
  return {
    run: (req) => lease.run({ ...req, dml }),
    runMany: (req, onResult) => lease.runMany({ ...req, dml }, onResult),
    release: () => lease.release(),
    statementTimeoutMs: lease.statementTimeoutMs,
  };
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

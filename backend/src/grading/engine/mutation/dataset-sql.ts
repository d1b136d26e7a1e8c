import { insertSelect } from '../copy-rows';
import { quoteIdent, type ColumnInfo, type TableInfo } from '../schema-introspection';

/** A candidate hidden dataset: a script run after the challenge's setup. */
export interface Candidate {
  label: string;
  script: string;
  /** What kind of edge it builds; spare hidden-dataset slots go to families not chosen yet. */
  family: string;
  /** How many candidates a composite packs (1 for a plain one). */
  parts?: number;
}

/** SQL pieces the candidate datasets are built from. */
export const lit = (v: string): string => `'${v.replace(/'/g, "''")}'`;
/**
 * Rows in the order of their content (ties only between identical rows, where the choice cannot matter).
 * Not ctid: after an earlier step of the same script, or an earlier dataset rolled back in the same
 * transaction, physical positions depend on free space, and a dataset must replay identically.
 */
export const byContent = (t: string): string => `ROW(${t}.*)::text, ctid`;
/**
 * Rows of `t` numbered by content, joined back by ctid: at most EDITED_ROWS of them, so a dataset over a
 * large table stays cheap to build at every grading.
 */
export const EDITED_ROWS = 400;
export const numbered = (t: string): string =>
  `(SELECT row_id, rn FROM (SELECT ctid AS row_id, row_number() OVER (ORDER BY ${byContent(t)}) AS rn FROM ${t}) numbered WHERE rn <= ${EDITED_ROWS})`;

export function cycleUpdate(table: TableInfo, column: ColumnInfo, values: string[], every = 1): string {
  const t = quoteIdent(table.name);
  const c = quoteIdent(column.name);
  const cases = values.map((v, i) => `WHEN ${i} THEN ${lit(v)}`).join(' ');
  const n = values.length;
  const where = every > 1 ? ` AND s.rn % ${every} = 0` : '';
  return `UPDATE ${t} SET ${c} = (CASE ((s.rn / ${every}) % ${n}) ${cases} END)::${column.typeName} FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id${where}`;
}

export function tablesWith(tables: TableInfo[], column: string): Array<[TableInfo, ColumnInfo]> {
  const out: Array<[TableInfo, ColumnInfo]> = [];
  for (const t of tables) {
    const c = t.columns.find((x) => x.name === column);
    if (c && !c.generated && t.rowCount > 0) out.push([t, c]);
  }
  return out;
}

export const isTimestamp = (c: ColumnInfo): boolean => c.typeName.startsWith('timestamp');
export const isDate = (c: ColumnInfo): boolean => c.typeName === 'date';


/**
 * DELETE statements that remove `table`'s rows matching `where` with the rows that link to them (children,
 * grandchildren, three levels deep, deepest first), so that a foreign key does not make the deletion fail.
 */
export function deleteWithDependents(tables: TableInfo[], table: TableInfo, where: string, depth = 3): string[] {
  const t = quoteIdent(table.name);
  const steps: string[] = [];
  if (depth > 0) {
    for (const child of tables) {
      if (child === table) continue;
      for (const fk of (child.foreignKeys ?? []).filter((f) => f.refTable === table.name)) {
        steps.push(...deleteWithDependents(tables, child, `${quoteIdent(fk.column)} IN (SELECT ${quoteIdent(fk.refColumn)} FROM ${t} WHERE ${where})`, depth - 1));
      }
    }
  }
  return [...steps, `DELETE FROM ${t} WHERE ${where}`];
}

/** A copy of the row `pick` selects (`ORDER BY … LIMIT 1`) under the next integer key, with `overrides` (SQL over the source row). */
export function insertCopy(table: TableInfo, pk: ColumnInfo, pick: string, overrides: Record<string, string> = {}): string {
  const t = quoteIdent(table.name);
  return insertSelect(table, (c) => (c === pk ? `(SELECT coalesce(max(${quoteIdent(pk.name)}), 0) + 1 FROM ${t})` : overrides[c.name] ?? quoteIdent(c.name)),
    `FROM (SELECT * FROM ${t} ${pick}) src`);
}

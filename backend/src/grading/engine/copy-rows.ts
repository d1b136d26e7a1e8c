import { quoteIdent, type ColumnInfo, type TableInfo } from './schema-introspection';

export function soleIntegerKey(table: TableInfo): ColumnInfo | undefined {
  return table.columns.find((c) => c.solePrimaryKey && c.category === 'N');
}

/** `INSERT INTO t (every stored column) SELECT <valueOf each> <from>`, identity columns overridden. */
export function insertSelect(table: TableInfo, valueOf: (c: ColumnInfo) => string, from: string): string {
  const insertable = table.columns.filter((c) => !c.generated);
  const overriding = table.columns.some((c) => c.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
  return `INSERT INTO ${quoteIdent(table.name)} (${insertable.map((c) => quoteIdent(c.name)).join(', ')})${overriding} SELECT ${insertable.map(valueOf).join(', ')} ${from}`;
}

/**
 * Copies of the rows `from` picks where the constraints allow: plain copies without unique columns,
 * copies with fresh ids under a lone integer key; undefined otherwise.
 */
export function duplicateRows(table: TableInfo, from: string): string | undefined {
  const uniques = table.columns.filter((c) => c.unique);
  if (uniques.length === 0) return insertSelect(table, (c) => quoteIdent(c.name), from);
  const key = soleIntegerKey(table);
  if (uniques.length !== 1 || !key) return undefined;
  const t = quoteIdent(table.name);
  return insertSelect(table, (c) => (c === key ? `(SELECT max(${quoteIdent(key.name)}) FROM ${t}) + row_number() OVER ()` : quoteIdent(c.name)), from);
}

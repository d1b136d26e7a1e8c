/** Small builders so generated datasets are typed rows rather than hand-quoted SQL. */
export type Cell = string | number | boolean | null;

export function literal(v: Cell): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new RangeError(`not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replace(/'/g, "''")}'`;
}

/** `INSERT INTO t (cols) VALUES (…), (…);` with one row per line. */
export function insert(table: string, columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  for (const [i, r] of rows.entries()) {
    if (r.length !== columns.length) throw new RangeError(`${table} row ${i + 1}: ${r.length} values for ${columns.length} columns`);
  }
  const values = rows.map((r) => `  (${r.map(literal).join(', ')})`).join(',\n');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values};`;
}

/** A table block: its CREATE TABLE followed by its rows. */
export function table(ddl: string, name: string, columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `${ddl.trim()}\n${insert(name, columns, rows)}`;
}

/** A challenge's schema_setup from table blocks, parents before children. */
export function setup(...blocks: string[]): string {
  return blocks.map((b) => b.trim()).join('\n\n');
}

/** Trims the common indentation of a template literal (descriptions and solutions). */
export function text(s: string): string {
  const lines = s.replace(/^\n/, '').replace(/\s+$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join('\n');
}

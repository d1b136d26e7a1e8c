import { quoteIdent, type TableInfo } from './schema-introspection';

export type PhysicalOrder = 'reversed' | 'shuffled';
export const ALTERNATIVE_ORDERS: PhysicalOrder[] = ['reversed', 'shuffled'];

/**
 * Rebuilds every table with its rows stored in another physical order (and nudges the planner), so a
 * reference whose result depends on ties (LIMIT boundaries, ORDER BY without a tie-breaker) gives a
 * different answer on one of the runs. Renaming keeps foreign keys and views pointing at the original.
 */
export function reorderScript(tables: TableInfo[], order: PhysicalOrder): string {
  const sortBy = order === 'reversed' ? 'ctid DESC' : 'md5(ctid::text)';
  const statements = tables.flatMap((table) => {
    const t = quoteIdent(table.name);
    const original = quoteIdent(`${table.name.slice(0, 40)}__sqldaily_${order}`);
    const names = table.columns.filter((c) => !c.generated).map((c) => quoteIdent(c.name)).join(', ');
    const overriding = table.columns.some((c) => c.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
    return [
      `ALTER TABLE ${t} RENAME TO ${original}`,
      `CREATE TEMP TABLE ${t} (LIKE ${original} INCLUDING ALL)`,
      `INSERT INTO ${t} (${names})${overriding} SELECT ${names} FROM ${original} ORDER BY ${sortBy}`,
    ];
  });
  statements.push(order === 'reversed' ? 'SET LOCAL enable_hashagg = off' : 'SET LOCAL enable_hashjoin = off');
  return statements.join(';\n');
}

export function withScript(setupSql: string, script: string): string {
  return script ? `${setupSql}\n;\n${script}` : setupSql;
}

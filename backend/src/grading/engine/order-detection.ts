import { parseSql } from './sql-parser';

export type OrderDetection = { ok: true; ordered: boolean } | { ok: false; error: string };

/**
 * Rows are compared in order only when the reference's outermost query has ORDER BY (DESIGN.md §6).
 * Read from PostgreSQL's own parse tree: ORDER BY inside subqueries, CTEs, window clauses, set-operation
 * branches, strings or comments is not on the top SelectStmt's sortClause, and a parenthesised
 * `((SELECT … ORDER BY …))` is (it is the outermost query).
 */
export async function detectOrdering(referenceSql: string): Promise<OrderDetection> {
  const parsed = await parseSql(referenceSql);
  if (!parsed.ok) return { ok: false, error: `The reference solution does not parse: ${parsed.error}` };
  if (parsed.statements.length !== 1) {
    return { ok: false, error: `The reference solution must be exactly one statement (found ${parsed.statements.length}).` };
  }
  const [stmt] = parsed.statements;
  if (stmt?.type !== 'SelectStmt') return { ok: false, error: 'The reference solution must be a query (SELECT, WITH, VALUES or TABLE).' };
  const sort = stmt.node.sortClause;
  return { ok: true, ordered: Array.isArray(sort) && sort.length > 0 };
}

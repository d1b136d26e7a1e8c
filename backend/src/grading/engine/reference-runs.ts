import { type RunResult } from '../sandbox/run-result';
import { compareResults } from './compare-results';
import { ALTERNATIVE_ORDERS, reorderScript, withScript } from './row-orders';
import { type Runner, type TableInfo } from './schema-introspection';

export type ReferenceOutcome =
  | { ok: true; result: RunResult }
  | { ok: false; reason: 'error'; message: string }
  | { ok: false; reason: 'ambiguous'; message: string };

/**
 * Runs the reference on one dataset under the stored row order and the alternative ones; a result
 * that changes with the physical order is ambiguous and cannot be an expectation.
 */
export async function runReference(run: Runner, setupSql: string, referenceSql: string, tables: TableInfo[], ordered: boolean): Promise<ReferenceOutcome> {
  const base = await run({ setupSql, sql: referenceSql });
  if (base.error) return { ok: false, reason: 'error', message: base.error.message };
  for (const order of ALTERNATIVE_ORDERS) {
    const again = await run({ setupSql: withScript(setupSql, reorderScript(tables, order)), sql: referenceSql });
    if (again.error?.kind === 'setup') continue; // this table layout cannot be rebuilt: no check, no verdict
    if (again.error) return { ok: false, reason: 'error', message: again.error.message };
    const same = compareResults({ columnCount: base.columns.length, rows: base.rows }, { columnCount: again.columns.length, rows: again.rows }, ordered);
    if (!same.match) {
      return { ok: false, reason: 'ambiguous', message: `the result depends on the physical row order (${order} rows: ${same.hint})` };
    }
  }
  return { ok: true, result: base };
}

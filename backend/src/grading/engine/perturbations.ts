import { duplicateRows } from './copy-rows';
import { pickPositions, prng } from '../../kernel/prng';
import { quoteIdent, type ColumnInfo, type TableInfo } from './schema-introspection';

export type PerturbationStrategy = 'rows-dropped' | 'values-perturbed' | 'ties-and-duplicates';
export const STRATEGIES: PerturbationStrategy[] = ['rows-dropped', 'values-perturbed', 'ties-and-duplicates'];

/**
 * One candidate statement per perturbation. Each is tried against the real constraints before it is
 * kept (a DELETE blocked by a foreign key, an UPDATE breaking a CHECK is simply dropped), so this
 * module needs no model of what the constraints allow. Rows are chosen by position in physical
 * content order (row_number over the row's text), which replays identically whatever ran before it.
 */
export function perturbationSteps(tables: TableInfo[], strategy: PerturbationStrategy, seed: number): string[] {
  const random = prng(seed);
  const steps: string[] = [];
  for (const table of tables) {
    if (table.rowCount === 0) continue;
    const share = (fraction: number): number[] => pickPositions(random, table.rowCount, Math.max(1, Math.round(table.rowCount * fraction)));
    const t = quoteIdent(table.name);
    const free = table.columns.filter((c) => !c.generated && !c.unique);
    if (strategy === 'rows-dropped' && table.rowCount >= 2) {
      steps.push(`DELETE FROM ${t} WHERE ${rowsAt(t, share(0.25))}`);
    }
    if (strategy === 'values-perturbed') {
      for (const c of choose(random, free.filter((c) => !c.foreignKey && shiftable(c)), 2)) {
        steps.push(`UPDATE ${t} SET ${quoteIdent(c.name)} = ${shifted(c, 1 + Math.floor(random() * 9))} WHERE ${rowsAt(t, share(0.35))}`);
      }
      for (const c of choose(random, free.filter((c) => !c.notNull), 1)) {
        steps.push(`UPDATE ${t} SET ${quoteIdent(c.name)} = NULL WHERE ${rowsAt(t, share(0.2))}`);
      }
    }
    if (strategy === 'ties-and-duplicates' && table.rowCount >= 2) {
      for (const c of choose(random, free, 2)) {
        const col = quoteIdent(c.name);
        const [source] = pickPositions(random, table.rowCount, 1);
        steps.push(`UPDATE ${t} SET ${col} = (SELECT ${col} FROM ${t} WHERE ${rowsAt(t, [source as number])}) WHERE ${rowsAt(t, share(0.25))}`);
      }
      const duplicate = duplicateRows(table, `FROM ${t} WHERE ${rowsAt(t, share(0.2))}`);
      if (duplicate) steps.push(duplicate);
    }
  }
  return steps;
}

function rowsAt(t: string, positions: number[]): string {
  // joined, not `rn = ANY(array)`: that is rows × positions comparisons on every graded run
  return `ctid IN (SELECT s.ctid FROM (SELECT ctid, row_number() OVER (ORDER BY ROW(${t}.*)::text, ctid) AS rn FROM ${t}) s JOIN unnest('{${positions.join(',')}}'::bigint[]) AS p(rn) ON p.rn = s.rn)`;
}

function shiftable(c: ColumnInfo): boolean {
  return c.category === 'N' || c.typeName === 'date' || c.typeName.startsWith('timestamp');
}

function shifted(c: ColumnInfo, by: number): string {
  const col = quoteIdent(c.name);
  return c.category === 'N' ? `${col} + ${by}` : `${col} + make_interval(days => ${by})`;
}

function choose<T>(random: () => number, items: T[], k: number): T[] {
  return pickPositions(random, items.length, k).map((p) => items[p - 1] as T);
}

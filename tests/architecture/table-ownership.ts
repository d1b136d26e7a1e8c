import { ALLOWED_USES, SCHEMA_FOLDERS, TABLE_OWNERS, type TableOwner } from './table-owners';
import { tableUses, type TableUse } from './table-uses';

export const SCANNED = ['backend/src', 'projections/src'];

const OWNER_OF: ReadonlyMap<string, TableOwner> = new Map(TABLE_OWNERS.flatMap((o) => o.tables.map((t) => [t, o] as const)));

export interface Violation extends TableUse {
  owner: string;
}

/** Uses of a table outside its owner's folders (the migrations and the allow-list aside). */
export function violations(root: string, allowed = ALLOWED_USES): { violations: Violation[]; staleAllowances: string[] } {
  const uses = tableUses(root, SCANNED, new Set(OWNER_OF.keys()));
  const foreign = uses.filter((u) => {
    const owner = OWNER_OF.get(u.table)!;
    return !SCHEMA_FOLDERS.some((f) => u.file.startsWith(f)) && !owner.folders.some((f) => u.file.startsWith(f));
  });
  const isAllowed = (u: TableUse) => allowed.some((a) => a.file === u.file && a.tables.includes(u.table));
  const staleAllowances = allowed.flatMap((a) => a.tables.filter((t) => !foreign.some((u) => u.file === a.file && u.table === t)).map((t) => `${a.file}: ${t}`));
  return { violations: foreign.filter((u) => !isAllowed(u)).map((u) => ({ ...u, owner: OWNER_OF.get(u.table)!.owner })), staleAllowances };
}

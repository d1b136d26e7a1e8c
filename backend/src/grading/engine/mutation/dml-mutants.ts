import { type MutationKind } from '../prepared-challenge';
import { bodyAt, get, isObject, sqlOf, str, walk, type Body, type Path } from './ast';

/**
 * Mutation sites only a data-changing statement has (issue 37), beside the expression, literal, condition
 * and subquery operators mutants.ts already applies to every statement: the WHERE of an UPDATE or DELETE
 * dropped, one SET assignment forgotten, ON CONFLICT DO NOTHING ↔ DO UPDATE, EXCLUDED.col ↔ the table's
 * own col in DO UPDATE, and the DO UPDATE's WHERE dropped.
 */
export interface DmlSite {
  kind: MutationKind;
  description: string;
  apply(tree: unknown): void;
}

const site = (path: Path, kind: MutationKind, description: string, change: (body: Body) => void): DmlSite => ({
  kind,
  description,
  apply: (tree) => change(bodyAt(tree, path)),
});

export function dmlSites(tree: unknown): DmlSite[] {
  const sites: DmlSite[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type === 'UpdateStmt' || type === 'DeleteStmt') {
      const verb = type === 'UpdateStmt' ? 'UPDATE' : 'DELETE';
      if (isObject(body.whereClause)) {
        sites.push(site(path, 'dml-where', `dropped the WHERE of the ${verb} (\`${sqlOf(body.whereClause)}\`): every row changes`, (b) => delete b.whereClause));
      }
      if (type === 'UpdateStmt') sites.push(...setSites(body.targetList, [...path, 'UpdateStmt'], 'targetList', 'SET'));
    }
    if (type === 'InsertStmt' && isObject(body.onConflictClause)) sites.push(...conflictSites(body, [...path, 'InsertStmt']));
  });
  return sites;
}

/** One assignment of a SET list left out (when there are several): a column the text asks to change, forgotten. */
function setSites(list: unknown, parent: Path, key: string, where: string): DmlSite[] {
  if (!Array.isArray(list) || list.length < 2) return [];
  return list.map((t, i) => {
    const name = (t as { ResTarget?: { name?: string } }).ResTarget?.name ?? `#${i + 1}`;
    return {
      kind: 'dml-set' as MutationKind,
      description: `left \`${name}\` out of ${where}`,
      apply: (tree: unknown) => {
        const b = get(tree, parent) as Body;
        (b[key] as unknown[]).splice(i, 1);
      },
    };
  });
}

function conflictSites(insert: Body, path: Path): DmlSite[] {
  const conflict = insert.onConflictClause as Body;
  const at: Path = [...path, 'onConflictClause'];
  const sites: DmlSite[] = [];
  const relation = insert.relation as { relname?: string; alias?: { aliasname?: string } } | undefined;
  const own = relation?.alias?.aliasname ?? relation?.relname ?? '';
  const conflictColumns = new Set(((conflict.infer as Body | undefined)?.indexElems as Body[] | undefined ?? []).map((e) => (e.IndexElem as Body | undefined)?.name as string));
  if (conflict.action === 'ONCONFLICT_UPDATE') {
    sites.push(edit(at, 'upsert', 'DO UPDATE → DO NOTHING: a row that already exists keeps its old values', (b) => {
      b.action = 'ONCONFLICT_NOTHING';
      delete b.targetList;
      delete b.whereClause;
    }));
    if (isObject(conflict.whereClause)) {
      sites.push(edit(at, 'upsert', `dropped the DO UPDATE's WHERE (\`${sqlOf(conflict.whereClause)}\`)`, (b) => delete b.whereClause));
    }
    sites.push(...setSites(conflict.targetList, at, 'targetList', 'DO UPDATE SET'));
    // EXCLUDED.col (the row proposed) ↔ the table's own col (the row already there), each occurrence alone
    walk(conflict.targetList, ({ type, body, path: p }) => {
      if (type !== 'ColumnRef') return;
      const fields = body.fields as Body[];
      if (fields?.length !== 2) return;
      const table = (fields[0]?.String as Body | undefined)?.sval as string | undefined;
      const column = (fields[1]?.String as Body | undefined)?.sval as string | undefined;
      if (!table || !column) return;
      const swapped = table.toLowerCase() === 'excluded' ? own : table === own ? 'excluded' : undefined;
      if (!swapped) return;
      sites.push(site([...at, 'targetList', ...p], 'upsert', `\`${table}.${column}\` → \`${swapped}.${column}\``, (b) => {
        b.fields = [str(swapped), str(column)];
      }));
    });
  } else if (conflict.action === 'ONCONFLICT_NOTHING') {
    const cols = ((insert.cols as Body[] | undefined) ?? []).map((c) => (c.ResTarget as Body | undefined)?.name as string).filter((c) => c && !conflictColumns.has(c));
    if (cols.length) {
      sites.push(edit(at, 'upsert', 'DO NOTHING → DO UPDATE: a row that already exists is overwritten', (b) => {
        b.action = 'ONCONFLICT_UPDATE';
        b.targetList = cols.map((c) => ({ ResTarget: { name: c, val: { ColumnRef: { fields: [str('excluded'), str(c)] } } } }));
      }));
    }
  }
  return sites;
}

/** A site on a plain object (not a `{ Type: body }` node), such as the ON CONFLICT clause. */
function edit(path: Path, kind: MutationKind, description: string, change: (body: Body) => void): DmlSite {
  return { kind, description, apply: (tree) => change(get(tree, path) as Body) };
}

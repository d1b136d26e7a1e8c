import { type TableInfo } from '../schema-introspection';
import { funcName, get, isObject, opName, sqlOf, walk, type Body } from './ast';
import { columnName } from './query-facts';

/**
 * Mutants that no dataset respecting the schema's constraints can tell apart from the reference are
 * not made at all (XData does the same): they would only count as survivors. Each rule here is a
 * proof under the constraints, not a guess.
 */

const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max', 'bool_and', 'bool_or', 'every', 'string_agg', 'array_agg']);

interface Relation {
  alias: string;
  table: TableInfo | undefined;
}

function relations(tree: unknown, schema: TableInfo[]): Relation[] {
  const out: Relation[] = [];
  walk(tree, ({ type, body }) => {
    if (type !== 'RangeVar') return;
    const relname = body.relname as string;
    const alias = ((body.alias as Body)?.aliasname as string) ?? relname;
    out.push({ alias, table: schema.find((t) => t.name === relname) });
  });
  return out;
}

/** Aliases on the side of an outer join whose columns can come out NULL. */
function nullableAliases(tree: unknown): Set<string> {
  const out = new Set<string>();
  const aliasesIn = (node: unknown): string[] => {
    const names: string[] = [];
    walk(node, ({ type, body }) => {
      if (type === 'RangeVar') names.push(((body.alias as Body)?.aliasname as string) ?? (body.relname as string));
      if (type === 'RangeSubselect') names.push((body.alias as Body)?.aliasname as string);
    });
    return names;
  };
  walk(tree, ({ type, body }) => {
    if (type !== 'JoinExpr') return;
    const t = body.jointype;
    if (t === 'JOIN_LEFT' || t === 'JOIN_FULL') aliasesIn(body.rarg).forEach((a) => out.add(a));
    if (t === 'JOIN_RIGHT' || t === 'JOIN_FULL') aliasesIn(body.larg).forEach((a) => out.add(a));
  });
  return out;
}

function resolve(ref: Body, rels: Relation[]): Relation | undefined {
  const fields = ref.fields as Array<{ String?: { sval?: string } }>;
  const column = columnName(ref);
  if (!column) return undefined;
  if (fields.length >= 2) return rels.find((r) => r.alias === fields[fields.length - 2]?.String?.sval);
  const owners = rels.filter((r) => r.table?.columns.some((c) => c.name === column));
  return owners.length === 1 ? owners[0] : undefined;
}

/** Column references that can be NULL (a nullable column, or a column of an outer join's optional side). */
export function nullableColumnRefs(tree: unknown, schema: TableInfo[]): Body[] {
  const rels = relations(tree, schema);
  const optional = nullableAliases(tree);
  const found = new Map<string, Body>();
  // a column a WHERE already requires to be non-NULL counts the same with count(col) and count(*)
  const rejected = new Set<string>();
  walk(tree, ({ type, body }) => {
    if (type === 'SelectStmt') nullRejectingRefs(body.whereClause).forEach((r) => rejected.add(columnName(r) ?? ''));
  });
  walk(tree, ({ type, body }) => {
    if (type === 'ColumnRef' && rejected.has(columnName(body) ?? '')) return;
    if (type !== 'ColumnRef' || (body.fields as Body[]).some((f) => isObject(f.A_Star))) return;
    const rel = resolve(body, rels);
    const column = rel?.table?.columns.find((c) => c.name === columnName(body));
    if (!rel || !column) return;
    if (!column.notNull || optional.has(rel.alias)) found.set(sqlOf({ ColumnRef: body }), { ColumnRef: body });
  });
  return [...found.values()].slice(0, 3);
}

/**
 * Column references that can never be NULL where they are read: a NOT NULL column (a primary key
 * included) of a relation on no outer join's optional side. count(col) ≡ count(*) over them.
 */
export function nonNullColumnRefs(tree: unknown, schema: TableInfo[]): Set<string> {
  const rels = relations(tree, schema);
  const optional = nullableAliases(tree);
  const found = new Set<string>();
  walk(tree, ({ type, body }) => {
    if (type !== 'ColumnRef' || (body.fields as Body[]).some((f) => isObject(f.A_Star))) return;
    const rel = resolve(body, rels);
    const column = rel?.table?.columns.find((c) => c.name === columnName(body));
    if (rel && column?.notNull && !optional.has(rel.alias)) found.add(sqlOf({ ColumnRef: body }));
  });
  return found;
}

/** Paths of SELECTs whose rows are already distinct, or where duplicates cannot matter. */
export function uniqueRowsSelects(tree: unknown, schema: TableInfo[] = []): Set<string> {
  const out = new Set<string>();
  walk(tree, ({ type, body, path }) => {
    if (type === 'SubLink' && body.subLinkType !== 'ARRAY_SUBLINK') out.add([...path, 'SubLink', 'subselect'].join('.'));
    if (type !== 'SelectStmt') return;
    if (body.op && body.op !== 'SETOP_NONE' && !body.all) {
      // a UNION / INTERSECT / EXCEPT without ALL removes duplicates from its branches anyway
      const bodyPath = path[path.length - 1] === '__bare' ? path.slice(0, -1) : [...path, 'SelectStmt'];
      out.add([...bodyPath, 'larg', '__bare'].join('.'));
      out.add([...bodyPath, 'rarg', '__bare'].join('.'));
    }
    const targets = ((body.targetList as Body[]) ?? []).map((t) => (t.ResTarget as Body)?.val as Body).filter(Boolean);
    const groups = (body.groupClause as Body[]) ?? [];
    const here = path.join('.');
    if (groups.length) {
      const shown = new Set(targets.map((t) => sqlOf(t)));
      const positional = (g: Body): boolean => isObject(g.A_Const);
      if (groups.every((g) => positional(g) || shown.has(sqlOf(g)))) out.add(here);
    } else if (targets.length && targets.every((t) => isObject(t.FuncCall) && AGGREGATES.has(funcName(t.FuncCall as Body) ?? '') && !(t.FuncCall as Body).over)) {
      out.add(here);
    } else if (keyShown(body, targets, schema) || seriesShown(body, targets) || rowNumberShown(body, targets)) {
      out.add(here);
    }
  });
  return out;
}

/** The target list shows the key of a table every other FROM item is joined to-one onto (via its own key). */
/**
 * The relations of a SELECT whose key identifies its rows: an inner-join tree of tables where every other
 * table is joined on its own key (to-one). Empty when the FROM is anything else.
 */
function identifyingRelations(select: Body, schema: TableInfo[], opts: { outerJoins?: boolean } = {}): Array<{ root: Relation; key: string; rels: Relation[] }> {
  const from = (select.fromClause as Body[]) ?? [];
  if (from.length !== 1) return [];
  const rels = relations(from, schema);
  if (rels.some((r) => !r.table)) return [];
  let outer = false;
  walk(from, ({ type, body }) => {
    if (type === 'JoinExpr' && body.jointype !== 'JOIN_INNER' && !opts.outerJoins) outer = true;
    if (type === 'RangeSubselect' || type === 'RangeFunction') outer = true;
  });
  if (outer) return [];
  const keyOf = (r: Relation): string | undefined => r.table?.columns.find((c) => c.solePrimaryKey)?.name;
  const toOne = new Set<string>();
  walk(from, ({ type, body }) => {
    if (type !== 'JoinExpr') return;
    for (const pair of equalities(body.quals)) {
      for (const ref of pair) {
        const r = resolve(ref, rels);
        if (r && keyOf(r) === columnName(ref)) toOne.add(r.alias);
      }
    }
  });
  return rels.flatMap((root) => {
    const key = keyOf(root);
    return key && rels.every((r) => r === root || toOne.has(r.alias)) ? [{ root, key, rels }] : [];
  });
}

/** The target list shows the key of a table every other FROM item is joined to-one onto (via its own key). */
function keyShown(select: Body, targets: Body[], schema: TableInfo[]): boolean {
  const star = targets.some((t) => isObject(t.ColumnRef) && ((t.ColumnRef as Body).fields as Body[]).some((f) => isObject(f.A_Star)));
  return identifyingRelations(select, schema).some(({ root, key, rels }) => {
    if (star && rels.length === 1) return true;
    return targets.some((t) => isObject(t.ColumnRef) && columnName(t.ColumnRef as Body) === key && resolve(t.ColumnRef as Body, rels)?.alias === root.alias);
  });
}

/** SELECT generate_series(…) with no FROM: a series has no repeated values. */
function seriesShown(select: Body, targets: Body[]): boolean {
  if (select.fromClause) return false;
  let series = false;
  walk(targets[0], ({ type, body }) => {
    if (type === 'FuncCall' && funcName(body) === 'generate_series') series = true;
  });
  return series;
}

/** row_number() over a partition whose keys are all shown: no two rows agree on (keys, number). */
function rowNumberShown(select: Body, targets: Body[]): boolean {
  const shown = new Set(targets.map((t) => sqlOf(t)));
  const named = new Map<string, Body>();
  for (const w of (select.windowClause as Body[]) ?? []) if (isObject(w.WindowDef)) named.set((w.WindowDef as Body).name as string, w.WindowDef as Body);
  return targets.some((t) => {
    const f = t.FuncCall as Body | undefined;
    if (!f || funcName(f) !== 'row_number' || !isObject(f.over)) return false;
    const over = f.over as Body;
    const def = over.partitionClause || over.orderClause ? over : named.get((over.refname ?? over.name) as string) ?? over;
    return ((def.partitionClause as Body[]) ?? []).every((p) => shown.has(sqlOf(p)));
  });
}

/**
 * Join types that give the same rows: a child joined to its parent on a NOT NULL foreign key always
 * finds its parent, so preserving the child side changes nothing (INNER ≡ LEFT when the child is on the
 * left, RIGHT ≡ FULL; mirrored when it is on the right).
 */
export function equivalentJoinTypes(tree: unknown, join: Body, schema: TableInfo[]): string[][] {
  const side = (node: unknown): Relation | undefined => {
    if (!isObject(node)) return undefined;
    if (isObject(node.RangeVar)) return relations(node, schema)[0];
    return undefined;
  };
  const innerOnly = (node: unknown): boolean => {
    let ok = true;
    walk(node, ({ type, body }) => {
      if (type === 'JoinExpr' && body.jointype !== 'JOIN_INNER') ok = false;
    });
    return ok;
  };
  const leftRels = isObject(join.larg) && innerOnly(join.larg) ? relations(join.larg, schema) : [];
  const right = side(join.rarg);
  const left = side(join.larg);
  const rels = relations(tree, schema);
  const pairs = equalities(join.quals);
  if (!pairs.length) return [];
  const childOf = (childRels: Relation[], parent: Relation | undefined): boolean =>
    !!parent?.table && pairs.some(([a, b]) => [[a, b], [b, a]].some(([c, p]) => {
      const cr = resolve(c as Body, rels);
      const pr = resolve(p as Body, rels);
      if (!cr?.table || pr?.alias !== parent.alias || !childRels.some((r) => r.alias === cr.alias)) return false;
      const col = cr.table.columns.find((x) => x.name === columnName(c as Body));
      return !!col?.notNull && (cr.table.foreignKeys ?? []).some((fk) => fk.column === col.name && fk.refTable === parent.table?.name && fk.refColumn === columnName(p as Body));
    }));
  const classes: string[][] = [];
  if (right && childOf(leftRels.length ? leftRels : left ? [left] : [], right)) classes.push(['JOIN_INNER', 'JOIN_LEFT'], ['JOIN_RIGHT', 'JOIN_FULL']);
  else if (left && right && childOf([right], left)) classes.push(['JOIN_INNER', 'JOIN_RIGHT'], ['JOIN_LEFT', 'JOIN_FULL']);
  return classes;
}

function equalities(quals: unknown): Array<[Body, Body]> {
  if (!isObject(quals)) return [];
  if (isObject(quals.A_Expr) && opName(quals.A_Expr as Body) === '=') {
    const e = quals.A_Expr as Body;
    const l = e.lexpr as Body;
    const r = e.rexpr as Body;
    return isObject(l?.ColumnRef) && isObject(r?.ColumnRef) ? [[l.ColumnRef as Body, r.ColumnRef as Body]] : [];
  }
  if (isObject(quals.BoolExpr) && (quals.BoolExpr as Body).boolop === 'AND_EXPR') {
    return ((quals.BoolExpr as Body).args as Body[]).flatMap((a) => equalities(a));
  }
  return [];
}

/**
 * Text columns whose values a CHECK constraint closes (`status IN (…)`): no dataset may hold another value,
 * so loosening `= 'x'` into a pattern there changes nothing. A column without one is open: a hidden dataset
 * may hold a value the sample does not, and a query that enumerates the complement is wrong.
 */
export function closedTextColumns(schema: TableInfo[]): Set<string> {
  const out = new Set<string>();
  for (const t of schema) for (const c of t.columns) if (c.category === 'S' && c.checked) out.add(c.name);
  return out;
}

const NULL_TOLERANT = new Set(['CoalesceExpr', 'NullTest', 'CaseExpr', 'SubLink', 'BooleanTest']);
const NULL_TOLERANT_FUNCS = new Set(['coalesce', 'concat', 'concat_ws', 'nullif', 'greatest', 'least', 'format']);

/** Column references whose NULL makes a top-level WHERE conjunct false (strict operators, IS NOT NULL). */
function nullRejectingRefs(where: unknown): Body[] {
  const out: Body[] = [];
  if (!isObject(where)) return out;
  const conjuncts = isObject(where.BoolExpr) && (where.BoolExpr as Body).boolop === 'AND_EXPR' ? ((where.BoolExpr as Body).args as Body[]) : [where];
  for (const c of conjuncts) {
    const strict = (isObject(c.A_Expr) && ['AEXPR_OP', 'AEXPR_LIKE', 'AEXPR_ILIKE', 'AEXPR_IN', 'AEXPR_BETWEEN'].includes((c.A_Expr as Body).kind as string))
      || (isObject(c.NullTest) && (c.NullTest as Body).nulltesttype === 'IS_NOT_NULL');
    if (!strict) continue;
    const scan = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(scan);
      if (!isObject(node)) return;
      const [type] = Object.keys(node);
      const body = node[type as string] as Body;
      if (node === c && type === 'NullTest') return scan(body.arg);
      if (NULL_TOLERANT.has(type as string)) return;
      if (type === 'FuncCall' && NULL_TOLERANT_FUNCS.has(funcName(body) ?? '')) return;
      if (type === 'ColumnRef') {
        out.push(body);
        return;
      }
      if (isObject(body)) Object.values(body).forEach(scan);
    };
    scan(c);
  }
  return out;
}

/** Aliases whose NULL columns a WHERE conjunct rejects: an outer join on their side is an inner one. */
export function nullRejectedAliases(where: unknown): Set<string> {
  const out = new Set<string>();
  for (const ref of nullRejectingRefs(where)) {
    const fields = ref.fields as Array<{ String?: { sval?: string } }>;
    if (fields.length >= 2) out.add(fields[fields.length - 2]?.String?.sval as string);
  }
  return out;
}

/** Join types made equal by a null-rejecting WHERE on the optional side (outer-join simplification). */
export function nullRejectionClasses(join: Body, rejected: Set<string>): string[][] {
  const aliases = (node: unknown): string[] => relations(node, []).map((r) => r.alias);
  const right = aliases(join.rarg).some((a) => rejected.has(a));
  const left = aliases(join.larg).some((a) => rejected.has(a));
  const classes: string[][] = [];
  if (right) classes.push(['JOIN_INNER', 'JOIN_LEFT'], ['JOIN_RIGHT', 'JOIN_FULL']);
  if (left) classes.push(['JOIN_INNER', 'JOIN_RIGHT'], ['JOIN_LEFT', 'JOIN_FULL']);
  return classes;
}

/**
 * Ranking functions whose window orders by a unique key of the only table the query reads: no ties are
 * possible, so row_number, rank and dense_rank agree.
 */
export function tieFreeRankings(tree: unknown, schema: TableInfo[]): WeakSet<Body> {
  const out = new WeakSet<Body>();
  walk(tree, ({ type, body }) => {
    if (type !== 'SelectStmt') return;
    const identifying = identifyingRelations(body, schema);
    if (!identifying.length) return;
    const named = new Map<string, Body>();
    for (const w of (body.windowClause as Body[]) ?? []) if (isObject(w.WindowDef)) named.set((w.WindowDef as Body).name as string, w.WindowDef as Body);
    for (const target of (body.targetList as Body[]) ?? []) {
      walk(target, (v) => {
        if (v.type !== 'FuncCall' || !isObject(v.body.over)) return;
        const over = v.body.over as Body;
        const def = over.orderClause ? over : named.get((over.refname ?? over.name) as string) ?? over;
        const orderRefs = ((def.orderClause as Body[]) ?? []).map((s) => (s.SortBy as Body)?.node as Body).filter((n) => isObject(n?.ColumnRef)).map((n) => n.ColumnRef as Body);
        if (identifying.some(({ root, key, rels }) => orderRefs.some((ref) => columnName(ref) === key && resolve(ref, rels)?.alias === root.alias))) out.add(v.body);
      });
    }
  });
  return out;
}

/**
 * count(k) calls where no two rows of their SELECT's FROM share a non-NULL k: k is the key of a table every
 * other FROM item is joined to-one onto (on its own key). An outer join does not change that: it only adds
 * rows where one side is NULL, and count skips NULLs. count(DISTINCT k) ≡ count(k) there, both ways.
 */
export function distinctCountArgs(tree: unknown, schema: TableInfo[]): WeakSet<Body> {
  const out = new WeakSet<Body>();
  walk(tree, ({ type, body }) => {
    if (type !== 'SelectStmt') return;
    const identifying = identifyingRelations(body, schema, { outerJoins: true });
    if (!identifying.length) return;
    const own = [body.targetList, body.havingClause];
    const nested = new WeakSet<Body>();
    walk(own, (v) => {
      if (v.type === 'SelectStmt') walk(v.body, (n) => n.type === 'FuncCall' && nested.add(n.body));
    });
    walk(own, (v) => {
      if (v.type !== 'FuncCall' || nested.has(v.body) || funcName(v.body) !== 'count' || v.body.over) return;
      const args = v.body.args as Body[] | undefined;
      const ref = args?.length === 1 ? ((args[0] as Body).ColumnRef as Body | undefined) : undefined;
      if (ref && identifying.some(({ root, key, rels }) => columnName(ref) === key && resolve(ref, rels)?.alias === root.alias)) out.add(v.body);
    });
  });
  return out;
}

/** Target lists of EXISTS subqueries: their values are never read. */
export function existsTargetPaths(tree: unknown): Set<string> {
  const out = new Set<string>();
  walk(tree, ({ type, body, path }) => {
    if (type !== 'SubLink' || body.subLinkType !== 'EXISTS_SUBLINK') return;
    const target = [...path, 'SubLink', 'subselect', 'SelectStmt', 'targetList'];
    walk(get(body, ['subselect', 'SelectStmt', 'targetList']), ({ path: p }) => out.add(p.join('.')), target);
  });
  return out;
}

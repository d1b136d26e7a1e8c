import { deparseSync } from './deparse';
import { clone, funcName, isObject, opName, sqlOf, walk, type Body } from './ast';
import { boundaryValues, constantValue } from './literals';

/** A column the reference compares with a constant: where boundary and look-alike rows go. */
export interface ColumnLiteral {
  column: string;
  op: string;
  /** Values for boundary rows (on, just below, just above), as SQL text literals' contents. */
  boundary?: string[];
  /** A text constant or LIKE pattern the column is matched against. */
  text?: string;
  pattern?: boolean;
  /** A constant expression (no column) the column is compared with: evaluated in the sandbox for its boundary. */
  expr?: string;
}

export interface QueryFacts {
  literals: ColumnLiteral[];
  /** Columns that decide order, ranking, partitions or groups: where ties matter. */
  orderingColumns: string[];
  /** Columns compared with each other in join conditions. */
  joinColumns: string[];
  /** Every column the query names. */
  columns: string[];
  /** Columns in a range comparison (`<`, `<=`, `>`, `>=`, BETWEEN) whose other side is not a constant. */
  rangeColumns: string[];
  /** Column pairs an equality links (`b.member_id = m.id`, in ON or WHERE): where an orphan row tells joins apart. */
  joinPairs?: Array<[string, string]>;
  /** The query converts times with AT TIME ZONE: DST changes matter. */
  timeZoned?: boolean;
  /** Each window's PARTITION BY and ORDER BY columns: where interleaved partitions tell a missing PARTITION BY. */
  windows?: Array<{ partition: string[]; order: string[] }>;
  /** The query rounds, truncates or clips numbers: values near the edges of their precision matter. */
  numericEdges?: boolean;
  /**
   * The WHEN conditions of each CASE in a query that groups, unqualified (`check_out - check_in <= 3`), with the
   * columns they name: where a band with no row tells "only bands with rows" from "every band".
   */
  caseBranches?: Array<{ conditions: string[]; columns: string[] }>;
  /** Comparisons within one row over computed values (`systolic - diastolic >= 50`): where edge values go. */
  comparisons?: RowComparison[];
  /** Every word-like text constant the query names (`'billing'` in `ARRAY['billing', 'login']`): labels looked for. */
  textConstants?: string[];
  /** Every date the query names as a constant (`'2024-03-20'`, `DATE '2024-03-20'`, in any expression). */
  dateConstants?: string[];
}

export interface RowComparison {
  /** `(left) - (right)`, unqualified: zero on the comparison's edge. */
  diff: string;
  /** The same with one column stepped by one (`col + 1`), by column: the slope that puts a value on the edge. */
  stepped: Record<string, string>;
  columns: string[];
  label: string;
}

/** What the reference's parse tree says about where its edges are (columns by name, unqualified). */
export function queryFacts(tree: unknown): QueryFacts {
  const literals: ColumnLiteral[] = [];
  const ordering = new Set<string>();
  const joins = new Set<string>();
  const columns = new Set<string>();
  const ranges = new Set<string>();
  const pairs = new Map<string, [string, string]>();
  const windows: Array<{ partition: string[]; order: string[] }> = [];
  let timeZoned = false;
  let numericEdges = false;
  let grouped = false;
  const cases: Array<{ conditions: string[]; columns: string[] }> = [];
  const comparisons: RowComparison[] = [];
  const texts = new Set<string>();
  const dates = new Set<string>();
  walk(tree, ({ type, body }) => {
    if (type === 'A_Const' && isObject(body.sval)) {
      const text = String((body.sval as Body).sval ?? '');
      if (/^[\w-][\w .-]{0,39}$/.test(text) && !/^\d/.test(text)) texts.add(text);
      if (/^\d{4}-\d{2}-\d{2}([ T][\d:.+-]*)?$/.test(text)) dates.add(text.slice(0, 10));
    }
    if (type === 'A_Expr' && comparisons.length < MAX_COMPARISONS) {
      const cmp = rowComparison(body);
      if (cmp && !comparisons.some((c) => c.diff === cmp.diff)) comparisons.push(cmp);
    }
    if (type === 'SelectStmt' && (body.groupClause as unknown[])?.length) grouped = true;
    if (type === 'CaseExpr' && !body.arg && cases.length < MAX_CASES) {
      const whens = ((body.args as Body[]) ?? []).map((w) => (w.CaseWhen as Body | undefined)?.expr).filter(isObject);
      const cols = [...new Set(whens.flatMap((w) => columnsIn(w)))];
      if (whens.length && cols.length && !whens.some(hasSubquery)) cases.push({ conditions: whens.map((w) => unqualifiedSql(w)), columns: cols });
    }
    if (type === 'FuncCall' && funcName(body) === 'timezone') timeZoned = true;
    if ((type === 'FuncCall' && NUMERIC_EDGES.has(funcName(body) ?? '')) || type === 'MinMaxExpr') numericEdges = true;
    if (type === 'FuncCall' && isObject(body.over)) {
      const over = body.over as Body;
      const partition = ((over.partitionClause as Body[]) ?? []).flatMap((p) => columnsIn(p));
      const order = ((over.orderClause as Body[]) ?? []).flatMap((o) => columnsIn(o));
      if (partition.length && order.length) windows.push({ partition, order });
    }
    if (type === 'A_Expr' && opName(body) === '=' && isObject(body.lexpr) && isObject(body.rexpr) && isObject(body.lexpr.ColumnRef) && isObject(body.rexpr.ColumnRef)) {
      const l = columnName(body.lexpr.ColumnRef as Body);
      const r = columnName(body.rexpr.ColumnRef as Body);
      if (l && r) pairs.set([l, r].sort().join('='), [l, r]);
    }
    if (type === 'ColumnRef') {
      const name = columnName(body);
      if (name) columns.add(name);
    }
    if (type === 'A_Expr') {
      literals.push(...exprLiterals(body));
      if (RANGE_OPS.has(opName(body) ?? '') || String(body.kind).startsWith('AEXPR_BETWEEN')) {
        const sides = [body.lexpr, ...(isObject(body.rexpr) && isObject(body.rexpr.List) ? ((body.rexpr.List as Body).items as unknown[]) ?? [] : [body.rexpr])];
        if (sides.filter((side) => columnsIn(side).length || hasSubquery(side)).length >= 2) sides.forEach((side) => columnsIn(side).forEach((c) => ranges.add(c)));
      }
    }
    if (type === 'SortBy') columnsIn(body.node).forEach((c) => ordering.add(c));
    if (type === 'WindowDef') for (const p of (body.partitionClause as Body[]) ?? []) columnsIn(p).forEach((c) => ordering.add(c));
    if (type === 'SelectStmt') for (const g of (body.groupClause as Body[]) ?? []) columnsIn(g).forEach((c) => ordering.add(c));
    if (type === 'FuncCall' && isObject(body.over)) {
      const over = body.over as Body;
      for (const s of (over.orderClause as Body[]) ?? []) columnsIn(s).forEach((c) => ordering.add(c));
      for (const p of (over.partitionClause as Body[]) ?? []) columnsIn(p).forEach((c) => ordering.add(c));
    }
    if (type === 'JoinExpr' && body.quals) {
      walk(body.quals, (v) => {
        if (v.type === 'A_Expr' && opName(v.body) === '=') {
          const l = columnsIn(v.body.lexpr);
          const r = columnsIn(v.body.rexpr);
          if (l.length && r.length) [...l, ...r].forEach((c) => joins.add(c));
        }
      });
    }
  });
  return {
    literals, orderingColumns: [...ordering], joinColumns: [...joins], columns: [...columns], rangeColumns: [...ranges], joinPairs: [...pairs.values()],
    ...(timeZoned ? { timeZoned } : {}), ...(windows.length ? { windows } : {}), ...(numericEdges ? { numericEdges } : {}),
    ...(grouped && cases.length ? { caseBranches: cases } : {}), ...(comparisons.length ? { comparisons } : {}), ...(texts.size ? { textConstants: [...texts] } : {}), ...(dates.size ? { dateConstants: [...dates] } : {}),
  };
}

const MAX_COMPARISONS = 4;
const AGGREGATES = new Set(['sum', 'avg', 'count', 'min', 'max', 'array_agg', 'string_agg', 'bool_and', 'bool_or', 'every', 'stddev', 'variance', 'percentile_cont', 'percentile_disc', 'mode']);

/** A range or equality comparison with a computed side (arithmetic or a function over columns), no aggregate, window or subquery. */
function rowComparison(body: Body): RowComparison | undefined {
  const op = opName(body);
  if (body.kind !== 'AEXPR_OP' || !op || !['<', '<=', '>', '>=', '='].includes(op) || !isObject(body.lexpr) || !isObject(body.rexpr)) return undefined;
  const computed = (n: Body): boolean => (isObject(n.A_Expr) || isObject(n.FuncCall)) && columnsIn(n).length > 0;
  if (!computed(body.lexpr as Body) && !computed(body.rexpr as Body)) return undefined;
  let unfit = false;
  walk([body.lexpr, body.rexpr], (v) => {
    if (v.type === 'SubLink' || (v.type === 'FuncCall' && (isObject(v.body.over) || AGGREGATES.has(funcName(v.body) ?? '')))) unfit = true;
  });
  const columns = columnsIn([body.lexpr, body.rexpr]);
  if (unfit || !columns.length) return undefined;
  const diffOf = (step?: string): string | undefined => {
    const tree = { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '-' } }], lexpr: unqualified(body.lexpr, step), rexpr: unqualified(body.rexpr, step) } };
    try {
      return deparseSync(tree as never);
    } catch {
      return undefined;
    }
  };
  const diff = diffOf();
  if (!diff) return undefined;
  const stepped: Record<string, string> = {};
  for (const c of columns) {
    const d = diffOf(c);
    if (d) stepped[c] = d;
  }
  return { diff, stepped, columns, label: unqualifiedSql({ A_Expr: body }) };
}

/** A copy of a node with its column references unqualified, and the column `step` (if any) written `(step + 1)`. */
function unqualified(node: unknown, step?: string): unknown {
  if (Array.isArray(node)) return node.map((n) => unqualified(n, step));
  if (!isObject(node)) return node;
  if (isObject(node.ColumnRef)) {
    const fields = ((node.ColumnRef as Body).fields as unknown[]) ?? [];
    const ref = { ColumnRef: { ...(node.ColumnRef as Body), fields: clone(fields.slice(-1)) } };
    if (!step || columnName(ref.ColumnRef) !== step) return ref;
    return { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '+' } }], lexpr: ref, rexpr: { A_Const: { ival: { ival: 1 } } } } };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, unqualified(v, step)]));
}

const MAX_CASES = 4;

/** An expression's SQL with every column reference stripped of its table or alias. */
function unqualifiedSql(expr: Body): string {
  const copy = clone(expr);
  walk(copy, ({ type, body }) => {
    if (type === 'ColumnRef' && Array.isArray(body.fields) && body.fields.length > 1) body.fields = body.fields.slice(-1);
  });
  return sqlOf(copy);
}

const NUMERIC_EDGES = new Set(['round', 'trunc', 'floor', 'ceil', 'ceiling']);

const RANGE_OPS = new Set(['<', '<=', '>', '>=']);

function exprLiterals(body: Body): ColumnLiteral[] {
  const op = opName(body) ?? String(body.kind);
  const out: ColumnLiteral[] = [];
  const sides: Array<[unknown, unknown]> = [[body.lexpr, body.rexpr], [body.rexpr, body.lexpr]];
  for (const [colSide, constSide] of sides) {
    const cols = columnsIn(colSide);
    if (cols.length !== 1) continue;
    const column = cols[0] as string;
    const year = yearCompared(colSide, constSide);
    if (year !== undefined) {
      // `EXTRACT(YEAR FROM d) = 2023`: the edges are the year's first and last days and their neighbours
      out.push({ column, op, boundary: [`${year}-12-31`, `${year}-01-01`, `${year - 1}-12-31`, `${year + 1}-01-01`] });
      continue;
    }
    const constants: Body[] = [];
    if (body.kind === 'AEXPR_BETWEEN' || body.kind === 'AEXPR_IN') {
      const items = isObject(constSide) ? ((constSide.List as Body)?.items as Body[]) ?? [] : [];
      items.forEach((i) => constants.push(...constantsIn(i)));
    } else {
      constants.push(...constantsIn(constSide));
      if (!constants.length && isObject(constSide) && columnsIn(constSide).length === 0 && !hasSubquery(constSide)) {
        try {
          out.push({ column, op, expr: deparseSync(constSide as never) });
        } catch {
          // not deparseable: no boundary from it
        }
      }
    }
    for (const c of constants) {
      const value = constantValue(c);
      if (!value) continue;
      const boundary = boundaryValues(c);
      const isPattern = body.kind === 'AEXPR_LIKE' || body.kind === 'AEXPR_ILIKE';
      out.push({ column, op, boundary, ...(value.kind === 'string' && !boundary ? { text: value.text, pattern: isPattern } : {}) });
    }
  }
  return out;
}

/** The year of `EXTRACT(YEAR FROM col) <op> 2023` (or date_part('year', col)). */
function yearCompared(colSide: unknown, constSide: unknown): number | undefined {
  const f = isObject(colSide) ? (colSide.FuncCall as Body | undefined) : undefined;
  const name = f ? funcName(f) : undefined;
  const args = (f?.args as Body[]) ?? [];
  const part = args[0] && isObject(args[0].A_Const) ? String((((args[0].A_Const as Body).sval as Body)?.sval) ?? '').toLowerCase() : '';
  if ((name !== 'extract' && name !== 'date_part') || part !== 'year') return undefined;
  const c = constantsIn(constSide)[0];
  const value = c ? constantValue(c) : undefined;
  return value?.kind === 'int' ? Number(value.text) : undefined;
}

/** The A_Const body of a side that is a constant, possibly cast. */
function constantsIn(node: unknown): Body[] {
  if (!isObject(node)) return [];
  if (isObject(node.A_Const)) return [node.A_Const as Body];
  if (isObject(node.TypeCast)) return constantsIn((node.TypeCast as Body).arg);
  return [];
}

function hasSubquery(node: unknown): boolean {
  let found = false;
  walk(node, (v) => {
    if (v.type === 'SubLink' || v.type === 'FuncCall') found = true;
  });
  return found;
}

export function columnName(body: Body): string | undefined {
  const fields = body.fields as Array<{ String?: { sval?: string } }> | undefined;
  return fields?.[fields.length - 1]?.String?.sval;
}

export function columnsIn(node: unknown): string[] {
  const out: string[] = [];
  walk(node, (v) => {
    if (v.type === 'ColumnRef') {
      const name = columnName(v.body);
      if (name) out.push(name);
    }
  });
  return [...new Set(out)];
}

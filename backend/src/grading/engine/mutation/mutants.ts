import { deparseSync } from './deparse';
import { type MutationKind } from '../prepared-challenge';
import { parseSql } from '../sql-parser';
import { clone, funcName, get, isObject, opName, sqlOf, str, walk, withoutLocations, type Body, type Path } from './ast';
import { cmp, edit, replaceWith, type Site } from './sites';
import { mistakeSites } from './mistakes';
import { type TableInfo } from '../schema-introspection';
import { closedTextColumns, distinctCountArgs, equivalentJoinTypes, existsTargetPaths, nonNullColumnRefs, nullableColumnRefs, nullRejectedAliases, nullRejectionClasses, tieFreeRankings, uniqueRowsSelects } from './equivalence';
import { columnsIn } from './query-facts';
import { shiftedConstants } from './literals';
import { dmlSites } from './dml-mutants';

export interface Mutant {
  kind: MutationKind;
  description: string;
  sql: string;
}

/** The author's own queries (accepts, rejects, invariants), which run beside the mutants but are not scored as mutants. */
export const isAuthored = (kind: string | undefined): boolean => kind === 'author-reject' || kind === 'author-accept' || kind === 'author-invariant';

const COMPARISON_SWAPS: Record<string, string[]> = { '<': ['<='], '<=': ['<'], '>': ['>='], '>=': ['>'], '=': ['<>'], '<>': ['='], '!=': ['='] };
const JOIN_TYPES = ['JOIN_INNER', 'JOIN_LEFT', 'JOIN_RIGHT', 'JOIN_FULL'];
/** The join-type mistakes learners make: an outer join forgotten or added, or the wrong side kept. */
const JOIN_MISTAKES: Record<string, string[]> = {
  JOIN_INNER: ['JOIN_LEFT'],
  JOIN_LEFT: ['JOIN_INNER', 'JOIN_RIGHT'],
  JOIN_RIGHT: ['JOIN_INNER', 'JOIN_LEFT'],
  JOIN_FULL: ['JOIN_INNER', 'JOIN_LEFT', 'JOIN_RIGHT'],
};
const JOIN_WORDS: Record<string, string> = { JOIN_INNER: 'INNER JOIN', JOIN_LEFT: 'LEFT JOIN', JOIN_RIGHT: 'RIGHT JOIN', JOIN_FULL: 'FULL JOIN' };
const RANKING = ['row_number', 'rank', 'dense_rank'];
const AGGREGATE_SWAPS: Record<string, string[]> = { sum: ['avg'], avg: ['sum'], min: ['max'], max: ['min'] };
const NUMERIC_TYPES = new Set(['numeric', 'decimal', 'float4', 'float8', 'real', 'double precision']);
const FRAME_RANGE = 0x2;
const FRAME_ROWS = 0x4;
const FRAME_NONDEFAULT = 0x1;
const FRAME_BETWEEN = 0x10;
const FRAME_END_UNBOUNDED_FOLLOWING = 0x100;
const FRAME_END_CURRENT_ROW = 0x400;
/** EXCLUDE CURRENT ROW | GROUP | TIES */
const FRAME_EXCLUDE = 0x8000 | 0x10000 | 0x20000;
const MAX_MUTANTS = 240;

/**
 * Mutants of the reference solution (XData's mutation classes), made on PostgreSQL's parse tree and
 * deparsed back into SQL. Each differs from the reference by one small change a learner could make;
 * duplicates and mutants that do not deparse into one parseable query are dropped.
 */
export async function generateMutants(referenceSql: string, schema: TableInfo[] = []): Promise<{ mutants: Mutant[]; dropped: number }> {
  const parsed = await parseSql(referenceSql);
  if (!parsed.ok || parsed.statements.length !== 1) return { mutants: [], dropped: 0 };
  const tree = { version: 150001, stmts: [{ stmt: { [parsed.statements[0]!.type]: parsed.statements[0]!.node } }] };
  normaliseFrames(tree);
  const original = canonical(tree);
  // Mutants are only as faithful as the deparser: when the reference does not survive a round trip
  // unchanged, every mutant would carry that distortion too, so none is made.
  if (!original || !(await roundTrips(tree, original))) return { mutants: [], dropped: collectSites(tree, schema).length };
  const seen = new Set<string>(original ? [original] : []);
  const mutants: Mutant[] = [];
  let dropped = 0;
  for (const site of collectSites(tree, schema)) {
    const copy = clone(tree);
    let sql: string;
    try {
      site.apply(copy);
      sql = deparseSync(copy as never).trim().replace(/;$/, '');
    } catch {
      dropped++;
      continue;
    }
    const check = await parseSql(sql);
    if (!check.ok || check.statements.length !== 1) {
      dropped++;
      continue;
    }
    const key = sql.replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    mutants.push({ kind: site.kind, description: site.description, sql });
  }
  return { mutants: mutants.slice(0, MAX_MUTANTS), dropped: dropped + Math.max(0, mutants.length - MAX_MUTANTS) };
}

/**
 * `ROWS UNBOUNDED PRECEDING` is stored without the BETWEEN flag, which the deparser misprints; with the
 * flag it is the same frame, printed as `ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW`.
 */
function normaliseFrames(tree: unknown): void {
  walk(tree, ({ type, body }) => {
    if (type !== 'WindowDef' && !(type === 'FuncCall' && isObject(body.over))) return;
    const def = type === 'WindowDef' ? body : (body.over as Body);
    const frame = Number(def.frameOptions ?? 0);
    if (frame & FRAME_NONDEFAULT && !(frame & FRAME_BETWEEN)) def.frameOptions = frame | FRAME_BETWEEN;
  });
}


async function roundTrips(tree: { stmts: Array<{ stmt: Body }> }, sql: string): Promise<boolean> {
  const again = await parseSql(sql);
  if (!again.ok || again.statements.length !== 1) return false;
  const [s] = again.statements;
  return withoutLocations(tree.stmts[0]?.stmt) === withoutLocations({ [s!.type]: s!.node });
}

function canonical(tree: unknown): string | undefined {
  try {
    return deparseSync(tree as never).trim().replace(/;$/, '').replace(/\s+/g, ' ');
  } catch {
    return undefined;
  }
}

function collectSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  const underDivision = divisionOperands(tree);
  const columns = nullableColumnRefs(tree, schema);
  const uniqueRows = uniqueRowsSelects(tree, schema);
  const roundDigits = roundDigitPaths(tree);
  const seriesEnds = seriesEndPaths(tree);
  const closed = closedTextColumns(schema);
  const unread = existsTargetPaths(tree);
  const tieFree = tieFreeRankings(tree, schema);
  const distinctCounts = distinctCountArgs(tree, schema);
  const nonNull = nonNullColumnRefs(tree, schema);
  const rejectedBy = new WeakMap<Body, Set<string>>();
  sites.push(...mistakeSites(tree, schema));
  walk(tree, ({ type, body, path }) => {
    switch (type) {
      case 'A_Expr':
        sites.push(...exprSites(body, path, closed));
        break;
      case 'A_Const':
        if (unread.has(path.join('.'))) break;
        sites.push(...constantSites(body, path, underDivision.has(path.join('.')), roundDigits.has(path.join('.')) || seriesEnds.has(path.join('.'))));
        break;
      case 'TypeCast':
        if (underDivision.has(path.join('.')) && isNumericCast(body) && !isObject((body.arg as Body)?.A_Const)) {
          sites.push(replaceWith(path, 'division', `dropped the cast in ${sqlOf({ TypeCast: body })}`, () => body.arg as Body));
        }
        break;
      case 'BoolExpr':
        sites.push(...boolSites(body, path));
        break;
      case 'SelectStmt': {
        markNullRejection(body, rejectedBy);
        sites.push(...selectSites(body, path, uniqueRows.has(path.join('.'))));
        break;
      }
        break;
      case 'JoinExpr':
        sites.push(...joinSites(body, path, [...equivalentJoinTypes(tree, body, schema), ...nullRejectionClasses(body, rejectedBy.get(body) ?? new Set())]));
        break;
      case 'FuncCall':
        sites.push(...funcSites(body, path, columns, tieFree.has(body), distinctCounts.has(body), nonNull));
        break;
      case 'CoalesceExpr': {
        const args = body.args as Body[];
        if (args?.length) sites.push(replaceWith(path, 'coalesce', `removed ${sqlOf({ CoalesceExpr: body })}`, () => args[0] as Body));
        break;
      }
      case 'NullTest':
        sites.push(edit(path, 'null-test', `${body.nulltesttype === 'IS_NULL' ? 'IS NULL → IS NOT NULL' : 'IS NOT NULL → IS NULL'}`, (b) => {
          b.nulltesttype = b.nulltesttype === 'IS_NULL' ? 'IS_NOT_NULL' : 'IS_NULL';
        }));
        break;
      default:
        break;
    }
  });
  sites.push(...dmlSites(tree));
  return sites;
}

function exprSites(body: Body, path: Path, closed: Set<string>): Site[] {
  const sites: Site[] = [];
  const op = opName(body);
  const text = sqlOf({ A_Expr: body });
  if (body.kind === 'AEXPR_OP' && op && COMPARISON_SWAPS[op]) {
    for (const to of COMPARISON_SWAPS[op]) {
      sites.push(edit(path, 'comparison', `\`${text}\`: ${op} → ${to}`, (b) => (b.name = [str(to)])));
    }
    const literal = stringConstant(body.rexpr);
    const onClosedColumn = columnsIn(body.lexpr).some((c) => closed.has(c));
    if (op === '=' && literal !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(literal) && !onClosedColumn) {
      sites.push(edit(path, 'pattern', `\`${text}\` loosened to ILIKE`, (b) => {
        b.kind = 'AEXPR_ILIKE';
        b.name = [str('~~*')];
      }));
      sites.push(edit(path, 'pattern', `\`${text}\` loosened to LIKE '%${literal}%'`, (b) => {
        b.kind = 'AEXPR_LIKE';
        b.name = [str('~~')];
        b.rexpr = { A_Const: { sval: { sval: `%${literal}%` } } };
      }));
    }
  }
  if ((body.kind === 'AEXPR_LIKE' || body.kind === 'AEXPR_ILIKE') && op) {
    const toggled: Record<string, [string, string]> = { '~~': ['AEXPR_ILIKE', '~~*'], '~~*': ['AEXPR_LIKE', '~~'], '!~~': ['AEXPR_ILIKE', '!~~*'], '!~~*': ['AEXPR_LIKE', '!~~'] };
    const to = toggled[op];
    if (to) sites.push(edit(path, 'pattern', `\`${text}\`: ${body.kind === 'AEXPR_LIKE' ? 'LIKE → ILIKE' : 'ILIKE → LIKE'}`, (b) => {
      b.kind = to[0];
      b.name = [str(to[1])];
    }));
    const pattern = stringConstant(body.rexpr);
    if (pattern !== undefined && !(pattern.startsWith('%') && pattern.endsWith('%'))) {
      sites.push(edit(path, 'pattern', `\`${text}\`: pattern loosened to '%${pattern.replace(/^%|%$/g, '')}%'`, (b) => {
        b.rexpr = { A_Const: { sval: { sval: `%${pattern.replace(/^%|%$/g, '')}%` } } };
      }));
    }
  }
  if (body.kind === 'AEXPR_BETWEEN') {
    const items = ((body.rexpr as Body)?.List as Body)?.items as Body[] | undefined;
    if (items?.length === 2) {
      const [lo, hi] = items as [Body, Body];
      const bound = (a: string, b: string): Body => ({
        BoolExpr: { boolop: 'AND_EXPR', args: [cmp(body.lexpr as Body, a, lo), cmp(body.lexpr as Body, b, hi)] },
      });
      sites.push(replaceWith(path, 'between', `\`${text}\`: upper bound made exclusive`, () => bound('>=', '<')));
      sites.push(replaceWith(path, 'between', `\`${text}\`: lower bound made exclusive`, () => bound('>', '<=')));
    }
  }
  if (body.kind === 'AEXPR_DISTINCT' || body.kind === 'AEXPR_NOT_DISTINCT') {
    const to = body.kind === 'AEXPR_DISTINCT' ? '<>' : '=';
    sites.push(edit(path, 'null-test', `\`${text}\`: ${body.kind === 'AEXPR_DISTINCT' ? 'IS DISTINCT FROM → <>' : 'IS NOT DISTINCT FROM → ='}`, (b) => {
      b.kind = 'AEXPR_OP';
      b.name = [str(to)];
    }));
  }
  return sites;
}

function stringConstant(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  const c = node.A_Const as Body | undefined;
  if (c && isObject(c.sval)) return (c.sval as Body).sval as string;
  const cast = node.TypeCast as Body | undefined;
  return cast ? stringConstant(cast.arg) : undefined;
}

function constantSites(body: Body, path: Path, inDivision: boolean, onlyDown: boolean): Site[] {
  const sites: Site[] = [];
  for (const shifted of shiftedConstants(body)) {
    // more decimals than asked for is equivalent whenever the data has no more, and a series' end moved
    // up within its step is the same series: only moves down are mutants there
    if (onlyDown && !(isNaN(Number(shifted.to)) ? shifted.to < shifted.from : Number(shifted.to) < Number(shifted.from))) continue;
    sites.push(edit(path, 'literal', `${shifted.from} → ${shifted.to}`, (b) => {
      for (const k of Object.keys(b)) delete b[k];
      Object.assign(b, shifted.constant);
    }));
  }
  const fval = isObject(body.fval) ? ((body.fval as Body).fval as string) : undefined;
  if (inDivision && fval && /^\d+\.0*$/.test(fval)) {
    const int = Number.parseInt(fval, 10);
    sites.push(edit(path, 'division', `${fval} → ${int} (integer division)`, (b) => {
      delete b.fval;
      b.ival = int === 0 ? {} : { ival: int };
    }));
  }
  return sites;
}

function isNumericCast(body: Body): boolean {
  const names = ((body.typeName as Body)?.names as Array<{ String?: { sval?: string } }>) ?? [];
  return NUMERIC_TYPES.has(names[names.length - 1]?.String?.sval ?? '');
}

/** Paths of every node inside either operand of a `/`. */
function divisionOperands(tree: unknown): Set<string> {
  const inside = new Set<string>();
  walk(tree, ({ type, body, path }) => {
    if (type !== 'A_Expr' || opName(body) !== '/') return;
    for (const side of ['lexpr', 'rexpr']) {
      walk(body[side], ({ path: p }) => inside.add(p.join('.')), [...path, 'A_Expr', side]);
    }
  });
  return inside;
}

function boolSites(body: Body, path: Path): Site[] {
  const args = body.args as Body[];
  if (body.boolop === 'NOT_EXPR' || !args || args.length < 2) return [];
  const word = body.boolop === 'AND_EXPR' ? 'condition' : 'alternative';
  return args.map((arg, i) => {
    const rest = args.filter((_, j) => j !== i);
    return replaceWith(path, 'conjunct-dropped', `dropped ${word} \`${sqlOf(arg)}\``, () =>
      rest.length === 1 ? (rest[0] as Body) : { BoolExpr: { ...body, args: rest } });
  });
}

function selectSites(body: Body, path: Path, rowsAlreadyUnique: boolean): Site[] {
  const sites: Site[] = [];
  for (const clause of ['whereClause', 'havingClause'] as const) {
    const cond = body[clause] as Body | undefined;
    if (cond && !(isObject(cond.BoolExpr) && (cond.BoolExpr as Body).boolop === 'AND_EXPR')) {
      sites.push(edit(path, 'conjunct-dropped', `dropped ${clause === 'whereClause' ? 'WHERE' : 'HAVING'} \`${sqlOf(cond)}\``, (b) => delete b[clause]));
    }
  }
  const distinct = body.distinctClause as unknown[] | undefined;
  const plainSelect = body.op === 'SETOP_NONE' && Array.isArray(body.targetList) && !body.valuesLists;
  if (distinct && distinct.length > 0) {
    const on = distinct.some((d) => isObject(d) && Object.keys(d).length > 0);
    sites.push(edit(path, 'distinct', on ? 'removed DISTINCT ON' : 'removed DISTINCT', (b) => delete b.distinctClause));
  } else if (plainSelect && !rowsAlreadyUnique) {
    sites.push(edit(path, 'distinct', 'added DISTINCT', (b) => (b.distinctClause = [{}])));
  }
  if (body.op && body.op !== 'SETOP_NONE') {
    const word = String(body.op).replace('SETOP_', '');
    sites.push(edit(path, 'set-operation', body.all ? `${word} ALL → ${word}` : `${word} → ${word} ALL`, (b) => {
      if (b.all) delete b.all;
      else b.all = true;
    }));
  }
  const bodyPath = path[path.length - 1] === '__bare' ? path : [...path, 'SelectStmt'];
  sites.push(...sortSites(body.sortClause as Body[] | undefined, [...bodyPath, 'sortClause'], 'ORDER BY'));
  return sites;
}

function sortSites(keys: Body[] | undefined, listPath: Path, where: string): Site[] {
  if (!keys || keys.length < 2) return [];
  const sites: Site[] = [];
  keys.forEach((key, i) => {
    if (i === 0) return;
    const sortBy = key.SortBy as Body;
    sites.push({
      kind: 'order-by',
      description: `${where}: dropped key \`${sqlOf(sortBy.node as Body)}\``,
      apply: (tree) => (get(tree, listPath) as unknown[]).splice(i, 1),
    });
    sites.push({
      kind: 'order-by',
      description: `${where}: reversed key \`${sqlOf(sortBy.node as Body)}\``,
      apply: (tree) => {
        const s = (get(tree, listPath) as Body[])[i]?.SortBy as Body;
        s.sortby_dir = s.sortby_dir === 'SORTBY_DESC' ? 'SORTBY_ASC' : 'SORTBY_DESC';
      },
    });
  });
  return sites;
}

function joinSites(body: Body, path: Path, equivalent: string[][]): Site[] {
  const from = body.jointype as string;
  if (!JOIN_TYPES.includes(from) || body.isNatural) return [];
  const same = (to: string): boolean => equivalent.some((cls) => cls.includes(from) && cls.includes(to));
  // a child joined to its parent (INNER ≡ LEFT): the mistake left is the other side kept, a parent without children
  const mistakes = from === 'JOIN_INNER' && same('JOIN_LEFT') ? ['JOIN_RIGHT'] : JOIN_MISTAKES[from] ?? [];
  return mistakes.filter((t) => !same(t) && (body.quals || body.usingClause)).map((to) =>
    edit(path, 'join-type', `${JOIN_WORDS[from]} → ${JOIN_WORDS[to]}`, (b) => (b.jointype = to)));
}

function funcSites(body: Body, path: Path, columns: Body[], tieFree: boolean, distinctArg: boolean, nonNull: Set<string>): Site[] {
  const name = funcName(body);
  if (!name) return [];
  const sites: Site[] = [];
  const setName = (to: string) => (b: Body) => (b.funcname = [str(to)]);
  if (body.over && RANKING.includes(name) && !tieFree) {
    for (const to of RANKING.filter((r) => r !== name)) sites.push(edit(path, 'ranking', `${name}() → ${to}()`, setName(to)));
  }
  if (name === 'count') {
    if (body.agg_star) {
      for (const col of columns) {
        sites.push(edit(path, 'aggregate', `count(*) → count(${sqlOf(col)})`, (b) => {
          delete b.agg_star;
          b.args = [clone(col)];
        }));
      }
    } else if (Array.isArray(body.args) && body.args.length === 1) {
      // count(col) of a column that is never NULL there counts every row: count(*) is the same query
      const arg = body.args[0] as Body;
      const sameAsStar = !body.agg_distinct && isObject(arg.ColumnRef) && nonNull.has(sqlOf(arg));
      if (!sameAsStar) {
        sites.push(edit(path, 'aggregate', `${sqlOf({ FuncCall: body })} → count(*)`, (b) => {
          delete b.args;
          delete b.agg_distinct;
          b.agg_star = true;
        }));
      }
      if (!distinctArg) {
        sites.push(edit(path, 'aggregate', body.agg_distinct ? 'count(DISTINCT …) → count(…)' : 'count(…) → count(DISTINCT …)', (b) => {
          if (b.agg_distinct) delete b.agg_distinct;
          else b.agg_distinct = true;
        }));
      }
    }
  }
  for (const to of AGGREGATE_SWAPS[name] ?? []) {
    if (body.over && name !== 'sum' && name !== 'avg' && name !== 'min' && name !== 'max') continue;
    sites.push(edit(path, 'aggregate', `${name}() → ${to}()`, setName(to)));
  }
  if ((name === 'sum' || name === 'avg') && body.agg_distinct) {
    sites.push(edit(path, 'aggregate', `${name}(DISTINCT …) → ${name}(…)`, (b) => delete b.agg_distinct));
  }
  const over = body.over as Body | undefined;
  if (over) sites.push(...windowSites(over, [...path, 'FuncCall', 'over'], RANKING.includes(name)));
  return sites;
}

function windowSites(over: Body, overPath: Path, ranking: boolean): Site[] {
  const sites: Site[] = [];
  const at = (tree: unknown): Body => get(tree, overPath) as Body;
  const partitions = over.partitionClause as Body[] | undefined;
  if (partitions?.length) {
    sites.push({ kind: 'window', description: 'window: dropped PARTITION BY', apply: (tree) => delete at(tree).partitionClause });
    if (partitions.length > 1) {
      partitions.forEach((p, i) => sites.push({
        kind: 'window',
        description: `window: dropped partition key \`${sqlOf(p)}\``,
        apply: (tree) => (at(tree).partitionClause as unknown[]).splice(i, 1),
      }));
    }
  }
  const order = over.orderClause as Body[] | undefined;
  if (order?.length && !ranking) {
    sites.push({ kind: 'window', description: 'window: dropped ORDER BY (whole partition)', apply: (tree) => {
      delete at(tree).orderClause;
      delete at(tree).frameOptions;
    } });
    const frame = Number(over.frameOptions ?? 0);
    if (frame & (FRAME_RANGE | FRAME_ROWS)) {
      const swapped = (frame & ~(FRAME_RANGE | FRAME_ROWS)) | (frame & FRAME_RANGE ? FRAME_ROWS : FRAME_RANGE) | FRAME_NONDEFAULT | FRAME_BETWEEN;
      const canSwap = !(frame & FRAME_RANGE) || (frame & 0x7800) === 0; // RANGE with offsets needs one ORDER BY key
      if (canSwap) sites.push({ kind: 'window', description: `window frame: ${frame & FRAME_RANGE ? 'RANGE → ROWS' : 'ROWS → RANGE'}`, apply: (tree) => (at(tree).frameOptions = swapped) });
    }
    // the frame's end left at the default CURRENT ROW (last_value's classic mistake), and an EXCLUDE left out
    if (frame & FRAME_END_UNBOUNDED_FOLLOWING) {
      const toCurrent = (frame & ~FRAME_END_UNBOUNDED_FOLLOWING) | FRAME_END_CURRENT_ROW;
      sites.push({ kind: 'window', description: 'window frame: ends at the current row, not UNBOUNDED FOLLOWING', apply: (tree) => (at(tree).frameOptions = toCurrent) });
    }
    if (frame & FRAME_EXCLUDE) {
      sites.push({ kind: 'window', description: 'window frame: EXCLUDE left out', apply: (tree) => (at(tree).frameOptions = frame & ~FRAME_EXCLUDE) });
    }
  }
  sites.push(...sortSites(order, [...overPath, 'orderClause'], 'window ORDER BY'));
  return sites;
}

/**
 * For each join of a SELECT, the aliases whose NULLs are rejected after it: by the WHERE, or by the ON of
 * an inner join above it.
 */
function markNullRejection(select: Body, rejectedBy: WeakMap<Body, Set<string>>): void {
  const fromWhere = nullRejectedAliases(select.whereClause);
  const descend = (node: unknown, inherited: Set<string>): void => {
    if (!isObject(node) || !isObject(node.JoinExpr)) return;
    const join = node.JoinExpr as Body;
    rejectedBy.set(join, inherited);
    const below = join.jointype === 'JOIN_INNER' ? new Set([...inherited, ...nullRejectedAliases(join.quals)]) : inherited;
    descend(join.larg, below);
    descend(join.rarg, below);
  };
  for (const item of (select.fromClause as Body[]) ?? []) descend(item, fromWhere);
}

/** Paths of everything in the end bound of a generate_series with a step. */
function seriesEndPaths(tree: unknown): Set<string> {
  const out = new Set<string>();
  walk(tree, ({ type, body, path }) => {
    if (type === 'FuncCall' && funcName(body) === 'generate_series' && (body.args as unknown[])?.length === 3) {
      const end = [...path, 'FuncCall', 'args', 1];
      walk((body.args as unknown[])[1], ({ path: p }) => out.add(p.join('.')), end);
    }
  });
  return out;
}

/** Paths of the digits argument of two-argument round(). */
function roundDigitPaths(tree: unknown): Set<string> {
  const out = new Set<string>();
  walk(tree, ({ type, body, path }) => {
    if (type === 'FuncCall' && funcName(body) === 'round' && (body.args as unknown[])?.length === 2) {
      out.add([...path, 'FuncCall', 'args', 1].join('.'));
    }
  });
  return out;
}

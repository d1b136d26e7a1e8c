import { DateTime } from 'luxon';
import { type ColumnInfo, type TableInfo } from '../schema-introspection';
import { clone, funcName, isObject, opName, sameNode, sqlOf, str, walk, type Body, type Path } from './ast';
import { columnName } from './query-facts';
import { cmp, edit, replaceWith, type Site } from './sites';

/**
 * Learners' semantic mistakes (Brass and Goldberg's catalogue; Taipalus, Siponen and Vartiainen's error
 * classes) as operators on the reference's parse tree, beside the one-token mutants: a month written as
 * 30 days, a month compared without its year, a fixed UTC offset for a time zone, a day's end taken at
 * its midnight, a filter on a rounded value, AND/OR precedence, a status set widened or narrowed, a type
 * read from a name, a negative netted instead of clipped, a denominator over the wrong rows, NOT IN over
 * NULLs, a tie broken on the wrong column. Each is paired with the dataset family that tells it apart
 * (mistake-candidates.ts).
 */
export function mistakeSites(tree: unknown, schema: TableInfo[]): Site[] {
  return [
    ...calendarSites(tree),
    ...monthWithoutYearSites(tree),
    ...timeZoneSites(tree),
    ...dayBoundSites(tree, schema),
    ...roundingSites(tree),
    ...roundedComparisonSites(tree, schema),
    ...precedenceSites(tree),
    ...statusSites(tree, schema),
    ...statusFilterAddedSites(tree, schema),
    ...typeFromNameSites(tree, schema),
    ...clippingSites(tree),
    ...zeroSumSites(tree),
    ...integerAverageSites(tree, schema),
    ...denominatorSites(tree),
    ...notExistsSites(tree, schema),
    ...tieBreakSites(tree, schema),
  ];
}

const INTERVAL_TEXT = /^\s*(\d+)\s*(months?|mons?|years?|days?)\s*$/i;

const isIntervalCast = (body: Body): boolean => {
  const names = ((body.typeName as Body)?.names as Array<{ String?: { sval?: string } }>) ?? [];
  return names[names.length - 1]?.String?.sval === 'interval';
};

const stringOf = (node: unknown): string | undefined => {
  if (!isObject(node)) return undefined;
  const c = node.A_Const as Body | undefined;
  if (c && isObject(c.sval)) return (c.sval as Body).sval as string;
  const cast = node.TypeCast as Body | undefined;
  return cast ? stringOf(cast.arg) : undefined;
};

/** `interval '1 month'` ↔ `interval '30 days'`, a year as 365 days: calendar arithmetic done in days. */
export function calendarSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'TypeCast' || !isIntervalCast(body)) return;
    const text = stringOf(body.arg);
    const m = text === undefined ? null : INTERVAL_TEXT.exec(text);
    if (!m) return;
    const n = Number(m[1]);
    const unit = (m[2] as string).toLowerCase();
    const to: string[] = [];
    if (unit.startsWith('mon') && n > 0) to.push(`${30 * n} days`);
    if (unit.startsWith('year') && n > 0) to.push(`${365 * n} days`);
    if (unit.startsWith('day') && n > 0 && n % 30 === 0 && n <= 360) to.push(`${n / 30} ${n === 30 ? 'month' : 'months'}`);
    if (unit.startsWith('day') && (n === 365 || n === 366)) to.push('1 year');
    for (const t of to) {
      sites.push(edit([...path, 'TypeCast', 'arg'], 'calendar', `interval '${text}' → interval '${t}'`, (b) => {
        b.sval = { sval: t };
      }));
    }
  });
  return sites;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const extractPart = (part: string, expr: Body): Body => ({
  FuncCall: { funcname: [str('pg_catalog'), str('extract')], args: [{ A_Const: { sval: { sval: part } } }, clone(expr)], funcformat: 'COERCE_SQL_SYNTAX' },
});

const intConst = (n: number): Body => ({ A_Const: { ival: n === 0 ? {} : { ival: n } } });


/**
 * A date range that spans whole months of one year (`d >= '2024-08-01' AND d < '2024-09-01'`, a BETWEEN,
 * `date_trunc('month', d) = '2024-08-01'`) compared by its month alone: `EXTRACT(MONTH FROM d) = 8`.
 */
export function monthWithoutYearSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  const monthSpan = (lo: string, hiExclusive: DateTime): [number, number] | undefined => {
    const a = DateTime.fromISO(lo, { zone: 'utc' });
    if (!a.isValid || a.day !== 1 || !hiExclusive.isValid || hiExclusive.day !== 1) return undefined;
    const last = hiExclusive.minus({ months: 1 });
    if (last.year !== a.year || last < a || (a.month === 1 && last.month === 12)) return undefined;
    return [a.month, last.month];
  };
  const byMonth = (expr: Body, [from, to]: [number, number]): Body => (from === to
    ? cmp(extractPart('month', expr), '=', intConst(from))
    : { A_Expr: { kind: 'AEXPR_BETWEEN', name: [str('BETWEEN')], lexpr: extractPart('month', expr), rexpr: { List: { items: [intConst(from), intConst(to)] } } } });
  const describe = (expr: Body, span: [number, number]): string => `compared by month without the year: ${sqlOf(byMonth(expr, span))}`;
  walk(tree, ({ type, body, path }) => {
    if (type === 'BoolExpr' && body.boolop === 'AND_EXPR') {
      const args = body.args as Body[];
      const bounds = args.map((a, i) => {
        const e = isObject(a) ? (a.A_Expr as Body | undefined) : undefined;
        const op = e && e.kind === 'AEXPR_OP' ? opName(e) : undefined;
        const lit = e ? stringOf(e.rexpr)?.trim() : undefined;
        return e && op && lit && DATE_ONLY.test(lit) ? { i, op, lit, expr: e.lexpr as Body } : undefined;
      }).filter((b): b is NonNullable<typeof b> => !!b);
      for (const lo of bounds.filter((b) => b.op === '>=')) {
        for (const hi of bounds.filter((b) => (b.op === '<' || b.op === '<=') && sameNode(b.expr, lo.expr))) {
          const end = DateTime.fromISO(hi.lit, { zone: 'utc' });
          const span = monthSpan(lo.lit, hi.op === '<' ? end : end.plus({ days: 1 }));
          if (!span) continue;
          sites.push(replaceWith(path, 'date-part', describe(lo.expr, span), () => {
            const rest = args.filter((_, j) => j !== lo.i && j !== hi.i);
            const part = byMonth(lo.expr, span);
            return rest.length ? { BoolExpr: { ...body, args: [part, ...rest] } } : part;
          }));
        }
      }
    }
    if (type === 'A_Expr' && body.kind === 'AEXPR_BETWEEN') {
      const items = ((body.rexpr as Body)?.List as Body)?.items as Body[] | undefined;
      const [lo, hi] = (items ?? []).map((x) => stringOf(x)?.trim());
      if (items?.length === 2 && lo && hi && DATE_ONLY.test(lo) && DATE_ONLY.test(hi)) {
        const span = monthSpan(lo, DateTime.fromISO(hi, { zone: 'utc' }).plus({ days: 1 }));
        if (span) sites.push(replaceWith(path, 'date-part', describe(body.lexpr as Body, span), () => byMonth(body.lexpr as Body, span)));
      }
    }
    if (type === 'A_Expr' && body.kind === 'AEXPR_OP' && opName(body) === '=') {
      const trunc = isObject(body.lexpr) ? (body.lexpr.FuncCall as Body | undefined) : undefined;
      const lit = stringOf(body.rexpr)?.trim();
      const args = (trunc?.args as Body[]) ?? [];
      if (trunc && funcName(trunc) === 'date_trunc' && stringOf(args[0]) === 'month' && args[1] && lit && /^\d{4}-\d{2}-01( 00:00:00)?$/.test(lit)) {
        const month = Number(lit.slice(5, 7));
        sites.push(replaceWith(path, 'date-part', describe(args[1], [month, month]), () => byMonth(args[1] as Body, [month, month])));
      }
    }
  });
  return sites;
}

const UTC_NAMES = new Set(['utc', 'etc/utc', 'gmt', 'etc/gmt', 'zulu', 'z', 'universal']);

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * `AT TIME ZONE 'Europe/Berlin'` as the zone's winter or summer offset (wrong across a DST change), and
 * the conversion left out (UTC hours read as local ones).
 */
export function timeZoneSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'FuncCall' || funcName(body) !== 'timezone') return;
    const args = body.args as Body[];
    const zone = args?.length === 2 ? stringOf(args[0]) : undefined;
    if (!zone || UTC_NAMES.has(zone.toLowerCase()) || !zone.includes('/')) return;
    const winter = DateTime.fromISO('2024-01-15T12:00:00', { zone });
    const summer = DateTime.fromISO('2024-07-15T12:00:00', { zone });
    if (!winter.isValid || !summer.isValid) return;
    if (winter.offset !== summer.offset) {
      for (const offset of [winter.offset, summer.offset]) {
        const text = offsetText(offset);
        sites.push(edit(path, 'time-zone', `AT TIME ZONE '${zone}' → a fixed offset of ${text}`, (b) => {
          (b.args as Body[])[0] = { TypeCast: { arg: { A_Const: { sval: { sval: text } } }, typeName: { names: [str('pg_catalog'), str('interval')], typemod: -1 } } };
        }));
      }
    }
    sites.push(replaceWith(path, 'time-zone', `dropped AT TIME ZONE '${zone}'`, () => args[1] as Body));
  });
  return sites;
}

/** The schema's column of that name when every table that has one agrees on its type. */
function columnByName(schema: TableInfo[], name: string): ColumnInfo | undefined {
  const found = schema.flatMap((t) => t.columns.filter((c) => c.name === name));
  return found.length && found.every((c) => c.typeName === found[0]?.typeName) ? found[0] : undefined;
}

/** The table that owns a column, when only one table has a column of that name. */
function ownerOf(schema: TableInfo[], name: string): TableInfo | undefined {
  const owners = schema.filter((t) => t.columns.some((c) => c.name === name));
  return owners.length === 1 ? owners[0] : undefined;
}

const shiftDay = (iso: string, days: number): string => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days }).toISODate() as string;

/**
 * On a timestamp column, a day's end taken at its midnight: `ts < '2024-09-01'` written `ts <= '2024-08-31'`
 * (the last day's hours lost), `ts >= '2024-08-01'` written `ts > '2024-07-31'` (the first midnight lost).
 */
export function dayBoundSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'A_Expr' || body.kind !== 'AEXPR_OP' || !isObject(body.lexpr) || !isObject(body.lexpr.ColumnRef)) return;
    const op = opName(body);
    const lit = stringOf(body.rexpr)?.trim();
    const column = columnByName(schema, columnName(body.lexpr.ColumnRef as Body) ?? '');
    if (!lit || !DATE_ONLY.test(lit) || !column?.typeName.startsWith('timestamp')) return;
    const to = op === '<' ? '<=' : op === '>=' ? '>' : undefined;
    if (!to) return;
    const day = shiftDay(lit, -1);
    sites.push(edit(path, 'comparison', `\`${sqlOf({ A_Expr: body })}\` → ${to} '${day}' (the day's end taken at midnight)`, (b) => {
      b.name = [str(to)];
      b.rexpr = { A_Const: { sval: { sval: day } } };
    }));
  });
  return sites;
}

const ROUNDING = new Set(['round', 'trunc', 'floor', 'ceil', 'ceiling']);
const FILTERS = new Set(['whereClause', 'havingClause']);

/**
 * A filter on a rounded value where the text compares the exact one, or the reverse. Only in WHERE,
 * HAVING and ORDER BY: a rounded output column is checked on the sample already. (A sort on the exact
 * value where the reference sorts the rounded one is not made: groups whose averages round alike but differ
 * cannot be built from data, so a valid challenge would be refused for it.)
 */
export function roundingSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type === 'FuncCall' && ROUNDING.has(funcName(body) ?? '') && (body.args as Body[])?.length && !body.over) {
      if (path.some((k) => FILTERS.has(String(k)) || k === 'sortClause')) {
        sites.push(replaceWith(path, 'rounding', `compared or sorted the exact value instead of ${sqlOf({ FuncCall: body })}`, () => (body.args as Body[])[0] as Body));
      }
    }
    if (type !== 'SelectStmt') return;
    const bodyPath: Path = path[path.length - 1] === '__bare' ? path.filter((k) => k !== '__bare') : [...path, 'SelectStmt'];
    for (const target of (body.targetList as Body[]) ?? []) {
      const val = (target.ResTarget as Body)?.val as Body | undefined;
      const round = isObject(val) ? (val.FuncCall as Body | undefined) : undefined;
      if (!round || funcName(round) !== 'round' || !(round.args as Body[])?.length) continue;
      const exact = (round.args as Body[])[0] as Body;
      for (const clause of FILTERS) {
        walk(body[clause], ({ path: p, type: t, body: b }) => {
          if (!sameNode({ [t]: b }, exact)) return;
          const at: Path = [...bodyPath, clause, ...p];
          sites.push(replaceWith(at, 'rounding', `filtered the rounded ${sqlOf(val as Body)} instead of the exact value`, () => val as Body));
        });
      }
    }
  });
  return sites;
}

const FRACTIONAL = /^(numeric|real|double precision|numeric\(\d+,[1-9]\d*\))$/;

/**
 * A limit compared with the rounded value: `temp > 100` written `round(temp) > 100` (100.4 left out).
 * Only on columns that hold fractions; the literal's own decimals are kept.
 */
export function roundedComparisonSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'A_Expr' || body.kind !== 'AEXPR_OP' || !RANGE.has(opName(body) ?? '') || !isObject(body.lexpr) || !isObject(body.lexpr.ColumnRef)) return;
    if (!path.some((k) => FILTERS.has(String(k)) || k === 'quals')) return;
    const column = columnByName(schema, columnName(body.lexpr.ColumnRef as Body) ?? '');
    const c = isObject(body.rexpr) ? (body.rexpr.A_Const as Body | undefined) : undefined;
    if (!column || !FRACTIONAL.test(column.typeName) || !c || !(isObject(c.ival) || isObject(c.fval))) return;
    const decimals = isObject(c.fval) ? (String((c.fval as Body).fval).split('.')[1]?.length ?? 0) : 0;
    const scale = /,(\d+)\)$/.exec(column.typeName)?.[1];
    if (scale !== undefined && decimals >= Number(scale)) return; // rounding to the column's own scale changes nothing
    const round: Body = { FuncCall: { funcname: [str('round')], args: [clone(body.lexpr), ...(decimals ? [intConst(decimals)] : [])], funcformat: 'COERCE_EXPLICIT_CALL' } };
    sites.push(edit(path, 'rounding', `\`${sqlOf({ A_Expr: body })}\` compared after rounding`, (b) => (b.lexpr = round)));
  });
  return sites;
}

const RANGE = new Set(['<', '<=', '>', '>=', '=']);

/** `a AND (b OR c)` written without its parentheses, `a AND b OR c`; `NOT (a AND b)` written `NOT a AND b`. */
export function precedenceSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  const and = (parts: Body[]): Body => (parts.length === 1 ? (parts[0] as Body) : { BoolExpr: { boolop: 'AND_EXPR', args: parts } });
  walk(tree, ({ type, body, path }) => {
    if (type !== 'BoolExpr') return;
    const args = (body.args as Body[]) ?? [];
    if (body.boolop === 'AND_EXPR') {
      args.forEach((arg, j) => {
        const or = isObject(arg.BoolExpr) && (arg.BoolExpr as Body).boolop === 'OR_EXPR' ? ((arg.BoolExpr as Body).args as Body[]) : undefined;
        if (!or || or.length < 2) return;
        const left = args.slice(0, j);
        const right = args.slice(j + 1);
        const parts = [and([...left, or[0] as Body]), ...or.slice(1, -1), and([or[or.length - 1] as Body, ...right])];
        sites.push(replaceWith(path, 'precedence', `parentheses dropped around \`${sqlOf(arg)}\` (AND binds first)`, () => ({ BoolExpr: { boolop: 'OR_EXPR', args: parts } })));
      });
    }
    if (body.boolop === 'NOT_EXPR' && args.length === 1) {
      const inner = isObject(args[0]?.BoolExpr) ? (args[0]?.BoolExpr as Body) : undefined;
      const innerArgs = (inner?.args as Body[]) ?? [];
      if (inner && inner.boolop !== 'NOT_EXPR' && innerArgs.length >= 2) {
        sites.push(replaceWith(path, 'precedence', `NOT applied to the first condition only of \`${sqlOf(args[0] as Body)}\``, () => ({
          BoolExpr: { boolop: inner.boolop, args: [{ BoolExpr: { boolop: 'NOT_EXPR', args: [innerArgs[0]] } }, ...innerArgs.slice(1)] },
        })));
      }
    }
  });
  return sites;
}

const MAX_STATUS_MUTANTS = 4;
const textConst = (s: string): Body => ({ A_Const: { sval: { sval: s } } });

/**
 * A status or type set widened or narrowed: `status = 'shipped'` written `status IN ('shipped', 'pending')`
 * or `status <> 'cancelled'`; an IN list with one value missing or one too many. The values come from the
 * column's CHECK, or from the sample when it has few.
 */
export function statusSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'A_Expr' || !isObject(body.lexpr) || !isObject(body.lexpr.ColumnRef)) return;
    const values = columnByName(schema, columnName(body.lexpr.ColumnRef as Body) ?? '')?.values;
    if (!values || values.length < 2) return;
    const col = body.lexpr as Body;
    const text = sqlOf({ A_Expr: body });
    const op = opName(body);
    const add = (description: string, make: () => Body): void => {
      sites.push(replaceWith(path, 'status', `\`${text}\` → ${description}`, make));
    };
    const inList = (list: string[], negated: boolean): Body => ({ A_Expr: { kind: 'AEXPR_IN', name: [str(negated ? '<>' : '=')], lexpr: clone(col), rexpr: { List: { items: list.map(textConst) } } } });
    const show = (list: string[], negated: boolean): string => `${negated ? 'NOT IN' : 'IN'} (${list.map((v) => `'${v}'`).join(', ')})`;
    if (body.kind === 'AEXPR_OP' && (op === '=' || op === '<>')) {
      const lit = stringOf(body.rexpr);
      if (lit === undefined || !values.includes(lit)) return;
      const others = values.filter((v) => v !== lit).slice(0, MAX_STATUS_MUTANTS);
      for (const other of others) {
        if (op === '=') add(show([lit, other], false), () => inList([lit, other], false));
        else add(show([lit, other], true), () => inList([lit, other], true));
      }
      if (op === '=' && values.length > 2) for (const other of others.slice(0, 2)) add(`<> '${other}'`, () => cmp(col, '<>', textConst(other)));
      return;
    }
    if (body.kind === 'AEXPR_IN') {
      const items = ((body.rexpr as Body)?.List as Body)?.items as Body[] | undefined;
      const listed = (items ?? []).map((i) => stringOf(i));
      if (!items || listed.some((v) => v === undefined)) return;
      const negated = op === '<>';
      const list = listed as string[];
      let made = 0;
      if (list.length >= 2) for (const v of list) if (made++ < MAX_STATUS_MUTANTS) add(show(list.filter((x) => x !== v), negated), () => inList(list.filter((x) => x !== v), negated));
      for (const v of values.filter((x) => !list.includes(x))) if (made++ < 2 * MAX_STATUS_MUTANTS) add(show([...list, v], negated), () => inList([...list, v], negated));
    }
  });
  return sites;
}

const MAX_ADDED_FILTERS = 8;

/**
 * Rows the text keeps dropped by a status filter it never states: `AND v.status <> 'cancelled'` added
 * on a table whose status (or type) column the reference does not read.
 */
export function statusFilterAddedSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  // columns read, by alias where the reference qualifies them (`v.status` read says nothing of `o.status`)
  const read = new Set<string>();
  walk(tree, ({ type, body }) => {
    if (type !== 'ColumnRef') return;
    const fields = (body.fields as Array<{ String?: { sval?: string } }>) ?? [];
    read.add(fields.map((f) => f.String?.sval ?? '*').slice(-2).join('.'));
  });
  const isRead = (alias: string, column: string): boolean => read.has(column) || read.has(`${alias}.${column}`);
  walk(tree, ({ type, body, path }) => {
    if (type !== 'SelectStmt' || sites.length >= MAX_ADDED_FILTERS) return;
    const ranges: Body[] = [];
    const collect = (node: unknown): void => {
      if (!isObject(node)) return;
      if (isObject(node.RangeVar)) ranges.push(node.RangeVar as Body);
      if (isObject(node.JoinExpr)) {
        const j = node.JoinExpr as Body;
        // only the inner side of the query: a filter on an outer join's optional side belongs in its ON
        if (j.jointype === 'JOIN_INNER') { collect(j.larg); collect(j.rarg); }
        if (j.jointype === 'JOIN_LEFT') collect(j.larg);
        if (j.jointype === 'JOIN_RIGHT') collect(j.rarg);
      }
    };
    ((body.fromClause as Body[]) ?? []).forEach(collect);
    for (const range of ranges) {
      const table = schema.find((t) => t.name === range.relname);
      const alias = ((range.alias as Body)?.aliasname as string) ?? (range.relname as string);
      for (const c of table?.columns.filter((x) => x.category === 'S' && (x.values?.length ?? 0) > 1 && !isRead(alias, x.name)) ?? []) {
        for (const v of (c.values as string[]).slice(0, 4)) {
          if (sites.length >= MAX_ADDED_FILTERS) return;
          const extra = cmp({ ColumnRef: { fields: [str(alias), str(c.name)] } }, '<>', textConst(v));
          sites.push(edit(path, 'status', `added a filter the text does not state: ${alias}.${c.name} <> '${v}'`, (b) => {
            const where = b.whereClause as Body | undefined;
            b.whereClause = where ? { BoolExpr: { boolop: 'AND_EXPR', args: [where, extra] } } : extra;
          }));
        }
      }
    }
  });
  return sites;
}

/**
 * A type read from a name or a code instead of the type column: `category = 'wireless'` written
 * `name ILIKE '%wireless%'`. Only other text columns of the compared column's own table.
 */
export function typeFromNameSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'A_Expr' || body.kind !== 'AEXPR_OP' || opName(body) !== '=' || !isObject(body.lexpr) || !isObject(body.lexpr.ColumnRef)) return;
    const ref = body.lexpr.ColumnRef as Body;
    const name = columnName(ref);
    const lit = stringOf(body.rexpr);
    const table = ownerOf(schema, name ?? '');
    if (!name || !table || lit === undefined || lit.length < 3 || /^\d{4}-\d{2}-\d{2}/.test(lit)) return;
    const fields = (ref.fields as Body[]).slice(0, -1);
    const others = table.columns.filter((c) => c.category === 'S' && c.name !== name && !c.values).slice(0, 3);
    for (const other of others) {
      sites.push(replaceWith(path, 'pattern', `\`${sqlOf({ A_Expr: body })}\` read from ${other.name} instead: ${other.name} ILIKE '%${lit}%'`, () => ({
        A_Expr: { kind: 'AEXPR_ILIKE', name: [str('~~*')], lexpr: { ColumnRef: { fields: [...clone(fields), str(other.name)] } }, rexpr: textConst(`%${lit}%`) },
      })));
    }
  });
  return sites;
}

const isConstant = (node: unknown): boolean => isObject(node) && (isObject(node.A_Const) || (isObject(node.TypeCast) && isObject((node.TypeCast as Body).arg) && isObject(((node.TypeCast as Body).arg as Body).A_Const)));

/**
 * A negative netted instead of clipped: `greatest(x, 0)` left out, or taken after the sum instead of
 * before (`sum(greatest(x, 0))` written `greatest(sum(x), 0)`).
 */
export function clippingSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type === 'MinMaxExpr') {
      const args = (body.args as Body[]) ?? [];
      const word = body.op === 'IS_GREATEST' ? 'greatest' : 'least';
      if (args.length === 2 && args.some(isConstant)) {
        const other = args.find((a) => !isConstant(a)) as Body | undefined;
        if (other) sites.push(replaceWith(path, 'clipping', `dropped ${word}(…) around \`${sqlOf(other)}\` (values not clipped)`, () => other));
      }
    }
    if (type === 'FuncCall' && (funcName(body) === 'sum' || funcName(body) === 'avg') && !body.over && (body.args as Body[])?.length === 1) {
      const inner = (body.args as Body[])[0] as Body;
      const mm = isObject(inner.MinMaxExpr) ? (inner.MinMaxExpr as Body) : undefined;
      const margs = (mm?.args as Body[]) ?? [];
      const bound = margs.find(isConstant);
      const value = margs.find((a) => !isConstant(a));
      if (mm && margs.length === 2 && bound && value) {
        sites.push(replaceWith(path, 'clipping', `clipped after ${funcName(body)}() instead of before`, () => ({
          MinMaxExpr: { op: mm.op, args: [{ FuncCall: { ...body, args: [clone(value)] } }, clone(bound)] },
        })));
      }
    }
  });
  return sites;
}

const MAX_ZERO_SUMS = 2;

/**
 * A group dropped because its sum is zero: `HAVING sum(x) <> 0` (or `> 0`) added to a grouped SELECT, the
 * mistake of filtering "groups that have rows" on their total (a team that played but never scored, an
 * account whose postings net to 0). Told apart by one parent whose linked amounts are all zero, or net to zero.
 */
export function zeroSumSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'SelectStmt' || !(body.groupClause as unknown[])?.length) return;
    // (a sum over a FILTER is tested on every row of the group, as "the total" is: `sum(x) FILTER (…)` → `sum(x)`)
    const sums: Body[] = [];
    walk(body.targetList, ({ type: t, body: b }) => {
      if (t !== 'FuncCall' || funcName(b) !== 'sum' || b.over || (b.args as Body[])?.length !== 1 || sums.length >= MAX_ZERO_SUMS) return;
      const sum = clone(b);
      delete sum.agg_filter;
      if (!sums.some((x) => sameNode(x, { FuncCall: sum }))) sums.push({ FuncCall: sum });
    });
    for (const sum of sums) {
      for (const op of ['<>', '>']) {
        sites.push(edit(path, 'clipping', `HAVING ${sqlOf(sum)} ${op} 0 added (a group whose sum is zero dropped)`, (b) => {
          const test = cmp(sum, op, intConst(0));
          b.havingClause = b.havingClause ? { BoolExpr: { boolop: 'AND_EXPR', args: [b.havingClause, test] } } : test;
        }));
      }
    }
  });
  return sites;
}

const INTEGER_TYPES = new Set(['integer', 'bigint', 'smallint']);

/**
 * An average of whole numbers taken as `sum(x) / count(x)`: integer division truncates it. Only where x is an
 * integer column, or an output some query level computes with count() (clicks per campaign, say).
 */
export function integerAverageSites(tree: unknown, schema: TableInfo[]): Site[] {
  const counted = new Set<string>();
  walk(tree, ({ type, body }) => {
    const v = body.val as Body | undefined;
    if (type === 'ResTarget' && typeof body.name === 'string' && isObject(v?.FuncCall) && funcName(v.FuncCall as Body) === 'count') counted.add(body.name);
  });
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'FuncCall' || funcName(body) !== 'avg' || body.agg_distinct || (body.args as Body[])?.length !== 1) return;
    const arg = (body.args as Body[])[0] as Body;
    const name = isObject(arg.ColumnRef) ? columnName(arg.ColumnRef as Body) : undefined;
    if (!name || !(counted.has(name) || INTEGER_TYPES.has(columnByName(schema, name)?.typeName ?? ''))) return;
    const part = (fn: string): Body => ({ FuncCall: { ...clone(body), funcname: [str(fn)] } });
    sites.push(replaceWith(path, 'division', `avg(${sqlOf(arg)}) → sum(${sqlOf(arg)}) / count(${sqlOf(arg)}) (integer division)`, () => ({
      A_Expr: { kind: 'AEXPR_OP', name: [str('/')], lexpr: part('sum'), rexpr: part('count') },
    })));
  });
  return sites;
}

const COUNTING = new Set(['avg', 'count', 'sum']);

/**
 * A denominator over the wrong rows: an aggregate's FILTER left out; `avg(CASE … ELSE 0 END)` without
 * its ELSE (the others leave the average), or `avg(CASE … END)` with an ELSE 0 added.
 */
export function denominatorSites(tree: unknown): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'FuncCall') return;
    const name = funcName(body) ?? '';
    if (body.agg_filter) {
      sites.push(edit(path, 'denominator', `${name}(…): dropped FILTER (WHERE ${sqlOf(body.agg_filter as Body)})`, (b) => delete b.agg_filter));
    }
    if (!COUNTING.has(name) || (body.args as Body[])?.length !== 1) return;
    const arg = (body.args as Body[])[0] as Body;
    if (!isObject(arg.CaseExpr)) return;
    const caseBody = arg.CaseExpr as Body;
    const argPath: Path = [...path, 'FuncCall', 'args', 0];
    const zero = isObject(caseBody.defresult) && isObject((caseBody.defresult as Body).A_Const) && Number(Object.values(((caseBody.defresult as Body).A_Const as Body).ival ?? {})[0] ?? 0) === 0
      && !isObject(((caseBody.defresult as Body).A_Const as Body).sval);
    if (zero && name !== 'sum') sites.push(edit(argPath, 'denominator', `${name}(CASE … ELSE 0 END) → no ELSE (the other rows left out)`, (b) => delete b.defresult));
    if (!caseBody.defresult && name !== 'sum') sites.push(edit(argPath, 'denominator', `${name}(CASE … END) → ELSE 0 (the other rows counted)`, (b) => (b.defresult = intConst(0))));
  });
  return sites;
}

/**
 * `NOT EXISTS (… WHERE inner.c = outer.c)` written `outer.c NOT IN (SELECT inner.c …)`: no row at all
 * when the subquery yields a NULL. Not made when neither column can be NULL (it is the same query then).
 */
export function notExistsSites(tree: unknown, schema: TableInfo[]): Site[] {
  const sites: Site[] = [];
  walk(tree, ({ type, body, path }) => {
    if (type !== 'BoolExpr' || body.boolop !== 'NOT_EXPR') return;
    const link = (body.args as Body[])?.[0]?.SubLink as Body | undefined;
    if (!link || link.subLinkType !== 'EXISTS_SUBLINK') return;
    const sub = (link.subselect as Body)?.SelectStmt as Body | undefined;
    if (!sub || sub.op !== 'SETOP_NONE' || sub.groupClause || sub.havingClause) return;
    const inner = new Set<string>();
    walk(sub.fromClause, ({ type: t, body: b }) => {
      if (t === 'RangeVar') inner.add(((b.alias as Body)?.aliasname as string) ?? (b.relname as string));
    });
    const where = sub.whereClause as Body | undefined;
    const conjuncts = isObject(where?.BoolExpr) && (where?.BoolExpr as Body).boolop === 'AND_EXPR' ? ((where?.BoolExpr as Body).args as Body[]) : where ? [where] : [];
    const qualifier = (n: unknown): string | undefined => {
      const ref = isObject(n) ? (n.ColumnRef as Body | undefined) : undefined;
      const f = ref?.fields as Array<{ String?: { sval?: string } }> | undefined;
      return f && f.length === 2 ? f[0]?.String?.sval : undefined;
    };
    conjuncts.forEach((c, i) => {
      const e = c.A_Expr as Body | undefined;
      if (!e || e.kind !== 'AEXPR_OP' || opName(e) !== '=') return;
      const [l, r] = [qualifier(e.lexpr), qualifier(e.rexpr)];
      if (!l || !r || inner.has(l) === inner.has(r)) return;
      const [innerSide, outerSide] = inner.has(l) ? [e.lexpr as Body, e.rexpr as Body] : [e.rexpr as Body, e.lexpr as Body];
      const nullable = (side: Body): boolean => !columnByName(schema, columnName(side.ColumnRef as Body) ?? '')?.notNull;
      if (!nullable(innerSide) && !nullable(outerSide)) return;
      const rest = conjuncts.filter((_, j) => j !== i);
      sites.push(replaceWith(path, 'null-test', `NOT EXISTS → ${sqlOf(outerSide)} NOT IN (SELECT ${sqlOf(innerSide)} …)`, () => ({
        BoolExpr: { boolop: 'NOT_EXPR', args: [{ SubLink: {
          subLinkType: 'ANY_SUBLINK', testexpr: clone(outerSide),
          subselect: { SelectStmt: { ...clone(sub), targetList: [{ ResTarget: { val: clone(innerSide) } }], ...(rest.length ? { whereClause: rest.length === 1 ? rest[0] : { BoolExpr: { boolop: 'AND_EXPR', args: rest } } } : { whereClause: undefined }) } },
        } }] },
      })));
    });
  });
  return sites;
}

const MAX_TIE_BREAKS = 3;

/** A tie broken on the wrong column: an ORDER BY key after the first replaced by another output column. */
export function tieBreakSites(tree: unknown, schema: TableInfo[] = []): Site[] {
  const sites: Site[] = [];
  const aliases = new Map<string, string>();
  walk(tree, ({ type, body }) => {
    if (type === 'RangeVar') aliases.set(((body.alias as Body)?.aliasname as string) ?? (body.relname as string), body.relname as string);
  });
  walk(tree, ({ type, body, path }) => {
    if (type !== 'SelectStmt') return;
    const keys = (body.sortClause as Body[]) ?? [];
    if (keys.length < 2) return;
    const bodyPath: Path = path[path.length - 1] === '__bare' ? path.filter((k) => k !== '__bare') : [...path, 'SelectStmt'];
    // the output columns, and computed outputs by their alias (a count, a total)
    // (each with the names it goes by: `t.name AS team` is both `name` and `team`)
    const targets = ((body.targetList as Body[]) ?? []).map((t) => {
      const target = t.ResTarget as Body;
      const v = target?.val as Body;
      const alias = typeof target?.name === 'string' ? target.name : undefined;
      if (isObject(v) && isObject(v.ColumnRef)) {
        if (isObject(((v.ColumnRef as Body).fields as Body[])?.slice(-1)[0]?.A_Star)) return undefined;
        return { node: v, names: [columnName(v.ColumnRef as Body), alias].filter(Boolean) as string[] };
      }
      return alias ? { node: { ColumnRef: { fields: [str(alias)] } }, names: [alias] } : undefined;
    }).filter((v): v is { node: Body; names: string[] } => !!v);
    const namesOf = (name: string | undefined): string[] => targets.find((t) => name && t.names.includes(name))?.names ?? (name ? [name] : []);
    const outputs = targets.map((t) => t.node);
    keys.forEach((key, i) => {
      if (i === 0) return;
      const node = (key.SortBy as Body)?.node as Body;
      if (!isObject(node?.ColumnRef)) return;
      const used = keys.flatMap((k) => namesOf(columnName(((k.SortBy as Body)?.node as Body)?.ColumnRef as Body ?? {})));
      const choices = outputs.filter((o) => !used.includes(columnName(o.ColumnRef as Body) as string)).slice(0, MAX_TIE_BREAKS);
      // the row's id: a tie broken by the key of the table the reference's tie-break column comes from
      // (through the output it names: `ORDER BY team` for `c.name AS team` is c's)
      const named = targets.find((t) => t.names.includes(columnName(node.ColumnRef as Body) ?? ''))?.node;
      const source = isObject(named?.ColumnRef) ? (named as Body) : node;
      const fields = ((source.ColumnRef as Body).fields as Array<{ String?: { sval?: string } }>);
      const qualifier = fields.length === 2 ? fields[0]?.String?.sval : undefined;
      const relname = qualifier ? aliases.get(qualifier) : undefined;
      const pk = schema.find((t) => t.name === relname)?.columns.find((c) => c.solePrimaryKey);
      if (qualifier && pk && !used.includes(pk.name) && !choices.some((o) => columnName(o.ColumnRef as Body) === pk.name)) {
        choices.push({ ColumnRef: { fields: [str(qualifier), str(pk.name)] } });
      }
      for (const other of choices) {
        sites.push(replaceWith([...bodyPath, 'sortClause', i, 'SortBy', 'node'], 'order-by', `ORDER BY: tie broken on \`${sqlOf(other)}\` instead of \`${sqlOf(node)}\``, () => other));
      }
    });
  });
  return sites;
}

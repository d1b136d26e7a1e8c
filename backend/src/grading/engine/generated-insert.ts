import { walkEntries } from './sql-parser';

/** The most rows one generated INSERT may create: large enough for scale challenges, small enough for a setup that runs at every submit. */
export const MAX_GENERATED_ROWS = 50_000;

type Node = Record<string, unknown>;

/** `generate_series(a, b[, step])` over integer constants: the number of values it yields, or undefined when it is not one. */
function seriesLength(rangeFunction: Node): number | undefined {
  const functions = rangeFunction.functions as Array<{ List?: { items?: Node[] } }> | undefined;
  if (functions?.length !== 1 || rangeFunction.lateral || rangeFunction.ordinality || rangeFunction.is_rowsfrom) return undefined;
  const call = functions[0]?.List?.items?.[0]?.FuncCall as Node | undefined;
  const name = (call?.funcname as Array<{ String?: { sval?: string } }> | undefined)?.map((n) => n.String?.sval);
  if (!call || name?.length !== 1 || name[0] !== 'generate_series') return undefined;
  const args = ((call.args as Node[] | undefined) ?? []).map(integerConstant);
  if (args.length < 2 || args.length > 3 || args.some((a) => a === undefined)) return undefined;
  const [start, stop, step = 1] = args as number[];
  if (step === 0) return undefined;
  return Math.max(0, Math.floor((stop! - start!) / step) + 1);
}

/** An integer literal, negated or not (libpg-query leaves `ival` empty for 0). */
function integerConstant(node: Node): number | undefined {
  const constant = node.A_Const as { ival?: { ival?: number } } | undefined;
  if (constant?.ival) return constant.ival.ival ?? 0;
  const minus = node.A_Expr as { kind?: string; name?: Array<{ String?: { sval?: string } }>; lexpr?: unknown; rexpr?: Node } | undefined;
  if (minus?.kind === 'AEXPR_OP' && !minus.lexpr && minus.name?.[0]?.String?.sval === '-' && minus.rexpr) {
    const v = integerConstant(minus.rexpr);
    return v === undefined ? undefined : -v;
  }
  return undefined;
}

const CLAUSES = ['whereClause', 'groupClause', 'havingClause', 'distinctClause', 'sortClause', 'limitCount', 'limitOffset', 'windowClause', 'withClause', 'lockingClause', 'intoClause'] as const;

export type GeneratedInsert = { rows: number } | { problem: string };

/**
 * `INSERT INTO t (cols) SELECT <expressions> FROM generate_series(a, b) AS g(i)[, generate_series(…) …]`:
 * rows derived from series of integer constants only (no table read, no filter, no set-returning function
 * in the select list), so the setup stays a fixed, deterministic dataset and its size is exactly the
 * product of the series' lengths.
 */
export function generatedInsert(select: Node): GeneratedInsert {
  if (select.op && select.op !== 'SETOP_NONE') return { problem: 'a generated INSERT must be one SELECT over generate_series' };
  const clause = CLAUSES.find((c) => select[c] !== undefined);
  if (clause) return { problem: `a generated INSERT may not have ${clause.replace('Clause', '').replace(/([A-Z])/g, ' $1').toUpperCase().trim()}: derive every value from the series index` };
  const from = (select.fromClause as Node[] | undefined) ?? [];
  if (!from.length) return { problem: 'only INSERT … VALUES or INSERT … SELECT … FROM generate_series(…) is allowed' };
  let rows = 1;
  for (const item of from) {
    const length = item.RangeFunction ? seriesLength(item.RangeFunction as Node) : undefined;
    if (length === undefined) return { problem: 'a generated INSERT may read only generate_series(start, stop[, step]) over integer constants' };
    rows *= length;
  }
  let problem: string | undefined;
  walkEntries(select.targetList, (key, value) => {
    if (key === 'SubLink') problem = 'subqueries are not allowed in a generated INSERT';
    if (key === 'FuncCall' && SET_RETURNING.has(funcName(value as Node))) problem = 'set-returning functions are not allowed in the select list of a generated INSERT';
  });
  if (problem) return { problem };
  if (rows > MAX_GENERATED_ROWS) return { problem: `a generated INSERT may create at most ${MAX_GENERATED_ROWS} rows (this one ${rows})` };
  return { rows };
}

const funcName = (call: Node): string => ((call.funcname as Array<{ String?: { sval?: string } }> | undefined) ?? []).map((n) => n.String?.sval ?? '').at(-1) ?? '';

const SET_RETURNING = new Set([
  'generate_series', 'generate_subscripts', 'unnest', 'regexp_matches', 'regexp_split_to_table', 'string_to_table',
  'json_array_elements', 'json_array_elements_text', 'jsonb_array_elements', 'jsonb_array_elements_text', 'json_each', 'json_each_text',
  'jsonb_each', 'jsonb_each_text', 'json_object_keys', 'jsonb_object_keys', 'jsonb_path_query', 'json_populate_recordset',
  'jsonb_populate_recordset', 'json_to_recordset', 'jsonb_to_recordset', 'ts_stat', 'ts_debug', 'ts_parse', 'ts_token_type', 'unnest',
]);

import { loadModule, parseSync } from 'libpg-query';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';

/**
 * Issue 37's rating rubric: a challenge's difficulty read from what makes its reference solution hard
 * (the parse tree of PostgreSQL's own parser) and from what its text asks for. Each feature counts
 * (capped) times its weight; the sum is the score, and a fixed monotone curve maps the score to a rating.
 * The features, weights and curve are documented in content/README.md ("Rating rubric").
 */
export interface RubricFeature {
  key: string;
  /** What counts, as content/README.md's table says. */
  label: string;
  weight: number;
  /** Counts above this add nothing. */
  cap: number;
}

export const RUBRIC_FEATURES = [
  // joins
  { key: 'joins', label: 'each join beyond the first table (JOIN, or a comma in FROM)', weight: 0.6, cap: 4 },
  { key: 'outer-joins', label: 'each LEFT/RIGHT join (a FULL join counts 2)', weight: 0.8, cap: 3 },
  { key: 'self-joins', label: 'a table read twice in one FROM', weight: 1, cap: 1 },
  { key: 'anti-joins', label: 'NOT EXISTS, NOT IN (subquery), EXCEPT, or a LEFT JOIN kept where a column IS NULL', weight: 1, cap: 2 },
  // nesting
  { key: 'subqueries', label: 'each subquery (in an expression or in FROM)', weight: 0.6, cap: 4 },
  { key: 'correlated', label: 'each correlated or LATERAL subquery', weight: 0.8, cap: 3 },
  { key: 'ctes', label: 'each CTE', weight: 0.4, cap: 5 },
  { key: 'cte-depth', label: 'the longest chain of CTEs reading CTEs, beyond the first', weight: 0.5, cap: 4 },
  { key: 'recursive', label: 'WITH RECURSIVE', weight: 2.5, cap: 1 },
  { key: 'set-operations', label: 'each UNION/INTERSECT/EXCEPT', weight: 0.6, cap: 2 },
  // windows
  { key: 'windows', label: 'each window function call', weight: 0.7, cap: 4 },
  { key: 'partitions', label: 'each distinct PARTITION BY', weight: 0.4, cap: 3 },
  { key: 'frames', label: 'each explicit frame (ROWS/RANGE/GROUPS, offsets, EXCLUDE)', weight: 1, cap: 2 },
  { key: 'window-over-window', label: 'windows at two query levels (a window over a query that has one: gaps and islands, sessions)', weight: 1.2, cap: 1 },
  // aggregation shape
  { key: 'group-by', label: 'each query level that aggregates (GROUP BY, or an aggregate over all rows)', weight: 0.8, cap: 2 },
  { key: 'having', label: 'HAVING', weight: 0.7, cap: 2 },
  { key: 'filters', label: 'each aggregate FILTER or CASE inside an aggregate', weight: 0.3, cap: 4 },
  { key: 'grouping-sets', label: 'GROUPING SETS, ROLLUP or CUBE', weight: 1.5, cap: 1 },
  { key: 'ordered-set', label: 'each WITHIN GROUP aggregate (percentiles, mode)', weight: 0.8, cap: 2 },
  { key: 'distinct-on', label: 'DISTINCT ON, or an aggregate over DISTINCT', weight: 0.5, cap: 2 },
  // constructs
  { key: 'case', label: 'each CASE outside aggregates', weight: 0.3, cap: 3 },
  { key: 'calendar', label: 'each kind of calendar work: generate_series, date_trunc, extract, age, to_char, intervals', weight: 0.4, cap: 3 },
  { key: 'time-zone', label: 'AT TIME ZONE or timezone()', weight: 1, cap: 1 },
  { key: 'json', label: 'each kind of jsonb operator or function', weight: 0.5, cap: 3 },
  { key: 'text-functions', label: 'each of regular expressions, full-text search, string_agg, array functions', weight: 0.7, cap: 3 },
  // data-changing statements
  { key: 'data-changing', label: 'an INSERT, UPDATE or DELETE', weight: 1, cap: 1 },
  { key: 'upsert', label: 'each of ON CONFLICT, UPDATE … FROM / DELETE … USING, RETURNING', weight: 0.6, cap: 2 },
  // edge cases the text asks for
  { key: 'edge-nulls', label: 'the text speaks of NULLs, missing or empty values', weight: 0.4, cap: 1 },
  { key: 'edge-ties', label: 'the text settles ties', weight: 0.3, cap: 1 },
  { key: 'edge-time-zone', label: 'the text names a time zone, UTC or local time', weight: 0.5, cap: 1 },
  { key: 'edge-bounds', label: 'the text states inclusive/exclusive bounds or calendar edges', weight: 0.3, cap: 1 },
  { key: 'edge-rounding', label: 'the text asks for rounding, a ratio, a rate or a percentage', weight: 0.3, cap: 1 },
  // reading effort
  { key: 'tables', label: 'each distinct table the solution reads beyond the first', weight: 0.4, cap: 4 },
  { key: 'description', label: 'each full 400 characters of description beyond the first 400', weight: 0.3, cap: 4 },
  { key: 'output-columns', label: 'each output column beyond 3', weight: 0.15, cap: 5 },
] as const satisfies readonly RubricFeature[];

export type RubricFeatureKey = (typeof RUBRIC_FEATURES)[number]['key'];
export type RubricCounts = Partial<Record<RubricFeatureKey, number>>;

/**
 * Score → rating: piecewise linear through these knots, flat beyond the ends, rounded down to the 50-point
 * grid. Calibrated on the 638-file catalogue (session 21; first on 437 files): each knot sits between the
 * scores that put 40–49 files in each band from 800 to 1500 and 48–64 from 1600 to 1900, leaving 27 at 2000
 * (files with a rating_note keep theirs). The upper bands are the fuller ones because learners climb: a year
 * at 1800 needs more than 200 challenges within ±200 (bench:catalogue). Both coordinates rise, so the rating
 * is monotone in the score.
 */
export const RATING_CURVE: ReadonlyArray<readonly [score: number, rating: number]> = [
  [0, 800],
  [0.7, 900],
  [1.5, 1000],
  [2.1, 1100],
  [2.65, 1200],
  [3.15, 1300],
  [3.5, 1400],
  [4.0, 1500],
  [4.55, 1600],
  [5.275, 1700],
  [6.725, 1800],
  [9.7, 1900],
  [13.2, 2000],
];

export const RUBRIC_MIN = 800;
export const RUBRIC_MAX = 2000;

export function ratingForScore(score: number, curve: ReadonlyArray<readonly [number, number]> = RATING_CURVE): number {
  const first = curve[0]!;
  const last = curve[curve.length - 1]!;
  let rating: number;
  if (score <= first[0]) rating = first[1];
  else if (score >= last[0]) rating = last[1];
  else {
    const i = curve.findIndex(([s]) => s > score);
    const [s0, r0] = curve[i - 1]!;
    const [s1, r1] = curve[i]!;
    rating = r0 + ((r1 - r0) * (score - s0)) / (s1 - s0);
  }
  return Math.min(RUBRIC_MAX, Math.max(RUBRIC_MIN, Math.floor(rating / 50 + 1e-9) * 50));
}

export function rubricScore(counts: RubricCounts): number {
  let score = 0;
  for (const f of RUBRIC_FEATURES) score += Math.min(counts[f.key] ?? 0, f.cap) * f.weight;
  return Math.round(score * 100) / 100;
}

export interface RubricRating {
  score: number;
  rating: number;
  counts: RubricCounts;
}

let loading: Promise<void> | undefined;
let loaded = false;

/** The parser is WebAssembly: load it once before rating (the lint and `rate` do). */
export async function loadRubricParser(): Promise<void> {
  loading ??= loadModule().then(() => {
    loaded = true;
  });
  await loading;
}

/** The rubric's rating of one challenge; undefined when the solution does not parse (the lint reports that). */
export function rubricRating(c: Pick<CatalogueChallenge, 'correct_solution' | 'description'>): RubricRating | undefined {
  if (!loaded) throw new Error('rubricRating: await loadRubricParser() first');
  let tree: unknown;
  try {
    tree = parseSync(c.correct_solution);
  } catch {
    return undefined;
  }
  const counts: RubricCounts = { ...solutionCounts(tree), ...textCounts(c.description) };
  const score = rubricScore(counts);
  return { score, rating: ratingForScore(score), counts };
}

/** A content file's text with its `difficulty_rating` line set to `rating`, every other byte as it was. */
export function withRating(yaml: string, rating: number): string {
  const line = /^difficulty_rating:[ \t]*\d+[ \t]*$/m;
  if (!line.test(yaml)) throw new Error('no difficulty_rating line to rewrite');
  return yaml.replace(line, `difficulty_rating: ${rating}`);
}

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every node of a type below `root`, depth first. */
function collect(root: unknown, type: string, out: Node[] = []): Node[] {
  if (Array.isArray(root)) root.forEach((n) => collect(n, type, out));
  else if (isObject(root)) {
    for (const [k, v] of Object.entries(root)) {
      if (k === type && isObject(v)) out.push(v);
      collect(v, type, out);
    }
  }
  return out;
}

const names = (list: unknown): string[] => (Array.isArray(list) ? list.map((n) => (isObject(n) && isObject(n.String) ? String(n.String.sval) : '')) : []);
const funcName = (f: Node): string => names(f.funcname).at(-1) ?? '';

/** frameOptions of a window without a frame clause (RANGE UNBOUNDED PRECEDING to CURRENT ROW, the default). */
const DEFAULT_FRAME = 1058;
const AGGREGATES = new Set([
  'count', 'sum', 'avg', 'min', 'max', 'bool_and', 'bool_or', 'every', 'array_agg', 'string_agg', 'jsonb_agg', 'json_agg', 'jsonb_object_agg',
  'stddev', 'stddev_samp', 'stddev_pop', 'variance', 'var_samp', 'var_pop', 'corr', 'covar_pop', 'covar_samp', 'regr_slope', 'regr_intercept', 'regr_r2', 'range_agg',
]);
const CALENDAR = new Set(['generate_series', 'date_trunc', 'date_part', 'extract', 'age', 'make_date', 'make_interval', 'to_char', 'date_bin', 'justify_interval']);
const JSON_FUNCS = /^(?:jsonb?_|to_jsonb?$)/;
const JSON_OPS = new Set(['->', '->>', '#>', '#>>', '@?', '?', '?|', '?&']);
const TEXT_KINDS: Array<[string, RegExp]> = [
  ['regex', /^regexp_|^similar_/],
  ['fts', /^(?:to_tsvector|to_tsquery|plainto_tsquery|phraseto_tsquery|websearch_to_tsquery|ts_rank|ts_rank_cd|ts_headline|setweight)$/],
  ['string_agg', /^string_agg$/],
  ['arrays', /^(?:array_agg|array_length|cardinality|unnest|array_position|array_positions|array_remove|array_to_string|string_to_array|array_append|array_cat)$/],
];

/** Every SELECT of the tree, the branches of set operations included (their nodes carry no SelectStmt key). */
function allSelects(tree: unknown): Node[] {
  const out: Node[] = [];
  const add = (s: Node): void => {
    out.push(s);
    for (const side of [s.larg, s.rarg]) if (isObject(side)) add(side);
  };
  collect(tree, 'SelectStmt').forEach(add);
  return out;
}

/** The joins of one FROM list (not those inside its subqueries, which count for their own query). */
function ownJoins(from: unknown): Node[] {
  const out: Node[] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (isObject(n) && isObject(n.JoinExpr)) {
      out.push(n.JoinExpr);
      visit(n.JoinExpr.larg);
      visit(n.JoinExpr.rarg);
    }
  };
  visit(from);
  return out;
}

/** The names a FROM list defines (aliases, else table names) and the tables it reads directly. */
function fromItems(from: unknown): { defined: Set<string>; tables: string[] } {
  const defined = new Set<string>();
  const tables: string[] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!isObject(n)) return;
    if (isObject(n.RangeVar)) {
      const rv = n.RangeVar;
      tables.push(String(rv.relname));
      defined.add(isObject(rv.alias) ? String(rv.alias.aliasname) : String(rv.relname));
    } else if (isObject(n.JoinExpr)) {
      visit(n.JoinExpr.larg);
      visit(n.JoinExpr.rarg);
    } else if (isObject(n.RangeSubselect) && isObject(n.RangeSubselect.alias)) defined.add(String(n.RangeSubselect.alias.aliasname));
    else if (isObject(n.RangeFunction) && isObject(n.RangeFunction.alias)) defined.add(String(n.RangeFunction.alias.aliasname));
  };
  visit(from);
  return { defined, tables };
}

/** A subquery reads a column of an outer query: a qualified column whose qualifier no FROM inside it defines. */
function isCorrelated(select: Node): boolean {
  const defined = new Set<string>();
  for (const s of allSelects({ SelectStmt: select })) for (const d of fromItems(s.fromClause).defined) defined.add(d);
  return collect(select, 'ColumnRef').some((c) => {
    const fields = names(c.fields);
    return fields.length >= 2 && fields[0] !== '' && !defined.has(fields[0]!);
  });
}

function solutionCounts(tree: unknown): RubricCounts {
  const counts: Record<string, number> = {};
  const add = (k: RubricFeatureKey, n = 1): void => {
    counts[k] = (counts[k] ?? 0) + n;
  };
  const stmt = isObject(tree) && Array.isArray(tree.stmts) && isObject(tree.stmts[0]) ? (tree.stmts[0].stmt as Node) : {};
  const selects = allSelects(tree);
  const calls = collect(tree, 'FuncCall');
  const ctes = collect(tree, 'CommonTableExpr');
  const cteNames = new Set(ctes.map((c) => String(c.ctename)));

  const dml = (['InsertStmt', 'UpdateStmt', 'DeleteStmt'] as const).find((t) => isObject(stmt[t]));
  if (dml) {
    const d = stmt[dml] as Node;
    const nonEmpty = (v: unknown): boolean => Array.isArray(v) && v.length > 0;
    add('data-changing');
    if (d.onConflictClause) add('upsert');
    if (nonEmpty(d.returningList)) add('upsert');
    if (nonEmpty(d.fromClause) || nonEmpty(d.usingClause)) add('upsert');
    if (dml !== 'InsertStmt') add('joins', Math.max(0, ((d.fromClause ?? d.usingClause) as unknown[] | undefined)?.length ?? 0));
  }

  // joins and tables
  const tables = new Set(collect(tree, 'RangeVar').map((r) => String(r.relname)).filter((t) => !cteNames.has(t)));
  add('tables', Math.max(0, tables.size - 1));
  let selfJoin = false;
  for (const s of selects) {
    const from = Array.isArray(s.fromClause) ? s.fromClause : [];
    const joins = ownJoins(from);
    add('joins', joins.length + Math.max(0, from.length - 1));
    for (const j of joins) {
      if (j.jointype === 'JOIN_LEFT' || j.jointype === 'JOIN_RIGHT') add('outer-joins');
      if (j.jointype === 'JOIN_FULL') add('outer-joins', 2);
    }
    const read = fromItems(from).tables.filter((t) => !cteNames.has(t));
    if (new Set(read).size < read.length) selfJoin = true;
    if (joins.some((j) => j.jointype === 'JOIN_LEFT') && collect(s.whereClause, 'NullTest').some((n) => n.nulltesttype === 'IS_NULL')) add('anti-joins');
    if (s.op && s.op !== 'SETOP_NONE') {
      add('set-operations');
      if (s.op === 'SETOP_EXCEPT') add('anti-joins');
    }
    if (Array.isArray(s.distinctClause) && s.distinctClause.some((d) => isObject(d) && Object.keys(d).length)) add('distinct-on');
    const aggregatesAll = collect(s.targetList, 'FuncCall').some((f) => AGGREGATES.has(funcName(f)) && !f.over) && !collect(s.targetList, 'SubLink').length;
    if ((Array.isArray(s.groupClause) && s.groupClause.length) || aggregatesAll) add('group-by');
    if (s.havingClause) add('having');
  }
  if (selfJoin) add('self-joins');

  // nesting
  const sublinks = collect(tree, 'SubLink');
  const ranges = collect(tree, 'RangeSubselect');
  add('subqueries', sublinks.length + ranges.length);
  for (const l of sublinks) if (isObject(l.subselect) && isObject(l.subselect.SelectStmt) && isCorrelated(l.subselect.SelectStmt)) add('correlated');
  for (const r of ranges) if (r.lateral) add('correlated');
  for (const n of collect(tree, 'BoolExpr').filter((b) => b.boolop === 'NOT_EXPR')) {
    if (collect(n.args, 'SubLink').some((l) => l.subLinkType === 'EXISTS_SUBLINK' || l.subLinkType === 'ANY_SUBLINK')) add('anti-joins');
  }
  add('ctes', ctes.length);
  add('cte-depth', Math.max(0, cteDepth(ctes) - 1));
  if (collect(tree, 'withClause').some((w) => w.recursive)) add('recursive');

  // windows
  const windowed = calls.filter((f) => isObject(f.over));
  add('windows', windowed.length);
  const windowDefs = [...windowed.map((f) => f.over as Node), ...collect(tree, 'WindowDef')];
  const partitions = windowDefs.filter((w) => Array.isArray(w.partitionClause) && w.partitionClause.length).map((w) => JSON.stringify(withoutLocations(w.partitionClause)));
  add('partitions', new Set(partitions).size);
  add('frames', windowDefs.filter((w) => typeof w.frameOptions === 'number' && w.frameOptions !== DEFAULT_FRAME).length);
  if (selects.filter((s) => collect(s.targetList, 'FuncCall').some((f) => isObject(f.over))).length >= 2) add('window-over-window');

  // aggregation shape
  const aggregates = calls.filter((f) => AGGREGATES.has(funcName(f)));
  add('filters', calls.filter((f) => f.agg_filter).length);
  add('filters', aggregates.filter((f) => collect(f.args, 'CaseExpr').length).length);
  if (collect(tree, 'GroupingSet').length) add('grouping-sets');
  add('ordered-set', calls.filter((f) => f.agg_within_group).length);
  add('distinct-on', calls.filter((f) => f.agg_distinct).length);

  // constructs
  const inAggregates = new Set(aggregates.flatMap((f) => collect(f.args, 'CaseExpr')));
  add('case', collect(tree, 'CaseExpr').filter((c) => !inAggregates.has(c)).length);
  const calendar = new Set(calls.map(funcName).filter((n) => CALENDAR.has(n)));
  if (collect(tree, 'TypeCast').some((t) => isObject(t.typeName) && names(t.typeName.names).at(-1) === 'interval')) calendar.add('interval');
  add('calendar', calendar.size);
  if (calls.some((f) => funcName(f) === 'timezone')) add('time-zone');
  const operators = collect(tree, 'A_Expr').flatMap((e) => names(e.name));
  add('json', new Set([...calls.map(funcName).filter((n) => JSON_FUNCS.test(n)), ...operators.filter((o) => JSON_OPS.has(o))]).size);
  const text = new Set<string>();
  for (const f of calls) for (const [kind, re] of TEXT_KINDS) if (re.test(funcName(f))) text.add(kind);
  for (const o of operators) if (['~', '~*', '!~', '!~*'].includes(o)) text.add('regex');
  if (operators.includes('@@')) text.add('fts');
  add('text-functions', text.size);
  add('output-columns', Math.max(0, outputColumns(stmt) - 3));
  return counts as RubricCounts;
}

function outputColumns(stmt: Node): number {
  let s = isObject(stmt.SelectStmt) ? stmt.SelectStmt : undefined;
  while (s && !Array.isArray(s.targetList) && isObject(s.larg)) s = s.larg;
  if (s && Array.isArray(s.targetList)) return s.targetList.length;
  for (const t of ['InsertStmt', 'UpdateStmt', 'DeleteStmt']) {
    const d = stmt[t];
    if (isObject(d) && Array.isArray(d.returningList)) return d.returningList.length;
  }
  return 0;
}

function withoutLocations(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutLocations);
  if (!isObject(v)) return v;
  return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'location').map(([k, x]) => [k, withoutLocations(x)]));
}

/** The longest chain of CTEs each reading another (1 for CTEs that read only tables). */
function cteDepth(ctes: Node[]): number {
  const byName = new Map(ctes.map((c) => [String(c.ctename), c]));
  const memo = new Map<string, number>();
  const depth = (name: string, seen: Set<string>): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const reads = collect(byName.get(name)!.ctequery, 'RangeVar').map((r) => String(r.relname)).filter((n) => byName.has(n) && !seen.has(n));
    const d = 1 + Math.max(0, ...reads.map((n) => depth(n, new Set([...seen, name]))));
    memo.set(name, d);
    return d;
  };
  return Math.max(0, ...[...byName.keys()].map((n) => depth(n, new Set([n]))));
}

/** What the text asks for: the edges it names and how much there is to read. */
function textCounts(description: string): RubricCounts {
  const text = description.toLowerCase();
  const counts: RubricCounts = {};
  if (/\bnulls?\b|\bmissing\b|\bempty\b|\bwithout (?:a|an|any)\b/.test(text)) counts['edge-nulls'] = 1;
  if (/\bties?\b|\btied\b|tie-break/.test(text)) counts['edge-ties'] = 1;
  if (/time zone|\butc\b|local time|\bdst\b|daylight/.test(text) || /\b[A-Z][a-z]+\/[A-Z][A-Za-z_]+/.test(description)) counts['edge-time-zone'] = 1;
  if (/inclusive|exclusive|\bcalendar\b|\bup to and including\b|\bthrough\b|\bbefore\b|\bafter\b/.test(text)) counts['edge-bounds'] = 1;
  if (/\bround|\bpercent|\bshare\b|\bratio\b|\brate\b|%/.test(text)) counts['edge-rounding'] = 1;
  counts.description = Math.max(0, Math.floor((description.length - 400) / 400));
  return counts;
}

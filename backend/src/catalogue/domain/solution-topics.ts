/**
 * Issue 37's PostgreSQL topics, each recognised by the constructs a reference solution uses. The content
 * lint counts how many solutions use each topic; a solution may count for several.
 */
export const SOLUTION_TOPICS = [
  'grouping-sets', 'range-types', 'arrays', 'regular-expressions', 'ordered-set-aggregates', 'value-windows',
  'window-frames', 'statistics', 'string-agg', 'full-text-search', 'full-join', 'time-zones', 'jsonb-path',
] as const;
export type SolutionTopic = (typeof SOLUTION_TOPICS)[number];

const OFFSET = String.raw`(?:interval\s+)?(?:'[^']*'|\d+)(?:\s*::\s*interval)?\s+(?:preceding|following)`;

/** Operators and functions that range and array columns share (and `lower`/`upper`, which text has too): the setup's column types decide. */
const CONTAINS_OR_OVERLAPS = /&&|@>|<@/;
const RANGE_BOUNDS = /\b(?:lower|upper)\s*\(/;
const ARRAY_ELEMENTS = /\bunnest\s*\(|\b(?:any|all)\s*\(\s*[a-z_][a-z0-9_.]*\s*\)/;

const PATTERNS: Record<SolutionTopic, RegExp> = {
  'grouping-sets': /\bgrouping\s+sets\b|\b(?:cube|rollup)\s*\(|\bgrouping\s*\(/,
  'range-types': /\b(?:tstz|ts|date|int4|int8|num)(?:multi)?range\s*\(|\boverlaps\b|\brange_agg\s*\(|\b(?:lower|upper)_inf\s*\(|\bisempty\s*\(/,
  arrays: /\b(?:array_agg|array_length|cardinality|array_positions|array_remove|array_to_string|string_to_array|array_append|array_cat)\s*\(/,
  'regular-expressions': /!?~\*?\s*'|\bregexp_[a-z_]+\s*\(|\bsubstring\s*\([^()]*\bfrom\s+'|\bsimilar\s+to\b/,
  'ordered-set-aggregates': /\b(?:percentile_disc|mode|cume_dist|percent_rank|ntile)\s*\(|\b(?:rank|dense_rank)\s*\([^()]+\)\s*within\s+group\b/,
  'value-windows': /\b(?:first_value|last_value|nth_value)\s*\(/,
  'window-frames': new RegExp(String.raw`\bgroups\s+(?:between|unbounded|current)|\bexclude\s+(?:current\s+row|group|ties)\b|\b(?:rows|range)\s+(?:between\s+(?:(?:unbounded\s+preceding|current\s+row|${OFFSET})\s+and\s+)?)?${OFFSET}`),
  statistics: /\b(?:stddev|stddev_samp|stddev_pop|variance|var_samp|var_pop|corr|covar_pop|covar_samp|regr_[a-z]+)\s*\(/,
  'string-agg': /\bstring_agg\s*\(/,
  'full-text-search': /\b(?:to_tsvector|to_tsquery|plainto_tsquery|phraseto_tsquery|websearch_to_tsquery|ts_rank|ts_rank_cd|ts_headline|setweight)\s*\(|@@(?!\s*'\s*\$)/,
  'full-join': /\bfull\s+(?:outer\s+)?join\b/,
  'time-zones': /\bat\s+time\s+zone\b|\btimezone\s*\(/,
  'jsonb-path': /\bjsonb_path_[a-z_]+\s*\(|@\?|@@\s*'\s*\$/,
};

const RANGE_COLUMN = /\b(?:tstz|ts|date|int4|int8|num)(?:multi)?range\b/;
const ARRAY_COLUMN = /\b[a-z_][a-z0-9_]*\s*\[\]|\barray\b/;

/** The topics a reference solution uses; `setup` tells a range column's `&&`/`@>` from an array's. */
export function solutionTopics(solution: string, setup = ''): SolutionTopic[] {
  const sql = solution.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').toLowerCase();
  const schema = setup.toLowerCase().replace(/insert\s+into[\s\S]*?;\s*(?=create|insert|$)/g, ' ');
  const found = new Set(SOLUTION_TOPICS.filter((t) => PATTERNS[t].test(sql)));
  const code = sql.replace(/'(?:[^']|'')*'/g, "''");
  const ranges = RANGE_COLUMN.test(schema);
  const arrays = ARRAY_COLUMN.test(schema);
  if (ranges && (CONTAINS_OR_OVERLAPS.test(code) || RANGE_BOUNDS.test(code))) found.add('range-types');
  if (arrays && (CONTAINS_OR_OVERLAPS.test(code) || ARRAY_ELEMENTS.test(code))) found.add('arrays');
  return SOLUTION_TOPICS.filter((t) => found.has(t));
}

/**
 * Issue 14, part 2: the concept taxonomy. Every challenge carries 1–3 of these slugs (the demo
 * catalogue always does; the admin API accepts 0–3 so older clients keep working). The rating band is
 * where a challenge whose main idea is this concept typically sits (800–2000, the rating scale).
 */
export interface Concept {
  slug: string;
  name: string;
  description: string;
  /** The typical difficulty_rating band [low, high] of a challenge built around this concept. */
  band: readonly [number, number];
}

export const CONCEPTS = [
  { slug: 'filtering', name: 'Filtering', description: 'WHERE with comparisons, IN, BETWEEN and boolean logic.', band: [800, 1000] },
  { slug: 'sorting', name: 'Sorting', description: 'ORDER BY on several keys, directions and tie-breakers.', band: [800, 1000] },
  { slug: 'inner-join', name: 'Inner joins', description: 'Combining rows that match in two or more tables.', band: [900, 1200] },
  { slug: 'outer-join', name: 'Outer joins', description: 'LEFT/FULL joins that keep unmatched rows, with COALESCE for the gaps.', band: [1000, 1400] },
  { slug: 'self-join', name: 'Self joins', description: 'Joining a table to itself: managers, pairs, matching legs.', band: [1100, 1400] },
  { slug: 'anti-join', name: 'Anti joins', description: 'Rows with no match: NOT EXISTS or LEFT JOIN … IS NULL.', band: [1000, 1500] },
  { slug: 'semi-join', name: 'Semi joins', description: 'Rows with at least one match: EXISTS or IN, without duplicates.', band: [1100, 1500] },
  { slug: 'aggregation', name: 'Aggregation', description: 'GROUP BY with COUNT, SUM, AVG, MIN and MAX.', band: [1000, 1300] },
  { slug: 'having', name: 'HAVING', description: 'Filtering groups on an aggregate after GROUP BY.', band: [1100, 1400] },
  { slug: 'correlated-subquery', name: 'Correlated subqueries', description: 'A subquery evaluated per outer row, e.g. against the row’s own group.', band: [1300, 1700] },
  { slug: 'cte', name: 'Common table expressions', description: 'WITH clauses that name intermediate results step by step.', band: [1300, 1700] },
  { slug: 'recursive-cte', name: 'Recursive CTEs', description: 'WITH RECURSIVE over hierarchies and graphs.', band: [1700, 2000] },
  { slug: 'ranking-window', name: 'Ranking windows', description: 'ROW_NUMBER, RANK and DENSE_RANK over partitions.', band: [1400, 1700] },
  { slug: 'running-total-frame', name: 'Running totals and frames', description: 'Cumulative and moving aggregates with window frames (ROWS/RANGE).', band: [1400, 1800] },
  { slug: 'lag-lead', name: 'LAG and LEAD', description: 'Comparing a row with the previous or next one in its partition.', band: [1400, 1700] },
  { slug: 'dates-time-zones', name: 'Dates and time zones', description: 'Date arithmetic, date_trunc, intervals, ages and time zones.', band: [900, 1500] },
  { slug: 'strings-patterns', name: 'Strings and patterns', description: 'String functions, LIKE/ILIKE, regular expressions, normalising text.', band: [900, 1400] },
  { slug: 'case-when', name: 'CASE expressions', description: 'Conditional values and bucketing with CASE WHEN.', band: [1000, 1400] },
  { slug: 'null-handling', name: 'NULL handling', description: 'IS NULL, COALESCE, NULLIF and three-valued logic.', band: [900, 1400] },
  { slug: 'set-operations', name: 'Set operations', description: 'UNION, INTERSECT and EXCEPT, with and without ALL.', band: [1100, 1500] },
  { slug: 'gaps-islands', name: 'Gaps and islands', description: 'Finding runs and breaks in ordered sequences (streaks, consecutive days).', band: [1700, 2000] },
  { slug: 'conditional-aggregation-pivot', name: 'Conditional aggregation and pivots', description: 'Aggregates with FILTER or CASE, turning rows into columns.', band: [1100, 1600] },
  { slug: 'top-n-per-group', name: 'Top N per group', description: 'The best, latest or largest few rows within each group.', band: [1300, 1800] },
  { slug: 'deduplication', name: 'Deduplication', description: 'Keeping one row per key: DISTINCT, DISTINCT ON, ROW_NUMBER.', band: [1200, 1600] },
  { slug: 'cohorts-retention', name: 'Cohorts and retention', description: 'Grouping users by start period and measuring who comes back.', band: [1600, 2000] },
  { slug: 'funnels', name: 'Funnels', description: 'Step-by-step conversion through ordered events.', band: [1600, 2000] },
  { slug: 'sessionisation', name: 'Sessionisation', description: 'Splitting event streams into sessions by inactivity gaps.', band: [1700, 2000] },
  { slug: 'percentiles', name: 'Percentiles and shares', description: 'Medians, percentile_cont/disc, NTILE and percent-of-total.', band: [1500, 1900] },
  { slug: 'generate-series-calendar', name: 'Calendars with generate_series', description: 'Filling missing days or months with generate_series.', band: [1500, 1900] },
  { slug: 'json', name: 'JSON', description: 'Reading and aggregating jsonb: ->, ->>, jsonb_array_elements, jsonb_agg.', band: [1400, 1800] },
] as const satisfies readonly Concept[];

export type ConceptSlug = (typeof CONCEPTS)[number]['slug'];

export const CONCEPT_SLUGS: readonly ConceptSlug[] = CONCEPTS.map((c) => c.slug);

/** At most this many concepts per challenge; the demo catalogue carries at least one each. */
export const MAX_CONCEPTS = 3;

export const isConcept = (slug: string): slug is ConceptSlug => (CONCEPT_SLUGS as readonly string[]).includes(slug);

import type { SqlConcept } from '../generator.constants';
import { explanation } from './shapes/shape';

/**
 * Hints and explanations for the family templates (people/items/events), which predate them: derived
 * from the reference solution's constructs, so each challenge explains the query it actually has.
 */

/** One construct the reference uses: how to hint at it, explain it, and get it wrong. */
interface Construct {
  test: RegExp;
  hint: string;
  approach: string;
  mistake: string;
}

const CONSTRUCTS: Construct[] = [
  {
    test: /\bLAG\(|\bLEAD\(/i,
    hint: 'Each row needs a value from the previous row of the same group: `LAG(...) OVER (PARTITION BY ... ORDER BY ...)`.',
    approach: '`LAG` reads a value from the previous row of the window partition; the window\'s `ORDER BY` decides what "previous" means, and the first row of each partition gets NULL.',
    mistake: '**Forgetting `PARTITION BY`** in the window: the first row of one group is then compared with the last row of another group instead of getting NULL.',
  },
  {
    test: /\b(ROW_NUMBER|RANK|DENSE_RANK)\(\)/i,
    hint: 'Rank the rows inside each group with a ranking window function (`ROW_NUMBER`, `RANK` or `DENSE_RANK`) `OVER (PARTITION BY ... ORDER BY ...)`.',
    approach: 'A ranking window function numbers the rows of each partition in the window\'s order without collapsing them. `ROW_NUMBER` always gives distinct numbers, `RANK` lets ties share a number and leaves a gap, `DENSE_RANK` lets ties share one without a gap; the text says which behaviour it wants.',
    mistake: '**Picking the wrong ranking function.** `ROW_NUMBER`, `RANK` and `DENSE_RANK` agree until two rows tie; the sample data contains ties, so the wrong one shows different numbers.',
  },
  {
    test: /\bSUM\([^)]*\)\s+OVER\s*\([^)]*ORDER BY/i,
    hint: 'A running total is `SUM(...) OVER (PARTITION BY ... ORDER BY ...)`: each row sums its group up to itself.',
    approach: 'With an `ORDER BY` inside `OVER`, `SUM` becomes cumulative: the frame runs from the first row of the partition to the current row. A unique ordering (a tie-breaker such as `id`) gives every row its own total.',
    mistake: '**Ordering the window by a column with ties only.** Rows with the same value are peers and all receive the total up to the last of them, not one step at a time.',
  },
  {
    test: /\bOVER\s*\(\s*PARTITION BY[^)]*\)/i,
    hint: 'The total of each row\'s group can sit next to the row itself: an aggregate with `OVER (PARTITION BY ...)` instead of GROUP BY.',
    approach: 'An aggregate with `OVER (PARTITION BY ...)` computes the group total for every row without collapsing the rows, so each row can be compared with or divided by its own group\'s total.',
    mistake: '**Using GROUP BY for the group total**: it collapses the rows, so the per-row values the text asks for are lost (or need a join back).',
  },
  {
    test: /\bHAVING\b/i,
    hint: 'The condition is on a group\'s aggregate, not on single rows: it belongs in `HAVING`, after `GROUP BY`.',
    approach: '`WHERE` filters rows before they are grouped; `HAVING` filters the groups afterwards and can use aggregates such as `COUNT(*)` or `SUM(...)`.',
    mistake: '**Putting the aggregate condition in `WHERE`**: aggregates are not allowed there, and filtering rows first changes what is counted.',
  },
  {
    test: /\bNOT EXISTS\b|\bNOT IN\b|LEFT JOIN[\s\S]*IS NULL/i,
    hint: 'You want the rows that have **no** match: an anti join (`NOT EXISTS (...)`, or `LEFT JOIN ... WHERE ... IS NULL`).',
    approach: 'An anti join keeps the rows for which the correlated lookup finds nothing. `NOT EXISTS` states that directly and is safe with NULLs.',
    mistake: '**Using an inner join with `<>`**: it pairs each row with every non-matching row instead of checking that no match exists at all.',
  },
  {
    test: /\bEXISTS\b|\bIN \(\s*SELECT/i,
    hint: 'Keep a row when a matching row exists elsewhere: `EXISTS (SELECT 1 ...)` or `IN (SELECT ...)`, which never duplicates the outer rows.',
    approach: 'A semi join (`EXISTS` or `IN` with a subquery) keeps each outer row once when at least one match exists, however many matches there are.',
    mistake: '**Joining instead of testing for existence**: a row with several matches is then returned several times.',
  },
  {
    test: /\bLEFT JOIN\b/i,
    hint: 'Rows without a match must still appear: start from the table that must be complete and `LEFT JOIN` the other one.',
    approach: 'A `LEFT JOIN` keeps every row of the left table; where nothing matches, the right table\'s columns are NULL (and `COUNT(column)` counts 0 for them).',
    mistake: '**Using an inner join**, which silently drops the rows without a match, or **filtering the right table in WHERE**, which turns the LEFT JOIN back into an inner one.',
  },
  {
    test: /(?<!LEFT )\bJOIN\b/i,
    hint: 'The columns come from more than one table: join them on the key that links them (`... JOIN ... ON child.fk = parent.id`).',
    approach: 'An inner join pairs each row with the matching row of the other table through the foreign key, so columns of both can be selected and filtered together.',
    mistake: '**Joining on the wrong key** (for example `id = id`): the rows still pair up, but with unrelated partners.',
  },
  {
    test: /\b(UNION|INTERSECT|EXCEPT)\b/i,
    hint: 'Two separate result sets have to be combined: a set operation (`UNION`, `INTERSECT` or `EXCEPT`) between two SELECTs with matching columns.',
    approach: 'Set operations combine whole query results: `UNION` adds them, `INTERSECT` keeps rows found in both, `EXCEPT` keeps rows of the first that are not in the second; without `ALL` duplicates are removed.',
    mistake: '**Mixing up the `ALL` variants**: `UNION` removes duplicate rows while `UNION ALL` keeps them, which changes counts and totals.',
  },
  {
    test: /\bCASE\b/i,
    hint: 'A value depends on conditions: `CASE WHEN ... THEN ... ELSE ... END`, with the conditions tested in order.',
    approach: '`CASE` returns the result of the first `WHEN` that is true, so the order of the branches matters for overlapping conditions, and `ELSE` covers everything left.',
    mistake: '**Overlapping or misordered `WHEN` branches**: a value on a boundary lands in the first branch that matches, which may not be the band the text describes.',
  },
  {
    test: /\bCOALESCE\b|\bNULLIF\b|\bIS (NOT )?NULL\b/i,
    hint: 'Some values are NULL. Decide explicitly what they mean: `IS NULL` to test, `COALESCE` to replace, `NULLIF` to create one.',
    approach: 'NULL is not a value but "unknown": comparisons with it are neither true nor false, and aggregates skip it. `IS NULL`, `COALESCE` and `NULLIF` make the handling explicit.',
    mistake: '**Comparing with `= NULL`**: that is never true, so the NULL rows silently disappear.',
  },
  {
    test: /\bGROUP BY\b/i,
    hint: 'One output row per group: `GROUP BY` the grouping column(s) and aggregate the rest (`COUNT`, `SUM`, `AVG`...).',
    approach: '`GROUP BY` collapses the rows of each group into one; every selected column is either a grouping column or inside an aggregate.',
    mistake: '**Grouping by too many columns** (for example an id): each row then forms its own group and nothing is aggregated.',
  },
  {
    test: /\b(COUNT|SUM|AVG|MIN|MAX)\(/i,
    hint: 'An aggregate (`COUNT`, `SUM`, `AVG`, `MIN`, `MAX`) turns many rows into one number.',
    approach: 'Aggregates reduce a set of rows to one value; without `GROUP BY` the whole (filtered) table is one group.',
    mistake: '**`COUNT(column)` instead of `COUNT(*)`** (or the other way round): `COUNT(column)` skips NULLs, which matters when the column can be empty.',
  },
  {
    test: /\bto_char\(|date_trunc|EXTRACT\(|\bDATE '|\bINTERVAL\b|::date/i,
    hint: 'Work with the dates as dates: `date_trunc`, `EXTRACT`, `to_char` or date arithmetic, rather than comparing text.',
    approach: 'Date functions bucket and compare dates: `date_trunc`/`to_char` group by month, `EXTRACT` reads a part, and subtracting dates gives days.',
    mistake: '**Off-by-one date ranges**: an inclusive end date on a half-open range (or the reverse) gains or loses the rows of the boundary day.',
  },
  {
    test: /\bI?LIKE\b|~\*?|\bsplit_part\(|\bupper\(|\blower\(|\blength\(|\bstring_agg\(|\bposition\(|\bsubstring\(/i,
    hint: 'The answer comes from text: string functions (`lower`, `split_part`, `length`, `string_agg`...) or a pattern (`LIKE`/`ILIKE`).',
    approach: 'String functions transform or inspect text; `LIKE` is case-sensitive while `ILIKE` is not, and `%` matches any run of characters.',
    mistake: '**Case sensitivity**: `LIKE` and `=` distinguish upper and lower case, so a pattern written in one case misses values stored in the other.',
  },
  {
    test: /\bDISTINCT\b/i,
    hint: 'Each value should appear once: `DISTINCT` (or `COUNT(DISTINCT ...)` when counting).',
    approach: '`DISTINCT` removes duplicate result rows; inside an aggregate it makes the aggregate consider each value once.',
    mistake: '**Forgetting `DISTINCT`**: repeated values show up (or are counted) once per row instead of once per value.',
  },
  {
    test: /\bLIMIT \d+/i,
    hint: 'Sort first, then cut: `ORDER BY` with the tie-breakers the text names, followed by `LIMIT n`.',
    approach: '`LIMIT` keeps the first rows of the sorted result, so the `ORDER BY` must be complete (every tie-breaker the text names) for "the first n" to be well defined.',
    mistake: '**Limiting without a full sort order**: with ties on the sort key, which rows make the cut depends on the physical order, so the answer changes from run to run.',
  },
  {
    test: /\bWHERE\b/i,
    hint: 'Keep only the rows the text asks about: the conditions go in `WHERE`, combined with `AND`/`OR` (mind the parentheses).',
    approach: '`WHERE` keeps the rows for which the condition is true; `AND` binds tighter than `OR`, so parentheses make mixed conditions explicit.',
    mistake: '**Boundary comparisons**: `>` versus `>=` (or `<` versus `<=`) decides whether a row sitting exactly on the limit is included; the text says which one.',
  },
];

const GENERIC_MISTAKES = [
  '**Missing or partial ORDER BY**: when the text asks for an order, every sort key it names (including the tie-breaker) is part of the answer; without a tie-breaker equal rows may come out in any order.',
  '**Returning extra or renamed columns**: the result is compared column by column, so the columns must be exactly the ones the text names, in that order, with those names.',
];

/** The solution's clauses as an outline with the details elided: nearly the answer, never the query. */
function outline(solution: string): string {
  const words = ['WITH', 'SELECT', 'FROM', 'LEFT JOIN', 'JOIN', 'WHERE', 'GROUP BY', 'HAVING', 'UNION ALL', 'UNION', 'INTERSECT', 'EXCEPT', 'ORDER BY', 'LIMIT'];
  const seen: string[] = [];
  const upper = solution.toUpperCase();
  for (const w of words) {
    const re = w === 'JOIN' ? /(?<!LEFT )\bJOIN\b/ : w === 'UNION' ? /\bUNION\b(?! ALL)/ : new RegExp(`\\b${w}\\b`);
    if (re.test(upper)) seen.push(w);
  }
  const tables = [...new Set([...solution.matchAll(/\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]!))].filter((t) => !/^(select)$/i.test(t));
  const order = /\nORDER BY ([^\n;]+)(;|\nLIMIT \d+;)$/.exec(solution)?.[1];
  return `The query's skeleton: ${seen.map((w) => `\`${w} …\``).join(' ')} over ${tables.map((t) => `\`${t}\``).join(', ')}${order ? `, sorted by \`${order}\`` : ', in any order'}.`;
}

const NUDGE: Record<SqlConcept, string> = {
  basic_select: 'Only one table is involved: pick the columns the text names, in that order, and sort as asked.',
  filtering: 'Read the conditions in the text one by one; each becomes a comparison on one column.',
  joins: 'The columns you need live in different tables; the foreign key column tells you how they connect.',
  aggregation: 'Decide first what one output row stands for; that is what you group by.',
  having: 'Two kinds of conditions can appear: on single rows, and on whole groups. Sort out which is which.',
  subqueries: 'Part of the condition depends on a value computed from the data itself: compute it in a subquery.',
  ctes: 'Break the problem into named steps: compute an intermediate table first, then query it.',
  window_functions: 'Every input row keeps its own output row, but needs to see other rows of its group.',
  dates: 'The question is about calendar periods: turn the date column into the period the text talks about.',
  case_when: 'A new value is chosen by conditions, row by row.',
  null_handling: 'Some columns are empty (NULL) in the sample: check what the text says should happen to them.',
  set_operations: 'The answer is a combination of two lists: build each list on its own first.',
  string_functions: 'The answer is hidden inside text columns: look at what needs to be cut, changed or matched.',
};

/** 3 hints and the explanation for a family template's draft. */
export function legacyTeaching(concept: SqlConcept, solution: string): { hints: string[]; explanation: string } {
  const used = CONSTRUCTS.filter((c) => c.test.test(solution));
  const main = used[0];
  const hints = [NUDGE[concept], main?.hint ?? 'Select the columns the text names, in that order.', outline(solution)];
  const approach = [
    used.length ? '' : 'Everything comes from one table: select exactly the columns the text names, in its order and with its names; computed columns get an alias with `AS`.',
    ...used.slice(0, 3).map((c) => c.approach),
    /\n(ORDER BY [^\n]*|LIMIT \d+);$/.test(solution) ? 'The final `ORDER BY` produces exactly the order the text asks for, tie-breakers included.' : 'The text says row order does not matter, so no final `ORDER BY` is needed.',
  ].filter(Boolean).join(' ');
  const mistakes = [...used.map((c) => c.mistake), ...GENERIC_MISTAKES].slice(0, 2);
  return { hints, explanation: explanation(approach, solution, mistakes) };
}

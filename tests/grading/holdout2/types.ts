/**
 * The mistake classes of the second held-out fairness set (issue 32): the classes the issue lists, and
 * the semantic error classes of Brass & Goldberg (2006) and Taipalus, Siponen & Vartiainen (2018) that
 * apply to one SELECT.
 */
export const MISTAKE_CLASSES = {
  'calendar-arithmetic': "'30 days' for a month, AGE() compared with an interval, a year as 365 days",
  'date-part-without-year': 'EXTRACT(MONTH …) = n or a day-of-month test with no year',
  'fixed-utc-offset': "a fixed offset (+ interval '1 hour', AT TIME ZONE '+01') instead of the named time zone",
  'timestamp-bound': "<= 'date' on a timestamp (midnight of the next day), or < the last day of a month",
  'missing-lower-bound': 'a range with only its upper bound',
  'inclusive-bound': '> where the text says "at least", >= where it says "more than", BETWEEN on an open end',
  'rounding-order': 'filtering, sorting or ranking on a rounded value instead of the exact one, or the reverse',
  'tolerance-for-equality': 'abs(a - b) < 0.01 (or a rounding) where the text asks for equality',
  'window-partition': 'LAG/LEAD/ROW_NUMBER/running SUM without (or with the wrong) PARTITION BY',
  'window-frame': 'a frame of N rows where the text asks for N days, or the default RANGE frame on ties',
  'type-from-code': 'a type taken from a code prefix or a name pattern instead of the type column',
  'and-or-precedence': 'AND/OR without the parentheses the text needs',
  'status-filter': 'counting rows of a status the text leaves out, or dropping rows it keeps',
  'negative-clipping': 'netting a negative value the text clips to 0, or clipping what it nets',
  'wrong-denominator': 'a rate over the wrong set of rows',
  'outer-vs-inner-join': 'a LEFT JOIN that keeps rows the text leaves out (or zero rows), or an INNER JOIN that drops rows it keeps',
  'tie-break': 'ties broken on the wrong column, ROW_NUMBER where ties share a rank, or RANK where they must not',
  'zero-sum-group': 'a group dropped because its sum nets to 0 (or a HAVING sum <> 0)',
  'not-in-null': 'NOT IN over a subquery that can return NULL',
  'null-handling': '= NULL, a NULL propagated through arithmetic or concatenation, COALESCE missing or misplaced',
  'count-col-vs-star': 'COUNT(col) over a nullable or outer-joined column where rows must count, or the reverse',
  'distinct-misuse': 'DISTINCT that merges rows the text keeps apart, or a missing DISTINCT (join fan-out in the rows)',
  'fan-out': 'an aggregate over a join that repeats rows (a sum counted once per matching row)',
  'having-vs-where': 'a row condition in HAVING on another grouping, or a group condition applied per row',
  'wrong-join-key': 'a join on the wrong column (id of one table to id of another, the wrong foreign key)',
  'group-granularity': 'grouping by a name instead of the key, or by a column too many or too few',
  'integer-division': 'integer / integer where the text asks for a fraction',
  'wrong-aggregate': 'AVG of per-group averages, SUM where COUNT is meant, MAX where the latest row is meant',
  'pattern-match': 'LIKE without the needed wildcard or anchor, case-sensitive match on mixed-case data',
  'incomplete-predicate': 'a condition that covers only some of the cases the text names (half of an overlap test)',
  'wrong-column': 'a sibling column of the right table (ordered_at for shipped_at, list price for paid price)',
} as const;

export type MistakeClass = keyof typeof MISTAKE_CLASSES;

export interface HoldoutWrong {
  sql: string;
  /** The sentence or rule of the text it breaks. */
  why: string;
  cls: MistakeClass;
}

export interface HoldoutCase {
  right: string[];
  wrong: HoldoutWrong[];
}

export type HoldoutCases = Record<string, HoldoutCase>;

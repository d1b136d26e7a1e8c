import type { AuthorRejectFields } from '../catalogue-challenge';

/**
 * Issue 32: a generated question's own author queries, written from the same parameters as its
 * reference, as every hand-written content file has them. Validation runs them like a content file's:
 * each accepted reading must give the reference's rows on every kept dataset, each wrong query must be
 * told apart by one, and a dataset that breaks an invariant is never kept.
 */
export interface Authored {
  /** Faithful readings of the text, written another way than the reference (≥ 2). */
  accepts: string[];
  /** Plausible wrong answers from the mistake taxonomy (≥ 4), each with why and the learner-facing kind of case. */
  rejects: AuthorRejectFields[];
  /** Rules the text states that no constraint holds: each returns no row while the rule holds. */
  invariants?: string[];
}

/** A wrong query: the SQL, why it is wrong (admins) and the kind of case that catches it (learners; never a value). */
export const wrong = (sql: string, why: string, kase: string): AuthorRejectFields => ({ sql, why, case: kase });

/** Common learner-facing kinds of case, so the same mistake reads the same across templates. */
export const CASES = {
  tie: 'two rows tied on the sort column',
  boundary: 'a value exactly on a bound the text names',
  noRows: 'a row of the main table with no matching rows',
  otherYear: 'the same month in another year',
  monthEnd: 'a row on the last day of a month',
  nextMonthStart: 'a row on the first day of the next month',
  otherStatus: 'a row with a status the text leaves out',
  keptStatus: 'a row with a status the text keeps',
  sameValue: 'two rows with the same value in one group',
  twice: 'the same pair appearing twice',
  lookAlike: 'a value that only looks like the one asked for',
  idsOutOfOrder: 'ids that are not in date order',
  sameDay: 'two rows on the same day',
  interleaved: 'rows of different groups interleaved in time',
  missing: 'a value that was not recorded',
  rounding: 'values that round to the same number but differ',
  mismatchedIds: 'ids that mean different things in the two tables',
} as const;

/**
 * The ordering mistakes of `head ORDER BY key [DESC], id`: the direction flipped, ties broken on id
 * descending, ties broken on another column.
 */
export function orderingRejects(head: string, key: string, desc: boolean, other: string): AuthorRejectFields[] {
  const d = desc ? ' DESC' : '';
  return [
    wrong(`${head}\nORDER BY ${key}${desc ? '' : ' DESC'}, id;`, `sorts ${key} the wrong way round`, 'rows with different sort values'),
    wrong(`${head}\nORDER BY ${key}${d}, id DESC;`, 'breaks ties on id descending instead of ascending', CASES.tie),
    wrong(`${head}\nORDER BY ${key}${d}, ${other};`, `breaks ties on ${other} instead of id`, CASES.tie),
  ];
}

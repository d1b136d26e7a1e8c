import { type AuthorRejectFields } from './catalogue-challenge';

/** The `challenges.author_queries` column: the author's faithful readings and plausible wrong answers. */
export interface AuthorQueriesColumn {
  accepts: string[];
  rejects: AuthorRejectFields[];
  invariants?: string[];
  /** Surviving mutants an admin marked equivalent, with the reason (audited by ChallengeMutantMarkedEquivalent). */
  equivalents?: Array<{ sql: string; reason: string; markedBy?: number; markedAt?: string }>;
  /**
   * A data-changing challenge (issue 37): the tables its statement is graded by. Kept here, with the other
   * grading inputs an author writes, rather than in a column of its own.
   */
  checks?: string[];
}

export const NO_AUTHOR_QUERIES: AuthorQueriesColumn = { accepts: [], rejects: [] };

/** The column of a challenge's fields, in one key order (a jsonb column reorders keys: hashes compare this form). */
export function authorQueriesOf(
  c: { accepts?: string[]; rejects?: AuthorRejectFields[]; invariants?: string[]; equivalents?: AuthorQueriesColumn['equivalents']; checks?: string[] } | null | undefined,
): AuthorQueriesColumn {
  return {
    accepts: [...(c?.accepts ?? [])],
    rejects: (c?.rejects ?? []).map((r) => ({ sql: r.sql, why: r.why, ...(r.case ? { case: r.case } : {}) })),
    ...(c?.invariants?.length ? { invariants: [...c.invariants] } : {}),
    ...(c?.checks?.length ? { checks: [...c.checks] } : {}),
    ...(c?.equivalents?.length ? { equivalents: c.equivalents.map((e) => ({ sql: e.sql, reason: e.reason, ...(e.markedBy !== undefined ? { markedBy: e.markedBy } : {}), ...(e.markedAt ? { markedAt: e.markedAt } : {}) })) } : {}),
  };
}

/** The content-file fields of a stored column: absent when empty, so files without them stay as they are. */
export function authorQueryFields(column: AuthorQueriesColumn | null | undefined): { accepts?: string[]; rejects?: AuthorRejectFields[]; invariants?: string[]; checks?: string[] } {
  return {
    ...(column?.checks?.length ? { checks: column.checks } : {}),
    ...(column?.accepts?.length ? { accepts: column.accepts } : {}),
    ...(column?.rejects?.length ? { rejects: column.rejects } : {}),
    ...(column?.invariants?.length ? { invariants: column.invariants } : {}),
  };
}

export const hasAuthorQueries = (column: AuthorQueriesColumn | null | undefined): boolean =>
  !!(column?.accepts?.length || column?.rejects?.length || column?.invariants?.length || column?.checks?.length);

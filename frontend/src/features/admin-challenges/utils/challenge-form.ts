import type { AdminChallenge, ChallengePayload } from '../api/types';

/** Form bounds and defaults (spec §5 / §9). */
export const RATING = { min: 800, max: 2000, step: 50, default: 1200 } as const;
export const MINUTES = { min: 1, max: 60, default: 5 } as const;
/** Progressive hints per challenge (issue 13; the server refuses more). */
export const MAX_HINTS = 3;
/** Concepts per challenge (issue 14; the server refuses more and unknown ones). */
export const MAX_CONCEPTS = 3;
/** Author-written hidden datasets per challenge (the server refuses more). */
export const MAX_HIDDEN_DATASETS = 6;

export type ChallengeFormValues = {
  title: string;
  description: string;
  difficulty_rating: string;
  estimated_time_minutes: string;
  category: string;
  status: string;
  schema_setup: string;
  sample_data_description: string;
  expected_output: string;
  correct_solution: string;
  /** One SQL script per hidden dataset; blank ones are not sent. */
  hidden_datasets: string[];
  /** Always MAX_HINTS texts in the form; blank ones are not sent. */
  hints: string[];
  /** Markdown shown to learners once their day is resolved. */
  explanation: string;
  /** 0–3 taxonomy slugs, the main one first. */
  concepts: string[];
  /** Faithful readings of the text (issue 32); blank ones are not sent. */
  accepts: string[];
  /** Plausible wrong answers with why (and the learner-facing kind of case); blank ones are not sent. */
  rejects: AuthorReject[];
  /** A data-changing challenge's graded tables, comma-separated (sent only when the solution changes data). */
  checks: string;
};

export type AuthorReject = { sql: string; why: string; case: string };

/** The fields edited as one text each (all but the hidden datasets). */
export type ChallengeTextField = Exclude<keyof ChallengeFormValues, 'hidden_datasets' | 'hints' | 'concepts' | 'accepts' | 'rejects'>;

const hintSlots = (hints: readonly string[] = []) => Array.from({ length: MAX_HINTS }, (_, i) => hints[i] ?? '');

export const emptyChallengeForm = (): ChallengeFormValues => ({
  title: '',
  description: '',
  difficulty_rating: String(RATING.default),
  estimated_time_minutes: String(MINUTES.default),
  category: '',
  status: 'active',
  schema_setup: '',
  sample_data_description: '',
  expected_output: '',
  correct_solution: '',
  hidden_datasets: [],
  hints: hintSlots(),
  explanation: '',
  concepts: [],
  accepts: [],
  rejects: [],
  checks: '',
});

export function formFromChallenge(c: AdminChallenge): ChallengeFormValues {
  return {
    title: c.title ?? '',
    description: c.description ?? '',
    difficulty_rating: String(c.difficulty_rating ?? RATING.default),
    estimated_time_minutes: String(c.estimated_time_minutes ?? MINUTES.default),
    category: c.category ?? '',
    status: c.status ?? 'active',
    schema_setup: c.schema_setup ?? '',
    sample_data_description: c.sample_data_description ?? '',
    expected_output: c.expected_output ?? '',
    correct_solution: c.correct_solution ?? '',
    hidden_datasets: c.hidden_datasets ?? [],
    hints: hintSlots(c.hints),
    explanation: c.explanation ?? '',
    concepts: c.concepts ?? [],
    accepts: c.accepts ?? [],
    rejects: (c.rejects ?? []).map((r) => ({ sql: r.sql, why: r.why, case: r.case ?? '' })),
    checks: (c.checks ?? []).join(', '),
  };
}

/**
 * A solution that changes data (decision 029): INSERT, UPDATE, DELETE or MERGE as its statement, after any
 * WITH. Comments and string literals are blanked first so a word inside them does not count.
 */
export function isDataChanging(solution: string): boolean {
  const sql = solution.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/'(?:[^']|'')*'/g, "''");
  return /^\s*\(?\s*(?:insert|update|delete|merge)\b/i.test(sql)
    || (/^\s*with\b/i.test(sql) && /\)\s*(?:insert\s+into|update\s+[a-z_"]|delete\s+from|merge\s+into)\b/i.test(sql));
}

/** `orders, order_items` → ['orders', 'order_items']; the server checks each name against the setup. */
export const checksList = (text: string): string[] => text.split(',').map((t) => t.trim()).filter((t) => t !== '');

/** Numbers are sent as numbers (an unreadable one as the default); no client-side required checks (the server answers). */
export function toChallengePayload(v: ChallengeFormValues, existing?: Pick<AdminChallenge, 'tags' | 'source_type'>): ChallengePayload {
  const num = (s: string, fallback: number) => {
    const n = Number(s);
    return s.trim() !== '' && Number.isFinite(n) ? n : fallback;
  };
  const payload: ChallengePayload = {
    title: v.title,
    description: v.description,
    difficulty_rating: num(v.difficulty_rating, RATING.default),
    estimated_time_minutes: num(v.estimated_time_minutes, MINUTES.default),
    // the form's selects offer only the server's categories and statuses (tiers.ts)
    category: v.category as ChallengePayload['category'],
    status: v.status as ChallengePayload['status'],
    schema_setup: v.schema_setup,
    sample_data_description: v.sample_data_description,
    expected_output: v.expected_output,
    correct_solution: v.correct_solution,
    hidden_datasets: v.hidden_datasets.filter((s) => s.trim() !== ''),
    hints: v.hints.filter((s) => s.trim() !== ''),
    explanation: v.explanation.trim() ? v.explanation : null,
    concepts: v.concepts.slice(0, MAX_CONCEPTS),
    accepts: v.accepts.filter((s) => s.trim() !== ''),
    rejects: v.rejects.filter((r) => r.sql.trim() !== '').map((r) => ({ sql: r.sql, why: r.why, ...(r.case.trim() ? { case: r.case.trim() } : {}) })),
    // a query challenge has none: switching the solution to a SELECT clears them
    checks: isDataChanging(v.correct_solution) ? checksList(v.checks) : [],
  };
  // An edit sends the whole record again: keep the tags and source the form does not show.
  if (existing) {
    if (existing.tags) payload.tags = existing.tags;
    if (existing.source_type) payload.source_type = existing.source_type as ChallengePayload['source_type'];
  }
  return payload;
}

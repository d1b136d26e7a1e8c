import type { MutantReport, MutationReport } from '../../grading';

/** A surviving mutant as the admin API shows it. */
export type SurvivingMutantView = Pick<MutantReport, 'kind' | 'description' | 'sql'>;

/**
 * Reads a stored mutation report defensively: rows validated before issue 11 (version-1 grading),
 * a failed validation that stopped before the mutation analysis, or a partial answer give null
 * rather than a 500 or made-up numbers.
 */
export function readMutationReport(value: unknown): MutationReport | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const r = value as Record<string, unknown>;
  const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  if (typeof r.score !== 'number' || !Number.isFinite(r.score) || r.score < 0 || r.score > 1) return null;
  if (!count(r.total) || !Array.isArray(r.surviving)) return null;
  const surviving = r.surviving.flatMap((m): MutantReport[] => {
    const x = m as Record<string, unknown> | null;
    if (!x || typeof x !== 'object' || typeof x.sql !== 'string') return [];
    return [{ kind: String(x.kind ?? 'unknown') as MutantReport['kind'], description: typeof x.description === 'string' ? x.description : '', sql: x.sql }];
  });
  return {
    score: r.score,
    total: r.total,
    killed: count(r.killed) ? r.killed : Math.max(0, r.total - surviving.length),
    surviving,
    dropped: count(r.dropped) ? r.dropped : 0,
    ...(count(r.markedEquivalent) ? { markedEquivalent: r.markedEquivalent } : {}),
    threshold: typeof r.threshold === 'number' && Number.isFinite(r.threshold) ? r.threshold : Number.NaN,
    durationMs: typeof r.durationMs === 'number' && Number.isFinite(r.durationMs) ? r.durationMs : 0,
  };
}

/** The three numbers the list items and the validate answers carry: all null when there is no report. */
export function mutationFields(r: MutationReport | null) {
  return {
    mutation_score: r ? r.score : null,
    mutants_total: r ? r.total : null,
    mutants_surviving: r ? r.surviving.length : null,
  };
}

/** The full view adds the killed and dropped counts and the surviving mutants' SQL (for the author). */
export function mutationDetailFields(r: MutationReport | null) {
  return {
    ...mutationFields(r),
    mutants_killed: r ? r.killed : null,
    mutants_dropped: r ? r.dropped : null,
    surviving_mutants: r ? r.surviving.map(({ kind, description, sql }): SurvivingMutantView => ({ kind, description, sql })) : [],
    mutants_marked_equivalent: r?.markedEquivalent ?? 0,
  };
}

export type MutationFields = ReturnType<typeof mutationFields>;

/** validate-all: the mean score over the challenges that have one, and the summed mutant counts. */
export function mutationTotals(each: readonly MutationFields[]): MutationFields {
  const present = each.filter((f) => f.mutation_score !== null);
  if (!present.length) return { mutation_score: null, mutants_total: null, mutants_surviving: null };
  return {
    mutation_score: present.reduce((s, f) => s + f.mutation_score!, 0) / present.length,
    mutants_total: present.reduce((s, f) => s + (f.mutants_total ?? 0), 0),
    mutants_surviving: present.reduce((s, f) => s + (f.mutants_surviving ?? 0), 0),
  };
}

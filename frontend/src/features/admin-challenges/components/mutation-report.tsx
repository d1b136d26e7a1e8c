import { AlertTriangle, Bug } from 'lucide-react';
import type { AdminChallenge } from '../api/types';
import { DEFAULT_MUTATION_THRESHOLD, formatMutationScore, mutantKindLabel } from '../utils/mutation';

/**
 * The detail page's mutation analysis: how many plausible wrong answers (mutants of the reference)
 * the hidden datasets catch, and the SQL of those they do not, so the author can add a sample row or
 * a hidden dataset that tells them apart, or tighten the text. Some survivors may be equivalent to
 * the reference.
 */
export function MutationReport({ challenge: c }: { challenge: AdminChallenge }) {
  const threshold = c.mutation_threshold ?? DEFAULT_MUTATION_THRESHOLD;
  if (c.mutation_score == null) {
    return (
      <p className="muted" data-testid="mutation-none">
        No mutation score yet: validate the challenge to measure how many plausible wrong answers its hidden datasets reject.
      </p>
    );
  }
  const low = c.mutation_score < threshold;
  const surviving = c.surviving_mutants ?? [];
  const stats = [
    { label: 'Score', value: formatMutationScore(c.mutation_score), className: low ? 'text-danger' : 'text-success' },
    { label: 'Mutants', value: c.mutants_total ?? 'N/A' },
    { label: 'Killed', value: c.mutants_killed ?? 'N/A' },
    { label: 'Surviving', value: c.mutants_surviving ?? surviving.length },
    ...(c.mutants_dropped ? [{ label: 'Dropped', value: c.mutants_dropped }] : []),
    { label: 'Threshold', value: formatMutationScore(threshold) },
  ];
  return (
    <>
      <div className="stats-inline" data-testid="mutation-stats">
        {stats.map((s) => (
          <div key={s.label}>
            <span className="muted small">{s.label}</span>
            <strong className={'className' in s ? s.className : undefined}>{s.value}</strong>
          </div>
        ))}
      </div>
      {low && (
        <div className="alert alert-warning" role="status" data-testid="mutation-below-threshold">
          <AlertTriangle size={16} aria-hidden />
          <p>
            Under the threshold {formatMutationScore(threshold)}: validation fails until the hidden datasets reject more of these wrong answers. Add a sample row or a
            hidden dataset on which a surviving mutant gives other rows than the correct solution, or tighten the description.
          </p>
        </div>
      )}
      {surviving.length > 0 ? (
        <div className="mutant-list" data-testid="surviving-mutants">
          <h3 className="small">Surviving mutants ({surviving.length})</h3>
          <p className="muted small">Queries that differ from the correct solution but give the same rows on every dataset. Some may be equivalent to it.</p>
          {surviving.map((m, i) => (
            <div className="mutant-item" key={i} data-testid="surviving-mutant">
              <div className="mutant-head">
                <span className="badge badge-muted"><Bug size={12} aria-hidden /> {mutantKindLabel(m.kind)}</span>
                {m.description && <span className="small">{m.description}</span>}
              </div>
              <pre className="code-block"><code>{m.sql}</code></pre>
            </div>
          ))}
        </div>
      ) : (
        <p className="muted small">Every mutant is rejected by at least one dataset.</p>
      )}
    </>
  );
}

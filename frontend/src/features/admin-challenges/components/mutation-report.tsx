import { AlertTriangle, Bug } from 'lucide-react';
import { useState } from 'react';
import { useMarkMutantEquivalent } from '../api/mark-mutant-equivalent';
import type { AdminChallenge, SurvivingMutant } from '../api/types';
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
    ...(c.mutants_marked_equivalent ? [{ label: 'Marked equivalent', value: c.mutants_marked_equivalent }] : []),
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
              <MarkEquivalent challengeId={c.id} mutant={m} />
            </div>
          ))}
        </div>
      ) : (
        <p className="muted small">Every mutant is rejected by at least one dataset.</p>
      )}
      {(c.marked_equivalent ?? []).length > 0 && (
        <div className="mutant-list" data-testid="marked-equivalent">
          <h3 className="small">Marked equivalent ({c.marked_equivalent.length})</h3>
          <p className="muted small">Left out of the score: an admin judged that no data can tell them apart from the correct solution.</p>
          {c.marked_equivalent.map((m, i) => (
            <div className="mutant-item" key={i}>
              <p className="small">{m.reason}{m.marked_at ? <span className="muted"> · {new Date(m.marked_at).toLocaleString()}</span> : null}</p>
              <pre className="code-block"><code>{m.sql}</code></pre>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** A survivor no data can tell apart is marked equivalent with a reason (audited), then validated again. */
function MarkEquivalent({ challengeId, mutant }: { challengeId: number; mutant: SurvivingMutant }) {
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const mark = useMarkMutantEquivalent();
  if (!open) {
    return (
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)} data-testid="mark-equivalent-open">
        Mark equivalent…
      </button>
    );
  }
  const error = mark.error instanceof Error ? mark.error.message : null;
  return (
    <form
      className="mark-equivalent"
      onSubmit={(e) => {
        e.preventDefault();
        mark.mutate({ id: challengeId, sql: mutant.sql, reason: reason.trim() });
      }}
    >
      <label className="small" htmlFor={`equivalent-reason-${mutant.sql.length}`}>Why can no data tell it apart from the correct solution?</label>
      <input
        id={`equivalent-reason-${mutant.sql.length}`}
        className="input"
        value={reason}
        minLength={10}
        maxLength={500}
        required
        onChange={(e) => setReason(e.target.value)}
        data-testid="mark-equivalent-reason"
      />
      <button type="submit" className="btn btn-secondary btn-sm" disabled={mark.isPending || reason.trim().length < 10} data-testid="mark-equivalent-submit">
        {mark.isPending ? 'Validating…' : 'Mark equivalent and validate'}
      </button>
      {error && <p className="text-danger small" role="alert">{error}</p>}
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Search } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { formatSigned } from '@/utils/format';
import { formatDateTime } from '@/utils/admin-format';
import { useRatingHistory } from '../api/get-rating-history';
import { actorLabel } from '../utils/events';

export function RatingHistoryPanel({ initialUserId = '' }: { initialUserId?: string }) {
  const [draft, setDraft] = useState(initialUserId);
  const [userId, setUserId] = useState<number | null>(() => (initialUserId ? Number.parseInt(initialUserId, 10) || null : null));
  const history = useRatingHistory(userId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number.parseInt(draft.trim(), 10);
    setUserId(Number.isFinite(n) && n > 0 ? n : null);
  };

  return (
    <div className="card" data-testid="rating-history-panel">
      <h2 className="section-title">Learner rating history</h2>
      <p className="muted small">Every change of a learner&apos;s ELO with its cause and who caused it.</p>
      <form className="inline-form" onSubmit={submit} role="search">
        <div className="field">
          <label className="field-label" htmlFor="rating-user-id">User ID</label>
          <input id="rating-user-id" type="number" min={1} inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-secondary"><Search size={16} aria-hidden /> Show history</button>
      </form>
      {userId !== null && (
        <div style={{ marginTop: '1rem' }}>
          {history.isPending ? (
            <Spinner label="Loading rating history" />
          ) : history.isError ? (
            <div className="alert alert-error" role="alert"><p>{errorText(history.error, 'Failed to load the rating history')}</p></div>
          ) : history.data.length === 0 ? (
            <p className="muted">No rating changes yet.</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table admin-table" data-testid="rating-history-table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">ELO</th>
                    <th scope="col">Change</th>
                    <th scope="col">Cause</th>
                    <th scope="col">Actor</th>
                    <th scope="col">Challenge</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.map((c, i) => (
                    <tr key={c.position ?? i}>
                      <td className="small nowrap">{formatDateTime(c.at)}</td>
                      <td className="mono">{c.before ?? '—'} → {c.after}</td>
                      <td className={c.delta > 0 ? 'text-success strong' : c.delta < 0 ? 'text-danger strong' : 'strong'}>{formatSigned(c.delta)}</td>
                      <td>{c.cause}</td>
                      <td>{actorLabel(c, userId)}</td>
                      <td>{c.challenge_id != null ? `#${c.challenge_id}` : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

import { ShareButton } from '@/components/share/share-button';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, ChevronLeft, ChevronRight, History as HistoryIcon, XCircle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { HISTORY_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { capitalize, formatDate, formatSeconds, formatSigned, percent } from '@/utils/format';
import { type HistoryItem, useHistory } from '../api/get-history';
import { ExplanationRow, ExplanationToggle, HistoryLearningBadges } from './history-learning';

function Summary({ items }: { items: HistoryItem[] }) {
  const correct = items.filter((i) => i.is_correct).length;
  const points = items.reduce((s, i) => s + (i.points_earned ?? 0), 0);
  const timed = items.filter((i) => i.execution_time_seconds != null);
  const avg = timed.length ? timed.reduce((s, i) => s + (i.execution_time_seconds ?? 0), 0) / timed.length : null;
  const cards = [
    // Submissions, not days: a day solved on its third try counts 3.
    ['Total Attempts', items.reduce((s, i) => s + (i.total_attempts ?? 1), 0)],
    ['Correct', correct],
    ['Success Rate', percent(correct, items.length)],
    ['Total Points', points.toLocaleString('en-US')],
    ['Average Time', formatSeconds(avg)],
  ] as const;
  return (
    <div className="stat-grid five" data-testid="history-summary">
      {cards.map(([label, value]) => (
        <div className="stat-card" key={label}>
          <div className="stat-label">{label}</div>
          <div className="stat-value">{value}</div>
        </div>
      ))}
    </div>
  );
}

export function HistoryView() {
  const [page, setPage] = useState(0);
  const [openRow, setOpenRow] = useState<string | null>(null);
  const history = useHistory(HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);

  if (history.isPending) return <div className="page-center"><Spinner size="lg" label="Loading history" /></div>;
  if (history.isError) {
    return (
      <div className="card narrow center" role="alert">
        <h2>{errorText(history.error, 'Failed to load challenge history')}</h2>
        <button type="button" className="btn btn-primary" onClick={() => void history.refetch()}>Try Again</button>
      </div>
    );
  }
  const items = history.data;
  if (items.length === 0 && page === 0) {
    return (
      <div className="card narrow center empty-state" data-testid="history-empty">
        <HistoryIcon size={40} aria-hidden className="muted" />
        <h2>No Challenge History</h2>
        <p className="muted">Complete your first daily challenge to start building your history.</p>
        <Link className="btn btn-primary" to={paths.app.challenge.getHref()}>Start Today&apos;s Challenge</Link>
      </div>
    );
  }
  const hasNext = items.length === HISTORY_PAGE_SIZE;

  return (
    <>
      <Summary items={items} />
      <div className="card table-card-wrap">
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Challenge history">
          <table className="data-table" data-testid="history-table">
            <caption className="visually-hidden">Challenge history, page {page + 1}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Challenge</th>
                <th scope="col">Result</th>
                <th scope="col">Attempts</th>
                <th scope="col">ELO Change</th>
                <th scope="col">Total Time</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const key = `${item.challenge_id}-${item.date}`;
                return (
                <Fragment key={key}>
                <tr>
                  <td>{formatDate(item.date)}</td>
                  <td>
                    <div className="strong">{item.challenge_title}</div>
                    {item.difficulty_category && (
                      <span className={`badge badge-difficulty difficulty-${item.difficulty_category}`}>{capitalize(item.difficulty_category)}</span>
                    )}
                    <HistoryLearningBadges item={item} />
                    <div><ExplanationToggle open={openRow === key} onToggle={() => setOpenRow((k) => (k === key ? null : key))} /></div>
                  </td>
                  <td>
                    {item.is_correct ? (
                      <span className="result-chip ok"><CheckCircle2 size={15} aria-hidden /> Solved</span>
                    ) : (
                      <span className="result-chip fail"><XCircle size={15} aria-hidden /> Failed</span>
                    )}
                    <ShareButton challengeId={item.challenge_id} compact />
                  </td>
                  <td>{item.total_attempts}</td>
                  <td className={cn((item.final_elo_change ?? 0) > 0 && 'text-success', (item.final_elo_change ?? 0) < 0 && 'text-danger')}>
                    {formatSigned(item.final_elo_change)}
                  </td>
                  <td>{formatSeconds(item.execution_time_seconds)}</td>
                  <td className="strong">{item.points_earned ?? 0}</td>
                </tr>
                {openRow === key && <ExplanationRow item={item} columns={7} />}
                </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        <nav className="pagination" aria-label="History pages">
          <button type="button" className="btn btn-secondary" onClick={() => setPage((p) => p - 1)} disabled={page === 0 || history.isFetching}>
            <ChevronLeft size={16} aria-hidden /> Previous
          </button>
          <span className="muted">Page {page + 1}</span>
          <button type="button" className="btn btn-secondary" onClick={() => setPage((p) => p + 1)} disabled={!hasNext || history.isFetching}>
            Next <ChevronRight size={16} aria-hidden />
          </button>
        </nav>
      </div>
    </>
  );
}

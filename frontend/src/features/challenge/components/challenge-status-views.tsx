import { Link } from 'react-router-dom';
import { AlertTriangle, History, Hourglass, Trophy, PartyPopper } from 'lucide-react';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** Load errors that mean "nothing left to do today" (spec §2 and §8). */
export function isCompletedForToday(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const detail = error.detail ?? '';
  return /already completed today's challenge/i.test(detail) || /come back tomorrow/i.test(detail) || error.status === 404;
}

/** The catalogue is still being validated after a start: the server says so, with an estimate (issue 33). */
const PREPARING = /being prepared/i;
export const isCataloguePreparing = (error: unknown) => error instanceof ApiError && PREPARING.test(error.detail ?? '');

export function CompletedView({ error }: { error?: unknown }) {
  const detail = error instanceof ApiError ? error.detail ?? '' : '';
  if (PREPARING.test(detail)) {
    return (
      <div className="card narrow center status-view" data-testid="catalogue-preparing" role="status">
        <Hourglass size={48} aria-hidden className="text-primary" />
        <h1>Almost ready</h1>
        <p className="muted">{detail}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>Try again</button>
        </div>
      </div>
    );
  }
  return (
    <div className="card narrow center status-view" data-testid="challenge-completed">
      <PartyPopper size={48} aria-hidden className="text-primary" />
      <h1>Great Job!</h1>
      <p className="muted">{detail && !/already completed/i.test(detail) ? detail : "You've finished today's challenge. Come back tomorrow for a new one."}</p>
      <div className="button-row">
        <Link className="btn btn-primary" to={paths.app.history.getHref()}><History size={16} aria-hidden /> View History</Link>
        <Link className="btn btn-secondary" to={paths.app.leaderboard.getHref()}><Trophy size={16} aria-hidden /> Leaderboard</Link>
      </div>
    </div>
  );
}

export function LoadErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="card narrow center status-view" role="alert">
      <AlertTriangle size={48} aria-hidden className="text-danger" />
      <h1>Error Loading Challenge</h1>
      <p className="muted">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>Try Again</button>
    </div>
  );
}

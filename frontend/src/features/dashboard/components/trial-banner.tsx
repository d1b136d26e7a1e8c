import { Clock, Gift } from 'lucide-react';
import { formatDate, plural } from '@/utils/format';

/** Days to trial_end, rounded up. */
export function trialDaysLeft(trialEnd: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / 86_400_000));
}

/**
 * The dashboard's trial banner (spec §1: the days left and the first payment date). A lifetime-access
 * beta user has no trial and nothing to pay: the banner says so instead of counting days.
 */
export function TrialBanner({ trialEnd, lifetimeAccess = false }: { trialEnd: string | null; lifetimeAccess?: boolean }) {
  if (lifetimeAccess || !trialEnd) {
    return (
      <div className="trial-banner" data-testid="trial-banner">
        <Gift size={20} aria-hidden />
        <div>
          <p className="strong">Lifetime free access</p>
          <p className="small">You are one of the first 100 beta users: no trial to run out and no payment due.</p>
        </div>
      </div>
    );
  }
  const days = trialDaysLeft(trialEnd);
  return (
    <div className="trial-banner" data-testid="trial-banner">
      <Clock size={20} aria-hidden />
      <div>
        <p className="strong">Free beta trial: {plural(days, 'day')} left</p>
        <p className="small">Your first payment date is {formatDate(trialEnd, { month: 'long', day: 'numeric', year: 'numeric' })}.</p>
      </div>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.alert('Trial cancellation is not available yet. Please contact support to cancel your trial.')}>
        Cancel trial
      </button>
    </div>
  );
}

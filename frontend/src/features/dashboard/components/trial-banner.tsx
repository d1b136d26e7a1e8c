import { Clock, Gift } from 'lucide-react';
import { formatDate, plural } from '@/utils/format';

/** Today's date (YYYY-MM-DD) in `timeZone`; UTC when the zone is unknown to the browser. */
function localDate(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Days to trial_end, counted in the learner's calendar: trial_end is a date in their zone, so a learner in
 * Paris who registered just after midnight has 7 days left, not the 8 an instant-based count gives.
 */
export function trialDaysLeft(trialEnd: string, timeZone = 'UTC', now: Date = new Date()): number {
  // An instant (not the API's date): days to it, rounded up (spec §9).
  if (trialEnd.length > 10) return Math.max(0, Math.ceil((Date.parse(trialEnd) - now.getTime()) / 86_400_000));
  const end = Date.parse(`${trialEnd}T00:00:00Z`);
  const today = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`);
  return Math.max(0, Math.round((end - today) / 86_400_000));
}

/**
 * The dashboard's trial banner (spec §1: the days left and the first payment date). A lifetime-access
 * beta user has no trial and nothing to pay: the banner says so instead of counting days.
 */
export function TrialBanner({ trialEnd, lifetimeAccess = false, timeZone }: { trialEnd: string | null; lifetimeAccess?: boolean; timeZone?: string }) {
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
  const days = trialDaysLeft(trialEnd, timeZone);
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

import { Clock } from 'lucide-react';
import { formatDate } from '@/utils/format';

/** Days to trial_end, rounded up. */
export function trialDaysLeft(trialEnd: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / 86_400_000));
}

export function TrialBanner({ trialEnd }: { trialEnd: string }) {
  const days = trialDaysLeft(trialEnd);
  return (
    <div className="trial-banner" data-testid="trial-banner">
      <Clock size={20} aria-hidden />
      <div>
        <p className="strong">
          Free beta trial: {days} {days === 1 ? 'day' : 'days'} left
        </p>
        <p className="small">Your first payment date is {formatDate(trialEnd, { month: 'long', day: 'numeric', year: 'numeric' })}.</p>
      </div>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.alert('Trial cancellation is not available yet. Please contact support to cancel your trial.')}>
        Cancel trial
      </button>
    </div>
  );
}

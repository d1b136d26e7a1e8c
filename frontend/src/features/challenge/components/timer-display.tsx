import { Clock, AlertTriangle } from 'lucide-react';
import { TIMER_WARNING_SECONDS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { formatClock } from '@/utils/format';

/** `note` says why the clock is not running (after a submit, before a resume). */
export function TimerDisplay({ remaining, note }: { remaining: number; note?: string | null }) {
  const warning = remaining <= TIMER_WARNING_SECONDS;
  return (
    <div className={cn('timer', warning && 'timer-warning')} data-testid="challenge-timer" role="timer" aria-live="off">
      <Clock size={18} aria-hidden />
      <span className="timer-label">Time Remaining</span>
      <span className="timer-value" data-testid="timer-value">{formatClock(remaining)}</span>
      {note && <span className="muted small" data-testid="timer-note">{note}</span>}
      {warning && (
        <span className="timer-note" role="alert">
          <AlertTriangle size={14} aria-hidden /> Less than 1 minute remaining
        </span>
      )}
    </div>
  );
}

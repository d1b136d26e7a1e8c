import { Clock, AlertTriangle } from 'lucide-react';
import { TIMER_WARNING_SECONDS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { formatClock } from '@/utils/format';

export function TimerDisplay({ remaining }: { remaining: number }) {
  const warning = remaining <= TIMER_WARNING_SECONDS;
  return (
    <div className={cn('timer', warning && 'timer-warning')} data-testid="challenge-timer" role="timer" aria-live="off">
      <Clock size={18} aria-hidden />
      <span className="timer-label">Time Remaining</span>
      <span className="timer-value" data-testid="timer-value">{formatClock(remaining)}</span>
      {warning && (
        <span className="timer-note" role="alert">
          <AlertTriangle size={14} aria-hidden /> Less than 1 minute remaining
        </span>
      )}
    </div>
  );
}

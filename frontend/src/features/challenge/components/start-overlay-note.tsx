import { formatClock } from '@/utils/format';
import type { DailyChallenge } from '../api/get-daily-challenge';

/**
 * What the locked editor says about the clock: fresh, it starts now; after a reload during an attempt,
 * the time left on the server's clock, live (`remaining` is the running countdown, so the note and the
 * timer never disagree); between attempts, what is left for the next.
 */
export function StartOverlayNote({ challenge, remaining }: { challenge: DailyChallenge; remaining: number | null }) {
  const left = remaining ?? challenge.time_remaining_seconds;
  if (challenge.attempt_in_progress && left != null) {
    return (
      <p className="small" data-testid="clock-note">
        Your attempt is still running: <strong>{formatClock(left)}</strong> left on the server's clock. It kept running while you were away.
      </p>
    );
  }
  if ((challenge.attempts_used ?? 0) > 0 && left != null) {
    return (
      <p className="small" data-testid="clock-note">
        <strong>{formatClock(left)}</strong> left on the clock. It runs again when you start attempt {(challenge.attempts_used ?? 0) + 1}.
      </p>
    );
  }
  return <p className="muted small">The timer starts now and runs across all your attempts.</p>;
}

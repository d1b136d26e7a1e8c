import type { AdminChallengeListItem } from '../api/types';

type Calibrated = Pick<AdminChallengeListItem, 'difficulty_rating' | 'calibrated_rating' | 'rating_deviation' | 'rating_provisional' | 'rating_drift_flag' | 'first_attempts'>;

/** Issue 15: the badge of a challenge whose calibrated rating drifted more than 200 from the author's. */
export function DriftBadge({ challenge: c }: { challenge: Partial<Calibrated> }) {
  if (!c.rating_drift_flag) return null;
  return (
    <span className="badge badge-drift" data-testid="drift-badge" title={`Learners rate it ${c.calibrated_rating}; the author said ${c.difficulty_rating}`}>
      Rating drift
    </span>
  );
}

/** The Glicko-2 rating learned from first attempts, beside the author's ("—" before anyone was assigned it). */
export function CalibratedRating({ challenge: c }: { challenge: Partial<Calibrated> }) {
  if (c.calibrated_rating == null) return <span className="muted" data-testid="calibrated-rating">not calibrated yet</span>;
  return (
    <span data-testid="calibrated-rating">
      calibrated {c.calibrated_rating} ± {Math.round(c.rating_deviation ?? 0)}
      {c.rating_provisional ? ' (provisional)' : ''} · {c.first_attempts ?? 0} first {c.first_attempts === 1 ? 'attempt' : 'attempts'}
    </span>
  );
}

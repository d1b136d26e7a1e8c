import { DEFAULT_CHALLENGE_SECONDS } from '@/config/constants';

/** Seconds left: estimated_time_minutes × 60 − previous_cumulative_time, never below 0 (300 s without an estimate). */
export function remainingAllowance(estimatedMinutes: number | null | undefined, previousCumulativeSeconds: number | null | undefined): number {
  const allowance = estimatedMinutes && estimatedMinutes > 0 ? estimatedMinutes * 60 : DEFAULT_CHALLENGE_SECONDS;
  return Math.max(0, Math.floor(allowance - (previousCumulativeSeconds ?? 0)));
}

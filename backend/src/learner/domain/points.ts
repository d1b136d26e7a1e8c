const attemptFactor = [1, 0.5, 0.25];

export const DEFAULT_ALLOWANCE_SECONDS = 300;

export function allowanceSeconds(estimatedMinutes: number | null): number {
  return estimatedMinutes !== null && estimatedMinutes > 0 ? Math.round(estimatedMinutes * 60) : DEFAULT_ALLOWANCE_SECONDS;
}

/** Points for a correct submission; `cumulativeSeconds` includes this attempt and is already capped at the allowance. */
export function pointsFor(rating: number, allowance: number, cumulativeSeconds: number, attemptNumber: number): number {
  const shareLeft = Math.max(0, allowance - cumulativeSeconds) / allowance;
  const timeFactor = 1 + 0.5 * shareLeft;
  return Math.round((rating / 10) * timeFactor * (attemptFactor[attemptNumber - 1] ?? 0));
}

const attemptFactor = [1, 0.5, 0.25];

export const DEFAULT_ALLOWANCE_SECONDS = 300;

export function allowanceSeconds(estimatedMinutes: number | null): number {
  return estimatedMinutes !== null && estimatedMinutes > 0 ? Math.round(estimatedMinutes * 60) : DEFAULT_ALLOWANCE_SECONDS;
}

/** Each revealed hint takes this share of a correct answer's points (issue 13: stated before revealing). */
export const HINT_POINTS_SHARE = 0.2;

/** What a correct answer keeps of its points after `hintsRevealed` hints: 1, 0.8, 0.6, 0.4, never below 0. */
export function hintPointsFactor(hintsRevealed: number): number {
  return Math.max(0, Math.round((1 - HINT_POINTS_SHARE * hintsRevealed) * 100) / 100);
}

/**
 * Points for a correct submission; `cumulativeSeconds` includes this attempt and is already capped at
 * the allowance. Hints revealed that day multiply the points by hintPointsFactor (ELO never).
 */
export function pointsFor(rating: number, allowance: number, cumulativeSeconds: number, attemptNumber: number, hintsRevealed = 0): number {
  const shareLeft = Math.max(0, allowance - cumulativeSeconds) / allowance;
  const timeFactor = 1 + 0.5 * shareLeft;
  return Math.round((rating / 10) * timeFactor * (attemptFactor[attemptNumber - 1] ?? 0) * hintPointsFactor(hintsRevealed));
}

import type { EloChangeReason } from './learner-events';

export const ELO_FLOOR = 100;
export const MAX_ATTEMPTS = 3;

export const expectedScore = (elo: number, rating: number): number => 1 / (1 + 10 ** ((rating - elo) / 400));

/** K for the learner's next resolution, given how many challenges they have already resolved. */
export const kFactor = (resolvedBefore: number): number => (resolvedBefore < 10 ? 40 : 20);

const penaltyShare: Record<Exclude<EloChangeReason, 'solved_first_attempt'>, number> = {
  solved_second_attempt: 0.5,
  solved_third_attempt: 0.75,
  failed_all_attempts: 1,
  abandoned: 1,
};

export function solvedReason(attemptNumber: number): EloChangeReason {
  if (attemptNumber === 1) return 'solved_first_attempt';
  return attemptNumber === 2 ? 'solved_second_attempt' : 'solved_third_attempt';
}

export interface EloUpdate {
  before: number;
  after: number;
  /** after − before: differs from the rule's delta only when the floor applies. */
  delta: number;
}

export function eloUpdate(reason: EloChangeReason, elo: number, rating: number, resolvedBefore: number): EloUpdate {
  const k = kFactor(resolvedBefore);
  const e = expectedScore(elo, rating);
  const ruleDelta =
    reason === 'solved_first_attempt' ? Math.max(1, Math.round(k * (1 - e))) : -Math.round(penaltyShare[reason] * k * e);
  // Never below the floor, but a penalty never raises an ELO already under it either.
  const after = ruleDelta < 0 ? Math.max(Math.min(elo, ELO_FLOOR), elo + ruleDelta) : elo + ruleDelta;
  return { before: elo, after, delta: after - elo };
}

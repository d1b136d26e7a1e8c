/** Difficulty tiers, status colours and validation states of the admin challenge screens (spec §4). */
import type { AdminChallengeListItem, ChallengeStatus } from '../api/types';

export type Tier = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';

/** Admin tiers by rating: below 1200 Beginner, below 1400 Intermediate, below 1600 Advanced, else Expert. */
export function ratingTier(rating: number): Tier {
  if (rating < 1200) return 'Beginner';
  if (rating < 1400) return 'Intermediate';
  if (rating < 1600) return 'Advanced';
  return 'Expert';
}

/** Badge class of a tier: Beginner green, Intermediate blue, Advanced purple, Expert red. */
export function tierClass(rating: number): string {
  return `difficulty-${ratingTier(rating).toLowerCase()}`;
}

/** 'active' is shown green, anything else grey. */
export function statusColour(status: string | null | undefined): 'green' | 'grey' {
  return status === 'active' ? 'green' : 'grey';
}

export type ValidationState =
  | { kind: 'validated'; at: string | null }
  | { kind: 'failed'; error: string }
  | { kind: 'none' };

export function validationState(c: { validated: boolean; validated_at: string | null; validation_error: string | null }): ValidationState {
  if (c.validated) return { kind: 'validated', at: c.validated_at };
  if (c.validation_error) return { kind: 'failed', error: c.validation_error };
  return { kind: 'none' };
}

/** The server's values (checked against the API's AdminChallenge schema). */
export const CHALLENGE_CATEGORIES = ['SELECT', 'JOIN', 'AGGREGATION', 'ANALYTICS', 'SUBQUERY', 'WINDOW_FUNCTION'] as const satisfies ReadonlyArray<
  NonNullable<AdminChallengeListItem['category']>
>;
export const CHALLENGE_STATUSES = ['active', 'draft', 'archived'] as const satisfies ReadonlyArray<ChallengeStatus>;

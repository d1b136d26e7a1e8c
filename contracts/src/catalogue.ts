/**
 * Published contract of the catalogue context, version 1: the audit events of `challenge-<id>`
 * streams, appended in the same transaction as the catalogue row they describe (the row is the truth
 * the API reads; the operator's event browser shows them). The `challenge_texts` read model folds the
 * title, hints and explanation of ChallengeCreated, ChallengeUpdated and ChallengeDeleted.
 */
/** The tiers by rating, lowest first. */
export const DIFFICULTY_CATEGORIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type DifficultyCategory = (typeof DIFFICULTY_CATEGORIES)[number];

/** Tiers by rating, as the admin list, the daily challenge and the history show them. */
export function difficultyCategory(rating: number): DifficultyCategory {
  if (rating < 1200) return 'beginner';
  if (rating < 1400) return 'intermediate';
  if (rating < 1600) return 'advanced';
  return 'expert';
}

export const challengeStream = (id: number) => `challenge-${id}`;

export interface ChallengeCreated {
  type: 'ChallengeCreated';
  /** The challenge's fields as the admin sent them. */
  data: { challengeId: number } & Record<string, unknown>;
}
export interface ChallengeUpdated {
  type: 'ChallengeUpdated';
  data: { challengeId: number; changes: Record<string, unknown>; invalidated: boolean };
}
export interface ChallengeArchived {
  type: 'ChallengeArchived';
  data: { challengeId: number };
}
export interface ChallengeUnarchived {
  type: 'ChallengeUnarchived';
  data: { challengeId: number };
}
export interface ChallengeDeleted {
  type: 'ChallengeDeleted';
  data: { challengeId: number; title: string };
}
export interface ChallengeValidated {
  type: 'ChallengeValidated';
  data: { challengeId: number; error: string | null };
}
export interface ChallengeValidationFailed {
  type: 'ChallengeValidationFailed';
  data: { challengeId: number; error: string | null };
}

/** An admin marked a surviving mutant equivalent to the reference (issue 32): left out of the score from then on. */
export interface ChallengeMutantMarkedEquivalent {
  type: 'ChallengeMutantMarkedEquivalent';
  data: { challengeId: number; sql: string; reason: string };
}

export type CatalogueEvent =
  | ChallengeCreated | ChallengeUpdated | ChallengeArchived | ChallengeUnarchived | ChallengeDeleted | ChallengeValidated | ChallengeValidationFailed
  | ChallengeMutantMarkedEquivalent;
export type CatalogueEventType = CatalogueEvent['type'];

export const CATALOGUE_EVENT_TYPES = [
  'ChallengeCreated',
  'ChallengeUpdated',
  'ChallengeArchived',
  'ChallengeUnarchived',
  'ChallengeDeleted',
  'ChallengeValidated',
  'ChallengeValidationFailed',
  'ChallengeMutantMarkedEquivalent',
] as const satisfies readonly CatalogueEventType[];

export const CATALOGUE_CONTRACT = { context: 'catalogue', version: 1.1, streamPrefix: 'challenge-', eventTypes: CATALOGUE_EVENT_TYPES } as const;

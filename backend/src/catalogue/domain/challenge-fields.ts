/** The catalogue's closed vocabularies (the spec's challenge categories and statuses). */
export const CHALLENGE_CATEGORIES = ['SELECT', 'JOIN', 'AGGREGATION', 'ANALYTICS', 'SUBQUERY', 'WINDOW_FUNCTION'] as const;
export const CHALLENGE_STATUSES = ['active', 'draft', 'archived'] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

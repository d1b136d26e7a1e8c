import type { ApiSchema } from '@/api/types';

export type AdminChallengeListItem = ApiSchema<'AdminChallengeListItem'>;
export type ChallengeStatus = AdminChallengeListItem['status'];

/** A mutant of the reference that the hidden datasets do not catch (it may be equivalent to the reference). */
export type SurvivingMutant = ApiSchema<'SurvivingMutant'>;

export type AdminChallenge = ApiSchema<'AdminChallenge'>;

export type AdminChallengePage = ApiSchema<'AdminChallengePage'>;

/** One concept of the taxonomy with its coverage (issue 14). */
export type ConceptCoverage = ApiSchema<'ConceptCoverage'>;
export type ConceptCoveragePage = ApiSchema<'ConceptCoveragePage'>;

/** The editable fields the create/edit dialog sends (spec §7): the create route's body. */
export type ChallengePayload = ApiSchema<'CreateChallengeDto'>;

/** What the validate endpoints add to the spec's answers (null when the analysis did not run). */
export type MutationNumbers = Partial<Pick<ApiSchema<'ChallengeValidation'>, 'mutation_score' | 'mutants_total' | 'mutants_surviving' | 'mutation_threshold'>>;

export type { RegradeChange, RegradeReport, RegradeRequest } from '@/api/admin/types';

export const ADMIN_CHALLENGES_KEY = ['admin', 'challenges'] as const;

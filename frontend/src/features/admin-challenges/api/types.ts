export type ChallengeStatus = 'active' | 'draft' | 'archived';

export type AdminChallengeListItem = {
  id: number;
  title: string;
  description: string;
  difficulty_rating: number;
  difficulty_category?: string | null;
  estimated_time_minutes?: number | null;
  category: string | null;
  status: ChallengeStatus | string;
  source_type?: string | null;
  tags?: string[] | null;
  total_attempts: number;
  success_rate: number;
  created_at: string;
  validated: boolean;
  validated_at: string | null;
  validation_error: string | null;
  /** killed / (killed + surviving) from the last validation; null until one measured it (issue 11). */
  mutation_score?: number | null;
  mutants_total?: number | null;
  /** A count: mutants no hidden dataset tells apart from the reference. */
  mutants_surviving?: number | null;
};

/** A mutant of the reference that the hidden datasets do not catch (it may be equivalent to the reference). */
export type SurvivingMutant = { kind: string; description: string; sql: string };

export type AdminChallenge = AdminChallengeListItem & {
  schema_setup: string | null;
  sample_data_description: string | null;
  expected_output: string | null;
  correct_solution: string | null;
  average_completion_time: number | null;
  updated_at: string | null;
  created_by: number | null;
  order_matters?: boolean | null;
  /** Author-written hidden datasets (admin-only): SQL scripts applied after schema_setup. */
  hidden_datasets?: string[];
  mutants_killed?: number | null;
  mutants_dropped?: number | null;
  surviving_mutants?: SurvivingMutant[];
  /** The score validation currently demands (MUTATION_SCORE_THRESHOLD). */
  mutation_threshold?: number;
};

export type AdminChallengePage = {
  challenges: AdminChallengeListItem[];
  page: number;
  total_pages: number;
  total_count: number;
  mutation_threshold?: number;
};

/** The editable fields the create/edit dialog sends (spec §7). */
export type ChallengePayload = {
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: string;
  status: string;
  schema_setup: string;
  sample_data_description: string;
  expected_output: string;
  correct_solution: string;
  tags?: string[];
  source_type?: string;
  hidden_datasets?: string[];
};

/** What the validate endpoints add to the spec's answers (null when the analysis did not run). */
export type MutationNumbers = {
  mutation_score?: number | null;
  mutants_total?: number | null;
  mutants_surviving?: number | null;
  mutation_threshold?: number;
};

export type { RegradeChange, RegradeReport, RegradeRequest } from '@/features/admin-shared/api/types';

export const ADMIN_CHALLENGES_KEY = ['admin', 'challenges'] as const;

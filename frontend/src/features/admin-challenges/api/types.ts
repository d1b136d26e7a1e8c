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
};

export type AdminChallenge = AdminChallengeListItem & {
  schema_setup: string | null;
  sample_data_description: string | null;
  expected_output: string | null;
  correct_solution: string | null;
  average_completion_time: number | null;
  updated_at: string | null;
  created_by: number | null;
  order_matters?: boolean | null;
};

export type AdminChallengePage = {
  challenges: AdminChallengeListItem[];
  page: number;
  total_pages: number;
  total_count: number;
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
};

export type { RegradeChange, RegradeReport, RegradeRequest } from '@/features/admin-shared/api/types';

export const ADMIN_CHALLENGES_KEY = ['admin', 'challenges'] as const;

export type AdminAttempt = {
  id: number;
  user_id: number;
  username: string | null;
  user_email: string | null;
  challenge_id: number;
  challenge_title: string | null;
  attempt_number: number | null;
  is_correct: boolean;
  points_earned: number | null;
  elo_change: number | null;
  elo_before: number | null;
  elo_after: number | null;
  execution_time_seconds: number | null;
  submitted_at: string | null;
};

export type { EloRecalculation, RegradeChange, RegradeReport, RegradeRequest } from '@/features/admin-shared/api/types';

export const ADMIN_ATTEMPTS_KEY = ['admin', 'attempts'] as const;

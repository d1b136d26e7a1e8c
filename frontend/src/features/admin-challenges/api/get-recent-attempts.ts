import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RecentAttempt = {
  id: number;
  user_id: number;
  username: string | null;
  challenge_id: number;
  attempt_number: number | null;
  is_correct: boolean;
  points_earned: number | null;
  elo_change: number | null;
  execution_time_seconds: number | null;
  submitted_at: string | null;
};

export const RECENT_ATTEMPTS_SHOWN = 5;

/** The newest attempts on one challenge (the attempts search, first page). */
export const getRecentAttempts = (challengeId: number) =>
  api.post<{ attempts: RecentAttempt[]; total_count: number }>('/admin/attempts/search', { challenge_id: challengeId, limit: RECENT_ATTEMPTS_SHOWN, offset: 0 });

export const recentAttemptsQueryOptions = (challengeId: number) =>
  queryOptions({
    queryKey: ['admin', 'attempts', 'recent', challengeId],
    queryFn: () => getRecentAttempts(challengeId),
    retry: false,
  });

export const useRecentAttempts = (challengeId: number) => useQuery(recentAttemptsQueryOptions(challengeId));

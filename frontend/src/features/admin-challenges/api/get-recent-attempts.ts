import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type RecentAttempt = ApiSchema<'AdminAttempt'>;

export const RECENT_ATTEMPTS_SHOWN = 5;

/** The newest attempts on one challenge (the attempts search, first page). */
export const getRecentAttempts = (challengeId: number): Promise<ApiSchema<'AttemptSearchResult'>> =>
  client.post('/admin/attempts/search', { challenge_id: challengeId, limit: RECENT_ATTEMPTS_SHOWN, offset: 0 });

export const recentAttemptsQueryOptions = (challengeId: number) =>
  queryOptions({
    queryKey: ['admin', 'attempts', 'recent', challengeId],
    queryFn: () => getRecentAttempts(challengeId),
    retry: false,
  });

export const useRecentAttempts = (challengeId: number) => useQuery(recentAttemptsQueryOptions(challengeId));

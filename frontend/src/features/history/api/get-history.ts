import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HistoryItem = {
  challenge_id: number;
  challenge_title: string;
  difficulty_category: string | null;
  category?: string | null;
  submitted_at: string | null;
  date: string;
  is_correct: boolean;
  total_attempts: number;
  elo_before: number | null;
  elo_after: number | null;
  final_elo_change: number | null;
  execution_time_seconds: number | null;
  points_earned: number | null;
};

export const getHistory = ({ limit, offset }: { limit: number; offset: number }) =>
  api.get<HistoryItem[]>(`/challenges/history?limit=${limit}&offset=${offset}`);

export const historyQueryOptions = (limit = 20, offset = 0) =>
  queryOptions({
    queryKey: ['history', { limit, offset }],
    queryFn: () => getHistory({ limit, offset }),
    placeholderData: keepPreviousData,
  });

export const useHistory = (limit = 20, offset = 0) => useQuery(historyQueryOptions(limit, offset));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LeaderboardType = 'global' | 'weekly';

export type LeaderboardEntry = {
  rank: number;
  user_id: number;
  username: string;
  first_name?: string | null;
  last_name?: string | null;
  current_elo_rating: number;
  is_current_user?: boolean;
  total_points_earned?: number;
  total_challenges_completed?: number;
  current_streak?: number;
  best_streak?: number;
  average_completion_time?: number | null;
  weekly_points?: number;
  weekly_completed?: number;
};

export type LeaderboardResponse = {
  leaderboard: LeaderboardEntry[];
  current_user_rank?: number | null;
  total_users: number;
  period?: string | null;
};

export const getLeaderboard = (type: LeaderboardType) => api.get<LeaderboardResponse>(`/leaderboard/${type}`);

export const leaderboardQueryOptions = (type: LeaderboardType) =>
  queryOptions({ queryKey: ['leaderboard', type], queryFn: () => getLeaderboard(type) });

export const useLeaderboard = (type: LeaderboardType) => useQuery(leaderboardQueryOptions(type));

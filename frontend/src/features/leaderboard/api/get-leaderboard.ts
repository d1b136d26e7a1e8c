import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type LeaderboardType = 'global' | 'weekly';

type GlobalBoard = ApiSchema<'GlobalLeaderboard'>;
type WeeklyBoard = ApiSchema<'WeeklyLeaderboard'>;

type GlobalEntry = GlobalBoard['leaderboard'][number];
type WeeklyEntry = WeeklyBoard['leaderboard'][number];

/** An entry of either board: the fields both boards send, plus (optionally) the global board's or the weekly board's own. */
export type LeaderboardEntry = Pick<GlobalEntry, keyof GlobalEntry & keyof WeeklyEntry> & Partial<GlobalEntry & WeeklyEntry>;

export type LeaderboardResponse = Omit<GlobalBoard, 'leaderboard'> & Partial<Pick<WeeklyBoard, 'week_start'>> & { leaderboard: LeaderboardEntry[] };

export const getLeaderboard = (type: LeaderboardType): Promise<LeaderboardResponse> =>
  type === 'global' ? client.get('/leaderboard/global') : client.get('/leaderboard/weekly');

export const leaderboardQueryOptions = (type: LeaderboardType) =>
  queryOptions({ queryKey: ['leaderboard', type], queryFn: () => getLeaderboard(type) });

export const useLeaderboard = (type: LeaderboardType) => useQuery(leaderboardQueryOptions(type));

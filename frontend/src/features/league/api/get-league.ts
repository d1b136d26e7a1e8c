import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type CurrentLeague = ApiSchema<'CurrentLeague'>;
export type LeagueTier = CurrentLeague['tier'];

/** Under ['league']: a submit invalidates it with the leaderboards. */
export const LEAGUE_QUERY_KEY = ['league', 'current'] as const;

export const leagueQueryOptions = () => queryOptions({ queryKey: LEAGUE_QUERY_KEY, queryFn: () => api.get<CurrentLeague>('/leagues/current') });

export const useCurrentLeague = () => useQuery(leagueQueryOptions());

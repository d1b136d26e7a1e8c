import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type CurrentLeague = ApiSchema<'CurrentLeague'>;
export type LeagueTier = CurrentLeague['tier'];

/** Under ['league']: a submit invalidates it with the leaderboards. */
export const LEAGUE_QUERY_KEY = ['league', 'current'] as const;

export const leagueQueryOptions = () => queryOptions({ queryKey: LEAGUE_QUERY_KEY, queryFn: (): Promise<CurrentLeague> => client.get('/leagues/current') });

export const useCurrentLeague = () => useQuery(leagueQueryOptions());

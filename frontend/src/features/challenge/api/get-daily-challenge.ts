import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

/** Today's challenge as the server's OpenAPI document types it (the day's clock, the pick's reason, the sample's expected output). */
export type DailyChallenge = ApiSchema<'DailyChallenge'>;

export const getDailyChallenge = (): Promise<DailyChallenge> => client.get('/challenges/daily');

export const dailyChallengeQueryOptions = () =>
  queryOptions({ queryKey: ['challenges', 'daily'], queryFn: getDailyChallenge, staleTime: 0, retry: false });

export const useDailyChallenge = () => useQuery(dailyChallengeQueryOptions());

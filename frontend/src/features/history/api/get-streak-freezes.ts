import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type StreakFreezes = ApiSchema<'StreakFreezes'>;

export const streakFreezesQueryOptions = () =>
  queryOptions({ queryKey: ['history', 'freezes'], queryFn: (): Promise<StreakFreezes> => client.get('/challenges/history/freezes') });

export const useStreakFreezes = () => useQuery(streakFreezesQueryOptions());

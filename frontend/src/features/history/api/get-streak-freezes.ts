import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type StreakFreezes = ApiSchema<'StreakFreezes'>;

export const streakFreezesQueryOptions = () =>
  queryOptions({ queryKey: ['history', 'freezes'], queryFn: () => api.get<StreakFreezes>('/challenges/history/freezes') });

export const useStreakFreezes = () => useQuery(streakFreezesQueryOptions());

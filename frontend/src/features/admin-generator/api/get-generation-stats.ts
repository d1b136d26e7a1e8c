import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { GENERATOR_KEY, type GenerationStats } from './types';

export const getGenerationStats = (): Promise<GenerationStats> => client.get('/admin/challenges/generation-stats');

export const generationStatsQueryOptions = () =>
  queryOptions({ queryKey: [...GENERATOR_KEY, 'stats'], queryFn: getGenerationStats, retry: false });

export const useGenerationStats = (enabled: boolean) => useQuery({ ...generationStatsQueryOptions(), enabled });

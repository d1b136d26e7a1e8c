import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';
import { ADMIN_CHALLENGES_KEY } from './types';

export type CatalogueCoverage = ApiSchema<'CatalogueCoverage'>;

/** GET /admin/challenges/coverage: challenges per rating band and the daily pick's depth per rating (issue 14). */
export const getCoverage = (): Promise<CatalogueCoverage> => client.get('/admin/challenges/coverage');

export const coverageQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_CHALLENGES_KEY, 'coverage'], queryFn: getCoverage, retry: false, staleTime: 30_000 });

export const useCoverage = () => useQuery(coverageQueryOptions());

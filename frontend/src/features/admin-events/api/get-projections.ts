import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { OPERATOR_KEY, type ProjectionStatus } from './types';

export const getProjections = (): Promise<ProjectionStatus[]> => client.get('/admin/projections');

export const projectionsQueryOptions = () =>
  queryOptions({ queryKey: [...OPERATOR_KEY, 'projections'], queryFn: getProjections, retry: false, refetchInterval: 5000 });

export const useProjections = () => useQuery(projectionsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export const getUserCount = (): Promise<ApiSchema<'UserCount'>> => client.get('/admin/stats/user-count', { auth: false });

export const userCountQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'user-count'], queryFn: getUserCount, retry: false, staleTime: 5 * 60_000 });

export const useUserCount = () => useQuery(userCountQueryOptions());

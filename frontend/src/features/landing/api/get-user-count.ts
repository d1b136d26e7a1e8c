import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getUserCount = () => api.get<{ total_users: number }>('/admin/stats/user-count', { auth: false });

export const userCountQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'user-count'], queryFn: getUserCount, retry: false, staleTime: 5 * 60_000 });

export const useUserCount = () => useQuery(userCountQueryOptions());

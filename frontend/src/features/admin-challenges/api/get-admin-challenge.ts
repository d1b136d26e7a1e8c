import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallenge } from './types';

export const getAdminChallenge = (id: number) => api.get<AdminChallenge>(`/admin/challenges/${id}`);

export const adminChallengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_CHALLENGES_KEY, 'detail', id],
    queryFn: () => getAdminChallenge(id),
    retry: false,
  });

export const useAdminChallenge = (id: number, enabled = true) => useQuery({ ...adminChallengeQueryOptions(id), enabled });

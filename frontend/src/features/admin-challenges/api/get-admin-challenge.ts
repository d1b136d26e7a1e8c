import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallenge } from './types';

export const getAdminChallenge = (id: number): Promise<AdminChallenge> => client.get('/admin/challenges/{id}', { params: { id } });

export const adminChallengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_CHALLENGES_KEY, 'detail', id],
    queryFn: () => getAdminChallenge(id),
    retry: false,
  });

export const useAdminChallenge = (id: number, enabled = true) => useQuery({ ...adminChallengeQueryOptions(id), enabled });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallengePage } from './types';

export const ADMIN_LIST_PAGE_SIZE = 20;

export const getAdminChallenges = (page: number) =>
  api.get<AdminChallengePage>(`/admin/challenges/list?page=${page}&limit=${ADMIN_LIST_PAGE_SIZE}`);

export const adminChallengesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_CHALLENGES_KEY, 'list', page],
    queryFn: () => getAdminChallenges(page),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminChallenges = (page: number) => useQuery(adminChallengesQueryOptions(page));

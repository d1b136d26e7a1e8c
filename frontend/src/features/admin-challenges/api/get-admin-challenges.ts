import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallengePage } from './types';

export const ADMIN_LIST_PAGE_SIZE = 20;

/** A page of the list; `concept` (a taxonomy slug, issue 14) keeps the challenges carrying it. */
export const getAdminChallenges = (page: number, concept = ''): Promise<AdminChallengePage> =>
  client.get('/admin/challenges/list', { query: { page, limit: ADMIN_LIST_PAGE_SIZE, concept: concept || undefined } });

export const adminChallengesQueryOptions = (page: number, concept = '') =>
  queryOptions({
    queryKey: [...ADMIN_CHALLENGES_KEY, 'list', page, concept],
    queryFn: () => getAdminChallenges(page, concept),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminChallenges = (page: number, concept = '') => useQuery(adminChallengesQueryOptions(page, concept));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { AttemptSearchRequest } from '../utils/filters';
import { ADMIN_ATTEMPTS_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export type AttemptSearchResult = ApiSchema<'AttemptSearchResult'>;

export const searchAttempts = (request: AttemptSearchRequest): Promise<AttemptSearchResult> => client.post('/admin/attempts/search', request);

export const searchAttemptsQueryOptions = (request: AttemptSearchRequest) =>
  queryOptions({
    queryKey: [...ADMIN_ATTEMPTS_KEY, 'search', request],
    queryFn: () => searchAttempts(request),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSearchAttempts = (request: AttemptSearchRequest) => useQuery(searchAttemptsQueryOptions(request));

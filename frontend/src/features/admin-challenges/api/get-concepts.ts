import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type ConceptCoveragePage } from './types';

/** GET /admin/challenges/concepts: the concept taxonomy with per-concept counts (issue 14). */
export const getConcepts = (): Promise<ConceptCoveragePage> => client.get('/admin/challenges/concepts');

/** Under the challenges key, so a save or validation (which invalidates it) refreshes the counts too. */
export const conceptsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_CHALLENGES_KEY, 'concepts'],
    queryFn: getConcepts,
    retry: false,
    staleTime: 30_000,
  });

export const useConcepts = () => useQuery(conceptsQueryOptions());

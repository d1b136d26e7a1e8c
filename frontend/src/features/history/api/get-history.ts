import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type HistoryItem = ApiSchema<'HistoryItem'>;

export const getHistory = ({ limit, offset }: { limit: number; offset: number }) =>
  client.get('/challenges/history', { query: { limit, offset } });

export const historyQueryOptions = (limit = 20, offset = 0) =>
  queryOptions({
    queryKey: ['history', { limit, offset }],
    queryFn: () => getHistory({ limit, offset }),
    placeholderData: keepPreviousData,
  });

export const useHistory = (limit = 20, offset = 0) => useQuery(historyQueryOptions(limit, offset));

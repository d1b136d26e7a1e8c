import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { OPERATOR_KEY, type StreamPage } from './types';

export const STREAMS_PAGE_SIZE = 25;

export const getStreams = ({ prefix, offset, limit = STREAMS_PAGE_SIZE }: { prefix: string; offset: number; limit?: number }): Promise<StreamPage> =>
  client.get('/admin/events/streams', { query: { limit, offset, prefix: prefix || undefined } });

export const streamsQueryOptions = (prefix: string, offset: number) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, 'streams', prefix, offset],
    queryFn: () => getStreams({ prefix, offset }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useStreams = (prefix: string, offset: number) => useQuery(streamsQueryOptions(prefix, offset));

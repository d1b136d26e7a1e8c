import { useInfiniteQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { OPERATOR_KEY, type StreamEvents } from './types';

export const STREAM_PAGE_SIZE = 50;

export const getStream = (streamId: string, from: number, limit = STREAM_PAGE_SIZE): Promise<StreamEvents> =>
  client.get('/admin/events/streams/{streamId}', { params: { streamId }, query: { from, limit } });

/** One stream read page by page from version 0 ('Load more' follows next_from). */
export const useStream = (streamId: string | null) =>
  useInfiniteQuery({
    queryKey: [...OPERATOR_KEY, 'stream', streamId],
    queryFn: ({ pageParam }) => getStream(streamId ?? '', pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_from ?? undefined,
    enabled: Boolean(streamId),
    retry: false,
  });

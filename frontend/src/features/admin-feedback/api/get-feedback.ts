import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_FEEDBACK_KEY, type AdminFeedback } from './types';

/** GET /admin/feedback, with ?status_filter= only when a status is chosen. */
export const getFeedback = (status: string) =>
  api.get<AdminFeedback[]>(`/admin/feedback${status ? `?status_filter=${encodeURIComponent(status)}` : ''}`);

export const feedbackQueryOptions = (status: string) =>
  queryOptions({
    queryKey: [...ADMIN_FEEDBACK_KEY, status],
    queryFn: () => getFeedback(status),
    retry: false,
  });

export const useFeedback = (status: string) => useQuery(feedbackQueryOptions(status));

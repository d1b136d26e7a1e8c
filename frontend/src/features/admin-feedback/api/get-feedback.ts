import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_FEEDBACK_KEY, type AdminFeedback, type FeedbackStatus } from './types';

/** GET /admin/feedback, with ?status_filter= only when a status is chosen. */
export const getFeedback = (status: FeedbackStatus | ''): Promise<AdminFeedback[]> =>
  client.get('/admin/feedback', { query: { status_filter: status || undefined } });

export const feedbackQueryOptions = (status: FeedbackStatus | '') =>
  queryOptions({
    queryKey: [...ADMIN_FEEDBACK_KEY, status],
    queryFn: () => getFeedback(status),
    retry: false,
  });

export const useFeedback = (status: FeedbackStatus | '') => useQuery(feedbackQueryOptions(status));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { OPERATOR_KEY, type RatingChange } from './types';

export const getRatingHistory = (userId: number): Promise<RatingChange[]> => client.get('/admin/users/{id}/rating-history', { params: { id: userId } });

export const ratingHistoryQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...OPERATOR_KEY, 'rating-history', userId], queryFn: () => getRatingHistory(userId), retry: false });

export const useRatingHistory = (userId: number | null) => useQuery({ ...ratingHistoryQueryOptions(userId ?? 0), enabled: userId !== null });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_FEEDBACK_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export const deleteFeedback = (id: number): Promise<ApiSchema<'FeedbackDeletion'>> => client.delete('/admin/feedback/{id}', { params: { id } });

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_KEY }),
  });
}

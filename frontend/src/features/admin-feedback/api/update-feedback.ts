import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_FEEDBACK_KEY, type AdminFeedback, type FeedbackStatus } from './types';

/** Sets the status and saves the notes at the same time (null when empty). */
export const updateFeedback = ({ id, status, adminNotes }: { id: number; status: FeedbackStatus; adminNotes: string }): Promise<AdminFeedback> =>
  client.patch('/admin/feedback/{id}', { status, admin_notes: adminNotes.trim() ? adminNotes : null }, { params: { id } });

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { afterAttemptsDeleted } from './drop-deleted';
import type { ApiSchema } from '@/api/types';

export type DeleteAttemptResult = ApiSchema<'AttemptDeletion'>;

export const deleteAttempt = (id: number): Promise<DeleteAttemptResult> => client.delete('/admin/attempts/{id}', { params: { id } });

/** The server recalculates ELO; the list and the current user are refreshed afterwards (spec §4). */
export function useDeleteAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttempt,
    onSuccess: (_result, id) => afterAttemptsDeleted(queryClient, [id]),
  });
}

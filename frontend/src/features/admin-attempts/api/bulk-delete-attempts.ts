import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { afterAttemptsDeleted } from './drop-deleted';
import type { ApiSchema } from '@/api/types';

export type BulkDeleteResult = ApiSchema<'BulkAttemptDeletion'>;

/** The body is a plain list of attempt ids. */
export const bulkDeleteAttempts = (ids: number[]): Promise<BulkDeleteResult> => client.post('/admin/attempts/bulk-delete', ids);

export function useBulkDeleteAttempts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteAttempts,
    onSuccess: (_result, ids) => afterAttemptsDeleted(queryClient, ids),
  });
}

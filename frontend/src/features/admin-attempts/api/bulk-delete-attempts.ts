import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterAttemptsDeleted } from './drop-deleted';
import type { EloRecalculation } from './types';

export type BulkDeleteResult = {
  deleted?: number;
  elo_recalculations?: Record<string, EloRecalculation>;
  affected_users?: number[];
};

/** The body is a plain list of attempt ids. */
export const bulkDeleteAttempts = (ids: number[]) => api.post<BulkDeleteResult>('/admin/attempts/bulk-delete', ids);

export function useBulkDeleteAttempts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteAttempts,
    onSuccess: (_result, ids) => afterAttemptsDeleted(queryClient, ids),
  });
}

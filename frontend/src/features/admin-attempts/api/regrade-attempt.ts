import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { afterRegrade } from '@/api/admin/after-regrade';
import type { RegradeReport, RegradeRequest } from './types';

export type RegradeAttemptVariables = RegradeRequest & { id: number };

/** Re-grades one attempt against its challenge as it stands now; 409 while the learner's day is still in play. */
export const regradeAttempt = ({ id, ...body }: RegradeAttemptVariables): Promise<RegradeReport> =>
  client.post('/admin/attempts/{id}/regrade', body, { params: { id } });

/** An applied re-grade (not a dry run) refreshes the attempt lists, the challenge stats and the current user. */
export function useRegradeAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regradeAttempt,
    onSuccess: (report) => afterRegrade(queryClient, report),
  });
}

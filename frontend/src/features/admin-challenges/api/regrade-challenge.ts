import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { afterRegrade } from '@/api/admin/after-regrade';
import type { RegradeReport, RegradeRequest } from './types';

export type RegradeChallengeVariables = RegradeRequest & { id: number };

/** Re-grades every attempt on a challenge, e.g. after fixing its reference solution; days still in play come back in `still_open`. */
export const regradeChallenge = ({ id, ...body }: RegradeChallengeVariables): Promise<RegradeReport> =>
  client.post('/admin/challenges/{id}/regrade', body, { params: { id } });

/** An applied re-grade (not a dry run) refreshes the attempt lists, the challenge stats and the current user. */
export function useRegradeChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regradeChallenge,
    onSuccess: (report) => afterRegrade(queryClient, report),
  });
}

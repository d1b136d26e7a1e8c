import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY } from './types';
import type { ValidateResult } from './validate-challenge';

/** Marks a surviving mutant equivalent to the reference, with why; the challenge is validated again. */
export const markMutantEquivalent = ({ id, sql, reason }: { id: number; sql: string; reason: string }): Promise<ValidateResult> =>
  client.post('/admin/challenges/{id}/equivalent-mutants', { sql, reason }, { params: { id } });

export function useMarkMutantEquivalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMutantEquivalent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

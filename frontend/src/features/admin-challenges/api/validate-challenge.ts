import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type MutationNumbers } from './types';

export type ValidateResult = { success: boolean; validated: boolean; validated_at: string | null; error: string | null } & MutationNumbers;

export const validateChallenge = (id: number) => api.post<ValidateResult>(`/admin/challenges/${id}/validate`);

export function useValidateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

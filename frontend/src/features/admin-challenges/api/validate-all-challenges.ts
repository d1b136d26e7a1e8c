import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY } from './types';

export type ValidateAllResult = { passed: number; failed: number; total: number };

export const validateAllChallenges = () => api.post<ValidateAllResult>('/admin/challenges/validate-all');

export function useValidateAllChallenges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateAllChallenges,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

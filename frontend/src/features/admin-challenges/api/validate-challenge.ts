import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export type ValidateResult = ApiSchema<'ChallengeValidation'>;

export const validateChallenge = (id: number): Promise<ValidateResult> => client.post('/admin/challenges/{id}/validate', undefined, { params: { id } });

export function useValidateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

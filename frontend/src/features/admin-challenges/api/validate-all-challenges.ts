import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export type ValidateAllItem = ValidateAllResult['results'][number];

/** The spec's counts, plus the mean mutation score (over challenges that have one), summed mutant counts and one entry per challenge. */
export type ValidateAllResult = ApiSchema<'ValidateAllResult'>;

export const validateAllChallenges = (): Promise<ValidateAllResult> => client.post('/admin/challenges/validate-all', undefined);

export function useValidateAllChallenges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateAllChallenges,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export type DeleteChallengeResult = ApiSchema<'ChallengeRemoval'>;

/** Archives a challenge with attempts, deletes one without. */
export const deleteChallenge = (id: number): Promise<DeleteChallengeResult> => client.delete('/admin/challenges/{id}', { params: { id } });

export function useDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

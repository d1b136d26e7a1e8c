import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallenge, type ChallengePayload } from './types';

/** POST /admin/challenges (create) or PUT /admin/challenges/{id} with the id in the body (edit). */
export const saveChallenge = ({ id, payload }: { id?: number; payload: ChallengePayload }): Promise<AdminChallenge> =>
  id === undefined
    ? client.post('/admin/challenges', payload)
    : client.put('/admin/challenges/{id}', { id, ...payload }, { params: { id } });

/** The list and the detail are re-fetched afterwards. */
export function useSaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

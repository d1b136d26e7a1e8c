import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallenge, type ChallengePayload } from './types';

/** POST /admin/challenges (create) or PUT /admin/challenges/{id} with the id in the body (edit). */
export const saveChallenge = ({ id, payload }: { id?: number; payload: ChallengePayload }) =>
  id === undefined
    ? api.post<AdminChallenge>('/admin/challenges', payload)
    : api.put<AdminChallenge>(`/admin/challenges/${id}`, { id, ...payload });

/** The list and the detail are re-fetched afterwards. */
export function useSaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY } from './types';

export const unarchiveChallenge = (id: number) => api.put<unknown>(`/admin/challenges/${id}/unarchive`);

export function useUnarchiveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

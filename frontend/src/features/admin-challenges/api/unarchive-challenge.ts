import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { ADMIN_CHALLENGES_KEY, type AdminChallenge } from './types';

export const unarchiveChallenge = (id: number): Promise<AdminChallenge> => client.put('/admin/challenges/{id}/unarchive', undefined, { params: { id } });

export function useUnarchiveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHALLENGES_KEY }),
  });
}

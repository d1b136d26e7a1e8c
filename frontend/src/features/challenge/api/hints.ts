import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type HintsStatus = ApiSchema<'HintsStatus'>;
export type RevealedHint = ApiSchema<'RevealedHint'>;

const hintsKey = (challengeId: number) => ['challenges', challengeId, 'hints'] as const;

export const getHints = (challengeId: number): Promise<HintsStatus> => client.get('/challenges/{id}/hints', { params: { id: challengeId } });
export const revealHint = (challengeId: number): Promise<RevealedHint> => client.post('/challenges/{id}/hints', undefined, { params: { id: challengeId } });

export const useHints = (challengeId: number) => useQuery({ queryKey: hintsKey(challengeId), queryFn: () => getHints(challengeId), retry: false });

/** Reveals the next hint and refreshes the panel's status (revealed list, factor, cost of the next). */
export function useRevealHint(challengeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealHint(challengeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hintsKey(challengeId) }),
  });
}

/** After a submit the day may be resolved: the panel stops offering hints. */
export const refreshHints = (queryClient: ReturnType<typeof useQueryClient>, challengeId: number) =>
  queryClient.invalidateQueries({ queryKey: hintsKey(challengeId) });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { GENERATOR_KEY, type GeneratedChallenge } from './types';
import type { ApiSchema } from '@/api/types';

export const saveGeneratedChallenges = (challenges: GeneratedChallenge[]): Promise<ApiSchema<'SavedChallenges'>> =>
  client.post('/admin/challenges/save-challenges', challenges);

/** Saving refreshes the generation stats and the catalogue. */
export function useSaveGeneratedChallenges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeneratedChallenges,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: GENERATOR_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'challenges'] });
    },
  });
}

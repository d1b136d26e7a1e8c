import { useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

/** A resolved day as GET /practice/{id} gives it: the reference, the explanation and the learner's last query. */
export type FinishedDay = ApiSchema<'PracticeChallenge'>;

export const getFinishedDay = (challengeId: number): Promise<FinishedDay> => client.get('/practice/{id}', { params: { id: challengeId } });

// Keyed under 'practice' so a practice run's invalidations refresh it too.
export const useFinishedDay = (challengeId: number | null) =>
  useQuery({
    queryKey: ['practice', 'challenge', challengeId],
    queryFn: () => getFinishedDay(challengeId!),
    enabled: challengeId !== null,
    retry: false,
  });

import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type StartResponse = ApiSchema<'StartResult'>;

export const startChallenge = (challengeId: number): Promise<StartResponse> => client.post('/challenges/start/{id}', undefined, { params: { id: challengeId } });

export const useStartChallenge = () => useMutation({ mutationFn: startChallenge });

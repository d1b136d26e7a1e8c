import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type StartResponse = ApiSchema<'StartResult'>;

export const startChallenge = (challengeId: number) => api.post<StartResponse>(`/challenges/start/${challengeId}`);

export const useStartChallenge = () => useMutation({ mutationFn: startChallenge });

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StartResponse = { previous_cumulative_time?: number | null };

export const startChallenge = (challengeId: number) => api.post<StartResponse>(`/challenges/start/${challengeId}`);

export const useStartChallenge = () => useMutation({ mutationFn: startChallenge });

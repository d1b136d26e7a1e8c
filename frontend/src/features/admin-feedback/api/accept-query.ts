import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type ValidationAnswer = ApiSchema<'ChallengeValidation'>;

/** A reported query becomes one of the challenge's accepted readings; the challenge is validated again. */
export const acceptQuery = ({ challengeId, sql }: { challengeId: number; sql: string }) =>
  api.post<ValidationAnswer>(`/admin/challenges/${challengeId}/accepts`, { sql });

export function useAcceptQuery() {
  return useMutation({ mutationFn: acceptQuery });
}

import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type ValidationAnswer = ApiSchema<'ChallengeValidation'>;

/** A reported query becomes one of the challenge's accepted readings; the challenge is validated again. */
export const acceptQuery = ({ challengeId, sql }: { challengeId: number; sql: string }): Promise<ValidationAnswer> =>
  client.post('/admin/challenges/{id}/accepts', { sql }, { params: { id: challengeId } });

export function useAcceptQuery() {
  return useMutation({ mutationFn: acceptQuery });
}

import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type VerdictReport = ApiSchema<'VerdictReport'>;

/** "Report this verdict": a rejected attempt goes to the admins' review queue (once per attempt). */
export const reportVerdict = ({ challengeId, attemptId, message }: { challengeId: number; attemptId: number; message: string }): Promise<VerdictReport> =>
  client.post('/challenges/{id}/verdict-report', { attempt_id: attemptId, ...(message.trim() ? { message: message.trim() } : {}) }, { params: { id: challengeId } });

export function useReportVerdict() {
  return useMutation({ mutationFn: reportVerdict });
}

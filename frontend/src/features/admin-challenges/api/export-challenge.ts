import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type ChallengeExport = ApiSchema<'ChallengeExport'>;

/** GET /admin/challenges/{id}/export: the challenge as a content file (issue 14). */
export const exportChallenge = (id: number): Promise<ChallengeExport> => client.get('/admin/challenges/{id}/export', { params: { id } });

export const useExportChallenge = () => useMutation({ mutationFn: exportChallenge });

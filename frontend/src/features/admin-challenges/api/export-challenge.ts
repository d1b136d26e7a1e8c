import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type ChallengeExport = ApiSchema<'ChallengeExport'>;

/** GET /admin/challenges/{id}/export: the challenge as a content file (issue 14). */
export const exportChallenge = (id: number) => api.get<ChallengeExport>(`/admin/challenges/${id}/export`);

export const useExportChallenge = () => useMutation({ mutationFn: exportChallenge });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPERATOR_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export type RebuildResult = ApiSchema<'ProjectionRebuild'>;

export const rebuildProjection = (name: string) => api.post<RebuildResult>(`/admin/projections/${encodeURIComponent(name)}/rebuild`);

export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...OPERATOR_KEY, 'projections'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPERATOR_KEY } from './types';

export type RebuildResult = { name: string; version: number; events: number; seconds: number; position: string };

export const rebuildProjection = (name: string) => api.post<RebuildResult>(`/admin/projections/${encodeURIComponent(name)}/rebuild`);

export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...OPERATOR_KEY, 'projections'] }),
  });
}

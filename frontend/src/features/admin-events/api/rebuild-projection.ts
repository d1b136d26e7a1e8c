import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { OPERATOR_KEY } from './types';
import type { ApiSchema } from '@/api/types';

export type RebuildResult = ApiSchema<'ProjectionRebuild'>;

export const rebuildProjection = (name: string): Promise<RebuildResult> => client.post('/admin/projections/{name}/rebuild', undefined, { params: { name } });

export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...OPERATOR_KEY, 'projections'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import type { ApiSchema } from '@/api/types';

export type SubmitResult = ApiSchema<'SubmitResult'>;

const READ_MODEL_LAG_MS = [1_500, 4_000];

export const submitChallenge = ({ challengeId, sql }: { challengeId: number; sql: string }) =>
  api.post<SubmitResult>(`/challenges/${challengeId}/submit`, { sql_solution: sql });

/** The current user is refreshed after each submit (spec §4), and history/leaderboards go stale. */
export function useSubmitChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitChallenge,
    onSettled: () => {
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ['history'] });
        void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
        void queryClient.invalidateQueries({ queryKey: ['league'] });
      };
      refresh();
      // Stats, history and leaderboards are read models that follow the submit within a second or two.
      READ_MODEL_LAG_MS.forEach((ms) => window.setTimeout(refresh, ms));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import type { ApiSchema } from '@/api/types';

export type SubmitResult = ApiSchema<'SubmitResult'>;

export const submitChallenge = ({ challengeId, sql }: { challengeId: number; sql: string }): Promise<SubmitResult> =>
  client.post('/challenges/{id}/submit', { sql_solution: sql }, { params: { id: challengeId } });

/** The current user is refreshed after each submit (spec §4), and history/leaderboards go stale. */
export function useSubmitChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitChallenge,
    // The answer comes once the learner read models show the submit (the server waits for them): one refresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
      void queryClient.invalidateQueries({ queryKey: ['league'] });
    },
  });
}

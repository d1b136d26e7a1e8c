import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import type { RegradeReport } from './types';

const ATTEMPTS_KEY = ['admin', 'attempts'] as const;
const CHALLENGES_KEY = ['admin', 'challenges'] as const;

/** Re-read after these delays: the attempt searches and totals come from projections that catch up a moment later. */
export const REGRADE_REFRESH_DELAYS_MS = [1000, 3000];

type CachedAttempts = { attempts: Array<{ id: number; is_correct: boolean }> };

/**
 * After an applied re-grade (never a dry run): show the new verdicts in every cached attempts list at once,
 * then refresh the searches, the challenge stats and the current user, and re-read shortly after.
 */
export function afterRegrade(queryClient: QueryClient, report: RegradeReport): void {
  if (report.dry_run) return;
  const verdicts = new Map(report.changed.map((c) => [c.attempt_id, c.now_correct]));
  if (verdicts.size > 0) {
    queryClient.setQueriesData<CachedAttempts>({ queryKey: ATTEMPTS_KEY }, (old) => {
      if (!old || !Array.isArray(old.attempts)) return old;
      return { ...old, attempts: old.attempts.map((a) => (verdicts.has(a.id) ? { ...a, is_correct: verdicts.get(a.id) as boolean } : a)) };
    });
  }
  void queryClient.invalidateQueries({ queryKey: ATTEMPTS_KEY, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  for (const delay of REGRADE_REFRESH_DELAYS_MS) {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ATTEMPTS_KEY });
      void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }, delay);
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import type { AttemptSearchResult } from './search-attempts';
import { ADMIN_ATTEMPTS_KEY } from './types';

/** Re-read after these delays: the search and the user's totals come from projections that catch up a moment after the delete. */
export const REFRESH_DELAYS_MS = [1000, 3000];

/**
 * After a deletion: drop the attempts from every cached search page at once (the read model may
 * still list them for a moment), refresh the current user, and re-read the searches shortly after.
 */
export function afterAttemptsDeleted(queryClient: QueryClient, ids: number[]): void {
  const gone = new Set(ids);
  queryClient.setQueriesData<AttemptSearchResult>({ queryKey: [...ADMIN_ATTEMPTS_KEY, 'search'] }, (old) => {
    if (!old) return old;
    const attempts = old.attempts.filter((a) => !gone.has(a.id));
    return { attempts, total_count: Math.max(0, old.total_count - (old.attempts.length - attempts.length)) };
  });
  void queryClient.invalidateQueries({ queryKey: ADMIN_ATTEMPTS_KEY, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'challenges'] });
  for (const delay of REFRESH_DELAYS_MS) {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_ATTEMPTS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }, delay);
  }
}

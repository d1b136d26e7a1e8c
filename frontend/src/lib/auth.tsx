import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError, tokenStorage } from './api-client';
import { USER_QUERY_KEY } from './query-keys';
import { track } from './analytics';
import { clearDrafts } from './drafts';

const nullishNumber = z.nullish(z.number());
const nullishString = z.nullish(z.string());
const nullishBoolean = z.nullish(z.boolean());

const rawUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: nullishString,
  first_name: nullishString,
  last_name: nullishString,
  is_admin: nullishBoolean,
  is_beta_user: nullishBoolean,
  is_owner: nullishBoolean,
  has_lifetime_access: nullishBoolean,
  current_elo_rating: nullishNumber,
  total_points_earned: nullishNumber,
  current_streak: nullishNumber,
  best_streak: nullishNumber,
  total_challenges_completed: nullishNumber,
  streak_freezes: nullishNumber,
  trial_end: nullishString,
  timezone: nullishString,
  created_at: nullishString,
  today_challenge: z.nullish(z.object({ date: z.string(), challenge_id: z.number(), status: z.string() })),
});

export type User = {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  is_beta_user: boolean;
  is_owner: boolean;
  has_lifetime_access: boolean;
  current_elo_rating: number;
  total_points_earned: number;
  current_streak: number;
  best_streak: number;
  total_challenges_completed: number;
  /** Streak freezes held (0–2). */
  streak_freezes: number;
  trial_end: string | null;
  /** The learner's IANA zone (their days, and the trial's, are counted in it). */
  timezone: string;
  created_at: string | null;
  /** Today's challenge in the learner's own calendar; null before the first visit of the day. */
  today_challenge: { date: string; challenge_id: number; status: string } | null;
};

export function parseUser(data: unknown): User {
  const u = rawUserSchema.parse(data);
  return {
    id: u.id,
    email: u.email,
    username: u.username ?? '',
    first_name: u.first_name ?? null,
    last_name: u.last_name ?? null,
    is_admin: Boolean(u.is_admin),
    is_beta_user: Boolean(u.is_beta_user),
    is_owner: Boolean(u.is_owner),
    has_lifetime_access: Boolean(u.has_lifetime_access),
    current_elo_rating: u.current_elo_rating ?? 0,
    total_points_earned: u.total_points_earned ?? 0,
    current_streak: u.current_streak ?? 0,
    best_streak: u.best_streak ?? 0,
    total_challenges_completed: u.total_challenges_completed ?? 0,
    streak_freezes: u.streak_freezes ?? 0,
    trial_end: u.trial_end ?? null,
    timezone: u.timezone ?? 'UTC',
    created_at: u.created_at ?? null,
    today_challenge: u.today_challenge ?? null,
  };
}

export async function getUser(): Promise<User> {
  return parseUser(await api.get('/users/me'));
}

/** The server turned the token down (401; the API client already dropped it) or refused the request outright (4xx). */
export function isAuthRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Resolves to null without a token. A failed fetch removes the token (spec §4) only when the server answered
 * it with a refusal: a request that never got an answer (the page reloading mid-request aborts it, the network
 * dropped) or a server error keeps the token and is retried, so a reload never signs the learner out.
 */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: async (): Promise<User | null> => {
      if (!tokenStorage.get()) return null;
      try {
        return await getUser();
      } catch (error) {
        if (isAuthRefusal(error)) tokenStorage.clear();
        throw error;
      }
    },
    retry: (count, error) => !isAuthRefusal(error) && count < 4,
    retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4_000),
    staleTime: 60_000,
  });

export const useUser = () => useQuery(userQueryOptions());

export function displayName(user: Pick<User, 'first_name' | 'username'>): string {
  return user.first_name?.trim() || user.username;
}

/** Set while signing out, so the guard sends the leaving user to plain /login rather than '/login?redirectTo=…'. */
let signingOut = false;

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    track('user_logged_out');
    signingOut = true;
    tokenStorage.clear();
    clearDrafts();
    queryClient.setQueryData(USER_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    navigate(paths.auth.login.getHref(), { replace: true });
  };
}

export function FullPageSpinner() {
  return (
    <div className="full-page-center">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

/** The current user could not be loaded for a reason other than the server refusing the token (network, 5xx). */
function UserUnreachable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="full-page-center">
      <div className="card narrow center status-view" role="alert" data-testid="user-unreachable">
        <h1>Can&apos;t reach SQL Daily</h1>
        <p className="muted">Your account could not be loaded. You are still signed in: check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>{retrying ? 'Retrying...' : 'Try Again'}</button>
      </div>
    </div>
  );
}

/** Signed-in guard: spinner while the user loads, else /login remembering where the visitor was. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = tokenStorage.get();
  const refused = user.isError && isAuthRefusal(user.error);

  useEffect(() => {
    if (refused) queryClient.setQueryData(USER_QUERY_KEY, null);
  }, [refused, queryClient]);
  useEffect(() => {
    if (user.data) signingOut = false;
  }, [user.data]);

  if (token && user.isPending) return <FullPageSpinner />;
  if (token && user.isError && !refused && !user.data) return <UserUnreachable onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  if (!token || !user.data) {
    return <Navigate to={signingOut ? paths.auth.login.getHref() : paths.auth.login.getHref(location.pathname + location.search)} replace />;
  }
  return children;
}

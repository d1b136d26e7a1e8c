import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import type { ApiSchema } from '@/api/types';
import { ApiError, client, tokenStorage } from './api-client';
import { USER_QUERY_KEY } from './query-keys';
import { track } from './analytics';
import { clearDrafts } from './drafts';

/** The signed-in user (GET /users/me) as the server's OpenAPI document types it. */
export type User = ApiSchema<'UserProfile'>;

export const getUser = (): Promise<User> => client.get('/users/me');

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

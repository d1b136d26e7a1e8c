import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, tokenStorage } from '@/lib/api-client';
import { getUser, type User } from '@/lib/auth';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import { track } from '@/lib/analytics';
import { clearDrafts } from '@/lib/drafts';
import type { ApiSchema } from '@/api/types';

export type LoginInput = { email: string; password: string };
type LoginResponse = ApiSchema<'AccessToken'>;

export const loginWithEmailAndPassword = (input: LoginInput): Promise<LoginResponse> => client.post('/auth/login', input);

/** Stores the token, then fetches and caches the current user. */
export async function loginAndLoadUser(input: LoginInput, cache: (user: User) => void): Promise<User> {
  const { access_token } = await loginWithEmailAndPassword(input);
  tokenStorage.set(access_token);
  try {
    const user = await getUser();
    clearDrafts(user.id); // another user's drafts left on this browser go
    cache(user);
    return user;
  } catch (error) {
    tokenStorage.clear();
    throw error;
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => loginAndLoadUser(input, (u) => queryClient.setQueryData(USER_QUERY_KEY, u)),
    onSuccess: () => track('user_logged_in'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { track } from '@/lib/analytics';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import { paths } from '@/config/paths';
import { createCheckoutSession } from './create-checkout-session';
import { loginAndLoadUser } from './login';
import type { ApiSchema } from '@/api/types';

export type RegisterInput = ApiSchema<'RegisterDto'>;
type RegisterResponse = ApiSchema<'RegisteredAccount'>;

export const registerUser = (input: RegisterInput): Promise<RegisterResponse> => client.post('/auth/register', input);

/** Where the browser goes once the account exists: a checkout URL or the dashboard (spec §4). */
export type RegisterOutcome = { kind: 'checkout'; url: string } | { kind: 'dashboard' };

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput): Promise<RegisterOutcome> => {
      const created = await registerUser(input);
      track('user_registered');
      if (created.trial_end) track('trial_started', { trial_ends_at: created.trial_end });
      const user = await loginAndLoadUser({ email: input.email, password: input.password }, (u) =>
        queryClient.setQueryData(USER_QUERY_KEY, u),
      );
      if (user.has_lifetime_access && !user.is_owner) return { kind: 'dashboard' };
      try {
        const origin = window.location.origin;
        const { checkout_url } = await createCheckoutSession({
          plan_id: 1,
          billing_cycle: 'monthly',
          success_url: `${origin}${paths.app.dashboard.getHref()}`,
          cancel_url: `${origin}${paths.subscribe.getHref()}`,
        });
        if (!checkout_url) return { kind: 'dashboard' };
        track('subscription_checkout_started', { plan_name: 'plan 1', price: null });
        return { kind: 'checkout', url: checkout_url };
      } catch (error) {
        console.error('Checkout session failed', error);
        return { kind: 'dashboard' };
      }
    },
  });
}

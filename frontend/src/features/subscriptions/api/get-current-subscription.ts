import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CurrentSubscription = { has_subscription: boolean; is_beta_user: boolean; plan_name?: string | null };

export const getCurrentSubscription = () => api.get<CurrentSubscription>('/subscriptions/current');

export const currentSubscriptionQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['subscriptions', 'current'], queryFn: getCurrentSubscription, enabled, retry: false });

export const useCurrentSubscription = (enabled: boolean) => useQuery(currentSubscriptionQueryOptions(enabled));

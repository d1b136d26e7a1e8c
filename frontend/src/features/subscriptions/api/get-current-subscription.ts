import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type CurrentSubscription = ApiSchema<'CurrentSubscription'>;

export const getCurrentSubscription = () => api.get<CurrentSubscription>('/subscriptions/current');

export const currentSubscriptionQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['subscriptions', 'current'], queryFn: getCurrentSubscription, enabled, retry: false });

export const useCurrentSubscription = (enabled: boolean) => useQuery(currentSubscriptionQueryOptions(enabled));

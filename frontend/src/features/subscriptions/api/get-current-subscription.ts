import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type CurrentSubscription = ApiSchema<'CurrentSubscription'>;

export const getCurrentSubscription = (): Promise<CurrentSubscription> => client.get('/subscriptions/current');

export const currentSubscriptionQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['subscriptions', 'current'], queryFn: getCurrentSubscription, enabled, retry: false });

export const useCurrentSubscription = (enabled: boolean) => useQuery(currentSubscriptionQueryOptions(enabled));

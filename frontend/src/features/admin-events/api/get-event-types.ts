import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { OPERATOR_KEY, type TypeCount } from './types';

export const getEventTypes = (): Promise<TypeCount[]> => client.get('/admin/events/types');

export const eventTypesQueryOptions = () =>
  queryOptions({ queryKey: [...OPERATOR_KEY, 'types'], queryFn: getEventTypes, retry: false, refetchInterval: 5000 });

export const useEventTypes = () => useQuery(eventTypesQueryOptions());

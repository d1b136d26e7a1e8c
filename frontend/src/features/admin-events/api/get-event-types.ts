import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPERATOR_KEY, type TypeCount } from './types';

export const getEventTypes = () => api.get<TypeCount[]>('/admin/events/types');

export const eventTypesQueryOptions = () =>
  queryOptions({ queryKey: [...OPERATOR_KEY, 'types'], queryFn: getEventTypes, retry: false, refetchInterval: 5000 });

export const useEventTypes = () => useQuery(eventTypesQueryOptions());

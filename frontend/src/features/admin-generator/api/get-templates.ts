import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GENERATOR_KEY, type TemplateOptions } from './types';

export const getTemplateOptions = () => api.get<TemplateOptions>('/admin/challenges/templates');

export const templateOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...GENERATOR_KEY, 'templates'], queryFn: getTemplateOptions, staleTime: Infinity, retry: false });

export const useTemplateOptions = (enabled: boolean) => useQuery({ ...templateOptionsQueryOptions(), enabled });

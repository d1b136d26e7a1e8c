import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { GENERATOR_KEY, type TemplateOptions } from './types';

export const getTemplateOptions = (): Promise<TemplateOptions> => client.get('/admin/challenges/templates');

export const templateOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...GENERATOR_KEY, 'templates'], queryFn: getTemplateOptions, staleTime: Infinity, retry: false });

export const useTemplateOptions = (enabled: boolean) => useQuery({ ...templateOptionsQueryOptions(), enabled });

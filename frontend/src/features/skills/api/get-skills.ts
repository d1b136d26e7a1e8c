import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type ConceptSkill = ApiSchema<'ConceptSkill'>;

export const getSkills = () => api.get<ConceptSkill[]>('/users/me/skills');

export const skillsQueryOptions = () => queryOptions({ queryKey: ['users', 'me', 'skills'], queryFn: getSkills });

export const useSkills = () => useQuery(skillsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type ConceptSkill = ApiSchema<'ConceptSkill'>;

export const getSkills = (): Promise<ConceptSkill[]> => client.get('/users/me/skills');

export const skillsQueryOptions = () => queryOptions({ queryKey: ['users', 'me', 'skills'], queryFn: getSkills });

export const useSkills = () => useQuery(skillsQueryOptions());

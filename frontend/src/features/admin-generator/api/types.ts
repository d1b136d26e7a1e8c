import type { ApiSchema } from '@/api/types';

export type TemplateOptions = ApiSchema<'TemplateOptions'>;

/** One template of the generator form (its values are picked from the template options). */
export type GenerationTemplate = ApiSchema<'GenerateBulkDto'>['templates'][number];

export type GeneratedChallenge = ApiSchema<'GeneratedChallenge'>;

export type GenerationStats = ApiSchema<'GenerationStats'>;

export type GenerationJob = ApiSchema<'GenerationJob'>;

export const GENERATOR_KEY = ['admin', 'generator'] as const;

import { z } from 'zod';
import { ChallengeFieldsSchema } from './challenge.schemas';
import { DIFFICULTIES, GENERATOR_LIMITS as L, INDUSTRIES, SQL_CONCEPTS } from '../domain/generator.constants';

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.string().refine((v): v is T[number] => (values as readonly string[]).includes(v), { message: `unknown ${what}; expected one of ${values.join(', ')}` });

export const TemplateSchema = z.strictObject({
  difficulty: oneOf(DIFFICULTIES, 'difficulty'),
  industry_context: oneOf(INDUSTRIES, 'industry_context'),
  sql_concepts: z.array(oneOf(SQL_CONCEPTS, 'sql concept')).min(1, 'pick at least one concept').max(SQL_CONCEPTS.length),
  count: z.number().int().min(L.countMin, `must be at least ${L.countMin}`).max(L.countMax, `must be at most ${L.countMax}`),
  estimated_time: z.number().int().min(L.timeMin, `must be at least ${L.timeMin}`).max(L.timeMax, `must be at most ${L.timeMax}`),
});

export const GenerateBulkSchema = z
  .strictObject({
    templates: z.array(TemplateSchema).min(1, 'add at least one template').max(L.templatesMax, `at most ${L.templatesMax} templates`),
    /** Optional, for reproducible batches; a random one otherwise. */
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  })
  .refine((b) => b.templates.reduce((n, t) => n + t.count, 0) <= L.totalMax, {
    message: `at most ${L.totalMax} challenges per request in total`,
    path: ['templates'],
  });
export type GenerateBulk = z.output<typeof GenerateBulkSchema>;

export const GenerateQuerySchema = z.strictObject({
  async: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});

/** A generated challenge as generate-bulk answered it, possibly edited; unknown keys (UI state) are ignored. */
export const SaveItemSchema = ChallengeFieldsSchema.pick({
  title: true,
  description: true,
  difficulty_rating: true,
  estimated_time_minutes: true,
  category: true,
  schema_setup: true,
  sample_data_description: true,
  expected_output: true,
  correct_solution: true,
  tags: true,
})
  .extend({ source_type: z.enum(['generated', 'ai_generated']).default('generated') })
  .strip();

export const SaveChallengesSchema = z.array(SaveItemSchema).min(1, 'select at least one challenge').max(L.totalMax, `at most ${L.totalMax} challenges at once`);
export type SaveItem = z.output<typeof SaveItemSchema>;

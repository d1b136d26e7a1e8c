import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';
import { CHALLENGE_CATEGORIES } from '../application/challenge.entity';
import { AdminChallengeSchema, ChallengeFieldsSchema } from './challenge.schemas';
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
export class GenerateBulkDto extends createZodDto(GenerateBulkSchema) {}

export const GenerateQuerySchema = z.strictObject({
  async: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});
export class GenerateQueryDto extends createZodDto(GenerateQuerySchema) {}

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
  concepts: true,
  hints: true,
  explanation: true,
  accepts: true,
  rejects: true,
  invariants: true,
})
  .partial({ concepts: true, hints: true, explanation: true, accepts: true, rejects: true, invariants: true })
  .extend({ source_type: z.enum(['generated', 'ai_generated']).default('generated') })
  .strip();

export const SaveChallengesSchema = z.array(SaveItemSchema).min(1, 'select at least one challenge').max(L.totalMax, `at most ${L.totalMax} challenges at once`);
export type SaveItem = z.output<typeof SaveItemSchema>;
export class SaveChallengesDto extends createZodDto(SaveChallengesSchema) {}

/* ---- Answers ---- */

export const TemplateOptionsSchema = answer(
  'TemplateOptions',
  z.object({ difficulties: z.array(z.enum(DIFFICULTIES)), industry_contexts: z.array(z.enum(INDUSTRIES)), sql_concepts: z.array(z.enum(SQL_CONCEPTS)) }),
);

export const GenerationStatsSchema = answer(
  'GenerationStats',
  z.object({ generated_challenges: z.number().int(), total_challenges: z.number().int(), generation_percentage: z.number() }),
);

/** What generate-bulk answers: validated in the sandbox, expected_output computed from the reference. */
export const GeneratedChallengeSchema = answer(
  'GeneratedChallenge',
  z.object({
    title: z.string(),
    description: z.string(),
    difficulty_rating: z.number().int(),
    estimated_time_minutes: z.number().int(),
    category: z.enum(CHALLENGE_CATEGORIES),
    tags: z.array(z.string()),
    schema_setup: z.string(),
    correct_solution: z.string(),
    sample_data_description: z.string(),
    source_type: z.enum(['generated', 'ai_generated']),
    expected_output: z.string(),
    concepts: z.array(z.string()).optional().describe('1–3 taxonomy slugs (procedural challenges; issue 14)'),
    hints: z.array(z.string()).optional().describe('2–3 progressive hints'),
    explanation: z.string().optional().describe('markdown: approach, solution, common mistakes'),
    accepts: z.array(z.string()).optional().describe('faithful readings of the text the generator wrote (issue 32); validation ran them'),
    rejects: z.array(z.object({ sql: z.string(), why: z.string(), case: z.string().optional() })).optional().describe('plausible wrong answers the generator wrote, each caught by a kept dataset'),
    invariants: z.array(z.string()).optional().describe('rules the text states that no constraint holds: each returns no row'),
  }),
);

export const GenerationJobStartedSchema = answer('GenerationJobStarted', z.object({ job_id: z.string() }));

/** A plain array of generated challenges, or `{ job_id }` with `?async=true`. */
export const GenerateBulkResultSchema = answer('GenerateBulkResult', z.union([z.array(GeneratedChallengeSchema), GenerationJobStartedSchema]));

export const GenerationJobSchema = answer(
  'GenerationJob',
  z.object({
    job_id: z.string(),
    state: z.string().describe('unknown, or the job state: waiting, active, completed, failed, …'),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    challenges: z.array(GeneratedChallengeSchema).optional(),
    shortfall: z.array(z.string()).optional(),
    error: z.string().nullable().optional(),
  }),
);

export const SavedChallengesSchema = answer('SavedChallenges', z.object({ challenges: z.array(AdminChallengeSchema) }));

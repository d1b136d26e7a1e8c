import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES } from './challenge.entity';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** expected_output: a JSON array of row objects, held as text (empty means "compute it at validation"). */
const expectedOutput = z
  .string()
  .max(1_000_000)
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON: an array of row objects' });
      return;
    }
    if (!Array.isArray(parsed) || parsed.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of row objects, e.g. [{"id": 1}]' });
    }
  });

export const ChallengeFieldsSchema = z.strictObject({
  title: text(200).min(1, 'field required'),
  description: text(20_000).min(1, 'field required'),
  difficulty_rating: z
    .number()
    .int()
    .min(800, 'must be at least 800')
    .max(2000, 'must be at most 2000')
    .refine((r) => r % 50 === 0, 'must be a multiple of 50')
    .default(1200),
  estimated_time_minutes: z.number().int().min(1, 'must be at least 1').max(60, 'must be at most 60').default(5),
  category: z
    .union([z.enum(CHALLENGE_CATEGORIES), z.literal('')])
    .nullish()
    .transform((v) => v || null),
  status: z.enum(CHALLENGE_STATUSES).default('active'),
  schema_setup: z.string().max(2_000_000).refine((s) => s.trim().length > 0, 'field required'),
  sample_data_description: text(10_000).nullish().transform((v) => v || null),
  expected_output: expectedOutput,
  correct_solution: z.string().max(20_000).refine((s) => s.trim().length > 0, 'field required'),
  tags: z.array(text(40).min(1)).max(20).default([]),
  source_type: z.enum(['manual', 'generated', 'ai_generated']).default('manual'),
});
export type ChallengeFields = z.output<typeof ChallengeFieldsSchema>;
export class CreateChallengeDto extends createZodDto(ChallengeFieldsSchema) {}

/**
 * PUT sends the whole edit form again, including its id (which must match the path). The form has no
 * tags or source type (spec §7): when they are absent they keep their stored values, not the defaults.
 */
export const UpdateChallengeSchema = ChallengeFieldsSchema.extend({
  id: z.number().int().positive().max(2147483647).optional(),
  tags: z.array(text(40).min(1)).max(20).optional(),
  source_type: z.enum(['manual', 'generated', 'ai_generated']).optional(),
});
export type UpdateChallengeFields = z.output<typeof UpdateChallengeSchema>;
export class UpdateChallengeDto extends createZodDto(UpdateChallengeSchema) {}

export const ListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export class ListQueryDto extends createZodDto(ListQuerySchema) {}

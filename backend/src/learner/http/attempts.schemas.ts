import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (YYYY-MM-DD) or an ISO timestamp')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'is not a real date');

export const SearchAttemptsSchema = z.strictObject({
  user_id: z.number().int().positive().max(2147483647).nullish(),
  challenge_id: z.number().int().positive().max(2147483647).nullish(),
  is_correct: z.boolean().nullish(),
  date_from: day.nullish(),
  date_to: day.nullish(),
  limit: z.number().int().min(1).max(200).default(20),
  offset: z.number().int().min(0).max(10_000_000).default(0),
});
export type SearchAttempts = z.output<typeof SearchAttemptsSchema>;
export class SearchAttemptsDto extends createZodDto(SearchAttemptsSchema) {}

/** The spec's bulk delete body: a plain JSON list of attempt ids. */
export const BulkDeleteSchema = z.array(z.number().int().positive().max(2147483647)).max(1000, 'at most 1000 attempts at once');
export class BulkDeleteDto extends createZodDto(BulkDeleteSchema) {}

/** Re-grading one attempt or a whole challenge against the challenge's current definition. */
export const RegradeSchema = z.strictObject({
  reason: z.string().trim().min(1, 'reason must not be empty').max(500, 'reason must be at most 500 characters'),
  dry_run: z.boolean().default(false),
});
export type Regrade = z.output<typeof RegradeSchema>;
export class RegradeDto extends createZodDto(RegradeSchema) {}

import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';
import { rowId } from '../../platform/http/row-id';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (YYYY-MM-DD) or an ISO timestamp')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'is not a real date');

export const SearchAttemptsSchema = z.strictObject({
  user_id: rowId().nullish(),
  challenge_id: rowId().nullish(),
  // documented as OpenAPI 3.0 says it: Nest's Swagger reads zod's ['boolean', 'null'] type list as an array
  is_correct: z.boolean().nullish().meta({ type: 'boolean', nullable: true }),
  date_from: day.nullish(),
  date_to: day.nullish(),
  limit: z.number().int().min(1).max(200).default(20),
  offset: z.number().int().min(0).max(10_000_000).default(0),
});
export type SearchAttempts = z.output<typeof SearchAttemptsSchema>;
export class SearchAttemptsDto extends createZodDto(SearchAttemptsSchema) {}

/** The spec's bulk delete body: a plain JSON list of attempt ids. */
export const BulkDeleteSchema = z.array(rowId()).max(1000, 'at most 1000 attempts at once');
export class BulkDeleteDto extends createZodDto(BulkDeleteSchema) {}

/** Re-grading one attempt or a whole challenge against the challenge's current definition. */
export const RegradeSchema = z.strictObject({
  reason: z.string().trim().min(1, 'reason must not be empty').max(500, 'reason must be at most 500 characters'),
  dry_run: z.boolean().default(false),
});
export type Regrade = z.output<typeof RegradeSchema>;
export class RegradeDto extends createZodDto(RegradeSchema) {}

/* ---- Answers (documented in the OpenAPI document; the client's types are generated from them) ---- */

/** A submission as the admin attempts page lists it (spec §3, Attempt (admin)). */
export const AdminAttemptSchema = answer(
  'AdminAttempt',
  z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string().nullable(),
    user_email: z.string().nullable(),
    challenge_id: z.number().int(),
    challenge_title: z.string().nullable(),
    attempt_number: z.number().int().nullable(),
    is_correct: z.boolean(),
    points_earned: z.number().nullable(),
    elo_change: z.number().nullable(),
    elo_before: z.number().nullable(),
    elo_after: z.number().nullable(),
    execution_time_seconds: z.number().nullable(),
    submitted_at: z.string().nullable(),
  }),
);

export const AttemptSearchResultSchema = answer('AttemptSearchResult', z.object({ attempts: z.array(AdminAttemptSchema), total_count: z.number().int() }));

/** ELO recalculated for one learner after attempts were deleted or re-graded. */
export const EloRecalculationSchema = answer(
  'EloRecalculation',
  z.object({
    user_id: z.number().int(),
    elo_before_recalculation: z.number(),
    elo_after_recalculation: z.number(),
    elo_change: z.number(),
  }),
);

/** Keyed by user id. */
const eloRecalculations = z.record(z.string(), EloRecalculationSchema).describe('by user id');

export const AttemptDeletionSchema = answer(
  'AttemptDeletion',
  z.object({ deleted: z.number().int(), attempt_id: z.number().int(), elo_recalculation: EloRecalculationSchema.optional(), affected_users: z.array(z.number().int()) }),
);

export const BulkAttemptDeletionSchema = answer(
  'BulkAttemptDeletion',
  z.object({
    deleted: z.number().int(),
    elo_recalculations: eloRecalculations,
    affected_users: z.array(z.number().int()),
    not_found: z.array(z.number().int()),
  }),
);

export const RegradeChangeSchema = answer(
  'RegradeChange',
  z.object({ attempt_id: z.number().int(), user_id: z.number().int(), challenge_id: z.number().int(), was_correct: z.boolean(), now_correct: z.boolean() }),
);

/** What a re-grade checked and changed; `still_open` lists attempts on days still in play, which are left alone. */
export const RegradeReportSchema = answer(
  'RegradeReport',
  z.object({
    dry_run: z.boolean(),
    checked: z.number().int(),
    changed: z.array(RegradeChangeSchema),
    unchanged: z.number().int(),
    still_open: z.array(z.number().int()),
    elo_recalculations: eloRecalculations,
    affected_users: z.array(z.number().int()),
  }),
);

/** One change of a learner's rating with its cause and actor (null actor: the system, at day end). */
export const RatingChangeSchema = answer(
  'RatingChange',
  z.object({
    at: z.string(),
    before: z.number().nullable(),
    after: z.number(),
    delta: z.number(),
    cause: z.string(),
    actor_id: z.number().int().nullable(),
    challenge_id: z.number().int().nullable(),
    position: z.string(),
  }),
);

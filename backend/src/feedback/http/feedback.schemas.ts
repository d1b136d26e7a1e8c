import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';
import { FEEDBACK_CATEGORIES, FEEDBACK_FORM_CATEGORIES, FEEDBACK_STATUSES } from '../domain/feedback-events';

export const FEEDBACK_MESSAGE_MAX = 5000;
export const ADMIN_NOTES_MAX = 5000;

/** Empty or absent email means "none" (the in-app dialog sends it only when filled). */
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email('Invalid email address').nullable());

/** Landing form (email, message, category) and in-app dialog (category, message, optional email). */
export const SubmitFeedbackSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your feedback')
    .max(FEEDBACK_MESSAGE_MAX, `must be at most ${FEEDBACK_MESSAGE_MAX} characters`),
  category: z.enum(FEEDBACK_FORM_CATEGORIES, { error: `must be one of ${FEEDBACK_FORM_CATEGORIES.join(', ')}` }).default('general'),
  email: optionalEmail,
});
export type SubmitFeedback = z.output<typeof SubmitFeedbackSchema>;
export class SubmitFeedbackDto extends createZodDto(SubmitFeedbackSchema) {}

const statusEnum = z.enum(FEEDBACK_STATUSES, { error: `must be one of ${FEEDBACK_STATUSES.join(', ')}` });

export const FeedbackListQuerySchema = z.strictObject({
  // The "All Status" choice may arrive as an empty value.
  status_filter: z
    .union([statusEnum, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});
export class FeedbackListQueryDto extends createZodDto(FeedbackListQuerySchema) {}

export const UpdateFeedbackSchema = z
  .strictObject({
    status: statusEnum.optional(),
    admin_notes: z
      .string()
      .max(ADMIN_NOTES_MAX, `must be at most ${ADMIN_NOTES_MAX} characters`)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v?.trim() || null)),
  })
  .refine((v) => v.status !== undefined || v.admin_notes !== undefined, { message: 'send status and/or admin_notes' });
export type UpdateFeedback = z.output<typeof UpdateFeedbackSchema>;
export class UpdateFeedbackDto extends createZodDto(UpdateFeedbackSchema) {}

/* ---- Answers (documented in the OpenAPI document; the client's types are generated from them) ---- */

/** The admin record (spec §3) plus the author's user id; submit answers it too. */
export const FeedbackSchema = answer(
  'Feedback',
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    category: z.string().describe(`one of ${FEEDBACK_CATEGORIES.join(', ')}`),
    message: z.string(),
    email: z.string().nullable(),
    status: z.string().describe(`one of ${FEEDBACK_STATUSES.join(', ')}`),
    admin_notes: z.string().nullable(),
    user_id: z.number().int().nullable(),
    verdict: z
      .object({ challenge_id: z.number().int(), attempt_id: z.number().int(), sql: z.string() })
      .optional()
      .describe('a verdict report: the rejected attempt and its SQL (category verdict); absent for other feedback'),
  }),
);

export const FeedbackDeletionSchema = answer('FeedbackDeletion', z.object({ id: z.number().int(), deleted: z.literal(true) }));

import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { DIFFICULTY_CATEGORIES } from '../../../../contracts/src';
import { answer } from '../../platform/http/api-answer';
import { rowId } from '../../platform/http/row-id';

const sqlText = z
  .string()
  .max(20_000, 'must be at most 20,000 characters')
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'must not be empty');

export const SubmitSchema = z.strictObject({ sql_solution: sqlText });
export class SubmitDto extends createZodDto(SubmitSchema) {}

/** "Report this verdict" on a rejected attempt: which attempt, and optionally why the learner thinks it is right. */
export const ReportVerdictSchema = z.strictObject({
  attempt_id: rowId(),
  message: z.string().trim().max(2000, 'must be at most 2,000 characters').optional(),
});
export class ReportVerdictDto extends createZodDto(ReportVerdictSchema) {}

export const TestSchema = z.strictObject({ sql_query: sqlText });
export class TestDto extends createZodDto(TestSchema) {}

/* ---- Answers (documented in the OpenAPI document; the client's types are generated from them) ---- */

/** A cell of a JSON result row: text, number, boolean, null, or a json/array value. */
const cell = z.unknown();

/** Where PostgreSQL placed an error in the learner's text (1-based), for the editor's marker. */
export const ErrorPositionSchema = answer(
  'ErrorPosition',
  z.object({ line: z.number().int(), column: z.number().int().describe('characters from the start of the line, 1-based') }),
);

/** The reference's result on the visible sample dataset only (never a hidden dataset). */
export const ExpectedPreviewSchema = answer(
  'ExpectedPreview',
  z.object({
    columns: z.array(z.string()).describe('the reference’s column names, for display (names are never compared)'),
    rows: z.array(z.array(cell)).describe('the first 50 rows'),
    row_count: z.number().int(),
    order_matters: z.boolean(),
  }),
);

/** A test run's rows against the visible sample's expected rows, with grading's number and order rules. */
export const SampleDiffSchema = answer(
  'SampleDiff',
  z.object({
    matches: z.boolean().describe('matches the sample; the hidden datasets may still differ'),
    reason: z.string().nullable().describe('why not, in grading’s words (e.g. "Expected 3 rows, got 4.")'),
    missing_rows: z.array(z.array(cell)).describe('expected rows the result lacks (first 50)'),
    extra_rows: z.array(z.array(cell)).describe('rows of the result the expected rows lack (first 50)'),
    differing_cells: z
      .array(
        z.object({
          row: z.number().int().describe('0-based row of the learner’s result'),
          column: z.number().int().describe('0-based column position'),
          expected: cell,
          actual: cell,
        }),
      )
      .describe('cells of near-miss rows, or of rows out of place when only the order is wrong (first 100)'),
    missing_row_count: z.number().int(),
    extra_row_count: z.number().int(),
  }),
);

/** Why the adaptive daily pick chose today's challenge (issue 15). */
export const PickReasonSchema = answer(
  'PickReason',
  z.object({
    kind: z
      .enum(['weak_concept', 'spaced_review', 'nearest_rating'])
      .describe('a concept the learner is weak at, one due for review, or the plain pick nearest their rating'),
    concept: z.string().nullable().describe('the concept’s taxonomy slug (null: a nearest-rating pick of a challenge with no concept)'),
    concept_name: z.string().nullable(),
    skill: z.number().int().nullable().describe('the learner’s skill in the concept when the challenge was picked (null for nearest_rating)'),
    last_practised: z.string().nullable().describe('YYYY-MM-DD, the learner’s last resolved day with the concept (null for nearest_rating)'),
    days_since_practised: z.number().int().nullable(),
    text: z.string().describe('e.g. "Picked for you: Window functions, last practised 12 days ago"'),
  }),
);

/** What a challenge page states, today's or a past one (never the solution). */
export const challengeStatementFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty_category: z.enum(DIFFICULTY_CATEGORIES),
  difficulty_rating: z.number().int(),
  estimated_time_minutes: z.number().int(),
  category: z.string().nullable(),
  schema_setup: z.string(),
  sample_data_description: z.string().nullable(),
};

/** Today's challenge as the learner sees it (never the solution), with the day's attempt state. */
export const DailyChallengeSchema = answer(
  'DailyChallenge',
  z.object({
    ...challengeStatementFields,
    order_matters: z.boolean().describe('whether row order is compared (column names never are)'),
    date: z.string().describe('YYYY-MM-DD, in the learner’s time zone'),
    allowance_seconds: z.number(),
    attempts_used: z.number().int(),
    max_attempts: z.number().int(),
    attempt_in_progress: z.boolean(),
    previous_cumulative_time: z.number().describe('seconds already used'),
    elo_pending: z.boolean(),
    time_remaining_seconds: z.number().int().describe('allowance left on the server’s clock (runs while an attempt is open)'),
    started_at: z.string().nullable().describe('ISO time the open attempt started; null when none is open'),
    expected_preview: ExpectedPreviewSchema.nullable().describe('the reference’s result on the visible sample data'),
    pick_reason: PickReasonSchema.nullable().describe('why the pick chose it, the plain nearest-rating pick included (null only on older answers)'),
  }),
);

export const StartResultSchema = answer(
  'StartResult',
  z.object({
    previous_cumulative_time: z.number().describe('seconds already used'),
    attempt_number: z.number().int(),
    allowance_seconds: z.number(),
  }),
);

/** A query run on the visible data: no attempt used; a preview of up to 10 rows. */
export const TestResultSchema = answer(
  'TestResult',
  z.object({
    success: z.boolean().describe('the query ran (says nothing about correctness)'),
    message: z.string(),
    error: z.string().nullable(),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.unknown())),
    row_count: z.number().int(),
    execution_time_ms: z.number(),
    sample_diff: SampleDiffSchema.nullable().describe('the rows against the visible sample’s expected rows; null when the query failed'),
    error_position: ErrorPositionSchema.nullable(),
    data_changes: z
      .array(
        z.object({
          table: z.string(),
          columns: z.array(z.string()),
          key: z.array(z.string()).describe('the primary key rows are paired on; empty: a change shows as a row removed and one added'),
          added: z.array(z.array(z.unknown())),
          removed: z.array(z.array(z.unknown())),
          changed: z.array(z.object({ before: z.array(z.unknown()), after: z.array(z.unknown()), columns: z.array(z.number().int()).describe('positions of the values that changed') })),
          unchanged: z.number().int(),
        }),
      )
      .nullable()
      .optional()
      .describe('a data-changing challenge: each table it checks, before and after the statement on the sample (at most 50 rows per list); null otherwise'),
  }),
);

/** The spec's Submit result; correct_solution only when show_solution. */
export const SubmitResultSchema = answer(
  'SubmitResult',
  z.object({
    is_correct: z.boolean(),
    attempt_number: z.number().int(),
    max_attempts: z.number().int(),
    remaining_attempts: z.number().int(),
    points_earned: z.number(),
    execution_time_seconds: z.number(),
    elo_change: z.number(),
    elo_pending: z.boolean(),
    elo_status: z.string(),
    error_message: z.string().nullable(),
    show_solution: z.boolean(),
    correct_solution: z.string().nullable(),
    attempt_id: z.number().int(),
    hints_used: z.number().int().describe('hints revealed that day'),
    points_factor: z.number().describe('share of the points kept for them: 1 − 0.2 per hint'),
    explanation: z.string().nullable().describe('markdown: approach, commented solution, common mistakes; only with show_solution'),
    error_position: ErrorPositionSchema.nullable().describe('where the error is, when the query failed on the visible dataset'),
  }),
);

/** The report as the admins' queue holds it (a feedback item of category verdict). */
export const VerdictReportSchema = answer(
  'VerdictReport',
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    category: z.literal('verdict').or(z.string()),
    message: z.string(),
    email: z.string().nullable(),
    status: z.string(),
    admin_notes: z.string().nullable(),
    user_id: z.number().int().nullable(),
    verdict: z.object({ challenge_id: z.number().int(), attempt_id: z.number().int(), sql: z.string() }).optional(),
  }),
);

import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';
import { HistoryQuerySchema, pastChallengeFields } from './history.schemas';
import { challengeStatementFields, ExpectedPreviewSchema, SubmitSchema } from './learner.schemas';

export class PracticeListQueryDto extends createZodDto(HistoryQuerySchema) {}
export class PracticeSubmitDto extends createZodDto(SubmitSchema) {}

const OUTCOMES = ['solved', 'failed', 'abandoned'] as const;

const runFields = {
  runs: z.number().int().describe('practice runs started on this challenge'),
  open_run: z.object({ run: z.number().int(), started_at: z.string() }).nullable().describe('the run in progress, if any'),
};

/** GET /practice: one of the learner's resolved challenges, with its practice so far. */
export const PracticeItemSchema = answer(
  'PracticeItem',
  z.object({
    ...pastChallengeFields,
    date: z.string().describe('the day it was played (YYYY-MM-DD, learner’s zone)'),
    outcome: z.enum(OUTCOMES),
    hint_count: z.number().int(),
    has_explanation: z.boolean(),
    practice_runs: z.number().int(),
    practice_solved: z.number().int().describe('practice runs ended by a correct answer'),
    last_practiced_at: z.string().nullable(),
  }),
);

/** GET /practice/{id}: a past challenge to replay, with all its hints and its explanation (the day is over). */
export const PracticeChallengeSchema = answer(
  'PracticeChallenge',
  z.object({
    ...challengeStatementFields,
    order_matters: z.boolean(),
    date: z.string(),
    outcome: z.enum(OUTCOMES),
    hints: z.array(z.string()),
    explanation: z.string().nullable().describe('markdown'),
    correct_solution: z.string(),
    last_submission: z
      .object({ sql: z.string(), correct: z.boolean(), attempt_number: z.number().int(), submitted_at: z.string() })
      .nullable()
      .describe("the learner's last rated submission of that day (null when none was submitted: an abandoned day)"),
    expected_preview: ExpectedPreviewSchema.nullable().describe('the reference’s result on the visible sample data'),
    ...runFields,
  }),
);

/** POST /practice/{id}/start: the run started (or the one still open). */
export const PracticeRunSchema = answer('PracticeRun', z.object(runFields));

/** POST /practice/{id}/submit: an unrated verdict (graded like a submit; no ELO, points, streak or leaderboard effect). */
export const PracticeResultSchema = answer(
  'PracticeResult',
  z.object({
    is_correct: z.boolean(),
    run: z.number().int(),
    execution_time_seconds: z.number().describe('seconds since the run started'),
    error_message: z.string().nullable(),
    points_earned: z.literal(0),
    rated: z.literal(false),
    correct_solution: z.string().nullable().describe('when correct'),
    explanation: z.string().nullable().describe('when correct (markdown)'),
    ...runFields,
  }),
);

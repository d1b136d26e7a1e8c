import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { DIFFICULTY_CATEGORIES } from '../../../../contracts/src';
import { answer } from '../../platform/http/api-answer';

export const HistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  offset: z.coerce.number().int().min(0, 'must be at least 0').max(1_000_000).default(0),
});
export class HistoryQueryDto extends createZodDto(HistoryQuerySchema) {}

/** A past challenge of the caller as their lists name it (history and practice). */
export const pastChallengeFields = {
  challenge_id: z.number().int(),
  challenge_title: z.string(),
  difficulty_category: z.enum(DIFFICULTY_CATEGORIES),
  difficulty_rating: z.number().int(),
  category: z.string().nullable(),
};

/** One resolved daily challenge of the caller (spec §3, History item); execution_time_seconds is the total time. */
export const HistoryItemSchema = answer(
  'HistoryItem',
  z.object({
    ...pastChallengeFields,
    submitted_at: z.string(),
    date: z.string().describe('YYYY-MM-DD, in the learner’s time zone'),
    is_correct: z.boolean(),
    total_attempts: z.number().int(),
    elo_before: z.number().nullable(),
    elo_after: z.number().nullable(),
    final_elo_change: z.number().nullable(),
    execution_time_seconds: z.number(),
    points_earned: z.number(),
    outcome: z.enum(['solved', 'failed', 'abandoned']),
    hints_used: z.number().int().describe('hints revealed that day (each took 20 % of a correct answer’s points)'),
    explanation: z.string().nullable().describe('the challenge’s explanation (markdown), shown for past days'),
    practice_runs: z.number().int().describe('unrated practice runs of this challenge since ("Practice")'),
    practice_solved: z.number().int().describe('practice runs ended by a correct answer'),
  }),
);

/** GET /challenges/history/freezes: streak freezes held and the days they covered (the calendar marks them). */
export const StreakFreezesSchema = answer(
  'StreakFreezes',
  z.object({
    streak_freezes: z.number().int().describe('freezes held (0–2)'),
    frozen_days: z.array(z.string()).describe('YYYY-MM-DD days a freeze covered (the learner’s calendar), ascending'),
  }),
);

import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';

const entry = {
  rank: z.number().int(),
  user_id: z.number().int(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  current_elo_rating: z.number(),
  is_current_user: z.boolean(),
};

const board = {
  current_user_rank: z.number().int().nullable(),
  total_users: z.number().int(),
  period: z.string(),
};

export const GlobalLeaderboardEntrySchema = answer(
  'GlobalLeaderboardEntry',
  z.object({
    ...entry,
    total_points_earned: z.number(),
    total_challenges_completed: z.number().int(),
    current_streak: z.number().int(),
    best_streak: z.number().int(),
    average_completion_time: z.number().nullable(),
  }),
);

export const WeeklyLeaderboardEntrySchema = answer(
  'WeeklyLeaderboardEntry',
  z.object({ ...entry, weekly_points: z.number(), weekly_completed: z.number().int(), current_streak: z.number().int() }),
);

/** Top 100 active learners by ELO, points, registration; the caller's rank even outside it. */
export const GlobalLeaderboardSchema = answer('GlobalLeaderboard', z.object({ leaderboard: z.array(GlobalLeaderboardEntrySchema), ...board }));

/** Top 100 of the current ISO week (Monday 00:00 UTC). */
export const WeeklyLeaderboardSchema = answer(
  'WeeklyLeaderboard',
  z.object({ leaderboard: z.array(WeeklyLeaderboardEntrySchema), ...board, week_start: z.string() }),
);

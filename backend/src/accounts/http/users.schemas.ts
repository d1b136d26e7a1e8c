import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';

/** GET /users/me: the spec's User (§3) plus what the client's own rules need. */
export const UserProfileSchema = answer(
  'UserProfile',
  z.object({
    id: z.number().int(),
    email: z.string(),
    username: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    job_title: z.string().nullable(),
    company: z.string().nullable(),
    years_experience: z.number().int().nullable(),
    sql_comfort_level: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
    timezone: z.string(),
    is_admin: z.boolean(),
    is_beta_user: z.boolean(),
    is_owner: z.boolean(),
    has_lifetime_access: z.boolean(),
    trial_end: z.string(),
    created_at: z.string(),
    current_elo_rating: z.number(),
    total_points_earned: z.number(),
    current_streak: z.number().int(),
    best_streak: z.number().int(),
    total_challenges_completed: z.number().int(),
    streak_freezes: z.number().int().describe('streak freezes held (0–2): one is earned per 7 counted days of a run, one covers a missed day'),
    /** Today's challenge in the learner's own calendar; null before the first visit of the day. */
    today_challenge: z
      .object({
        date: z.string(),
        challenge_id: z.number().int(),
        status: z.enum(['assigned', 'in_progress', 'solved', 'failed', 'abandoned']),
      })
      .nullable(),
  }),
);

export const UserCountSchema = answer('UserCount', z.object({ total_users: z.number().int() }));

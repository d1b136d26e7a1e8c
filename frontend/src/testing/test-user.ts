import type { User } from '@/lib/auth';

/** A whole GET /users/me answer (the generated UserProfile), with the fields a test cares about. */
export const testUser = (fields: Partial<User> = {}): User => ({
  id: 1,
  email: 'a@b.c',
  username: 'learner',
  first_name: null,
  last_name: null,
  job_title: null,
  company: null,
  years_experience: null,
  sql_comfort_level: 'intermediate',
  timezone: 'UTC',
  is_admin: false,
  is_beta_user: false,
  is_owner: false,
  has_lifetime_access: false,
  trial_end: '2099-01-01',
  created_at: '2026-01-01T00:00:00.000Z',
  current_elo_rating: 1200,
  total_points_earned: 0,
  current_streak: 0,
  best_streak: 0,
  total_challenges_completed: 0,
  streak_freezes: 0,
  today_challenge: null,
  ...fields,
});

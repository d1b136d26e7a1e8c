import type { UserEntity } from '../application/user.entity';

export interface UserStats {
  current_elo_rating: number;
  total_points_earned: number;
  current_streak: number;
  best_streak: number;
  total_challenges_completed: number;
  streak_freezes: number;
}

/** The spec's User (§3) plus the fields the client needs for its own rules (is_owner, timezone). */
export function toUserView(user: UserEntity, stats: UserStats, ownerEmail: string | undefined) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    job_title: user.jobTitle,
    company: user.company,
    years_experience: user.yearsExperience,
    sql_comfort_level: user.sqlComfortLevel,
    timezone: user.timezone,
    is_admin: user.isAdmin,
    is_beta_user: user.isBetaUser,
    is_owner: !!ownerEmail && user.email.toLowerCase() === ownerEmail.toLowerCase(),
    has_lifetime_access: user.hasLifetimeAccess,
    trial_end: user.trialEnd,
    created_at: user.createdAt.toISOString(),
    ...stats,
  };
}

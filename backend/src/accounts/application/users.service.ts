import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { UserStatsReader } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { learnerDate } from '../../learner';
import { UserEntity } from './user.entity';
import { toUserView, type UserStats } from '../http/user-view';

/** $1 user id. Columns named as UserEntity's properties. */
const USER_SQL = `
  SELECT id, email, username, first_name AS "firstName", last_name AS "lastName", job_title AS "jobTitle",
         company, years_experience AS "yearsExperience", sql_comfort_level AS "sqlComfortLevel", timezone,
         initial_elo AS "initialElo", is_admin AS "isAdmin", is_beta_user AS "isBetaUser",
         has_lifetime_access AS "hasLifetimeAccess", trial_end::text AS "trialEnd", created_at AS "createdAt"
    FROM users
   WHERE id = $1`;

@Injectable()
export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly learnerStats: UserStatsReader,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * GET /users/me: the account row and, side by side (two statements at once), the learner's totals and
   * today's challenge from the learner read models (UserStatsReader: this wing never names their tables).
   */
  async profile(userId: number) {
    const [[user], { stats, days }] = await Promise.all([this.db.query(USER_SQL, [userId]) as Promise<UserEntity[]>, this.learnerStats.profile(userId)]);
    if (!user) throw notFound('User not found');
    const date = learnerDate(this.clock.now().toISOString(), user.timezone);
    const day = days.find((d) => d.date === date);
    const today = day ? { date, challenge_id: day.challenge_id, status: day.outcome ?? (day.attempts_started > 0 ? ('in_progress' as const) : ('assigned' as const)) } : null;
    return { ...toUserView(user, stats ?? this.noStats(user), this.cfg.env.OWNER_EMAIL), today_challenge: today };
  }

  /** A learner who has not played yet starts at their initial rating. */
  private noStats(user: UserEntity): UserStats {
    return {
      current_elo_rating: user.initialElo,
      total_points_earned: 0,
      current_streak: 0,
      best_streak: 0,
      total_challenges_completed: 0,
      streak_freezes: 0,
    };
  }

  async countLearners(): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM users WHERE NOT is_admin`)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }
}

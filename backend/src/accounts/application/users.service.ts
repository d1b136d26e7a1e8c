import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { learnerStatsColumns } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { learnerDate } from '../../learner';
import { UserEntity } from './user.entity';
import { toUserView, type UserStats } from '../http/user-view';

type DayOutcome = 'solved' | 'failed' | 'abandoned';

interface ProfileRow extends Record<string, unknown> {
  timezone: string;
  initialElo: number;
  current_elo_rating: number | null;
  days: Array<{ date: string; challenge_id: number; attempts_started: number; outcome: DayOutcome | null }> | null;
}

/** $1 user id, $2 now (ISO instant), $3 UTC's date of now. Columns named as UserEntity's properties. */
const PROFILE_SQL = `
  SELECT u.id, u.email, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.job_title AS "jobTitle",
         u.company, u.years_experience AS "yearsExperience", u.sql_comfort_level AS "sqlComfortLevel", u.timezone,
         u.initial_elo AS "initialElo", u.is_admin AS "isAdmin", u.is_beta_user AS "isBetaUser",
         u.has_lifetime_access AS "hasLifetimeAccess", u.trial_end::text AS "trialEnd", u.created_at AS "createdAt",
         ${learnerStatsColumns('$2')},
         (SELECT json_agg(json_build_object('date', h.date::text, 'challenge_id', h.challenge_id,
                                            'attempts_started', h.attempts_started, 'outcome', h.outcome))
            FROM learner_history h
           WHERE h.user_id = u.id AND h.date BETWEEN $3::date - 1 AND $3::date + 1) AS days
    FROM users u LEFT JOIN user_stats s ON s.user_id = u.id
   WHERE u.id = $1`;

@Injectable()
export class UsersService {
  constructor(
    private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * GET /users/me in one statement (one connection, one round trip): the user's row, their totals from
   * the user-stats read model, and their history rows of the three calendar dates their "today" can be
   * (UTC's date ± 1, whatever their zone). Before the projector has installed the read models it reads
   * the user alone.
   */
  async profile(userId: number) {
    const now = this.clock.now().toISOString();
    let row: ProfileRow | undefined;
    try {
      [row] = (await this.db.query(PROFILE_SQL, [userId, now, now.slice(0, 10)])) as ProfileRow[];
    } catch (err) {
      if ((err as { code?: string }).code !== '42P01') throw err;
      return this.profileWithoutReadModels(userId);
    }
    if (!row) throw notFound('User not found');
    const { current_elo_rating, days, ...fields } = row;
    const user = fields as unknown as UserEntity;
    const stats: UserStats =
      current_elo_rating === null
        ? this.noStats(user)
        : {
            current_elo_rating,
            total_points_earned: row.total_points_earned as number,
            current_streak: row.current_streak as number,
            best_streak: row.best_streak as number,
            total_challenges_completed: row.total_challenges_completed as number,
            streak_freezes: row.streak_freezes as number,
          };
    const date = learnerDate(now, user.timezone);
    const day = (days ?? []).find((d) => d.date === date);
    const today = day ? { date, challenge_id: day.challenge_id, status: day.outcome ?? (day.attempts_started > 0 ? ('in_progress' as const) : ('assigned' as const)) } : null;
    return { ...toUserView(user, stats, this.cfg.env.OWNER_EMAIL), today_challenge: today };
  }

  private async profileWithoutReadModels(userId: number) {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
    return { ...toUserView(user, this.noStats(user), this.cfg.env.OWNER_EMAIL), today_challenge: null };
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

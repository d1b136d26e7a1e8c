import type { Pool } from 'pg';
import type { Clock } from '../../read-model-sql';
import { currentStreakSql, readModel } from '../../read-model-sql';

export interface LearnerStats {
  current_elo_rating: number;
  total_points_earned: number;
  current_streak: number;
  best_streak: number;
  total_challenges_completed: number;
  streak_freezes: number;
}

export interface StreakFreezes {
  streak_freezes: number;
  /** Days a freeze covered, ascending (YYYY-MM-DD, the learner's calendar). */
  frozen_days: string[];
}

/**
 * The User fields' totals read from `user_stats s` (with `users u` joined for the time zone) at the
 * instant parameter `now`: one fragment for every statement that reads them.
 */
export const learnerStatsColumns = (now: string): string =>
  `s.current_elo AS current_elo_rating, s.total_points AS total_points_earned, ${currentStreakSql(now)} AS current_streak,
   s.best_streak, s.total_challenges_completed, s.streak_freezes`;

/** A learner's totals for the User fields (GET /users/me); null before their first event is projected. */
export class UserStatsReader {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async forUser(userId: number): Promise<LearnerStats | null> {
    const [row] = await readModel<LearnerStats>(
      this.pool,
      `SELECT ${learnerStatsColumns('$2')}
         FROM user_stats s LEFT JOIN users u ON u.id = s.user_id
        WHERE s.user_id = $1`,
      [userId, this.clock.now().toISOString()],
    );
    return row ?? null;
  }

  /** Freezes held and the days they covered (the calendar marks them). */
  async freezes(userId: number): Promise<StreakFreezes> {
    const [held] = await readModel<{ streak_freezes: number }>(this.pool, `SELECT streak_freezes FROM user_stats WHERE user_id = $1`, [userId]);
    const days = await readModel<{ date: string }>(
      this.pool,
      `SELECT date::text AS date FROM user_stats_frozen_days WHERE user_id = $1 ORDER BY date`,
      [userId],
    );
    return { streak_freezes: held?.streak_freezes ?? 0, frozen_days: days.map((d) => d.date) };
  }
}

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

/** A learner's history row of one calendar date, as /users/me's `today_challenge` reads it. */
export interface LearnerDay {
  date: string;
  challenge_id: number;
  attempts_started: number;
  outcome: 'solved' | 'failed' | 'abandoned' | null;
}

/** The User fields' totals read from `user_stats s` at the instant parameter `now`. */
const learnerStatsColumns = (now: string): string =>
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
      `SELECT ${learnerStatsColumns('$2')} FROM user_stats s WHERE s.user_id = $1`,
      [userId, this.clock.now().toISOString()],
    );
    return row ?? null;
  }

  /**
   * GET /users/me's learner part in one statement: the totals (null before the learner's first event is
   * projected) and the history rows of the three calendar dates their "today" can be (UTC's date ± 1,
   * whatever their zone). Nothing before the projector has installed the read models.
   */
  async profile(userId: number): Promise<{ stats: LearnerStats | null; days: LearnerDay[] }> {
    const now = this.clock.now().toISOString();
    const [row] = await readModel<{ stats: LearnerStats | null; days: LearnerDay[] | null }>(
      this.pool,
      `SELECT (SELECT row_to_json(x) FROM (SELECT ${learnerStatsColumns('$2')} FROM user_stats s WHERE s.user_id = $1) x) AS stats,
              (SELECT json_agg(json_build_object('date', h.date::text, 'challenge_id', h.challenge_id,
                                                 'attempts_started', h.attempts_started, 'outcome', h.outcome))
                 FROM learner_history h
                WHERE h.user_id = $1 AND h.date BETWEEN $3::date - 1 AND $3::date + 1) AS days`,
      [userId, now, now.slice(0, 10)],
    );
    return { stats: row?.stats ?? null, days: row?.days ?? [] };
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

import type { Pool } from 'pg';
import type { Clock } from '../../read-model-sql';
import { currentStreakSql, readModel } from '../../read-model-sql';

export interface LearnerStats {
  current_elo_rating: number;
  total_points_earned: number;
  current_streak: number;
  best_streak: number;
  total_challenges_completed: number;
}

/** A learner's totals for the User fields (GET /users/me); null before their first event is projected. */
export class UserStatsReader {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async forUser(userId: number): Promise<LearnerStats | null> {
    const [row] = await readModel<LearnerStats>(
      this.pool,
      `SELECT s.current_elo AS current_elo_rating, s.total_points AS total_points_earned, ${currentStreakSql('$2')} AS current_streak,
              s.best_streak, s.total_challenges_completed
         FROM user_stats s LEFT JOIN users u ON u.id = s.user_id
        WHERE s.user_id = $1`,
      [userId, this.clock.now().toISOString()],
    );
    return row ?? null;
  }
}

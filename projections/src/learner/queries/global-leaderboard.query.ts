import type { Pool } from 'pg';
import type { Clock } from '../../read-model-sql';
import { currentStreakSql, oneDecimal, readModel } from '../../read-model-sql';

const TOP = 100;

interface GlobalRow {
  user_id: number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  current_elo: number;
  total_points: number;
  total_challenges_completed: number;
  current_streak: number;
  best_streak: number;
  average_completion_time: number | null;
}

/** The top rows at time `now`, with their position (`pos`) in the board's order. */
const TOP_SQL = (now: string) =>
  `SELECT s.user_id, u.username, u.first_name, u.last_name, s.current_elo, s.total_points, s.total_challenges_completed,
          ${currentStreakSql(now)} AS current_streak, s.best_streak, s.average_completion_time,
          row_number() OVER (ORDER BY s.current_elo DESC, s.total_points DESC, s.registered_at, s.user_id) AS pos
     FROM user_stats s LEFT JOIN users u ON u.id = s.user_id
    WHERE s.resolved_count > 0
    ORDER BY s.current_elo DESC, s.total_points DESC, s.registered_at, s.user_id
    LIMIT ${TOP}`;

/** 1 + the active learners ahead of the user `userId`; null when they are not active. */
const RANK_SQL = (userId: string) =>
  `WITH me AS (SELECT current_elo, total_points, registered_at, user_id FROM user_stats WHERE user_id = ${userId} AND resolved_count > 0)
   SELECT (1
     + (SELECT coalesce(sum(c.users), 0) FROM user_stats_elo_counts c WHERE c.elo > me.current_elo)
     + (SELECT count(*) FROM user_stats s
         WHERE s.resolved_count > 0 AND s.current_elo = me.current_elo
           AND (s.total_points > me.total_points
                OR (s.total_points = me.total_points AND (s.registered_at, s.user_id) < (me.registered_at, me.user_id))))
   )::int FROM me`;

const TOTAL_SQL = `SELECT coalesce(sum(users), 0)::int FROM user_stats_elo_counts`;

/**
 * Active learners (one resolved challenge or more) by ELO, total points, earliest registration.
 * The caller's rank is one sum over the per-ELO counts above theirs plus an index-only count inside
 * their own ELO bucket, so it stays sub-millisecond however far down the caller is.
 */
export class GlobalLeaderboardQuery {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** The top, the caller's rank and the count in one statement: one connection and one round trip per board. */
  async forUser(userId: number) {
    const rows = await readModel<GlobalRow & { rank: number | null; total: number }>(
      this.pool,
      `SELECT x.rank, x.total, t.*
         FROM (SELECT (${RANK_SQL('$2')}) AS rank, (${TOTAL_SQL}) AS total) x
         LEFT JOIN LATERAL (${TOP_SQL('$1')}) t ON true
        ORDER BY t.pos`,
      [this.clock.now().toISOString(), userId],
    );
    const top = rows.filter((r) => r.user_id !== null);
    return {
      leaderboard: top.map((r, i) => ({
        rank: i + 1,
        user_id: r.user_id,
        username: r.username,
        first_name: r.first_name,
        last_name: r.last_name,
        current_elo_rating: r.current_elo,
        is_current_user: r.user_id === userId,
        total_points_earned: r.total_points,
        total_challenges_completed: r.total_challenges_completed,
        current_streak: r.current_streak,
        best_streak: Math.max(r.best_streak, r.current_streak),
        average_completion_time: oneDecimal(r.average_completion_time),
      })),
      current_user_rank: rows[0]?.rank ?? null,
      total_users: rows[0]?.total ?? 0,
      period: 'all_time',
    };
  }

  /** The top rows alone (the learner-day bench times the product's own SQL). */
  top(now: string): Promise<GlobalRow[]> {
    return readModel<GlobalRow>(this.pool, `${TOP_SQL('$1')}`, [now]);
  }

  /** 1 + the active learners ahead of `userId`; null when they are not active. */
  async rankOf(userId: number): Promise<number | null> {
    const [row] = await readModel<{ rank: number | null }>(this.pool, `SELECT (${RANK_SQL('$1')}) AS rank`, [userId]);
    return row?.rank ?? null;
  }
}

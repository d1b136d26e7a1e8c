import type { Pool } from 'pg';
import { isoWeekLabel, isoWeekStart } from '../iso-week';
import { WEEKLY_POINTS_BAND as BAND } from '../leaderboard-weekly.projection';
import type { Clock } from '../../read-model-sql';
import { currentStreakSql, readModel } from '../../read-model-sql';

const TOP = 100;

interface WeeklyRow {
  user_id: number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  current_elo: number;
  weekly_points: number;
  weekly_completed: number;
  current_streak: number;
}

/**
 * The week's top rows at time `now`, with their position (`pos`). The board's full order is
 * leaderboard_weekly's own (ELO and registration are copied there): the top rows come straight off its
 * rank index, user_stats only adds the streak.
 */
const TOP_SQL = (week: string, now: string) =>
  `SELECT w.user_id, u.username, u.first_name, u.last_name, s.current_elo, w.weekly_points, w.weekly_completed,
          ${currentStreakSql(now)} AS current_streak, w.pos
     FROM (SELECT *, row_number() OVER (ORDER BY weekly_points DESC, weekly_completed DESC, current_elo DESC, registered_at, user_id) AS pos
             FROM leaderboard_weekly
            WHERE week_start = ${week}
            ORDER BY weekly_points DESC, weekly_completed DESC, current_elo DESC, registered_at, user_id
            LIMIT ${TOP}) w
     JOIN user_stats s ON s.user_id = w.user_id
     LEFT JOIN users u ON u.id = w.user_id`;

/**
 * 1 + learners in higher bands of points + learners on higher (points, solved) pairs of the same band
 * + learners of the same pair with a higher ELO + an index-only count of the few tied on all three who
 * registered earlier: each a short range of a count table kept by the projection. Null when the user
 * has no row this week.
 */
const RANK_SQL = (week: string, userId: string) =>
  `WITH me AS (
     SELECT weekly_points AS p, weekly_completed AS c, current_elo AS e, registered_at AS r, user_id
       FROM leaderboard_weekly WHERE week_start = ${week} AND user_id = ${userId})
   SELECT (1
     + (SELECT coalesce(sum(b.users), 0) FROM leaderboard_weekly_band_counts b WHERE b.week_start = ${week} AND b.band > me.p / ${BAND})
     + (SELECT coalesce(sum(k.users), 0) FROM leaderboard_weekly_counts k
         WHERE k.week_start = ${week} AND (k.points, k.completed) > (me.p, me.c) AND k.points < (me.p / ${BAND} + 1) * ${BAND})
     + (SELECT coalesce(sum(k.users), 0) FROM leaderboard_weekly_elo_counts k
         WHERE k.week_start = ${week} AND k.points = me.p AND k.completed = me.c AND k.elo > me.e)
     + (SELECT count(*) FROM leaderboard_weekly w
         WHERE w.week_start = ${week} AND w.weekly_points = me.p AND w.weekly_completed = me.c AND w.current_elo = me.e
           AND (w.registered_at, w.user_id) < (me.r, me.user_id)))::int
     FROM me`;

const TOTAL_SQL = (week: string) => `SELECT coalesce(sum(users), 0)::int FROM leaderboard_weekly_band_counts WHERE week_start = ${week}`;

/** Learners who resolved a challenge in the current ISO week (Monday 00:00 UTC), by weekly points, solved, ELO. */
export class WeeklyLeaderboardQuery {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** The top, the caller's rank and the count in one statement: one connection and one round trip per board. */
  async forUser(userId: number) {
    const now = this.clock.now();
    const week = isoWeekStart(now);
    const rows = await readModel<WeeklyRow & { rank: number | null; total: number }>(
      this.pool,
      `SELECT x.rank, x.total, t.*
         FROM (SELECT (${RANK_SQL('$1', '$3')}) AS rank, (${TOTAL_SQL('$1')}) AS total) x
         LEFT JOIN LATERAL (${TOP_SQL('$1', '$2')}) t ON true
        ORDER BY t.pos`,
      [week, now.toISOString(), userId],
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
        weekly_points: r.weekly_points,
        weekly_completed: r.weekly_completed,
        current_streak: r.current_streak,
      })),
      current_user_rank: rows[0]?.rank ?? null,
      total_users: rows[0]?.total ?? 0,
      period: isoWeekLabel(now),
      week_start: week,
    };
  }

  /** The week's top rows alone (the learner-day bench times the product's own SQL). */
  top(week: string, now: string): Promise<WeeklyRow[]> {
    return readModel<WeeklyRow>(this.pool, `${TOP_SQL('$1', '$2')} ORDER BY w.pos`, [week, now]);
  }

  /** The caller's rank alone (tests and the bench check it against the full order). */
  async rankOf(userId: number, week: string): Promise<number | null> {
    const [row] = await readModel<{ rank: number | null }>(this.pool, `SELECT (${RANK_SQL('$1', '$2')}) AS rank`, [week, userId]);
    return row?.rank ?? null;
  }
}

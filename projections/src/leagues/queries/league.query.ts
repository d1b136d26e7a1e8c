import type { Pool } from 'pg';
import type { LeagueTier } from '../../../../contracts/src';
import type { Clock } from '../../read-model-sql';
import { readModel } from '../../read-model-sql';

export interface LeagueMemberRow {
  user_id: number;
  username: string | null;
  weekly_points: number;
  weekly_completed: number;
  elo: number;
  registered_at: string;
}

export interface LeagueCandidate {
  user_id: number;
  elo: number;
  tier: LeagueTier | null;
  tier_week: string | null;
}

/** The league read model (league_standings) with the weekly points of leaderboard_weekly. */
export class LeagueQuery {
  constructor(
    private readonly pool: Pool,
    readonly clock: Clock,
  ) {}

  async standing(userId: number, week: string): Promise<{ tier: LeagueTier; cohort: number } | null> {
    const [row] = await readModel<{ tier: LeagueTier; cohort: number }>(this.pool, `SELECT tier, cohort FROM league_standings WHERE week = $1 AND user_id = $2`, [week, userId]);
    return row ?? null;
  }

  /** The learner's tier now and the week that set it (null: never placed). */
  async tier(userId: number): Promise<{ tier: LeagueTier; week: string } | null> {
    const [row] = await readModel<{ tier: LeagueTier; week: string }>(this.pool, `SELECT tier, week FROM league_tiers WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  /**
   * A cohort's members in the weekly leaderboard's order (points, solved, ELO, registration, id); a
   * member without a row this week (their day was deleted) has 0 points and their placement ELO.
   */
  cohort(week: string, weekStart: string, tier: LeagueTier, cohort: number): Promise<LeagueMemberRow[]> {
    return readModel<LeagueMemberRow>(
      this.pool,
      `SELECT s.user_id, u.username, coalesce(w.weekly_points, 0) AS weekly_points, coalesce(w.weekly_completed, 0) AS weekly_completed,
              coalesce(w.current_elo, s.elo) AS elo, coalesce(w.registered_at, s.joined_at) AS registered_at
         FROM league_standings s
         LEFT JOIN leaderboard_weekly w ON w.week_start = $2 AND w.user_id = s.user_id
         LEFT JOIN users u ON u.id = s.user_id
        WHERE s.week = $1 AND s.tier = $3 AND s.cohort = $4
        ORDER BY 3 DESC, 4 DESC, 5 DESC, 6, s.user_id`,
      [week, weekStart, tier, cohort],
    );
  }

  /** Every placed learner of a week with their weekly numbers (what the close ranks on). */
  members(week: string, weekStart: string): Promise<LeagueMemberRow[]> {
    return readModel<LeagueMemberRow>(
      this.pool,
      `SELECT s.user_id, NULL AS username, coalesce(w.weekly_points, 0) AS weekly_points, coalesce(w.weekly_completed, 0) AS weekly_completed,
              coalesce(w.current_elo, s.elo) AS elo, coalesce(w.registered_at, s.joined_at) AS registered_at
         FROM league_standings s LEFT JOIN leaderboard_weekly w ON w.week_start = $2 AND w.user_id = s.user_id
        WHERE s.week = $1`,
      [week, weekStart],
    );
  }

  /**
   * Learners active this week (a resolved day, as on the weekly board) not placed yet, optionally only
   * some, by ELO (highest first) then id: the order they are placed in.
   */
  unplaced(week: string, weekStart: string, only?: number[]): Promise<LeagueCandidate[]> {
    return readModel<LeagueCandidate>(
      this.pool,
      `SELECT w.user_id, w.current_elo AS elo, t.tier, t.week AS tier_week
         FROM leaderboard_weekly w
         LEFT JOIN league_standings s ON s.week = $1 AND s.user_id = w.user_id
         LEFT JOIN league_tiers t ON t.user_id = w.user_id
        WHERE w.week_start = $2 AND s.user_id IS NULL AND ($3::int[] IS NULL OR w.user_id = ANY($3::int[]))
        ORDER BY w.current_elo DESC, w.user_id`,
      [week, weekStart, only ?? null],
    );
  }

  /** Whether the read model has projected the week's close (and so, before it, its tier changes). */
  async weekClosed(week: string): Promise<boolean> {
    const [row] = await readModel<{ closed: boolean }>(this.pool, `SELECT closed_at IS NOT NULL AS closed FROM league_weeks WHERE week = $1`, [week]);
    return row?.closed ?? false;
  }

  /** Weeks with cohorts not closed yet, before the given week, oldest first. */
  async openWeeksBefore(weekStart: string): Promise<string[]> {
    const rows = await readModel<{ week: string }>(this.pool, `SELECT week FROM league_weeks WHERE closed_at IS NULL AND week_start < $1 ORDER BY week_start`, [weekStart]);
    return rows.map((r) => r.week);
  }
}

import { LEAGUE_CONTRACT, type LeagueEvent, type RecordedEvent } from '../../../contracts/src';
import type { Projection } from '../projection';

const TYPES: ReadonlySet<string> = new Set(LEAGUE_CONTRACT.eventTypes);

/**
 * Weekly leagues from the `league-<week>` streams: who is in which cohort of which tier each week
 * (with the final rank once the week is closed), each learner's current tier, and which weeks are
 * closed. Weekly points are not copied: the league query reads them from leaderboard_weekly, the same
 * numbers the weekly board shows.
 */
export const leagueStandings: Projection = {
  name: 'league_standings',
  version: 1,
  handles: LEAGUE_CONTRACT.eventTypes,
  tables: ['league_standings', 'league_tiers', 'league_weeks'],
  schema: (t) => [
    `CREATE TABLE ${t('league_standings')} (
       week        text NOT NULL,
       week_start  date NOT NULL,
       user_id     int NOT NULL,
       tier        text NOT NULL,
       cohort      int NOT NULL,
       elo         int NOT NULL,
       joined_at   timestamptz NOT NULL,
       final_rank  int,
       final_points int,
       moved_to    text,
       PRIMARY KEY (week, user_id)
     )`,
    `CREATE INDEX ${t('league_standings')}_cohort ON ${t('league_standings')} (week, tier, cohort)`,
    // The tier a learner holds now (Bronze when absent), and the week it was last set by.
    `CREATE TABLE ${t('league_tiers')} (user_id int PRIMARY KEY, tier text NOT NULL, week text NOT NULL)`,
    `CREATE TABLE ${t('league_weeks')} (
       week       text PRIMARY KEY,
       week_start date NOT NULL,
       learners   int NOT NULL DEFAULT 0,
       closed_at  timestamptz,
       promoted   int,
       demoted    int
     )`,
  ],
  async apply(recorded: RecordedEvent[], { tx, table }) {
    const standings = table('league_standings');
    const tiers = table('league_tiers');
    const weeks = table('league_weeks');
    // Few events (a placement per learner and week, a close per week): one statement each, in order.
    for (const r of recorded) {
      if (!r.streamId.startsWith(LEAGUE_CONTRACT.streamPrefix) || !TYPES.has(r.type)) continue;
      const e = { type: r.type, data: r.data } as LeagueEvent;
      switch (e.type) {
        case 'LeagueCohortJoined': {
          const d = e.data;
          const { rowCount } = await tx.query(
            `INSERT INTO ${standings} (week, week_start, user_id, tier, cohort, elo, joined_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (week, user_id) DO NOTHING`,
            [d.week, d.weekStart, d.userId, d.tier, d.cohort, d.elo, d.joinedAt],
          );
          if (!rowCount) break;
          await tx.query(
            `INSERT INTO ${weeks} (week, week_start, learners) VALUES ($1, $2, 1) ON CONFLICT (week) DO UPDATE SET learners = ${weeks}.learners + 1`,
            [d.week, d.weekStart],
          );
          await tx.query(
            `INSERT INTO ${tiers} (user_id, tier, week) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET tier = EXCLUDED.tier, week = EXCLUDED.week WHERE ${tiers}.week <= EXCLUDED.week`,
            [d.userId, d.tier, d.week],
          );
          break;
        }
        case 'LeagueWeekClosed': {
          const d = e.data;
          await tx.query(
            `INSERT INTO ${weeks} (week, week_start, closed_at, promoted, demoted) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (week) DO UPDATE SET closed_at = EXCLUDED.closed_at, promoted = EXCLUDED.promoted, demoted = EXCLUDED.demoted`,
            [d.week, d.weekStart, d.closedAt, d.promoted, d.demoted],
          );
          await tx.query(
            `UPDATE ${standings} s SET final_rank = f.rank, final_points = f.points
               FROM unnest($2::int[], $3::int[], $4::int[]) AS f(user_id, rank, points)
              WHERE s.week = $1 AND s.user_id = f.user_id`,
            [d.week, d.standings.map((x) => x.userId), d.standings.map((x) => x.rank), d.standings.map((x) => x.weeklyPoints)],
          );
          break;
        }
        case 'LeagueTierChanged': {
          const d = e.data;
          await tx.query(`UPDATE ${standings} SET moved_to = $3 WHERE week = $1 AND user_id = $2`, [d.week, d.userId, d.to]);
          // A later week's placement already set the tier: the change of an older week does not undo it.
          await tx.query(
            `INSERT INTO ${tiers} (user_id, tier, week) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET tier = EXCLUDED.tier, week = EXCLUDED.week WHERE ${tiers}.week <= EXCLUDED.week`,
            [d.userId, d.to, d.week],
          );
          break;
        }
      }
    }
  },
};

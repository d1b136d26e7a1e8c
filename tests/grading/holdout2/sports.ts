import { type HoldoutCases } from './types';

const HOURS = 'ROUND(SUM(EXTRACT(EPOCH FROM b.ends_at - b.starts_at)) / 3600, 1)';
const courtHours = (where: string, opts: { hours?: string; order?: string } = {}): string =>
  `SELECT c.name AS court, COUNT(*) AS bookings, ${opts.hours ?? HOURS} AS hours_booked
   FROM bookings b JOIN courts c ON c.id = b.court_id
   WHERE ${where}
   GROUP BY c.id, c.name ORDER BY ${opts.order ?? 'hours_booked DESC, court'}`;
const WEEK = "b.status = 'confirmed' AND b.starts_at >= '2024-05-06' AND b.starts_at < '2024-05-13'";

const members = (opts: { on?: string; where?: string; count?: string; last?: string; order?: string; group?: string } = {}): string =>
  `SELECT m.full_name, m.membership, ${opts.count ?? 'COUNT(b.id)'} AS confirmed_bookings, ${opts.last ?? 'MAX(b.starts_at)::date'} AS last_played_on
   FROM members m LEFT JOIN bookings b ON b.member_id = m.id ${opts.on ?? "AND b.status = 'confirmed'"}
   ${opts.where ? `WHERE ${opts.where}` : ''}
   GROUP BY ${opts.group ?? 'm.id, m.full_name, m.membership'} ORDER BY ${opts.order ?? 'confirmed_bookings DESC, m.full_name'}`;

const standings = (opts: { results?: string; having?: string; order?: string; points?: string; gd?: string; from?: string } = {}): string =>
  `WITH r AS (${opts.results ?? `SELECT home_team_id AS team_id, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
              UNION ALL SELECT away_team_id, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL`})
   SELECT t.name AS team, COUNT(r.team_id) AS played,
          COUNT(*) FILTER (WHERE r.gf > r.ga) AS won, COUNT(*) FILTER (WHERE r.gf = r.ga) AS drawn, COUNT(*) FILTER (WHERE r.gf < r.ga) AS lost,
          SUM(r.gf) AS goals_for, SUM(r.ga) AS goals_against, ${opts.gd ?? 'SUM(r.gf) - SUM(r.ga)'} AS goal_difference,
          ${opts.points ?? 'SUM(CASE WHEN r.gf > r.ga THEN 3 WHEN r.gf = r.ga THEN 1 ELSE 0 END)'} AS points
   FROM ${opts.from ?? 'r JOIN teams t ON t.id = r.team_id'}
   GROUP BY t.id, t.name ${opts.having ? `HAVING ${opts.having}` : ''}
   ORDER BY ${opts.order ?? 'points DESC, goal_difference DESC, goals_for DESC, team'}`;

const yetToPlay = (cond: string, from = 'players p JOIN teams t ON t.id = p.team_id', order = 'team, p.full_name'): string =>
  `SELECT t.name AS team, p.full_name, p.position FROM ${from} WHERE ${cond} ORDER BY ${order}`;
const PLAYED = 'EXISTS (SELECT 1 FROM appearances a WHERE a.player_id = p.id AND a.minutes_played > 0)';

/** Second held-out set (issue 32), sports: written from the challenge text alone, before any grading run. */
export const SPORTS: HoldoutCases = {
  'sports-weekly-court-hours': {
    right: [
      courtHours("b.status = 'confirmed' AND b.starts_at::date BETWEEN '2024-05-06' AND '2024-05-12'", { hours: "ROUND(SUM(EXTRACT(EPOCH FROM b.ends_at) - EXTRACT(EPOCH FROM b.starts_at)) / 3600.0, 1)" }),
      `SELECT c.name AS court, COUNT(*) AS bookings, ROUND(EXTRACT(EPOCH FROM SUM(b.ends_at - b.starts_at)) / 3600, 1) AS hours_booked
       FROM courts c JOIN bookings b ON b.court_id = c.id
       WHERE b.status = 'confirmed' AND date_trunc('week', b.starts_at) = TIMESTAMP '2024-05-06'
       GROUP BY c.name ORDER BY 3 DESC, 1`,
    ],
    wrong: [
      {
        sql: `${courtHours(WEEK, { hours: 'ROUND(SUM(EXTRACT(EPOCH FROM b.ends_at - b.starts_at))::int / 3600, 1)' })}`,
        why: 'integer division by 3600 drops the part hours',
        cls: 'integer-division',
      },
      { sql: courtHours("b.status = 'confirmed' AND b.starts_at BETWEEN '2024-05-06' AND '2024-05-12'"), why: "BETWEEN … '2024-05-12' stops at Sunday 00:00; any time that Sunday counts", cls: 'timestamp-bound' },
      { sql: courtHours("b.status = 'confirmed' AND b.starts_at >= '2024-05-06' AND b.ends_at < '2024-05-13'"), why: 'the week is decided by starts_at; a Sunday booking running past midnight counts', cls: 'wrong-column' },
      { sql: courtHours("b.status <> 'cancelled' AND b.starts_at >= '2024-05-06' AND b.starts_at < '2024-05-13'"), why: 'no_show bookings do not count', cls: 'status-filter' },
      { sql: courtHours(WEEK, { hours: 'SUM(ROUND(EXTRACT(EPOCH FROM b.ends_at - b.starts_at) / 3600, 1))' }), why: 'rounds each booking before adding them up; the total is rounded once', cls: 'rounding-order' },
      { sql: courtHours(WEEK, { hours: 'SUM(EXTRACT(HOUR FROM b.ends_at - b.starts_at))' }), why: 'the hour field of the interval drops the minutes (a 90-minute booking counts 1 hour)', cls: 'calendar-arithmetic' },
      { sql: courtHours("b.status = 'confirmed' AND EXTRACT(WEEK FROM b.starts_at) = 19"), why: 'ISO week 19 of any year, not the week of 6 May 2024', cls: 'date-part-without-year' },
      { sql: courtHours(WEEK, { order: 'SUM(b.ends_at - b.starts_at) DESC, court' }), why: 'orders by the exact total, so two courts with the same rounded hours are not ordered by name', cls: 'rounding-order' },
    ],
  },
  'sports-member-booking-summary': {
    right: [
      `SELECT m.full_name, m.membership,
              (SELECT COUNT(*) FROM bookings b WHERE b.member_id = m.id AND b.status = 'confirmed') AS confirmed_bookings,
              (SELECT MAX(b.starts_at::date) FROM bookings b WHERE b.member_id = m.id AND b.status = 'confirmed') AS last_played_on
       FROM members m ORDER BY 3 DESC, 1`,
      members({ on: '', count: "COUNT(*) FILTER (WHERE b.status = 'confirmed')", last: "CAST(MAX(b.starts_at) FILTER (WHERE b.status = 'confirmed') AS date)" }),
    ],
    wrong: [
      {
        sql: `${members({ last: 'MIN(b.starts_at)::date' })}`,
        why: 'last_played_on is the latest confirmed booking, not the first',
        cls: 'wrong-aggregate',
      },
      {
        sql: `${members({ last: 'MAX(b.booked_at)::date' })}`,
        why: 'last_played_on is the date of starts_at, not of when the booking was made',
        cls: 'wrong-column',
      },
      { sql: members({ on: '', where: "b.status = 'confirmed'" }), why: 'the WHERE drops members who never booked or never played; every member is listed', cls: 'outer-vs-inner-join' },
      { sql: members({ count: 'COUNT(*)' }), why: 'COUNT(*) counts a member without a confirmed booking as 1', cls: 'count-col-vs-star' },
      { sql: members({ on: '', count: "COUNT(*) FILTER (WHERE b.status = 'confirmed')" }), why: 'last_played_on takes the latest booking of any status, not of the confirmed ones', cls: 'status-filter' },
      { sql: members({ on: '' }), why: 'counts cancelled and no-show bookings', cls: 'status-filter' },
      { sql: members({ group: 'm.full_name, m.membership' }), why: 'groups by name: two members with the same name and membership are merged', cls: 'group-granularity' },
      { sql: members({ order: 'confirmed_bookings DESC' }), why: 'members with as many bookings are not ordered by name', cls: 'tie-break' },
      { sql: members({ on: "AND b.status = 'confirmed' AND b.starts_at >= '2024-05-01'" }), why: 'bookings of all dates count', cls: 'missing-lower-bound' },
    ],
  },
  'sports-league-standings': {
    right: [
      `SELECT t.name AS team, COUNT(*) AS played,
              COUNT(*) FILTER (WHERE (m.home_team_id = t.id AND m.home_goals > m.away_goals) OR (m.away_team_id = t.id AND m.away_goals > m.home_goals)) AS won,
              COUNT(*) FILTER (WHERE m.home_goals = m.away_goals) AS drawn,
              COUNT(*) FILTER (WHERE (m.home_team_id = t.id AND m.home_goals < m.away_goals) OR (m.away_team_id = t.id AND m.away_goals < m.home_goals)) AS lost,
              SUM(CASE WHEN m.home_team_id = t.id THEN m.home_goals ELSE m.away_goals END) AS goals_for,
              SUM(CASE WHEN m.home_team_id = t.id THEN m.away_goals ELSE m.home_goals END) AS goals_against,
              SUM(CASE WHEN m.home_team_id = t.id THEN m.home_goals - m.away_goals ELSE m.away_goals - m.home_goals END) AS goal_difference,
              SUM(CASE WHEN m.home_goals = m.away_goals THEN 1
                       WHEN (m.home_team_id = t.id) = (m.home_goals > m.away_goals) THEN 3 ELSE 0 END) AS points
       FROM teams t JOIN matches m ON t.id IN (m.home_team_id, m.away_team_id)
       WHERE m.home_goals IS NOT NULL
       GROUP BY t.id, t.name
       ORDER BY points DESC, goal_difference DESC, goals_for DESC, team`,
      standings({ points: '3 * COUNT(*) FILTER (WHERE r.gf > r.ga) + COUNT(*) FILTER (WHERE r.gf = r.ga)' }),
    ],
    wrong: [
      {
        sql: `${standings({ results: 'SELECT home_team_id AS team_id, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL' })}`,
        why: "counts only home matches; a team's away results count from its own side too",
        cls: 'incomplete-predicate',
      },
      {
        sql: standings({ results: 'SELECT home_team_id AS team_id, home_goals AS gf, away_goals AS ga FROM matches UNION ALL SELECT away_team_id, away_goals, home_goals FROM matches' }).replace('COUNT(r.team_id) AS played', 'COUNT(*) AS played'),
        why: 'postponed and future matches (NULL goals) are counted as played',
        cls: 'null-handling',
      },
      {
        sql: standings({ results: `SELECT home_team_id AS team_id, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
                                   UNION SELECT away_team_id, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL` }),
        why: 'UNION removes a team\'s second match with the same score from its own side',
        cls: 'distinct-misuse',
      },
      { sql: standings({ gd: 'ABS(SUM(r.gf) - SUM(r.ga))' }), why: 'goal_difference is goals_for - goals_against and can be negative', cls: 'negative-clipping' },
      { sql: standings({ order: 'points DESC, goals_for DESC, goal_difference DESC, team' }), why: 'goal difference breaks a tie on points before goals scored', cls: 'tie-break' },
      { sql: standings({ from: 'teams t LEFT JOIN r ON r.team_id = t.id' }), why: 'a team that has not played yet is listed with zeros; only teams with a played match appear', cls: 'outer-vs-inner-join' },
      { sql: standings({ having: 'SUM(r.gf) > 0' }), why: 'a team that played but never scored is dropped', cls: 'zero-sum-group' },
      { sql: standings({ points: 'SUM(CASE WHEN r.gf >= r.ga THEN 3 ELSE 0 END)' }), why: 'a draw gives 1 point, not 3', cls: 'inclusive-bound' },
    ],
  },
  'sports-players-yet-to-play': {
    right: [
      yetToPlay('p.id NOT IN (SELECT a.player_id FROM appearances a WHERE a.minutes_played > 0)'),
      `SELECT t.name AS team, p.full_name, p.position
       FROM players p JOIN teams t ON t.id = p.team_id LEFT JOIN appearances a ON a.player_id = p.id
       GROUP BY p.id, t.name, p.full_name, p.position
       HAVING COALESCE(MAX(a.minutes_played), 0) = 0
       ORDER BY 1, 2`,
    ],
    wrong: [
      { sql: yetToPlay('NOT EXISTS (SELECT 1 FROM appearances a WHERE a.player_id = p.id)'), why: 'an unused substitute (0 minutes) has not played yet', cls: 'status-filter' },
      { sql: yetToPlay(`NOT ${PLAYED}`, 'players p LEFT JOIN teams t ON t.id = p.team_id'), why: 'free agents without a team are ignored', cls: 'outer-vs-inner-join' },
      {
        sql: `SELECT t.name AS team, p.full_name, p.position
              FROM players p JOIN teams t ON t.id = p.team_id JOIN appearances a ON a.player_id = p.id
              GROUP BY p.id, t.name, p.full_name, p.position HAVING SUM(a.minutes_played) = 0
              ORDER BY 1, 2`,
        why: 'the inner join to appearances drops players who have no appearance row at all',
        cls: 'outer-vs-inner-join',
      },
      { sql: yetToPlay(`NOT ${PLAYED}`, undefined, 'team'), why: 'players of one team are not ordered by full_name', cls: 'tie-break' },
      { sql: yetToPlay(`NOT ${PLAYED.replace('a.player_id = p.id', 'a.player_id = p.team_id')}`), why: 'the subquery matches appearances on the team id instead of the player id', cls: 'wrong-join-key' },
      { sql: yetToPlay('NOT EXISTS (SELECT 1 FROM appearances a WHERE a.player_id = p.id AND a.minutes_played > 0 AND a.goals + a.assists > 0)'), why: 'a player who played without scoring or assisting has played', cls: 'wrong-column' },
    ],
  },
};

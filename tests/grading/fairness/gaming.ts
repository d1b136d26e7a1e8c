import { type FairnessCases } from './types';

const STREAK_TAIL = `
  streaks AS (SELECT player_id, COUNT(*) AS streak_length FROM history WHERE won GROUP BY player_id, seq - seq_in_result)
  SELECT p.id AS player_id, p.username, COALESCE(MAX(s.streak_length), 0) AS longest_win_streak
  FROM players p
  JOIN (SELECT DISTINCT player_id FROM match_players) played ON played.player_id = p.id
  LEFT JOIN streaks s ON s.player_id = p.id
  GROUP BY p.id, p.username
  ORDER BY longest_win_streak DESC, p.id`;

/** Hand-written fairness cases for the gaming demo challenges (backend/src/catalogue/domain/demo/gaming.ts). */
export const GAMING_FAIRNESS: FairnessCases = {
  'gaming-january-international-players': {
    wrong: [
      {
        sql: `SELECT id, username, country, joined_on
              FROM players
              WHERE EXTRACT(MONTH FROM joined_on) = 1 AND country <> 'US'
              ORDER BY joined_on, id`,
        mistake: 'tests the month only, so January of another year counts as "January 2024"',
      },
      {
        sql: `SELECT id, username, country, joined_on
              FROM players
              WHERE joined_on >= DATE '2024-01-01' AND joined_on < DATE '2024-02-01' AND country <> 'US'
              ORDER BY joined_on`,
        mistake: 'drops "then id": players who joined the same day come out in any order',
      },
      {
        sql: `SELECT id, username, country, joined_on
              FROM players
              WHERE EXTRACT(MONTH FROM joined_on) = 1 AND country <> 'US'
              ORDER BY joined_on, id`,
        mistake: 'takes January of any year, where the text asks for January 2024',
      },
    ],
    right: [
      // was a wrong answer; the catalogue's constraints (issue 32) now make it the same query
      `SELECT id, username, country, joined_on
              FROM players
              WHERE joined_on BETWEEN DATE '2024-01-01' AND DATE '2024-01-31' AND upper(country) <> 'US'
              ORDER BY joined_on, id`,
      `SELECT p.id, p.username, p.country AS cc, p.joined_on AS joined
       FROM players p
       WHERE p.joined_on BETWEEN '2024-01-01' AND '2024-01-31' AND p.country IS DISTINCT FROM 'US'
       ORDER BY joined, p.id`,
      `SELECT id, username, country, joined_on
       FROM players
       WHERE date_trunc('month', joined_on) = TIMESTAMP '2024-01-01' AND NOT country = 'US'
       ORDER BY 4, 1`,
    ],
  },

  'gaming-spend-by-country': {
    wrong: [
      {
        sql: `SELECT pl.country, COUNT(DISTINCT pl.id) AS players,
                     COUNT(DISTINCT pu.player_id) FILTER (WHERE pu.amount > 0) AS paying_players,
                     COALESCE(SUM(pu.amount), 0) AS total_spend
              FROM players pl LEFT JOIN purchases pu ON pu.player_id = pl.id
              GROUP BY pl.country
              ORDER BY total_spend DESC, pl.country`,
        mistake: 'counts a player as paying only when an amount is above 0, not "made at least one purchase"',
      },
      {
        sql: `SELECT pl.country, COUNT(DISTINCT pl.id) AS players, COUNT(DISTINCT pu.player_id) AS paying_players,
                     COALESCE(SUM(pu.amount), 0) AS total_spend
              FROM players pl LEFT JOIN purchases pu ON pu.player_id = pl.id
              GROUP BY pl.country
              ORDER BY total_spend DESC, players DESC, pl.country`,
        mistake: 'puts the country with more players first on a total_spend tie instead of "then country ascending"',
      },
      {
        sql: `SELECT pl.country, COUNT(DISTINCT pl.id) AS players, COUNT(DISTINCT pu.player_id) AS paying_players,
                     COALESCE(SUM(pu.amount), 0) AS total_spend
              FROM players pl
              LEFT JOIN purchases pu ON pu.player_id = pl.id AND pu.purchased_on >= DATE '2024-01-01'
              GROUP BY pl.country
              ORDER BY total_spend DESC, pl.country`,
        mistake: 'counts only purchases from 2024 on, although the text asks for "the total purchase amount of those players"',
      },
    ],
    right: [
      `WITH per_player AS (
         SELECT pl.id, pl.country, (SELECT SUM(amount) FROM purchases pu WHERE pu.player_id = pl.id) AS spent
         FROM players pl)
       SELECT country, COUNT(*), COUNT(spent), COALESCE(SUM(spent), 0) AS total
       FROM per_player
       GROUP BY country
       ORDER BY total DESC, country`,
      `SELECT c.country,
              (SELECT COUNT(*) FROM players p WHERE p.country = c.country) AS players,
              (SELECT COUNT(*) FROM players p WHERE p.country = c.country AND EXISTS (SELECT 1 FROM purchases u WHERE u.player_id = p.id)) AS paying,
              (SELECT COALESCE(SUM(u.amount), 0) FROM purchases u JOIN players p ON p.id = u.player_id WHERE p.country = c.country) AS spend
       FROM (SELECT DISTINCT country FROM players) c
       ORDER BY spend DESC, c.country ASC`,
    ],
  },

  'gaming-player-win-rates': {
    wrong: [
      {
        sql: `SELECT p.id AS player_id, p.username, COUNT(DISTINCT m.played_on) AS matches_played,
                     COUNT(*) FILTER (WHERE mp.won) AS wins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE mp.won) / COUNT(DISTINCT m.played_on), 2) AS win_rate_pct
              FROM match_players mp JOIN players p ON p.id = mp.player_id JOIN matches m ON m.id = mp.match_id
              GROUP BY p.id, p.username
              HAVING COUNT(DISTINCT m.played_on) >= 3
              ORDER BY win_rate_pct DESC, p.id`,
        mistake: 'counts distinct match days, not "matches played" (two matches on one day count once)',
      },
      {
        sql: `SELECT p.id AS player_id, p.username, COUNT(*) AS matches_played, COUNT(*) FILTER (WHERE mp.won) AS wins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE mp.won) / COUNT(*), 2) AS win_rate_pct
              FROM match_players mp JOIN players p ON p.id = mp.player_id
              GROUP BY p.id, p.username
              HAVING COUNT(*) >= 3
              ORDER BY win_rate_pct DESC, matches_played DESC, p.id`,
        mistake: 'puts the player with more matches first on a win-rate tie instead of "then player_id ascending"',
      },
      {
        sql: `SELECT p.id AS player_id, p.username, COUNT(*) AS matches_played, COUNT(*) FILTER (WHERE mp.won) AS wins,
                     (100.0 * COUNT(*) FILTER (WHERE mp.won) / COUNT(*))::numeric(4, 2) AS win_rate_pct
              FROM match_players mp JOIN players p ON p.id = mp.player_id
              GROUP BY p.id, p.username
              HAVING COUNT(*) >= 3
              ORDER BY win_rate_pct DESC, p.id`,
        mistake: 'formats the percentage as numeric(4,2), which cannot hold a 100 % win rate ("wins as a percentage of matches played")',
      },
    ],
    right: [
      `SELECT p.id, p.username, t.n, t.w, ROUND(t.w * 100.0 / t.n, 2) AS pct
       FROM players p
       JOIN (SELECT player_id, COUNT(*) AS n, SUM(CASE WHEN won THEN 1 ELSE 0 END) AS w FROM match_players GROUP BY player_id) t
         ON t.player_id = p.id
       WHERE t.n >= 3
       ORDER BY pct DESC, p.id`,
      `SELECT p.id AS player_id, p.username, COUNT(mp.match_id) AS played, COUNT(NULLIF(mp.won, false)) AS won,
              ROUND(100 * AVG(CASE WHEN mp.won THEN 1.0 ELSE 0.0 END), 2) AS rate
       FROM players p LEFT JOIN match_players mp ON mp.player_id = p.id
       GROUP BY p.id, p.username
       HAVING COUNT(mp.match_id) > 2
       ORDER BY rate DESC, player_id`,
    ],
  },

  'gaming-top-scorer-lost': {
    wrong: [
      {
        sql: `SELECT mp.match_id, mp.player_id, mp.score
              FROM match_players mp
              WHERE NOT mp.won
                AND mp.score >= (SELECT MAX(x.score) FROM match_players x WHERE x.match_id = mp.match_id AND x.won)`,
        mistake: 'keeps every loser who scored at least as much as the best winner, not only "the participants with the highest score in that match"',
      },
      {
        sql: `SELECT match_id, player_id, score FROM (
                SELECT DISTINCT ON (match_id) match_id, player_id, score, won
                FROM match_players
                ORDER BY match_id, score DESC, won) t
              WHERE NOT won`,
        mistake: 'keeps one top scorer per match (the losing one first), although "there can be several on a tie"',
      },
      {
        sql: `SELECT match_id, player_id, score FROM (
                SELECT match_id, player_id, score, won,
                       ROW_NUMBER() OVER (PARTITION BY match_id ORDER BY score DESC, won) AS rn
                FROM match_players) t
              WHERE rn = 1 AND NOT won`,
        mistake: 'ROW_NUMBER() = 1 picks a single top scorer per match instead of all of them on a tie',
      },
    ],
    right: [
      `SELECT match_id, player_id, score
       FROM match_players
       WHERE (match_id, score) IN (SELECT match_id, MAX(score) FROM match_players GROUP BY match_id)
         AND won = false`,
      `SELECT t.match_id, t.player_id, t.score
       FROM (SELECT mp.*, RANK() OVER (PARTITION BY mp.match_id ORDER BY mp.score DESC) AS r FROM match_players mp) t
       WHERE t.r = 1 AND NOT t.won`,
    ],
  },

  'gaming-early-retention': {
    wrong: [
      {
        sql: `WITH firsts AS (
                SELECT p.id, date_trunc('month', p.joined_on)::date AS cohort_month, p.joined_on, MIN(m.played_on) AS first_played
                FROM players p
                LEFT JOIN match_players mp ON mp.player_id = p.id
                LEFT JOIN matches m ON m.id = mp.match_id
                GROUP BY p.id, p.joined_on)
              SELECT cohort_month, COUNT(*) AS players,
                     COUNT(*) FILTER (WHERE first_played BETWEEN joined_on + 1 AND joined_on + 7) AS retained,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE first_played BETWEEN joined_on + 1 AND joined_on + 7) / COUNT(*), 2) AS retention_pct
              FROM firsts
              GROUP BY cohort_month
              ORDER BY cohort_month`,
        mistake: 'looks only at the first match, so a player who also played on the join day is not retained although "at least one match 1 to 7 days after" exists',
      },
      {
        sql: `WITH flags AS (
                SELECT p.id, date_trunc('month', p.joined_on)::date AS cohort_month,
                       EXISTS (SELECT 1 FROM match_players mp JOIN matches m ON m.id = mp.match_id
                               WHERE mp.player_id = p.id
                                 AND EXTRACT(DAY FROM age(m.played_on, p.joined_on)) BETWEEN 1 AND 7) AS retained
                FROM players p)
              SELECT cohort_month, COUNT(*) AS players, COUNT(*) FILTER (WHERE retained) AS retained,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE retained) / COUNT(*), 2) AS retention_pct
              FROM flags GROUP BY cohort_month ORDER BY cohort_month`,
        mistake: 'uses the day field of age(), so a match one month and a few days later counts as "1 to 7 days after joined_on"',
      },
      {
        sql: `WITH flags AS (
                SELECT p.id, p.joined_on,
                       EXISTS (SELECT 1 FROM match_players mp JOIN matches m ON m.id = mp.match_id
                               WHERE mp.player_id = p.id AND m.played_on BETWEEN p.joined_on + 1 AND p.joined_on + 7) AS retained
                FROM players p)
              SELECT MIN(date_trunc('month', joined_on))::date AS cohort_month, COUNT(*) AS players,
                     COUNT(*) FILTER (WHERE retained) AS retained,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE retained) / COUNT(*), 2) AS retention_pct
              FROM flags
              GROUP BY EXTRACT(MONTH FROM joined_on)
              ORDER BY cohort_month`,
        mistake: 'groups by the month number only, merging the same month of different years into one "month they joined"',
      },
    ],
    right: [
      `SELECT date_trunc('month', p.joined_on) AS cohort, COUNT(DISTINCT p.id) AS players,
              COUNT(DISTINCT p.id) FILTER (WHERE m.played_on - p.joined_on BETWEEN 1 AND 7) AS retained,
              ROUND(COUNT(DISTINCT p.id) FILTER (WHERE m.played_on - p.joined_on BETWEEN 1 AND 7) * 100.0 / COUNT(DISTINCT p.id), 2)
       FROM players p
       LEFT JOIN match_players mp ON mp.player_id = p.id
       LEFT JOIN matches m ON m.id = mp.match_id
       GROUP BY 1
       ORDER BY 1`,
      `WITH kept AS (
         SELECT DISTINCT mp.player_id
         FROM match_players mp JOIN matches m ON m.id = mp.match_id JOIN players p ON p.id = mp.player_id
         WHERE m.played_on > p.joined_on AND m.played_on <= p.joined_on + INTERVAL '7 days')
       SELECT make_date(EXTRACT(YEAR FROM joined_on)::int, EXTRACT(MONTH FROM joined_on)::int, 1) AS cohort_month,
              COUNT(*) AS players,
              SUM(CASE WHEN id IN (SELECT player_id FROM kept) THEN 1 ELSE 0 END) AS retained,
              ROUND(AVG(CASE WHEN id IN (SELECT player_id FROM kept) THEN 100.0 ELSE 0 END), 2) AS retention_pct
       FROM players
       GROUP BY 1
       ORDER BY 1`,
    ],
  },

  'gaming-longest-win-streak': {
    wrong: [
      {
        sql: `WITH history AS (
                SELECT mp.player_id, mp.won,
                       ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.played_on) AS seq,
                       ROW_NUMBER() OVER (PARTITION BY mp.player_id, mp.won ORDER BY m.played_on) AS seq_in_result
                FROM match_players mp JOIN matches m ON m.id = mp.match_id),${STREAK_TAIL}`,
        mistake: 'orders each player\'s matches by played_on only, dropping "then by match_id" for matches on the same day',
      },
      {
        sql: `WITH history AS (
                SELECT mp.player_id, mp.won,
                       RANK() OVER (PARTITION BY mp.player_id ORDER BY m.played_on) AS seq,
                       RANK() OVER (PARTITION BY mp.player_id, mp.won ORDER BY m.played_on) AS seq_in_result
                FROM match_players mp JOIN matches m ON m.id = mp.match_id),${STREAK_TAIL}`,
        mistake: 'numbers the matches with RANK() by date, so two matches on one day share a position and break the "run of consecutive wins"',
      },
      {
        sql: `WITH history AS (
                SELECT mp.player_id, mp.won,
                       ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.played_on, m.id) AS seq,
                       ROW_NUMBER() OVER (PARTITION BY mp.player_id, mp.won ORDER BY m.played_on) AS seq_in_result
                FROM match_players mp JOIN matches m ON m.id = mp.match_id),${STREAK_TAIL}`,
        mistake: 'applies "then by match_id" to one numbering but not the other, so same-day matches are numbered inconsistently',
      },
    ],
    right: [
      `WITH h AS (
         SELECT mp.player_id, mp.won,
                SUM(CASE WHEN mp.won THEN 0 ELSE 1 END) OVER (PARTITION BY mp.player_id ORDER BY m.played_on, m.id ROWS UNBOUNDED PRECEDING) AS losses_so_far
         FROM match_players mp JOIN matches m ON m.id = mp.match_id)
       SELECT p.id, p.username, MAX(g.wins) AS best
       FROM (SELECT player_id, losses_so_far, COUNT(*) FILTER (WHERE won) AS wins FROM h GROUP BY player_id, losses_so_far) g
       JOIN players p ON p.id = g.player_id
       GROUP BY p.id, p.username
       ORDER BY best DESC, p.id`,
      `WITH RECURSIVE seq AS (
         SELECT mp.player_id, mp.won, ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.played_on, m.id) AS n
         FROM match_players mp JOIN matches m ON m.id = mp.match_id),
       run (player_id, n, streak) AS (
         SELECT player_id, n, CASE WHEN won THEN 1 ELSE 0 END FROM seq WHERE n = 1
         UNION ALL
         SELECT s.player_id, s.n, CASE WHEN s.won THEN r.streak + 1 ELSE 0 END
         FROM run r JOIN seq s ON s.player_id = r.player_id AND s.n = r.n + 1)
       SELECT r.player_id, p.username, MAX(r.streak) AS longest
       FROM run r JOIN players p ON p.id = r.player_id
       GROUP BY r.player_id, p.username
       ORDER BY longest DESC, r.player_id`,
    ],
  },
};

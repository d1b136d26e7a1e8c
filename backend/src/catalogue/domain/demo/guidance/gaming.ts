import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the gaming demo challenges (../gaming.ts). */
export const GAMING_GUIDANCE: Record<string, Guidance> = {
  'gaming-january-international-players': {
    hints: [
      'Everything is in `players`. Think about how to say "in January 2024" as a range of dates, so that other years cannot match.',
      'A half-open range works for any month: on or after the 1st (`>=`) and before the 1st of the next month (`<`). "Not US" is `<>`.',
      'Filter `joined_on >= DATE \'2024-01-01\' AND joined_on < DATE \'2024-02-01\' AND country <> \'US\'`, then sort by `joined_on, id`.',
    ],
    approach: text(`
      Express "January 2024" as a date range: from 2024-01-01 (inclusive) up to but not including 2024-02-01. This half-open form never needs to know how many days a month has, and it also works for timestamps. Add the country condition with \`<>\`, comparing with the exact value \`'US'\`. Sort by the join date and then by \`id\` for players who joined on the same day.
    `),
    solution: text(`
      SELECT id, username, country, joined_on
      FROM players
      -- January 2024 as a half-open range: from the 1st, before 1 February
      WHERE joined_on >= DATE '2024-01-01'
        AND joined_on < DATE '2024-02-01'
        AND country <> 'US'
      -- id orders players who joined on the same day
      ORDER BY joined_on, id;
    `),
    mistakes: [
      '**Testing the month number only**, `EXTRACT(MONTH FROM joined_on) = 1`. A player who joined in January 2023 or January 2025 also matches, but the text asks for January 2024.',
      '**Leaving out the tie-breaker**, `ORDER BY joined_on` alone. Several players can join on the same day; the text says "then `id`".',
    ],
  },
  'gaming-spend-by-country': {
    hints: [
      'Start from the players, since every country with a player must appear even if nobody there paid. Then bring in their purchases.',
      'A `LEFT JOIN` from `players` to `purchases` gives one row per purchase (or one row of `NULL`s). Count players with `COUNT(DISTINCT ...)`, because a player with three purchases appears three times.',
      'Group by `pl.country`; use `COUNT(DISTINCT pl.id)`, `COUNT(DISTINCT pu.player_id)` (it skips `NULL`s) and `COALESCE(SUM(pu.amount), 0)`; sort by `total_spend DESC, pl.country`.',
    ],
    approach: text(`
      \`LEFT JOIN\` purchases to players so players without purchases are kept, then group by country. After the join, a player appears once per purchase, so the player count must be \`COUNT(DISTINCT pl.id)\`. Paying players are the distinct \`pu.player_id\` values: for players without purchases it is \`NULL\`, and \`COUNT\` ignores \`NULL\`s. A country where nobody paid sums only \`NULL\`s, so \`COALESCE\` turns that into 0.
    `),
    solution: text(`
      SELECT pl.country,
             -- a player appears once per purchase after the join
             COUNT(DISTINCT pl.id) AS players,
             -- NULL for players without purchases, and COUNT skips NULLs
             COUNT(DISTINCT pu.player_id) AS paying_players,
             COALESCE(SUM(pu.amount), 0) AS total_spend
      FROM players pl
      -- keeps players (and countries) without purchases
      LEFT JOIN purchases pu ON pu.player_id = pl.id
      GROUP BY pl.country
      ORDER BY total_spend DESC, pl.country;
    `),
    mistakes: [
      '**Counting players with `COUNT(*)`** after the join. A player with three purchases is counted three times, and a player with none still counts 1 for the `NULL` row; only `COUNT(DISTINCT pl.id)` gives the number of players.',
      '**Counting a player as paying only when an amount is above 0**, `COUNT(DISTINCT pu.player_id) FILTER (WHERE pu.amount > 0)`. A player who claimed a free item (amount 0.00) still made a purchase.',
    ],
  },
  'gaming-player-win-rates': {
    hints: [
      'Each row of `match_players` is one player in one match. Summarise those rows per player, and only keep players with enough matches.',
      'Group by the player, count wins with `COUNT(*) FILTER (WHERE mp.won)`, and put the "at least 3 matches" rule in `HAVING`.',
      'Join `players` for the username, `GROUP BY p.id, p.username`, `HAVING COUNT(*) >= 3`, rate `ROUND(100.0 * wins / COUNT(*), 2)`, sorted by `win_rate_pct DESC, p.id`.',
    ],
    approach: text(`
      A player's matches are their rows in \`match_players\` (the primary key guarantees one row per player per match), so \`COUNT(*)\` per player is the number of matches played. \`won\` is a boolean, so \`FILTER (WHERE mp.won)\` counts the wins. The minimum of 3 matches is a condition on the groups and belongs in \`HAVING\`. Multiply by \`100.0\` before dividing to avoid integer division.
    `),
    solution: text(`
      SELECT p.id AS player_id,
             p.username,
             -- one row per player per match
             COUNT(*) AS matches_played,
             COUNT(*) FILTER (WHERE mp.won) AS wins,
             ROUND(100.0 * COUNT(*) FILTER (WHERE mp.won) / COUNT(*), 2) AS win_rate_pct
      FROM match_players mp
      JOIN players p ON p.id = mp.player_id
      GROUP BY p.id, p.username
      -- a condition on groups belongs in HAVING
      HAVING COUNT(*) >= 3
      ORDER BY win_rate_pct DESC, p.id;
    `),
    mistakes: [
      '**Counting match days instead of matches**, `COUNT(DISTINCT m.played_on)`. Two matches on the same day count once, so both the number of matches and the rate are wrong, and a player with 3 matches on 2 days is left out.',
      '**Breaking win-rate ties with the number of matches**, `ORDER BY win_rate_pct DESC, matches_played DESC, p.id`. Two players with the same rate must be ordered by `player_id`.',
    ],
  },
  'gaming-top-scorer-lost': {
    hints: [
      'For each participant, compare their score with the highest score of the same match. Then keep only those who did not win.',
      'A correlated subquery gives the match\'s top score: `(SELECT MAX(x.score) FROM match_players x WHERE x.match_id = mp.match_id)`.',
      'Keep rows `WHERE NOT mp.won AND mp.score = (SELECT MAX(...) ... same match)`. Every participant on the top score matches, so ties are handled.',
    ],
    approach: text(`
      "Top scorer" is defined relative to the match, so compare each participant's score with the maximum score of **their** match, computed by a correlated subquery. Everyone with that score is a top scorer, so ties need no special handling. Then keep the ones who did not win: \`won\` is a boolean, so \`NOT mp.won\` is enough. Methods that pick a single row per match (\`ROW_NUMBER\`, \`DISTINCT ON\`) lose ties.
    `),
    solution: text(`
      SELECT mp.match_id, mp.player_id, mp.score
      FROM match_players mp
      -- did not win ...
      WHERE NOT mp.won
        -- ... and has the highest score of this match (all ties qualify)
        AND mp.score = (
          SELECT MAX(x.score)
          FROM match_players x
          WHERE x.match_id = mp.match_id
        );
    `),
    mistakes: [
      '**Picking one top scorer per match**, e.g. `ROW_NUMBER() OVER (PARTITION BY match_id ORDER BY score DESC, won) = 1` or `DISTINCT ON (match_id)`. When two losers share the top score, only one of them is returned, but the text says there can be several.',
      '**Comparing with the best winner\'s score**, `mp.score >= (SELECT MAX(x.score) ... AND x.won)`. A loser who beat every winner but not the top scorer of the match is wrongly returned; the text compares with the highest score of all participants.',
    ],
  },
  'gaming-early-retention': {
    hints: [
      'Decide for each player, yes or no, whether they were retained. Then group the players by the month they joined.',
      'An `EXISTS (...)` subquery in the `SELECT` list gives a true/false flag per player. `date_trunc(\'month\', joined_on)` gives the cohort month; `date + 1` adds one day.',
      'Flag `EXISTS (match of p with m.played_on BETWEEN p.joined_on + 1 AND p.joined_on + 7)` per player in a CTE, then group by cohort month with `COUNT(*)` and `COUNT(*) FILTER (WHERE retained)`.',
    ],
    approach: text(`
      Work per player first: a CTE starts from \`players\` (so players who never played are counted) and computes a boolean \`retained\` with \`EXISTS\`: is there a match of this player played between \`joined_on + 1\` and \`joined_on + 7\`? Any match in that window is enough, whatever else the player did. Then group by \`date_trunc('month', joined_on)\`, which keeps the year, and count all players and the retained ones. The percentage uses \`100.0\` to avoid integer division.
    `),
    solution: text(`
      -- one row per player (even those who never played) with a retained flag
      WITH flags AS (
        SELECT p.id,
               -- the first day of the join month, year included
               date_trunc('month', p.joined_on)::date AS cohort_month,
               -- any match 1 to 7 days after joining
               EXISTS (
                 SELECT 1
                 FROM match_players mp
                 JOIN matches m ON m.id = mp.match_id
                 WHERE mp.player_id = p.id
                   AND m.played_on BETWEEN p.joined_on + 1 AND p.joined_on + 7
               ) AS retained
        FROM players p
      )
      SELECT cohort_month,
             COUNT(*) AS players,
             COUNT(*) FILTER (WHERE retained) AS retained,
             ROUND(100.0 * COUNT(*) FILTER (WHERE retained) / COUNT(*), 2) AS retention_pct
      FROM flags
      GROUP BY cohort_month
      ORDER BY cohort_month;
    `),
    mistakes: [
      '**Looking only at the first match**, e.g. `MIN(m.played_on) BETWEEN joined_on + 1 AND joined_on + 7`. A player who played on the join day and again three days later is retained (they have a match 1 to 7 days after), but their first match is on day 0.',
      '**Using the day field of `age()`**, `EXTRACT(DAY FROM age(m.played_on, p.joined_on)) BETWEEN 1 AND 7`. A match one month and three days later has day field 3 and counts, although it is 30-odd days after joining.',
    ],
  },
  'gaming-longest-win-streak': {
    hints: [
      'Think of a streak as a group of consecutive wins. If you can give every win a label that stays the same within a streak and changes after each loss, you can count each group.',
      'A running count of losses works as that label: `COUNT(*) FILTER (WHERE NOT won) OVER (PARTITION BY player_id ORDER BY played_on, match_id)`. Wins with the same count belong to the same streak.',
      'Group the wins by `(player_id, losses_so_far)` and count them; take `MAX` per player with `COALESCE(..., 0)`, starting from players who played at least one match.',
    ],
    approach: text(`
      This is a "gaps and islands" problem. Walk through each player's matches in order (date, then match id) and keep a running count of losses. The count only goes up at a loss, so all wins between two losses share the same value: that value identifies a streak. Grouping the wins by player and that value and counting them gives every streak's length, and the longest streak is the \`MAX\`. Players who played but never won have no streaks, so start from \`players\`, \`LEFT JOIN\` the streaks, turn the missing maximum into 0 with \`COALESCE\`, and require that the player played at least once.
    `),
    solution: text(`
      WITH history AS (
        SELECT mp.player_id, mp.won,
               -- running number of losses: constant within a winning streak
               COUNT(*) FILTER (WHERE NOT mp.won) OVER (PARTITION BY mp.player_id ORDER BY m.played_on, m.id) AS losses_so_far
        FROM match_players mp
        JOIN matches m ON m.id = mp.match_id
      ),
      -- one row per streak: the wins sharing a loss count
      streaks AS (
        SELECT player_id, losses_so_far, COUNT(*) AS streak_length
        FROM history
        WHERE won
        GROUP BY player_id, losses_so_far
      )
      SELECT p.id AS player_id,
             p.username,
             -- 0 for a player who never won
             COALESCE(MAX(s.streak_length), 0) AS longest_win_streak
      FROM players p
      LEFT JOIN streaks s ON s.player_id = p.id
      -- only players who played at least one match
      WHERE EXISTS (SELECT 1 FROM match_players mp WHERE mp.player_id = p.id)
      GROUP BY p.id, p.username
      ORDER BY longest_win_streak DESC, p.id;
    `),
    mistakes: [
      '**Ordering the matches by date only**, dropping "then by `match_id`". When a player has a win and a loss on the same day, their order is undefined, so a streak can be joined to or cut from the wrong neighbour. The same happens if only one of two `ROW_NUMBER` numberings gets the tie-breaker.',
      '**Numbering matches with `RANK()` by date**. Two matches on the same day share a rank, so the "row number minus row number within result" trick no longer lines up, and one streak is split into two or two are merged. Use a strict order (`played_on, id`) with `ROW_NUMBER` or a running count.',
    ],
  },
};

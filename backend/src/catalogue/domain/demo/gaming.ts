import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { GAMING_GUIDANCE } from './guidance/gaming';
import { withGuidance } from './guidance/guidance';

const players = table(
  `CREATE TABLE players (
  id int PRIMARY KEY,
  username text NOT NULL UNIQUE,
  country text NOT NULL,
  joined_on date NOT NULL
);`,
  'players',
  ['id', 'username', 'country', 'joined_on'],
  [
    [1, 'NightOwl', 'US', '2024-01-02'],
    [2, 'PixelPaladin', 'DE', '2024-01-03'],
    [3, 'xXSniperXx', 'BR', '2024-01-05'],
    [4, 'LunaBlade', 'JP', '2024-01-04'],
    [5, 'ChaosMonk', 'US', '2024-01-06'],
    [6, 'FrostByte', 'SE', '2024-01-11'],
    [7, 'TurboTaco', 'MX', '2024-01-12'],
    [8, 'QuietStorm', 'GB', '2024-02-01'],
    [9, 'RogueOne99', 'FR', '2024-01-24'],
    [10, 'EmberFox', 'CA', '2024-02-01'],
    [11, 'GlitchWitch', 'DE', '2024-02-20'],
    [12, 'ZenArcher', 'KR', '2024-03-01'],
    [13, 'MossyRock', 'US', '2024-03-04'],
    [14, 'ByteBard', 'NL', '2023-12-31'],
    [15, 'SableKnight', 'MX', '2024-01-31'],
  ],
);

const matches = table(
  `CREATE TABLE matches (
  id int PRIMARY KEY,
  mode text NOT NULL,
  played_on date NOT NULL
);`,
  'matches',
  ['id', 'mode', 'played_on'],
  [
    [1, 'duel', '2024-01-06'],
    [2, 'squad', '2024-01-07'],
    [3, 'duel', '2024-01-09'],
    [4, 'battle_royale', '2024-01-12'],
    [5, 'duel', '2024-01-14'],
    [6, 'squad', '2024-01-16'],
    [7, 'duel', '2024-01-18'],
    [8, 'battle_royale', '2024-01-21'],
    [9, 'duel', '2024-01-25'],
    [10, 'squad', '2024-02-03'],
    [11, 'duel', '2024-02-10'],
    [12, 'battle_royale', '2024-02-14'],
    [13, 'duel', '2024-02-22'],
    [14, 'squad', '2024-03-03'],
    [15, 'duel', '2024-01-31'],
    [16, 'squad', '2024-02-08'],
  ],
);

const matchPlayers = table(
  `CREATE TABLE match_players (
  match_id int NOT NULL REFERENCES matches(id),
  player_id int NOT NULL REFERENCES players(id),
  score int NOT NULL,
  kills int NOT NULL,
  won boolean NOT NULL,
  PRIMARY KEY (match_id, player_id)
);`,
  'match_players',
  ['match_id', 'player_id', 'score', 'kills', 'won'],
  [
    [1, 1, 1450, 7, true], [1, 2, 1200, 4, false],
    [2, 1, 980, 3, true], [2, 3, 1320, 9, true], [2, 4, 870, 2, false], [2, 5, 1100, 5, false], [2, 14, 1000, 4, false],
    [3, 1, 1510, 8, true], [3, 3, 1490, 8, false],
    [4, 2, 900, 3, false], [4, 4, 1600, 11, true], [4, 5, 750, 1, false], [4, 6, 1050, 4, false],
    [5, 1, 1300, 5, false], [5, 4, 1380, 6, true],
    [6, 1, 1100, 4, true], [6, 2, 950, 3, true], [6, 3, 1250, 7, false], [6, 6, 1000, 2, false],
    [7, 1, 1620, 9, true], [7, 5, 1150, 4, false],
    [8, 1, 1400, 6, true], [8, 3, 1380, 8, false], [8, 7, 700, 1, false], [8, 4, 1100, 5, false],
    [9, 1, 1550, 8, true], [9, 6, 1500, 7, false],
    [10, 2, 1300, 6, true], [10, 8, 1250, 5, true], [10, 1, 900, 2, false], [10, 9, 1000, 3, false],
    [11, 3, 1700, 10, true], [11, 8, 1200, 4, false],
    [12, 4, 1450, 9, true], [12, 9, 1300, 6, false], [12, 10, 1100, 3, false], [12, 2, 1450, 7, false],
    [13, 2, 1350, 5, true], [13, 10, 1100, 2, false],
    [14, 12, 1200, 5, true], [14, 11, 1000, 3, true], [14, 8, 1150, 4, false], [14, 3, 1400, 9, false],
    [15, 15, 800, 2, false], [15, 7, 950, 4, true],
    [16, 9, 1300, 6, true], [16, 2, 1200, 5, true], [16, 15, 1300, 7, false],
  ],
);

const purchases = table(
  `CREATE TABLE purchases (
  id int PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id),
  item text NOT NULL,
  amount numeric(8,2) NOT NULL,
  purchased_on date NOT NULL
);`,
  'purchases',
  ['id', 'player_id', 'item', 'amount', 'purchased_on'],
  [
    [1, 1, 'Battle Pass S1', 9.99, '2024-01-06'],
    [2, 3, 'Dragon Skin', 14.99, '2024-01-07'],
    [3, 1, 'XP Booster', 4.99, '2024-01-15'],
    [4, 4, 'Battle Pass S1', 9.99, '2024-01-09'],
    [5, 2, 'Gem Pack (500)', 4.99, '2024-01-20'],
    [6, 5, 'Gem Pack (2500)', 19.99, '2024-01-22'],
    [7, 3, 'Battle Pass S1', 9.99, '2024-02-01'],
    [8, 8, 'Starter Bundle', 2.99, '2024-02-02'],
    [9, 4, 'Neon Emote', 1.99, '2024-02-14'],
    [10, 1, 'Gem Pack (2500)', 19.99, '2024-02-18'],
    [11, 9, 'Starter Bundle', 2.99, '2024-02-06'],
    [12, 2, 'Battle Pass S2', 9.99, '2024-03-01'],
    [13, 1, 'Battle Pass S2', 9.99, '2024-03-01'],
    [14, 10, 'Gem Pack (500)', 4.99, '2024-03-02'],
    [15, 3, 'Dragon Skin', 14.99, '2024-03-05'],
    [16, 12, 'Starter Bundle', 2.99, '2024-03-02'],
    [17, 6, 'XP Booster', 4.99, '2024-03-08'],
    [18, 4, 'Battle Pass S2', 9.99, '2024-03-09'],
  ],
);

const MATCH_DATA = 'An online arena game: 15 players, 16 matches (duel, squad or battle royale) from January to March 2024 and each participant’s score, kills and whether they won (in squad matches a whole team wins).';

export const GAMING_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'gaming-january-international-players',
    industry: 'gaming',
    title: 'January Sign-Ups Outside the US',
    description: text(`
      List the players who joined during **January 2024** and whose \`country\` is not \`'US'\`.

      Return \`id\`, \`username\`, \`country\` and \`joined_on\`, ordered by \`joined_on\`, then \`id\`.
    `),
    difficulty_rating: 800,
    estimated_time_minutes: 3,
    category: 'SELECT',
    concepts: ['filtering', 'dates-time-zones'],
    schema_setup: setup(players),
    sample_data_description: 'The 15 players of an online arena game with their country code and the day they joined.',
    correct_solution: text(`
      SELECT id, username, country, joined_on
      FROM players
      WHERE joined_on >= DATE '2024-01-01'
        AND joined_on < DATE '2024-02-01'
        AND country <> 'US'
      ORDER BY joined_on, id;
    `),
    tags: ['where', 'dates', 'order-by'],
    // "List the players who joined during January 2024 and whose country is not 'US'": the country values
    // 'us' (a legacy lower-case import) and 'USA' are not 'US', and joins on 2024-01-01 and 2024-01-31 are in
    // January while 2023-12-31, 2024-02-01 and January 2023 are not.
    hidden_datasets: [
      `INSERT INTO players (id, username, country, joined_on) VALUES
         (21, 'FrostedOak', 'NZ', '2023-01-20'),
         (16, 'CopperFinch', 'us', '2024-01-15'), (17, 'VelvetRook', 'USA', '2024-01-01'),
         (18, 'HollowPine', 'IE', '2024-01-31'), (19, 'AmberWisp', 'PT', '2023-12-31'), (20, 'SilentMoth', 'AU', '2024-02-01');`,
    ],
  },
  {
    slug: 'gaming-spend-by-country',
    industry: 'gaming',
    title: 'In-Game Spend by Country',
    description: text(`
      For every country that has at least one player, return:
      1. \`country\`
      2. \`players\` – the number of players from that country
      3. \`paying_players\` – how many of them made at least one purchase
      4. \`total_spend\` – the total purchase \`amount\` of those players (0 when nobody paid)

      Order by \`total_spend\` descending, then \`country\` ascending.
    `),
    difficulty_rating: 1100,
    estimated_time_minutes: 7,
    category: 'JOIN',
    concepts: ['outer-join', 'aggregation', 'deduplication'],
    schema_setup: setup(players, purchases),
    sample_data_description: 'An online arena game: 15 players with their country and 18 in-game purchases made from January to March 2024.',
    correct_solution: text(`
      SELECT pl.country,
             COUNT(DISTINCT pl.id) AS players,
             COUNT(DISTINCT pu.player_id) AS paying_players,
             COALESCE(SUM(pu.amount), 0) AS total_spend
      FROM players pl
      LEFT JOIN purchases pu ON pu.player_id = pl.id
      GROUP BY pl.country
      ORDER BY total_spend DESC, pl.country;
    `),
    tags: ['left-join', 'count-distinct', 'coalesce', 'group-by'],
  },
  {
    slug: 'gaming-player-win-rates',
    industry: 'gaming',
    title: 'Player Win Rates',
    description: text(`
      For each player who took part in **at least 3 matches**, return \`player_id\`, \`username\`, \`matches_played\`, \`wins\` and \`win_rate_pct\` (wins as a percentage of matches played, rounded to 2 decimals).

      Order by \`win_rate_pct\` descending, then \`player_id\` ascending.
    `),
    difficulty_rating: 1200,
    estimated_time_minutes: 6,
    category: 'AGGREGATION',
    concepts: ['conditional-aggregation-pivot', 'having'],
    schema_setup: setup(players, matches, matchPlayers),
    sample_data_description: MATCH_DATA,
    correct_solution: text(`
      SELECT p.id AS player_id,
             p.username,
             COUNT(*) AS matches_played,
             COUNT(*) FILTER (WHERE mp.won) AS wins,
             ROUND(100.0 * COUNT(*) FILTER (WHERE mp.won) / COUNT(*), 2) AS win_rate_pct
      FROM match_players mp
      JOIN players p ON p.id = mp.player_id
      GROUP BY p.id, p.username
      HAVING COUNT(*) >= 3
      ORDER BY win_rate_pct DESC, p.id;
    `),
    tags: ['group-by', 'having', 'boolean', 'percentages'],
    // "For each player who took part in at least 3 matches … win_rate_pct (wins as a percentage of matches
    // played …). Order by win_rate_pct descending, then player_id ascending": a player who won all 3 of
    // their matches (100 %), two players at 66.67 % (2 of 3 and 4 of 6), and one with only 2 matches.
    hidden_datasets: [
      `INSERT INTO players (id, username, country, joined_on) VALUES
         (16, 'IronVale', 'NO', '2024-03-01'), (17, 'MiraQuill', 'IT', '2024-03-01'), (18, 'DuneRider', 'EG', '2024-03-02'),
         (19, 'TidalKoi', 'PH', '2024-03-02'), (20, 'OnlyTwice', 'CL', '2024-03-03');
       INSERT INTO matches (id, mode, played_on) VALUES
         (101, 'duel', '2024-03-05'), (102, 'duel', '2024-03-06'), (103, 'duel', '2024-03-07'),
         (104, 'squad', '2024-03-08'), (105, 'squad', '2024-03-09'), (106, 'squad', '2024-03-10'), (107, 'squad', '2024-03-11');
       INSERT INTO match_players (match_id, player_id, score, kills, won) VALUES
         (101, 16, 1400, 7, true), (101, 17, 1100, 4, false),
         (102, 16, 1350, 6, true), (102, 18, 1200, 5, false),
         (103, 16, 1500, 8, true), (103, 18, 1250, 5, false),
         (104, 17, 1300, 6, true), (104, 18, 1280, 6, true), (104, 19, 900, 2, false),
         (105, 17, 1250, 5, true), (105, 18, 1310, 7, true), (105, 19, 950, 3, false),
         (106, 18, 1200, 5, true), (106, 19, 1000, 4, true), (106, 20, 1100, 4, true),
         (107, 18, 1150, 4, true), (107, 20, 1050, 3, true), (107, 19, 980, 3, false);`,
    ],
  },
  {
    slug: 'gaming-top-scorer-lost',
    industry: 'gaming',
    title: 'Top Scorers Who Still Lost',
    description: text(`
      In each match, the top scorers are the participants with the highest \`score\` in that match (there can be several on a tie).

      Find every top scorer who did **not** win that match. Return \`match_id\`, \`player_id\` and \`score\`. Row order does not matter.
    `),
    difficulty_rating: 1400,
    estimated_time_minutes: 8,
    category: 'SUBQUERY',
    concepts: ['correlated-subquery', 'top-n-per-group'],
    schema_setup: setup(players, matches, matchPlayers),
    sample_data_description: MATCH_DATA,
    correct_solution: text(`
      SELECT mp.match_id, mp.player_id, mp.score
      FROM match_players mp
      WHERE NOT mp.won
        AND mp.score = (
          SELECT MAX(x.score)
          FROM match_players x
          WHERE x.match_id = mp.match_id
        );
    `),
    tags: ['correlated-subquery', 'max', 'ties'],
  },
  {
    slug: 'gaming-early-retention',
    industry: 'gaming',
    title: 'First-Week Retention by Join Month',
    description: text(`
      A player is **retained** when they played at least one match 1 to 7 days (inclusive) after their \`joined_on\` date – that is, on a \`played_on\` date between \`joined_on + 1\` and \`joined_on + 7\`.

      Group players by the month they joined (every player counts, even one who never played). For each join month return:
      1. \`cohort_month\` – the first day of the month, as a date
      2. \`players\` – the number of players who joined that month
      3. \`retained\` – how many of them were retained
      4. \`retention_pct\` – \`retained\` as a percentage of \`players\`, rounded to 2 decimals

      Order by \`cohort_month\`.
    `),
    difficulty_rating: 1750,
    estimated_time_minutes: 12,
    category: 'ANALYTICS',
    concepts: ['cohorts-retention', 'semi-join', 'conditional-aggregation-pivot'],
    schema_setup: setup(players, matches, matchPlayers),
    sample_data_description: MATCH_DATA,
    correct_solution: text(`
      WITH flags AS (
        SELECT p.id,
               date_trunc('month', p.joined_on)::date AS cohort_month,
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
    tags: ['cohorts', 'retention', 'exists', 'date-trunc', 'percentages'],
  },
  {
    slug: 'gaming-longest-win-streak',
    industry: 'gaming',
    title: 'Longest Winning Streak',
    description: text(`
      Order each player's matches by the match's \`played_on\` date, then by \`match_id\`. A winning streak is a run of consecutive wins in that order; a loss ends it.

      For every player who played at least one match, return \`player_id\`, \`username\` and \`longest_win_streak\` (0 for a player who never won).

      Order by \`longest_win_streak\` descending, then \`player_id\` ascending.
    `),
    difficulty_rating: 1950,
    estimated_time_minutes: 15,
    category: 'WINDOW_FUNCTION',
    concepts: ['gaps-islands', 'running-total-frame', 'outer-join'],
    schema_setup: setup(players, matches, matchPlayers),
    sample_data_description: MATCH_DATA,
    correct_solution: text(`
      WITH history AS (
        SELECT mp.player_id, mp.won,
               COUNT(*) FILTER (WHERE NOT mp.won) OVER (PARTITION BY mp.player_id ORDER BY m.played_on, m.id) AS losses_so_far
        FROM match_players mp
        JOIN matches m ON m.id = mp.match_id
      ),
      streaks AS (
        SELECT player_id, losses_so_far, COUNT(*) AS streak_length
        FROM history
        WHERE won
        GROUP BY player_id, losses_so_far
      )
      SELECT p.id AS player_id,
             p.username,
             COALESCE(MAX(s.streak_length), 0) AS longest_win_streak
      FROM players p
      LEFT JOIN streaks s ON s.player_id = p.id
      WHERE EXISTS (SELECT 1 FROM match_players mp WHERE mp.player_id = p.id)
      GROUP BY p.id, p.username
      ORDER BY longest_win_streak DESC, p.id;
    `),
    tags: ['gaps-and-islands', 'running-count', 'streaks', 'cte'],
  },
], GAMING_GUIDANCE);

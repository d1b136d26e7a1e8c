import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { MARKETING_GUIDANCE } from './guidance/marketing';
import { withGuidance } from './guidance/guidance';

const campaigns = table(
  `CREATE TABLE campaigns (
  id int PRIMARY KEY,
  name text NOT NULL,
  channel text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  budget numeric(10,2) NOT NULL
);`,
  'campaigns',
  ['id', 'name', 'channel', 'start_date', 'end_date', 'budget'],
  [
    [1, 'Spring Sale Search', 'search', '2024-03-01', '2024-03-31', 12000],
    [2, 'Spring Sale Social', 'social', '2024-03-01', '2024-03-31', 8000],
    [3, 'Newsletter March', 'email', '2024-03-05', '2024-03-05', 500],
    [4, 'Brand Video Q1', 'video', '2024-02-15', '2024-03-15', 15000],
    [5, 'Retargeting Always-On', 'display', '2024-01-01', null, 6000],
    [6, 'Influencer Collab', 'social', '2024-03-10', '2024-03-24', 4500],
    [7, 'Easter Email Blast', 'email', '2024-03-28', '2024-03-28', 700],
    [8, 'Podcast Sponsorship', 'audio', '2024-04-01', '2024-04-30', 3000],
    [9, 'Partner Co-Marketing', 'social', '2024-04-08', '2024-05-05', 5500],
    [10, 'Loyalty Email', 'email', '2024-03-12', '2024-03-12', 1000],
    [11, 'Affiliate Always-On', 'affiliate', '2024-01-01', null, 900],
    [12, 'TikTok Pilot', 'social', '2024-03-25', '2024-03-31', 800],
    [13, 'Print Catalogue', 'print', '2024-03-01', '2024-03-31', 2500],
  ],
);

const weeklyStats = table(
  `CREATE TABLE weekly_stats (
  campaign_id int NOT NULL REFERENCES campaigns(id),
  week_start date NOT NULL,
  impressions int NOT NULL,
  clicks int NOT NULL,
  spend numeric(10,2) NOT NULL,
  PRIMARY KEY (campaign_id, week_start)
);`,
  'weekly_stats',
  ['campaign_id', 'week_start', 'impressions', 'clicks', 'spend'],
  [
    [1, '2024-03-04', 52000, 2100, 2900], [1, '2024-03-11', 61000, 2450, 3100],
    [1, '2024-03-18', 58000, 2300, 3050], [1, '2024-03-25', 49000, 1900, 2800],
    [2, '2024-03-04', 120000, 1500, 1900], [2, '2024-03-11', 135000, 1720, 2050],
    [2, '2024-03-18', 128000, 1610, 2000], [2, '2024-03-25', 110000, 1300, 1850],
    [3, '2024-03-04', 18000, 950, 500],
    [4, '2024-03-04', 400000, 1200, 5200], [4, '2024-03-11', 380000, 1050, 4900],
    [5, '2024-03-04', 90000, 400, 1400], [5, '2024-03-11', 95000, 430, 1450],
    [5, '2024-03-18', 0, 0, 0], [5, '2024-03-25', 88000, 390, 1380],
    [6, '2024-03-11', 75000, 2200, 2100], [6, '2024-03-18', 82000, 2600, 2300],
    [7, '2024-03-25', 21000, 1400, 700],
    [11, '2024-03-04', 15000, 0, 120], [11, '2024-03-18', 16000, 0, 130],
    [12, '2024-03-25', 0, 0, 0],
  ],
);

const conversions = table(
  `CREATE TABLE conversions (
  id int PRIMARY KEY,
  campaign_id int NOT NULL REFERENCES campaigns(id),
  converted_on date NOT NULL,
  revenue numeric(10,2) NOT NULL
);`,
  'conversions',
  ['id', 'campaign_id', 'converted_on', 'revenue'],
  [
    [1, 1, '2024-03-05', 1200], [2, 1, '2024-03-07', 855], [3, 2, '2024-03-08', 600], [4, 3, '2024-03-06', 2400],
    [5, 3, '2024-03-06', 950], [6, 1, '2024-03-12', 3100], [7, 4, '2024-03-13', 750], [8, 6, '2024-03-14', 1500],
    [9, 6, '2024-03-15', 990], [10, 2, '2024-03-16', 450], [11, 1, '2024-03-19', 2200], [12, 5, '2024-03-20', 1300],
    [13, 6, '2024-03-21', 1800], [14, 1, '2024-03-22', 950], [15, 2, '2024-03-23', 700], [16, 5, '2024-03-26', 600],
    [17, 7, '2024-03-28', 4100], [18, 7, '2024-03-29', 1250], [19, 1, '2024-03-27', 1400], [20, 4, '2024-03-10', 550],
    [21, 6, '2024-03-19', 2100], [22, 3, '2024-03-07', 1300], [23, 3, '2024-03-08', 700], [24, 8, '2024-04-03', 1000],
    [25, 8, '2024-04-09', 748.75],
  ],
);

const signups = table(
  `CREATE TABLE signups (
  id int PRIMARY KEY,
  email text NOT NULL,
  source text NOT NULL,
  signed_up_on date NOT NULL
);`,
  'signups',
  ['id', 'email', 'source', 'signed_up_on'],
  [
    [1, 'anna.k@example.com', 'webinar', '2024-02-01'],
    [2, 'Ben.Ortiz@Example.com', 'webinar', '2024-02-01'],
    [3, 'carla@example.org', 'webinar', '2024-02-01'],
    [4, 'dev.patel@example.com', 'webinar', '2024-02-01'],
    [5, 'emma.w@example.net', 'webinar', '2024-02-15'],
    [6, 'ben.ortiz@example.com', 'newsletter', '2024-02-03'],
    [7, ' carla@example.org', 'newsletter', '2024-02-10'],
    [8, 'frank@example.com', 'newsletter', '2024-02-11'],
    [9, 'gina.m@example.com', 'newsletter', '2024-02-14'],
    [10, 'anna.k@example.com', 'newsletter', '2024-02-20'],
    [11, 'hugo@example.io', 'webinar', '2024-02-15'],
    [12, 'EMMA.W@example.net', 'webinar', '2024-03-01'],
    [13, 'ivan@example.com', 'newsletter', '2024-03-02'],
    [14, 'julia.r@example.com', 'webinar', '2024-03-01'],
    [15, 'Frank@Example.com ', 'webinar', '2024-03-01'],
  ],
);

const PERF_DATA = 'A direct-to-consumer furniture brand’s marketing: 13 campaigns across channels, weekly delivery stats for March 2024 (impressions, clicks, spend) and 25 attributed conversions with their revenue (March and early April 2024).';

export const MARKETING_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'marketing-big-social-email-campaigns',
    industry: 'marketing',
    title: 'Big-Budget Social and Email Campaigns',
    description: text(`
      List the campaigns on the \`social\` or \`email\` channel with a \`budget\` above 1,000.00, and those that are still open-ended (no \`end_date\`) on any channel.

      Return \`id\`, \`name\`, \`channel\` and \`budget\`, ordered by \`budget\` descending, then \`id\`.
    `),
    difficulty_rating: 850,
    estimated_time_minutes: 4,
    category: 'SELECT',
    concepts: ['filtering', 'null-handling', 'sorting'],
    schema_setup: setup(campaigns),
    sample_data_description: 'A direct-to-consumer furniture brand’s 13 marketing campaigns with channel, dates (end_date NULL means always-on) and budget.',
    correct_solution: text(`
      SELECT id, name, channel, budget
      FROM campaigns
      WHERE (channel IN ('social', 'email') AND budget > 1000)
         OR end_date IS NULL
      ORDER BY budget DESC, id;
    `),
    tags: ['where', 'and-or', 'is-null', 'order-by'],
  },
  {
    slug: 'marketing-ctr-and-cpc',
    industry: 'marketing',
    title: 'Click-Through Rate and Cost per Click',
    description: text(`
      For each campaign that has weekly stats, total its \`impressions\`, \`clicks\` and \`spend\` over all weeks and return:

      1. \`campaign_id\`
      2. \`impressions\`, 3. \`clicks\`, 4. \`spend\` – the totals
      5. \`ctr_pct\` – clicks as a percentage of impressions, rounded to 2 decimals (NULL when impressions are 0)
      6. \`cpc\` – spend divided by clicks, rounded to 2 decimals (NULL when clicks are 0)

      Order by \`campaign_id\`.
    `),
    difficulty_rating: 1100,
    estimated_time_minutes: 7,
    category: 'AGGREGATION',
    concepts: ['aggregation', 'null-handling'],
    schema_setup: setup(campaigns, weeklyStats),
    sample_data_description: PERF_DATA,
    correct_solution: text(`
      SELECT campaign_id,
             SUM(impressions) AS impressions,
             SUM(clicks) AS clicks,
             SUM(spend) AS spend,
             ROUND(100.0 * SUM(clicks) / NULLIF(SUM(impressions), 0), 2) AS ctr_pct,
             ROUND(SUM(spend) / NULLIF(SUM(clicks), 0), 2) AS cpc
      FROM weekly_stats
      GROUP BY campaign_id
      ORDER BY campaign_id;
    `),
    tags: ['group-by', 'nullif', 'division-by-zero', 'round'],
    // "For each campaign that has weekly stats, total its impressions, clicks and spend over all weeks":
    // weeks before and after March 2024, including a campaign whose only weeks are in April.
    hidden_datasets: [
      `INSERT INTO weekly_stats (campaign_id, week_start, impressions, clicks, spend) VALUES
         (4, '2024-02-19', 310000, 900, 4100), (4, '2024-02-26', 295000, 870, 3950),
         (1, '2024-04-01', 20000, 640, 1100),
         (8, '2024-04-01', 45000, 380, 750), (8, '2024-04-08', 47000, 410, 760);`,
    ],
  },
  {
    slug: 'marketing-webinar-only-leads',
    industry: 'marketing',
    title: 'Webinar Leads Missing From the Newsletter',
    description: text(`
      The same person may appear with different capitalisation or stray spaces, so normalise every email with \`lower(trim(email))\`.

      Return the distinct normalised emails that signed up via \`source = 'webinar'\` but **never** via \`source = 'newsletter'\`, as a single column \`email\`. Row order does not matter.
    `),
    difficulty_rating: 1150,
    estimated_time_minutes: 6,
    category: 'SUBQUERY',
    concepts: ['set-operations', 'strings-patterns', 'deduplication'],
    schema_setup: setup(signups),
    sample_data_description: 'Lead sign-ups collected by a marketing team from webinars and the newsletter form; the same person can appear several times with different capitalisation or spaces.',
    correct_solution: text(`
      SELECT lower(trim(email)) AS email
      FROM signups
      WHERE source = 'webinar'
      EXCEPT
      SELECT lower(trim(email))
      FROM signups
      WHERE source = 'newsletter';
    `),
    tags: ['except', 'set-operations', 'string-functions', 'distinct'],
    // A third source whose name contains 'newsletter': only source = 'newsletter' counts.
    hidden_datasets: [
      `INSERT INTO signups (id, email, source, signed_up_on) VALUES
  (16, 'kim.lee@example.com', 'webinar', '2024-03-05'),
  (17, 'kim.lee@example.com', 'partner-newsletter', '2024-03-06'),
  (18, 'hugo@example.io', 'newsletter-archive', '2024-03-07');`,
      // "normalise every email with lower(trim(email))": a webinar lead who later subscribed to the newsletter
      // with capitals and a trailing space, so only the normalised emails show they are the same person.
      `INSERT INTO signups (id, email, source, signed_up_on) VALUES
  (16, 'lena.fox@example.com', 'webinar', '2024-03-05'),
  (17, 'Lena.Fox@Example.com ', 'newsletter', '2024-03-09');`,
    ],
  },
  {
    slug: 'marketing-week-over-week-clicks',
    industry: 'marketing',
    title: 'Week-over-Week Click Change',
    description: text(`
      For every row of \`weekly_stats\`, compare a campaign's clicks with its **previous recorded week** (the latest earlier \`week_start\` of the same campaign).

      Return \`campaign_id\`, \`week_start\`, \`clicks\`, \`prev_clicks\` (NULL for a campaign's first week) and \`change_pct\` – \`(clicks - prev_clicks)\` as a percentage of \`prev_clicks\`, rounded to 2 decimals (NULL when there is no previous week or \`prev_clicks\` is 0).

      Order by \`campaign_id\`, then \`week_start\`.
    `),
    difficulty_rating: 1350,
    estimated_time_minutes: 8,
    category: 'WINDOW_FUNCTION',
    concepts: ['lag-lead', 'null-handling'],
    schema_setup: setup(campaigns, weeklyStats),
    sample_data_description: PERF_DATA,
    correct_solution: text(`
      SELECT campaign_id, week_start, clicks,
             LAG(clicks) OVER w AS prev_clicks,
             ROUND(100.0 * (clicks - LAG(clicks) OVER w) / NULLIF(LAG(clicks) OVER w, 0), 2) AS change_pct
      FROM weekly_stats
      WINDOW w AS (PARTITION BY campaign_id ORDER BY week_start)
      ORDER BY campaign_id, week_start;
    `),
    tags: ['lag', 'partition-by', 'nullif', 'percentages'],
  },
  {
    slug: 'marketing-roas-by-channel',
    industry: 'marketing',
    title: 'Return on Ad Spend by Channel',
    description: text(`
      For each channel, compare what was spent (\`weekly_stats.spend\`) with the revenue it brought in (\`conversions.revenue\`), both linked to campaigns through \`campaign_id\`.

      Return one row per channel that has **either** spend or revenue (at least one \`weekly_stats\` row or one conversion): \`channel\`, \`spend\` (0 when none), \`revenue\` (0 when none) and \`roas\` – revenue divided by spend, rounded to 2 decimals (NULL when spend is 0).

      Row order does not matter. Careful: a campaign has several weekly rows and several conversions.
    `),
    difficulty_rating: 1500,
    estimated_time_minutes: 10,
    category: 'JOIN',
    concepts: ['outer-join', 'cte', 'null-handling'],
    schema_setup: setup(campaigns, weeklyStats, conversions),
    sample_data_description: PERF_DATA,
    correct_solution: text(`
      WITH spend AS (
        SELECT c.channel, SUM(ws.spend) AS spend
        FROM weekly_stats ws
        JOIN campaigns c ON c.id = ws.campaign_id
        GROUP BY c.channel
      ),
      revenue AS (
        SELECT c.channel, SUM(cv.revenue) AS revenue
        FROM conversions cv
        JOIN campaigns c ON c.id = cv.campaign_id
        GROUP BY c.channel
      )
      SELECT COALESCE(s.channel, r.channel) AS channel,
             COALESCE(s.spend, 0) AS spend,
             COALESCE(r.revenue, 0) AS revenue,
             ROUND(COALESCE(r.revenue, 0) / NULLIF(s.spend, 0), 2) AS roas
      FROM spend s
      FULL OUTER JOIN revenue r ON r.channel = s.channel;
    `),
    tags: ['full-outer-join', 'fan-out', 'cte', 'nullif', 'coalesce'],
  },
  {
    slug: 'marketing-revenue-pareto',
    industry: 'marketing',
    title: 'Campaigns Behind 80% of Revenue',
    description: text(`
      Rank campaigns by their total conversion revenue (highest first; on equal revenue, the lower \`campaign_id\` first). Walking down that list, keep adding campaigns until the cumulative revenue reaches **at least 80%** of the total revenue of all conversions – include the campaign that crosses the threshold and stop there. Campaigns without conversions never appear.

      Return \`campaign_id\`, \`name\`, \`revenue\` and \`cumulative_pct\` – the cumulative revenue up to and including this campaign as a percentage of the total, rounded to 2 decimals. Order by \`revenue\` descending, then \`campaign_id\`.
    `),
    difficulty_rating: 1900,
    estimated_time_minutes: 15,
    category: 'ANALYTICS',
    concepts: ['running-total-frame', 'cte', 'percentiles'],
    schema_setup: setup(campaigns, conversions),
    sample_data_description: 'A direct-to-consumer furniture brand’s 13 marketing campaigns and the 25 conversions (with revenue) attributed to them in March and early April 2024.',
    correct_solution: text(`
      WITH revenue AS (
        SELECT c.id AS campaign_id, c.name, SUM(cv.revenue) AS revenue
        FROM conversions cv
        JOIN campaigns c ON c.id = cv.campaign_id
        GROUP BY c.id, c.name
      ),
      running AS (
        SELECT *,
               SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id) AS cumulative,
               SUM(revenue) OVER () AS total
        FROM revenue
      )
      SELECT campaign_id, name, revenue, ROUND(100.0 * cumulative / total, 2) AS cumulative_pct
      FROM running
      WHERE cumulative - revenue < 0.8 * total
      ORDER BY revenue DESC, campaign_id;
    `),
    tags: ['pareto', 'running-total', 'window-over-aggregate', 'percentages', 'cte'],
    // "keep adding campaigns until the cumulative revenue reaches at least 80% of the total revenue … on equal
    // revenue, the lower campaign_id first": first the list reaches exactly 80.00 % with a campaign that ties
    // on revenue with the next one (the tie-break decides which is kept), then a list that stops a cent
    // short of 80 % (79.9999 %), so one more campaign is needed.
    hidden_datasets: [
      `DELETE FROM conversions;
       INSERT INTO conversions (id, campaign_id, converted_on, revenue) VALUES
         (101, 7, '2024-03-28', 2500.00), (102, 7, '2024-03-29', 1500.00), (103, 1, '2024-03-05', 2500.00),
         (104, 3, '2024-03-06', 1000.00), (105, 3, '2024-03-07', 500.00), (106, 6, '2024-03-14', 1500.00),
         (107, 2, '2024-03-08', 500.00);`,
      `DELETE FROM conversions;
       INSERT INTO conversions (id, campaign_id, converted_on, revenue) VALUES
         (101, 7, '2024-03-28', 2500.00), (102, 7, '2024-03-29', 1500.00), (103, 1, '2024-03-05', 2500.00),
         (104, 3, '2024-03-06', 1499.99), (105, 6, '2024-03-14', 1000.01), (106, 2, '2024-03-08', 600.00),
         (107, 2, '2024-03-16', 400.00);`,
    ],
  },
], MARKETING_GUIDANCE);

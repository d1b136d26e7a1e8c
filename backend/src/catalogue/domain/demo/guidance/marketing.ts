import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the marketing demo challenges (../marketing.ts). */
export const MARKETING_GUIDANCE: Record<string, Guidance> = {
  'marketing-big-social-email-campaigns': {
    hints: [
      'Two different groups of campaigns are wanted in one list. Write each group\'s condition on its own first, then combine them.',
      'Group 1 is "channel AND budget", group 2 is "no end date". Combine them with `OR`, and use parentheses so it is clear which conditions belong together. A missing date is tested with `IS NULL`.',
      'Use `WHERE (channel IN (\'social\', \'email\') AND budget > 1000) OR end_date IS NULL`, then `ORDER BY budget DESC, id`.',
    ],
    approach: text(`
      The text describes two groups: social or email campaigns with a budget above 1,000.00, **and** open-ended campaigns on any channel. A campaign belongs in the list if it is in either group, so the two conditions are joined with \`OR\`. \`AND\` binds more tightly than \`OR\` in SQL, but writing the parentheses makes the grouping obvious and protects against misplacing them. "No end_date" means the column is \`NULL\`. Sort by budget, largest first, with \`id\` for equal budgets.
    `),
    solution: text(`
      SELECT id, name, channel, budget
      FROM campaigns
      -- group 1: big social or email campaigns
      WHERE (channel IN ('social', 'email') AND budget > 1000)
         -- group 2: open-ended campaigns on any channel
         OR end_date IS NULL
      ORDER BY budget DESC, id;
    `),
    mistakes: [
      '**Putting the parentheses around the wrong part**, `channel IN (\'social\', \'email\') AND (budget > 1000 OR end_date IS NULL)`. An open-ended search or display campaign is then dropped, although the text keeps open-ended campaigns "on any channel".',
      '**Reading "open-ended" as "still running today"**, e.g. `COALESCE(end_date, DATE \'9999-12-31\') >= CURRENT_DATE`. A campaign that has an end date in the future is not open-ended; only a missing `end_date` counts.',
    ],
  },
  'marketing-ctr-and-cpc': {
    hints: [
      'Add up each campaign\'s weeks first, then compute the two ratios from the totals (not from the weekly ratios).',
      'Group `weekly_stats` by `campaign_id` and use `SUM`. To get `NULL` instead of a division-by-zero error, divide by `NULLIF(denominator, 0)`.',
      '`ROUND(100.0 * SUM(clicks) / NULLIF(SUM(impressions), 0), 2)` for the CTR and `ROUND(SUM(spend) / NULLIF(SUM(clicks), 0), 2)` for the CPC, ordered by `campaign_id`.',
    ],
    approach: text(`
      Group the weekly rows by campaign and sum the three measures over all weeks. The ratios are then computed from the totals: clicks over impressions (as a percentage) and spend over clicks. Two details matter. \`clicks\` and \`impressions\` are integers, so multiply by \`100.0\` first to avoid integer division. And dividing by zero is an error in PostgreSQL, so wrap each divisor in \`NULLIF(x, 0)\`, which turns 0 into \`NULL\` and makes the whole ratio \`NULL\`, as the text asks.
    `),
    solution: text(`
      SELECT campaign_id,
             SUM(impressions) AS impressions,
             SUM(clicks) AS clicks,
             SUM(spend) AS spend,
             -- 100.0 avoids integer division; NULLIF turns 0 into NULL instead of an error
             ROUND(100.0 * SUM(clicks) / NULLIF(SUM(impressions), 0), 2) AS ctr_pct,
             ROUND(SUM(spend) / NULLIF(SUM(clicks), 0), 2) AS cpc
      FROM weekly_stats
      -- all weeks of each campaign
      GROUP BY campaign_id
      ORDER BY campaign_id;
    `),
    mistakes: [
      '**Summing distinct values**, `SUM(DISTINCT clicks)`. Two weeks with 120 clicks each add up to 240, but `DISTINCT` counts 120 once, and every ratio built on it is wrong too.',
      '**Limiting the weeks**, e.g. `WHERE week_start BETWEEN \'2024-03-01\' AND \'2024-03-31\'` because the sample only has March. The text totals "over all weeks".',
    ],
  },
  'marketing-webinar-only-leads': {
    hints: [
      'Think of two sets of normalised emails: those with a webinar signup and those with a newsletter signup. You want the difference between them.',
      'SQL has set operators: `EXCEPT` returns the rows of the first query that are not in the second, and removes duplicates. Normalise the emails on both sides the same way.',
      'Write `SELECT lower(trim(email)) AS email FROM signups WHERE source = \'webinar\'`, then `EXCEPT`, then the same `SELECT` for `source = \'newsletter\'`.',
    ],
    approach: text(`
      Build the set of normalised emails that signed up via a webinar and take away the set that signed up via the newsletter. \`EXCEPT\` does exactly that, and like \`UNION\` it removes duplicate rows, so each email appears once, as the text asks. Both sides must use the same normalisation, \`lower(trim(email))\`, or " Ana@x.com" on one side would not match "ana@x.com" on the other. Signups from other sources neither add nor remove anyone. (\`NOT EXISTS\` with \`DISTINCT\` works too.)
    `),
    solution: text(`
      -- normalised emails with a webinar signup ...
      SELECT lower(trim(email)) AS email
      FROM signups
      WHERE source = 'webinar'
      -- ... minus those with a newsletter signup (EXCEPT also removes duplicates)
      EXCEPT
      SELECT lower(trim(email))
      FROM signups
      WHERE source = 'newsletter';
    `),
    mistakes: [
      '**Normalising only one side**, e.g. `... EXCEPT SELECT trim(email) ... WHERE source = \'newsletter\'`. A person who joined the newsletter as "Ana@Example.com" is not removed, because it does not equal "ana@example.com".',
      '**Keeping only people whose every signup is a webinar**, `HAVING bool_and(source = \'webinar\')`. Someone who signed up via a webinar and via a referral has never used the newsletter and must be kept, but this query drops them.',
    ],
  },
  'marketing-week-over-week-clicks': {
    hints: [
      'Each row needs the clicks of the same campaign\'s previous week. Which function reads a value from the previous row?',
      '`LAG(clicks) OVER (PARTITION BY campaign_id ORDER BY week_start)` gives the previous recorded week\'s clicks. A named `WINDOW w AS (...)` saves repeating it.',
      'Use `LAG(clicks) OVER w` for `prev_clicks`, and `ROUND(100.0 * (clicks - LAG(clicks) OVER w) / NULLIF(LAG(clicks) OVER w, 0), 2)` for the change.',
    ],
    approach: text(`
      \`LAG(clicks)\` over a window partitioned by campaign and ordered by \`week_start\` returns the clicks of the previous recorded week of the same campaign, whatever the gap between the weeks, and \`NULL\` for the first week. The percentage change divides by the previous clicks; \`NULLIF(..., 0)\` turns a zero into \`NULL\` so there is no division error, and any \`NULL\` makes the whole expression \`NULL\`. \`100.0\` avoids integer division, since clicks are integers.
    `),
    solution: text(`
      SELECT campaign_id, week_start, clicks,
             -- the same campaign's previous recorded week; NULL for the first
             LAG(clicks) OVER w AS prev_clicks,
             -- NULL when there is no previous week or it had 0 clicks
             ROUND(100.0 * (clicks - LAG(clicks) OVER w) / NULLIF(LAG(clicks) OVER w, 0), 2) AS change_pct
      FROM weekly_stats
      WINDOW w AS (PARTITION BY campaign_id ORDER BY week_start)
      ORDER BY campaign_id, week_start;
    `),
    mistakes: [
      '**Filtering rows before the window**, e.g. `WHERE week_start >= \'2024-03-01\'`. `WHERE` runs before `LAG`, so the first March week loses its February predecessor and shows `NULL`, and the text asks for every row anyway.',
      '**Partitioning by the campaign name**, e.g. joining `campaigns` and using `PARTITION BY c.name`. Names are not unique: two campaigns with the same name get one merged timeline, and one campaign\'s week becomes the other\'s "previous week".',
    ],
  },
  'marketing-roas-by-channel': {
    hints: [
      'Spend and revenue come from two different child tables of `campaigns`. Think about what joining both at once does to the number of rows.',
      'Sum each side per channel separately (two CTEs), then combine the two results. A channel may have only spend or only revenue, so use a `FULL OUTER JOIN`.',
      'Join the CTEs with `FULL OUTER JOIN ... ON r.channel = s.channel`; take `COALESCE(s.channel, r.channel)`, `COALESCE(..., 0)` for both sums and `ROUND(revenue / NULLIF(s.spend, 0), 2)`.',
    ],
    approach: text(`
      A campaign has several weekly rows and several conversions; joining both to it at once pairs every week with every conversion and multiplies both sums. So **aggregate each side first**: spend per channel from \`weekly_stats\` joined to \`campaigns\`, and revenue per channel from \`conversions\` joined to \`campaigns\`. A channel may appear on only one side, so combine them with a \`FULL OUTER JOIN\`, which keeps unmatched rows from both. \`COALESCE\` picks whichever channel name is present and turns missing sums into 0, and \`NULLIF\` makes the ratio \`NULL\` when there is no spend.
    `),
    solution: text(`
      -- spend per channel (no conversions joined, so no fan-out)
      WITH spend AS (
        SELECT c.channel, SUM(ws.spend) AS spend
        FROM weekly_stats ws
        JOIN campaigns c ON c.id = ws.campaign_id
        GROUP BY c.channel
      ),
      -- revenue per channel
      revenue AS (
        SELECT c.channel, SUM(cv.revenue) AS revenue
        FROM conversions cv
        JOIN campaigns c ON c.id = cv.campaign_id
        GROUP BY c.channel
      )
      -- the channel name comes from whichever side has it
      SELECT COALESCE(s.channel, r.channel) AS channel,
             COALESCE(s.spend, 0) AS spend,
             COALESCE(r.revenue, 0) AS revenue,
             ROUND(COALESCE(r.revenue, 0) / NULLIF(s.spend, 0), 2) AS roas
      FROM spend s
      -- keeps channels with only spend or only revenue
      FULL OUTER JOIN revenue r ON r.channel = s.channel;
    `),
    mistakes: [
      '**Fixing the fan-out with `SUM(DISTINCT ...)`**. It removes the repeated values from the join, but also merges genuinely equal amounts: two weeks that both spent 250.00 count as 250.00.',
      '**Stacking both sides with `UNION` instead of `UNION ALL`**. `UNION` removes duplicate rows, so two conversions of the same channel worth 99.00 each count once. If you stack rows, use `UNION ALL`.',
    ],
  },
  'marketing-revenue-pareto': {
    hints: [
      'First get each campaign\'s total revenue. Then walk down the list from the biggest, keeping a running total, and decide where to stop.',
      'A running total is `SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id)`; the grand total is `SUM(revenue) OVER ()`. Keep a campaign if the total *before* it was still below 80 %.',
      'Keep rows `WHERE cumulative - revenue < 0.8 * total`: the cumulative total before this campaign has not reached 80 % yet, so this campaign is needed (it may be the one that crosses).',
    ],
    approach: text(`
      Sum the revenue per campaign (an inner join, so campaigns without conversions never appear). Then, in list order (revenue descending, then id), compute the running total with a window \`SUM ... OVER (ORDER BY revenue DESC, campaign_id)\` and the grand total with \`SUM ... OVER ()\`. Including the id in the window's order makes the running total step one campaign at a time even when revenues tie. A campaign belongs in the list when the running total **before** it, \`cumulative - revenue\`, is still below 80 % of the total: that keeps every campaign up to and including the one that crosses the threshold, and nothing after it. Compare unrounded values and round only the output.
    `),
    solution: text(`
      -- total conversion revenue per campaign
      WITH revenue AS (
        SELECT c.id AS campaign_id, c.name, SUM(cv.revenue) AS revenue
        FROM conversions cv
        JOIN campaigns c ON c.id = cv.campaign_id
        GROUP BY c.id, c.name
      ),
      running AS (
        SELECT *,
               -- running total in list order; the id makes ties step one at a time
               SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id) AS cumulative,
               SUM(revenue) OVER () AS total
        FROM revenue
      )
      SELECT campaign_id, name, revenue, ROUND(100.0 * cumulative / total, 2) AS cumulative_pct
      FROM running
      -- the total before this campaign was still below 80 %, so it is needed
      WHERE cumulative - revenue < 0.8 * total
      ORDER BY revenue DESC, campaign_id;
    `),
    mistakes: [
      '**Testing the threshold on a rounded percentage**, `ROUND(100.0 * (cumulative - revenue) / total, 2) < 80`. If the list before a campaign reaches 79.996 %, that rounds to 80.00 and the list stops one campaign early, although 80 % has not been reached.',
      '**Keeping every campaign that earns as much as the crossing one**, e.g. `WHERE revenue >= (revenue of the crossing campaign)`. A campaign right after it with the same revenue is then kept, but the text says to stop at the campaign that crosses.',
    ],
  },
};

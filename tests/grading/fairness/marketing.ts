import { type FairnessCases } from './types';

const REVENUE = `SELECT c.id AS campaign_id, c.name, SUM(cv.revenue) AS revenue
                 FROM conversions cv JOIN campaigns c ON c.id = cv.campaign_id
                 GROUP BY c.id, c.name`;

/** Hand-written fairness cases for the marketing demo challenges (backend/src/catalogue/domain/demo/marketing.ts). */
export const MARKETING_FAIRNESS: FairnessCases = {
  'marketing-big-social-email-campaigns': {
    wrong: [
      {
        sql: `SELECT id, name, channel, budget
              FROM campaigns
              WHERE (channel ILIKE 'social' OR channel ILIKE 'email') AND budget > 1000
                 OR end_date IS NULL
              ORDER BY budget DESC, id`,
        mistake: 'matches the channel case-insensitively, so a "Social" or "EMAIL" channel counts as "the social or email channel"',
      },
      {
        sql: `SELECT id, name, channel, budget
              FROM campaigns
              WHERE (channel IN ('social', 'email') AND budget > 1000) OR end_date IS NULL
              ORDER BY budget DESC`,
        mistake: 'drops "then id": campaigns with the same budget come out in any order',
      },
      {
        sql: `SELECT id, name, channel, budget
              FROM campaigns
              WHERE (channel IN ('social', 'email') AND budget > 1000) OR COALESCE(end_date, DATE '9999-12-31') >= CURRENT_DATE
              ORDER BY budget DESC, id`,
        mistake: 'reads "still open-ended (no end_date)" as "still running today", so a campaign ending in the future is kept',
      },
    ],
    right: [
      `SELECT id, name, channel, budget FROM campaigns WHERE channel IN ('social', 'email') AND budget > 1000
       UNION
       SELECT id, name, channel, budget FROM campaigns WHERE end_date IS NULL
       ORDER BY 4 DESC, 1`,
      `SELECT c.id, c.name, c.channel, c.budget AS amount
       FROM campaigns c
       WHERE CASE WHEN c.end_date IS NULL THEN TRUE ELSE c.channel = ANY (ARRAY['social', 'email']) AND c.budget > 1000.00 END
       ORDER BY amount DESC, c.id`,
    ],
  },

  'marketing-ctr-and-cpc': {
    wrong: [
      {
        sql: `SELECT campaign_id, SUM(impressions) AS impressions, SUM(clicks) AS clicks, SUM(spend) AS spend,
                     ROUND(100.0 * SUM(clicks) / NULLIF(SUM(impressions), 0), 2) AS ctr_pct,
                     ROUND(SUM(spend) / NULLIF(SUM(clicks), 0), 2) AS cpc
              FROM weekly_stats
              WHERE week_start BETWEEN DATE '2024-03-01' AND DATE '2024-03-31'
              GROUP BY campaign_id
              ORDER BY campaign_id`,
        mistake: 'keeps only the March weeks although the text says "over all weeks"',
      },
      {
        sql: `SELECT campaign_id, SUM(DISTINCT impressions) AS impressions, SUM(DISTINCT clicks) AS clicks, SUM(DISTINCT spend) AS spend,
                     ROUND(100.0 * SUM(DISTINCT clicks) / NULLIF(SUM(DISTINCT impressions), 0), 2) AS ctr_pct,
                     ROUND(SUM(DISTINCT spend) / NULLIF(SUM(DISTINCT clicks), 0), 2) AS cpc
              FROM weekly_stats
              GROUP BY campaign_id
              ORDER BY campaign_id`,
        mistake: 'SUM(DISTINCT …): two weeks with the same figures count once in the totals',
      },
      {
        sql: `SELECT campaign_id, SUM(impressions) AS impressions, SUM(clicks) AS clicks, ROUND(SUM(spend)) AS spend,
                     ROUND(100.0 * SUM(clicks) / NULLIF(SUM(impressions), 0), 2) AS ctr_pct,
                     ROUND(SUM(spend) / NULLIF(SUM(clicks), 0), 2) AS cpc
              FROM weekly_stats
              GROUP BY campaign_id
              ORDER BY campaign_id`,
        mistake: 'rounds the spend total to whole units although the text asks for the total spend',
      },
    ],
    right: [
      `WITH t AS (
         SELECT campaign_id, SUM(impressions) AS i, SUM(clicks) AS c, SUM(spend) AS s FROM weekly_stats GROUP BY campaign_id)
       SELECT campaign_id, i, c, s,
              CASE WHEN i = 0 THEN NULL ELSE ROUND(c * 100.0 / i, 2) END,
              CASE WHEN c = 0 THEN NULL ELSE ROUND(s / c, 2) END
       FROM t
       ORDER BY campaign_id`,
      `SELECT k.campaign_id,
              (SELECT SUM(impressions) FROM weekly_stats w WHERE w.campaign_id = k.campaign_id) AS imp,
              (SELECT SUM(clicks) FROM weekly_stats w WHERE w.campaign_id = k.campaign_id) AS clk,
              (SELECT SUM(spend) FROM weekly_stats w WHERE w.campaign_id = k.campaign_id) AS spent,
              (SELECT ROUND(SUM(clicks)::numeric * 100 / NULLIF(SUM(impressions), 0), 2) FROM weekly_stats w WHERE w.campaign_id = k.campaign_id),
              (SELECT ROUND(SUM(spend) / NULLIF(SUM(clicks), 0), 2) FROM weekly_stats w WHERE w.campaign_id = k.campaign_id)
       FROM (SELECT DISTINCT campaign_id FROM weekly_stats) k
       ORDER BY 1`,
    ],
  },

  'marketing-webinar-only-leads': {
    wrong: [
      {
        sql: `SELECT lower(trim(email)) AS email FROM signups WHERE source LIKE 'webinar%'
              EXCEPT
              SELECT lower(trim(email)) FROM signups WHERE source LIKE 'newsletter%'`,
        mistake: 'loose LIKE patterns where the text names the exact values source = \'webinar\' and \'newsletter\'',
      },
      {
        sql: `SELECT lower(trim(email)) AS email FROM signups WHERE source = 'webinar'
              EXCEPT
              SELECT trim(email) FROM signups WHERE source = 'newsletter'`,
        mistake: 'normalises only the webinar side: "normalise every email with lower(trim(email))"',
      },
      {
        sql: `SELECT lower(trim(email)) AS email
              FROM signups
              GROUP BY lower(trim(email))
              HAVING bool_and(source = 'webinar')`,
        mistake: 'keeps people who signed up only via webinars, not those who signed up via a webinar and "never via newsletter" (another source does not disqualify)',
      },
    ],
    right: [
      `SELECT DISTINCT lower(trim(w.email))
       FROM signups w
       WHERE w.source = 'webinar'
         AND NOT EXISTS (SELECT 1 FROM signups n WHERE n.source = 'newsletter' AND lower(trim(n.email)) = lower(trim(w.email)))`,
      `SELECT normalised AS lead
       FROM (SELECT lower(trim(email)) AS normalised, source FROM signups) s
       GROUP BY normalised
       HAVING COUNT(*) FILTER (WHERE source = 'webinar') > 0 AND COUNT(*) FILTER (WHERE source = 'newsletter') = 0`,
    ],
  },

  'marketing-week-over-week-clicks': {
    wrong: [
      {
        sql: `SELECT campaign_id, week_start, clicks,
                     LAG(clicks) OVER (PARTITION BY campaign_id ORDER BY week_start) AS prev_clicks,
                     ROUND(100.0 * (clicks - LAG(clicks) OVER (PARTITION BY campaign_id ORDER BY week_start))
                           / NULLIF(LAG(clicks) OVER (PARTITION BY campaign_id ORDER BY week_start), 0), 2) AS change_pct
              FROM weekly_stats
              WHERE week_start >= DATE '2024-03-01'
              ORDER BY campaign_id, week_start`,
        mistake: 'keeps only March weeks (filtering before the window), although the text asks for "every row of weekly_stats" and the previous recorded week may be earlier',
      },
      {
        sql: `WITH w AS (
                SELECT campaign_id, week_start, clicks,
                       LAG(clicks) OVER (PARTITION BY campaign_id ORDER BY week_start) AS prev_clicks
                FROM weekly_stats)
              SELECT campaign_id, week_start, clicks, prev_clicks,
                     (100.0 * (clicks - prev_clicks) / NULLIF(prev_clicks, 0))::numeric(5, 2) AS change_pct
              FROM w
              ORDER BY campaign_id, week_start`,
        mistake: 'formats change_pct as numeric(5,2), which fails on a change of 1000 % or more instead of "a percentage rounded to 2 decimals"',
      },
      {
        sql: `WITH w AS (
                SELECT ws.campaign_id, ws.week_start, ws.clicks,
                       LAG(ws.clicks) OVER (PARTITION BY c.name ORDER BY ws.week_start) AS prev_clicks
                FROM weekly_stats ws JOIN campaigns c ON c.id = ws.campaign_id)
              SELECT campaign_id, week_start, clicks, prev_clicks,
                     ROUND(100.0 * (clicks - prev_clicks) / NULLIF(prev_clicks, 0), 2) AS change_pct
              FROM w
              ORDER BY campaign_id, week_start`,
        mistake: 'partitions by campaign name, which is not unique, instead of "the same campaign"',
      },
    ],
    right: [
      `SELECT w.campaign_id, w.week_start, w.clicks, p.clicks AS prev,
              ROUND(100.0 * w.clicks / NULLIF(p.clicks, 0) - 100, 2)
       FROM weekly_stats w
       LEFT JOIN weekly_stats p
         ON p.campaign_id = w.campaign_id
        AND p.week_start = (SELECT MAX(x.week_start) FROM weekly_stats x WHERE x.campaign_id = w.campaign_id AND x.week_start < w.week_start)
       ORDER BY 1, 2`,
      `SELECT campaign_id, week_start, clicks, prev_clicks,
              CASE WHEN prev_clicks <> 0 THEN ROUND((clicks - prev_clicks) * 100.0 / prev_clicks, 2) END
       FROM (SELECT campaign_id, week_start, clicks,
                    MAX(clicks) OVER (PARTITION BY campaign_id ORDER BY week_start ROWS BETWEEN 1 PRECEDING AND 1 PRECEDING) AS prev_clicks
             FROM weekly_stats) t
       ORDER BY campaign_id, week_start`,
    ],
  },

  'marketing-roas-by-channel': {
    wrong: [
      {
        sql: `SELECT channel, SUM(spend) AS spend, SUM(revenue) AS revenue, ROUND(SUM(revenue) / NULLIF(SUM(spend), 0), 2) AS roas
              FROM (SELECT c.channel, ws.spend, 0 AS revenue FROM weekly_stats ws JOIN campaigns c ON c.id = ws.campaign_id
                    UNION
                    SELECT c.channel, 0, cv.revenue FROM conversions cv JOIN campaigns c ON c.id = cv.campaign_id) x
              GROUP BY channel`,
        mistake: 'UNION instead of UNION ALL: two weeks (or two conversions) of a channel with the same amount count once',
      },
      {
        sql: `SELECT c.channel,
                     COALESCE(SUM(DISTINCT ws.spend), 0) AS spend,
                     COALESCE(SUM(DISTINCT cv.revenue), 0) AS revenue,
                     ROUND(COALESCE(SUM(DISTINCT cv.revenue), 0) / NULLIF(SUM(DISTINCT ws.spend), 0), 2) AS roas
              FROM campaigns c
              LEFT JOIN weekly_stats ws ON ws.campaign_id = c.id
              LEFT JOIN conversions cv ON cv.campaign_id = c.id
              WHERE ws.campaign_id IS NOT NULL OR cv.id IS NOT NULL
              GROUP BY c.channel`,
        mistake: 'repairs the weekly-rows × conversions fan-out with SUM(DISTINCT …), which also merges equal amounts ("a campaign has several weekly rows and several conversions")',
      },
      {
        sql: `WITH spend AS (
                SELECT lower(c.channel) AS channel, SUM(ws.spend) AS spend
                FROM weekly_stats ws JOIN campaigns c ON c.id = ws.campaign_id GROUP BY lower(c.channel)),
              revenue AS (
                SELECT lower(c.channel) AS channel, SUM(cv.revenue) AS revenue
                FROM conversions cv JOIN campaigns c ON c.id = cv.campaign_id GROUP BY lower(c.channel))
              SELECT COALESCE(s.channel, r.channel) AS channel, COALESCE(s.spend, 0) AS spend, COALESCE(r.revenue, 0) AS revenue,
                     ROUND(COALESCE(r.revenue, 0) / NULLIF(s.spend, 0), 2) AS roas
              FROM spend s FULL JOIN revenue r ON r.channel = s.channel`,
        mistake: 'lower-cases the channel, merging channels that differ only in case instead of "one row per channel"',
      },
    ],
    right: [
      `SELECT channel, SUM(spend), SUM(revenue), ROUND(SUM(revenue) / NULLIF(SUM(spend), 0), 2)
       FROM (SELECT c.channel, ws.spend, 0 AS revenue FROM weekly_stats ws JOIN campaigns c ON c.id = ws.campaign_id
             UNION ALL
             SELECT c.channel, 0, cv.revenue FROM conversions cv JOIN campaigns c ON c.id = cv.campaign_id) x
       GROUP BY channel`,
      `SELECT channel, sp, rv, ROUND(rv / NULLIF(sp, 0), 2) AS roas
       FROM (
         SELECT ch.channel,
                COALESCE((SELECT SUM(ws.spend) FROM weekly_stats ws JOIN campaigns c ON c.id = ws.campaign_id WHERE c.channel = ch.channel), 0) AS sp,
                COALESCE((SELECT SUM(cv.revenue) FROM conversions cv JOIN campaigns c ON c.id = cv.campaign_id WHERE c.channel = ch.channel), 0) AS rv
         FROM (SELECT DISTINCT c.channel FROM campaigns c
               WHERE EXISTS (SELECT 1 FROM weekly_stats ws WHERE ws.campaign_id = c.id)
                  OR EXISTS (SELECT 1 FROM conversions cv WHERE cv.campaign_id = c.id)) ch) t`,
    ],
  },

  'marketing-revenue-pareto': {
    wrong: [
      {
        sql: `WITH revenue AS (${REVENUE}),
              running AS (SELECT *, SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id) AS cumulative, SUM(revenue) OVER () AS total FROM revenue)
              SELECT campaign_id, name, revenue, ROUND(100.0 * cumulative / total, 2) AS cumulative_pct
              FROM running
              WHERE ROUND(100.0 * (cumulative - revenue) / total, 2) < 80
              ORDER BY revenue DESC, campaign_id`,
        mistake: 'tests the threshold on the rounded percentage, so a list at 79.996 % stops one campaign early ("until the cumulative revenue reaches at least 80 %")',
      },
      {
        sql: `WITH revenue AS (
                SELECT c.id AS campaign_id, c.name, SUM(DISTINCT cv.revenue) AS revenue
                FROM conversions cv JOIN campaigns c ON c.id = cv.campaign_id GROUP BY c.id, c.name),
              running AS (SELECT *, SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id) AS cumulative, SUM(revenue) OVER () AS total FROM revenue)
              SELECT campaign_id, name, revenue, ROUND(100.0 * cumulative / total, 2) AS cumulative_pct
              FROM running
              WHERE cumulative - revenue < 0.8 * total
              ORDER BY revenue DESC, campaign_id`,
        mistake: 'SUM(DISTINCT revenue): two conversions of the same amount count once in "their total conversion revenue"',
      },
      {
        sql: `WITH revenue AS (${REVENUE}),
              running AS (SELECT *, SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id) AS cumulative, SUM(revenue) OVER () AS total FROM revenue),
              cut AS (SELECT MIN(revenue) AS cut_revenue FROM running WHERE cumulative - revenue < 0.8 * total)
              SELECT campaign_id, name, revenue, ROUND(100.0 * cumulative / total, 2) AS cumulative_pct
              FROM running, cut
              WHERE revenue >= cut_revenue
              ORDER BY revenue DESC, campaign_id`,
        mistake: 'keeps every campaign earning at least the crossing campaign\'s revenue, so a tie after it is kept although the text says "stop there"',
      },
    ],
    right: [
      `WITH r AS (SELECT campaign_id, SUM(revenue) AS revenue FROM conversions GROUP BY campaign_id),
       w AS (SELECT r.*, SUM(revenue) OVER (ORDER BY revenue DESC, campaign_id ROWS UNBOUNDED PRECEDING) AS cum,
                    SUM(revenue) OVER () AS total FROM r),
       l AS (SELECT w.*, COALESCE(LAG(cum) OVER (ORDER BY revenue DESC, campaign_id), 0) AS before FROM w)
       SELECT l.campaign_id, c.name, l.revenue, ROUND(l.cum * 100.0 / l.total, 2)
       FROM l JOIN campaigns c ON c.id = l.campaign_id
       WHERE l.before < 0.8 * l.total
       ORDER BY l.revenue DESC, l.campaign_id`,
      `WITH r AS (${REVENUE}),
       c AS (SELECT r.*,
                    (SELECT SUM(o.revenue) FROM r o WHERE o.revenue > r.revenue OR (o.revenue = r.revenue AND o.campaign_id <= r.campaign_id)) AS cum,
                    (SELECT SUM(revenue) FROM r) AS total
             FROM r)
       SELECT campaign_id, name, revenue, ROUND(100 * cum / total, 2) AS pct
       FROM c
       WHERE cum - revenue < total * 4 / 5
       ORDER BY revenue DESC, campaign_id`,
    ],
  },
};

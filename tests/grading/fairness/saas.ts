import { type FairnessCases } from './types';

const ACTIVE = `start_date <= DATE '2024-06-30' AND (end_date IS NULL OR end_date >= DATE '2024-06-30')`;

/** Fairness cases for the SaaS demo challenges (backend/src/catalogue/domain/demo/saas.ts). */
export const SAAS_FAIRNESS: FairnessCases = {
  'saas-free-email-domains': {
    wrong: [
      {
        sql: `SELECT id, email, lower(split_part(email, '@', 2)) AS domain FROM users
              WHERE email ILIKE '%gmail.com' OR email ILIKE '%outlook.com' OR email ILIKE '%yahoo.com'
              ORDER BY domain, id`,
        mistake: 'a suffix pattern also matches look-alike domains such as notgmail.com; the text says the domain (the part after the @) is gmail.com, outlook.com or yahoo.com',
      },
      {
        sql: `SELECT id, email, lower(split_part(email, '@', 2)) AS domain FROM users
              WHERE lower(email) LIKE '%gmail%' OR lower(email) LIKE '%outlook%' OR lower(email) LIKE '%yahoo%'
              ORDER BY domain, id`,
        mistake: 'searches the whole address, so gmail.fan@acme.com matches; the text compares the domain',
      },
      {
        sql: `SELECT id, email, lower(split_part(email, '@', 2)) AS domain FROM users
              WHERE email ~* '@(gmail|outlook|yahoo)\\.'
              ORDER BY domain, id`,
        mistake: 'matches any domain starting with the provider name (gmail.co.uk); the text names the exact domains',
      },
    ],
    right: [
      `WITH d AS (SELECT id, email, lower(split_part(email, '@', 2)) AS dom FROM users)
       SELECT id, email, dom FROM d
       WHERE dom = 'gmail.com' OR dom = 'outlook.com' OR dom = 'yahoo.com'
       ORDER BY dom, id`,
      `SELECT id AS user_id, email AS address, domain
       FROM (SELECT id, email, lower(split_part(email, '@', 2)) AS domain FROM users) u
       WHERE domain IN (VALUES ('gmail.com'), ('outlook.com'), ('yahoo.com'))
       ORDER BY 3, 1`,
    ],
  },
  'saas-mrr-by-plan': {
    wrong: [
      {
        sql: `SELECT plan, COUNT(*), SUM(mrr) AS total_mrr FROM subscriptions WHERE ${ACTIVE}
              GROUP BY plan ORDER BY total_mrr DESC`,
        mistake: 'leaves out the tie-break "then plan ascending"',
      },
      {
        sql: `SELECT plan, COUNT(DISTINCT account_id), SUM(mrr) AS total_mrr FROM subscriptions WHERE ${ACTIVE}
              GROUP BY plan ORDER BY total_mrr DESC, plan`,
        mistake: 'counts accounts instead of subscriptions; the text asks for "active_subscriptions (their number)"',
      },
      {
        sql: `SELECT plan, COUNT(*), ROUND(SUM(mrr)) AS total_mrr FROM subscriptions WHERE ${ACTIVE}
              GROUP BY plan ORDER BY total_mrr DESC, plan`,
        mistake: 'rounds total_mrr to whole units; the text asks for the sum of mrr',
      },
    ],
    right: [
      `SELECT plan, COUNT(id), SUM(mrr) FROM subscriptions
       WHERE DATE '2024-06-30' BETWEEN start_date AND COALESCE(end_date, DATE '2024-06-30')
       GROUP BY plan ORDER BY 3 DESC, 1`,
      `WITH active AS (
         SELECT * FROM subscriptions
         WHERE start_date <= '2024-06-30' AND (end_date >= '2024-06-30') IS NOT FALSE)
       SELECT plan AS plan_name, COUNT(*) AS n, SUM(mrr) AS total FROM active
       GROUP BY plan ORDER BY total DESC, plan_name`,
    ],
  },
  'saas-account-mrr-seats': {
    wrong: [
      {
        sql: `SELECT a.id, a.company, COALESCE(SUM(DISTINCT s.mrr), 0), COUNT(DISTINCT u.id)
              FROM accounts a
              LEFT JOIN subscriptions s ON s.account_id = a.id AND s.start_date <= '2024-06-30'
                AND (s.end_date IS NULL OR s.end_date >= '2024-06-30')
              LEFT JOIN users u ON u.account_id = a.id
              GROUP BY a.id, a.company`,
        mistake: 'fixes the fan-out with SUM(DISTINCT), which drops a second active subscription with the same mrr; the text sums the account\u2019s active subscriptions',
      },
      {
        sql: `SELECT a.id, a.company, COALESCE(SUM(s.mrr) / NULLIF(COUNT(DISTINCT u.id), 0), 0), COUNT(DISTINCT u.id)
              FROM accounts a
              LEFT JOIN subscriptions s ON s.account_id = a.id AND s.start_date <= '2024-06-30'
                AND (s.end_date IS NULL OR s.end_date >= '2024-06-30')
              LEFT JOIN users u ON u.account_id = a.id
              GROUP BY a.id, a.company`,
        mistake: 'undoes the fan-out by dividing by the user count, which loses the MRR of an account without users ("every account, even one without … users")',
      },
      {
        sql: `WITH mrr AS (SELECT account_id, SUM(mrr) AS m FROM subscriptions WHERE ${ACTIVE} GROUP BY account_id),
                   seats AS (SELECT account_id, COUNT(*) AS n FROM users WHERE created_at <= '2024-06-30' GROUP BY account_id)
              SELECT a.id, a.company, COALESCE(mrr.m, 0), COALESCE(seats.n, 0)
              FROM accounts a LEFT JOIN mrr ON mrr.account_id = a.id LEFT JOIN seats ON seats.account_id = a.id`,
        mistake: 'applies the 2024-06-30 date to users too; the text asks for "the number of users of the account"',
      },
    ],
    right: [
      `SELECT a.id, a.company,
              COALESCE(SUM(s.mrr) FILTER (WHERE s.start_date <= '2024-06-30' AND (s.end_date IS NULL OR s.end_date >= '2024-06-30')), 0) AS mrr,
              (SELECT COUNT(*) FROM users u WHERE u.account_id = a.id) AS seats
       FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id
       GROUP BY a.id, a.company`,
      `SELECT a.id, a.company, COALESCE(SUM(x.mrr), 0), COALESCE(SUM(x.seat), 0)
       FROM accounts a
       LEFT JOIN (SELECT account_id, mrr, 0 AS seat FROM subscriptions
                  WHERE start_date <= '2024-06-30' AND COALESCE(end_date, '2024-06-30') >= '2024-06-30'
                  UNION ALL
                  SELECT account_id, 0, 1 FROM users) x ON x.account_id = a.id
       GROUP BY a.id, a.company`,
    ],
  },
  'saas-fully-active-accounts': {
    wrong: [
      {
        sql: `SELECT a.id, a.company FROM accounts a
              WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id)
                AND NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id
                  AND NOT EXISTS (SELECT 1 FROM logins l WHERE l.user_id = u.id AND EXTRACT(MONTH FROM l.login_date) = 6))`,
        mistake: 'takes June of any year; the text says "a login dated 2024-06-01 to 2024-06-30"',
      },
      {
        sql: `SELECT a.id, a.company FROM accounts a
              WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id)
                AND NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id
                  AND NOT EXISTS (SELECT 1 FROM logins l WHERE l.user_id = u.id AND l.login_date >= '2024-06-01'))`,
        mistake: 'has no upper bound, so a July login counts; the text says "in June 2024 … 2024-06-01 to 2024-06-30 inclusive"',
      },
      {
        sql: `SELECT a.id, a.company FROM accounts a
              WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id)
                AND NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.created_at <= '2024-06-30'
                  AND NOT EXISTS (SELECT 1 FROM logins l WHERE l.user_id = u.id
                                  AND l.login_date BETWEEN '2024-06-01' AND '2024-06-30'))`,
        mistake: 'exempts users created after June; the text says "every user logged in at least once in June 2024"',
      },
    ],
    right: [
      `SELECT a.id, a.company FROM accounts a JOIN users u ON u.account_id = a.id
       GROUP BY a.id, a.company
       HAVING COUNT(DISTINCT u.id) = COUNT(DISTINCT u.id) FILTER (
         WHERE u.id IN (SELECT user_id FROM logins WHERE login_date >= '2024-06-01' AND login_date <= '2024-06-30'))`,
      `SELECT id, company FROM accounts WHERE id IN (SELECT account_id FROM users)
       EXCEPT
       SELECT a.id, a.company FROM accounts a JOIN users u ON u.account_id = a.id
       WHERE u.id NOT IN (SELECT user_id FROM logins WHERE login_date BETWEEN '2024-06-01' AND '2024-06-30')`,
    ],
  },
  'saas-plan-changes': {
    wrong: [
      {
        sql: `WITH o AS (
                SELECT id, account_id, plan, mrr, start_date,
                       LAG(plan) OVER w AS previous_plan, LAG(mrr) OVER w AS previous_mrr, ROW_NUMBER() OVER w AS n
                FROM subscriptions WINDOW w AS (PARTITION BY account_id ORDER BY start_date, id))
              SELECT id, account_id, previous_plan, plan, start_date, mrr - previous_mrr,
                     CASE WHEN mrr > previous_mrr THEN 'upgrade' WHEN mrr < previous_mrr THEN 'downgrade' ELSE 'flat' END
              FROM o WHERE n > 1 ORDER BY start_date`,
        mistake: 'leaves out the tie-break "then subscription_id"',
      },
      {
        sql: `WITH o AS (
                SELECT id, account_id, plan, mrr, start_date,
                       LAG(plan) OVER w AS previous_plan, LAG(mrr) OVER w AS previous_mrr, ROW_NUMBER() OVER w AS n
                FROM subscriptions WINDOW w AS (PARTITION BY account_id ORDER BY id))
              SELECT id, account_id, previous_plan, plan, start_date, mrr - previous_mrr,
                     CASE WHEN mrr > previous_mrr THEN 'upgrade' WHEN mrr < previous_mrr THEN 'downgrade' ELSE 'flat' END
              FROM o WHERE n > 1 ORDER BY start_date, id`,
        mistake: 'orders each account\u2019s subscriptions by id; the text orders them "by start_date (then by id)"',
      },
      {
        sql: `WITH o AS (
                SELECT id, account_id, plan, mrr, start_date,
                       LAG(plan) OVER w AS previous_plan, LAG(mrr) OVER w AS previous_mrr, ROW_NUMBER() OVER w AS n
                FROM subscriptions WINDOW w AS (PARTITION BY account_id ORDER BY start_date, id))
              SELECT id, account_id, previous_plan, plan, start_date, mrr - previous_mrr,
                     CASE WHEN plan = previous_plan THEN 'flat' WHEN mrr > previous_mrr THEN 'upgrade' ELSE 'downgrade' END
              FROM o WHERE n > 1 ORDER BY start_date, id`,
        mistake: 'calls a change to the same plan flat; the text decides by mrr_change ("\'flat\' when zero"), so a price rise on the same plan is an upgrade',
      },
    ],
    right: [
      `SELECT s.id, s.account_id, p.plan, s.plan, s.start_date, s.mrr - p.mrr,
              CASE WHEN s.mrr - p.mrr > 0 THEN 'upgrade' WHEN s.mrr - p.mrr < 0 THEN 'downgrade' ELSE 'flat' END
       FROM subscriptions s
       JOIN subscriptions p ON p.id = (
         SELECT x.id FROM subscriptions x
         WHERE x.account_id = s.account_id AND (x.start_date, x.id) < (s.start_date, s.id)
         ORDER BY x.start_date DESC, x.id DESC LIMIT 1)
       ORDER BY s.start_date, s.id`,
      `SELECT subscription_id, account_id, previous_plan, new_plan, change_date, mrr_change,
              CASE SIGN(mrr_change) WHEN 1 THEN 'upgrade' WHEN -1 THEN 'downgrade' ELSE 'flat' END AS movement
       FROM (SELECT id AS subscription_id, account_id, plan AS new_plan, start_date AS change_date,
                    LAG(account_id) OVER o AS prev_account, LAG(plan) OVER o AS previous_plan,
                    mrr - LAG(mrr) OVER o AS mrr_change
             FROM subscriptions WINDOW o AS (ORDER BY account_id, start_date, id)) t
       WHERE prev_account = account_id
       ORDER BY change_date, subscription_id`,
    ],
  },
  'saas-monthly-mrr-movements': {
    wrong: [
      {
        sql: `WITH months AS (SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month),
              n AS (SELECT date_trunc('month', start_date)::date AS month, SUM(mrr) AS amount FROM subscriptions GROUP BY 1),
              c AS (SELECT date_trunc('month', end_date)::date AS month, SUM(mrr) AS amount FROM subscriptions WHERE end_date IS NOT NULL GROUP BY 1)
              SELECT m.month, COALESCE(n.amount, 0), COALESCE(c.amount, 0), COALESCE(n.amount - c.amount, 0)
              FROM months m LEFT JOIN n ON n.month = m.month LEFT JOIN c ON c.month = m.month ORDER BY m.month`,
        mistake: 'applies COALESCE to the difference, so a month with new but no churned MRR gets net_change 0; the text says net_change = new_mrr - churned_mrr',
      },
      {
        sql: `WITH months AS (SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month),
              moves AS (
                SELECT m.month, s.mrr,
                       CASE WHEN date_trunc('month', s.start_date) = m.month THEN 'new' ELSE 'churn' END AS kind
                FROM months m JOIN subscriptions s
                  ON date_trunc('month', s.start_date) = m.month OR date_trunc('month', s.end_date) = m.month)
              SELECT m.month,
                     COALESCE(SUM(mv.mrr) FILTER (WHERE mv.kind = 'new'), 0),
                     COALESCE(SUM(mv.mrr) FILTER (WHERE mv.kind = 'churn'), 0),
                     COALESCE(SUM(mv.mrr) FILTER (WHERE mv.kind = 'new'), 0) - COALESCE(SUM(mv.mrr) FILTER (WHERE mv.kind = 'churn'), 0)
              FROM months m LEFT JOIN moves mv ON mv.month = m.month GROUP BY m.month ORDER BY m.month`,
        mistake: 'classifies each subscription as either new or churned, so one that starts and ends in the same month is counted once; the text counts it in both',
      },
      {
        sql: `WITH months AS (SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month)
              SELECT m.month,
                     (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions s WHERE date_trunc('month', s.start_date) = m.month) AS new_mrr,
                     (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions s WHERE EXTRACT(MONTH FROM s.end_date) = EXTRACT(MONTH FROM m.month)) AS churned_mrr,
                     (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions s WHERE date_trunc('month', s.start_date) = m.month)
                       - (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions s WHERE EXTRACT(MONTH FROM s.end_date) = EXTRACT(MONTH FROM m.month))
              FROM months m ORDER BY m.month`,
        mistake: 'matches churn months by month number only, so a subscription that ended in March 2023 counts in March 2024; the text counts end dates that fall in the month',
      },
    ],
    right: [
      `WITH mv AS (
         SELECT date_trunc('month', start_date) AS mon, mrr AS n, 0 AS c FROM subscriptions
         UNION ALL
         SELECT date_trunc('month', end_date), 0, mrr FROM subscriptions WHERE end_date IS NOT NULL)
       SELECT g.m::date AS month, COALESCE(SUM(mv.n), 0), COALESCE(SUM(mv.c), 0), COALESCE(SUM(mv.n - mv.c), 0)
       FROM generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month') g(m)
       LEFT JOIN mv ON mv.mon = g.m
       GROUP BY g.m ORDER BY g.m`,
      `SELECT make_date(2024, k, 1) AS month, x.n AS new_mrr, x.c AS churned_mrr, x.n - x.c AS net_change
       FROM generate_series(1, 6) AS k
       CROSS JOIN LATERAL (
         SELECT (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions
                 WHERE start_date >= make_date(2024, k, 1) AND start_date < make_date(2024, k, 1) + INTERVAL '1 month') AS n,
                (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions
                 WHERE end_date >= make_date(2024, k, 1) AND end_date < make_date(2024, k, 1) + INTERVAL '1 month') AS c) x
       ORDER BY k`,
    ],
  },
};

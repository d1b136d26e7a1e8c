import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the SaaS demo challenges (../saas.ts). */
export const SAAS_GUIDANCE: Record<string, Guidance> = {
  'saas-free-email-domains': {
    hints: [
      'Do not search the whole email address: first cut out the domain (the part after the `@`), then compare that.',
      '`split_part(email, \'@\', 2)` returns the text after the `@`; `lower(...)` makes the comparison case-insensitive. Compare the result with a list using `IN`.',
      'Select `lower(split_part(email, \'@\', 2)) AS domain`, filter with the same expression `IN (\'gmail.com\', \'outlook.com\', \'yahoo.com\')`, and sort by `domain, id`.',
    ],
    approach: text(`
      The text defines the domain precisely: the part after the \`@\`, compared case-insensitively. So extract it with \`split_part(email, '@', 2)\`, lower-case it, and test it for exact equality with the three providers using \`IN\`. The same expression is the \`domain\` output column, while \`email\` is returned as stored. \`ORDER BY\` may use the output alias \`domain\`.
    `),
    solution: text(`
      -- the domain is the part after the @, in lower case
      SELECT id, email, lower(split_part(email, '@', 2)) AS domain
      FROM users
      -- exact match on the whole domain (no patterns)
      WHERE lower(split_part(email, '@', 2)) IN ('gmail.com', 'outlook.com', 'yahoo.com')
      ORDER BY domain, id;
    `),
    mistakes: [
      '**Using a suffix pattern**, e.g. `email ILIKE \'%gmail.com\'`. It also matches look-alike domains such as `notgmail.com`, which is not the domain gmail.com.',
      '**Searching the whole address**, e.g. `lower(email) LIKE \'%gmail%\'`. An address like `gmail.fan@acme.com` matches although its domain is acme.com. A pattern such as `\'@(gmail|outlook|yahoo)\\.\'` fails too: it accepts `gmail.co.uk`.',
    ],
  },
  'saas-mrr-by-plan': {
    hints: [
      'First decide which subscriptions were active on 2024-06-30 using the definition in the text, then summarise them per plan.',
      'An open-ended subscription has `end_date` `NULL`, so the end test needs `end_date IS NULL OR ...` in parentheses. Then `GROUP BY plan` with `COUNT(*)` and `SUM(mrr)`.',
      '`WHERE start_date <= DATE \'2024-06-30\' AND (end_date IS NULL OR end_date >= DATE \'2024-06-30\')`, then group by plan and sort by `total_mrr DESC, plan`.',
    ],
    approach: text(`
      Translate the definition of "active on a day" literally: started on or before the day, and either not ended (\`end_date IS NULL\`) or ended on or after the day. The parentheses around the \`OR\` matter, because \`AND\` binds more tightly than \`OR\`. Then group the active subscriptions by plan, count them and sum their MRR, and sort with the plan name as a tie-breaker.
    `),
    solution: text(`
      SELECT plan, COUNT(*) AS active_subscriptions, SUM(mrr) AS total_mrr
      FROM subscriptions
      -- active on 2024-06-30: started by then, and not ended before it
      WHERE start_date <= DATE '2024-06-30'
        AND (end_date IS NULL OR end_date >= DATE '2024-06-30')
      GROUP BY plan
      -- plan name breaks ties between equal totals
      ORDER BY total_mrr DESC, plan;
    `),
    mistakes: [
      '**Counting accounts instead of subscriptions**, `COUNT(DISTINCT account_id)`. An account with two active subscriptions on the same plan counts once, but the text asks for the number of active subscriptions.',
      '**Leaving out the tie-breaker**, `ORDER BY total_mrr DESC` alone. Two plans with the same total MRR may then come out in either order; the text says "then `plan` ascending".',
    ],
  },
  'saas-account-mrr-seats': {
    hints: [
      'You need two separate numbers per account from two different child tables. Think about what happens to the row count if you join both at once.',
      'Aggregate each child table on its own first (two CTEs, one row per account each), then `LEFT JOIN` both to `accounts` and use `COALESCE(..., 0)`.',
      'CTE `mrr`: active subscriptions on 2024-06-30, `SUM(mrr)` per account. CTE `seats`: `COUNT(*)` of users per account. Then `FROM accounts a LEFT JOIN mrr ... LEFT JOIN seats ...`.',
    ],
    approach: text(`
      Joining \`accounts\` to both \`subscriptions\` and \`users\` at once produces every subscription × user combination for an account, so sums and counts get multiplied. The safe way is to **aggregate before joining**: one CTE sums the MRR of the active subscriptions per account, another counts users per account. Each CTE has at most one row per account, so left-joining both to \`accounts\` keeps one row per account, and \`COALESCE\` turns missing values into 0.
    `),
    solution: text(`
      -- one row per account: MRR of subscriptions active on 2024-06-30
      WITH mrr AS (
        SELECT account_id, SUM(mrr) AS current_mrr
        FROM subscriptions
        WHERE start_date <= DATE '2024-06-30'
          AND (end_date IS NULL OR end_date >= DATE '2024-06-30')
        GROUP BY account_id
      ),
      -- one row per account: all its users
      seats AS (
        SELECT account_id, COUNT(*) AS users
        FROM users
        GROUP BY account_id
      )
      SELECT a.id AS account_id,
             a.company,
             COALESCE(m.current_mrr, 0) AS current_mrr,
             COALESCE(s.users, 0) AS users
      FROM accounts a
      -- both sides are pre-aggregated, so nothing is multiplied
      LEFT JOIN mrr m ON m.account_id = a.id
      LEFT JOIN seats s ON s.account_id = a.id;
    `),
    mistakes: [
      '**Fixing the multiplied rows with `SUM(DISTINCT s.mrr)`**. It removes the duplicates from the join, but it also drops a second active subscription with the same MRR (two 49.00 add-ons count as 49.00).',
      '**Dividing the inflated sum by the user count**, e.g. `SUM(s.mrr) / NULLIF(COUNT(DISTINCT u.id), 0)`. For an account without users the division gives `NULL`, so its MRR shows as 0, but the text wants every account\'s real MRR.',
    ],
  },
  'saas-fully-active-accounts': {
    hints: [
      '"Every user logged in" is the same as "there is no user who did not log in". Try stating the condition the second way.',
      'Use a double `NOT EXISTS`: no user of the account for whom no June 2024 login exists. A separate `EXISTS` check removes accounts without users.',
      '`WHERE EXISTS (users of a) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND NOT EXISTS (logins of u with login_date BETWEEN \'2024-06-01\' AND \'2024-06-30\'))`.',
    ],
    approach: text(`
      SQL has no direct "for all", so turn the sentence around: an account qualifies when **no** user of it exists who has **no** login in June 2024. That is two nested \`NOT EXISTS\` subqueries, each correlated with the row outside it. An account without users would pass that test trivially (there is no user to fail), so an extra \`EXISTS\` requires at least one user, as the text asks. The date range uses both ends of June 2024.
    `),
    solution: text(`
      SELECT a.id AS account_id, a.company
      FROM accounts a
      -- accounts without users are excluded
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id)
        -- there is no user of this account ...
        AND NOT EXISTS (
          SELECT 1
          FROM users u
          WHERE u.account_id = a.id
            -- ... who has no login in June 2024
            AND NOT EXISTS (
              SELECT 1
              FROM logins l
              WHERE l.user_id = u.id
                AND l.login_date BETWEEN DATE '2024-06-01' AND DATE '2024-06-30'
            )
        );
    `),
    mistakes: [
      '**Checking the month number only**, `EXTRACT(MONTH FROM l.login_date) = 6`. A login in June 2023 would count, but the text asks for logins dated 2024-06-01 to 2024-06-30.',
      '**Leaving out the upper bound**, `l.login_date >= \'2024-06-01\'`. A user whose only recent login is in July 2024 would count as active in June.',
    ],
  },
  'saas-plan-changes': {
    hints: [
      'Each row needs values from the previous subscription of the same account. Which kind of function can look at the row before the current one?',
      '`LAG(col) OVER (PARTITION BY account_id ORDER BY start_date, id)` returns the previous row\'s value. A named `WINDOW w AS (...)` lets several functions share that window.',
      'In a CTE take `LAG(plan)`, `LAG(mrr)` and `ROW_NUMBER()` over the window; outside keep `position > 1`, compute `mrr - previous_mrr` and a `CASE` for upgrade, downgrade or flat.',
    ],
    approach: text(`
      Put each account's subscriptions in order (by \`start_date\`, then \`id\`) with a window, and use \`LAG\` to read the previous subscription's plan and MRR onto the current row. The first subscription of an account has no previous one; \`ROW_NUMBER()\` over the same window marks it as position 1 so it can be dropped. The movement is decided by the MRR difference alone, with \`'flat'\` only when it is zero. Window results can only be filtered in an outer query, hence the CTE.
    `),
    solution: text(`
      WITH ordered AS (
        SELECT id, account_id, plan, mrr, start_date,
               -- values of the previous subscription of the same account
               LAG(plan) OVER w AS previous_plan,
               LAG(mrr) OVER w AS previous_mrr,
               ROW_NUMBER() OVER w AS position
        FROM subscriptions
        -- one named window shared by the three functions
        WINDOW w AS (PARTITION BY account_id ORDER BY start_date, id)
      )
      SELECT id AS subscription_id,
             account_id,
             previous_plan,
             plan AS new_plan,
             start_date AS change_date,
             mrr - previous_mrr AS mrr_change,
             -- decided by the MRR difference only
             CASE
               WHEN mrr > previous_mrr THEN 'upgrade'
               WHEN mrr < previous_mrr THEN 'downgrade'
               ELSE 'flat'
             END AS movement
      FROM ordered
      -- the first subscription of an account is not a change
      WHERE position > 1
      ORDER BY change_date, subscription_id;
    `),
    mistakes: [
      '**Ordering each account\'s subscriptions by `id`**, `PARTITION BY account_id ORDER BY id`. A subscription entered later with an earlier start date becomes the "new" one in the wrong place, so the previous plan and the MRR change are wrong.',
      '**Calling a change to the same plan `\'flat\'`**, e.g. `CASE WHEN plan = previous_plan THEN \'flat\' ...`. A price rise on the same plan has a positive `mrr_change` and is an upgrade; the text decides by the MRR difference.',
    ],
  },
  'saas-monthly-mrr-movements': {
    hints: [
      'All six months must appear, so generate the months yourself. Then find the new MRR and the churned MRR for each month separately.',
      'Use `generate_series` for the months, one aggregate per kind of movement grouped by `date_trunc(\'month\', ...)`, and `LEFT JOIN` both to the months with `COALESCE(..., 0)`.',
      'CTE `new_mrr` groups by `date_trunc(\'month\', start_date)`, CTE `churned` by `date_trunc(\'month\', end_date)` (where not NULL). Compute `net_change` as `COALESCE(n, 0) - COALESCE(c, 0)`.',
    ],
    approach: text(`
      A subscription can start in one month and end in another (or the same) month, and it counts in both places. So compute the two movements separately: new MRR grouped by the start month and churned MRR grouped by the end month. Generate the six months with \`generate_series\` and \`LEFT JOIN\` both results, so months without movement still appear. Months are compared as whole dates (\`date_trunc\`), so other years never match. Apply \`COALESCE\` to each side **before** subtracting.
    `),
    solution: text(`
      -- all six report months
      WITH months AS (
        SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month
      ),
      -- MRR gained, by start month
      new_mrr AS (
        SELECT date_trunc('month', start_date)::date AS month, SUM(mrr) AS amount
        FROM subscriptions
        GROUP BY 1
      ),
      -- MRR lost, by end month
      churned AS (
        SELECT date_trunc('month', end_date)::date AS month, SUM(mrr) AS amount
        FROM subscriptions
        WHERE end_date IS NOT NULL
        GROUP BY 1
      )
      SELECT m.month,
             COALESCE(n.amount, 0) AS new_mrr,
             COALESCE(c.amount, 0) AS churned_mrr,
             -- COALESCE each side first: x - NULL would be NULL
             COALESCE(n.amount, 0) - COALESCE(c.amount, 0) AS net_change
      FROM months m
      LEFT JOIN new_mrr n ON n.month = m.month
      LEFT JOIN churned c ON c.month = m.month
      ORDER BY m.month;
    `),
    mistakes: [
      '**Applying `COALESCE` to the difference**, `COALESCE(n.amount - c.amount, 0)`. In a month with new MRR but no churn, `n.amount - NULL` is `NULL`, so `net_change` becomes 0 instead of the new MRR.',
      '**Classifying each subscription as either new or churned**, e.g. `CASE WHEN start month = month THEN \'new\' ELSE \'churn\' END`. A subscription that starts and ends in the same month is then counted only as new, but the text counts it in both columns.',
    ],
  },
};

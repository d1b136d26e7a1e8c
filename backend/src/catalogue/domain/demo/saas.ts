import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { SAAS_GUIDANCE } from './guidance/saas';
import { withGuidance } from './guidance/guidance';

const accounts = table(
  `CREATE TABLE accounts (
  id int PRIMARY KEY,
  company text NOT NULL,
  industry text NOT NULL,
  country text NOT NULL,
  signup_date date NOT NULL
);`,
  'accounts',
  ['id', 'company', 'industry', 'country', 'signup_date'],
  [
    [1, 'Acme Analytics', 'Retail', 'US', '2023-01-10'],
    [2, 'Blue Harbor Logistics', 'Logistics', 'NL', '2023-02-18'],
    [3, 'Cedar Health', 'Healthcare', 'US', '2023-03-05'],
    [4, 'Delta Fintech', 'Finance', 'GB', '2023-04-22'],
    [5, 'Evergreen Foods', 'Retail', 'CA', '2023-06-14'],
    [6, 'Falcon Games', 'Gaming', 'DE', '2023-08-01'],
    [7, 'Granite Legal', 'Legal', 'US', '2023-09-12'],
    [8, 'Helios Energy', 'Energy', 'ES', '2023-11-03'],
    [9, 'Indigo Travel', 'Travel', 'FR', '2024-01-25'],
    [10, 'Juniper Schools', 'Education', 'AU', '2024-03-08'],
    [11, 'Kestrel Robotics', 'Manufacturing', 'JP', '2024-06-20'],
  ],
);

const subscriptions = table(
  `CREATE TABLE subscriptions (
  id int PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id),
  plan text NOT NULL,
  mrr numeric(10,2) NOT NULL,
  start_date date NOT NULL,
  end_date date
);`,
  'subscriptions',
  ['id', 'account_id', 'plan', 'mrr', 'start_date', 'end_date'],
  [
    [1, 1, 'basic', 99, '2023-01-10', '2023-07-09'],
    [2, 1, 'pro', 299, '2023-07-10', null],
    [3, 2, 'pro', 299, '2023-02-18', '2024-02-17'],
    [4, 3, 'basic', 99, '2023-03-05', '2023-12-31'],
    [5, 3, 'enterprise', 1200, '2024-01-01', null],
    [6, 4, 'pro', 299, '2023-04-22', '2024-05-21'],
    [7, 4, 'enterprise', 1500, '2024-05-22', null],
    [8, 5, 'basic', 49, '2023-06-14', '2024-03-13'],
    [9, 6, 'pro', 199, '2023-08-01', '2024-01-31'],
    [10, 6, 'basic', 99, '2024-02-01', null],
    [11, 7, 'basic', 99, '2023-09-12', '2024-06-29'],
    [12, 8, 'pro', 299, '2023-11-03', '2024-05-02'],
    [13, 9, 'basic', 99, '2024-01-25', '2024-03-24'],
    [14, 9, 'pro', 299, '2024-03-25', null],
    [15, 10, 'pro', 299, '2024-03-08', null],
    [16, 5, 'basic', 49, '2024-05-15', null],
    [17, 8, 'basic', 99, '2024-05-03', '2024-06-30'],
    [18, 8, 'pro', 299, '2024-07-01', null],
    [19, 7, 'pro', 299, '2024-06-30', null],
    [20, 10, 'basic', 49, '2024-03-08', null],
  ],
);

const users = table(
  `CREATE TABLE users (
  id int PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id),
  email text NOT NULL,
  role text NOT NULL,
  created_at date NOT NULL
);`,
  'users',
  ['id', 'account_id', 'email', 'role', 'created_at'],
  [
    [1, 1, 'maya@acmeanalytics.com', 'owner', '2023-01-10'],
    [2, 1, 'raj@acmeanalytics.com', 'admin', '2023-01-12'],
    [3, 1, 'lena.k@gmail.com', 'member', '2023-05-02'],
    [4, 2, 'pieter@blueharbor.nl', 'owner', '2023-02-18'],
    [5, 2, 'sanne@blueharbor.nl', 'member', '2023-03-01'],
    [6, 3, 'dr.owens@cedarhealth.org', 'owner', '2023-03-05'],
    [7, 3, 'billing@cedarhealth.org', 'admin', '2023-03-06'],
    [8, 3, 'nurse.amy@Outlook.com', 'member', '2023-10-14'],
    [9, 4, 'oliver@deltafintech.co.uk', 'owner', '2023-04-22'],
    [10, 4, 'ops@deltafintech.co.uk', 'admin', '2023-04-23'],
    [11, 5, 'jen@evergreenfoods.ca', 'owner', '2023-06-14'],
    [12, 6, 'lukas@falcongames.de', 'owner', '2023-08-01'],
    [13, 6, 'qa.team@yahoo.com', 'member', '2023-09-20'],
    [14, 7, 'counsel@granitelegal.com', 'owner', '2023-09-12'],
    [15, 8, 'carmen@heliosenergy.es', 'owner', '2023-11-03'],
    [16, 8, 'diego.h@gmail.com', 'member', '2023-12-01'],
    [17, 9, 'claire@indigotravel.fr', 'owner', '2024-01-25'],
    [18, 9, 'marc.indigo@GMAIL.com', 'admin', '2024-02-02'],
    [19, 10, 'principal@juniperschools.edu.au', 'owner', '2024-03-08'],
    [20, 10, 'it.helpdesk@outlook.com', 'admin', '2024-03-10'],
  ],
);

const logins = table(
  `CREATE TABLE logins (
  id int PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  login_date date NOT NULL
);`,
  'logins',
  ['id', 'user_id', 'login_date'],
  [
    [1, 1, '2024-06-03'], [2, 2, '2024-06-03'], [3, 1, '2024-06-10'], [4, 3, '2024-06-12'],
    [5, 9, '2024-06-04'], [6, 10, '2024-06-05'], [7, 9, '2024-06-18'], [8, 6, '2024-06-06'],
    [9, 7, '2024-06-07'], [10, 8, '2024-05-28'], [11, 12, '2024-06-11'], [12, 14, '2024-06-13'],
    [13, 11, '2024-06-14'], [14, 15, '2024-05-20'], [15, 17, '2024-06-17'], [16, 19, '2024-06-19'],
    [17, 20, '2024-06-20'], [18, 19, '2024-06-24'], [19, 2, '2024-06-25'], [20, 16, '2024-07-01'],
    [21, 13, '2024-05-30'], [22, 17, '2024-06-28'], [23, 13, '2024-06-30'],
  ],
);

const SUBS_DATA = 'A B2B SaaS product: 11 customer accounts and their subscription history (plan, monthly recurring revenue, start date and inclusive end date; end_date NULL means still running).';
const USERS_DATA = 'A B2B SaaS product: 11 customer accounts, their 20 users (owner, admin or member) and the users’ logins around June 2024.';

export const SAAS_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'saas-free-email-domains',
    industry: 'saas',
    title: 'Users on Free Email Domains',
    description: text(`
      Sales ops wants to flag users who signed up with a free email provider.

      The domain of an email is the part after the \`@\`, compared case-insensitively. List the users whose domain is \`gmail.com\`, \`outlook.com\` or \`yahoo.com\`.

      Return \`id\`, \`email\` (as stored) and \`domain\` (in lower case), ordered by \`domain\`, then \`id\`.
    `),
    difficulty_rating: 950,
    estimated_time_minutes: 5,
    category: 'SELECT',
    concepts: ['strings-patterns', 'filtering'],
    schema_setup: setup(accounts, users),
    sample_data_description: 'A B2B SaaS product: 11 customer accounts and their 20 users with email, role and creation date; some emails are not in lower case.',
    correct_solution: text(`
      SELECT id, email, lower(split_part(email, '@', 2)) AS domain
      FROM users
      WHERE lower(split_part(email, '@', 2)) IN ('gmail.com', 'outlook.com', 'yahoo.com')
      ORDER BY domain, id;
    `),
    tags: ['string-functions', 'split-part', 'lower', 'in'],
  },
  {
    slug: 'saas-mrr-by-plan',
    industry: 'saas',
    title: 'MRR by Plan at Quarter End',
    description: text(`
      A subscription is active on a day when \`start_date\` is on or before that day and \`end_date\` is NULL or on or after that day.

      For the subscriptions active on **2024-06-30**, return per \`plan\`: \`plan\`, \`active_subscriptions\` (their number) and \`total_mrr\` (sum of \`mrr\`).

      Order by \`total_mrr\` descending, then \`plan\` ascending.
    `),
    difficulty_rating: 1200,
    estimated_time_minutes: 6,
    category: 'AGGREGATION',
    concepts: ['aggregation', 'null-handling', 'dates-time-zones'],
    schema_setup: setup(accounts, subscriptions),
    sample_data_description: SUBS_DATA,
    correct_solution: text(`
      SELECT plan, COUNT(*) AS active_subscriptions, SUM(mrr) AS total_mrr
      FROM subscriptions
      WHERE start_date <= DATE '2024-06-30'
        AND (end_date IS NULL OR end_date >= DATE '2024-06-30')
      GROUP BY plan
      ORDER BY total_mrr DESC, plan;
    `),
    tags: ['group-by', 'dates', 'null', 'sum'],
  },
  {
    slug: 'saas-account-mrr-seats',
    industry: 'saas',
    title: 'Account Overview: MRR and Seats',
    description: text(`
      Customer success needs one row per account – **every** account, even one without subscriptions or users.

      A subscription is active on a day when \`start_date\` is on or before that day and \`end_date\` is NULL or on or after that day.

      Return:
      1. \`account_id\`
      2. \`company\`
      3. \`current_mrr\` – the total \`mrr\` of the account's subscriptions active on 2024-06-30 (0 when none)
      4. \`users\` – the number of users of the account (0 when none)

      Row order does not matter. Watch out: joining both child tables at once multiplies rows.
    `),
    difficulty_rating: 1400,
    estimated_time_minutes: 10,
    category: 'JOIN',
    concepts: ['outer-join', 'cte', 'null-handling'],
    schema_setup: setup(accounts, subscriptions, users),
    sample_data_description: 'A B2B SaaS product: 11 customer accounts, their subscription history (end_date inclusive, NULL while running) and their 20 users.',
    correct_solution: text(`
      WITH mrr AS (
        SELECT account_id, SUM(mrr) AS current_mrr
        FROM subscriptions
        WHERE start_date <= DATE '2024-06-30'
          AND (end_date IS NULL OR end_date >= DATE '2024-06-30')
        GROUP BY account_id
      ),
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
      LEFT JOIN mrr m ON m.account_id = a.id
      LEFT JOIN seats s ON s.account_id = a.id;
    `),
    tags: ['left-join', 'fan-out', 'cte', 'coalesce', 'count'],
  },
  {
    slug: 'saas-fully-active-accounts',
    industry: 'saas',
    title: 'Accounts Where Everyone Logged In',
    description: text(`
      Find the accounts in which **every** user logged in at least once in June 2024 (a login dated 2024-06-01 to 2024-06-30 inclusive). Accounts without any user are not included.

      Return \`account_id\` and \`company\`. Row order does not matter.
    `),
    difficulty_rating: 1800,
    estimated_time_minutes: 12,
    category: 'SUBQUERY',
    concepts: ['anti-join', 'semi-join', 'correlated-subquery'],
    schema_setup: setup(accounts, users, logins),
    sample_data_description: USERS_DATA,
    correct_solution: text(`
      SELECT a.id AS account_id, a.company
      FROM accounts a
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id)
        AND NOT EXISTS (
          SELECT 1
          FROM users u
          WHERE u.account_id = a.id
            AND NOT EXISTS (
              SELECT 1
              FROM logins l
              WHERE l.user_id = u.id
                AND l.login_date BETWEEN DATE '2024-06-01' AND DATE '2024-06-30'
            )
        );
    `),
    tags: ['not-exists', 'exists', 'relational-division', 'correlated-subquery'],
    // "Find the accounts in which every user logged in at least once in June 2024 (a login dated 2024-06-01
    // to 2024-06-30 inclusive)": a user added to an otherwise active account in July, whose only login is in
    // July, and a user whose only login is on 2024-06-30.
    hidden_datasets: [
      `INSERT INTO users (id, account_id, email, role, created_at) VALUES
         (21, 4, 'audit@deltafintech.co.uk', 'member', '2024-07-02'), (22, 7, 'paralegal@granitelegal.com', 'member', '2024-06-29');
       INSERT INTO logins (id, user_id, login_date) VALUES (101, 21, '2024-07-03'), (102, 22, '2024-06-30');`,
    ],
  },
  {
    slug: 'saas-plan-changes',
    industry: 'saas',
    title: 'Upgrades and Downgrades',
    description: text(`
      Order each account's subscriptions by \`start_date\` (then by \`id\`). Every subscription that has a previous one in that order is a plan change.

      For each plan change return:
      1. \`subscription_id\` – the new subscription's id
      2. \`account_id\`
      3. \`previous_plan\` and 4. \`new_plan\`
      5. \`change_date\` – the new subscription's \`start_date\`
      6. \`mrr_change\` – new \`mrr\` minus previous \`mrr\`
      7. \`movement\` – \`'upgrade'\` when \`mrr_change\` is positive, \`'downgrade'\` when negative, \`'flat'\` when zero

      Order by \`change_date\`, then \`subscription_id\`.
    `),
    difficulty_rating: 1550,
    estimated_time_minutes: 12,
    category: 'WINDOW_FUNCTION',
    concepts: ['lag-lead', 'case-when'],
    schema_setup: setup(accounts, subscriptions),
    sample_data_description: SUBS_DATA,
    correct_solution: text(`
      WITH ordered AS (
        SELECT id, account_id, plan, mrr, start_date,
               LAG(plan) OVER w AS previous_plan,
               LAG(mrr) OVER w AS previous_mrr,
               ROW_NUMBER() OVER w AS position
        FROM subscriptions
        WINDOW w AS (PARTITION BY account_id ORDER BY start_date, id)
      )
      SELECT id AS subscription_id,
             account_id,
             previous_plan,
             plan AS new_plan,
             start_date AS change_date,
             mrr - previous_mrr AS mrr_change,
             CASE
               WHEN mrr > previous_mrr THEN 'upgrade'
               WHEN mrr < previous_mrr THEN 'downgrade'
               ELSE 'flat'
             END AS movement
      FROM ordered
      WHERE position > 1
      ORDER BY change_date, subscription_id;
    `),
    tags: ['lag', 'partition-by', 'case', 'cte'],
  },
  {
    slug: 'saas-monthly-mrr-movements',
    industry: 'saas',
    title: 'New vs Churned MRR by Month',
    description: text(`
      The board deck needs MRR movements for each month of January to June 2024 – **all six months**, even one with no movement.

      For each month return:
      1. \`month\` – the first day of the month, as a date
      2. \`new_mrr\` – the total \`mrr\` of subscriptions whose \`start_date\` falls in the month (0 when none)
      3. \`churned_mrr\` – the total \`mrr\` of subscriptions whose \`end_date\` falls in the month (0 when none)
      4. \`net_change\` – \`new_mrr - churned_mrr\`

      Order by \`month\`.
    `),
    difficulty_rating: 1750,
    estimated_time_minutes: 14,
    category: 'ANALYTICS',
    concepts: ['generate-series-calendar', 'dates-time-zones', 'outer-join'],
    schema_setup: setup(accounts, subscriptions),
    sample_data_description: SUBS_DATA,
    correct_solution: text(`
      WITH months AS (
        SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month
      ),
      new_mrr AS (
        SELECT date_trunc('month', start_date)::date AS month, SUM(mrr) AS amount
        FROM subscriptions
        GROUP BY 1
      ),
      churned AS (
        SELECT date_trunc('month', end_date)::date AS month, SUM(mrr) AS amount
        FROM subscriptions
        WHERE end_date IS NOT NULL
        GROUP BY 1
      )
      SELECT m.month,
             COALESCE(n.amount, 0) AS new_mrr,
             COALESCE(c.amount, 0) AS churned_mrr,
             COALESCE(n.amount, 0) - COALESCE(c.amount, 0) AS net_change
      FROM months m
      LEFT JOIN new_mrr n ON n.month = m.month
      LEFT JOIN churned c ON c.month = m.month
      ORDER BY m.month;
    `),
    tags: ['generate-series', 'date-trunc', 'left-join', 'coalesce', 'mrr'],
    // "MRR movements for each month of January to June 2024 – all six months, even one with no movement …
    // churned_mrr – the total mrr of subscriptions whose end_date falls in the month": nothing starts or
    // ends in January 2024, and subscriptions that started and ended in the same months of 2023, or end
    // on 2024-07-01, fall outside.
    hidden_datasets: [
      `DELETE FROM subscriptions WHERE id = 13;
       UPDATE subscriptions SET start_date = DATE '2023-12-31' WHERE id = 5;
       UPDATE subscriptions SET end_date = DATE '2024-02-01' WHERE id = 9;
       INSERT INTO subscriptions (id, account_id, plan, mrr, start_date, end_date) VALUES
         (101, 11, 'basic', 79, '2023-01-16', '2023-03-20'), (102, 9, 'basic', 59, '2023-05-02', '2023-06-11'),
         (103, 11, 'pro', 249, '2024-06-20', '2024-07-01');`,
    ],
  },
], SAAS_GUIDANCE);

import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { FINANCE_GUIDANCE } from './guidance/finance';
import { withGuidance } from './guidance/guidance';

const accounts = table(
  `CREATE TABLE accounts (
  id int PRIMARY KEY,
  holder_name text NOT NULL,
  account_type text NOT NULL,
  branch text NOT NULL,
  opened_on date NOT NULL,
  status text NOT NULL
);`,
  'accounts',
  ['id', 'holder_name', 'account_type', 'branch', 'opened_on', 'status'],
  [
    [1, 'Grace Liu', 'checking', 'Downtown', '2019-03-12', 'active'],
    [2, 'Marcus Webb', 'savings', 'Downtown', '2020-07-01', 'active'],
    [3, 'Priya Nair', 'checking', 'Riverside', '2021-01-19', 'active'],
    [4, 'Daniel Okafor', 'checking', 'Riverside', '2018-11-05', 'active'],
    [5, 'Elena Petrova', 'savings', 'Airport', '2022-04-22', 'active'],
    [6, 'Tom Fischer', 'checking', 'Airport', '2023-02-14', 'frozen'],
    [7, 'Aisha Rahman', 'savings', 'Downtown', '2017-09-30', 'active'],
    [8, 'Carlos Mendes', 'checking', 'Harbour', '2023-08-09', 'active'],
    [9, 'Hannah Scott', 'checking', 'Harbour', '2024-01-15', 'active'],
    [10, 'Yusuf Demir', 'savings', 'Riverside', '2021-06-03', 'closed'],
    [11, 'Chloe Dubois', 'checking', 'Downtown', '2024-03-01', 'active'],
    [12, 'Kenji Watanabe', 'savings', 'Airport', '2020-10-10', 'active'],
    [13, 'Olga Ivanova', 'savings', 'Harbour', '2024-05-20', 'active'],
  ],
);

const transactions = table(
  `CREATE TABLE transactions (
  id int PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id),
  txn_date date NOT NULL,
  txn_type text NOT NULL CHECK (txn_type IN ('deposit', 'transfer_in', 'withdrawal', 'transfer_out', 'fee')),
  amount numeric(12,2) NOT NULL,
  merchant text,
  reference text
);`,
  'transactions',
  ['id', 'account_id', 'txn_date', 'txn_type', 'amount', 'merchant', 'reference'],
  [
    [1, 1, '2024-01-02', 'deposit', 3200.0, null, null],
    [2, 1, '2024-01-05', 'withdrawal', 120.45, 'FreshMart', null],
    [3, 2, '2024-01-08', 'deposit', 5000.0, null, null],
    [4, 3, '2024-01-10', 'deposit', 2750.0, null, null],
    [5, 1, '2024-01-15', 'transfer_out', 500.0, null, 'TRF-1001'],
    [6, 2, '2024-01-15', 'transfer_in', 500.0, null, 'TRF-1001'],
    [7, 4, '2024-01-20', 'withdrawal', 860.0, 'Apex Electronics', null],
    [8, 3, '2024-01-31', 'fee', 12.0, null, null],
    [9, 4, '2024-02-01', 'deposit', 4100.0, null, null],
    [10, 1, '2024-02-02', 'deposit', 3200.0, null, null],
    [11, 5, '2024-02-03', 'deposit', 1500.0, null, null],
    [12, 3, '2024-02-12', 'withdrawal', 64.3, 'City Transit', null],
    [13, 6, '2024-02-14', 'withdrawal', 1250.0, 'LuxWatch Co', null],
    [14, 6, '2024-02-14', 'withdrawal', 980.0, 'LuxWatch Co', null],
    [15, 4, '2024-02-20', 'transfer_out', 1200.0, null, 'TRF-1002'],
    [16, 7, '2024-02-20', 'transfer_in', 1200.0, null, 'TRF-1002'],
    [17, 2, '2024-02-22', 'withdrawal', 500.0, 'Harbor Realty', null],
    [18, 8, '2024-02-28', 'fee', 12.0, null, null],
    [19, 1, '2024-03-02', 'deposit', 3200.0, null, null],
    [20, 1, '2024-03-09', 'withdrawal', 540.0, 'Skyline Airlines', null],
    [21, 3, '2024-03-11', 'withdrawal', 735.2, 'HomeBase', null],
    [22, 9, '2024-03-15', 'deposit', 900.0, null, null],
    [23, 8, '2024-03-18', 'withdrawal', 45.99, 'StreamFlix', null],
    [24, 4, '2024-03-25', 'withdrawal', 515.0, 'Apex Electronics', null],
    [25, 2, '2024-03-27', 'withdrawal', 2000.0, 'Harbor Realty', null],
    [26, 5, '2024-03-29', 'transfer_out', 300.0, null, 'TRF-1003'],
    [27, 9, '2024-03-29', 'transfer_in', 300.0, null, 'TRF-1003'],
    [28, 9, '2024-03-31', 'withdrawal', 640.0, 'Skyline Airlines', null],
    [29, 5, '2024-05-01', 'fee', 12.0, null, null],
    [30, 1, '2024-05-02', 'deposit', 3200.0, null, null],
    [31, 8, '2024-05-06', 'withdrawal', 45.99, 'StreamFlix', null],
    [32, 11, '2024-05-08', 'deposit', 650.0, null, null],
    [33, 4, '2024-05-09', 'fee', 25.0, null, null],
    [34, 3, '2024-05-16', 'withdrawal', 89.9, 'FreshMart', null],
    [35, 11, '2024-05-20', 'transfer_out', 200.0, null, 'TRF-1005'],
    [36, 9, '2024-05-21', 'withdrawal', 410.0, 'Skyline Airlines', null],
    [37, 11, '2024-06-03', 'withdrawal', 95.0, 'FreshMart', null],
    [38, 3, '2024-06-10', 'deposit', 2750.0, null, null],
    [39, 7, '2024-06-12', 'transfer_out', 750.0, null, 'TRF-1004'],
    [40, 12, '2024-06-12', 'transfer_in', 750.0, null, 'TRF-1004'],
    [41, 4, '2024-06-25', 'withdrawal', 1320.0, 'Harbor Realty', null],
    [42, 1, '2024-07-01', 'withdrawal', 700.0, 'HomeBase', null],
  ],
);

const BANK_DATA = 'A retail bank: 13 accounts (checking or savings, with a status) and 42 transactions from January to June 2024 (none in April, when the bank migrated its core system) plus one already booked for July. Amounts are always positive; txn_type (deposit, transfer_in, withdrawal, transfer_out, fee) says the direction. Card withdrawals name a merchant, internal transfers carry a reference (the incoming leg of TRF-1005 is not booked yet).';

export const FINANCE_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'finance-large-q1-withdrawals',
    industry: 'finance',
    title: 'Large Withdrawals in Q1',
    description: text(`
      The fraud team reviews every large card withdrawal from the first quarter.

      List the transactions with \`txn_type = 'withdrawal'\` and an \`amount\` of at least 500.00 dated between 2024-01-01 and 2024-03-31 (both inclusive).

      Return \`id\`, \`account_id\`, \`txn_date\`, \`merchant\`, \`amount\`, ordered by \`amount\` descending, then \`id\` ascending.
    `),
    difficulty_rating: 850,
    estimated_time_minutes: 4,
    category: 'SELECT',
    concepts: ['filtering', 'dates-time-zones', 'sorting'],
    schema_setup: setup(accounts, transactions),
    sample_data_description: BANK_DATA,
    correct_solution: text(`
      SELECT id, account_id, txn_date, merchant, amount
      FROM transactions
      WHERE txn_type = 'withdrawal'
        AND amount >= 500
        AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-03-31'
      ORDER BY amount DESC, id;
    `),
    tags: ['where', 'between', 'dates', 'order-by'],
  },
  {
    slug: 'finance-account-balances',
    industry: 'finance',
    title: 'Current Account Balances',
    description: text(`
      Every account starts at 0. Deposits and \`transfer_in\` add their \`amount\`; withdrawals, \`transfer_out\` and fees subtract it.

      Return one row for **every** account, including accounts without any transaction (balance 0): \`account_id\`, \`holder_name\`, \`balance\`. Row order does not matter.
    `),
    difficulty_rating: 1150,
    estimated_time_minutes: 6,
    category: 'AGGREGATION',
    concepts: ['outer-join', 'aggregation', 'case-when'],
    schema_setup: setup(accounts, transactions),
    sample_data_description: BANK_DATA,
    correct_solution: text(`
      SELECT a.id AS account_id,
             a.holder_name,
             COALESCE(SUM(CASE WHEN t.txn_type IN ('deposit', 'transfer_in') THEN t.amount ELSE -t.amount END), 0) AS balance
      FROM accounts a
      LEFT JOIN transactions t ON t.account_id = a.id
      GROUP BY a.id, a.holder_name;
    `),
    tags: ['case', 'sum', 'left-join', 'coalesce'],
    // "Return one row for every account …": a closed account still has the transactions booked before it
    // closed, and its balance comes from them like any other account's.
    hidden_datasets: [
      `INSERT INTO transactions (id, account_id, txn_date, txn_type, amount, merchant, reference) VALUES
         (101, 10, '2024-01-12', 'deposit', 640.00, NULL, NULL), (102, 10, '2024-02-09', 'withdrawal', 215.50, 'FreshMart', NULL),
         (103, 10, '2024-02-29', 'fee', 12.00, NULL, NULL);`,
    ],
  },
  {
    slug: 'finance-matched-transfers',
    industry: 'finance',
    title: 'Matching Both Legs of a Transfer',
    description: text(`
      An internal transfer is booked twice with the same \`reference\`: a \`transfer_out\` row on the sending account and a \`transfer_in\` row on the receiving account.

      Pair them up. For every pair of a \`transfer_out\` row and a \`transfer_in\` row sharing a reference, return:
      \`reference\`, \`from_holder\` (holder of the sending account), \`to_holder\` (holder of the receiving account), \`amount\` and \`transfer_date\` (both taken from the \`transfer_out\` row).

      Rows whose reference has no matching other leg are not shown. Row order does not matter.
    `),
    difficulty_rating: 1300,
    estimated_time_minutes: 8,
    category: 'JOIN',
    concepts: ['self-join', 'inner-join'],
    schema_setup: setup(accounts, transactions),
    sample_data_description: BANK_DATA,
    correct_solution: text(`
      SELECT o.reference,
             fa.holder_name AS from_holder,
             ta.holder_name AS to_holder,
             o.amount,
             o.txn_date AS transfer_date
      FROM transactions o
      JOIN transactions i ON i.reference = o.reference AND i.txn_type = 'transfer_in'
      JOIN accounts fa ON fa.id = o.account_id
      JOIN accounts ta ON ta.id = i.account_id
      WHERE o.txn_type = 'transfer_out';
    `),
    tags: ['self-join', 'joins', 'table-aliases'],
  },
  {
    slug: 'finance-running-balance',
    industry: 'finance',
    title: 'Running Balance per Account',
    description: text(`
      Build a statement view. For every transaction compute its signed amount (positive for \`deposit\` and \`transfer_in\`, negative for \`withdrawal\`, \`transfer_out\` and \`fee\`) and the account's running balance after it, starting from 0. Within an account, transactions happen in order of \`txn_date\`, and by \`id\` on the same day.

      Return \`account_id\`, \`txn_id\`, \`txn_date\`, \`signed_amount\`, \`running_balance\`, ordered by \`account_id\`, \`txn_date\`, \`txn_id\`.
    `),
    difficulty_rating: 1400,
    estimated_time_minutes: 8,
    category: 'WINDOW_FUNCTION',
    concepts: ['running-total-frame', 'case-when', 'cte'],
    schema_setup: setup(accounts, transactions),
    sample_data_description: BANK_DATA,
    correct_solution: text(`
      WITH signed AS (
        SELECT account_id, id AS txn_id, txn_date,
               CASE WHEN txn_type IN ('deposit', 'transfer_in') THEN amount ELSE -amount END AS signed_amount
        FROM transactions
      )
      SELECT account_id, txn_id, txn_date, signed_amount,
             SUM(signed_amount) OVER (PARTITION BY account_id ORDER BY txn_date, txn_id) AS running_balance
      FROM signed
      ORDER BY account_id, txn_date, txn_id;
    `),
    tags: ['running-total', 'sum-over', 'partition-by', 'case'],
  },
  {
    slug: 'finance-dormant-accounts',
    industry: 'finance',
    title: 'Dormant Active Accounts',
    description: text(`
      An account is **dormant** when its \`status\` is \`'active'\` but it has no transaction dated on or after 2024-05-01.

      Return \`id\`, \`holder_name\` and \`last_txn_date\` – the date of the account's most recent transaction ever, or NULL when it never had one. Row order does not matter.
    `),
    difficulty_rating: 1600,
    estimated_time_minutes: 8,
    category: 'SUBQUERY',
    concepts: ['anti-join', 'correlated-subquery'],
    schema_setup: setup(accounts, transactions),
    sample_data_description: BANK_DATA,
    correct_solution: text(`
      SELECT a.id,
             a.holder_name,
             (SELECT MAX(t.txn_date) FROM transactions t WHERE t.account_id = a.id) AS last_txn_date
      FROM accounts a
      WHERE a.status = 'active'
        AND NOT EXISTS (
          SELECT 1
          FROM transactions t
          WHERE t.account_id = a.id
            AND t.txn_date >= DATE '2024-05-01'
        );
    `),
    tags: ['not-exists', 'correlated-subquery', 'scalar-subquery', 'null'],
  },
  {
    slug: 'finance-monthly-cash-flow',
    industry: 'finance',
    title: 'Monthly Cash Flow Report',
    description: text(`
      Produce the bank's cash-flow report for January to June 2024 – **all six months**, even a month without any transaction.

      For each month return:
      1. \`month\` – the first day of the month, as a date
      2. \`inflow\` – total amount of \`deposit\` and \`transfer_in\` transactions (0 when none)
      3. \`outflow\` – total amount of \`withdrawal\`, \`transfer_out\` and \`fee\` transactions (0 when none)
      4. \`net_flow\` – inflow minus outflow
      5. \`cumulative_net\` – the running sum of \`net_flow\` from January up to and including the month

      Transactions outside January–June 2024 are ignored. Order by \`month\`.
    `),
    difficulty_rating: 1750,
    estimated_time_minutes: 14,
    category: 'ANALYTICS',
    concepts: ['generate-series-calendar', 'conditional-aggregation-pivot', 'running-total-frame'],
    schema_setup: setup(accounts, transactions),
    sample_data_description: BANK_DATA,
    correct_solution: text(`
      WITH months AS (
        SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month
      ),
      flows AS (
        SELECT m.month,
               COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('deposit', 'transfer_in')), 0) AS inflow,
               COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('withdrawal', 'transfer_out', 'fee')), 0) AS outflow
        FROM months m
        LEFT JOIN transactions t ON date_trunc('month', t.txn_date)::date = m.month
        GROUP BY m.month
      )
      SELECT month, inflow, outflow, inflow - outflow AS net_flow,
             SUM(inflow - outflow) OVER (ORDER BY month) AS cumulative_net
      FROM flows
      ORDER BY month;
    `),
    tags: ['generate-series', 'date-trunc', 'filter', 'running-total', 'cte'],
    // "January to June 2024 – all six months, even a month without any transaction … Transactions outside
    // January–June 2024 are ignored": no transaction in January nor June (the first and last months stay,
    // at 0), and transactions on 2023-12-31, in January 2023 and on 2024-07-01 just outside the range.
    hidden_datasets: [
      `DELETE FROM transactions WHERE txn_date < DATE '2024-02-01' OR txn_date >= DATE '2024-06-01';
       INSERT INTO transactions (id, account_id, txn_date, txn_type, amount, merchant, reference) VALUES
         (101, 1, '2023-12-31', 'deposit', 1800.00, NULL, NULL), (102, 4, '2023-01-17', 'withdrawal', 260.00, 'HomeBase', NULL),
         (103, 2, '2024-07-01', 'deposit', 900.00, NULL, NULL), (104, 7, '2023-06-30', 'fee', 12.00, NULL, NULL);`,
    ],
  },
], FINANCE_GUIDANCE);

import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the finance demo challenges (../finance.ts). */
export const FINANCE_GUIDANCE: Record<string, Guidance> = {
  'finance-large-q1-withdrawals': {
    hints: [
      'All the data is in `transactions`. Count how many separate conditions the text puts on a row: type, amount and date.',
      'Combine three conditions with `AND`. "At least" means `>=`, and `BETWEEN` includes both of its ends, which suits "both inclusive".',
      'Use `txn_type = \'withdrawal\' AND amount >= 500 AND txn_date BETWEEN DATE \'2024-01-01\' AND DATE \'2024-03-31\'`, then sort by amount (largest first) and id.',
    ],
    approach: text(`
      This is a filter and a sort on \`transactions\`. A row qualifies when its type is exactly \`'withdrawal'\`, its amount is 500.00 or more, and its date falls in the first quarter of 2024. \`txn_date\` is a \`date\` (no time part), so \`BETWEEN '2024-01-01' AND '2024-03-31'\` covers the whole of 31 March. Sort by amount descending and use \`id\` to order equal amounts.
    `),
    solution: text(`
      SELECT id, account_id, txn_date, merchant, amount
      FROM transactions
      -- the type column, not the merchant, says what a row is
      WHERE txn_type = 'withdrawal'
        -- "at least 500.00" includes 500.00 itself
        AND amount >= 500
        -- BETWEEN includes both ends; txn_date has no time part
        AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-03-31'
      ORDER BY amount DESC, id;
    `),
    mistakes: [
      '**Filtering on the quarter number alone**, `EXTRACT(QUARTER FROM txn_date) = 1`. It also keeps January–March of 2023 or 2025; the text gives exact dates in 2024.',
      '**Writing the amount bound with integers**, e.g. `amount > 499`. That keeps 499.50, which is not "at least 500.00". Use `>= 500`.',
    ],
  },
  'finance-account-balances': {
    hints: [
      'Each account\'s balance is a sum of its transactions, but some transactions add and others subtract. And every account must appear, even one with no transactions.',
      'Turn each amount into a signed amount with `CASE`, sum it per account, and use `LEFT JOIN` from `accounts` plus `COALESCE(..., 0)` for accounts without transactions.',
      '`SUM(CASE WHEN t.txn_type IN (\'deposit\', \'transfer_in\') THEN t.amount ELSE -t.amount END)`, wrapped in `COALESCE(..., 0)`, grouped by `a.id, a.holder_name`.',
    ],
    approach: text(`
      Start from \`accounts\` so every account is listed, and \`LEFT JOIN\` its transactions. Inside the sum, a \`CASE\` gives each transaction a sign: deposits and incoming transfers count as positive, everything else as negative. An account with no transactions has a single joined row full of \`NULL\`s, so its \`SUM\` is \`NULL\`; \`COALESCE\` turns that into 0. Group by the account id (not the name), because one person can hold two accounts.
    `),
    solution: text(`
      SELECT a.id AS account_id,
             a.holder_name,
             -- money in is positive, everything else is negative; no rows gives NULL, shown as 0
             COALESCE(SUM(CASE WHEN t.txn_type IN ('deposit', 'transfer_in') THEN t.amount ELSE -t.amount END), 0) AS balance
      FROM accounts a
      -- keeps accounts without any transaction
      LEFT JOIN transactions t ON t.account_id = a.id
      -- one row per account, even when two accounts share a holder
      GROUP BY a.id, a.holder_name;
    `),
    mistakes: [
      '**Grouping by `holder_name`**. A customer with a current and a savings account would get one merged row, but the text asks for one row for every account.',
      '**De-duplicating transactions before summing**, e.g. joining `SELECT DISTINCT account_id, txn_date, txn_type, amount FROM transactions`. Two identical 40.00 withdrawals on the same day are two real transactions; `DISTINCT` counts them once and the balance is off by 40.00.',
    ],
  },
  'finance-matched-transfers': {
    hints: [
      'Both legs of a transfer are rows of the same table. You need to put one row next to another row of that table.',
      'Use a self-join: `transactions` twice with different aliases (one for the outgoing leg, one for the incoming leg), joined on `reference`. Then join `accounts` twice for the two holders.',
      'From `transactions o` where `o.txn_type = \'transfer_out\'`, join `transactions i ON i.reference = o.reference AND i.txn_type = \'transfer_in\'`; take amount and date from `o`.',
    ],
    approach: text(`
      Pairing rows of one table with other rows of the same table is a **self-join**. Alias \`transactions\` as \`o\` (the \`transfer_out\` leg) and \`i\` (the \`transfer_in\` leg) and join them on the shared \`reference\`. An inner join drops references with only one leg, as the text asks. Each leg belongs to a different account, so \`accounts\` is joined twice as well: once for the sender and once for the receiver.
    `),
    solution: text(`
      SELECT o.reference,
             fa.holder_name AS from_holder,
             ta.holder_name AS to_holder,
             -- amount and date come from the sending leg
             o.amount,
             o.txn_date AS transfer_date
      FROM transactions o
      -- the other leg: same reference, incoming type
      JOIN transactions i ON i.reference = o.reference AND i.txn_type = 'transfer_in'
      -- accounts joined twice: the sender and the receiver
      JOIN accounts fa ON fa.id = o.account_id
      JOIN accounts ta ON ta.id = i.account_id
      WHERE o.txn_type = 'transfer_out';
    `),
    mistakes: [
      '**Pairing the legs by amount and date** instead of by reference. Two different transfers of 250.00 on the same day would be paired with each other in every combination; the text pairs rows "sharing a reference".',
      '**Joining any other row with the same reference**, e.g. `i.reference = o.reference AND i.id <> o.id`. If a reference also has a fee row, the fee is paired as if it were the incoming leg. The text pairs a `transfer_out` with a `transfer_in`.',
    ],
  },
  'finance-running-balance': {
    hints: [
      'First give every transaction a sign (+ for money in, − for money out). Then each row needs the sum of its own account\'s rows up to and including itself.',
      'A running total is a window function: `SUM(...) OVER (PARTITION BY account_id ORDER BY ...)`. The `ORDER BY` inside `OVER` decides what "so far" means.',
      'Compute `signed_amount` with `CASE` in a CTE, then `SUM(signed_amount) OVER (PARTITION BY account_id ORDER BY txn_date, txn_id)`, and sort the result by `account_id, txn_date, txn_id`.',
    ],
    approach: text(`
      A \`CASE\` turns each amount into a signed amount. The running balance is a cumulative sum per account: \`SUM(...) OVER (PARTITION BY account_id ORDER BY txn_date, txn_id)\` adds up all rows of the same account from the first one up to the current one. The window's \`ORDER BY\` must follow the text's order of events (date, then id on the same day), and because \`(txn_date, txn_id)\` is unique, each row gets its own balance. The outer \`ORDER BY\` only sorts the output.
    `),
    solution: text(`
      -- one signed amount per transaction
      WITH signed AS (
        SELECT account_id, id AS txn_id, txn_date,
               CASE WHEN txn_type IN ('deposit', 'transfer_in') THEN amount ELSE -amount END AS signed_amount
        FROM transactions
      )
      SELECT account_id, txn_id, txn_date, signed_amount,
             -- cumulative sum per account, in date order and by id within a day
             SUM(signed_amount) OVER (PARTITION BY account_id ORDER BY txn_date, txn_id) AS running_balance
      FROM signed
      ORDER BY account_id, txn_date, txn_id;
    `),
    mistakes: [
      '**Accumulating in id order**, `OVER (PARTITION BY account_id ORDER BY id)`. A transaction entered late with an earlier date (a back-dated correction) has a high id; ordering by id adds it too late, so every balance between is wrong.',
      '**Sorting the output by `account_id, id`**. Even with the right window, the statement must be listed by `account_id, txn_date, txn_id`; a back-dated row then appears in the wrong place.',
    ],
  },
  'finance-dormant-accounts': {
    hints: [
      'Two things must hold: the account is active, and a certain kind of transaction does **not** exist for it. The last-transaction date is a separate question.',
      '"Has no transaction on or after a date" is a `NOT EXISTS (SELECT 1 FROM transactions ... )` test. The last date can be a scalar subquery with `MAX(txn_date)`.',
      'Keep `a.status = \'active\' AND NOT EXISTS (... t.account_id = a.id AND t.txn_date >= DATE \'2024-05-01\')`, and select `(SELECT MAX(t.txn_date) FROM transactions t WHERE t.account_id = a.id)`.',
    ],
    approach: text(`
      Start from \`accounts\` and keep the active ones. "No transaction on or after 2024-05-01" is an existence test, so \`NOT EXISTS\` with a correlated subquery states it directly, and it is also true for accounts with no transactions at all. The last transaction date is computed separately with a scalar subquery; \`MAX\` over no rows is \`NULL\`, which is exactly what the text asks for accounts that never had a transaction.
    `),
    solution: text(`
      SELECT a.id,
             a.holder_name,
             -- latest transaction ever; NULL when there is none
             (SELECT MAX(t.txn_date) FROM transactions t WHERE t.account_id = a.id) AS last_txn_date
      FROM accounts a
      WHERE a.status = 'active'
        -- no activity from 1 May 2024 onwards, whatever the year after
        AND NOT EXISTS (
          SELECT 1
          FROM transactions t
          WHERE t.account_id = a.id
            AND t.txn_date >= DATE '2024-05-01'
        );
    `),
    mistakes: [
      '**Comparing month numbers**, e.g. `EXTRACT(MONTH FROM MAX(txn_date)) < 5`. A last transaction in December 2023 has month 12 and looks recent, although it is long before 2024-05-01. Compare whole dates.',
      '**Checking only May–June 2024**, e.g. `txn_date BETWEEN \'2024-05-01\' AND \'2024-06-30\'`. An account whose only recent transaction is in July 2024 is not dormant, since the text says "on or after 2024-05-01".',
    ],
  },
  'finance-monthly-cash-flow': {
    hints: [
      'Months without transactions must still appear, so the list of months cannot come from the transactions. Where else can six month rows come from?',
      'Generate the months with `generate_series(DATE \'2024-01-01\', DATE \'2024-06-01\', INTERVAL \'1 month\')`, `LEFT JOIN` the transactions by month, and use `SUM(...) FILTER (WHERE ...)` for inflow and outflow.',
      'Join on `date_trunc(\'month\', t.txn_date)::date = m.month`, wrap the sums in `COALESCE(..., 0)`, then add `SUM(inflow - outflow) OVER (ORDER BY month)` for the cumulative column.',
    ],
    approach: text(`
      Build the six months yourself with \`generate_series\`, so a month without transactions still has a row. \`LEFT JOIN\` the transactions whose month (\`date_trunc('month', txn_date)\`) equals the generated month; this also ignores anything outside January–June 2024, because no generated month matches it. Two filtered sums give inflow and outflow, and \`COALESCE\` turns an empty month's \`NULL\` into 0. Finally a window \`SUM(...) OVER (ORDER BY month)\` adds up the net flow month by month.
    `),
    solution: text(`
      -- the six report months, whether or not they have transactions
      WITH months AS (
        SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month
      ),
      flows AS (
        SELECT m.month,
               -- NULL for an empty month, shown as 0
               COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('deposit', 'transfer_in')), 0) AS inflow,
               COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('withdrawal', 'transfer_out', 'fee')), 0) AS outflow
        FROM months m
        -- whole month (year included), so other years never match
        LEFT JOIN transactions t ON date_trunc('month', t.txn_date)::date = m.month
        GROUP BY m.month
      )
      SELECT month, inflow, outflow, inflow - outflow AS net_flow,
             -- running total from January up to this month
             SUM(inflow - outflow) OVER (ORDER BY month) AS cumulative_net
      FROM flows
      ORDER BY month;
    `),
    mistakes: [
      '**Matching months by their number**, `EXTRACT(MONTH FROM t.txn_date) = EXTRACT(MONTH FROM m.month)`. A transaction from January 2023 is then counted in January 2024; the text ignores everything outside January–June 2024.',
      '**Taking the month range from the data**, e.g. `generate_series(date_trunc(\'month\', MIN(txn_date)), ...)`. If January or June has no transaction, that month disappears, but the text asks for all six months.',
    ],
  },
};

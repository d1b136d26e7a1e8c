import { type FairnessCases } from './types';

const SIGNED = `CASE WHEN txn_type IN ('deposit', 'transfer_in') THEN amount ELSE -amount END`;

/** Fairness cases for the finance demo challenges (backend/src/catalogue/domain/demo/finance.ts). */
export const FINANCE_FAIRNESS: FairnessCases = {
  'finance-large-q1-withdrawals': {
    wrong: [
      {
        sql: `SELECT id, account_id, txn_date, merchant, amount FROM transactions
              WHERE txn_type = 'withdrawal' AND amount >= 500 AND EXTRACT(QUARTER FROM txn_date) = 1
              ORDER BY amount DESC, id`,
        mistake: 'takes the first quarter of any year; the text says "dated between 2024-01-01 and 2024-03-31"',
      },
      {
        sql: `SELECT id, account_id, txn_date, merchant, amount FROM transactions
              WHERE merchant IS NOT NULL AND amount >= 500 AND txn_date BETWEEN '2024-01-01' AND '2024-03-31'
              ORDER BY amount DESC, id`,
        mistake: 'recognises withdrawals by their merchant; the text says txn_type = \'withdrawal\' (a cash withdrawal has no merchant)',
      },
      {
        sql: `SELECT id, account_id, txn_date, merchant, amount FROM transactions
              WHERE txn_type = 'withdrawal' AND amount > 499 AND txn_date BETWEEN '2024-01-01' AND '2024-03-31'
              ORDER BY amount DESC, id`,
        mistake: 'integer thinking: "> 499" keeps 499.50, which is not "an amount of at least 500.00"',
      },
    ],
    right: [
      `SELECT id, account_id, txn_date, merchant, amount FROM transactions
       WHERE txn_type = 'withdrawal' AND amount >= 500.00 AND txn_date >= '2024-01-01' AND txn_date < '2024-04-01'
       ORDER BY amount DESC, id ASC`,
      `SELECT t.id AS txn_id, t.account_id AS acct, t.txn_date AS d, t.merchant AS shop, t.amount AS amt
       FROM transactions t
       WHERE date_trunc('quarter', t.txn_date) = DATE '2024-01-01' AND t.txn_type IN ('withdrawal') AND NOT t.amount < 500
       ORDER BY t.amount DESC, t.id`,
    ],
  },
  'finance-account-balances': {
    wrong: [
      {
        sql: `SELECT MIN(a.id), a.holder_name, COALESCE(SUM(${SIGNED}), 0)
              FROM accounts a LEFT JOIN transactions t ON t.account_id = a.id
              GROUP BY a.holder_name`,
        mistake: 'groups by holder name, merging two accounts of the same person; the text asks for one row for every account',
      },
      {
        sql: `SELECT a.id, a.holder_name, COALESCE(SUM(${SIGNED}), 0)
              FROM accounts a
              LEFT JOIN (SELECT DISTINCT account_id, txn_date, txn_type, amount FROM transactions) t ON t.account_id = a.id
              GROUP BY a.id, a.holder_name`,
        mistake: 'de-duplicates transactions, so two identical withdrawals on one day count once; every transaction adds or subtracts its amount',
      },
      {
        sql: `SELECT a.id, a.holder_name, COALESCE(SUM(${SIGNED}), 0)
              FROM accounts a LEFT JOIN transactions t ON t.account_id = a.id AND a.status <> 'closed'
              GROUP BY a.id, a.holder_name`,
        mistake: 'assumes a closed account has balance 0; the text computes every account\u2019s balance from its transactions',
      },
    ],
    right: [
      `SELECT a.id, a.holder_name,
              COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('deposit', 'transfer_in')), 0)
              - COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type NOT IN ('deposit', 'transfer_in')), 0) AS balance
       FROM accounts a LEFT JOIN transactions t ON t.account_id = a.id
       GROUP BY a.id`,
      `SELECT a.id AS account_id, a.holder_name, SUM(x.signed) AS balance
       FROM accounts a
       JOIN (SELECT account_id, ${SIGNED} AS signed FROM transactions
             UNION ALL
             SELECT id, 0 FROM accounts) x ON x.account_id = a.id
       GROUP BY a.id, a.holder_name`,
    ],
  },
  'finance-matched-transfers': {
    wrong: [
      {
        sql: `SELECT o.reference, fa.holder_name, ta.holder_name, o.amount, o.txn_date
              FROM transactions o
              JOIN transactions i ON i.txn_type = 'transfer_in' AND i.amount = o.amount AND i.txn_date = o.txn_date
              JOIN accounts fa ON fa.id = o.account_id JOIN accounts ta ON ta.id = i.account_id
              WHERE o.txn_type = 'transfer_out'`,
        mistake: 'pairs the legs by amount and date; the text pairs rows "sharing a reference"',
      },
      {
        sql: `SELECT o.reference, fa.holder_name, ta.holder_name, i.amount, i.txn_date
              FROM transactions o
              JOIN transactions i ON i.reference = o.reference AND i.txn_type = 'transfer_in'
              JOIN accounts fa ON fa.id = o.account_id JOIN accounts ta ON ta.id = i.account_id
              WHERE o.txn_type = 'transfer_out'`,
        mistake: 'takes amount and date from the incoming leg; the text says "both taken from the transfer_out row"',
      },
      {
        sql: `SELECT o.reference, fa.holder_name AS from_holder, ta.holder_name AS to_holder, o.amount, i.txn_date AS transfer_date
              FROM transactions o
              JOIN transactions i ON i.reference = o.reference AND i.txn_type = 'transfer_in'
              JOIN accounts fa ON fa.id = o.account_id
              LEFT JOIN accounts ta ON ta.id = i.account_id
              WHERE o.txn_type = 'transfer_out'`,
        mistake: 'keeps a transfer_out whose incoming leg is not booked (NULL receiver), where the text leaves such rows out',
      },
    ],
    right: [
      // was a wrong answer; the catalogue's constraints (issue 32) now make it the same query
      `SELECT o.reference, fa.holder_name, ta.holder_name, o.amount, o.txn_date
              FROM transactions o
              JOIN transactions i ON i.reference = o.reference AND i.id <> o.id
              JOIN accounts fa ON fa.id = o.account_id JOIN accounts ta ON ta.id = i.account_id
              WHERE o.txn_type = 'transfer_out'`,
      `WITH outs AS (SELECT * FROM transactions WHERE txn_type = 'transfer_out'),
            ins AS (SELECT * FROM transactions WHERE txn_type = 'transfer_in')
       SELECT outs.reference, fa.holder_name AS sender, ta.holder_name AS receiver, outs.amount, outs.txn_date
       FROM outs JOIN ins ON ins.reference = outs.reference
       JOIN accounts fa ON fa.id = outs.account_id
       JOIN accounts ta ON ta.id = ins.account_id`,
      `SELECT o.reference AS ref, (SELECT holder_name FROM accounts WHERE id = o.account_id) AS sender,
              ta.holder_name AS receiver, o.amount AS amt, o.txn_date AS d
       FROM transactions o, transactions i, accounts ta
       WHERE o.txn_type = 'transfer_out' AND i.txn_type = 'transfer_in' AND o.reference = i.reference AND ta.id = i.account_id`,
    ],
  },
  'finance-running-balance': {
    wrong: [
      {
        sql: `SELECT account_id, id, txn_date, ${SIGNED},
                     SUM(${SIGNED}) OVER (PARTITION BY account_id ORDER BY id)
              FROM transactions ORDER BY account_id, txn_date, id`,
        mistake: 'accumulates in id order; the text says transactions happen "in order of txn_date, and by id on the same day"',
      },
      {
        sql: `SELECT account_id, id, txn_date, ${SIGNED},
                     SUM(${SIGNED}) OVER (PARTITION BY account_id ORDER BY txn_date, id)
              FROM transactions ORDER BY account_id, id`,
        mistake: 'orders the statement by account and id; the text says "ordered by account_id, txn_date, txn_id"',
      },
      {
        sql: `SELECT t.account_id, t.id, t.txn_date, CASE WHEN t.txn_type IN ('deposit', 'transfer_in') THEN t.amount ELSE -t.amount END,
                     (SELECT SUM(CASE WHEN x.txn_type IN ('deposit', 'transfer_in') THEN x.amount ELSE -x.amount END)
                      FROM transactions x WHERE x.account_id = t.account_id AND x.txn_date <= t.txn_date AND x.id <= t.id)
              FROM transactions t ORDER BY 1, 3, 2`,
        mistake: 'requires both an earlier-or-equal date and a smaller-or-equal id, so a back-dated transaction is skipped; the text orders "by txn_date, and by id on the same day"',
      },
    ],
    right: [
      `WITH s AS (SELECT id, account_id, txn_date,
                         CASE WHEN txn_type = 'deposit' OR txn_type = 'transfer_in' THEN amount ELSE -amount END AS v
                  FROM transactions)
       SELECT a.account_id, a.id AS txn_id, a.txn_date, a.v AS signed_amount, SUM(b.v) AS running_balance
       FROM s a JOIN s b ON b.account_id = a.account_id
        AND (b.txn_date < a.txn_date OR (b.txn_date = a.txn_date AND b.id <= a.id))
       GROUP BY a.account_id, a.id, a.txn_date, a.v
       ORDER BY a.account_id, a.txn_date, a.id`,
      `SELECT account_id, id, txn_date,
              CASE WHEN txn_type NOT IN ('deposit', 'transfer_in') THEN -amount ELSE amount END AS signed_amount,
              SUM(CASE WHEN txn_type NOT IN ('deposit', 'transfer_in') THEN -amount ELSE amount END)
                OVER (PARTITION BY account_id ORDER BY txn_date, id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_balance
       FROM transactions
       ORDER BY 1, 3, 2`,
    ],
  },
  'finance-dormant-accounts': {
    wrong: [
      {
        sql: `SELECT a.id, a.holder_name, MAX(t.txn_date)
              FROM accounts a LEFT JOIN transactions t ON t.account_id = a.id
              WHERE a.status = 'active'
              GROUP BY a.id, a.holder_name
              HAVING MAX(t.txn_date) IS NULL OR EXTRACT(MONTH FROM MAX(t.txn_date)) < 5`,
        mistake: 'compares the month number only, so a last transaction in December 2023 looks recent; the text says "on or after 2024-05-01"',
      },
      {
        sql: `SELECT a.id, a.holder_name, (SELECT MAX(txn_date) FROM transactions t WHERE t.account_id = a.id)
              FROM accounts a
              WHERE a.status = 'active'
                AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.account_id = a.id
                                AND t.txn_date BETWEEN '2024-05-01' AND '2024-06-30')`,
        mistake: 'only looks at May–June 2024; a transaction on any later date is also "on or after 2024-05-01"',
      },
      {
        sql: `SELECT a.id, a.holder_name, (SELECT MAX(t.txn_date) FROM transactions t WHERE t.account_id = a.id) AS last_txn_date
              FROM accounts a
              WHERE a.status = 'active'
                AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.account_id = a.id AND t.txn_date >= DATE '2024-05-01' AND t.txn_date < DATE '2025-01-01')`,
        mistake: 'looks only at the rest of 2024, where any transaction on or after 2024-05-01 makes the account active',
      },
    ],
    right: [
      // was a wrong answer; the catalogue's constraints (issue 32) now make it the same query
      `SELECT a.id, a.holder_name, (SELECT MAX(txn_date) FROM transactions t WHERE t.account_id = a.id)
              FROM accounts a
              WHERE a.status NOT IN ('frozen', 'closed')
                AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.account_id = a.id AND t.txn_date >= '2024-05-01')`,
      `SELECT a.id, a.holder_name, m.last AS last_txn_date
       FROM accounts a
       LEFT JOIN (SELECT account_id, MAX(txn_date) AS last FROM transactions GROUP BY account_id) m ON m.account_id = a.id
       WHERE a.status = 'active' AND (m.last IS NULL OR m.last < DATE '2024-05-01')`,
      `SELECT id, holder_name,
              (SELECT txn_date FROM transactions t WHERE t.account_id = a.id ORDER BY txn_date DESC LIMIT 1)
       FROM accounts a
       WHERE status = 'active' AND id NOT IN (SELECT account_id FROM transactions WHERE txn_date > '2024-04-30')`,
    ],
  },
  'finance-monthly-cash-flow': {
    wrong: [
      {
        sql: `WITH months AS (SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month),
              flows AS (
                SELECT m.month,
                       COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('deposit', 'transfer_in')), 0) AS inflow,
                       COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('withdrawal', 'transfer_out', 'fee')), 0) AS outflow
                FROM months m LEFT JOIN transactions t ON EXTRACT(MONTH FROM t.txn_date) = EXTRACT(MONTH FROM m.month)
                GROUP BY m.month)
              SELECT month, inflow, outflow, inflow - outflow, SUM(inflow - outflow) OVER (ORDER BY month) FROM flows ORDER BY month`,
        mistake: 'matches months by number only, so January 2023 lands in January 2024; the text says "transactions outside January–June 2024 are ignored"',
      },
      {
        sql: `WITH months AS (SELECT generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month')::date AS month)
              SELECT m.month,
                     (SELECT COALESCE(SUM(amount), 0) FROM transactions t WHERE t.txn_type IN ('deposit', 'transfer_in')
                        AND date_trunc('month', t.txn_date) = m.month) AS inflow,
                     (SELECT COALESCE(SUM(amount), 0) FROM transactions t WHERE t.txn_type IN ('withdrawal', 'transfer_out', 'fee')
                        AND date_trunc('month', t.txn_date) = m.month) AS outflow,
                     (SELECT COALESCE(SUM(${SIGNED}), 0) FROM transactions t WHERE date_trunc('month', t.txn_date) = m.month),
                     (SELECT COALESCE(SUM(${SIGNED}), 0) FROM transactions t WHERE t.txn_date < m.month + INTERVAL '1 month')
              FROM months m ORDER BY m.month`,
        mistake: 'computes cumulative_net as the balance of all earlier transactions; the text sums net_flow "from January" and ignores transactions outside January–June 2024',
      },
      {
        sql: `WITH t AS (SELECT * FROM transactions WHERE txn_date BETWEEN '2024-01-01' AND '2024-06-30'),
              months AS (SELECT generate_series(date_trunc('month', MIN(txn_date)), date_trunc('month', MAX(txn_date)), INTERVAL '1 month')::date AS month FROM t),
              flows AS (
                SELECT m.month,
                       COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('deposit', 'transfer_in')), 0) AS inflow,
                       COALESCE(SUM(t.amount) FILTER (WHERE t.txn_type IN ('withdrawal', 'transfer_out', 'fee')), 0) AS outflow
                FROM months m LEFT JOIN t ON date_trunc('month', t.txn_date) = m.month
                GROUP BY m.month)
              SELECT month, inflow, outflow, inflow - outflow, SUM(inflow - outflow) OVER (ORDER BY month) FROM flows ORDER BY month`,
        mistake: 'derives the month range from the data, so an empty first or last month disappears; the text says "all six months"',
      },
    ],
    right: [
      `SELECT m.month::date AS month, COALESCE(f.i, 0) AS inflow, COALESCE(f.o, 0) AS outflow,
              COALESCE(f.i, 0) - COALESCE(f.o, 0) AS net_flow,
              SUM(COALESCE(f.i, 0) - COALESCE(f.o, 0)) OVER (ORDER BY m.month ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cumulative_net
       FROM generate_series(DATE '2024-01-01', DATE '2024-06-01', INTERVAL '1 month') AS m(month)
       LEFT JOIN (SELECT date_trunc('month', txn_date) AS mon,
                         SUM(CASE WHEN txn_type IN ('deposit', 'transfer_in') THEN amount ELSE 0 END) AS i,
                         SUM(CASE WHEN txn_type IN ('withdrawal', 'transfer_out', 'fee') THEN amount ELSE 0 END) AS o
                  FROM transactions GROUP BY 1) f ON f.mon = m.month
       ORDER BY m.month`,
      `WITH RECURSIVE months(month) AS (
         SELECT DATE '2024-01-01'
         UNION ALL
         SELECT (month + INTERVAL '1 month')::date FROM months WHERE month < DATE '2024-06-01'),
       flows AS (
         SELECT m.month,
                (SELECT COALESCE(SUM(t.amount), 0) FROM transactions t WHERE t.txn_type IN ('deposit', 'transfer_in')
                   AND t.txn_date >= m.month AND t.txn_date < m.month + INTERVAL '1 month') AS inflow,
                (SELECT COALESCE(SUM(t.amount), 0) FROM transactions t WHERE t.txn_type IN ('withdrawal', 'transfer_out', 'fee')
                   AND t.txn_date >= m.month AND t.txn_date < m.month + INTERVAL '1 month') AS outflow
         FROM months m)
       SELECT f.month, f.inflow, f.outflow, f.inflow - f.outflow,
              (SELECT SUM(g.inflow - g.outflow) FROM flows g WHERE g.month <= f.month)
       FROM flows f ORDER BY f.month`,
    ],
  },
};

import { describeSampleCheck } from './sample-check';
import { FINANCE_FAIRNESS } from './finance';

/**
 * Every hand-written fairness case of the finance challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 *
 * HIDDEN holds small hand-made datasets (SQL run after the challenge's schema_setup) that show the cases are
 * what they claim: every right one still matches the reference on each of them, and every wrong one differs
 * from the reference on at least one of them (so a good hidden-dataset engine can reject it).
 */
const HIDDEN: Record<string, string[]> = {
  'finance-large-q1-withdrawals': [
    `INSERT INTO transactions VALUES (101, 1, '2023-02-10', 'withdrawal', 800, 'X', null), (102, 2, '2024-02-10', 'withdrawal', 600, null, null), (103, 3, '2024-03-10', 'withdrawal', 499.50, 'Y', null)`,
  ],
  'finance-account-balances': [
    `INSERT INTO accounts VALUES (101, 'Grace Liu', 'savings', 'Downtown', '2020-01-01', 'active'), (102, 'Z', 'savings', 'Downtown', '2020-01-01', 'closed');
     INSERT INTO transactions VALUES (101, 101, '2024-01-10', 'deposit', 100, null, null), (102, 8, '2024-03-18', 'withdrawal', 45.99, 'StreamFlix', null), (103, 102, '2024-01-10', 'deposit', 50, null, null)`,
  ],
  'finance-matched-transfers': [
    `INSERT INTO transactions VALUES (101, 1, '2024-06-20', 'transfer_out', 100, null, 'TRF-2001'), (102, 2, '2024-06-21', 'transfer_in', 100, null, 'TRF-2001')`,
  ],
  'finance-running-balance': [
    `INSERT INTO transactions VALUES (101, 1, '2024-01-03', 'withdrawal', 10, 'X', null)`,
    `INSERT INTO transactions VALUES (102, 5, '2024-02-10', 'deposit', 10, null, null), (101, 5, '2024-02-10', 'withdrawal', 7, null, null), (103, 5, '2024-02-10', 'fee', 1, null, null)`,
  ],
  'finance-dormant-accounts': [
    `INSERT INTO accounts VALUES (101, 'A', 'savings', 'Downtown', '2020-01-01', 'active'), (102, 'B', 'savings', 'Downtown', '2020-01-01', 'frozen');
     INSERT INTO transactions VALUES (101, 101, '2023-12-20', 'deposit', 10, null, null), (102, 2, '2024-07-05', 'deposit', 10, null, null)`,
    `INSERT INTO accounts VALUES (103, 'C', 'savings', 'Downtown', '2020-01-01', 'active');
     INSERT INTO transactions VALUES (104, 103, '2025-02-03', 'deposit', 10, null, null)`,
  ],
  'finance-monthly-cash-flow': [
    `INSERT INTO transactions VALUES (101, 1, '2023-01-10', 'deposit', 10, null, null)`,
    `DELETE FROM transactions WHERE txn_date < '2024-02-01'`,
  ],
};

describeSampleCheck('finance', FINANCE_FAIRNESS, HIDDEN);

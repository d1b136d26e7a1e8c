import { type HoldoutCases } from './types';

const manual = (where: string, order = 'posted_by, entry_date DESC, id'): string =>
  `SELECT id, entry_date, reference, memo, posted_by FROM journal_entries WHERE ${where} ORDER BY ${order}`;

const quarters = (q1: string, q2: string, opts: { from?: string; where?: string; sum?: string; coalesce?: boolean } = {}): string => {
  const sum = opts.sum ?? 'l.debit - l.credit';
  const c = (x: string) => (opts.coalesce === false ? x : `COALESCE(${x}, 0)`);
  return `SELECT a.account_type,
                 ${c(`SUM(${sum}) FILTER (WHERE ${q1})`)} AS q1_net,
                 ${c(`SUM(${sum}) FILTER (WHERE ${q2})`)} AS q2_net
          FROM ${opts.from ?? 'journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code'}
          ${opts.where ? `WHERE ${opts.where}` : ''}
          GROUP BY a.account_type ORDER BY a.account_type`;
};
const Q1 = "e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'";
const Q2 = "e.entry_date BETWEEN '2024-04-01' AND '2024-06-30'";

const unbalanced = (having: string, order = 'ABS(SUM(l.debit) - SUM(l.credit)) DESC, e.id'): string =>
  `SELECT e.id AS entry_id, e.entry_date, SUM(l.debit) AS total_debit, SUM(l.credit) AS total_credit, SUM(l.debit) - SUM(l.credit) AS difference
   FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
   GROUP BY e.id, e.entry_date HAVING ${having} ORDER BY ${order}`;

const idle = (q1: string, q2: string, distinct = 'DISTINCT '): string =>
  `SELECT ${distinct}a.code AS account_code, a.name AS account_name
   FROM gl_accounts a JOIN journal_lines l ON l.account_code = a.code JOIN journal_entries e ON e.id = l.entry_id
   WHERE ${q1}
     AND NOT EXISTS (SELECT 1 FROM journal_lines l2 JOIN journal_entries e2 ON e2.id = l2.entry_id WHERE l2.account_code = a.code AND ${q2})
   ORDER BY a.code`;

const dups = (where: string, part: string, orig = 'MIN(id) OVER (PARTITION BY ' + part + ')', rnOrder = 'id'): string =>
  `WITH f AS (SELECT id, reference, entry_date, ROW_NUMBER() OVER (PARTITION BY ${part} ORDER BY ${rnOrder}) AS rn, ${orig} AS original_entry_id
              FROM journal_entries WHERE ${where})
   SELECT id AS entry_id, original_entry_id, reference, entry_date FROM f WHERE rn > 1 ORDER BY id`;

const topLines = (rank: string, where = "a.account_type = 'expense'", order = 'account_code, debit DESC, entry_id'): string =>
  `SELECT account_code, entry_id, entry_date, debit FROM (
     SELECT l.account_code, l.entry_id, e.entry_date, l.debit, ${rank} AS rnk
     FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code
     WHERE ${where}) t
   WHERE rnk <= 2 ORDER BY ${order}`;
const RANK = 'RANK() OVER (PARTITION BY l.account_code ORDER BY l.debit DESC)';

/** Second held-out set (issue 32), finance: written from the challenge text alone, before any grading run. */
export const FINANCE: HoldoutCases = {
  'finance-manual-entries-q1-audit': {
    right: [
      manual("source = 'manual' AND entry_date >= DATE '2024-01-01' AND entry_date < DATE '2024-04-01'"),
      manual("source = 'manual' AND date_trunc('quarter', entry_date) = DATE '2024-01-01'", '5, 2 DESC, 1'),
      manual("EXTRACT(YEAR FROM entry_date) = 2024 AND EXTRACT(QUARTER FROM entry_date) = 1 AND source IN ('manual')"),
    ],
    wrong: [
      { sql: manual("source = 'manual' AND EXTRACT(QUARTER FROM entry_date) = 1"), why: 'the first quarter of any year, not of 2024', cls: 'date-part-without-year' },
      { sql: manual("source = 'manual' AND entry_date >= '2024-01-01' AND entry_date < '2024-03-31'"), why: '31 March is included', cls: 'timestamp-bound' },
      { sql: manual("source = 'manual' AND entry_date <= '2024-03-31'"), why: 'no lower bound: takes in the 2023 entries', cls: 'missing-lower-bound' },
      { sql: manual("source = 'manual' AND entry_date BETWEEN '2024-01-01' AND '2024-03-31'", 'posted_by, entry_date, id'), why: 'entry_date is ordered newest first within each person', cls: 'tie-break' },
      { sql: manual("source = 'manual' AND entry_date BETWEEN '2024-01-01' AND '2024-03-31'", 'posted_by, entry_date DESC'), why: "one person's entries of the same day are not ordered by id", cls: 'tie-break' },
      { sql: manual("posted_by IS NOT NULL AND entry_date BETWEEN '2024-01-01' AND '2024-03-31'"), why: 'manual entries are the source column, not the entries that carry a posted_by', cls: 'type-from-code' },
      { sql: manual("source = 'manual' AND entry_date BETWEEN '2024-01-01' AND '2024-03-31' OR source = 'manual' AND reference LIKE 'ADJ-%'"), why: 'OR adds manual adjustments outside Q1', cls: 'and-or-precedence' },
    ],
  },
  'finance-quarterly-net-by-account-type': {
    right: [
      `SELECT a.account_type,
              SUM(CASE WHEN e.entry_date >= '2024-01-01' AND e.entry_date < '2024-04-01' THEN l.debit - l.credit ELSE 0 END) AS q1_net,
              SUM(CASE WHEN e.entry_date >= '2024-04-01' AND e.entry_date < '2024-07-01' THEN l.debit - l.credit ELSE 0 END) AS q2_net
       FROM gl_accounts a JOIN journal_lines l ON l.account_code = a.code JOIN journal_entries e ON e.id = l.entry_id
       GROUP BY 1 ORDER BY 1`,
      quarters("date_trunc('quarter', e.entry_date) = '2024-01-01'", "date_trunc('quarter', e.entry_date) = DATE '2024-04-01'"),
      // written as wrong ("only credit lines give NULL - credits"), but debit and credit are NOT NULL DEFAULT 0:
      // a quarter with lines sums both, one without gives NULL - NULL, so this is the reference (moved in session 21)
      `SELECT a.account_type,
              COALESCE(SUM(l.debit) FILTER (WHERE ${Q1}) - SUM(l.credit) FILTER (WHERE ${Q1}), 0) AS q1_net,
              COALESCE(SUM(l.debit) FILTER (WHERE ${Q2}) - SUM(l.credit) FILTER (WHERE ${Q2}), 0) AS q2_net
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code
       GROUP BY a.account_type ORDER BY a.account_type`,
    ],
    wrong: [
      {
        sql: `SELECT CASE left(l.account_code, 1) WHEN '1' THEN 'asset' WHEN '2' THEN 'liability' WHEN '3' THEN 'equity' WHEN '4' THEN 'revenue' ELSE 'expense' END AS account_type,
                     COALESCE(SUM(l.debit - l.credit) FILTER (WHERE ${Q1}), 0) AS q1_net,
                     COALESCE(SUM(l.debit - l.credit) FILTER (WHERE ${Q2}), 0) AS q2_net
              FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
              GROUP BY 1 ORDER BY 1`,
        why: 'the account type is the account_type column of gl_accounts, not the first digit of the code',
        cls: 'type-from-code',
      },
      { sql: quarters(Q1, Q2, { coalesce: false }), why: 'a type with no line in a quarter shows NULL, not 0', cls: 'null-handling' },
      { sql: quarters('EXTRACT(QUARTER FROM e.entry_date) = 1', 'EXTRACT(QUARTER FROM e.entry_date) = 2'), why: 'quarters of any year, not of 2024', cls: 'date-part-without-year' },
      { sql: quarters("e.entry_date >= '2024-01-01' AND e.entry_date < '2024-03-31'", Q2), why: 'Q1 ends on 31 March inclusive', cls: 'timestamp-bound' },
      { sql: quarters(Q1, Q2, { from: 'gl_accounts a LEFT JOIN journal_lines l ON l.account_code = a.code LEFT JOIN journal_entries e ON e.id = l.entry_id' }), why: 'a type with no journal line at all is listed with zeros; the text lists only types with a line', cls: 'outer-vs-inner-join' },
      { sql: quarters(Q1, Q2, { where: "e.entry_date BETWEEN '2024-01-01' AND '2024-06-30'" }), why: 'a type whose lines all fall outside both quarters disappears; the text keeps it with zeros', cls: 'having-vs-where' },
      { sql: quarters(Q1, "e.entry_date >= '2024-04-01'"), why: 'q2 has no upper bound and takes in July, which counts in neither column', cls: 'timestamp-bound' },
      { sql: quarters(Q1, Q2).replace('GROUP BY a.account_type', 'GROUP BY a.account_type HAVING SUM(l.debit - l.credit) <> 0'), why: 'a type whose lines net to 0 over all dates still has lines and must be listed', cls: 'zero-sum-group' },
      {
        sql: `SELECT * FROM (${quarters(Q1, Q2).replace(' ORDER BY a.account_type', '')}) t WHERE q1_net <> 0 OR q2_net <> 0 ORDER BY account_type`,
        why: 'a type whose quarters both net to 0 has lines and is listed with zeros',
        cls: 'zero-sum-group',
      },
      { sql: quarters(Q1, Q2, { sum: 'GREATEST(l.debit - l.credit, 0)' }), why: 'clips credits to 0; the net movement is debit - credit, negative when credited', cls: 'negative-clipping' },
    ],
  },
  'finance-unbalanced-journal-entries': {
    right: [
      `WITH t AS (SELECT entry_id, SUM(debit) AS d, SUM(credit) AS c FROM journal_lines GROUP BY entry_id)
       SELECT e.id AS entry_id, e.entry_date, t.d AS total_debit, t.c AS total_credit, t.d - t.c AS difference
       FROM t JOIN journal_entries e ON e.id = t.entry_id
       WHERE t.d <> t.c
       ORDER BY abs(t.d - t.c) DESC, 1`,
      unbalanced('SUM(l.debit - l.credit) <> 0', 'abs(SUM(l.debit - l.credit)) DESC, entry_id'),
    ],
    wrong: [
      {
        sql: `SELECT e.id AS entry_id, e.entry_date, SUM(l.debit) AS total_debit, SUM(l.credit) AS total_credit, SUM(l.debit) - SUM(l.credit) AS difference
              FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
              WHERE l.debit <> l.credit
              GROUP BY e.id, e.entry_date ORDER BY ABS(SUM(l.debit) - SUM(l.credit)) DESC, e.id`,
        why: "debit <> credit tested per line (always true) instead of on the entry's totals",
        cls: 'having-vs-where',
      },
      { sql: unbalanced('ABS(SUM(l.debit) - SUM(l.credit)) > 0.01'), why: 'must balance exactly: a one-cent difference is unbalanced', cls: 'tolerance-for-equality' },
      { sql: unbalanced('ROUND(SUM(l.debit)) <> ROUND(SUM(l.credit))'), why: 'compares rounded totals: a difference of a few cents disappears', cls: 'rounding-order' },
      { sql: unbalanced('SUM(l.debit) <> SUM(l.credit)', 'difference DESC, e.id'), why: 'orders by the signed difference, not its absolute value', cls: 'tie-break' },
      { sql: unbalanced('SUM(l.debit) <> SUM(l.credit)', 'ABS(SUM(l.debit) - SUM(l.credit)) DESC'), why: 'equal absolute differences are not ordered by entry_id', cls: 'tie-break' },
      {
        sql: `SELECT e.id AS entry_id, e.entry_date, SUM(d.debit) AS total_debit, SUM(c.credit) AS total_credit, SUM(d.debit) - SUM(c.credit) AS difference
              FROM journal_entries e JOIN journal_lines d ON d.entry_id = e.id AND d.debit > 0 JOIN journal_lines c ON c.entry_id = e.id AND c.credit > 0
              GROUP BY e.id, e.entry_date HAVING SUM(d.debit) <> SUM(c.credit)
              ORDER BY ABS(SUM(d.debit) - SUM(c.credit)) DESC, e.id`,
        why: 'joining debit lines to credit lines repeats each line once per line of the other side, and drops entries with only debits',
        cls: 'fan-out',
      },
      {
        sql: unbalanced('SUM(l.debit) <> SUM(l.credit)').replace('SUM(l.debit) - SUM(l.credit) AS difference', 'ABS(SUM(l.debit) - SUM(l.credit)) AS difference'),
        why: 'difference is total_debit - total_credit and can be negative',
        cls: 'negative-clipping',
      },
    ],
  },
  'finance-accounts-idle-in-q2': {
    right: [
      idle("e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'", "e2.entry_date BETWEEN '2024-04-01' AND '2024-06-30'"),
      `SELECT a.code AS account_code, a.name AS account_name
       FROM gl_accounts a JOIN journal_lines l ON l.account_code = a.code JOIN journal_entries e ON e.id = l.entry_id
       GROUP BY a.code, a.name
       HAVING COUNT(*) FILTER (WHERE e.entry_date >= '2024-01-01' AND e.entry_date < '2024-04-01') > 0
          AND COUNT(*) FILTER (WHERE e.entry_date >= '2024-04-01' AND e.entry_date < '2024-07-01') = 0
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT a.code AS account_code, a.name AS account_name
              FROM gl_accounts a JOIN journal_lines l ON l.account_code = a.code JOIN journal_entries e ON e.id = l.entry_id
              GROUP BY a.code, a.name
              HAVING SUM(l.debit - l.credit) FILTER (WHERE ${Q1}) <> 0
                 AND COALESCE(SUM(l.debit - l.credit) FILTER (WHERE ${Q2}), 0) = 0
              ORDER BY 1`,
        why: 'tests "used" on the net movement: an account whose Q2 postings net to 0 was used in Q2, one whose Q1 postings net to 0 was used in Q1',
        cls: 'zero-sum-group',
      },
      {
        sql: `SELECT DISTINCT a.code AS account_code, a.name AS account_name
              FROM gl_accounts a JOIN journal_lines l ON l.account_code = a.code JOIN journal_entries e ON e.id = l.entry_id
              WHERE e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'
                AND a.code NOT IN (SELECT l2.account_code FROM journal_entries e2 LEFT JOIN journal_lines l2 ON l2.entry_id = e2.id
                                   WHERE e2.entry_date BETWEEN '2024-04-01' AND '2024-06-30')
              ORDER BY a.code`,
        why: 'an entry without lines gives a NULL account_code, and NOT IN over a NULL is never true',
        cls: 'not-in-null',
      },
      { sql: idle('EXTRACT(QUARTER FROM e.entry_date) = 1', 'EXTRACT(QUARTER FROM e2.entry_date) = 2'), why: 'quarters of any year, not of 2024', cls: 'date-part-without-year' },
      { sql: idle("e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'", "e2.entry_date >= '2024-04-01'"), why: 'Q2 has no upper bound: a July posting counts as Q2 use', cls: 'timestamp-bound' },
      { sql: idle("e.entry_date <= '2024-03-31'", "e2.entry_date BETWEEN '2024-04-01' AND '2024-06-30'"), why: 'no lower bound on Q1: a posting of December 2023 counts as Q1 use', cls: 'missing-lower-bound' },
      { sql: idle("e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'", "e2.entry_date BETWEEN '2024-04-01' AND '2024-06-30'", ''), why: 'one row per Q1 line instead of each account once', cls: 'distinct-misuse' },
      { sql: idle("e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'", "e2.entry_date >= '2024-04-01' AND e2.entry_date < '2024-06-30'"), why: 'Q2 ends on 30 June inclusive: an account used only on 30 June was used in Q2', cls: 'timestamp-bound' },
      {
        sql: `SELECT DISTINCT a.code AS account_code, a.name AS account_name
              FROM gl_accounts a JOIN journal_lines l ON l.account_code = a.code JOIN journal_entries e ON e.id = l.entry_id
              WHERE e.entry_date BETWEEN '2024-01-01' AND '2024-03-31'
                AND NOT EXISTS (SELECT 1 FROM journal_lines l2 JOIN journal_entries e2 ON e2.id = l2.entry_id
                                WHERE l2.entry_id = l.entry_id AND e2.entry_date BETWEEN '2024-04-01' AND '2024-06-30')
              ORDER BY a.code`,
        why: 'the NOT EXISTS is correlated on the entry, not on the account, so it never finds the Q2 use',
        cls: 'wrong-join-key',
      },
    ],
  },
  'finance-duplicate-bank-feed-imports': {
    right: [
      `SELECT d.id AS entry_id, MIN(o.id) AS original_entry_id, d.reference, d.entry_date
       FROM journal_entries d JOIN journal_entries o
         ON o.source = 'bank_feed' AND o.reference = d.reference AND o.entry_date = d.entry_date AND o.id < d.id
       WHERE d.source = 'bank_feed'
       GROUP BY d.id, d.reference, d.entry_date
       ORDER BY d.id`,
      dups("source = 'bank_feed' AND reference IS NOT NULL", 'reference, entry_date', 'FIRST_VALUE(id) OVER (PARTITION BY reference, entry_date ORDER BY id)'),
    ],
    wrong: [
      {
        sql: `${dups("source = 'bank_feed' AND reference IS NOT NULL", 'reference, entry_date', 'LAST_VALUE(id) OVER (PARTITION BY reference, entry_date ORDER BY id DESC)')}`,
        why: 'with the default frame LAST_VALUE is the current row, not the lowest id of the group',
        cls: 'window-frame',
      },
      { sql: dups('reference IS NOT NULL', 'reference, entry_date'), why: 'a manual entry with a bank reference is neither an original nor a duplicate', cls: 'status-filter' },
      { sql: dups("source = 'bank_feed'", 'reference, entry_date'), why: 'entries with a NULL reference are never copies, but PARTITION BY groups the NULLs together', cls: 'null-handling' },
      { sql: dups("source = 'bank_feed' AND reference IS NOT NULL", 'reference'), why: 'copies need the same entry_date as well as the same reference', cls: 'group-granularity' },
      { sql: dups("source = 'bank_feed' AND reference IS NOT NULL", 'reference, entry_date, memo'), why: 'copies are defined by reference and date only: a copy with another memo is still a copy', cls: 'group-granularity' },
      { sql: dups("source = 'bank_feed' AND reference IS NOT NULL", 'reference, entry_date', 'LAG(id) OVER (PARTITION BY reference, entry_date ORDER BY id)'), why: 'the original is the lowest id of the group, not the previous copy', cls: 'wrong-aggregate' },
      { sql: dups("source = 'bank_feed' AND reference IS NOT NULL", 'reference, entry_date', 'MIN(id) OVER (PARTITION BY reference, entry_date)', 'entry_date'), why: 'numbers the copies in no defined order: the original (lowest id) may be listed as a duplicate', cls: 'tie-break' },
    ],
  },
  'finance-top-expense-lines-per-account': {
    right: [
      `SELECT l.account_code, l.entry_id, e.entry_date, l.debit
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code
       WHERE a.account_type = 'expense'
         AND (SELECT COUNT(*) FROM journal_lines x WHERE x.account_code = l.account_code AND x.debit > l.debit) < 2
       ORDER BY 1, 4 DESC, 2`,
      topLines(RANK, "l.account_code IN (SELECT code FROM gl_accounts WHERE account_type = 'expense')"),
    ],
    wrong: [
      { sql: topLines('DENSE_RANK() OVER (PARTITION BY l.account_code ORDER BY l.debit DESC)'), why: 'after two lines tied for first the next amount is third and dropped; DENSE_RANK keeps it', cls: 'tie-break' },
      { sql: topLines('ROW_NUMBER() OVER (PARTITION BY l.account_code ORDER BY l.debit DESC, l.entry_id)'), why: 'lines tied with a kept amount are kept too', cls: 'tie-break' },
      { sql: topLines(RANK, "l.account_code >= '5000'"), why: 'expense accounts are the account_type column, not a code range', cls: 'type-from-code' },
      { sql: topLines(RANK, "a.account_type = 'expense'", 'account_code, debit DESC'), why: 'equal debits are not ordered by entry_id', cls: 'tie-break' },
      { sql: topLines('RANK() OVER (ORDER BY l.debit DESC)'), why: 'no PARTITION BY account: ranks all expense lines together', cls: 'window-partition' },
    ],
  },
};

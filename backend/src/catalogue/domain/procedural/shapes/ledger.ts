import { insert } from '../../sql-literals';
import type { Industry } from '../../generator.constants';
import { code, cols, para, sql } from '../concepts/template';
import type { Random } from '../random';
import { CASES, wrong } from '../authored';
import { round2, shapeQuestions, type ShapeTemplate } from './shape';

/** A double-entry ledger: accounts and postings; every journal entry's postings add up to zero. */
type Account = readonly [name: string, type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'];

const LEDGERS: Record<Industry, { story: string; accounts: readonly Account[] }> = {
  finance: { story: 'A small lender\'s general ledger', accounts: [['Cash at Bank', 'asset'], ['Loans to Customers', 'asset'], ['Customer Deposits', 'liability'], ['Interest Income', 'revenue'], ['Fee Income', 'revenue'], ['Staff Costs', 'expense'], ['Share Capital', 'equity']] },
  ecommerce: { story: 'An online shop\'s books', accounts: [['Cash', 'asset'], ['Inventory', 'asset'], ['Accounts Payable', 'liability'], ['Sales Revenue', 'revenue'], ['Shipping Costs', 'expense'], ['Payment Fees', 'expense'], ['Owner Equity', 'equity']] },
  saas: { story: 'A software start-up\'s books', accounts: [['Cash', 'asset'], ['Accounts Receivable', 'asset'], ['Deferred Revenue', 'liability'], ['Subscription Revenue', 'revenue'], ['Hosting Costs', 'expense'], ['Salaries', 'expense'], ['Share Capital', 'equity']] },
  healthcare: { story: 'A private clinic\'s books', accounts: [['Cash', 'asset'], ['Insurance Receivables', 'asset'], ['Supplier Payables', 'liability'], ['Patient Fees', 'revenue'], ['Medical Supplies', 'expense'], ['Staff Costs', 'expense'], ['Partners Equity', 'equity']] },
  logistics: { story: 'A haulage firm\'s books', accounts: [['Cash', 'asset'], ['Trade Receivables', 'asset'], ['Fuel Card Payable', 'liability'], ['Freight Revenue', 'revenue'], ['Fuel', 'expense'], ['Vehicle Maintenance', 'expense'], ['Owner Equity', 'equity']] },
  hr: { story: 'A staffing agency\'s books', accounts: [['Cash', 'asset'], ['Client Receivables', 'asset'], ['Payroll Liabilities', 'liability'], ['Placement Fees', 'revenue'], ['Contractor Pay', 'expense'], ['Office Rent', 'expense'], ['Owner Equity', 'equity']] },
  marketing: { story: 'An agency\'s books', accounts: [['Cash', 'asset'], ['Client Receivables', 'asset'], ['Media Payables', 'liability'], ['Agency Fees', 'revenue'], ['Media Spend', 'expense'], ['Freelancers', 'expense'], ['Owner Equity', 'equity']] },
  gaming: { story: 'An indie studio\'s books', accounts: [['Cash', 'asset'], ['Platform Receivables', 'asset'], ['Royalties Payable', 'liability'], ['Game Sales', 'revenue'], ['In-App Purchases', 'revenue'], ['Server Costs', 'expense'], ['Share Capital', 'equity']] },
};

export interface Posting {
  id: number;
  entry: number;
  account: number;
  date: string;
  amount: number;
}

export interface LedgerData {
  accounts: Array<{ id: number; name: string; type: string }>;
  postings: Posting[];
  setup: string;
  data: string;
}

export function buildLedger(industry: Industry, r: Random): LedgerData {
  const t = LEDGERS[industry];
  const accounts = t.accounts.map(([name, type], i) => ({ id: 101 + i, name, type }));
  const postings: Posting[] = [];
  const entries = r.int(10, 12);
  const days = r.sample(Array.from({ length: 40 }, (_, i) => i), entries - 2).sort((a, b) => a - b);
  // two entries share a day with an earlier one, so same-day postings need the id tie-break
  days.push(days[r.int(0, days.length - 1)]!, days[r.int(0, days.length - 1)]!);
  days.sort((a, b) => a - b);
  let previous: number[] = [];
  days.forEach((day, e) => {
    const date = new Date(Date.parse('2024-01-02T00:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
    const [first, credit, third] = r.sample(accounts, 3);
    let debit = first;
    // an entry on the same day as the one before touches one of its accounts again
    if (e > 0 && day === days[e - 1] && !previous.includes(debit!.id) && !previous.includes(credit!.id)) {
      const pickId = r.pick(previous);
      const again = accounts.find((a) => a.id === pickId)!;
      if (again.id !== credit!.id && again.id !== third!.id) debit = again;
    }
    previous = [debit!.id, credit!.id];
    const amount = r.money(80, 4000);
    if (r.chance(0.3)) {
      // a split entry: one debit, two credits
      const part = round2(amount * (0.3 + 0.4 * r.float()));
      postings.push({ id: 0, entry: e + 1, account: debit!.id, date, amount }, { id: 0, entry: e + 1, account: credit!.id, date, amount: -part }, { id: 0, entry: e + 1, account: third!.id, date, amount: round2(part - amount) });
    } else {
      postings.push({ id: 0, entry: e + 1, account: debit!.id, date, amount }, { id: 0, entry: e + 1, account: credit!.id, date, amount: -amount });
    }
  });
  postings.forEach((p, i) => (p.id = i + 1));
  const setup = [
    `CREATE TABLE accounts (\n  id int PRIMARY KEY,\n  name text NOT NULL,\n  account_type text NOT NULL CHECK (account_type IN ('asset', 'liability', 'equity', 'revenue', 'expense'))\n);`,
    insert('accounts', ['id', 'name', 'account_type'], accounts.map((a) => [a.id, a.name, a.type])),
    '',
    `CREATE TABLE postings (\n  id int PRIMARY KEY,\n  entry_id int NOT NULL,\n  account_id int NOT NULL REFERENCES accounts(id),\n  posted_on date NOT NULL,\n  amount numeric(12,2) NOT NULL CHECK (amount <> 0)\n);`,
    insert('postings', ['id', 'entry_id', 'account_id', 'posted_on', 'amount'], postings.map((p) => [p.id, p.entry, p.account, p.date, p.amount])),
  ].join('\n');
  const data = `${t.story}: ${accounts.length} accounts (\`accounts\`, with their type) and ${postings.length} postings (\`postings\`) of ${entries} journal entries from January to February 2024. A posting's \`amount\` is positive for a debit and negative for a credit; the postings of one \`entry_id\` add up to zero.`;
  return { accounts, postings, setup, data };
}

const ledgerQuestion = shapeQuestions('ledger', buildLedger);

export const LEDGER_TEMPLATES: ShapeTemplate[] = [
  ledgerQuestion({ id: 'ledger-running-balance', sqlConcept: 'window_functions', concepts: ['running-total-frame'], rating: 1550, complexity: 2, category: 'WINDOW_FUNCTION' }, (_l, r) => {
    const withName = r.chance(0.5);
    const solution = sql(
      withName ? `SELECT a.name AS account_name, p.id AS posting_id, p.posted_on, p.amount,` : `SELECT p.account_id, p.id AS posting_id, p.posted_on, p.amount,`,
      `       SUM(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.posted_on, p.id) AS balance`,
      `FROM postings p`,
      withName && `JOIN accounts a ON a.id = p.account_id`,
      withName ? `ORDER BY a.name, p.posted_on, p.id;` : `ORDER BY p.account_id, p.posted_on, p.id;`,
    );
    const key = withName ? 'account_name' : 'account_id';
    return {
      title: withName ? 'Account Statements with Running Balances' : 'Running Balance of Every Account',
      description: para(
        `Produce a statement for every account: each posting together with the account's balance **after** it. The balance starts at 0 and adds each posting's \`amount\` (debits positive, credits negative) in the order of \`posted_on\`, and by posting \`id\` within a day.`,
        `Return ${withName ? `${code('account_name')} (the account's \`name\`)` : code('account_id')}, ${code('posting_id')}, ${cols('posted_on', 'amount')} and ${code('balance')}, ordered by ${code(key)}, then ${code('posted_on')}, then ${code('posting_id')}.`,
      ),
      columns: [key, 'posting_id', 'posted_on', 'amount', 'balance'],
      solution,
      tags: ['window', 'running-total', 'ledger'],
      hints: [
        `Every row keeps its detail and gains a sum over earlier rows of the same account: a window function, not GROUP BY.`,
        `\`SUM(amount) OVER (PARTITION BY account_id ORDER BY ...)\` is a running total; the window's ORDER BY defines what "earlier" means.`,
        `Order the window by \`posted_on, id\`: with only the date, two postings on the same day would share one balance (the default RANGE frame includes peers).`,
      ],
      approach: para(
        `A running balance is a cumulative sum per account. \`PARTITION BY account_id\` restarts it for each account and \`ORDER BY posted_on, id\` fixes the order of postings, so each row's frame runs from the account's first posting to itself.`,
        `The \`id\` in the window's ORDER BY matters: with \`ORDER BY posted_on\` alone, postings of the same day are *peers* and the default \`RANGE\` frame gives them all the end-of-day balance.`,
      ),
      mistakes: [
        `**Ordering the window by date only.** Same-day postings then show the same balance (the day's closing one) instead of one balance after each posting.`,
        `**Leaving out \`PARTITION BY account_id\`**: the balance then runs across all accounts, which for a balanced ledger just drifts around zero.`,
      ],
      params: [String(withName)],
      authored: {
        accepts: [
          sql(
            withName ? `SELECT a.name, p.id, p.posted_on, p.amount,` : `SELECT p.account_id, p.id, p.posted_on, p.amount,`,
            `       (SELECT SUM(q.amount) FROM postings q WHERE q.account_id = p.account_id AND (q.posted_on < p.posted_on OR (q.posted_on = p.posted_on AND q.id <= p.id)))`,
            `FROM postings p`,
            withName && `JOIN accounts a ON a.id = p.account_id`,
            `ORDER BY 1, 3, 2;`,
          ),
          solution.replace('ORDER BY p.posted_on, p.id) AS balance', 'ORDER BY p.posted_on, p.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS balance'),
        ],
        rejects: [
          wrong(solution.replace('ORDER BY p.posted_on, p.id) AS balance', 'ORDER BY p.posted_on) AS balance'), 'without id in the window order, postings of one day share the end-of-day balance', 'two postings of one account on the same day'),
          wrong(solution.replace('OVER (PARTITION BY p.account_id ORDER BY', 'OVER (ORDER BY'), 'no PARTITION BY: the balance runs over every account', CASES.interleaved),
          wrong(solution.replace('ORDER BY p.posted_on, p.id) AS balance', 'ORDER BY p.id) AS balance'), 'accumulates in id order, not date order', CASES.idsOutOfOrder),
          wrong(solution.replace('SUM(p.amount) OVER', 'SUM(ABS(p.amount)) OVER'), 'adds credits as if they were debits', 'an account with a credit'),
        ],
      },
    };
  }),
  ledgerQuestion({ id: 'ledger-top-postings', sqlConcept: 'window_functions', concepts: ['top-n-per-group', 'ranking-window'], rating: 1550, complexity: 2, category: 'WINDOW_FUNCTION' }, (l, r) => {
    const n = r.pick([2, 3] as const);
    // a tie on the absolute amount inside one account, so the id tie-break decides
    const busy = l.accounts.filter((a) => l.postings.filter((p) => p.account === a.id).length >= n + 1);
    if (busy.length) {
      const acc = r.pick(busy).id;
      const mine = l.postings.filter((p) => p.account === acc).sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
      const target = mine[n - 1]!;
      const other = mine[n]!;
      const entry = l.postings.filter((p) => p.entry === other.entry && p.id !== other.id);
      // keep the entry balanced: move the difference onto its other posting(s)
      const diff = round2(Math.sign(other.amount) * Math.abs(target.amount) - other.amount);
      if (entry.length === 1) {
        other.amount = round2(other.amount + diff);
        entry[0]!.amount = round2(entry[0]!.amount - diff);
        l.setup = rebuild(l);
      }
    }
    const solution = sql(
      `SELECT account_id, posting_id, posted_on, amount, rank_in_account`,
      `FROM (`,
      `  SELECT account_id, id AS posting_id, posted_on, amount,`,
      `         ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY ABS(amount) DESC, id) AS rank_in_account`,
      `  FROM postings`,
      `) ranked`,
      `WHERE rank_in_account <= ${n}`,
      `ORDER BY account_id, rank_in_account;`,
    );
    return {
      title: `The ${n} Largest Postings of Each Account`,
      description: para(
        `For each account, find its **${n} largest postings by size**, debit or credit alike (the absolute value of \`amount\`). When two postings of an account have the same size, the one with the smaller \`id\` ranks first. Accounts with fewer postings show all of them.`,
        `Return ${cols('account_id')}, ${code('posting_id')} (the posting's \`id\`), ${cols('posted_on', 'amount')} (signed, as stored) and ${code('rank_in_account')} (1 for the largest), ordered by ${code('account_id')}, then ${code('rank_in_account')}.`,
      ),
      columns: ['account_id', 'posting_id', 'posted_on', 'amount', 'rank_in_account'],
      solution,
      tags: ['window', 'row-number', 'top-n-per-group', 'ledger'],
      hints: [
        `"Top ${n} per account" means: rank the postings inside each account, then keep the first ${n} ranks.`,
        `\`ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY ABS(amount) DESC, id)\` gives 1, 2, 3... per account with ties broken by id.`,
        `Window functions cannot appear in WHERE: compute the rank in a subquery (or CTE), then filter \`rank_in_account <= ${n}\` outside it.`,
      ],
      approach: para(
        `Top-N per group is a ranking window followed by a filter. \`ROW_NUMBER()\` numbers each account's postings by size, largest first; \`ABS(amount)\` makes a credit of 900 as large as a debit of 900, and \`id\` as the second sort key settles equal sizes so exactly ${n} rows survive per account.`,
        `Because a window is evaluated after WHERE, the ranking happens in a derived table and the outer query keeps ranks 1 to ${n}.`,
      ),
      mistakes: [
        `**Sorting by \`amount DESC\` instead of its absolute value.** Large credits are negative and would rank last, so the "largest" postings would be the largest debits only.`,
        `**Using \`RANK()\` or \`DENSE_RANK()\`.** With a tie on the size both tied postings get the same rank, so an account can return more than ${n} rows; \`ROW_NUMBER()\` with the \`id\` tie-break returns exactly ${n}.`,
      ],
      params: [String(n)],
      authored: {
        accepts: [
          sql(
            `SELECT * FROM (`,
            `  SELECT p.account_id, p.id, p.posted_on, p.amount,`,
            `         (SELECT COUNT(*) FROM postings q WHERE q.account_id = p.account_id AND (ABS(q.amount) > ABS(p.amount) OR (ABS(q.amount) = ABS(p.amount) AND q.id <= p.id))) AS r`,
            `  FROM postings p`,
            `) x`,
            `WHERE r <= ${n}`,
            `ORDER BY 1, 5;`,
          ),
          sql(
            `WITH ranked AS (`,
            `  SELECT account_id, id, posted_on, amount, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY GREATEST(amount, -amount) DESC, id ASC) AS rn`,
            `  FROM postings`,
            `)`,
            `SELECT account_id, id, posted_on, amount, rn FROM ranked WHERE rn < ${n + 1} ORDER BY account_id, rn;`,
          ),
        ],
        rejects: [
          wrong(solution.replace('ORDER BY ABS(amount) DESC, id)', 'ORDER BY amount DESC, id)'), 'ranks by the signed amount, so large credits come last', 'an account with a large credit'),
          wrong(solution.replace('ROW_NUMBER()', 'RANK()'), 'RANK lets two postings of the same size share a place', 'two postings of one account with the same size'),
          wrong(solution.replace('ORDER BY ABS(amount) DESC, id)', 'ORDER BY ABS(amount) DESC, id DESC)'), 'the larger id wins a tie', 'two postings of one account with the same size'),
          wrong(solution.replace('OVER (PARTITION BY account_id ORDER BY', 'OVER (ORDER BY'), `ranks across all accounts, not within each`, CASES.interleaved),
        ],
      },
    };
  }),
];

function rebuild(l: LedgerData): string {
  const [accountsBlock] = l.setup.split('\n\n');
  return [
    accountsBlock,
    '',
    `CREATE TABLE postings (\n  id int PRIMARY KEY,\n  entry_id int NOT NULL,\n  account_id int NOT NULL REFERENCES accounts(id),\n  posted_on date NOT NULL,\n  amount numeric(12,2) NOT NULL CHECK (amount <> 0)\n);`,
    insert('postings', ['id', 'entry_id', 'account_id', 'posted_on', 'amount'], l.postings.map((p) => [p.id, p.entry, p.account, p.date, p.amount])),
  ].join('\n');
}

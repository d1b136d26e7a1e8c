import { type HoldoutCases } from './types';

const outage = (opts: { installed?: string; grp?: string; pick?: string; outer?: string; counts?: string; expectedFrom?: string } = {}): string =>
  `WITH exp AS (SELECT m.id AS meter_id, d::date AS day FROM meters m
                CROSS JOIN generate_series(DATE '2024-03-01', DATE '2024-03-31', interval '1 day') d
                WHERE ${opts.expectedFrom ?? 'd::date >= m.installed_on'}),
        miss AS (SELECT e.meter_id, e.day FROM exp e LEFT JOIN daily_readings r ON r.meter_id = e.meter_id AND r.reading_date = e.day WHERE r.meter_id IS NULL),
        isl AS (SELECT meter_id, day, ${opts.grp ?? 'day - (ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY day))::int'} AS grp FROM miss),
        outs AS (SELECT meter_id, MIN(day) AS s, MAX(day) AS e, COUNT(*) AS n, SUM(COUNT(*)) OVER (PARTITION BY meter_id) AS tot FROM isl GROUP BY meter_id, grp),
        best AS (SELECT DISTINCT ON (meter_id) * FROM outs ORDER BY meter_id, ${opts.pick ?? 'n DESC, s'})
   SELECT m.serial, ${opts.counts ?? 'COALESCE(b.tot, 0) AS missing_days, COALESCE(b.n, 0) AS longest_outage_days'}, b.s AS outage_start, b.e AS outage_end
   FROM meters m ${opts.outer ?? 'LEFT JOIN'} best b ON b.meter_id = m.id
   WHERE ${opts.installed ?? "m.installed_on <= '2024-03-31'"}
   ORDER BY longest_outage_days DESC, m.serial`;

const bill = (opts: { tariff?: string; budget?: string; cross?: string; run?: string; join?: string; order?: string } = {}): string =>
  `WITH priced AS (SELECT r.meter_id, r.reading_date, r.kwh * t.price_per_kwh AS cost
                   FROM daily_readings r JOIN meters m ON m.id = r.meter_id
                   JOIN tariffs t ON t.meter_type = m.meter_type AND ${opts.tariff ?? 't.valid_from <= r.reading_date AND (t.valid_to IS NULL OR r.reading_date < t.valid_to)'}),
        running AS (SELECT meter_id, reading_date, ${opts.run ?? 'SUM(cost) OVER (PARTITION BY meter_id ORDER BY reading_date)'} AS to_date FROM priced),
        crossing AS (SELECT r.meter_id, MIN(r.reading_date) AS crossed_on FROM running r JOIN meters m ON m.id = r.meter_id
                     WHERE ${opts.cross ?? 'r.to_date'} >= ${opts.budget ?? "CASE m.meter_type WHEN 'commercial' THEN 400 ELSE 100 END"} GROUP BY r.meter_id)
   SELECT m.serial, m.meter_type, c.crossed_on, ROUND(r.to_date, 2) AS bill_at_crossing
   FROM meters m ${opts.join ?? 'LEFT JOIN'} crossing c ON c.meter_id = m.id LEFT JOIN running r ON r.meter_id = m.id AND r.reading_date = c.crossed_on
   ORDER BY ${opts.order ?? 'c.crossed_on NULLS LAST, m.serial'}`;

const SIGN = "CASE WHEN a.account_type IN ('asset', 'expense') THEN l.debit - l.credit ELSE l.credit - l.debit END";
const grid = (opts: { ends?: string; sign?: string; where?: string; month?: string; closing?: string; grid?: boolean } = {}): string =>
  `WITH me AS (SELECT ${opts.ends ?? "(m + interval '1 month' - interval '1 day')::date AS month_end FROM generate_series(DATE '2024-01-01', DATE '2024-06-01', interval '1 month') m"}),
        mv AS (SELECT a.account_type, ${opts.month ?? "(date_trunc('month', e.entry_date) + interval '1 month' - interval '1 day')::date"} AS month_end, SUM(${opts.sign ?? SIGN}) AS net
               FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code
               WHERE ${opts.where ?? "e.entry_date BETWEEN '2024-01-01' AND '2024-06-30'"} GROUP BY 1, 2),
        g AS (${opts.grid === false
          ? 'SELECT mv.account_type, me.month_end, mv.net FROM me JOIN mv ON mv.month_end = me.month_end'
          : 'SELECT t.account_type, me.month_end, COALESCE(mv.net, 0) AS net FROM (SELECT DISTINCT account_type FROM gl_accounts) t CROSS JOIN me LEFT JOIN mv ON mv.account_type = t.account_type AND mv.month_end = me.month_end'})
   SELECT month_end, account_type, net AS movement, ${opts.closing ?? 'SUM(net) OVER (PARTITION BY account_type ORDER BY month_end)'} AS closing_balance
   FROM g ORDER BY month_end, account_type`;

/** Second held-out set (issue 32), harder challenges (1800–1950): written from the challenge text alone, before any grading run. */
export const HARD: HoldoutCases = {
  'energy-longest-reading-outage': {
    right: [
      outage(),
      // one ROW_NUMBER over all meters still numbers each meter's missing days consecutively, so the islands are the same
      outage({ grp: 'day - (ROW_NUMBER() OVER (ORDER BY meter_id, day))::int' }),
      `WITH exp AS (SELECT m.id AS meter_id, d::date AS day FROM meters m, generate_series(GREATEST(m.installed_on, DATE '2024-03-01'), DATE '2024-03-31', interval '1 day') d),
            miss AS (SELECT meter_id, day FROM exp e WHERE NOT EXISTS (SELECT 1 FROM daily_readings r WHERE r.meter_id = e.meter_id AND r.reading_date = e.day)),
            flagged AS (SELECT meter_id, day, CASE WHEN day - 1 = LAG(day) OVER (PARTITION BY meter_id ORDER BY day) THEN 0 ELSE 1 END AS starts FROM miss),
            numbered AS (SELECT meter_id, day, SUM(starts) OVER (PARTITION BY meter_id ORDER BY day) AS k FROM flagged),
            outs AS (SELECT meter_id, k, MIN(day) AS s, MAX(day) AS e, COUNT(*) AS n FROM numbered GROUP BY meter_id, k),
            ranked AS (SELECT outs.*, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY n DESC, s) AS rn, SUM(n) OVER (PARTITION BY meter_id) AS tot FROM outs)
       SELECT m.serial, COALESCE(r.tot, 0) AS missing_days, COALESCE(r.n, 0) AS longest_outage_days, r.s AS outage_start, r.e AS outage_end
       FROM meters m LEFT JOIN ranked r ON r.meter_id = m.id AND r.rn = 1
       WHERE m.installed_on < DATE '2024-04-01'
       ORDER BY 3 DESC, 1`,
    ],
    wrong: [
      { sql: outage({ pick: 'n DESC, s DESC' }), why: 'when outages are equally long the earliest is shown, not the latest', cls: 'tie-break' },
      { sql: outage({ outer: 'JOIN' }), why: 'a meter without missing days is listed with 0 and NULL dates', cls: 'outer-vs-inner-join' },
      { sql: outage({ installed: 'true' }), why: 'meters installed after March are left out', cls: 'status-filter' },
      { sql: outage({ expectedFrom: 'd::date > m.installed_on' }), why: 'the installation day itself is an expected day', cls: 'inclusive-bound' },
      { sql: outage({ counts: 'b.tot AS missing_days, b.n AS longest_outage_days' }), why: 'a meter without missing days shows 0, not NULL', cls: 'null-handling' },
      { sql: outage({ expectedFrom: 'true' }), why: 'days before the installation are not expected days', cls: 'missing-lower-bound' },
    ],
  },
  'energy-first-day-bill-crosses-threshold': {
    right: [
      bill(),
      `WITH priced AS (
         SELECT r.meter_id, r.reading_date,
                r.kwh * (SELECT t.price_per_kwh FROM tariffs t JOIN meters m ON m.meter_type = t.meter_type
                         WHERE m.id = r.meter_id AND r.reading_date >= t.valid_from AND r.reading_date < COALESCE(t.valid_to, 'infinity'::date)) AS cost
         FROM daily_readings r),
            running AS (SELECT meter_id, reading_date, SUM(cost) OVER (PARTITION BY meter_id ORDER BY reading_date ROWS UNBOUNDED PRECEDING) AS to_date FROM priced),
            firsts AS (SELECT DISTINCT ON (r.meter_id) r.meter_id, r.reading_date, r.to_date FROM running r JOIN meters m ON m.id = r.meter_id
                       WHERE r.to_date >= CASE WHEN m.meter_type = 'residential' THEN 100 ELSE 400 END ORDER BY r.meter_id, r.reading_date)
       SELECT m.serial, m.meter_type, f.reading_date AS crossed_on, ROUND(f.to_date, 2) AS bill_at_crossing
       FROM meters m LEFT JOIN firsts f ON f.meter_id = m.id
       ORDER BY 3 NULLS LAST, 1`,
    ],
    wrong: [
      { sql: bill({ tariff: 't.valid_from <= r.reading_date AND (t.valid_to IS NULL OR r.reading_date <= t.valid_to)' }), why: 'valid_to is exclusive: on the change day two tariffs match and the reading is priced twice', cls: 'inclusive-bound' },
      { sql: bill({ tariff: 't.valid_from <= r.reading_date AND r.reading_date < t.valid_to' }), why: 'the current tariff has a NULL valid_to, and the comparison with NULL drops it', cls: 'null-handling' },
      { sql: bill({ tariff: 't.valid_to IS NULL' }), why: 'each reading is priced at the tariff in force on its day, not at the current one', cls: 'wrong-column' },
      { sql: bill({ budget: "CASE WHEN m.customer_name LIKE '%household%' THEN 100 ELSE 400 END" }), why: 'the budget follows meter_type, not the customer name', cls: 'type-from-code' },
      { sql: bill({ run: 'SUM(cost) OVER (ORDER BY reading_date)' }), why: 'no PARTITION BY meter: the bill to date adds up every meter', cls: 'window-partition' },
      { sql: bill({ cross: 'ROUND(r.to_date, 2)' }), why: 'compares the rounded bill: 99.996 rounds to 100.00 but has not reached the budget', cls: 'rounding-order' },
      { sql: bill({ join: 'JOIN' }), why: 'every meter is listed; those that never reach their budget show NULLs', cls: 'outer-vs-inner-join' },
      { sql: bill({ order: 'c.crossed_on NULLS FIRST, m.serial' }), why: 'meters that never cross come last', cls: 'tie-break' },
    ],
  },
  'finance-month-end-balances-by-account-type': {
    right: [
      grid(),
      `WITH me AS (SELECT (date_trunc('month', m) + interval '1 month - 1 day')::date AS month_end FROM generate_series(TIMESTAMP '2024-01-01', TIMESTAMP '2024-06-01', interval '1 month') m),
            lines AS (SELECT a.account_type, e.entry_date, ${SIGN} AS v
                      FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code
                      WHERE e.entry_date >= DATE '2024-01-01' AND e.entry_date < DATE '2024-07-01')
       SELECT me.month_end, t.account_type,
              COALESCE((SELECT SUM(v) FROM lines x WHERE x.account_type = t.account_type AND date_trunc('month', x.entry_date) = date_trunc('month', me.month_end)), 0) AS movement,
              COALESCE((SELECT SUM(v) FROM lines x WHERE x.account_type = t.account_type AND x.entry_date <= me.month_end), 0) AS closing_balance
       FROM me CROSS JOIN (SELECT DISTINCT account_type FROM gl_accounts) t
       ORDER BY 1, 2`,
    ],
    wrong: [
      { sql: grid({ ends: "d::date AS month_end FROM generate_series(DATE '2024-01-31', DATE '2024-06-30', interval '1 month') d" }), why: "stepping a month from 31 January gives 29 February, then 29 March, 29 April …: not the month ends", cls: 'calendar-arithmetic' },
      { sql: grid({ grid: false }), why: 'a type that did not move in a month must still have its row (movement 0), the grid has no holes', cls: 'outer-vs-inner-join' },
      { sql: grid({ sign: 'l.debit - l.credit' }), why: 'liability, equity and revenue move by credit - debit', cls: 'wrong-column' },
      { sql: grid({ sign: "CASE WHEN left(l.account_code, 1) IN ('1', '5', '6') THEN l.debit - l.credit ELSE l.credit - l.debit END" }), why: 'the sign follows the account_type column, not the first digit of the code', cls: 'type-from-code' },
      { sql: grid({ closing: 'SUM(net) OVER (ORDER BY month_end)' }), why: 'no PARTITION BY account type: the closing balance adds up all types', cls: 'window-partition' },
      { sql: grid({ where: "e.entry_date >= '2024-01-01'", month: "make_date(2024, EXTRACT(MONTH FROM e.entry_date)::int, 1) + interval '1 month' - interval '1 day'" }), why: 'matches months without the year and has no upper bound: a January 2025 entry lands in January 2024', cls: 'date-part-without-year' },
      {
        sql: grid().replace('SUM(net) OVER (PARTITION BY account_type ORDER BY month_end)',
          `(SELECT SUM(${SIGN}) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code WHERE a.account_type = g.account_type AND e.entry_date <= g.month_end)`),
        why: 'the closing balance has no lower bound and takes in the 2023 year-end accrual; balances start at 0 on 1 January',
        cls: 'missing-lower-bound',
      },
    ],
  },
};

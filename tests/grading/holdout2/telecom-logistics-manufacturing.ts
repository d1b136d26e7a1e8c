import { type HoldoutCases } from './types';

const downgrades = (win: string, cond = 'monthly_fee < prev_fee', order = 'changed_on, subscriber_id', from = 'plan_assignments a JOIN plans p ON p.id = a.plan_id'): string =>
  `WITH s AS (SELECT a.subscriber_id, a.valid_from, a.valid_to, p.code, p.monthly_fee, p.data_gb, p.retired_on,
                     LAG(p.code) OVER w AS prev_code, LAG(p.monthly_fee) OVER w AS prev_fee, LAG(a.valid_to) OVER w AS prev_to, LAG(p.data_gb) OVER w AS prev_gb
              FROM ${from} WINDOW w AS (${win}))
   SELECT subscriber_id, valid_from AS changed_on, prev_code AS old_plan, code AS new_plan, prev_fee - monthly_fee AS fee_drop
   FROM s WHERE ${cond} ORDER BY ${order}`;
const BY_SUB = 'PARTITION BY a.subscriber_id ORDER BY a.valid_from';

const dau = (opts: { days?: string; on?: string; active?: string; events?: string; join?: string } = {}): string =>
  `SELECT d.day, ${opts.active ?? 'COUNT(DISTINCT e.customer_id)'} AS active_customers, ${opts.events ?? 'COUNT(e.id)'} AS events
   FROM (SELECT g::date AS day FROM generate_series(${opts.days ?? "DATE '2025-03-01', DATE '2025-03-31'"}, interval '1 day') g) d
   ${opts.join ?? 'LEFT JOIN'} app_events e ON ${opts.on ?? 'e.event_ts >= d.day AND e.event_ts < d.day + 1'}
   GROUP BY d.day ORDER BY d.day`;

const lowest = (level: string, opts: { first?: string; closing?: string; low?: string } = {}): string =>
  `WITH l AS (SELECT sku, id, moved_at, qty, ${level} AS level_after FROM stock_movements),
        w AS (SELECT l.*, ${opts.low ?? 'MIN(level_after) OVER (PARTITION BY sku)'} AS lowest_level FROM l)
   SELECT sku, lowest_level, ${opts.first ?? 'MIN(moved_at) FILTER (WHERE level_after = lowest_level)'} AS first_reached_at,
          ${opts.closing ?? 'SUM(qty)'} AS closing_level
   FROM w GROUP BY sku, lowest_level ORDER BY lowest_level, sku`;
const LEVEL = 'SUM(qty) OVER (PARTITION BY sku ORDER BY moved_at, id)';

const scrap = (having: string, opts: { rate?: string; group?: string; order?: string } = {}): string =>
  `SELECT product_code, SUM(units_produced) AS units_produced, SUM(units_scrapped) AS units_scrapped,
          ${opts.rate ?? 'ROUND(100.0 * SUM(units_scrapped) / SUM(units_produced), 2)'} AS scrap_rate_pct
   FROM production_runs GROUP BY ${opts.group ?? 'product_code'} HAVING ${having}
   ORDER BY ${opts.order ?? 'scrap_rate_pct DESC, product_code'}`;
const RATE = '100.0 * SUM(units_scrapped) / SUM(units_produced)';

/** Second held-out set (issue 32), telecom, logistics and manufacturing: written from the challenge text alone, before any grading run. */
export const TELECOM_LOGISTICS_MANUFACTURING: HoldoutCases = {
  'telecom-plan-downgrades': {
    right: [
      `SELECT a.subscriber_id, a.valid_from AS changed_on, pp.code AS old_plan, p.code AS new_plan, pp.monthly_fee - p.monthly_fee AS fee_drop
       FROM plan_assignments a JOIN plans p ON p.id = a.plan_id
       JOIN plan_assignments b ON b.subscriber_id = a.subscriber_id
        AND b.valid_from = (SELECT MAX(x.valid_from) FROM plan_assignments x WHERE x.subscriber_id = a.subscriber_id AND x.valid_from < a.valid_from)
       JOIN plans pp ON pp.id = b.plan_id
       WHERE p.monthly_fee < pp.monthly_fee
       ORDER BY 2, 1`,
      downgrades(BY_SUB, 'prev_fee > monthly_fee AND prev_fee IS NOT NULL'),
    ],
    wrong: [
      { sql: downgrades('ORDER BY a.subscriber_id, a.valid_from'), why: "LAG without PARTITION BY: a subscriber's first assignment is compared with the previous subscriber's last one", cls: 'window-partition' },
      { sql: downgrades('PARTITION BY a.subscriber_id ORDER BY a.id'), why: 'assignments are ordered by valid_from, not by id (corrections were entered later)', cls: 'tie-break' },
      { sql: downgrades(BY_SUB, 'monthly_fee <= prev_fee'), why: 'a change to a plan with the same fee is not a downgrade', cls: 'inclusive-bound' },
      { sql: downgrades(BY_SUB, 'data_gb < prev_gb'), why: 'cheaper means a lower monthly_fee, not less data', cls: 'wrong-column' },
      { sql: downgrades(BY_SUB, 'monthly_fee < prev_fee AND prev_to = valid_from'), why: 'a downgrade counts even after a gap between the two assignments', cls: 'status-filter' },
      { sql: downgrades(BY_SUB, 'monthly_fee < prev_fee', 'changed_on, subscriber_id', 'plan_assignments a JOIN plans p ON p.id = a.plan_id AND p.retired_on IS NULL'), why: 'assignments of retired plans are part of the history and can be the previous plan', cls: 'status-filter' },
      { sql: downgrades(BY_SUB, 'monthly_fee < prev_fee', 'changed_on'), why: 'downgrades on the same day are not ordered by subscriber_id', cls: 'tie-break' },
    ],
  },
  'telecom-march-daily-active-customers': {
    right: [
      dau({ on: 'e.event_ts::date = d.day' }),
      `SELECT d::date AS day,
              (SELECT COUNT(DISTINCT customer_id) FROM app_events WHERE date_trunc('day', event_ts) = d) AS active_customers,
              (SELECT COUNT(*) FROM app_events WHERE date_trunc('day', event_ts) = d) AS events
       FROM generate_series(TIMESTAMP '2025-03-01', TIMESTAMP '2025-03-31', interval '1 day') d
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT event_ts::date AS day, COUNT(DISTINCT customer_id) AS active_customers, COUNT(*) AS events
              FROM app_events WHERE event_ts >= '2025-03-01' AND event_ts < '2025-04-01'
              GROUP BY 1 ORDER BY 1`,
        why: 'days without events (the outage) must appear with zeros',
        cls: 'outer-vs-inner-join',
      },
      { sql: dau({ events: 'COUNT(*)' }), why: 'COUNT(*) counts the NULL row of an empty day as one event', cls: 'count-col-vs-star' },
      { sql: dau({ active: 'COUNT(e.customer_id)' }), why: 'active customers are distinct; a customer with several events counts once', cls: 'distinct-misuse' },
      { sql: dau({ on: 'e.event_ts BETWEEN d.day AND d.day + 1' }), why: 'BETWEEN takes in midnight of the next day, so an event at 00:00 counts for two days', cls: 'timestamp-bound' },
      { sql: dau({ days: "DATE '2025-03-01', DATE '2025-03-30'" }), why: '31 March is part of the month', cls: 'timestamp-bound' },
      { sql: dau({ on: 'EXTRACT(DAY FROM e.event_ts) = EXTRACT(DAY FROM d.day)' }), why: 'the day of the month without month and year takes in events of other months', cls: 'date-part-without-year' },
      { sql: dau({ days: "DATE '2025-03-01', DATE '2025-03-01' + interval '1 month'" }), why: '1 March + 1 month is 1 April, which is not part of the dashboard', cls: 'calendar-arithmetic' },
    ],
  },
  'logistics-lowest-stock-level': {
    right: [
      `WITH l AS (SELECT m.sku, m.moved_at, m.qty,
                         (SELECT SUM(x.qty) FROM stock_movements x WHERE x.sku = m.sku AND (x.moved_at < m.moved_at OR (x.moved_at = m.moved_at AND x.id <= m.id))) AS level_after
                  FROM stock_movements m)
       SELECT sku, MIN(level_after) AS lowest_level,
              (SELECT MIN(l2.moved_at) FROM l l2 WHERE l2.sku = l.sku AND l2.level_after = MIN(l.level_after)) AS first_reached_at,
              SUM(qty) AS closing_level
       FROM l GROUP BY sku ORDER BY 2, 1`,
      lowest('SUM(qty) OVER (PARTITION BY sku ORDER BY moved_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)'),
    ],
    wrong: [
      { sql: lowest('SUM(qty) OVER (PARTITION BY sku ORDER BY moved_at)'), why: 'without id in the ORDER BY, two movements at the same moved_at share one level (the default RANGE frame), so the level between them is lost', cls: 'window-frame' },
      { sql: lowest('SUM(qty) OVER (PARTITION BY sku ORDER BY id)'), why: 'replays in id order; a back-dated row belongs at its moved_at', cls: 'tie-break' },
      { sql: lowest('SUM(qty) OVER (ORDER BY moved_at, id)'), why: 'no PARTITION BY sku: the level adds up every product', cls: 'window-partition' },
      { sql: lowest(LEVEL, { first: 'MAX(moved_at) FILTER (WHERE level_after = lowest_level)' }), why: 'first_reached_at is the first time the lowest level was reached, not the last', cls: 'wrong-aggregate' },
      { sql: lowest(LEVEL, { low: 'LEAST(MIN(level_after) OVER (PARTITION BY sku), 0)' }), why: 'the starting 0 is not a level after a movement; the lowest level is over the movements only', cls: 'negative-clipping' },
      { sql: lowest(LEVEL, { closing: '(ARRAY_AGG(level_after ORDER BY id DESC))[1]' }), why: 'the closing level is after the last movement by moved_at, not after the last id entered', cls: 'wrong-column' },
    ],
  },
  'manufacturing-high-scrap-products': {
    right: [
      scrap('SUM(units_scrapped) * 100 > 2 * SUM(units_produced)'),
      `SELECT product_code, produced AS units_produced, scrapped AS units_scrapped, ROUND(rate, 2) AS scrap_rate_pct FROM (
         SELECT product_code, SUM(units_produced) AS produced, SUM(units_scrapped) AS scrapped,
                SUM(units_scrapped)::numeric * 100 / SUM(units_produced) AS rate
         FROM production_runs GROUP BY product_code) t
       WHERE rate > 2 ORDER BY 4 DESC, 1`,
    ],
    wrong: [
      { sql: scrap('100 * SUM(units_scrapped) / SUM(units_produced) > 2'), why: 'integer division truncates the rate: 2.9 % becomes 2 and is dropped', cls: 'integer-division' },
      { sql: scrap('AVG(100.0 * units_scrapped / NULLIF(units_produced, 0)) > 2', { rate: 'ROUND(AVG(100.0 * units_scrapped / NULLIF(units_produced, 0)), 2)' }), why: 'the average of per-run rates is not the rate of the totals', cls: 'wrong-aggregate' },
      { sql: scrap(`ROUND(${RATE}, 2) > 2`), why: 'compares the rounded rate: 2.004 % rounds to 2.00 but is above 2 %', cls: 'rounding-order' },
      { sql: scrap(`${RATE} >= 2`), why: 'a product at exactly 2.00 % is not listed', cls: 'inclusive-bound' },
      { sql: scrap(`${RATE} - 2 > 0.01`), why: 'a tolerance drops a product at 2.005 %, which is above 2 %', cls: 'tolerance-for-equality' },
      { sql: scrap(`${RATE} > 2`, { group: 'product_code, machine_id' }), why: "the rate is over all the product's runs, not per machine", cls: 'group-granularity' },
      { sql: scrap(`${RATE} > 2`, { order: `${RATE} DESC, product_code` }), why: 'orders by the exact rate: products with the same rounded rate are not ordered by product_code', cls: 'rounding-order' },
    ],
  },
};

import { DEMO_CHALLENGES, type DemoChallenge } from '../support/catalogue';
import { grade, type PreparedChallenge } from '../../backend/src/grading/engine';
import { prepareDemo } from '../support/demo-prepared';
import { SandboxExecutor, sandboxUrls, type JsonValue } from '../../backend/src/grading/sandbox';

/**
 * Descriptions must be precise enough that a learner's *different* correct query passes on the
 * visible data and on every hidden variant; and a hard-coded copy of the visible answer must fail.
 * Each alternative below is written from the description alone, with another technique than the reference.
 */
const ALTERNATIVES: Record<string, string> = {
  'ecommerce-customers-without-orders': `
    SELECT id, name, signup_date FROM customers c
    WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)`,
  'ecommerce-category-revenue': `
    WITH lines AS (
      SELECT p.category, oi.order_id, oi.quantity, oi.quantity * oi.unit_price AS amount
      FROM order_items oi JOIN products p ON p.id = oi.product_id
      WHERE oi.order_id IN (SELECT id FROM orders WHERE status = 'delivered'))
    SELECT category, COUNT(DISTINCT order_id), SUM(quantity), ROUND(SUM(amount)::numeric, 2)
    FROM lines GROUP BY category HAVING SUM(amount) >= 300 ORDER BY 4 DESC, 1`,
  'ecommerce-orders-above-own-average': `
    SELECT order_id, customer_id, ROUND(total, 2) FROM (
      SELECT o.id AS order_id, o.customer_id, SUM(oi.quantity * oi.unit_price) AS total,
             AVG(SUM(oi.quantity * oi.unit_price)) OVER (PARTITION BY o.customer_id) AS avg_total
      FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.status <> 'cancelled' GROUP BY o.id, o.customer_id) t
    WHERE total > avg_total`,
  'ecommerce-customer-value-segments': `
    WITH rev AS (
      SELECT c.id, (SELECT COALESCE(SUM(oi.quantity * oi.unit_price), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id
                    WHERE o.customer_id = c.id AND o.status = 'delivered') AS r
      FROM customers c)
    SELECT CASE WHEN r >= 400 THEN 'high' WHEN r >= 200 THEN 'medium' WHEN r > 0 THEN 'low' ELSE 'none' END AS segment,
           COUNT(*), ROUND(COUNT(*) * 100.0 / (SELECT COUNT(*) FROM customers), 2)
    FROM rev GROUP BY 1`,
  'ecommerce-top-products-per-category': `
    WITH u AS (
      SELECT p.category, p.id, p.name, SUM(oi.quantity) AS units
      FROM products p JOIN order_items oi ON oi.product_id = p.id JOIN orders o ON o.id = oi.order_id
      WHERE o.status IN ('delivered', 'shipped') GROUP BY p.category, p.id, p.name)
    SELECT category, id, name, units,
           (SELECT COUNT(DISTINCT u2.units) FROM u u2 WHERE u2.category = u.category AND u2.units > u.units) + 1 AS rnk
    FROM u
    WHERE (SELECT COUNT(DISTINCT u2.units) FROM u u2 WHERE u2.category = u.category AND u2.units > u.units) < 2
    ORDER BY category, rnk, id`,
  'finance-account-balances': `
    SELECT a.id, a.holder_name,
           COALESCE((SELECT SUM(CASE WHEN t.txn_type IN ('withdrawal', 'transfer_out', 'fee') THEN -t.amount ELSE t.amount END)
                     FROM transactions t WHERE t.account_id = a.id), 0)
    FROM accounts a`,
  'finance-matched-transfers': `
    SELECT o.reference, (SELECT holder_name FROM accounts WHERE id = o.account_id),
           (SELECT holder_name FROM accounts WHERE id = i.account_id), o.amount, o.txn_date
    FROM (SELECT * FROM transactions WHERE txn_type = 'transfer_out') o
    JOIN (SELECT * FROM transactions WHERE txn_type = 'transfer_in') i USING (reference)`,
  'finance-running-balance': `
    SELECT t.account_id, t.id, t.txn_date,
           CASE WHEN t.txn_type IN ('deposit', 'transfer_in') THEN t.amount ELSE -t.amount END,
           (SELECT SUM(CASE WHEN x.txn_type IN ('deposit', 'transfer_in') THEN x.amount ELSE -x.amount END)
            FROM transactions x WHERE x.account_id = t.account_id AND (x.txn_date, x.id) <= (t.txn_date, t.id))
    FROM transactions t ORDER BY 1, 3, 2`,
  'finance-dormant-accounts': `
    SELECT a.id, a.holder_name, MAX(t.txn_date)
    FROM accounts a LEFT JOIN transactions t ON t.account_id = a.id
    WHERE a.status = 'active'
    GROUP BY a.id, a.holder_name
    HAVING MAX(t.txn_date) IS NULL OR MAX(t.txn_date) < '2024-05-01'`,
  'finance-monthly-cash-flow': `
    WITH m AS (SELECT d::date AS month FROM generate_series(timestamp '2024-01-01', timestamp '2024-06-01', interval '1 month') d),
    f AS (
      SELECT m.month,
             (SELECT COALESCE(SUM(amount), 0) FROM transactions WHERE txn_type IN ('deposit', 'transfer_in')
                AND txn_date >= m.month AND txn_date < m.month + interval '1 month') AS i,
             (SELECT COALESCE(SUM(amount), 0) FROM transactions WHERE txn_type NOT IN ('deposit', 'transfer_in')
                AND txn_date >= m.month AND txn_date < m.month + interval '1 month') AS o
      FROM m)
    SELECT month, i, o, i - o, SUM(i - o) OVER (ORDER BY month ROWS UNBOUNDED PRECEDING) FROM f ORDER BY month`,
  'saas-free-email-domains': `
    SELECT id, email, lower(substring(email FROM position('@' IN email) + 1)) AS d
    FROM users
    WHERE email ILIKE '%@gmail.com' OR email ILIKE '%@outlook.com' OR email ILIKE '%@yahoo.com'
    ORDER BY d, id`,
  'saas-account-mrr-seats': `
    SELECT a.id, a.company,
           (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions s WHERE s.account_id = a.id
              AND '2024-06-30' BETWEEN s.start_date AND COALESCE(s.end_date, '9999-12-31')),
           (SELECT COUNT(*) FROM users u WHERE u.account_id = a.id)
    FROM accounts a`,
  'saas-fully-active-accounts': `
    SELECT a.id, a.company
    FROM accounts a JOIN users u ON u.account_id = a.id
    LEFT JOIN (SELECT DISTINCT user_id FROM logins WHERE login_date >= '2024-06-01' AND login_date < '2024-07-01') j ON j.user_id = u.id
    GROUP BY a.id, a.company
    HAVING COUNT(*) = COUNT(j.user_id)`,
  'saas-plan-changes': `
    WITH s AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY start_date, id) AS n FROM subscriptions)
    SELECT cur.id, cur.account_id, prev.plan, cur.plan, cur.start_date, cur.mrr - prev.mrr,
           CASE SIGN(cur.mrr - prev.mrr) WHEN 1 THEN 'upgrade' WHEN -1 THEN 'downgrade' ELSE 'flat' END
    FROM s cur JOIN s prev ON prev.account_id = cur.account_id AND prev.n = cur.n - 1
    ORDER BY cur.start_date, cur.id`,
  'saas-monthly-mrr-movements': `
    SELECT m::date,
           (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions WHERE date_trunc('month', start_date) = m),
           (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions WHERE date_trunc('month', end_date) = m),
           (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions WHERE date_trunc('month', start_date) = m)
             - (SELECT COALESCE(SUM(mrr), 0) FROM subscriptions WHERE date_trunc('month', end_date) = m)
    FROM generate_series(timestamp '2024-01-01', timestamp '2024-06-01', interval '1 month') m
    ORDER BY 1`,
  'healthcare-senior-patients': `
    SELECT id, full_name, birth_date, date_part('year', age('2024-01-01'::date, birth_date))
    FROM patients
    WHERE date_part('year', age('2024-01-01'::date, birth_date)) >= 65
    ORDER BY birth_date, id`,
  'healthcare-no-show-rate': `
    SELECT d.specialty, COUNT(*), SUM(CASE WHEN a.status = 'no_show' THEN 1 ELSE 0 END),
           ROUND(AVG(CASE WHEN a.status = 'no_show' THEN 100.0 ELSE 0 END), 2) AS pct
    FROM doctors d JOIN appointments a ON a.doctor_id = d.id
    WHERE a.status IN ('completed', 'no_show')
    GROUP BY d.specialty ORDER BY pct DESC, d.specialty`,
  'healthcare-follow-up-visits': `
    SELECT DISTINCT a.id, a.patient_id, a.doctor_id, a.appt_date
    FROM appointments a
    JOIN appointments f ON f.patient_id = a.patient_id AND f.doctor_id = a.doctor_id AND f.status = 'completed'
     AND f.appt_date - a.appt_date BETWEEN 1 AND 30
    WHERE a.status = 'completed'`,
  'healthcare-visit-gaps': `
    SELECT a.patient_id, a.id, a.appt_date,
           (SELECT COUNT(*) FROM appointments b WHERE b.status = 'completed' AND b.patient_id = a.patient_id
              AND (b.appt_date, b.id) <= (a.appt_date, a.id)) AS n,
           a.appt_date - (SELECT b.appt_date FROM appointments b WHERE b.status = 'completed' AND b.patient_id = a.patient_id
              AND (b.appt_date, b.id) < (a.appt_date, a.id) ORDER BY b.appt_date DESC, b.id DESC LIMIT 1)
    FROM appointments a WHERE a.status = 'completed'
    ORDER BY a.patient_id, n`,
  'healthcare-age-band-utilisation': `
    WITH v AS (
      SELECT a.patient_id, a.fee,
             -- not age(…) < interval '18 years': interval comparison counts 17 years 11 months 30 days as 18 years
             CASE WHEN a.appt_date < p.birth_date + interval '18 years' THEN '0-17'
                  WHEN a.appt_date < p.birth_date + interval '40 years' THEN '18-39'
                  WHEN a.appt_date < p.birth_date + interval '65 years' THEN '40-64'
                  ELSE '65+' END AS band
      FROM appointments a JOIN patients p ON p.id = a.patient_id WHERE a.status = 'completed')
    SELECT band, COUNT(*), COUNT(DISTINCT patient_id), SUM(fee),
           ROUND(100 * SUM(fee) / (SELECT SUM(fee) FROM v), 2)
    FROM v GROUP BY band ORDER BY band`,
  'logistics-warehouse-volume': `
    SELECT w.name, (SELECT COUNT(*) FROM shipments s WHERE s.warehouse_id = w.id),
           (SELECT COALESCE(SUM(weight_kg), 0) FROM shipments s WHERE s.warehouse_id = w.id)
    FROM warehouses w`,
  'logistics-carrier-on-time-rate': `
    SELECT carrier, COUNT(delivered_date), SUM(CASE WHEN delivered_date <= promised_date THEN 1 ELSE 0 END),
           ROUND(SUM(CASE WHEN delivered_date <= promised_date THEN 1 ELSE 0 END) * 100.0 / COUNT(delivered_date), 2) AS pct
    FROM shipments GROUP BY carrier HAVING COUNT(delivered_date) >= 4 ORDER BY pct DESC, carrier`,
  'logistics-costliest-per-warehouse': `
    SELECT warehouse_id, id, destination_city, cost FROM (
      SELECT *, RANK() OVER (PARTITION BY warehouse_id ORDER BY cost DESC) AS r FROM shipments) s
    WHERE r = 1`,
  'logistics-rolling-shipped-weight': `
    SELECT d::date,
           (SELECT COUNT(*) FROM shipments WHERE shipped_date = d::date),
           (SELECT COALESCE(SUM(weight_kg), 0) FROM shipments WHERE shipped_date = d::date),
           (SELECT COALESCE(SUM(weight_kg), 0) FROM shipments
             WHERE shipped_date BETWEEN GREATEST(d::date - 2, DATE '2024-03-01') AND d::date)
    FROM generate_series(DATE '2024-03-01', DATE '2024-03-14', interval '1 day') d
    ORDER BY 1`,
  'logistics-carrier-transit-times': `
    SELECT carrier, COUNT(*),
           percentile_cont(0.5) WITHIN GROUP (ORDER BY delivered_date - shipped_date) AS med,
           ROUND(AVG(CASE WHEN delivered_date > promised_date THEN delivered_date - promised_date ELSE 0 END), 2),
           ROUND(100.0 * SUM(CASE WHEN delivered_date > promised_date THEN 1 ELSE 0 END) / COUNT(*), 2)
    FROM shipments WHERE delivered_date IS NOT NULL
    GROUP BY carrier ORDER BY med, carrier`,
  'hr-department-headcount': `
    SELECT d.name, x.n, ROUND(x.a, 2), x.m
    FROM departments d
    JOIN (SELECT department_id, COUNT(*) AS n, AVG(salary) AS a, MAX(salary) AS m FROM employees GROUP BY department_id) x
      ON x.department_id = d.id
    WHERE x.n >= 3 ORDER BY x.n DESC, d.name`,
  'hr-earning-more-than-manager': `
    SELECT e.full_name, e.salary, (SELECT full_name FROM employees WHERE id = e.manager_id), (SELECT salary FROM employees WHERE id = e.manager_id)
    FROM employees e
    WHERE e.salary > (SELECT salary FROM employees WHERE id = e.manager_id)`,
  'hr-top-salaries-per-department': `
    SELECT d.name, e.id, e.full_name, e.salary,
           (SELECT COUNT(DISTINCT x.salary) FROM employees x WHERE x.department_id = e.department_id AND x.salary > e.salary) + 1 AS r
    FROM employees e JOIN departments d ON d.id = e.department_id
    WHERE (SELECT COUNT(DISTINCT x.salary) FROM employees x WHERE x.department_id = e.department_id AND x.salary > e.salary) < 3
    ORDER BY d.name, r, e.id`,
  'hr-managers-with-strong-teams': `
    SELECT m.id, m.full_name
    FROM employees m JOIN employees e ON e.manager_id = m.id
    LEFT JOIN reviews r ON r.employee_id = e.id AND r.review_year = 2023
    GROUP BY m.id, m.full_name
    HAVING COUNT(*) = COUNT(*) FILTER (WHERE r.rating >= 4)`,
  'hr-org-span-of-control': `
    WITH RECURSIVE below AS (
      SELECT id AS root, id AS member FROM employees
      UNION ALL
      SELECT b.root, e.id FROM below b JOIN employees e ON e.manager_id = b.member)
    SELECT b.root, m.full_name, COUNT(*) AS size, SUM(e.salary)
    FROM below b JOIN employees m ON m.id = b.root JOIN employees e ON e.id = b.member
    WHERE b.member <> b.root
    GROUP BY b.root, m.full_name ORDER BY size DESC, b.root`,
  'marketing-ctr-and-cpc': `
    SELECT campaign_id, SUM(impressions), SUM(clicks), SUM(spend),
           CASE WHEN SUM(impressions) = 0 THEN NULL ELSE ROUND(SUM(clicks) * 100.0 / SUM(impressions), 2) END,
           CASE WHEN SUM(clicks) = 0 THEN NULL ELSE ROUND(SUM(spend) / SUM(clicks), 2) END
    FROM weekly_stats GROUP BY campaign_id ORDER BY 1`,
  'marketing-webinar-only-leads': `
    SELECT DISTINCT lower(trim(w.email))
    FROM signups w
    WHERE w.source = 'webinar'
      AND NOT EXISTS (SELECT 1 FROM signups n WHERE n.source = 'newsletter' AND lower(trim(n.email)) = lower(trim(w.email)))`,
  'marketing-week-over-week-clicks': `
    SELECT c.campaign_id, c.week_start, c.clicks, p.clicks,
           ROUND((c.clicks - p.clicks) * 100.0 / NULLIF(p.clicks, 0), 2)
    FROM weekly_stats c
    LEFT JOIN weekly_stats p ON p.campaign_id = c.campaign_id
     AND p.week_start = (SELECT MAX(week_start) FROM weekly_stats x WHERE x.campaign_id = c.campaign_id AND x.week_start < c.week_start)
    ORDER BY 1, 2`,
  'marketing-roas-by-channel': `
    SELECT ch.channel,
           COALESCE((SELECT SUM(spend) FROM weekly_stats w JOIN campaigns c ON c.id = w.campaign_id WHERE c.channel = ch.channel), 0) AS s,
           COALESCE((SELECT SUM(revenue) FROM conversions v JOIN campaigns c ON c.id = v.campaign_id WHERE c.channel = ch.channel), 0) AS r,
           ROUND(COALESCE((SELECT SUM(revenue) FROM conversions v JOIN campaigns c ON c.id = v.campaign_id WHERE c.channel = ch.channel), 0)
             / NULLIF((SELECT SUM(spend) FROM weekly_stats w JOIN campaigns c ON c.id = w.campaign_id WHERE c.channel = ch.channel), 0), 2)
    FROM (SELECT DISTINCT c.channel FROM campaigns c
          WHERE EXISTS (SELECT 1 FROM weekly_stats w WHERE w.campaign_id = c.id)
             OR EXISTS (SELECT 1 FROM conversions v WHERE v.campaign_id = c.id)) ch`,
  'marketing-revenue-pareto': `
    WITH r AS (
      SELECT c.id, c.name, SUM(v.revenue) AS revenue,
             ROW_NUMBER() OVER (ORDER BY SUM(v.revenue) DESC, c.id) AS pos
      FROM campaigns c JOIN conversions v ON v.campaign_id = c.id GROUP BY c.id, c.name),
    cum AS (SELECT r.*, (SELECT SUM(r2.revenue) FROM r r2 WHERE r2.pos <= r.pos) AS running, (SELECT SUM(revenue) FROM r) AS total FROM r)
    SELECT id, name, revenue, ROUND(running * 100 / total, 2)
    FROM cum
    WHERE pos <= (SELECT MIN(pos) FROM cum WHERE running >= 0.8 * total)
    ORDER BY revenue DESC, id`,
  'gaming-spend-by-country': `
    WITH per_player AS (
      SELECT p.id, p.country, (SELECT SUM(amount) FROM purchases u WHERE u.player_id = p.id) AS spent FROM players p)
    SELECT country, COUNT(*), COUNT(spent), COALESCE(SUM(spent), 0) AS total
    FROM per_player GROUP BY country ORDER BY total DESC, country`,
  'gaming-player-win-rates': `
    SELECT p.id, p.username, COUNT(*), SUM(mp.won::int), ROUND(AVG(mp.won::int) * 100, 2) AS rate
    FROM players p JOIN match_players mp ON mp.player_id = p.id
    GROUP BY p.id HAVING COUNT(*) > 2 ORDER BY rate DESC, p.id`,
  'gaming-top-scorer-lost': `
    SELECT match_id, player_id, score FROM (
      SELECT *, RANK() OVER (PARTITION BY match_id ORDER BY score DESC) AS r FROM match_players) x
    WHERE r = 1 AND won = false`,
  'gaming-early-retention': `
    SELECT date_trunc('month', p.joined_on)::date AS cohort, COUNT(DISTINCT p.id), COUNT(DISTINCT r.player_id),
           ROUND(COUNT(DISTINCT r.player_id) * 100.0 / COUNT(DISTINCT p.id), 2)
    FROM players p
    LEFT JOIN (SELECT mp.player_id, m.played_on FROM match_players mp JOIN matches m ON m.id = mp.match_id) r
      ON r.player_id = p.id AND r.played_on - p.joined_on BETWEEN 1 AND 7
    GROUP BY 1 ORDER BY 1`,
  'gaming-longest-win-streak': `
    WITH h AS (
      SELECT mp.player_id, mp.won,
             ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.played_on, m.id)
               - ROW_NUMBER() OVER (PARTITION BY mp.player_id, mp.won ORDER BY m.played_on, m.id) AS island
      FROM match_players mp JOIN matches m ON m.id = mp.match_id),
    runs AS (SELECT player_id, island, COUNT(*) FILTER (WHERE won) AS wins FROM h GROUP BY player_id, island)
    SELECT p.id, p.username, MAX(r.wins) AS best
    FROM players p JOIN runs r ON r.player_id = p.id
    GROUP BY p.id, p.username ORDER BY best DESC, p.id`,
};

function literal(v: JsonValue): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
}

/** The visible expected answer typed in as constants: what a learner who fits the sample would submit. */
function hardCoded(prepared: PreparedChallenge): string {
  const rows = prepared.expected.map((r) => `(${r.map(literal).join(', ')})`);
  return `SELECT * FROM (VALUES ${rows.join(', ')}) AS answer`;
}

describe('demo catalogue: alternative correct solutions pass, hard-coded answers fail', () => {
  let executor: SandboxExecutor;
  const prepared = new Map<string, PreparedChallenge>();

  const prepare = async (c: DemoChallenge): Promise<PreparedChallenge> => {
    const hit = prepared.get(c.slug);
    if (hit) return hit;
    const p = await prepareDemo(executor, c);
    expect(p.problems).toEqual([]);
    prepared.set(c.slug, p);
    return p;
  };

  beforeAll(() => {
    const url = process.env.TEST_SANDBOX_URL;
    if (!url) throw new Error('TEST_SANDBOX_URL is unset: run tests through jest');
    const urls = sandboxUrls(url);
    executor = new SandboxExecutor({ runnerUrl: urls.runnerUrl, watchdogUrl: urls.watchdogUrl, poolSize: 2 });
  });

  afterAll(async () => {
    await executor.close();
  });

  test('every alternative names a real challenge', () => {
    const slugs = new Set(DEMO_CHALLENGES.map((c) => c.slug));
    expect(Object.keys(ALTERNATIVES).filter((s) => !slugs.has(s))).toEqual([]);
  });

  test.each(DEMO_CHALLENGES.filter((c) => ALTERNATIVES[c.slug]).map((c) => [c.slug, c] as const))(
    '%s: an alternative correct query is graded correct',
    async (_slug, c) => {
      const result = await grade(executor, await prepare(c), ALTERNATIVES[c.slug] as string, { learnerKey: `alt:${c.slug}` });
      expect({ correct: result.correct, message: result.message }).toEqual({ correct: true, message: 'Correct!' });
    },
  );

  test.each(DEMO_CHALLENGES.map((c) => [c.slug, c] as const))('%s: the visible answer hard-coded fails on a hidden dataset', async (_slug, c) => {
    const p = await prepare(c);
    const result = await grade(executor, p, hardCoded(p), { learnerKey: `hard:${c.slug}` });
    expect(result.correct).toBe(false);
    expect(result.error).toBeNull();
    expect(result.message).toMatch(/hidden dataset/);
  });
});

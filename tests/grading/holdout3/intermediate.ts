import { type HoldoutCases } from './types';

const budgetVsActual = (actual: string, join = 'FULL JOIN', select = 'COALESCE(a.month, b.month) AS month, COALESCE(a.category, b.category) AS category, COALESCE(b.amount, 0) AS budget, COALESCE(a.actual, 0) AS actual, COALESCE(a.actual, 0) - COALESCE(b.amount, 0) AS variance'): string => `
  WITH a AS (${actual})
  SELECT ${select}
  FROM a ${join} budgets b ON b.month = a.month AND b.category = a.category
  ORDER BY month, category`;
const ACTUAL = "SELECT date_trunc('month', paid_on)::date AS month, category, SUM(amount) AS actual FROM ledger_payments GROUP BY 1, 2";

const pivot = (cols: string, join = 'LEFT JOIN stock_movements m ON m.store_id = s.id'): string => `
  SELECT s.name AS store, ${cols}
  FROM stores s ${join}
  GROUP BY s.id, s.name ORDER BY store`;
const DELIVERED = "COALESCE(SUM(m.quantity) FILTER (WHERE m.reason = 'delivery'), 0) AS delivered";
const SOLD = "COALESCE(-SUM(m.quantity) FILTER (WHERE m.reason = 'sale'), 0) AS sold";
const RETURNED = "COALESCE(SUM(m.quantity) FILTER (WHERE m.reason = 'return'), 0) AS returned";
const ADJUSTED = "COALESCE(SUM(m.quantity) FILTER (WHERE m.reason = 'adjustment'), 0) AS adjusted";

/** Third held-out set (issue 32), challenges rated 1150–1450: written from the challenge text alone, before any grading run. */
export const INTERMEDIATE: HoldoutCases = {
  'hr-strong-skills-staffing-sheet': {
    right: [
      `SELECT e.id, e.team, e.full_name, COUNT(st.name) AS strong_count, string_agg(st.name, ', ' ORDER BY st.name) AS strong_skills
       FROM employees e
       LEFT JOIN (SELECT es.employee_id, s.name FROM employee_skills es JOIN skills s ON s.id = es.skill_id WHERE es.proficiency IN (4, 5)) st
         ON st.employee_id = e.id
       GROUP BY e.id
       ORDER BY e.team, e.full_name, e.id`,
      `SELECT e.id, e.team, e.full_name,
              (SELECT COUNT(*) FROM employee_skills es WHERE es.employee_id = e.id AND es.proficiency >= 4) AS strong_count,
              (SELECT string_agg(s.name, ', ' ORDER BY s.name) FROM employee_skills es JOIN skills s ON s.id = es.skill_id
                WHERE es.employee_id = e.id AND es.proficiency >= 4) AS strong_skills
       FROM employees e
       ORDER BY 2, 3, 1`,
    ],
    wrong: [
      {
        sql: `SELECT e.id, e.team, e.full_name, COUNT(s.name) AS strong_count, string_agg(s.name, ', ' ORDER BY s.name) AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id LEFT JOIN skills s ON s.id = es.skill_id
              WHERE es.proficiency >= 4
              GROUP BY e.id, e.team, e.full_name ORDER BY e.team, e.full_name, e.id`,
        why: 'the WHERE on the outer-joined table drops employees without a strong skill',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT e.id, e.team, e.full_name, COUNT(s.name) AS strong_count, string_agg(s.name, ', ' ORDER BY s.name) AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.proficiency > 4 LEFT JOIN skills s ON s.id = es.skill_id
              GROUP BY e.id, e.team, e.full_name ORDER BY e.team, e.full_name, e.id`,
        why: 'a proficiency of 4 is strong too',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT e.id, e.team, e.full_name, COUNT(*) AS strong_count, string_agg(s.name, ', ' ORDER BY s.name) AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.proficiency >= 4 LEFT JOIN skills s ON s.id = es.skill_id
              GROUP BY e.id, e.team, e.full_name ORDER BY e.team, e.full_name, e.id`,
        why: 'COUNT(*) counts the NULL row of an employee without a strong skill as 1',
        cls: 'count-col-vs-star',
      },
      {
        sql: `SELECT e.id, e.team, e.full_name, COUNT(s.name) AS strong_count, COALESCE(string_agg(s.name, ', ' ORDER BY s.name), '') AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.proficiency >= 4 LEFT JOIN skills s ON s.id = es.skill_id
              GROUP BY e.id, e.team, e.full_name ORDER BY e.team, e.full_name, e.id`,
        why: 'an employee without a strong skill shows NULL, not an empty string',
        cls: 'null-handling',
      },
      {
        sql: `SELECT e.id, e.team, e.full_name, COUNT(s.name) AS strong_count, string_agg(s.name, ', ') AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.proficiency >= 4 LEFT JOIN skills s ON s.id = es.skill_id
              GROUP BY e.id, e.team, e.full_name ORDER BY e.team, e.full_name, e.id`,
        why: 'the skills are not joined in alphabetical order',
        cls: 'tie-break',
      },
      {
        sql: `SELECT MIN(e.id) AS id, e.team, e.full_name, COUNT(s.name) AS strong_count, string_agg(s.name, ', ' ORDER BY s.name) AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.proficiency >= 4 LEFT JOIN skills s ON s.id = es.skill_id
              GROUP BY e.team, e.full_name ORDER BY e.team, e.full_name, 1`,
        why: 'two different people with the same name in one team are merged',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT e.id, e.team, e.full_name, COUNT(s.name) AS strong_count, string_agg(s.name, ', ' ORDER BY s.name) AS strong_skills
              FROM employees e LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.proficiency >= 4 LEFT JOIN skills s ON s.id = es.employee_id
              GROUP BY e.id, e.team, e.full_name ORDER BY e.team, e.full_name, e.id`,
        why: 'skills joined on the employee id instead of the skill id',
        cls: 'wrong-join-key',
      },
    ],
  },
  'telecom-plan-on-quarter-end': {
    right: [
      `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
       FROM subscribers s JOIN plan_assignments a ON a.subscriber_id = s.id JOIN plans p ON p.id = a.plan_id
       WHERE daterange(a.valid_from, a.valid_to) @> DATE '2024-06-30'
       ORDER BY 1`,
      `SELECT a.subscriber_id, (SELECT full_name FROM subscribers WHERE id = a.subscriber_id) AS full_name, p.code AS plan_code, p.monthly_fee
       FROM plan_assignments a JOIN plans p ON p.id = a.plan_id
       WHERE a.valid_from <= DATE '2024-06-30' AND COALESCE(a.valid_to, DATE '9999-12-31') > DATE '2024-06-30'
       ORDER BY a.subscriber_id`,
    ],
    wrong: [
      {
        sql: `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM plan_assignments a JOIN subscribers s ON s.id = a.subscriber_id JOIN plans p ON p.id = a.plan_id
              WHERE a.valid_from <= '2024-06-30' AND (a.valid_to IS NULL OR a.valid_to >= '2024-06-30')
              ORDER BY subscriber_id`,
        why: 'an assignment with valid_to = 2024-06-30 ended the day before',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM plan_assignments a JOIN subscribers s ON s.id = a.subscriber_id JOIN plans p ON p.id = a.plan_id
              WHERE a.valid_from <= '2024-06-30' AND a.valid_to > '2024-06-30'
              ORDER BY subscriber_id`,
        why: 'current assignments (valid_to NULL) are in force too',
        cls: 'null-handling',
      },
      {
        sql: `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM plan_assignments a JOIN subscribers s ON s.id = a.subscriber_id JOIN plans p ON p.id = a.plan_id
              WHERE a.valid_to IS NULL OR a.valid_to > '2024-06-30'
              ORDER BY subscriber_id`,
        why: 'an assignment that only starts after 30 June is taken in',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM plan_assignments a JOIN subscribers s ON s.id = a.subscriber_id JOIN plans p ON p.id = a.plan_id
              WHERE a.valid_from <= '2024-06-30' AND a.valid_to IS NULL OR a.valid_to > '2024-06-30'
              ORDER BY subscriber_id`,
        why: 'AND binds tighter than OR: a future assignment with an end date is taken in',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM subscribers s LEFT JOIN plan_assignments a ON a.subscriber_id = s.id
                AND a.valid_from <= '2024-06-30' AND (a.valid_to IS NULL OR a.valid_to > '2024-06-30')
              LEFT JOIN plans p ON p.id = a.plan_id
              ORDER BY subscriber_id`,
        why: 'subscribers without an assignment in force are not listed',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM plan_assignments a JOIN subscribers s ON s.id = a.subscriber_id JOIN plans p ON p.id = a.plan_id
              WHERE a.valid_from <= '2024-06-30' AND (a.valid_to IS NULL OR a.valid_to > '2024-06-30') AND p.retired_on IS NULL
              ORDER BY subscriber_id`,
        why: 'a plan retired since is still the plan the subscriber had on 30 June',
        cls: 'status-filter',
      },
      {
        sql: `SELECT DISTINCT ON (s.id) s.id AS subscriber_id, s.full_name, p.code AS plan_code, p.monthly_fee
              FROM plan_assignments a JOIN subscribers s ON s.id = a.subscriber_id JOIN plans p ON p.id = a.plan_id
              WHERE a.valid_from <= '2024-06-30'
              ORDER BY s.id, a.valid_from DESC`,
        why: 'the last assignment started by 30 June may have ended before it (a subscriber between plans or gone)',
        cls: 'incomplete-predicate',
      },
    ],
  },
  'science-instrument-june-usage': {
    right: [
      `WITH june AS (SELECT instrument_id, sample_id, started_at FROM runs
                     WHERE status = 'ok' AND started_at >= DATE '2024-06-01' AND started_at < DATE '2024-07-01')
       SELECT i.name AS instrument, COUNT(DISTINCT j.sample_id) AS samples_measured, MAX(j.started_at) AS last_run_at
       FROM instruments i LEFT JOIN june j ON j.instrument_id = i.id
       GROUP BY i.name ORDER BY instrument`,
      `SELECT i.name AS instrument,
              (SELECT COUNT(DISTINCT r.sample_id) FROM runs r WHERE r.instrument_id = i.id AND r.status = 'ok'
                 AND r.started_at >= '2024-06-01' AND r.started_at < '2024-07-01') AS samples_measured,
              (SELECT MAX(r.started_at) FROM runs r WHERE r.instrument_id = i.id AND r.status = 'ok'
                 AND date_trunc('month', r.started_at) = TIMESTAMP '2024-06-01') AS last_run_at
       FROM instruments i ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT i.name AS instrument, COUNT(DISTINCT r.sample_id) AS samples_measured, MAX(r.started_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id
              WHERE r.status = 'ok' AND r.started_at >= '2024-06-01' AND r.started_at < '2024-07-01'
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'the conditions in WHERE drop instruments without a June run',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT i.name AS instrument, COUNT(r.sample_id) AS samples_measured, MAX(r.started_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id AND r.status = 'ok'
                AND r.started_at >= '2024-06-01' AND r.started_at < '2024-07-01'
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'a sample measured twice counts once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT i.name AS instrument, COUNT(DISTINCT r.sample_id) AS samples_measured, MAX(r.started_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id
                AND r.started_at >= '2024-06-01' AND r.started_at < '2024-07-01'
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'failed and aborted runs do not count',
        cls: 'status-filter',
      },
      {
        sql: `SELECT i.name AS instrument, COUNT(DISTINCT r.sample_id) AS samples_measured, MAX(r.started_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id AND r.status = 'ok'
                AND r.started_at BETWEEN '2024-06-01' AND '2024-06-30'
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'BETWEEN on timestamps stops at midnight of 30 June: runs later that day are lost',
        cls: 'timestamp-bound',
      },
      {
        sql: `SELECT i.name AS instrument, COUNT(DISTINCT r.sample_id) AS samples_measured, MAX(r.started_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id AND r.status = 'ok'
                AND EXTRACT(MONTH FROM r.started_at) = 6
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'June of any year counts, not June 2024 only',
        cls: 'date-part-without-year',
      },
      {
        sql: `SELECT i.name AS instrument, COUNT(DISTINCT r.sample_id) AS samples_measured, MAX(r.uploaded_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id AND r.status = 'ok'
                AND r.started_at >= '2024-06-01' AND r.started_at < '2024-07-01'
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'last_run_at is the latest started_at, not the upload time',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT i.name AS instrument, COUNT(DISTINCT r.sample_id) AS samples_measured, MAX(r.started_at) AS last_run_at
              FROM instruments i LEFT JOIN runs r ON r.instrument_id = i.id AND r.status = 'ok'
                AND r.uploaded_at >= '2024-06-01' AND r.uploaded_at < '2024-07-01'
              GROUP BY i.id, i.name ORDER BY i.name`,
        why: 'the month is taken from the upload time instead of the start of the run',
        cls: 'wrong-column',
      },
    ],
  },
  'nonprofit-donors-never-completed': {
    right: [
      `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
       LEFT JOIN donations dn ON dn.donor_id = d.id AND dn.status = 'completed'
       WHERE dn.id IS NULL
       ORDER BY d.registered_on, d.id`,
      `SELECT id AS donor_id, full_name, registered_on FROM donors
       WHERE id NOT IN (SELECT donor_id FROM donations WHERE status = 'completed')
       ORDER BY 3, 1`,
      `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d LEFT JOIN donations dn ON dn.donor_id = d.id
       GROUP BY d.id, d.full_name, d.registered_on
       HAVING COUNT(*) FILTER (WHERE dn.status = 'completed') = 0
       ORDER BY d.registered_on, d.id`,
    ],
    wrong: [
      {
        sql: `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              WHERE NOT EXISTS (SELECT 1 FROM donations dn WHERE dn.donor_id = d.id)
              ORDER BY d.registered_on, d.id`,
        why: 'donors whose every donation was refunded are left out',
        cls: 'status-filter',
      },
      {
        sql: `SELECT DISTINCT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              LEFT JOIN donations dn ON dn.donor_id = d.id
              WHERE dn.id IS NULL OR dn.status = 'refunded'
              ORDER BY d.registered_on, d.id`,
        why: 'a donor with one refunded and one completed donation is listed',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              JOIN donations dn ON dn.donor_id = d.id
              GROUP BY d.id, d.full_name, d.registered_on
              HAVING COUNT(*) FILTER (WHERE dn.status = 'completed') = 0
              ORDER BY d.registered_on, d.id`,
        why: 'the inner join drops donors who never donated',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              WHERE d.id NOT IN (SELECT dn.donor_id FROM donations dn WHERE dn.status = 'completed' AND dn.campaign_id IS NOT NULL)
              ORDER BY d.registered_on, d.id`,
        why: 'a completed direct debit without a campaign is a completed donation too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              WHERE NOT EXISTS (SELECT 1 FROM donations dn WHERE dn.donor_id = d.id AND dn.status = 'completed')
              ORDER BY d.registered_on`,
        why: 'donors registered on the same day are not ordered by id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              LEFT JOIN donations dn ON dn.donor_id = d.id
              GROUP BY d.id, d.full_name, d.registered_on
              HAVING SUM(CASE WHEN dn.status = 'completed' THEN dn.amount ELSE 0 END) < 1
              ORDER BY d.registered_on, d.id`,
        why: 'a completed gift below 1.00 is still a completed gift',
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT d.id AS donor_id, d.full_name, d.registered_on FROM donors d
              WHERE d.id NOT IN (SELECT CASE WHEN dn.status = 'completed' THEN dn.donor_id END FROM donations dn)
              ORDER BY d.registered_on, d.id`,
        why: 'the CASE gives NULL for every refunded donation, and NOT IN over a NULL is never true',
        cls: 'not-in-null',
      },
    ],
  },
  'ecommerce-price-in-effect-on-date': {
    right: [
      `SELECT p.sku, p.name,
              (SELECT ph.price FROM price_history ph WHERE ph.product_id = p.id
                 AND daterange(ph.valid_from, ph.valid_to) @> DATE '2024-06-30') AS price
       FROM products p WHERE p.is_active IS TRUE ORDER BY p.sku`,
      `WITH in_effect AS (SELECT product_id, price FROM price_history
                          WHERE valid_from <= '2024-06-30' AND COALESCE(valid_to, 'infinity') > '2024-06-30')
       SELECT p.sku, p.name, e.price FROM products p LEFT JOIN in_effect e ON e.product_id = p.id
       WHERE p.is_active ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT p.sku, p.name, ph.price FROM products p
              LEFT JOIN price_history ph ON ph.product_id = p.id
              WHERE p.is_active AND ph.valid_from <= '2024-06-30' AND (ph.valid_to IS NULL OR ph.valid_to > '2024-06-30')
              ORDER BY p.sku`,
        why: 'the date test in WHERE drops products with no price that day; they are listed with NULL',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT p.sku, p.name, ph.price FROM products p
              LEFT JOIN price_history ph ON ph.product_id = p.id AND ph.valid_from <= '2024-06-30' AND (ph.valid_to IS NULL OR ph.valid_to >= '2024-06-30')
              WHERE p.is_active ORDER BY p.sku`,
        why: 'a price with valid_to = 2024-06-30 ended the day before',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT p.sku, p.name, ph.price FROM products p
              LEFT JOIN price_history ph ON ph.product_id = p.id AND ph.valid_from <= '2024-06-30' AND ph.valid_to > '2024-06-30'
              WHERE p.is_active ORDER BY p.sku`,
        why: 'a price with a NULL valid_to is still valid',
        cls: 'null-handling',
      },
      {
        sql: `SELECT p.sku, p.name, ph.price FROM products p
              LEFT JOIN price_history ph ON ph.product_id = p.id AND ph.valid_from <= '2024-06-30' AND (ph.valid_to IS NULL OR ph.valid_to > '2024-06-30')
              ORDER BY p.sku`,
        why: 'inactive products are left out',
        cls: 'status-filter',
      },
      {
        sql: `SELECT p.sku, p.name,
                     (SELECT ph.price FROM price_history ph WHERE ph.product_id = p.id AND ph.valid_from <= '2024-06-30'
                      ORDER BY ph.valid_from DESC LIMIT 1) AS price
              FROM products p WHERE p.is_active ORDER BY p.sku`,
        why: 'the latest price started by 30 June is shown even when it ended before (a gap gives NULL)',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT p.sku, p.name, ph.price FROM products p
              LEFT JOIN price_history ph ON ph.product_id = p.id AND (ph.valid_to IS NULL OR ph.valid_to > '2024-06-30')
              WHERE p.is_active ORDER BY p.sku`,
        why: 'a price that starts only after 30 June is taken',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT p.sku, p.name, ph.price FROM products p
              LEFT JOIN price_history ph ON ph.product_id = p.id AND ph.valid_from <= '2024-06-30' AND (ph.valid_to IS NULL OR ph.valid_to > '2024-06-30')
              WHERE p.is_active ORDER BY p.name`,
        why: 'the order is by sku, not by name',
        cls: 'wrong-column',
      },
    ],
  },
  'sports-teams-with-a-hat-trick': {
    right: [
      `SELECT DISTINCT t.name AS team, t.city FROM teams t
       JOIN players p ON p.team_id = t.id JOIN appearances a ON a.player_id = p.id
       WHERE a.goals >= 3 ORDER BY team`,
      `SELECT t.name AS team, t.city FROM teams t
       WHERE t.id IN (SELECT p.team_id FROM players p WHERE p.id IN (SELECT player_id FROM appearances WHERE goals > 2))
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT t.name AS team, t.city FROM teams t
              JOIN players p ON p.team_id = t.id JOIN appearances a ON a.player_id = p.id
              WHERE a.goals >= 3 ORDER BY team`,
        why: 'a team with several hat-tricks is listed once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT t.name AS team, t.city FROM teams t
              WHERE EXISTS (SELECT 1 FROM players p JOIN appearances a ON a.player_id = p.id WHERE p.team_id = t.id
                            GROUP BY p.id HAVING SUM(a.goals) >= 3)
              ORDER BY team`,
        why: 'goals from different matches do not add up',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT t.name AS team, t.city FROM teams t
              WHERE EXISTS (SELECT 1 FROM players p JOIN appearances a ON a.player_id = p.id WHERE p.team_id = t.id AND a.goals > 3)
              ORDER BY team`,
        why: 'exactly 3 goals is a hat-trick',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT DISTINCT t.name AS team, t.city FROM teams t
              JOIN matches m ON t.id IN (m.home_team_id, m.away_team_id)
              JOIN appearances a ON a.match_id = m.id
              WHERE a.goals >= 3 ORDER BY team`,
        why: 'the hat-trick goes to both teams of the match instead of the player’s team',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT t.name AS team, t.city FROM teams t
              WHERE EXISTS (SELECT 1 FROM matches m WHERE (m.home_team_id = t.id AND m.home_goals >= 3) OR (m.away_team_id = t.id AND m.away_goals >= 3))
              ORDER BY team`,
        why: 'a team scoring 3 in a match is not a player scoring 3',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT DISTINCT t.name AS team, t.city FROM teams t
              JOIN players p ON p.team_id = t.id JOIN appearances a ON a.player_id = p.id
              WHERE a.goals >= 3 AND p.position = 'FW' ORDER BY team`,
        why: 'a hat-trick by a defender or midfielder counts too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT DISTINCT t.name AS team, t.city FROM teams t
              JOIN players p ON p.team_id = t.id JOIN appearances a ON a.player_id = p.id
              WHERE a.goals + a.assists >= 3 ORDER BY team`,
        why: 'assists are not goals',
        cls: 'wrong-column',
      },
    ],
  },
  'media-publishing-slots-berlin': {
    right: [
      `SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words
       FROM (SELECT word_count,
                    CASE WHEN (published_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '05:00' AND (published_at AT TIME ZONE 'Europe/Berlin')::time < TIME '12:00' THEN 'morning'
                         WHEN (published_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '12:00' AND (published_at AT TIME ZONE 'Europe/Berlin')::time < TIME '18:00' THEN 'daytime'
                         WHEN (published_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '18:00' AND (published_at AT TIME ZONE 'Europe/Berlin')::time < TIME '23:00' THEN 'evening'
                         ELSE 'night' END AS slot
             FROM articles) a
       GROUP BY slot
       ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 WHEN 'night' THEN 4 END`,
      `WITH s AS (
         SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
         FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'Europe/Berlin') AS h FROM articles) x)
       SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
       ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`,
    ],
    wrong: [
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'UTC') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`, why: 'the slot is taken from the UTC hour, not the Berlin hour', cls: 'fixed-utc-offset' },
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'UTC' + INTERVAL '1 hour') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`, why: 'Berlin as a fixed UTC+1 is wrong after the switch to summer time on 31 March', cls: 'fixed-utc-offset' },
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' WHEN h >= 23 THEN 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'Europe/Berlin') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`, why: 'night runs across midnight: hours 23 to 4 are all night, but 0–4 fall into no slot here', cls: 'incomplete-predicate' },
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 12 THEN 'morning' WHEN h BETWEEN 13 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'Europe/Berlin') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`, why: 'the morning ends at 11:59: an article at 12:xx is daytime', cls: 'inclusive-bound' },
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'Europe/Berlin') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY slot`, why: 'the slots are ordered by time of day, not alphabetically', cls: 'tie-break' },
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE 'Europe/Berlin') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, TRUNC(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`, why: 'the average is rounded to a whole number, not cut', cls: 'rounding-order' },
      { sql: `WITH s AS (
                SELECT word_count, CASE WHEN h BETWEEN 5 AND 11 THEN 'morning' WHEN h BETWEEN 12 AND 17 THEN 'daytime' WHEN h BETWEEN 18 AND 22 THEN 'evening' ELSE 'night' END AS slot
                FROM (SELECT word_count, EXTRACT(HOUR FROM published_at AT TIME ZONE '+01') AS h FROM articles) x)
              SELECT slot, COUNT(*) AS articles, ROUND(AVG(word_count)) AS avg_words FROM s GROUP BY slot
              ORDER BY CASE slot WHEN 'morning' THEN 1 WHEN 'daytime' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`, why: "AT TIME ZONE '+01' is a POSIX zone: it means UTC−1, and a fixed one", cls: 'fixed-utc-offset' },
    ],
  },
  'finance-bank-reconciliation-exceptions': {
    right: [
      `SELECT b.reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
              CASE WHEN l.id IS NULL THEN 'bank_only' ELSE 'amount_mismatch' END AS issue
       FROM bank_lines b LEFT JOIN ledger_payments l ON l.reference = b.reference
       WHERE l.id IS NULL OR b.amount + l.amount <> 0
       UNION ALL
       SELECT l.reference, NULL, l.id, NULL, l.amount, 'ledger_only'
       FROM ledger_payments l
       WHERE NOT EXISTS (SELECT 1 FROM bank_lines b WHERE b.reference = l.reference)
       ORDER BY issue, bank_line_id NULLS LAST, ledger_payment_id NULLS LAST`,
      `WITH pairs AS (
         SELECT b.id AS bid, l.id AS lid, b.reference AS bref, l.reference AS lref, b.amount AS bam, l.amount AS lam
         FROM bank_lines b FULL OUTER JOIN ledger_payments l ON b.reference = l.reference)
       SELECT COALESCE(bref, lref) AS reference, bid AS bank_line_id, lid AS ledger_payment_id, bam AS bank_amount, lam AS ledger_amount,
              CASE WHEN bid IS NOT NULL AND lid IS NOT NULL THEN 'amount_mismatch' WHEN lid IS NULL THEN 'bank_only' ELSE 'ledger_only' END AS issue
       FROM pairs
       WHERE bid IS NULL OR lid IS NULL OR bam IS DISTINCT FROM -lam
       ORDER BY 6, 2, 3`,
    ],
    wrong: [
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b FULL JOIN ledger_payments l ON l.reference = b.reference
              WHERE b.id IS NULL OR l.id IS NULL OR abs(b.amount + l.amount) > 0.01
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'a difference of a few cents is a mismatch too: the amounts must agree exactly',
        cls: 'tolerance-for-equality',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b FULL JOIN ledger_payments l ON l.reference = b.reference
              WHERE b.id IS NULL OR l.id IS NULL OR abs(b.amount) <> l.amount
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'a bank line of money in (+) with the ledger amount agrees by abs() though the sign is wrong',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b LEFT JOIN ledger_payments l ON l.reference = b.reference
              WHERE l.id IS NULL OR b.amount <> -l.amount
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'the LEFT JOIN loses the ledger payments with no bank line',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b FULL JOIN ledger_payments l ON l.reference = b.reference
              WHERE b.amount <> -l.amount OR b.amount IS NULL
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'the bank-only lines give a NULL comparison and are lost',
        cls: 'null-handling',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b FULL JOIN ledger_payments l ON COALESCE(l.reference, '') = COALESCE(b.reference, '')
              WHERE b.id IS NULL OR l.id IS NULL OR b.amount <> -l.amount
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'lines and payments without a reference match each other instead of nothing',
        cls: 'null-handling',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b FULL JOIN ledger_payments l ON l.reference = b.reference
              WHERE b.id IS NULL OR l.id IS NULL OR b.amount <> -l.amount
              ORDER BY issue, bank_line_id NULLS FIRST, ledger_payment_id`,
        why: 'NULLs go last',
        cls: 'tie-break',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' WHEN b.id IS NULL THEN 'ledger_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b FULL JOIN ledger_payments l ON l.reference = b.reference
              WHERE b.id IS NULL OR l.id IS NULL OR b.amount <> -l.amount AND b.amount < 0
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'a matched money-in line is a mismatch with a positive payment out, but only money-out lines are checked',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT b.reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount, 'amount_mismatch' AS issue
              FROM bank_lines b JOIN ledger_payments l ON l.reference = b.reference WHERE b.amount <> -l.amount
              UNION ALL
              SELECT b.reference, b.id, NULL, b.amount, NULL, 'bank_only' FROM bank_lines b
              WHERE b.reference IS NULL OR b.reference NOT IN (SELECT reference FROM ledger_payments)
              UNION ALL
              SELECT l.reference, NULL, l.id, NULL, l.amount, 'ledger_only' FROM ledger_payments l
              WHERE l.reference IS NULL OR l.reference NOT IN (SELECT reference FROM bank_lines)
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'NOT IN over references that can be NULL is never true: the referenced lines without a match are lost',
        cls: 'not-in-null',
      },
      {
        sql: `SELECT COALESCE(b.reference, l.reference) AS reference, b.id AS bank_line_id, l.id AS ledger_payment_id, b.amount AS bank_amount, l.amount AS ledger_amount,
                     CASE WHEN l.id IS NULL THEN 'bank_only' ELSE 'amount_mismatch' END AS issue
              FROM bank_lines b LEFT JOIN ledger_payments l ON l.reference = b.reference
              WHERE l.id IS NULL OR b.amount <> -l.amount
              UNION ALL
              SELECT l.reference, NULL, l.id, NULL, l.amount, 'ledger_only' FROM ledger_payments l
              WHERE l.reference NOT IN (SELECT b.reference FROM bank_lines b)
              ORDER BY issue, bank_line_id, ledger_payment_id`,
        why: 'bank lines without a reference make NOT IN unknown for every payment, and payments without a reference are dropped too',
        cls: 'not-in-null',
      },
    ],
  },
  'travel-flights-landing-on-a-later-local-date': {
    right: [
      `WITH l AS (
         SELECT f.id, f.flight_no, f.origin, f.destination,
                timezone(o.time_zone, f.departs_at) AS departs_local, timezone(d.time_zone, f.arrives_at) AS arrives_local
         FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination)
       SELECT id AS flight_id, flight_no, origin, destination, departs_local, arrives_local,
              arrives_local::date - departs_local::date AS days_later
       FROM l WHERE arrives_local::date - departs_local::date > 0
       ORDER BY id`,
      `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
              f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE d.time_zone AS arrives_local,
              CAST(date_trunc('day', f.arrives_at AT TIME ZONE d.time_zone) AS date) - CAST(date_trunc('day', f.departs_at AT TIME ZONE o.time_zone) AS date) AS days_later
       FROM flights f, airports o, airports d
       WHERE o.code = f.origin AND d.code = f.destination
         AND date_trunc('day', f.arrives_at AT TIME ZONE d.time_zone) > date_trunc('day', f.departs_at AT TIME ZONE o.time_zone)
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE d.time_zone AS arrives_local,
                     (f.arrives_at AT TIME ZONE d.time_zone)::date - (f.departs_at AT TIME ZONE o.time_zone)::date AS days_later
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.arrives_at AT TIME ZONE 'UTC')::date > (f.departs_at AT TIME ZONE 'UTC')::date
              ORDER BY flight_id`,
        why: 'the dates are compared in UTC, not on the local clocks',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE o.time_zone AS arrives_local,
                     (f.arrives_at AT TIME ZONE o.time_zone)::date - (f.departs_at AT TIME ZONE o.time_zone)::date AS days_later
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.arrives_at AT TIME ZONE o.time_zone)::date > (f.departs_at AT TIME ZONE o.time_zone)::date
              ORDER BY flight_id`,
        why: 'the arrival is read on the origin clock instead of the destination clock',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE d.time_zone AS arrives_local,
                     EXTRACT(DAY FROM f.arrives_at AT TIME ZONE d.time_zone)::int - EXTRACT(DAY FROM f.departs_at AT TIME ZONE o.time_zone)::int AS days_later
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE EXTRACT(DAY FROM f.arrives_at AT TIME ZONE d.time_zone) > EXTRACT(DAY FROM f.departs_at AT TIME ZONE o.time_zone)
              ORDER BY flight_id`,
        why: 'the day of month alone misses a flight landing on the 1st after departing on the 31st',
        cls: 'date-part-without-year',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE d.time_zone AS arrives_local,
                     EXTRACT(DAY FROM (f.arrives_at AT TIME ZONE d.time_zone) - (f.departs_at AT TIME ZONE o.time_zone))::int AS days_later
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.arrives_at AT TIME ZONE d.time_zone)::date > (f.departs_at AT TIME ZONE o.time_zone)::date
              ORDER BY flight_id`,
        why: 'whole days between the two wall clocks are not the difference of the calendar dates (23:00 → 01:00 is 0 days)',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE d.time_zone AS arrives_local,
                     (f.arrives_at AT TIME ZONE d.time_zone)::date - (f.departs_at AT TIME ZONE o.time_zone)::date AS days_later
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.arrives_at AT TIME ZONE d.time_zone)::date >= (f.departs_at AT TIME ZONE o.time_zone)::date
              ORDER BY flight_id`,
        why: 'a flight landing on the same local date is not later',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE o.time_zone AS departs_local, f.arrives_at AT TIME ZONE d.time_zone AS arrives_local,
                     (f.arrives_at AT TIME ZONE d.time_zone)::date - (f.departs_at AT TIME ZONE o.time_zone)::date AS days_later
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE f.arrives_at::time < f.departs_at::time
              ORDER BY flight_id`,
        why: 'an arrival clock earlier than the departure clock (in the session zone) is not a later local date',
        cls: 'incomplete-predicate',
      },
    ],
  },
  'gaming-late-night-local-logins': {
    right: [
      `WITH l AS (
         SELECT p.time_zone, (e.occurred_at AT TIME ZONE 'UTC' AT TIME ZONE p.time_zone)::time AS local_time
         FROM player_events e JOIN players p ON p.id = e.player_id WHERE e.event_type = 'login')
       SELECT time_zone, COUNT(*) AS logins, SUM(CASE WHEN local_time < TIME '05:00' THEN 1 ELSE 0 END) AS late_night_logins,
              ROUND(100.0 * SUM(CASE WHEN local_time < TIME '05:00' THEN 1 ELSE 0 END) / COUNT(*), 1) AS late_night_pct
       FROM l GROUP BY time_zone ORDER BY late_night_pct DESC, time_zone`,
      `SELECT p.time_zone, COUNT(e.id) AS logins,
              COUNT(e.id) FILTER (WHERE EXTRACT(HOUR FROM timezone(p.time_zone, timezone('UTC', e.occurred_at))) BETWEEN 0 AND 4) AS late_night_logins,
              ROUND((COUNT(e.id) FILTER (WHERE EXTRACT(HOUR FROM timezone(p.time_zone, timezone('UTC', e.occurred_at))) BETWEEN 0 AND 4))::numeric * 100 / COUNT(e.id), 1) AS late_night_pct
       FROM players p JOIN player_events e ON e.player_id = p.id AND e.event_type = 'login'
       GROUP BY 1 ORDER BY 4 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT p.time_zone, COUNT(*) AS logins,
                     COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM e.occurred_at AT TIME ZONE p.time_zone) < 5) AS late_night_logins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM e.occurred_at AT TIME ZONE p.time_zone) < 5) / COUNT(*), 1) AS late_night_pct
              FROM player_events e JOIN players p ON p.id = e.player_id WHERE e.event_type = 'login'
              GROUP BY p.time_zone ORDER BY late_night_pct DESC, p.time_zone`,
        why: 'AT TIME ZONE on a timestamp without zone reads it as local time and converts the wrong way',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT p.time_zone, COUNT(*) AS logins,
                     COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM e.occurred_at) < 5) AS late_night_logins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM e.occurred_at) < 5) / COUNT(*), 1) AS late_night_pct
              FROM player_events e JOIN players p ON p.id = e.player_id WHERE e.event_type = 'login'
              GROUP BY p.time_zone ORDER BY late_night_pct DESC, p.time_zone`,
        why: 'the UTC hour is used instead of the local hour',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT p.time_zone, COUNT(*) AS logins,
                     COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) <= 5) AS late_night_logins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) <= 5) / COUNT(*), 1) AS late_night_pct
              FROM player_events e JOIN players p ON p.id = e.player_id WHERE e.event_type = 'login'
              GROUP BY p.time_zone ORDER BY late_night_pct DESC, p.time_zone`,
        why: '05:00 and later is not late night',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT p.time_zone, COUNT(*) AS logins,
                     COUNT(*) FILTER (WHERE e.event_type = 'login' AND EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) < 5) AS late_night_logins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE e.event_type = 'login' AND EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) < 5) / COUNT(*), 1) AS late_night_pct
              FROM player_events e JOIN players p ON p.id = e.player_id
              GROUP BY p.time_zone ORDER BY late_night_pct DESC, p.time_zone`,
        why: 'logins and the percentage count every event type, not logins only',
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT p.time_zone, COUNT(*) AS logins,
                     COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) < 5) AS late_night_logins,
                     ROUND(100 * COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) < 5) / COUNT(*), 1) AS late_night_pct
              FROM player_events e JOIN players p ON p.id = e.player_id WHERE e.event_type = 'login'
              GROUP BY p.time_zone ORDER BY late_night_pct DESC, p.time_zone`,
        why: 'integer division drops the decimal of the percentage',
        cls: 'integer-division',
      },
      {
        sql: `SELECT p.time_zone, COUNT(*) AS logins,
                     COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) < 5) AS late_night_logins,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(HOUR FROM (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE p.time_zone) < 5) / COUNT(*), 1) AS late_night_pct
              FROM player_events e JOIN players p ON p.id = e.player_id WHERE e.event_type = 'login'
              GROUP BY p.time_zone ORDER BY late_night_pct DESC, logins DESC`,
        why: 'equal percentages are ordered by time_zone, not by the number of logins',
        cls: 'tie-break',
      },
    ],
  },
  'healthcare-wide-pulse-pressure-readings': {
    right: [
      `SELECT o.id, o.admission_id, o.recorded_at, s.v AS systolic, d.v AS diastolic, s.v - d.v AS pulse_pressure
       FROM observations o
       CROSS JOIN LATERAL (SELECT (c -> 'valueQuantity' ->> 'value')::numeric AS v FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'systolic') s
       CROSS JOIN LATERAL (SELECT (c -> 'valueQuantity' ->> 'value')::numeric AS v FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'diastolic') d
       WHERE o.resource -> 'code' ->> 'text' = 'blood-pressure' AND o.resource ->> 'status' = 'final' AND s.v - d.v >= 50
       ORDER BY pulse_pressure DESC, o.id`,
      `WITH c AS (
         SELECT o.id, o.admission_id, o.recorded_at, e -> 'code' ->> 'text' AS part, (e #>> '{valueQuantity,value}')::numeric AS v
         FROM observations o, jsonb_array_elements(o.resource -> 'component') e
         WHERE o.resource #>> '{code,text}' = 'blood-pressure' AND o.resource ->> 'status' = 'final'),
       bp AS (
         SELECT id, admission_id, recorded_at, MAX(v) FILTER (WHERE part = 'systolic') AS systolic, MAX(v) FILTER (WHERE part = 'diastolic') AS diastolic
         FROM c GROUP BY id, admission_id, recorded_at)
       SELECT id, admission_id, recorded_at, systolic, diastolic, systolic - diastolic AS pulse_pressure
       FROM bp WHERE systolic - diastolic >= 50 ORDER BY 6 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT id, admission_id, recorded_at, (resource #>> '{component,0,valueQuantity,value}')::numeric AS systolic,
                     (resource #>> '{component,1,valueQuantity,value}')::numeric AS diastolic,
                     (resource #>> '{component,0,valueQuantity,value}')::numeric - (resource #>> '{component,1,valueQuantity,value}')::numeric AS pulse_pressure
              FROM observations
              WHERE resource #>> '{code,text}' = 'blood-pressure' AND resource ->> 'status' = 'final'
                AND (resource #>> '{component,0,valueQuantity,value}')::numeric - (resource #>> '{component,1,valueQuantity,value}')::numeric >= 50
              ORDER BY pulse_pressure DESC, id`,
        why: 'the components are taken by position, but their order varies',
        cls: 'wrong-column',
      },
      {
        sql: `WITH bp AS (
                SELECT id, admission_id, recorded_at,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "systolic").valueQuantity.value'))::numeric AS systolic,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "diastolic").valueQuantity.value'))::numeric AS diastolic
                FROM observations WHERE resource #>> '{code,text}' = 'blood-pressure')
              SELECT id, admission_id, recorded_at, systolic, diastolic, systolic - diastolic AS pulse_pressure
              FROM bp WHERE systolic - diastolic >= 50 ORDER BY pulse_pressure DESC, id`,
        why: 'readings entered in error are void',
        cls: 'status-filter',
      },
      {
        sql: `WITH bp AS (
                SELECT id, admission_id, recorded_at,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "systolic").valueQuantity.value'))::numeric AS systolic,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "diastolic").valueQuantity.value'))::numeric AS diastolic
                FROM observations WHERE resource #>> '{code,text}' = 'blood-pressure' AND resource ->> 'status' = 'final')
              SELECT id, admission_id, recorded_at, systolic, diastolic, systolic - diastolic AS pulse_pressure
              FROM bp WHERE systolic - diastolic > 50 ORDER BY pulse_pressure DESC, id`,
        why: 'a pulse pressure of exactly 50 is wide',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH bp AS (
                SELECT id, admission_id, recorded_at,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "systolic").valueQuantity.value'))::numeric AS systolic,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "diastolic").valueQuantity.value'))::numeric AS diastolic
                FROM observations WHERE resource #>> '{code,text}' = 'blood-pressure' AND resource ->> 'status' = 'final')
              SELECT id, admission_id, recorded_at, systolic, diastolic, abs(systolic - diastolic) AS pulse_pressure
              FROM bp WHERE abs(systolic - diastolic) >= 50 ORDER BY pulse_pressure DESC, id`,
        why: 'abs() hides which value is which: systolic − diastolic is signed',
        cls: 'negative-clipping',
      },
      {
        sql: `WITH bp AS (
                SELECT id, admission_id, recorded_at,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "systolic").valueQuantity.value'))::numeric AS systolic,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "diastolic").valueQuantity.value'))::numeric AS diastolic
                FROM observations WHERE resource #>> '{code,text}' = 'blood-pressure' AND resource ->> 'status' = 'final')
              SELECT id, admission_id, recorded_at, systolic, diastolic, systolic - diastolic AS pulse_pressure
              FROM bp WHERE ROUND(systolic) - ROUND(diastolic) >= 50 ORDER BY pulse_pressure DESC, id`,
        why: 'rounded components can reach 50 when the exact difference is 49.x',
        cls: 'rounding-order',
      },
      {
        sql: `WITH bp AS (
                SELECT id, admission_id, recorded_at,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "systolic").valueQuantity.value'))::numeric AS systolic,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "diastolic").valueQuantity.value'))::numeric AS diastolic
                FROM observations WHERE resource #>> '{code,text}' = 'blood-pressure' AND resource ->> 'status' = 'final')
              SELECT id, admission_id, recorded_at, systolic, diastolic, systolic - diastolic AS pulse_pressure
              FROM bp WHERE systolic - diastolic >= 50 ORDER BY systolic DESC, id`,
        why: 'ordered by systolic instead of pulse pressure',
        cls: 'wrong-column',
      },
      {
        sql: `WITH bp AS (
                SELECT id, admission_id, recorded_at,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "systolic").valueQuantity.value'))::numeric AS systolic,
                       (jsonb_path_query_first(resource, '$.component[*] ? (@.code.text == "diastolic").valueQuantity.value'))::numeric AS diastolic
                FROM observations WHERE resource::text ILIKE '%pressure%' AND resource ->> 'status' = 'final')
              SELECT id, admission_id, recorded_at, systolic, diastolic, systolic - diastolic AS pulse_pressure
              FROM bp WHERE systolic - diastolic >= 50 ORDER BY pulse_pressure DESC, id`,
        why: 'the reading type is taken from a text pattern anywhere in the document instead of code.text',
        cls: 'type-from-code',
      },
    ],
  },
  'saas-after-hours-tickets-per-desk': {
    right: [
      `SELECT d.name AS desk, COUNT(*) AS tickets,
              SUM(CASE WHEN to_char(t.opened_at AT TIME ZONE d.time_zone, 'ID')::int >= 6
                         OR NOT ((t.opened_at AT TIME ZONE d.time_zone)::time >= d.opens_at AND (t.opened_at AT TIME ZONE d.time_zone)::time < d.closes_at)
                       THEN 1 ELSE 0 END) AS after_hours,
              ROUND(100.0 * SUM(CASE WHEN to_char(t.opened_at AT TIME ZONE d.time_zone, 'ID')::int >= 6
                         OR NOT ((t.opened_at AT TIME ZONE d.time_zone)::time >= d.opens_at AND (t.opened_at AT TIME ZONE d.time_zone)::time < d.closes_at)
                       THEN 1 ELSE 0 END) / COUNT(*), 1) AS after_hours_pct
       FROM tickets t JOIN desks d ON d.id = t.desk_id
       GROUP BY d.name ORDER BY 1`,
      `WITH l AS (SELECT t.desk_id, timezone(d.time_zone, t.opened_at) AS ts, d.opens_at, d.closes_at FROM tickets t JOIN desks d ON d.id = t.desk_id),
       f AS (SELECT desk_id, (EXTRACT(DOW FROM ts) IN (0, 6) OR ts::time NOT BETWEEN opens_at AND closes_at OR ts::time = closes_at) AS ah FROM l)
       SELECT d.name AS desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE ah) AS after_hours,
              ROUND(COUNT(*) FILTER (WHERE ah) * 100.0 / COUNT(*), 1) AS after_hours_pct
       FROM f JOIN desks d ON d.id = f.desk_id GROUP BY d.id, d.name ORDER BY d.name`,
    ],
    wrong: [
      { sql: `WITH l AS (SELECT d.name AS desk, d.opens_at, d.closes_at, t.opened_at AT TIME ZONE 'UTC' AS lt FROM tickets t JOIN desks d ON d.id = t.desk_id)
              SELECT desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) AS after_hours,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) / COUNT(*), 1) AS after_hours_pct
              FROM l GROUP BY desk ORDER BY desk`, why: 'the hours are compared in UTC instead of the desk’s local time', cls: 'fixed-utc-offset' },
      { sql: `WITH l AS (SELECT d.name AS desk, d.opens_at, d.closes_at, t.opened_at AT TIME ZONE 'UTC' + CASE d.time_zone WHEN 'Europe/Berlin' THEN INTERVAL '1 hour' WHEN 'America/New_York' THEN INTERVAL '-5 hours' WHEN 'Australia/Sydney' THEN INTERVAL '11 hours' ELSE INTERVAL '-7 hours' END AS lt FROM tickets t JOIN desks d ON d.id = t.desk_id)
              SELECT desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) AS after_hours,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) / COUNT(*), 1) AS after_hours_pct
              FROM l GROUP BY desk ORDER BY desk`, why: 'a fixed winter offset per desk is wrong after the daylight-saving changes', cls: 'fixed-utc-offset' },
      { sql: `WITH l AS (SELECT d.name AS desk, d.opens_at, d.closes_at, t.opened_at AT TIME ZONE d.time_zone AS lt FROM tickets t JOIN desks d ON d.id = t.desk_id)
              SELECT desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time > closes_at) AS after_hours,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time > closes_at) / COUNT(*), 1) AS after_hours_pct
              FROM l GROUP BY desk ORDER BY desk`, why: 'a ticket at closes_at exactly is after hours (closes_at is excluded)', cls: 'inclusive-bound' },
      { sql: `WITH l AS (SELECT d.name AS desk, d.opens_at, d.closes_at, t.opened_at AT TIME ZONE d.time_zone AS lt FROM tickets t JOIN desks d ON d.id = t.desk_id)
              SELECT desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE EXTRACT(DOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) AS after_hours,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(DOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) / COUNT(*), 1) AS after_hours_pct
              FROM l GROUP BY desk ORDER BY desk`, why: 'EXTRACT(DOW) numbers Sunday 0 and Saturday 6: (6, 7) misses Sunday', cls: 'incomplete-predicate' },
      { sql: `WITH l AS (SELECT d.name AS desk, d.opens_at, d.closes_at, t.opened_at AT TIME ZONE d.time_zone AS lt FROM tickets t JOIN desks d ON d.id = t.desk_id)
              SELECT desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE lt::time < opens_at OR lt::time >= closes_at) AS after_hours,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE lt::time < opens_at OR lt::time >= closes_at) / COUNT(*), 1) AS after_hours_pct
              FROM l GROUP BY desk ORDER BY desk`, why: 'weekend tickets within the opening hours are after hours too', cls: 'incomplete-predicate' },
      { sql: `WITH l AS (SELECT d.name AS desk, d.opens_at, d.closes_at, t.opened_at AT TIME ZONE d.time_zone AS lt FROM tickets t JOIN desks d ON d.id = t.desk_id)
              SELECT desk, COUNT(*) AS tickets, COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) AS after_hours,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE EXTRACT(ISODOW FROM lt) IN (6, 7) OR lt::time < opens_at OR lt::time >= closes_at) / SUM(COUNT(*)) OVER (), 1) AS after_hours_pct
              FROM l GROUP BY desk ORDER BY desk`, why: 'the percentage is taken over all desks’ tickets, not the desk’s', cls: 'wrong-denominator' },
    ],
  },
  'finance-budget-versus-actual-by-category': {
    right: [
      `WITH keys AS (
         SELECT month, category FROM budgets
         UNION SELECT date_trunc('month', paid_on)::date, category FROM ledger_payments)
       SELECT k.month, k.category,
              COALESCE((SELECT b.amount FROM budgets b WHERE b.month = k.month AND b.category = k.category), 0) AS budget,
              COALESCE((SELECT SUM(p.amount) FROM ledger_payments p WHERE p.category = k.category AND p.paid_on >= k.month AND p.paid_on < k.month + INTERVAL '1 month'), 0) AS actual,
              COALESCE((SELECT SUM(p.amount) FROM ledger_payments p WHERE p.category = k.category AND p.paid_on >= k.month AND p.paid_on < k.month + INTERVAL '1 month'), 0)
                - COALESCE((SELECT b.amount FROM budgets b WHERE b.month = k.month AND b.category = k.category), 0) AS variance
       FROM keys k ORDER BY 1, 2`,
      `WITH lines AS (
         SELECT month, category, amount AS budget, 0 AS actual FROM budgets
         UNION ALL SELECT CAST(date_trunc('month', paid_on) AS date), category, 0, amount FROM ledger_payments)
       SELECT month, category, SUM(budget) AS budget, SUM(actual) AS actual, SUM(actual) - SUM(budget) AS variance
       FROM lines GROUP BY month, category ORDER BY month, category`,
    ],
    wrong: [
      {
        sql: `SELECT b.month, b.category, SUM(b.amount) AS budget, COALESCE(SUM(p.amount), 0) AS actual, COALESCE(SUM(p.amount), 0) - SUM(b.amount) AS variance
              FROM budgets b LEFT JOIN ledger_payments p ON p.category = b.category AND date_trunc('month', p.paid_on) = b.month
              GROUP BY b.month, b.category ORDER BY b.month, b.category`,
        why: 'the budget is summed once per matching payment, and months with payments but no budget are lost',
        cls: 'fan-out',
      },
      {
        sql: `SELECT b.month, b.category, MAX(b.amount) AS budget, COALESCE(SUM(p.amount), 0) AS actual, COALESCE(SUM(p.amount), 0) - MAX(b.amount) AS variance
              FROM budgets b LEFT JOIN ledger_payments p ON p.category = b.category AND date_trunc('month', p.paid_on) = b.month
              GROUP BY b.month, b.category ORDER BY b.month, b.category`,
        why: 'a month and category with payments but no budget row is listed too',
        cls: 'outer-vs-inner-join',
      },
      { sql: budgetVsActual(ACTUAL, 'LEFT JOIN'), why: 'a month and category with a budget but no payments is listed too', cls: 'outer-vs-inner-join' },
      {
        sql: budgetVsActual(ACTUAL, 'FULL JOIN', 'COALESCE(a.month, b.month) AS month, COALESCE(a.category, b.category) AS category, COALESCE(b.amount, 0) AS budget, COALESCE(a.actual, 0) AS actual, a.actual - b.amount AS variance'),
        why: 'the variance is NULL when one side is missing instead of using 0',
        cls: 'null-handling',
      },
      {
        sql: budgetVsActual("SELECT make_date(2024, EXTRACT(MONTH FROM paid_on)::int, 1) AS month, category, SUM(amount) AS actual FROM ledger_payments GROUP BY 1, 2"),
        why: 'the month number alone puts payments of another year into 2024',
        cls: 'date-part-without-year',
      },
      {
        sql: budgetVsActual(ACTUAL, 'FULL JOIN', 'a.month AS month, COALESCE(a.category, b.category) AS category, COALESCE(b.amount, 0) AS budget, COALESCE(a.actual, 0) AS actual, COALESCE(a.actual, 0) - COALESCE(b.amount, 0) AS variance'),
        why: 'a budget without payments shows no month',
        cls: 'null-handling',
      },
      {
        sql: budgetVsActual(ACTUAL, 'FULL JOIN', 'COALESCE(a.month, b.month) AS month, COALESCE(a.category, b.category) AS category, COALESCE(b.amount, 0) AS budget, COALESCE(a.actual, 0) AS actual, COALESCE(b.amount, 0) - COALESCE(a.actual, 0) AS variance'),
        why: 'variance is actual − budget, not budget − actual',
        cls: 'wrong-column',
      },
    ],
  },
  'saas-customers-with-billing-and-login-trouble': {
    right: [
      `SELECT customer_email, COUNT(*) AS tickets,
              (SELECT string_agg(DISTINCT tag, ', ' ORDER BY tag) FROM tickets t2, unnest(t2.tags) AS tag WHERE t2.customer_email = t.customer_email) AS tags
       FROM tickets t
       GROUP BY customer_email
       HAVING bool_or('billing' = ANY (tags)) AND bool_or('login' = ANY (tags))
       ORDER BY tickets DESC, customer_email`,
      `WITH per AS (SELECT customer_email, COUNT(*) AS tickets FROM tickets GROUP BY customer_email),
       tg AS (SELECT DISTINCT customer_email, tag FROM tickets, unnest(tags) AS tag)
       SELECT p.customer_email, p.tickets, string_agg(tg.tag, ', ' ORDER BY tg.tag) AS tags
       FROM per p JOIN tg ON tg.customer_email = p.customer_email
       GROUP BY p.customer_email, p.tickets
       HAVING COUNT(*) FILTER (WHERE tg.tag = 'billing') = 1 AND COUNT(*) FILTER (WHERE tg.tag = 'login') = 1
       ORDER BY 2 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT t.customer_email, COUNT(*) AS tickets, array_to_string(array_agg(DISTINCT u.tag ORDER BY u.tag), ', ') AS tags
              FROM tickets t CROSS JOIN LATERAL unnest(t.tags) AS u(tag)
              GROUP BY t.customer_email HAVING array_agg(u.tag) @> ARRAY['billing', 'login']
              ORDER BY tickets DESC, t.customer_email`,
        why: 'unnesting the tags repeats each ticket once per tag, so tickets counts tags',
        cls: 'fan-out',
      },
      {
        sql: `SELECT t.customer_email, COUNT(DISTINCT t.id) AS tickets, array_to_string(array_agg(DISTINCT u.tag ORDER BY u.tag), ', ') AS tags
              FROM tickets t CROSS JOIN LATERAL unnest(t.tags) AS u(tag)
              GROUP BY t.customer_email HAVING array_agg(u.tag) @> ARRAY['billing', 'login']
              ORDER BY tickets DESC, t.customer_email`,
        why: 'tickets without tags vanish in the unnest but count in tickets',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT t.customer_email, COUNT(DISTINCT t.id) AS tickets, array_to_string(array_agg(DISTINCT u.tag ORDER BY u.tag) FILTER (WHERE u.tag IS NOT NULL), ', ') AS tags
              FROM tickets t LEFT JOIN LATERAL unnest(t.tags) AS u(tag) ON true
              WHERE t.tags @> ARRAY['billing', 'login']
              GROUP BY t.customer_email
              ORDER BY tickets DESC, t.customer_email`,
        why: 'both tags may be on different tickets: the condition belongs to the customer (HAVING), not to one ticket',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT t.customer_email, COUNT(DISTINCT t.id) AS tickets, array_to_string(array_agg(DISTINCT u.tag ORDER BY u.tag) FILTER (WHERE u.tag IS NOT NULL), ', ') AS tags
              FROM tickets t LEFT JOIN LATERAL unnest(t.tags) AS u(tag) ON true
              GROUP BY t.customer_email
              HAVING array_agg(u.tag) && ARRAY['billing', 'login']
              ORDER BY tickets DESC, t.customer_email`,
        why: 'both tags must appear, not either',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT t.customer_email, COUNT(DISTINCT t.id) AS tickets, array_to_string(array_agg(u.tag ORDER BY u.tag) FILTER (WHERE u.tag IS NOT NULL), ', ') AS tags
              FROM tickets t LEFT JOIN LATERAL unnest(t.tags) AS u(tag) ON true
              GROUP BY t.customer_email
              HAVING array_agg(u.tag) @> ARRAY['billing', 'login']
              ORDER BY tickets DESC, t.customer_email`,
        why: 'each tag once: a tag on two tickets is listed twice',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT t.customer_email, COUNT(DISTINCT t.id) AS tickets, array_to_string(array_agg(DISTINCT u.tag ORDER BY u.tag) FILTER (WHERE u.tag IS NOT NULL), ', ') AS tags
              FROM tickets t LEFT JOIN LATERAL unnest(t.tags) AS u(tag) ON true
              WHERE u.tag IN ('billing', 'login') OR u.tag IS NULL
              GROUP BY t.customer_email
              HAVING array_agg(u.tag) @> ARRAY['billing', 'login']
              ORDER BY tickets DESC, t.customer_email`,
        why: 'the row filter drops the other tags from the list and tickets with only other tags from the count',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT t.customer_email, COUNT(DISTINCT t.id) AS tickets, array_to_string(array_agg(DISTINCT u.tag ORDER BY u.tag) FILTER (WHERE u.tag IS NOT NULL), ', ') AS tags
              FROM tickets t LEFT JOIN LATERAL unnest(t.tags) AS u(tag) ON true
              GROUP BY t.customer_email
              HAVING string_agg(u.tag, ',') LIKE '%billing%' AND string_agg(u.tag, ',') LIKE '%login%'
              ORDER BY tickets DESC, t.customer_email`,
        why: 'tags are exact labels: a substring match takes in tags such as billing-dispute or sso-login',
        cls: 'pattern-match',
      },
    ],
  },
  'retail-store-movement-pivot': {
    right: [
      `SELECT s.name AS store,
              SUM(CASE WHEN m.reason = 'delivery' THEN m.quantity ELSE 0 END) AS delivered,
              SUM(CASE WHEN m.reason = 'sale' THEN -m.quantity ELSE 0 END) AS sold,
              SUM(CASE WHEN m.reason = 'return' THEN m.quantity ELSE 0 END) AS returned,
              SUM(CASE WHEN m.reason = 'adjustment' THEN m.quantity ELSE 0 END) AS adjusted
       FROM stores s JOIN stock_movements m ON m.store_id = s.id
       GROUP BY s.name
       UNION ALL
       SELECT s.name, 0, 0, 0, 0 FROM stores s WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.store_id = s.id)
       ORDER BY 1`,
      `WITH t AS (SELECT store_id, reason, SUM(quantity) AS q FROM stock_movements GROUP BY store_id, reason)
       SELECT s.name AS store,
              COALESCE((SELECT q FROM t WHERE t.store_id = s.id AND reason = 'delivery'), 0) AS delivered,
              COALESCE((SELECT abs(q) FROM t WHERE t.store_id = s.id AND reason = 'sale'), 0) AS sold,
              COALESCE((SELECT q FROM t WHERE t.store_id = s.id AND reason = 'return'), 0) AS returned,
              COALESCE((SELECT q FROM t WHERE t.store_id = s.id AND reason = 'adjustment'), 0) AS adjusted
       FROM stores s ORDER BY s.name`,
    ],
    wrong: [
      { sql: pivot(`${DELIVERED}, ${SOLD}, ${RETURNED}, ${ADJUSTED}`, 'JOIN stock_movements m ON m.store_id = s.id'), why: 'a store without movements shows zeros', cls: 'outer-vs-inner-join' },
      { sql: pivot(`${DELIVERED}, COALESCE(SUM(m.quantity) FILTER (WHERE m.reason = 'sale'), 0) AS sold, ${RETURNED}, ${ADJUSTED}`), why: 'units sold are a positive number', cls: 'negative-clipping' },
      { sql: pivot(`${DELIVERED}, ${SOLD}, ${RETURNED}, COALESCE(SUM(abs(m.quantity)) FILTER (WHERE m.reason = 'adjustment'), 0) AS adjusted`), why: 'adjustments are netted, not added up by size', cls: 'negative-clipping' },
      { sql: pivot(`${DELIVERED}, ${SOLD}, ${RETURNED}, COALESCE(SUM(GREATEST(m.quantity, 0)) FILTER (WHERE m.reason = 'adjustment'), 0) AS adjusted`), why: 'a negative adjustment reduces the net; it is not clipped to 0', cls: 'negative-clipping' },
      { sql: pivot(`${DELIVERED}, ${SOLD}, ${RETURNED}, SUM(m.quantity) FILTER (WHERE m.reason = 'adjustment') AS adjusted`), why: 'a store without adjustments shows 0, not NULL', cls: 'null-handling' },
      { sql: pivot(`COUNT(*) FILTER (WHERE m.reason = 'delivery') AS delivered, COUNT(*) FILTER (WHERE m.reason = 'sale') AS sold, COUNT(*) FILTER (WHERE m.reason = 'return') AS returned, ${ADJUSTED}`), why: 'units are summed, not movements counted', cls: 'wrong-aggregate' },
      { sql: pivot(`${DELIVERED}, ${SOLD}, ${RETURNED}, ${ADJUSTED}`, "LEFT JOIN stock_movements m ON m.store_id = s.id AND m.moved_on >= s.opened_on"), why: 'every movement counts; the text sets no date rule', cls: 'incomplete-predicate' },
      {
        sql: `SELECT s.name AS store, ${DELIVERED}, ${SOLD}, ${RETURNED}, ${ADJUSTED}
              FROM stores s LEFT JOIN stock_movements m ON m.store_id = s.id
              GROUP BY s.id, s.name HAVING COALESCE(SUM(m.quantity) FILTER (WHERE m.reason = 'adjustment'), 0) <> 0 OR COUNT(m.id) = 0
              ORDER BY store`,
        why: 'a store whose adjustments net to 0 is still listed',
        cls: 'zero-sum-group',
      },
    ],
  },
};

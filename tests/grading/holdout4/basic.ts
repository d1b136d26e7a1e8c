import { type HoldoutCases } from './types';

/** Fourth held-out set (issue 32), challenges rated 800–1100: written from the challenge text alone, before any grading run. */
export const BASIC: HoldoutCases = {
  'saas-high-priority-billing-tickets': {
    right: [
      `SELECT id, opened_at, priority, subject FROM tickets
       WHERE tags @> ARRAY['billing'] AND (priority = 'urgent' OR priority = 'high')
       ORDER BY opened_at, id`,
      `SELECT t.id, t.opened_at, t.priority, t.subject FROM tickets t
       WHERE EXISTS (SELECT 1 FROM unnest(t.tags) AS g(tag) WHERE g.tag = 'billing')
         AND t.priority IN ('high', 'urgent')
       ORDER BY 2, 1`,
    ],
    wrong: [
      {
        sql: `SELECT id, opened_at, priority, subject FROM tickets
              WHERE array_to_string(tags, ',') LIKE '%billing%' AND priority IN ('urgent', 'high')
              ORDER BY opened_at, id`,
        why: "a substring match also takes tickets tagged only 'billing-dispute', a different label",
        cls: 'pattern-match',
      },
      {
        sql: `SELECT id, opened_at, priority, subject FROM tickets t
              WHERE EXISTS (SELECT 1 FROM unnest(t.tags) AS g(tag) WHERE g.tag LIKE 'billing%') AND priority IN ('urgent', 'high')
              ORDER BY opened_at, id`,
        why: "a prefix match takes 'billing-dispute' for 'billing'; the tag must be exactly 'billing'",
        cls: 'pattern-match',
      },
      {
        sql: `SELECT id, opened_at, priority, subject FROM tickets
              WHERE tags[1] = 'billing' AND priority IN ('urgent', 'high')
              ORDER BY opened_at, id`,
        why: "only the first tag is looked at: a ticket whose 'billing' tag comes second is left out",
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT id, opened_at, priority, subject FROM tickets
              WHERE 'billing' = ANY (tags) AND priority = 'urgent' OR priority = 'high'
              ORDER BY opened_at, id`,
        why: 'AND binds tighter than OR: every high ticket is listed, billing or not',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT id, opened_at, priority, subject FROM tickets
              WHERE 'billing' = ANY (tags) AND priority <> 'low'
              ORDER BY opened_at, id`,
        why: "normal tickets are not urgent or high",
        cls: 'status-filter',
      },
      {
        sql: `SELECT id, opened_at, priority, subject FROM tickets
              WHERE 'billing' = ANY (tags) AND priority IN ('urgent', 'high')
              ORDER BY opened_at`,
        why: 'two tickets opened at the same instant must be ordered by id',
        cls: 'tie-break',
      },
    ],
  },
  'retail-shelf-price-range-per-category': {
    right: [
      `SELECT category,
              COUNT(*) FILTER (WHERE NOT discontinued) AS products,
              MIN(shelf_price) FILTER (WHERE NOT discontinued) AS lowest_price,
              MAX(shelf_price) FILTER (WHERE NOT discontinued) AS highest_price
       FROM shelf_products
       GROUP BY category
       HAVING bool_or(NOT discontinued)
       ORDER BY category`,
      `WITH sold AS (SELECT * FROM shelf_products WHERE discontinued = false)
       SELECT category, count(id) AS products, min(shelf_price) AS lowest_price, max(shelf_price) AS highest_price
       FROM sold GROUP BY category ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT category, COUNT(*) AS products, MIN(shelf_price) AS lowest_price, MAX(shelf_price) AS highest_price
              FROM shelf_products GROUP BY category ORDER BY category`,
        why: 'discontinued products are counted and priced; only products still sold count',
        cls: 'status-filter',
      },
      {
        sql: `SELECT category, COUNT(*) FILTER (WHERE NOT discontinued) AS products, MIN(shelf_price) AS lowest_price, MAX(shelf_price) AS highest_price
              FROM shelf_products GROUP BY category HAVING COUNT(*) FILTER (WHERE NOT discontinued) > 0 ORDER BY category`,
        why: 'the price range still includes discontinued products',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT category, COUNT(*) FILTER (WHERE NOT discontinued) AS products,
                     MIN(shelf_price) FILTER (WHERE NOT discontinued) AS lowest_price,
                     MAX(shelf_price) FILTER (WHERE NOT discontinued) AS highest_price
              FROM shelf_products GROUP BY category ORDER BY category`,
        why: 'a category with no product still sold is listed (with 0 and NULL prices)',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT category, COUNT(DISTINCT shelf_price) AS products, MIN(shelf_price) AS lowest_price, MAX(shelf_price) AS highest_price
              FROM shelf_products WHERE NOT discontinued GROUP BY category ORDER BY category`,
        why: 'two products at the same price are counted once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT MIN(category) AS category, COUNT(*) AS products, MIN(shelf_price) AS lowest_price, MAX(shelf_price) AS highest_price
              FROM shelf_products WHERE NOT discontinued GROUP BY split_part(sku, '-', 1) ORDER BY 1`,
        why: 'the category is taken from the SKU prefix, not from the category column',
        cls: 'type-from-code',
      },
      {
        sql: `SELECT category, COUNT(*) AS products, MIN(shelf_price) AS lowest_price, MAX(shelf_price) AS highest_price
              FROM shelf_products WHERE NOT discontinued GROUP BY category, discontinued, sku ORDER BY category`,
        why: 'grouping per product gives one row per SKU instead of one per category',
        cls: 'group-granularity',
      },
    ],
  },
  'sports-class-attendance-rate': {
    right: [
      `SELECT class_type,
              SUM(CASE WHEN status IN ('attended', 'no_show') THEN 1 ELSE 0 END) AS kept_bookings,
              ROUND(100.0 * SUM(CASE WHEN status = 'attended' THEN 1 ELSE 0 END)
                    / SUM(CASE WHEN status IN ('attended', 'no_show') THEN 1 ELSE 0 END), 1) AS attendance_pct
       FROM class_bookings
       GROUP BY class_type
       HAVING SUM(CASE WHEN status <> 'cancelled' THEN 1 ELSE 0 END) > 0
       ORDER BY attendance_pct DESC, class_type`,
      `WITH k AS (
         SELECT class_type, count(*) AS kept, count(*) FILTER (WHERE status = 'attended') AS att
         FROM class_bookings WHERE status <> 'cancelled' GROUP BY class_type)
       SELECT class_type, kept AS kept_bookings, round(att * 100.0 / kept, 1) AS attendance_pct
       FROM k ORDER BY 3 DESC, 1`,
      `SELECT class_type, COUNT(*) AS kept_bookings, ROUND(AVG((status = 'attended')::int) * 100, 1) AS attendance_pct
       FROM class_bookings WHERE status IN ('attended', 'no_show')
       GROUP BY class_type ORDER BY attendance_pct DESC, class_type`,
    ],
    wrong: [
      {
        sql: `SELECT class_type, COUNT(*) FILTER (WHERE status <> 'cancelled') AS kept_bookings,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE status = 'attended') / COUNT(*), 1) AS attendance_pct
              FROM class_bookings GROUP BY class_type HAVING COUNT(*) FILTER (WHERE status <> 'cancelled') > 0
              ORDER BY attendance_pct DESC, class_type`,
        why: 'the rate is over all bookings, cancelled ones included; cancelled bookings are not counted at all',
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT class_type, COUNT(*) AS kept_bookings,
                     ROUND(100 * COUNT(*) FILTER (WHERE status = 'attended') / COUNT(*), 1) AS attendance_pct
              FROM class_bookings WHERE status IN ('attended', 'no_show')
              GROUP BY class_type ORDER BY attendance_pct DESC, class_type`,
        why: 'integer division truncates the percentage (66.7 becomes 66)',
        cls: 'integer-division',
      },
      {
        sql: `SELECT class_type, COUNT(*) AS kept_bookings,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE status = 'attended') / COUNT(*), 1) AS attendance_pct
              FROM class_bookings WHERE status IN ('attended', 'no_show')
              GROUP BY class_type
              ORDER BY 1.0 * COUNT(*) FILTER (WHERE status = 'attended') / COUNT(*) DESC, class_type`,
        why: 'ordered by the exact rate: two types whose rates round to the same attendance_pct must fall back to class_type',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT class_type, COUNT(*) AS kept_bookings,
                     ROUND(COUNT(*) FILTER (WHERE status = 'attended')::numeric / COUNT(*), 1) * 100 AS attendance_pct
              FROM class_bookings WHERE status IN ('attended', 'no_show')
              GROUP BY class_type ORDER BY attendance_pct DESC, class_type`,
        why: 'the rate is rounded to one decimal before it is turned into a percentage',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT class_type, COUNT(*) FILTER (WHERE status <> 'cancelled') AS kept_bookings,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE status <> 'no_show') / COUNT(*) FILTER (WHERE status <> 'cancelled'), 1) AS attendance_pct
              FROM class_bookings GROUP BY class_type HAVING COUNT(*) FILTER (WHERE status <> 'cancelled') > 0
              ORDER BY attendance_pct DESC, class_type`,
        why: "'not a no-show' counts cancelled bookings as attended",
        cls: 'status-filter',
      },
      {
        sql: `SELECT class_type, COUNT(*) AS kept_bookings,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE status = 'attended') / COUNT(*), 1) AS attendance_pct
              FROM class_bookings WHERE status IN ('attended', 'no_show')
              GROUP BY class_type ORDER BY attendance_pct DESC`,
        why: 'class types with the same attendance_pct must be ordered by class_type',
        cls: 'tie-break',
      },
    ],
  },
  'logistics-couriers-with-repeated-failed-drops': {
    right: [
      `SELECT courier, failed_drops FROM (
         SELECT courier, COUNT(*) FILTER (WHERE outcome = 'failed') AS failed_drops FROM drop_attempts GROUP BY courier) x
       WHERE failed_drops >= 3
       ORDER BY failed_drops DESC, courier`,
      `SELECT courier, SUM(CASE WHEN outcome = 'failed' THEN 1 ELSE 0 END) AS failed_drops
       FROM drop_attempts GROUP BY courier
       HAVING SUM(CASE WHEN outcome = 'failed' THEN 1 ELSE 0 END) > 2
       ORDER BY 2 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT courier, COUNT(*) AS failed_drops FROM drop_attempts
              WHERE outcome IN ('failed', 'refused') GROUP BY courier HAVING COUNT(*) >= 3
              ORDER BY failed_drops DESC, courier`,
        why: "a refused parcel is the customer's choice and does not count",
        cls: 'status-filter',
      },
      {
        sql: `SELECT courier, COUNT(*) AS failed_drops FROM drop_attempts
              WHERE outcome <> 'delivered' GROUP BY courier HAVING COUNT(*) >= 3
              ORDER BY failed_drops DESC, courier`,
        why: 'everything not delivered includes refused parcels',
        cls: 'status-filter',
      },
      {
        sql: `SELECT courier, COUNT(*) AS failed_drops FROM drop_attempts
              WHERE outcome = 'failed' GROUP BY courier HAVING COUNT(*) > 3
              ORDER BY failed_drops DESC, courier`,
        why: '"3 or more": a courier with exactly 3 failed drops is listed',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT courier, COUNT(DISTINCT attempted_on) AS failed_drops FROM drop_attempts
              WHERE outcome = 'failed' GROUP BY courier HAVING COUNT(DISTINCT attempted_on) >= 3
              ORDER BY failed_drops DESC, courier`,
        why: 'two failed attempts on one day are two attempts, not one',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT courier, COUNT(*) FILTER (WHERE outcome = 'failed') AS failed_drops FROM drop_attempts
              GROUP BY courier HAVING COUNT(*) >= 3 AND COUNT(*) FILTER (WHERE outcome = 'failed') > 0
              ORDER BY failed_drops DESC, courier`,
        why: 'the threshold of 3 is applied to all attempts instead of the failed ones',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT courier, COUNT(*) AS failed_drops FROM drop_attempts
              WHERE outcome = 'failed' GROUP BY courier HAVING COUNT(*) >= 3
              ORDER BY failed_drops DESC`,
        why: 'couriers with the same count must be ordered by name',
        cls: 'tie-break',
      },
    ],
  },
  'media-long-reads-with-author-desk': {
    right: [
      `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s, journalists j
       WHERE s.journalist_id = j.id AND NOT s.word_count < 1500
       ORDER BY 4 DESC, 1`,
      // journalist_id references journalists, so a non-NULL journalist_id always finds its journalist
      `SELECT headline,
              (SELECT byline FROM journalists j WHERE j.id = s.journalist_id) AS byline,
              (SELECT desk FROM journalists j WHERE j.id = s.journalist_id) AS desk,
              word_count
       FROM stories s
       WHERE journalist_id IS NOT NULL AND word_count >= 1500
       ORDER BY word_count DESC, headline`,
    ],
    wrong: [
      {
        sql: `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s
              LEFT JOIN journalists j ON j.id = s.journalist_id
              WHERE s.word_count >= 1500 ORDER BY s.word_count DESC, s.headline`,
        why: 'wire stories (no journalist) are left out',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s
              JOIN journalists j ON j.id = s.journalist_id
              WHERE s.word_count > 1500 ORDER BY s.word_count DESC, s.headline`,
        why: '"at least 1,500 words": a story of exactly 1,500 words is a long read',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s
              JOIN journalists j ON j.id = s.id
              WHERE s.word_count >= 1500 ORDER BY s.word_count DESC, s.headline`,
        why: 'the story id is joined to the journalist id instead of journalist_id',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s
              JOIN journalists j ON j.id = s.journalist_id
              WHERE s.word_count >= 1500 ORDER BY s.word_count DESC, j.byline`,
        why: 'stories of equal length are ordered by headline, not byline',
        cls: 'tie-break',
      },
      {
        sql: `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s
              JOIN journalists j ON j.id = s.journalist_id
              WHERE s.word_count >= 1500 ORDER BY s.word_count DESC`,
        why: 'no order among stories of equal length',
        cls: 'tie-break',
      },
      {
        sql: `SELECT s.headline, j.byline, j.desk, s.word_count FROM stories s
              JOIN journalists j ON j.id = s.journalist_id
              WHERE s.word_count >= 1500 OR s.published_on >= DATE '2025-05-05'
              ORDER BY s.word_count DESC, s.headline`,
        why: 'a recent story is not a long read unless it has at least 1,500 words',
        cls: 'incomplete-predicate',
      },
    ],
  },
  'finance-latest-credit-limit-per-customer': {
    right: [
      // (customer_no, set_on) is the primary key: one row per customer and day
      `SELECT DISTINCT ON (customer_no) customer_no, limit_eur, set_on FROM credit_limits
       ORDER BY customer_no, set_on DESC`,
      `SELECT customer_no, limit_eur, set_on FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY customer_no ORDER BY set_on DESC) AS rn FROM credit_limits) x
       WHERE rn = 1 ORDER BY customer_no`,
      `SELECT c.customer_no, c.limit_eur, c.set_on FROM credit_limits c
       WHERE NOT EXISTS (SELECT 1 FROM credit_limits n WHERE n.customer_no = c.customer_no AND n.set_on > c.set_on)
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT customer_no, MAX(limit_eur) AS limit_eur, MAX(set_on) AS set_on FROM credit_limits
              GROUP BY customer_no ORDER BY customer_no`,
        why: 'the highest limit is not the latest one; a later lower limit is in force',
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT DISTINCT ON (customer_no) customer_no, limit_eur, set_on FROM credit_limits
              WHERE limit_eur > 0 ORDER BY customer_no, set_on DESC`,
        why: 'a current limit of 0 is in force too; skipping it shows an older limit',
        cls: 'status-filter',
      },
      {
        sql: `SELECT customer_no, limit_eur, set_on FROM (
                SELECT *, ROW_NUMBER() OVER (ORDER BY set_on DESC) AS rn FROM credit_limits) x
              WHERE rn = 1 ORDER BY customer_no`,
        why: 'without PARTITION BY customer_no only the single latest row of all customers is kept',
        cls: 'window-partition',
      },
      {
        sql: `SELECT DISTINCT ON (customer_no) customer_no, limit_eur, set_on FROM credit_limits
              ORDER BY customer_no, set_on`,
        why: 'the earliest limit is taken instead of the most recent one',
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT DISTINCT ON (customer_no) customer_no, limit_eur, set_on FROM credit_limits
              ORDER BY customer_no, limit_eur DESC`,
        why: 'the row is chosen by the largest limit, not the latest set_on',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT c.customer_no, c.limit_eur, c.set_on FROM credit_limits c
              WHERE c.set_on = (SELECT MAX(x.set_on) FROM credit_limits x WHERE x.set_by = c.set_by)
              ORDER BY c.customer_no`,
        why: 'the correlation is on set_by instead of customer_no',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT c.customer_no, c.limit_eur, c.set_on FROM credit_limits c
              WHERE c.set_on = (SELECT MAX(x.set_on) FROM credit_limits x)
              ORDER BY c.customer_no`,
        why: 'the latest date over all customers is used, so most customers disappear',
        cls: 'incomplete-predicate',
      },
    ],
  },
  'telecom-subscribers-who-roamed-in-july': {
    right: [
      `SELECT h.id, h.full_name, h.tariff FROM line_holders h
       WHERE EXISTS (SELECT 1 FROM data_sessions s WHERE s.holder_id = h.id AND s.country <> 'IE'
                       AND s.started_on BETWEEN DATE '2025-07-01' AND DATE '2025-07-31')
       ORDER BY h.id`,
      `SELECT DISTINCT h.id, h.full_name, h.tariff FROM line_holders h JOIN data_sessions s ON s.holder_id = h.id
       WHERE s.country <> 'IE' AND EXTRACT(YEAR FROM s.started_on) = 2025 AND EXTRACT(MONTH FROM s.started_on) = 7
       ORDER BY h.id`,
    ],
    wrong: [
      {
        sql: `SELECT h.id, h.full_name, h.tariff FROM line_holders h JOIN data_sessions s ON s.holder_id = h.id
              WHERE s.country <> 'IE' AND s.started_on >= '2025-07-01' AND s.started_on < '2025-08-01'
              ORDER BY h.id`,
        why: 'a holder with several roaming sessions is listed once per session',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT id, full_name, tariff FROM line_holders WHERE id IN (
                SELECT holder_id FROM data_sessions WHERE country <> 'IE' AND started_on >= '2025-07-01' AND started_on < '2025-07-31')
              ORDER BY id`,
        why: '31 July is included in the month',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id, full_name, tariff FROM line_holders WHERE id IN (
                SELECT holder_id FROM data_sessions WHERE country <> 'IE' AND mb_used > 0
                  AND started_on >= '2025-07-01' AND started_on < '2025-08-01')
              ORDER BY id`,
        why: 'a session that used 0 MB still counts',
        cls: 'status-filter',
      },
      {
        sql: `SELECT id, full_name, tariff FROM line_holders WHERE id IN (
                SELECT holder_id FROM data_sessions WHERE country <> 'IE' AND EXTRACT(MONTH FROM started_on) = 7)
              ORDER BY id`,
        why: 'July of any year matches; only July 2025 counts',
        cls: 'date-part-without-year',
      },
      {
        sql: `SELECT id, full_name, tariff FROM line_holders WHERE id IN (
                SELECT holder_id FROM data_sessions WHERE country <> 'IE' AND started_on <= '2025-07-31')
              ORDER BY id`,
        why: 'sessions before July count too',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT id, full_name, tariff FROM line_holders WHERE id IN (
                SELECT holder_id FROM data_sessions WHERE started_on >= '2025-07-01' AND started_on < '2025-08-01')
              ORDER BY id`,
        why: 'sessions in Ireland are not roaming',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT id, full_name, tariff FROM line_holders WHERE id IN (
                SELECT holder_id FROM data_sessions WHERE started_on >= '2025-07-01' AND started_on < '2025-08-01')
                AND id NOT IN (SELECT holder_id FROM data_sessions WHERE country = 'IE')
              ORDER BY id`,
        why: 'a holder who also had a session at home in Ireland is dropped, though one abroad session is enough',
        cls: 'having-vs-where',
      },
    ],
  },
  'manufacturing-jobs-hit-by-maintenance': {
    right: [
      `SELECT j.job_code, j.machine, COUNT(m.id) AS windows,
              (SUM(EXTRACT(EPOCH FROM LEAST(upper(j.run), upper(m.win)) - GREATEST(lower(j.run), lower(m.win)))) / 60)::integer AS lost_min
       FROM production_jobs j
       JOIN maintenance_windows m ON m.machine = j.machine AND lower(m.win) < upper(j.run) AND upper(m.win) > lower(j.run)
       GROUP BY j.id, j.job_code, j.machine
       ORDER BY lost_min DESC, j.job_code`,
      `WITH o AS (
         SELECT j.id, j.job_code, j.machine, j.run * m.win AS part
         FROM production_jobs j JOIN maintenance_windows m USING (machine)
         WHERE j.run && m.win)
       SELECT job_code, machine, count(*) AS windows,
              round(sum(extract(epoch FROM upper(part) - lower(part))) / 60)::integer AS lost_min
       FROM o GROUP BY id, job_code, machine ORDER BY 4 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     (SUM(EXTRACT(EPOCH FROM LEAST(upper(j.run), upper(m.win)) - GREATEST(lower(j.run), lower(m.win)))) / 60)::integer AS lost_min
              FROM production_jobs j
              JOIN maintenance_windows m ON m.machine = j.machine AND lower(m.win) <= upper(j.run) AND upper(m.win) >= lower(j.run)
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: 'a window that starts exactly when the job ends costs nothing and must not be counted',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     (SUM(EXTRACT(EPOCH FROM upper(j.run * m.win) - lower(j.run * m.win))) / 60)::integer AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.win && j.run
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: 'only windows on the same machine cost the job time',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     (SUM(EXTRACT(EPOCH FROM upper(j.run * m.win) - lower(j.run * m.win))) / 60)::integer AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.machine = j.machine
                AND lower(m.win) >= lower(j.run) AND lower(m.win) < upper(j.run)
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: 'a window that began before the job and runs into it overlaps too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     (SUM(EXTRACT(EPOCH FROM upper(m.win) - lower(m.win))) / 60)::integer AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.machine = j.machine AND m.win && j.run
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: "the whole window's length is counted instead of the part that overlaps the job",
        cls: 'wrong-column',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     SUM(EXTRACT(MINUTE FROM upper(j.run * m.win) - lower(j.run * m.win)))::integer AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.machine = j.machine AND m.win && j.run
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: 'the minutes field of an interval drops its hours; the total length in minutes is asked',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     (SUM(EXTRACT(EPOCH FROM upper(j.run * m.win) - lower(j.run * m.win))) / 60)::integer AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.machine = j.machine AND m.win && j.run
              GROUP BY j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: 'job_code is not unique: two jobs with one code on a machine are merged into one row',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     SUM(EXTRACT(EPOCH FROM upper(j.run * m.win) - lower(j.run * m.win)))::integer / 60 AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.machine = j.machine AND m.win && j.run
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC, j.job_code`,
        why: 'integer seconds divided by 60 truncate the minutes instead of rounding them',
        cls: 'integer-division',
      },
      {
        sql: `SELECT j.job_code, j.machine, COUNT(*) AS windows,
                     (SUM(EXTRACT(EPOCH FROM upper(j.run * m.win) - lower(j.run * m.win))) / 60)::integer AS lost_min
              FROM production_jobs j JOIN maintenance_windows m ON m.machine = j.machine AND m.win && j.run
              GROUP BY j.id, j.job_code, j.machine ORDER BY lost_min DESC`,
        why: 'jobs losing the same minutes must be ordered by job_code',
        cls: 'tie-break',
      },
    ],
  },
  'agriculture-accepted-harvest-per-crop': {
    right: [
      `SELECT crop,
              COUNT(*) FILTER (WHERE grade IN ('accepted', 'downgraded')) AS loads,
              SUM(tonnes) FILTER (WHERE grade IN ('accepted', 'downgraded')) AS total_tonnes
       FROM harvest_loads
       GROUP BY crop
       HAVING COUNT(*) FILTER (WHERE grade <> 'rejected') > 0
       ORDER BY total_tonnes DESC, crop`,
      `SELECT crop, loads, total_tonnes FROM (
         SELECT crop, count(*) AS loads, sum(tonnes) AS total_tonnes FROM harvest_loads
         WHERE grade IN ('accepted', 'downgraded') GROUP BY crop) t
       ORDER BY 3 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT crop, COUNT(*) AS loads, SUM(tonnes) AS total_tonnes FROM harvest_loads
              WHERE grade = 'accepted' GROUP BY crop ORDER BY total_tonnes DESC, crop`,
        why: 'downgraded loads count too',
        cls: 'status-filter',
      },
      {
        sql: `SELECT crop, COUNT(*) AS loads, SUM(tonnes) AS total_tonnes FROM harvest_loads
              GROUP BY crop ORDER BY total_tonnes DESC, crop`,
        why: 'rejected loads were sent back and are not counted',
        cls: 'status-filter',
      },
      {
        sql: `SELECT crop, COUNT(*) FILTER (WHERE grade <> 'rejected') AS loads,
                     COALESCE(SUM(tonnes) FILTER (WHERE grade <> 'rejected'), 0) AS total_tonnes
              FROM harvest_loads GROUP BY crop ORDER BY total_tonnes DESC, crop`,
        why: 'a crop whose loads were all rejected is not listed',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT crop, COUNT(*) AS loads, SUM(tonnes) AS total_tonnes FROM harvest_loads
              WHERE grade <> 'rejected' GROUP BY crop ORDER BY total_tonnes DESC`,
        why: 'crops with equal totals must be ordered by crop',
        cls: 'tie-break',
      },
      {
        sql: `SELECT crop, COUNT(DISTINCT field_code) AS loads, SUM(tonnes) AS total_tonnes FROM harvest_loads
              WHERE grade <> 'rejected' GROUP BY crop ORDER BY total_tonnes DESC, crop`,
        why: 'two loads from one field are two loads',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT crop, COUNT(*) AS loads, SUM(CASE WHEN grade <> 'rejected' THEN tonnes ELSE 0 END) AS total_tonnes
              FROM harvest_loads GROUP BY crop HAVING SUM(CASE WHEN grade <> 'rejected' THEN tonnes ELSE 0 END) > 0
              ORDER BY total_tonnes DESC, crop`,
        why: 'the number of loads still counts the rejected ones',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT crop, COUNT(*) AS loads, SUM(tonnes) AS total_tonnes FROM harvest_loads
              WHERE grade <> 'rejected' GROUP BY crop, field_code ORDER BY total_tonnes DESC, crop`,
        why: 'one row per crop is asked, not one per crop and field',
        cls: 'group-granularity',
      },
    ],
  },
  'public-sector-overdue-library-loans': {
    right: [
      `SELECT reader_card, title, d AS days_overdue,
              CASE WHEN d * 0.25 > 10 THEN 10.00 ELSE d * 0.25 END AS fine
       FROM (SELECT reader_card, title, DATE '2025-10-20' - due_on AS d FROM library_loans WHERE returned_on IS NULL) x
       WHERE d > 0
       ORDER BY d DESC, reader_card, title`,
      `SELECT reader_card, title, (DATE '2025-10-20' - due_on) AS days_overdue,
              LEAST(0.25 * (DATE '2025-10-20' - due_on), 10.00) AS fine
       FROM library_loans
       WHERE returned_on IS NULL AND due_on <= DATE '2025-10-19'
       ORDER BY 3 DESC, 1, 2`,
    ],
    wrong: [
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     LEAST((DATE '2025-10-20' - due_on) * 0.25, 10.00) AS fine
              FROM library_loans WHERE returned_on IS NULL AND due_on <= DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: 'a book due today is not overdue yet',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     (DATE '2025-10-20' - due_on) * 0.25 AS fine
              FROM library_loans WHERE returned_on IS NULL AND due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: 'the fine is capped at 10.00',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     GREATEST((DATE '2025-10-20' - due_on) * 0.25, 10.00) AS fine
              FROM library_loans WHERE returned_on IS NULL AND due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: 'GREATEST turns the cap into a minimum fine of 10.00',
        cls: 'negative-clipping',
      },
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     LEAST((DATE '2025-10-20' - due_on) * 0.25, 10.00) AS fine
              FROM library_loans WHERE due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: 'returned books are not overdue',
        cls: 'status-filter',
      },
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     LEAST((DATE '2025-10-20' - due_on) * 0.25, 10.00) AS fine
              FROM library_loans WHERE returned_on = NULL AND due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: '= NULL is never true: no loan is found',
        cls: 'null-handling',
      },
      {
        sql: `SELECT reader_card, title, EXTRACT(DAY FROM AGE(DATE '2025-10-20', due_on))::int AS days_overdue,
                     LEAST(EXTRACT(DAY FROM AGE(DATE '2025-10-20', due_on)) * 0.25, 10.00) AS fine
              FROM library_loans WHERE returned_on IS NULL AND due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: 'the day field of AGE() drops the months of a long-overdue loan',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     LEAST((DATE '2025-10-20' - due_on) / 4, 10) AS fine
              FROM library_loans WHERE returned_on IS NULL AND due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, reader_card, title`,
        why: 'days / 4 in integers drops the quarter-euros',
        cls: 'integer-division',
      },
      {
        sql: `SELECT reader_card, title, DATE '2025-10-20' - due_on AS days_overdue,
                     LEAST((DATE '2025-10-20' - due_on) * 0.25, 10.00) AS fine
              FROM library_loans WHERE returned_on IS NULL AND due_on < DATE '2025-10-20'
              ORDER BY days_overdue DESC, title`,
        why: 'equal days are ordered by reader_card first, then title',
        cls: 'tie-break',
      },
    ],
  },
  'healthcare-inpatients-without-emergency-phone': {
    right: [
      `SELECT id, full_name, ward FROM inpatients
       WHERE discharged_on IS NULL AND COALESCE(emergency_phone, '') = ''
       ORDER BY ward, full_name, id`,
      `SELECT id, full_name, ward FROM inpatients
       WHERE discharged_on IS NULL AND NULLIF(emergency_phone, '') IS NULL
       ORDER BY 3, 2, 1`,
      // the CHECK allows only '' or a number starting with '+'
      `SELECT id, full_name, ward FROM inpatients
       WHERE discharged_on IS NULL AND COALESCE(emergency_phone, '') NOT LIKE '+%'
       ORDER BY ward, full_name, id`,
    ],
    wrong: [
      {
        sql: `SELECT id, full_name, ward FROM inpatients
              WHERE discharged_on IS NULL AND emergency_phone IS NULL
              ORDER BY ward, full_name, id`,
        why: "an empty string '' is a missing phone too",
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT id, full_name, ward FROM inpatients
              WHERE discharged_on IS NULL AND emergency_phone = ''
              ORDER BY ward, full_name, id`,
        why: "a NULL phone is missing too, but = '' is not true for NULL",
        cls: 'null-handling',
      },
      {
        sql: `SELECT id, full_name, ward FROM inpatients
              WHERE discharged_on IS NULL AND emergency_phone IS NULL OR emergency_phone = ''
              ORDER BY ward, full_name, id`,
        why: "AND binds tighter than OR: discharged patients with '' are listed",
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT id, full_name, ward FROM inpatients
              WHERE COALESCE(emergency_phone, '') = ''
              ORDER BY ward, full_name, id`,
        why: 'discharged patients are not current inpatients',
        cls: 'status-filter',
      },
      {
        sql: `SELECT id, full_name, ward FROM inpatients
              WHERE discharged_on IS NULL AND COALESCE(emergency_phone, '') = ''
              ORDER BY ward, id`,
        why: 'within a ward the list is ordered by full_name, then id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT id, full_name, ward FROM inpatients
              WHERE discharged_on IS NULL AND COALESCE(emergency_phone, '') = ''
              ORDER BY ward, full_name`,
        why: 'two patients with the same name in a ward must be ordered by id',
        cls: 'tie-break',
      },
    ],
  },
  'insurance-south-region-claims-with-holder': {
    right: [
      `SELECT c.id AS claim_id, (SELECT full_name FROM members m WHERE m.id = c.member_id) AS full_name, c.filed_on, c.amount
       FROM member_claims c
       WHERE c.member_id IN (SELECT id FROM members WHERE region = 'South')
       ORDER BY c.amount DESC, c.id`,
      `WITH south AS (SELECT id, full_name FROM members WHERE region = 'South')
       SELECT mc.id AS claim_id, s.full_name, mc.filed_on, mc.amount
       FROM south s JOIN member_claims mc ON mc.member_id = s.id
       ORDER BY 4 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM member_claims c
              JOIN members m ON m.id = c.id WHERE m.region = 'South' ORDER BY c.amount DESC, claim_id`,
        why: 'the claim id is joined to the member id instead of member_id',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM members m
              LEFT JOIN member_claims c ON c.member_id = m.id WHERE m.region = 'South' ORDER BY c.amount DESC, claim_id`,
        why: 'a South member without a claim is listed with an empty claim',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM member_claims c
              JOIN members m ON m.id = c.member_id WHERE m.region = 'South' ORDER BY c.amount DESC, m.full_name`,
        why: 'claims of the same amount are ordered by claim_id, not by name',
        cls: 'tie-break',
      },
      {
        sql: `SELECT c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM member_claims c
              JOIN members m ON m.id = c.member_id WHERE m.region = 'South' ORDER BY c.amount DESC`,
        why: 'claims of the same amount must be ordered by claim_id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM member_claims c
              JOIN members m ON m.id = c.member_id WHERE m.region <> 'North' ORDER BY c.amount DESC, claim_id`,
        why: 'East and West members are not in the South region',
        cls: 'status-filter',
      },
      {
        sql: `SELECT DISTINCT ON (m.full_name) c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM member_claims c
              JOIN members m ON m.id = c.member_id WHERE m.region = 'South' ORDER BY m.full_name, c.amount DESC`,
        why: 'every claim is listed, not one per member',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT c.id AS claim_id, m.full_name, c.filed_on, c.amount FROM member_claims c
              JOIN members m ON m.id = c.member_id WHERE m.region = 'South' ORDER BY c.filed_on DESC, claim_id`,
        why: 'the list is ordered by amount, not by filing date',
        cls: 'wrong-column',
      },
    ],
  },
};

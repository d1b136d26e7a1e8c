import { type FairnessCases } from './types';

/** Hand-written fairness cases for the logistics demo challenges (backend/src/catalogue/domain/demo/logistics.ts). */
export const LOGISTICS_FAIRNESS: FairnessCases = {
  'logistics-in-transit-shipments': {
    wrong: [
      {
        sql: `SELECT id, carrier, destination_city, promised_date
              FROM shipments
              WHERE delivered_date IS NULL
              ORDER BY promised_date`,
        mistake: 'drops the tie-break of "ordered by promised_date, then id": shipments promised the same day come out in any order',
      },
      {
        sql: `SELECT id, carrier, destination_city, promised_date
              FROM shipments
              WHERE delivered_date IS NULL
              ORDER BY promised_date, shipped_date`,
        mistake: 'breaks ties on promised_date by shipped_date instead of "then id"',
      },
      {
        sql: `SELECT id, carrier, destination_city, promised_date
              FROM shipments
              WHERE delivered_date IS NULL
              ORDER BY promised_date, cost DESC, id`,
        mistake: 'puts the costliest shipment first on a promised_date tie although the text says "then id"',
      },
    ],
    right: [
      `SELECT s.id, s.carrier, s.destination_city AS city, s.promised_date AS due
       FROM shipments s
       WHERE NOT (s.delivered_date IS NOT NULL)
       ORDER BY due, s.id`,
      `WITH open_shipments AS (
         SELECT * FROM shipments EXCEPT SELECT * FROM shipments WHERE delivered_date IS NOT NULL
       )
       SELECT id, carrier, destination_city, promised_date FROM open_shipments ORDER BY 4, 1`,
    ],
  },

  'logistics-warehouse-volume': {
    wrong: [
      {
        sql: `SELECT w.name AS warehouse, COUNT(s.id) AS shipments, COALESCE(SUM(DISTINCT s.weight_kg), 0) AS total_weight_kg
              FROM warehouses w LEFT JOIN shipments s ON s.warehouse_id = w.id
              GROUP BY w.id, w.name`,
        mistake: 'SUM(DISTINCT weight_kg) "to be safe": two shipments of the same weight count once in "their total weight"',
      },
      {
        sql: `SELECT w.name AS warehouse, COUNT(DISTINCT s.destination_city) AS shipments, COALESCE(SUM(s.weight_kg), 0) AS total_weight_kg
              FROM warehouses w LEFT JOIN shipments s ON s.warehouse_id = w.id
              GROUP BY w.id, w.name`,
        mistake: 'counts distinct destinations instead of "the number of shipments it sent"',
      },
      {
        sql: `SELECT w.name AS warehouse, COUNT(s.warehouse_id) AS shipments, COALESCE(SUM(s.weight_kg), 0) AS total_weight_kg
              FROM warehouses w
              LEFT JOIN (SELECT DISTINCT warehouse_id, carrier, destination_city, shipped_date, weight_kg FROM shipments) s
                ON s.warehouse_id = w.id
              GROUP BY w.id, w.name`,
        mistake: 'de-duplicates shipments without their id: two identical parcels on the same trip are one shipment, not "the number of shipments it sent"',
      },
    ],
    right: [
      `SELECT w.name, COALESCE(a.n, 0) AS shipment_count, COALESCE(a.kg, 0) AS kg
       FROM warehouses w
       LEFT JOIN (SELECT warehouse_id, COUNT(*) AS n, SUM(weight_kg) AS kg FROM shipments GROUP BY warehouse_id) a ON a.warehouse_id = w.id`,
      `SELECT w.name,
              (SELECT COUNT(*) FROM shipments s WHERE s.warehouse_id = w.id),
              (SELECT COALESCE(SUM(s.weight_kg), 0) FROM shipments s WHERE s.warehouse_id = w.id)
       FROM warehouses w`,
    ],
  },

  'logistics-carrier-on-time-rate': {
    wrong: [
      {
        sql: `SELECT carrier, COUNT(*) AS delivered,
                     COUNT(*) FILTER (WHERE delivered_date <= promised_date) AS on_time,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date <= promised_date) / COUNT(*), 2) AS on_time_pct
              FROM shipments
              WHERE delivered_date IS NOT NULL
              GROUP BY carrier
              HAVING COUNT(*) >= 4
              ORDER BY on_time_pct DESC`,
        mistake: 'drops "then carrier": carriers with the same on_time_pct come out in any order',
      },
      {
        sql: `SELECT carrier, COUNT(delivered_date) AS delivered,
                     COUNT(*) FILTER (WHERE delivered_date <= promised_date) AS on_time,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date <= promised_date) / COUNT(delivered_date), 2) AS on_time_pct
              FROM shipments
              GROUP BY carrier
              HAVING COUNT(*) >= 4
              ORDER BY on_time_pct DESC, carrier`,
        mistake: 'applies "at least 4 delivered shipments" to all shipments, in-transit ones included',
      },
      {
        sql: `SELECT carrier, COUNT(*) AS delivered,
                     COUNT(*) FILTER (WHERE delivered_date <= promised_date) AS on_time,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date <= promised_date) / COUNT(*), 2) AS on_time_pct
              FROM shipments
              WHERE delivered_date IS NOT NULL
              GROUP BY carrier
              HAVING COUNT(*) >= 4
              ORDER BY on_time_pct DESC, delivered DESC, carrier`,
        mistake: 'on an on_time_pct tie puts the carrier with more deliveries first instead of "then carrier"',
      },
    ],
    right: [
      `SELECT carrier, COUNT(delivered_date) AS n,
              COUNT(*) FILTER (WHERE delivered_date <= promised_date) AS ok,
              ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date <= promised_date) / COUNT(delivered_date), 2) AS pct
       FROM shipments
       GROUP BY carrier
       HAVING COUNT(delivered_date) >= 4
       ORDER BY pct DESC, carrier`,
      `SELECT * FROM (
         SELECT carrier, COUNT(*) AS delivered,
                SUM(CASE WHEN delivered_date <= promised_date THEN 1 ELSE 0 END) AS on_time,
                ROUND(AVG(CASE WHEN delivered_date <= promised_date THEN 100.0 ELSE 0 END), 2) AS on_time_pct
         FROM (SELECT * FROM shipments WHERE delivered_date IS NOT NULL) d
         GROUP BY carrier
       ) t
       WHERE delivered > 3
       ORDER BY on_time_pct DESC, carrier ASC`,
    ],
  },

  'logistics-costliest-per-warehouse': {
    wrong: [
      {
        sql: `SELECT warehouse_id, id AS shipment_id, destination_city, cost
              FROM shipments
              WHERE cost IN (SELECT MAX(cost) FROM shipments GROUP BY warehouse_id)`,
        mistake: 'compares with every warehouse\'s maximum, not "the highest cost among that warehouse\'s shipments"',
      },
      {
        sql: `SELECT s.warehouse_id, s.id AS shipment_id, s.destination_city, s.cost
              FROM shipments s
              JOIN (SELECT warehouse_id, MAX(cost) AS top_cost FROM shipments GROUP BY warehouse_id) m ON m.top_cost = s.cost`,
        mistake: 'joins the per-warehouse maxima on the cost only, forgetting "among that warehouse\'s shipments"',
      },
      {
        sql: `SELECT warehouse_id, shipment_id, destination_city, cost FROM (
                SELECT s.warehouse_id, s.id AS shipment_id, s.destination_city, s.cost,
                       MAX(s.cost) OVER (PARTITION BY w.city) AS top_cost
                FROM shipments s JOIN warehouses w ON w.id = s.warehouse_id) t
              WHERE cost = top_cost`,
        mistake: 'takes the maximum per city rather than "for each warehouse" (two warehouses may share a city)',
      },
    ],
    right: [
      `SELECT warehouse_id, shipment_id, destination_city, cost FROM (
         SELECT warehouse_id, id AS shipment_id, destination_city, cost,
                RANK() OVER (PARTITION BY warehouse_id ORDER BY cost DESC) AS r
         FROM shipments) t
       WHERE r = 1`,
      `SELECT s.warehouse_id, s.id, s.destination_city, s.cost
       FROM shipments s
       WHERE NOT EXISTS (SELECT 1 FROM shipments s2 WHERE s2.warehouse_id = s.warehouse_id AND s2.cost > s.cost)`,
    ],
  },

  'logistics-rolling-shipped-weight': {
    wrong: [
      {
        sql: `WITH march AS (SELECT * FROM shipments WHERE shipped_date BETWEEN DATE '2024-03-01' AND DATE '2024-03-14'),
              days AS (SELECT generate_series(MIN(shipped_date), MAX(shipped_date), INTERVAL '1 day')::date AS day FROM march),
              daily AS (
                SELECT d.day, COUNT(m.id) AS shipments, COALESCE(SUM(m.weight_kg), 0) AS weight_kg
                FROM days d LEFT JOIN march m ON m.shipped_date = d.day GROUP BY d.day)
              SELECT day, shipments, weight_kg,
                     SUM(weight_kg) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_3d_weight_kg
              FROM daily ORDER BY day`,
        mistake: 'builds the calendar from the first to the last shipping day instead of "every calendar day from 2024-03-01 to 2024-03-14 (14 rows)"',
      },
      {
        sql: `WITH days AS (SELECT generate_series(DATE '2024-03-01', DATE '2024-03-14', INTERVAL '1 day')::date AS day),
              daily AS (
                SELECT d.day, COUNT(s.id) AS shipments, COALESCE(SUM(DISTINCT s.weight_kg), 0) AS weight_kg
                FROM days d LEFT JOIN shipments s ON s.shipped_date = d.day GROUP BY d.day)
              SELECT day, shipments, weight_kg,
                     SUM(weight_kg) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_3d_weight_kg
              FROM daily ORDER BY day`,
        mistake: 'SUM(DISTINCT weight_kg): two shipments of the same weight on one day count once in "their total weight"',
      },
      {
        sql: `WITH days AS (SELECT generate_series(DATE '2024-03-01', DATE '2024-03-14', INTERVAL '1 day')::date AS day),
              daily AS (
                SELECT d.day, COUNT(DISTINCT s.destination_city) AS shipments, COALESCE(SUM(s.weight_kg), 0) AS weight_kg
                FROM days d LEFT JOIN shipments s ON s.shipped_date = d.day GROUP BY d.day)
              SELECT day, shipments, weight_kg,
                     SUM(weight_kg) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_3d_weight_kg
              FROM daily ORDER BY day`,
        mistake: 'counts distinct destinations instead of "the number of shipments shipped that day"',
      },
    ],
    right: [
      `SELECT d::date AS day,
              (SELECT COUNT(*) FROM shipments WHERE shipped_date = d::date) AS n,
              (SELECT COALESCE(SUM(weight_kg), 0) FROM shipments WHERE shipped_date = d::date) AS kg,
              (SELECT COALESCE(SUM(weight_kg), 0) FROM shipments
                WHERE shipped_date BETWEEN GREATEST(d::date - 2, DATE '2024-03-01') AND d::date) AS rolling
       FROM generate_series(TIMESTAMP '2024-03-01', TIMESTAMP '2024-03-14', INTERVAL '1 day') AS d
       ORDER BY 1`,
      `WITH daily AS (
         SELECT g.day, COUNT(s.id) AS shipments, SUM(COALESCE(s.weight_kg, 0)) AS weight_kg
         FROM (SELECT DATE '2024-03-01' + i AS day FROM generate_series(0, 13) AS i) g
         LEFT JOIN shipments s ON s.shipped_date = g.day
         GROUP BY g.day)
       SELECT day, shipments, weight_kg,
              SUM(weight_kg) OVER (ORDER BY day RANGE BETWEEN INTERVAL '2 days' PRECEDING AND CURRENT ROW)
       FROM daily
       ORDER BY day`,
    ],
  },

  'logistics-carrier-transit-times': {
    wrong: [
      {
        sql: `WITH delivered AS (
                SELECT carrier, delivered_date - shipped_date AS transit_days, GREATEST(delivered_date - promised_date, 0) AS delay_days
                FROM shipments WHERE delivered_date IS NOT NULL)
              SELECT carrier, COUNT(*) AS delivered,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY transit_days) AS median_transit_days,
                     ROUND(AVG(delay_days), 2) AS avg_delay_days,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE delay_days > 0) / COUNT(*), 2) AS late_pct
              FROM delivered GROUP BY carrier
              ORDER BY median_transit_days, late_pct, carrier`,
        mistake: 'on a median tie puts the more punctual carrier first instead of "then carrier"',
      },
      {
        sql: `WITH delivered AS (
                SELECT carrier, EXTRACT(DAY FROM age(delivered_date, shipped_date)) AS transit_days,
                       GREATEST(delivered_date - promised_date, 0) AS delay_days
                FROM shipments WHERE delivered_date IS NOT NULL)
              SELECT carrier, COUNT(*) AS delivered,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY transit_days) AS median_transit_days,
                     ROUND(AVG(delay_days), 2) AS avg_delay_days,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE delay_days > 0) / COUNT(*), 2) AS late_pct
              FROM delivered GROUP BY carrier
              ORDER BY median_transit_days, carrier`,
        mistake: 'takes the day field of age() as the transit time, which is not "delivered_date - shipped_date in days" once a transit spans a month',
      },
      {
        sql: `WITH d AS (
                SELECT carrier, delivered_date - shipped_date AS t, GREATEST(delivered_date - promised_date, 0) AS dl,
                       ROW_NUMBER() OVER (PARTITION BY carrier ORDER BY delivered_date - shipped_date) AS rn,
                       COUNT(*) OVER (PARTITION BY carrier) AS n
                FROM shipments WHERE delivered_date IS NOT NULL)
              SELECT carrier, MAX(n) AS delivered,
                     AVG(t) FILTER (WHERE rn IN (n / 2, n / 2 + 1)) AS median_transit_days,
                     ROUND(AVG(dl), 2) AS avg_delay_days,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE dl > 0) / COUNT(*), 2) AS late_pct
              FROM d GROUP BY carrier
              ORDER BY 3, 1`,
        mistake: 'a hand-made median that averages the two values around the middle even when the count is odd ("the usual continuous median")',
      },
    ],
    right: [
      `WITH d AS (
         SELECT carrier, delivered_date - shipped_date AS t,
                CASE WHEN delivered_date > promised_date THEN delivered_date - promised_date ELSE 0 END AS late_by,
                ROW_NUMBER() OVER (PARTITION BY carrier ORDER BY delivered_date - shipped_date) AS rn,
                COUNT(*) OVER (PARTITION BY carrier) AS n
         FROM shipments WHERE delivered_date IS NOT NULL)
       SELECT carrier, COUNT(*), AVG(t) FILTER (WHERE rn IN ((n + 1) / 2, (n + 2) / 2)) AS med,
              ROUND(AVG(late_by), 2), ROUND(100.0 * SUM(CASE WHEN late_by > 0 THEN 1 ELSE 0 END) / COUNT(*), 2)
       FROM d GROUP BY carrier
       ORDER BY med, carrier`,
      `SELECT carrier, COUNT(delivered_date) AS delivered,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY delivered_date - shipped_date) AS median_days,
              ROUND(AVG(GREATEST(delivered_date - promised_date, 0)) FILTER (WHERE delivered_date IS NOT NULL), 2) AS avg_delay,
              ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date > promised_date) / COUNT(delivered_date), 2) AS late_pct
       FROM shipments
       GROUP BY carrier
       HAVING COUNT(delivered_date) > 0
       ORDER BY median_days, carrier`,
    ],
  },
};

import { type FairnessCases } from '../fairness/types';

/** Held-out fairness cases (issue 32), written from the challenge text alone, before any grading run. */
export const AGRICULTURE: FairnessCases = {
  'agriculture-september-grain-dispatches': {
    right: [
      // moved from wrong after the first run: CHECK ((movement_type = 'dispatch') = (buyer IS NOT NULL)) makes 'has a buyer' the same as a dispatch
      `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
              FROM stock_movements m JOIN silos s ON s.id = m.silo_id JOIN grain_lots l ON l.id = m.lot_id
              WHERE m.buyer IS NOT NULL AND m.movement_type <> 'shrink' AND m.moved_on BETWEEN '2024-09-01' AND '2024-09-30' ORDER BY 2, 1`,
      `SELECT m.id AS movement_id, m.moved_on, (SELECT silo_code FROM silos WHERE id = m.silo_id) AS silo_code,
              l.lot_code, l.crop, m.buyer, m.tonnes
       FROM stock_movements m JOIN grain_lots l ON l.id = m.lot_id
       WHERE m.movement_type = 'dispatch' AND m.moved_on >= '2024-09-01' AND m.moved_on < '2024-10-01'
       ORDER BY 2, 1`,
      `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
       FROM silos s JOIN stock_movements m ON m.silo_id = s.id JOIN grain_lots l ON m.lot_id = l.id
       WHERE m.movement_type = 'dispatch' AND date_trunc('month', m.moved_on) = DATE '2024-09-01'
       ORDER BY m.moved_on, m.id`,
    ],
    wrong: [
      {
        sql: `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
              FROM stock_movements m JOIN silos s ON s.id = m.silo_id JOIN grain_lots l ON l.id = m.lot_id
              WHERE m.movement_type = 'dispatch' AND m.moved_on >= '2024-09-01' AND m.moved_on < '2024-09-30' ORDER BY 2, 1`,
        mistake: 'end bound < 2024-09-30 drops dispatches on 30 September',
      },
      {
        sql: `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
              FROM stock_movements m JOIN silos s ON s.id = m.silo_id JOIN grain_lots l ON l.id = m.lot_id
              WHERE m.movement_type IN ('dispatch', 'transfer_out') AND m.moved_on BETWEEN '2024-09-01' AND '2024-09-30' ORDER BY 2, 1`,
        mistake: 'also counts transfers out, which are not sales',
      },
      {
        sql: `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
              FROM stock_movements m JOIN silos s ON s.id = m.silo_id JOIN grain_lots l ON l.id = m.lot_id
              WHERE m.movement_type = 'dispatch' AND EXTRACT(MONTH FROM m.moved_on) = 9 ORDER BY 2, 1`,
        mistake: 'month without its year',
      },
      {
        sql: `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
              FROM stock_movements m JOIN silos s ON s.id = m.silo_id JOIN grain_lots l ON l.id = m.lot_id
              WHERE m.movement_type = 'dispatch' AND m.moved_on <= '2024-09-30' ORDER BY 2, 1`,
        mistake: 'range with no lower bound keeps earlier dispatches',
      },
      {
        sql: `SELECT m.id AS movement_id, m.moved_on, s.silo_code, l.lot_code, l.crop, m.buyer, m.tonnes
              FROM stock_movements m JOIN silos s ON s.id = m.silo_id JOIN grain_lots l ON l.id = m.lot_id
              WHERE m.movement_type = 'dispatch' AND m.moved_on BETWEEN '2024-09-01' AND '2024-09-30' ORDER BY 2, m.tonnes DESC`,
        mistake: 'same-day dispatches ordered by tonnes instead of movement_id',
      },
    ],
  },
  'agriculture-crops-with-large-harvests': {
    right: [
      `SELECT crop, COUNT(id) AS lots, SUM(tonnes) AS total_tonnes,
              ROUND(SUM(moisture_pct) / NULLIF(COUNT(moisture_pct), 0), 1) AS avg_moisture
       FROM grain_lots GROUP BY crop
       HAVING COUNT(*) > 2 AND SUM(tonnes) >= 400.00
       ORDER BY 3 DESC, 1`,
      `SELECT * FROM (SELECT crop, COUNT(*) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(moisture_pct)::numeric, 1) AS avg_moisture
                     FROM grain_lots GROUP BY crop) t
       WHERE lots >= 3 AND total_tonnes >= 400
       ORDER BY total_tonnes DESC, crop`,
    ],
    wrong: [
      {
        sql: `SELECT crop, COUNT(*) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(COALESCE(moisture_pct, 0)), 1) AS avg_moisture
              FROM grain_lots GROUP BY crop HAVING COUNT(*) >= 3 AND SUM(tonnes) >= 400 ORDER BY 3 DESC, 1`,
        mistake: 'counts unmeasured moisture as 0',
      },
      {
        sql: `SELECT crop, COUNT(*) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(moisture_pct), 1) AS avg_moisture
              FROM grain_lots GROUP BY crop HAVING COUNT(*) >= 3 AND SUM(tonnes) > 400 ORDER BY 3 DESC, 1`,
        mistake: 'exactly 400 t excluded (> instead of >=)',
      },
      {
        sql: `SELECT crop, COUNT(*) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(moisture_pct), 1) AS avg_moisture
              FROM grain_lots WHERE moisture_pct IS NOT NULL GROUP BY crop HAVING COUNT(*) >= 3 AND SUM(tonnes) >= 400 ORDER BY 3 DESC, 1`,
        mistake: 'WHERE drops unmeasured lots from the lot count and tonnage too',
      },
      {
        sql: `SELECT crop, COUNT(moisture_pct) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(moisture_pct), 1) AS avg_moisture
              FROM grain_lots GROUP BY crop HAVING COUNT(*) >= 3 AND SUM(tonnes) >= 400 ORDER BY 3 DESC, 1`,
        mistake: 'COUNT(moisture_pct) instead of COUNT(*) for the number of lots',
      },
      {
        sql: `SELECT crop, COUNT(*) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(moisture_pct), 1) AS avg_moisture
              FROM grain_lots GROUP BY crop HAVING COUNT(*) >= 3 AND ROUND(SUM(tonnes), -1) >= 400 ORDER BY 3 DESC, 1`,
        mistake: 'threshold checked on a rounded total, so 396 t qualifies',
      },
      {
        sql: `SELECT crop, COUNT(*) AS lots, SUM(tonnes) AS total_tonnes, ROUND(AVG(moisture_pct), 1) AS avg_moisture
              FROM grain_lots GROUP BY crop HAVING COUNT(*) >= 3 OR SUM(tonnes) >= 400 ORDER BY 3 DESC, 1`,
        mistake: 'either condition instead of both',
      },
    ],
  },
  'agriculture-silo-stock-movement-pivot': {
    right: [
      `SELECT s.silo_code,
              SUM(CASE WHEN m.movement_type = 'intake' THEN m.tonnes ELSE 0 END) AS intake_t,
              SUM(CASE WHEN m.movement_type = 'dispatch' THEN m.tonnes ELSE 0 END) AS dispatch_t,
              SUM(CASE WHEN m.movement_type = 'transfer_in' THEN m.tonnes ELSE 0 END) AS transfer_in_t,
              SUM(CASE WHEN m.movement_type = 'transfer_out' THEN m.tonnes ELSE 0 END) AS transfer_out_t,
              SUM(CASE WHEN m.movement_type = 'shrink' THEN m.tonnes ELSE 0 END) AS shrink_t,
              COALESCE(SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes ELSE -m.tonnes END), 0) AS stock_t
       FROM silos s LEFT JOIN stock_movements m ON m.silo_id = s.id
       GROUP BY s.silo_code ORDER BY s.silo_code`,
      `SELECT s.silo_code,
              COALESCE(t.i, 0) AS intake_t, COALESCE(t.d, 0) AS dispatch_t, COALESCE(t.ti, 0) AS transfer_in_t,
              COALESCE(t.tout, 0) AS transfer_out_t, COALESCE(t.sh, 0) AS shrink_t,
              COALESCE(t.i, 0) + COALESCE(t.ti, 0) - COALESCE(t.d, 0) - COALESCE(t.tout, 0) - COALESCE(t.sh, 0) AS stock_t
       FROM silos s LEFT JOIN (
         SELECT silo_id, SUM(tonnes) FILTER (WHERE movement_type = 'intake') AS i, SUM(tonnes) FILTER (WHERE movement_type = 'dispatch') AS d,
                SUM(tonnes) FILTER (WHERE movement_type = 'transfer_in') AS ti, SUM(tonnes) FILTER (WHERE movement_type = 'transfer_out') AS tout,
                SUM(tonnes) FILTER (WHERE movement_type = 'shrink') AS sh
         FROM stock_movements GROUP BY silo_id) t ON t.silo_id = s.id
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT s.silo_code,
                     SUM(m.tonnes) FILTER (WHERE m.movement_type = 'intake') AS intake_t, SUM(m.tonnes) FILTER (WHERE m.movement_type = 'dispatch') AS dispatch_t,
                     SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in') AS transfer_in_t, SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out') AS transfer_out_t,
                     SUM(m.tonnes) FILTER (WHERE m.movement_type = 'shrink') AS shrink_t,
                     SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes ELSE -m.tonnes END) AS stock_t
              FROM silos s LEFT JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code ORDER BY 1`,
        mistake: 'NULL instead of 0 where a silo had no movement of a type',
      },
      {
        sql: `SELECT s.silo_code,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'intake'), 0) AS intake_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'dispatch'), 0) AS dispatch_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in'), 0) AS transfer_in_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out'), 0) AS transfer_out_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'shrink'), 0) AS shrink_t,
                     COALESCE(SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes ELSE -m.tonnes END), 0) AS stock_t
              FROM silos s JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code ORDER BY 1`,
        mistake: 'inner join drops the silo that never had a movement',
      },
      {
        sql: `SELECT s.silo_code,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'intake'), 0) AS intake_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'dispatch'), 0) AS dispatch_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in'), 0) AS transfer_in_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out'), 0) AS transfer_out_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'shrink'), 0) AS shrink_t,
                     COALESCE(SUM(CASE WHEN m.movement_type LIKE '%in%' THEN m.tonnes ELSE -m.tonnes END), 0) AS stock_t
              FROM silos s LEFT JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code ORDER BY 1`,
        mistake: "incoming movements picked by a name pattern ('%in%'), which also matches shrink",
      },
      {
        sql: `SELECT s.silo_code,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'intake'), 0) AS intake_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'dispatch'), 0) AS dispatch_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in'), 0) AS transfer_in_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out'), 0) AS transfer_out_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'shrink'), 0) AS shrink_t,
                     GREATEST(COALESCE(SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes ELSE -m.tonnes END), 0), 0) AS stock_t
              FROM silos s LEFT JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code ORDER BY 1`,
        mistake: 'clips a negative stock to 0 where the text defines it as the plain difference',
      },
      {
        sql: `SELECT s.silo_code,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'intake'), 0) AS intake_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'dispatch'), 0) AS dispatch_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in'), 0) AS transfer_in_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out'), 0) AS transfer_out_t,
                     COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'shrink'), 0) AS shrink_t,
                     COALESCE(SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes WHEN m.movement_type IN ('dispatch', 'transfer_out') THEN -m.tonnes ELSE 0 END), 0) AS stock_t
              FROM silos s LEFT JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code ORDER BY 1`,
        mistake: 'stock forgets to subtract shrink',
      },
      {
        sql: `SELECT s.silo_code,
                     COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type = 'intake'), 0) AS intake_t, COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type = 'dispatch'), 0) AS dispatch_t,
                     COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in'), 0) AS transfer_in_t, COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out'), 0) AS transfer_out_t,
                     COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type = 'shrink'), 0) AS shrink_t,
                     COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type IN ('intake', 'transfer_in')), 0) - COALESCE(SUM(DISTINCT m.tonnes) FILTER (WHERE m.movement_type IN ('dispatch', 'transfer_out', 'shrink')), 0) AS stock_t
              FROM silos s LEFT JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code ORDER BY 1`,
        mistake: 'SUM(DISTINCT) collapses two movements of the same tonnage',
      },
    ],
  },
  'agriculture-driest-lots-per-crop': {
    right: [
      `SELECT g.crop, g.lot_code, g.moisture_pct,
              (SELECT COUNT(DISTINCT h.moisture_pct) FROM grain_lots h WHERE h.crop = g.crop AND h.moisture_pct <= g.moisture_pct) AS dryness_rank
       FROM grain_lots g WHERE g.moisture_pct IS NOT NULL
       ORDER BY 1, 4, 2`,
      `SELECT crop, lot_code, moisture_pct, dryness_rank FROM (
         SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER w AS dryness_rank
         FROM grain_lots WHERE moisture_pct IS NOT NULL
         WINDOW w AS (PARTITION BY crop ORDER BY moisture_pct ASC)) r
       ORDER BY crop, dryness_rank, lot_code`,
      `SELECT * FROM (SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER (PARTITION BY crop ORDER BY moisture_pct) AS dryness_rank
       FROM grain_lots) r WHERE moisture_pct IS NOT NULL ORDER BY 1, 4, 2`,
    ],
    wrong: [
      {
        sql: `SELECT crop, lot_code, moisture_pct, RANK() OVER (PARTITION BY crop ORDER BY moisture_pct) AS dryness_rank
              FROM grain_lots WHERE moisture_pct IS NOT NULL ORDER BY 1, 4, 2`,
        mistake: 'RANK leaves gaps after ties',
      },
      {
        sql: `SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER (PARTITION BY crop ORDER BY moisture_pct) AS dryness_rank
              FROM grain_lots WHERE moisture_pct IS NOT NULL ORDER BY 1, 4, 3 DESC`,
        mistake: 'lots sharing a rank are not ordered by lot_code (tie broken on the wrong column)',
      },
      {
        sql: `SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER (ORDER BY moisture_pct) AS dryness_rank
              FROM grain_lots WHERE moisture_pct IS NOT NULL ORDER BY 1, 4, 2`,
        mistake: 'ranks over all crops instead of within each crop',
      },
      {
        sql: `SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER (PARTITION BY crop ORDER BY moisture_pct, lot_code) AS dryness_rank
              FROM grain_lots WHERE moisture_pct IS NOT NULL ORDER BY 1, 4, 2`,
        mistake: 'tie broken on lot_code inside the ranking, so equal moistures no longer share a rank',
      },
      {
        sql: `SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER (PARTITION BY crop ORDER BY moisture_pct NULLS FIRST) AS dryness_rank
              FROM grain_lots ORDER BY 1, 4, 2`,
        mistake: 'keeps unmeasured lots and ranks them first',
      },
      {
        sql: `SELECT crop, lot_code, moisture_pct, DENSE_RANK() OVER (PARTITION BY crop ORDER BY ROUND(moisture_pct)) AS dryness_rank
              FROM grain_lots WHERE moisture_pct IS NOT NULL ORDER BY 1, 4, 2`,
        mistake: 'ranks on the rounded moisture, so 12.2 and 12.4 tie',
      },
    ],
  },
  'agriculture-rainfed-heavy-soil-fields': {
    right: [
      `SELECT field_code, farm_name, soil_type, area_ha FROM fields
       WHERE irrigated = false AND (soil_type = 'clay' OR soil_type = 'loam') AND area_ha >= 20.00
       ORDER BY area_ha DESC, field_code ASC`,
      `SELECT field_code, farm_name, soil_type, area_ha FROM fields
       WHERE NOT irrigated AND soil_type NOT IN ('sandy', 'silt') AND NOT (area_ha < 20)
       ORDER BY 4 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT field_code, farm_name, soil_type, area_ha FROM fields
              WHERE NOT irrigated AND soil_type = 'clay' OR soil_type = 'loam' AND area_ha >= 20 ORDER BY 4 DESC, 1`,
        mistake: 'AND/OR precedence: clay fields skip the area test and loam fields the irrigation test',
      },
      {
        sql: `SELECT field_code, farm_name, soil_type, area_ha FROM fields
              WHERE NOT irrigated AND soil_type IN ('clay', 'loam') AND area_ha > 20 ORDER BY 4 DESC, 1`,
        mistake: 'a field of exactly 20 ha excluded',
      },
      {
        sql: `SELECT field_code, farm_name, soil_type, area_ha FROM fields
              WHERE NOT irrigated AND soil_type IN ('clay', 'loam') AND ROUND(area_ha) >= 20 ORDER BY 4 DESC, 1`,
        mistake: 'area compared after rounding, so 19.6 ha qualifies',
      },
      {
        sql: `SELECT field_code, farm_name, soil_type, area_ha FROM fields
              WHERE NOT irrigated AND soil_type IN ('clay', 'loam') AND area_ha >= 20 ORDER BY 4 DESC, 2`,
        mistake: 'equal areas ordered by farm_name instead of field_code',
      },
      {
        sql: `SELECT field_code, farm_name, soil_type, area_ha FROM fields
              WHERE NOT irrigated AND soil_type IN ('clay', 'loam') AND area_ha >= 20 AND crop <> 'maize' ORDER BY 4 DESC, 1`,
        mistake: 'drops fields already growing maize; the text has no crop condition',
      },
      {
        sql: `SELECT field_code, farm_name, soil_type, area_ha FROM fields
              WHERE NOT irrigated AND soil_type IN ('clay', 'loam') AND area_ha >= 20 AND sensor_installed_on IS NOT NULL ORDER BY 4 DESC, 1`,
        mistake: 'drops fields without a sensor; the text has no sensor condition',
      },
    ],
  },
  'agriculture-july-critical-moisture-fields': {
    right: [
      `SELECT DISTINCT f.field_code, f.farm_name, f.crop
       FROM fields f JOIN soil_readings r ON r.field_id = f.id
       WHERE r.reading_date >= '2024-07-01' AND r.reading_date < '2024-08-01' AND r.moisture_pct < 15
       ORDER BY 1`,
      `SELECT f.field_code, f.farm_name, f.crop FROM fields f
       WHERE f.id IN (SELECT field_id FROM soil_readings
                      WHERE date_trunc('month', reading_date) = '2024-07-01' GROUP BY field_id HAVING MIN(moisture_pct) < 15.0)
       ORDER BY f.field_code`,
    ],
    wrong: [
      {
        sql: `SELECT DISTINCT f.field_code, f.farm_name, f.crop FROM fields f JOIN soil_readings r ON r.field_id = f.id
              WHERE r.reading_date BETWEEN '2024-07-01' AND '2024-07-31' AND r.moisture_pct <= 15 ORDER BY 1`,
        mistake: 'a reading of exactly 15.0 counted as critical',
      },
      {
        sql: `SELECT DISTINCT f.field_code, f.farm_name, f.crop FROM fields f JOIN soil_readings r ON r.field_id = f.id
              WHERE r.reading_date >= '2024-07-01' AND r.reading_date < '2024-07-31' AND r.moisture_pct < 15 ORDER BY 1`,
        mistake: 'end bound < 2024-07-31 drops readings of 31 July',
      },
      {
        sql: `SELECT DISTINCT f.field_code, f.farm_name, f.crop FROM fields f JOIN soil_readings r ON r.field_id = f.id
              WHERE EXTRACT(MONTH FROM r.reading_date) = 7 AND r.moisture_pct < 15 ORDER BY 1`,
        mistake: 'month without its year',
      },
      {
        sql: `SELECT f.field_code, f.farm_name, f.crop FROM fields f JOIN soil_readings r ON r.field_id = f.id
              WHERE r.reading_date BETWEEN '2024-07-01' AND '2024-07-31' AND r.moisture_pct < 15 ORDER BY 1`,
        mistake: 'no DISTINCT: a field appears once per critical reading',
      },
      {
        sql: `SELECT f.field_code, f.farm_name, f.crop FROM fields f JOIN soil_readings r ON r.field_id = f.id
              WHERE r.reading_date BETWEEN '2024-07-01' AND '2024-07-31'
              GROUP BY f.id, f.field_code, f.farm_name, f.crop HAVING AVG(r.moisture_pct) < 15 ORDER BY 1`,
        mistake: 'average July moisture below 15 instead of at least one reading',
      },
      {
        sql: `SELECT DISTINCT f.field_code, f.farm_name, f.crop FROM fields f JOIN soil_readings r ON r.field_id = f.id
              WHERE r.reading_date BETWEEN '2024-07-01' AND '2024-07-31' AND ROUND(r.moisture_pct) < 15 ORDER BY 1`,
        mistake: 'compares the rounded moisture, so 14.6 is not critical',
      },
    ],
  },
  'agriculture-seven-day-rainfall-alerts': {
    right: [
      `SELECT f.field_code, r.reading_date,
              (SELECT SUM(q.rainfall_mm) FROM soil_readings q WHERE q.field_id = r.field_id
                 AND q.reading_date BETWEEN r.reading_date - 6 AND r.reading_date) AS rain_7d
       FROM soil_readings r JOIN fields f ON f.id = r.field_id
       WHERE (SELECT SUM(q.rainfall_mm) FROM soil_readings q WHERE q.field_id = r.field_id
                AND q.reading_date BETWEEN r.reading_date - 6 AND r.reading_date) >= 55
       ORDER BY 1, 2`,
      `SELECT f.field_code, r.reading_date, SUM(q.rainfall_mm) AS rain_7d
       FROM soil_readings r JOIN fields f ON f.id = r.field_id
       JOIN soil_readings q ON q.field_id = r.field_id AND q.reading_date > r.reading_date - 7 AND q.reading_date <= r.reading_date
       GROUP BY f.field_code, r.field_id, r.reading_date
       HAVING SUM(q.rainfall_mm) >= 55.0
       ORDER BY f.field_code, r.reading_date`,
    ],
    wrong: [
      {
        sql: `SELECT * FROM (SELECT f.field_code, r.reading_date,
                     SUM(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS rain_7d
              FROM soil_readings r JOIN fields f ON f.id = r.field_id) t WHERE rain_7d >= 55 ORDER BY 1, 2`,
        mistake: 'seven rows instead of seven calendar days: offline days stretch the window',
      },
      {
        sql: `SELECT * FROM (SELECT f.field_code, r.reading_date,
                     SUM(r.rainfall_mm) OVER (ORDER BY r.field_id, r.reading_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS rain_7d
              FROM soil_readings r JOIN fields f ON f.id = r.field_id) t WHERE rain_7d >= 55 ORDER BY 1, 2`,
        mistake: "window without PARTITION BY mixes a field's first days with the previous field",
      },
      {
        sql: `SELECT * FROM (SELECT f.field_code, r.reading_date,
                     SUM(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date RANGE BETWEEN INTERVAL '7 days' PRECEDING AND CURRENT ROW) AS rain_7d
              FROM soil_readings r JOIN fields f ON f.id = r.field_id) t WHERE rain_7d >= 55 ORDER BY 1, 2`,
        mistake: '8-day window (7 days before instead of 6)',
      },
      {
        sql: `SELECT * FROM (SELECT f.field_code, r.reading_date,
                     SUM(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS rain_7d
              FROM soil_readings r JOIN fields f ON f.id = r.field_id) t WHERE rain_7d > 55 ORDER BY 1, 2`,
        mistake: 'exactly 55.0 mm excluded',
      },
      {
        sql: `SELECT * FROM (SELECT f.field_code, r.reading_date,
                     SUM(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS rain_7d
              FROM soil_readings r JOIN fields f ON f.id = r.field_id) t WHERE ROUND(rain_7d) >= 55 ORDER BY 1, 2`,
        mistake: 'threshold on the rounded sum, so 54.6 mm alerts',
      },
      {
        sql: `SELECT * FROM (SELECT f.field_code, r.reading_date,
                     SUM(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS rain_7d
              FROM soil_readings r JOIN fields f ON f.id = r.field_id WHERE r.rainfall_mm > 0) t WHERE rain_7d >= 55 ORDER BY 1, 2`,
        mistake: 'drops dry-day readings, which the text keeps as alerts when the window total is high',
      },
    ],
  },
};

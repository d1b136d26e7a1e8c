import { type HoldoutCases } from './types';

const spikes = (prev: string, cond: string, pct = '100.0 * (kwh - prev_kwh) / prev_kwh'): string => `
  WITH p AS (SELECT m.serial, r.reading_date, r.kwh, ${prev}
             FROM daily_readings r JOIN meters m ON m.id = r.meter_id)
  SELECT serial, reading_date, prev_kwh, kwh, ROUND(${pct}, 1) AS pct_increase
  FROM p WHERE ${cond}
  ORDER BY serial, reading_date`;
const LAG_BY_METER = `LAG(r.reading_date) OVER (PARTITION BY r.meter_id ORDER BY r.reading_date) AS prev_date,
                       LAG(r.kwh) OVER (PARTITION BY r.meter_id ORDER BY r.reading_date) AS prev_kwh`;

const rolling = (where: string, frame: string): string => `
  SELECT m.serial, r.reading_date, r.kwh, COUNT(*) OVER w AS readings_in_window, ROUND(AVG(r.kwh) OVER w, 2) AS avg_7d
  FROM daily_readings r JOIN meters m ON m.id = r.meter_id
  WHERE ${where}
  WINDOW w AS (${frame})
  ORDER BY m.serial, r.reading_date`;

const missing = (days: string, extra = ''): string => `
  SELECT m.serial, d::date AS missing_day
  FROM meters m CROSS JOIN generate_series(${days}) AS d
  WHERE NOT EXISTS (SELECT 1 FROM daily_readings r WHERE r.meter_id = m.id AND r.reading_date = d::date) ${extra}
  ORDER BY m.serial, missing_day`;

/** Second held-out set (issue 32), energy: written from the challenge text alone, before any grading run. */
export const ENERGY: HoldoutCases = {
  'energy-older-meters-north-east': {
    right: [
      `SELECT serial, customer_name, region, installed_on FROM meters
       WHERE (region = 'North' OR region = 'East') AND installed_on <= DATE '2022-12-31'
       ORDER BY installed_on, serial`,
      `SELECT serial, customer_name, region, installed_on FROM meters
       WHERE installed_on < make_date(2023, 1, 1) AND region IN ('East', 'North')
       ORDER BY 4, 1`,
    ],
    wrong: [
      {
        sql: `SELECT serial, customer_name, region, installed_on FROM meters
              WHERE region = 'North' OR region = 'East' AND installed_on < '2023-01-01'
              ORDER BY installed_on, serial`,
        why: 'AND binds tighter than OR: every North meter is listed whatever its installation date',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT serial, customer_name, region, installed_on FROM meters
              WHERE region IN ('North', 'East') AND installed_on <= '2023-01-01'
              ORDER BY installed_on, serial`,
        why: 'a meter installed on 1 January 2023 itself is not due yet',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT serial, customer_name, region, installed_on FROM meters
              WHERE region IN ('North', 'East') AND installed_on < '2023-01-01'
              ORDER BY installed_on`,
        why: 'meters installed on the same day are not ordered by serial',
        cls: 'tie-break',
      },
      {
        sql: `SELECT serial, customer_name, region, installed_on FROM meters
              WHERE region IN ('North', 'East') AND installed_on < '2022-12-31'
              ORDER BY installed_on, serial`,
        why: 'drops meters installed on 31 December 2022, which are before 1 January 2023',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT serial, customer_name, region, installed_on FROM meters
              WHERE region IN ('North', 'East') AND EXTRACT(YEAR FROM installed_on) = 2022
              ORDER BY installed_on, serial`,
        why: '"before 1 January 2023" has no lower bound: meters from 2021 and earlier are due too',
        cls: 'missing-lower-bound',
      },
    ],
  },
  'energy-high-readings-on-march-15': {
    right: [
      `SELECT meter_id, kwh FROM daily_readings
       WHERE reading_date = DATE '2024-03-15' AND NOT (kwh < 12.00)
       ORDER BY kwh DESC, meter_id ASC`,
      // reading_date is CHECKed to March 2024, so the day of month alone names the date
      `SELECT r.meter_id, r.kwh FROM daily_readings r
       WHERE EXTRACT(DAY FROM r.reading_date) = 15 AND r.kwh >= 12
       ORDER BY 2 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date = '2024-03-15' AND kwh >= 12 ORDER BY meter_id`,
        why: 'ordered by kwh from highest to lowest first',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date = '2024-03-15' AND kwh > 12 ORDER BY kwh DESC, meter_id`,
        why: 'a reading of exactly 12.00 is included',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date = '2024-03-15' AND ROUND(kwh) >= 12 ORDER BY kwh DESC, meter_id`,
        why: 'filters on the rounded value: 11.60 kWh rounds to 12 but is below 12',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date = '2024-03-15' AND kwh::int >= 12 ORDER BY kwh DESC, meter_id`,
        why: 'the cast to int rounds 11.50 up to 12',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date BETWEEN '2024-03-15' AND '2024-03-16' AND kwh >= 12 ORDER BY kwh DESC, meter_id`,
        why: 'BETWEEN takes in the whole of 16 March',
        cls: 'timestamp-bound',
      },
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date = '2024-03-15' AND kwh >= 12 ORDER BY kwh DESC`,
        why: 'equal readings are not ordered by meter_id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT meter_id, kwh FROM daily_readings WHERE reading_date = '2024-03-15' AND kwh >= 12 ORDER BY kwh DESC, meter_id DESC`,
        why: 'meters with the same kwh are listed by meter_id ascending',
        cls: 'tie-break',
      },
    ],
  },
  'energy-steady-high-consumers': {
    right: [
      `WITH s AS (SELECT meter_id, COUNT(*) AS n, AVG(kwh) AS a FROM daily_readings GROUP BY meter_id)
       SELECT m.serial, s.n AS readings, ROUND(s.a, 2) AS avg_daily_kwh
       FROM s JOIN meters m ON m.id = s.meter_id
       WHERE s.n >= 28 AND s.a >= 15
       ORDER BY avg_daily_kwh DESC, serial`,
      `SELECT m.serial, COUNT(r.kwh) AS readings, ROUND(SUM(r.kwh) / COUNT(*), 2) AS avg_daily_kwh
       FROM meters m JOIN daily_readings r ON r.meter_id = m.id
       GROUP BY m.serial
       HAVING COUNT(*) > 27 AND SUM(r.kwh) >= 15 * COUNT(*)
       ORDER BY 3 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 AND AVG(r.kwh) > 15 - 0.005 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'a tolerance lets an average of 14.996 through; the bound is 15 before rounding',
        cls: 'tolerance-for-equality',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(SUM(r.kwh)::int / COUNT(*), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 AND SUM(r.kwh)::int / COUNT(*) >= 15 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'integer division truncates the average (and the cast rounds the sum)',
        cls: 'integer-division',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 AND ROUND(AVG(r.kwh), 2) >= 15 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'the average is compared before rounding: 14.996 rounds to 15.00 but does not qualify',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id GROUP BY m.id, m.serial
              HAVING COUNT(*) > 28 AND AVG(r.kwh) >= 15 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'a meter with exactly 28 readings qualifies',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 AND SUM(r.kwh) / 31 >= 15 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'the average is over the meter\'s readings, not over the 31 days of March',
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              WHERE r.kwh >= 15
              GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'the 15 kWh bound is on the average (a group condition), not on each reading',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 AND AVG(r.kwh)::int >= 15 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'casting the average to int rounds 14.5 up to 15',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT m.serial, COUNT(*) AS readings, ROUND(AVG(r.kwh), 2) AS avg_daily_kwh
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              WHERE r.kwh > 0
              GROUP BY m.id, m.serial
              HAVING COUNT(*) >= 28 AND AVG(r.kwh) >= 15 ORDER BY avg_daily_kwh DESC, serial`,
        why: 'drops readings of 0 kWh, which are readings the text counts (and lower the average)',
        cls: 'status-filter',
      },
    ],
  },
  'energy-day-over-day-consumption-spikes': {
    right: [
      `SELECT m.serial, r.reading_date, p.kwh AS prev_kwh, r.kwh, ROUND(100.0 * (r.kwh - p.kwh) / p.kwh, 1) AS pct_increase
       FROM daily_readings r JOIN daily_readings p ON p.meter_id = r.meter_id AND p.reading_date = r.reading_date - 1
       JOIN meters m ON m.id = r.meter_id
       WHERE r.kwh > 1.5 * p.kwh
       ORDER BY m.serial, r.reading_date`,
      spikes(LAG_BY_METER, "prev_date = reading_date - interval '1 day' AND kwh * 2 > prev_kwh * 3"),
    ],
    wrong: [
      {
        sql: `${spikes(LAG_BY_METER, 'prev_date = reading_date - 1 AND kwh - 1.5 * prev_kwh > 0.005')}`,
        why: 'an epsilon of half a cent drops a reading exactly 0.005 above 1.5 times the previous one, which is more than 1.5 times',
        cls: 'tolerance-for-equality',
      },
      {
        sql: spikes(`LAG(r.reading_date) OVER (ORDER BY r.meter_id, r.reading_date) AS prev_date,
                     LAG(r.kwh) OVER (ORDER BY r.meter_id, r.reading_date) AS prev_kwh`, 'prev_date = reading_date - 1 AND kwh > 1.5 * prev_kwh'),
        why: "LAG without PARTITION BY: a meter's first reading is compared with the previous meter's last one when that falls on the day before",
        cls: 'window-partition',
      },
      {
        sql: spikes(LAG_BY_METER, 'kwh > 1.5 * prev_kwh'),
        why: 'compares with the previous reading across a gap; the text compares only with the previous calendar day',
        cls: 'window-frame',
      },
      {
        sql: spikes(LAG_BY_METER, 'prev_date = reading_date - 1 AND kwh >= 1.5 * prev_kwh'),
        why: 'an increase of exactly 50 % is not a spike',
        cls: 'inclusive-bound',
      },
      {
        sql: spikes(LAG_BY_METER, 'prev_date = reading_date - 1 AND ROUND(100.0 * (kwh - prev_kwh) / prev_kwh, 1) > 50'),
        why: 'filters on the rounded percentage: a 50.04 % increase rounds to 50.0 and is dropped',
        cls: 'rounding-order',
      },
      {
        sql: spikes(LAG_BY_METER, 'prev_date = reading_date - 1 AND kwh - 1.5 * prev_kwh > 0.01'),
        why: 'a tolerance drops a reading a hundredth above 1.5 times the previous one',
        cls: 'tolerance-for-equality',
      },
      {
        sql: spikes(LAG_BY_METER, 'prev_date = reading_date - 1 AND kwh > 1.5 * prev_kwh', '100.0 * (kwh - prev_kwh) / kwh'),
        why: 'pct_increase is relative to the previous reading, not the new one',
        cls: 'wrong-denominator',
      },
      {
        sql: spikes(LAG_BY_METER.replace(/PARTITION BY r\.meter_id/g, 'PARTITION BY m.customer_name'), 'prev_date = reading_date - 1 AND kwh > 1.5 * prev_kwh'),
        why: 'partitions by customer name: two meters of one customer (or two customers with one name) are interleaved',
        cls: 'group-granularity',
      },
    ],
  },
  'energy-seven-day-rolling-average': {
    right: [
      `SELECT m.serial, r.reading_date, r.kwh, COUNT(*) AS readings_in_window, ROUND(AVG(w.kwh), 2) AS avg_7d
       FROM daily_readings r JOIN meters m ON m.id = r.meter_id
       JOIN daily_readings w ON w.meter_id = r.meter_id AND w.reading_date BETWEEN r.reading_date - 6 AND r.reading_date
       WHERE m.meter_type = 'commercial'
       GROUP BY m.serial, r.meter_id, r.reading_date, r.kwh
       ORDER BY m.serial, r.reading_date`,
      rolling("m.meter_type = 'commercial'", "PARTITION BY m.serial ORDER BY r.reading_date RANGE BETWEEN '6 days'::interval PRECEDING AND CURRENT ROW"),
    ],
    wrong: [
      {
        sql: rolling("m.meter_type = 'commercial'", 'PARTITION BY r.meter_id ORDER BY r.reading_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW'),
        why: 'seven rows are not seven calendar days: across a missing day the window reaches older readings',
        cls: 'window-frame',
      },
      {
        sql: rolling("m.customer_name NOT LIKE '%household%'", "PARTITION BY r.meter_id ORDER BY r.reading_date RANGE BETWEEN interval '6 days' PRECEDING AND CURRENT ROW"),
        why: 'takes commercial meters from the customer name instead of the meter_type column',
        cls: 'type-from-code',
      },
      {
        sql: rolling("m.meter_type = 'commercial'", "ORDER BY r.reading_date RANGE BETWEEN interval '6 days' PRECEDING AND CURRENT ROW"),
        why: 'no PARTITION BY: the window mixes the readings of all commercial meters',
        cls: 'window-partition',
      },
      {
        sql: rolling("m.meter_type = 'commercial'", "PARTITION BY r.meter_id ORDER BY r.reading_date RANGE BETWEEN interval '7 days' PRECEDING AND CURRENT ROW"),
        why: "'7 days' PRECEDING makes an eight-day window",
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT m.serial, r.reading_date, r.kwh, COUNT(*) AS readings_in_window, ROUND(AVG(w.kwh), 2) AS avg_7d
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN daily_readings w ON w.meter_id = r.meter_id AND w.reading_date > r.reading_date - 7 AND w.reading_date < r.reading_date
              WHERE m.meter_type = 'commercial'
              GROUP BY m.serial, r.meter_id, r.reading_date, r.kwh
              ORDER BY m.serial, r.reading_date`,
        why: "the window ends on the reading's own date, which it includes",
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT m.serial, r.reading_date, r.kwh, COUNT(*) AS readings_in_window, ROUND(SUM(w.kwh) / 7, 2) AS avg_7d
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN daily_readings w ON w.meter_id = r.meter_id AND w.reading_date BETWEEN r.reading_date - 6 AND r.reading_date
              WHERE m.meter_type = 'commercial'
              GROUP BY m.serial, r.meter_id, r.reading_date, r.kwh
              ORDER BY m.serial, r.reading_date`,
        why: 'divides by 7 days: missing days are absent, not zero',
        cls: 'wrong-denominator',
      },
    ],
  },
  'energy-missing-meter-readings-march': {
    right: [
      `SELECT m.serial, d.day AS missing_day
       FROM meters m
       JOIN LATERAL (SELECT g::date AS day FROM generate_series(DATE '2024-03-01', DATE '2024-03-31', interval '1 day') g) d ON d.day >= m.installed_on
       LEFT JOIN daily_readings r ON r.meter_id = m.id AND r.reading_date = d.day
       WHERE r.meter_id IS NULL
       ORDER BY 1, 2`,
      `SELECT serial, missing_day FROM (
         SELECT m.id, m.serial, g::date AS missing_day FROM meters m, generate_series('2024-03-01'::date, '2024-03-31'::date, '1 day') g
         WHERE g::date >= m.installed_on
         EXCEPT
         SELECT m.id, m.serial, r.reading_date FROM meters m JOIN daily_readings r ON r.meter_id = m.id) x
       ORDER BY serial, missing_day`,
    ],
    wrong: [
      {
        sql: missing(`DATE '2024-03-01', DATE '2024-03-31', interval '1 day'`),
        why: 'ignores installed_on: a meter installed mid-March gets missing days before its installation',
        cls: 'missing-lower-bound',
      },
      {
        sql: missing(`DATE '2024-03-01', DATE '2024-03-31', interval '1 day'`, 'AND d::date > m.installed_on'),
        why: 'the expected days start on the installed_on date itself',
        cls: 'inclusive-bound',
      },
      {
        sql: missing(`GREATEST(m.installed_on, DATE '2024-03-01'), DATE '2024-03-30', interval '1 day'`),
        why: 'stops on 30 March; 31 March is included',
        cls: 'timestamp-bound',
      },
      {
        sql: missing(`GREATEST(m.installed_on, DATE '2024-03-01'), DATE '2024-03-01' + interval '1 month', interval '1 day'`),
        why: 'the series ends at 1 March + 1 month, which is 1 April: a day outside March is listed as missing',
        cls: 'timestamp-bound',
      },
      {
        sql: `SELECT m.serial, d::date AS missing_day
              FROM meters m CROSS JOIN generate_series(GREATEST(m.installed_on, DATE '2024-03-01'), DATE '2024-03-31', interval '1 day') AS d
              LEFT JOIN daily_readings r ON r.reading_date = d::date
              WHERE r.meter_id IS NULL
              ORDER BY m.serial, missing_day`,
        why: 'the join to readings forgets the meter: a day is missing only when no meter at all reported',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT m.serial, d::date AS missing_day
              FROM meters m CROSS JOIN generate_series(GREATEST(m.installed_on, DATE '2024-03-01'), DATE '2024-03-31', interval '1 day') AS d
              WHERE d::date NOT IN (SELECT r.reading_date FROM meters mm LEFT JOIN daily_readings r ON r.meter_id = mm.id WHERE mm.id = m.id)
              ORDER BY m.serial, missing_day`,
        why: 'for a meter with no reading the outer join gives one NULL reading_date, and NOT IN over it is never true: its days vanish',
        cls: 'not-in-null',
      },
      {
        sql: `SELECT m.serial, d::date AS missing_day
              FROM meters m CROSS JOIN generate_series(DATE '2024-03-01', DATE '2024-03-31', interval '1 day') AS d
              WHERE d::date NOT IN (SELECT r.reading_date FROM daily_readings r WHERE r.meter_id = m.id)
                AND EXISTS (SELECT 1 FROM daily_readings r WHERE r.meter_id = m.id)
                AND d::date >= m.installed_on
              ORDER BY m.serial, missing_day`,
        why: 'only meters with at least one reading: a meter installed in March that never reported has every day missing',
        cls: 'outer-vs-inner-join',
      },
    ],
  },
};

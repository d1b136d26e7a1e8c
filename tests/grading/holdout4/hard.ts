import { type HoldoutCases } from './types';

/** Fourth held-out set (issue 32), challenges rated 1700 or more: written from the challenge text alone, before any grading run. */
export const HARD: HoldoutCases = {
  'hr-engineers-qualified-for-project-apollo': {
    right: [
      // (engineer_id, skill) and (project, skill) are primary keys: each needed skill matches at most one row
      `SELECT e.full_name, e.team FROM engineers e
       LEFT JOIN engineer_skills s ON s.engineer_id = e.id
         AND EXISTS (SELECT 1 FROM project_needs n WHERE n.project = 'apollo' AND n.skill = s.skill AND s.level >= n.min_level)
       GROUP BY e.id, e.full_name, e.team
       HAVING COUNT(s.skill) = (SELECT COUNT(*) FROM project_needs WHERE project = 'apollo')
       ORDER BY e.full_name`,
      `SELECT full_name, team FROM engineers e
       WHERE NOT EXISTS (
         SELECT n.skill FROM project_needs n WHERE n.project = 'apollo'
         EXCEPT
         SELECT s.skill FROM engineer_skills s JOIN project_needs n2 ON n2.skill = s.skill AND n2.project = 'apollo'
         WHERE s.engineer_id = e.id AND s.level >= n2.min_level)
       ORDER BY full_name`,
    ],
    wrong: [
      {
        sql: `SELECT e.full_name, e.team FROM engineers e WHERE NOT EXISTS (
                SELECT 1 FROM project_needs n WHERE n.project = 'apollo' AND NOT EXISTS (
                  SELECT 1 FROM engineer_skills s WHERE s.engineer_id = e.id AND s.skill = n.skill AND s.level > n.min_level))
              ORDER BY e.full_name`,
        why: 'exactly the minimum level is enough',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT e.full_name, e.team FROM engineers e WHERE EXISTS (
                SELECT 1 FROM project_needs n JOIN engineer_skills s ON s.skill = n.skill
                WHERE n.project = 'apollo' AND s.engineer_id = e.id AND s.level >= n.min_level)
              ORDER BY e.full_name`,
        why: 'every needed skill is required, not just one',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT e.full_name, e.team FROM engineers e JOIN engineer_skills s ON s.engineer_id = e.id
              JOIN project_needs n ON n.skill = s.skill AND n.project = 'apollo'
              GROUP BY e.id, e.full_name, e.team
              HAVING COUNT(*) = (SELECT COUNT(*) FROM project_needs WHERE project = 'apollo') ORDER BY e.full_name`,
        why: 'having the skill is not enough: its level must reach min_level',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT e.full_name, e.team FROM engineers e JOIN engineer_skills s ON s.engineer_id = e.id
              JOIN project_needs n ON n.skill = s.skill AND n.project = 'apollo' AND s.level >= n.min_level
              GROUP BY e.id, e.full_name, e.team
              HAVING COUNT(*) = (SELECT COUNT(*) FROM project_needs) ORDER BY e.full_name`,
        why: "the needed count is taken over every project's needs instead of apollo's",
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT e.full_name, e.team FROM engineers e WHERE NOT EXISTS (
                SELECT 1 FROM project_needs n WHERE n.project = 'apollo' AND NOT EXISTS (
                  SELECT 1 FROM engineer_skills s WHERE s.engineer_id = e.id AND s.skill = n.skill AND s.level >= n.min_level))
              ORDER BY e.team, e.full_name`,
        why: 'the list is ordered by full_name only',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT e.full_name, e.team FROM engineers e WHERE NOT EXISTS (
                SELECT 1 FROM project_needs n WHERE n.project = 'apollo' AND NOT EXISTS (
                  SELECT 1 FROM engineer_skills s WHERE s.engineer_id = e.id AND s.skill = n.skill
                    AND s.level >= (SELECT MIN(x.min_level) FROM project_needs x WHERE x.project = 'apollo')))
              ORDER BY e.full_name`,
        why: "each skill has its own minimum; the lowest minimum of the project is not every skill's",
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT e.full_name, e.team FROM engineers e WHERE NOT EXISTS (
                SELECT 1 FROM project_needs n WHERE NOT EXISTS (
                  SELECT 1 FROM engineer_skills s WHERE s.engineer_id = e.id AND s.skill = n.skill AND s.level >= n.min_level))
              ORDER BY e.full_name`,
        why: "only apollo's needs count; other projects' skills are required too here",
        cls: 'status-filter',
      },
    ],
  },
  'telecom-two-longest-calls-per-subscriber': {
    right: [
      `SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(b.best) / 60.0, 2) AS avg_best_pair_min
       FROM subscribers s
       CROSS JOIN LATERAL (SELECT SUM(d) AS best FROM (
         SELECT c.duration_s AS d FROM calls c WHERE c.subscriber_id = s.id ORDER BY c.duration_s DESC LIMIT 2) t) b
       WHERE b.best IS NOT NULL
       GROUP BY s.plan ORDER BY s.plan`,
      `WITH pairs AS (
         SELECT subscriber_id,
                (SELECT SUM(x) FROM unnest((array_agg(duration_s ORDER BY duration_s DESC))[1:2]) AS x) AS best
         FROM calls GROUP BY subscriber_id)
       SELECT s.plan, count(*) AS subscribers, round(avg(p.best) / 60.0, 2) AS avg_best_pair_min
       FROM pairs p JOIN subscribers s ON s.id = p.subscriber_id
       GROUP BY 1 ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, RANK() OVER (PARTITION BY subscriber_id ORDER BY duration_s DESC) AS rk FROM calls),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rk <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(p.best) / 60.0, 2) AS avg_best_pair_min
              FROM p JOIN subscribers s ON s.id = p.subscriber_id GROUP BY s.plan ORDER BY s.plan`,
        why: 'exactly two calls: with RANK, three calls tied for second place are all summed',
        cls: 'tie-break',
      },
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, DENSE_RANK() OVER (PARTITION BY subscriber_id ORDER BY duration_s DESC) AS rk FROM calls),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rk <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(p.best) / 60.0, 2) AS avg_best_pair_min
              FROM p JOIN subscribers s ON s.id = p.subscriber_id GROUP BY s.plan ORDER BY s.plan`,
        why: 'two distinct lengths are not two calls: 2,400, 2,400 and 60 must give 4,800',
        cls: 'distinct-misuse',
      },
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, ROW_NUMBER() OVER (PARTITION BY subscriber_id ORDER BY duration_s DESC) AS rn FROM calls WHERE NOT dropped),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rn <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(p.best) / 60.0, 2) AS avg_best_pair_min
              FROM p JOIN subscribers s ON s.id = p.subscriber_id GROUP BY s.plan ORDER BY s.plan`,
        why: 'every call counts, dropped or not',
        cls: 'status-filter',
      },
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, ROW_NUMBER() OVER (ORDER BY duration_s DESC) AS rn FROM calls),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rn <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(p.best) / 60.0, 2) AS avg_best_pair_min
              FROM p JOIN subscribers s ON s.id = p.subscriber_id GROUP BY s.plan ORDER BY s.plan`,
        why: 'without PARTITION BY subscriber only the two longest calls of all are kept',
        cls: 'window-partition',
      },
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, ROW_NUMBER() OVER (PARTITION BY subscriber_id ORDER BY duration_s DESC) AS rn FROM calls),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rn <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(p.best) / 60.0, 2) AS avg_best_pair_min
              FROM subscribers s LEFT JOIN p ON p.subscriber_id = s.id GROUP BY s.plan ORDER BY s.plan`,
        why: 'only subscribers with at least one call are counted',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, ROW_NUMBER() OVER (PARTITION BY subscriber_id ORDER BY duration_s DESC) AS rn FROM calls),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rn <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(p.best / 60), 2) AS avg_best_pair_min
              FROM p JOIN subscribers s ON s.id = p.subscriber_id GROUP BY s.plan ORDER BY s.plan`,
        why: 'best / 60 in integers drops the seconds of each pair before averaging',
        cls: 'integer-division',
      },
      {
        sql: `WITH r AS (SELECT subscriber_id, duration_s, ROW_NUMBER() OVER (PARTITION BY subscriber_id ORDER BY duration_s DESC) AS rn FROM calls),
              p AS (SELECT subscriber_id, SUM(duration_s) AS best FROM r WHERE rn <= 2 GROUP BY subscriber_id)
              SELECT s.plan, COUNT(*) AS subscribers, ROUND(AVG(ROUND(p.best / 60.0, 2)), 2) AS avg_best_pair_min
              FROM p JOIN subscribers s ON s.id = p.subscriber_id GROUP BY s.plan ORDER BY s.plan`,
        why: 'each pair is rounded before averaging; only the average is rounded',
        cls: 'rounding-order',
      },
    ],
  },
  'manufacturing-runs-above-machine-average': {
    right: [
      `SELECT run_id, machine_code, units_produced, ROUND(avg_u, 1) AS machine_avg_units FROM (
         SELECT r.id AS run_id, m.code AS machine_code, r.units_produced, AVG(r.units_produced) OVER (PARTITION BY r.machine_id) AS avg_u
         FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
       WHERE units_produced > avg_u
       ORDER BY machine_code, run_id`,
      `WITH a AS (SELECT machine_id, AVG(units_produced) AS avg_u FROM production_runs GROUP BY machine_id)
       SELECT r.id AS run_id, m.code AS machine_code, r.units_produced, ROUND(a.avg_u, 1) AS machine_avg_units
       FROM production_runs r JOIN a USING (machine_id) JOIN machines m ON m.id = r.machine_id
       WHERE r.units_produced > a.avg_u
       ORDER BY 2, 1`,
    ],
    wrong: [
      {
        sql: `SELECT run_id, machine_code, units_produced, ROUND(avg_u, 1) AS machine_avg_units FROM (
                SELECT r.id AS run_id, m.code AS machine_code, r.units_produced, AVG(r.units_produced) OVER (PARTITION BY r.machine_id) AS avg_u
                FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
              WHERE units_produced >= avg_u ORDER BY machine_code, run_id`,
        why: 'a run exactly equal to the average is not good',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT run_id, machine_code, units_produced, machine_avg_units FROM (
                SELECT r.id AS run_id, m.code AS machine_code, r.units_produced, ROUND(AVG(r.units_produced) OVER (PARTITION BY r.machine_id), 1) AS machine_avg_units
                FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
              WHERE units_produced > machine_avg_units ORDER BY machine_code, run_id`,
        why: 'the comparison must use the exact average, not the one rounded for display',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT r.id AS run_id, m.code AS machine_code, r.units_produced,
                     (SELECT ROUND(AVG(r2.units_produced), 1) FROM production_runs r2 WHERE r2.machine_id = r.machine_id) AS machine_avg_units
              FROM production_runs r JOIN machines m ON m.id = r.machine_id
              WHERE r.units_produced > (SELECT AVG(r2.units_produced) FROM production_runs r2)
              ORDER BY machine_code, run_id`,
        why: "runs are compared with the plant average instead of their own machine's",
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT run_id, machine_code, units_produced, ROUND(avg_u, 1) AS machine_avg_units FROM (
                SELECT r.id AS run_id, m.code AS machine_code, r.units_produced, AVG(r.units_produced) OVER (PARTITION BY m.line) AS avg_u
                FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
              WHERE units_produced > avg_u ORDER BY machine_code, run_id`,
        why: 'the average is per machine, not per line',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT run_id, machine_code, units_produced, ROUND(avg_u, 1) AS machine_avg_units FROM (
                SELECT r.id AS run_id, m.code AS machine_code, r.units_produced,
                       AVG(r.units_produced - r.units_scrapped) OVER (PARTITION BY r.machine_id) AS avg_u
                FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
              WHERE units_produced > avg_u ORDER BY machine_code, run_id`,
        why: 'the average is of units_produced, not of the good units',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT run_id, machine_code, units_produced, ROUND(avg_u, 1) AS machine_avg_units FROM (
                SELECT r.id AS run_id, m.code AS machine_code, r.units_produced,
                       SUM(r.units_produced) OVER (PARTITION BY r.machine_id) / COUNT(*) OVER (PARTITION BY r.machine_id) AS avg_u
                FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
              WHERE units_produced > avg_u ORDER BY machine_code, run_id`,
        why: 'bigint / bigint truncates the average (a run above 1000.6 but at 1001 is judged against 1000)',
        cls: 'integer-division',
      },
      {
        sql: `SELECT run_id, machine_code, units_produced, ROUND(avg_u, 1) AS machine_avg_units FROM (
                SELECT r.id AS run_id, m.code AS machine_code, r.units_produced, AVG(r.units_produced) OVER (PARTITION BY r.machine_id) AS avg_u
                FROM production_runs r JOIN machines m ON m.id = r.machine_id) x
              WHERE units_produced > avg_u ORDER BY machine_code`,
        why: "a machine's runs must be ordered by run_id",
        cls: 'tie-break',
      },
    ],
  },
  'insurance-policyholders-with-all-claims-closed': {
    right: [
      `SELECT h.full_name, COUNT(*) AS claims, COALESCE(SUM(c.claimed) FILTER (WHERE c.status = 'paid'), 0) AS paid_total
       FROM holders h JOIN holder_claims c ON c.holder_id = h.id
       GROUP BY h.id, h.full_name
       HAVING bool_and(c.status IN ('paid', 'rejected'))
       ORDER BY h.full_name, h.id`,
      `SELECT h.full_name, x.claims, x.paid_total
       FROM holders h JOIN (
         SELECT holder_id, count(*) AS claims, sum(CASE WHEN status = 'paid' THEN claimed ELSE 0 END) AS paid_total,
                count(*) FILTER (WHERE status IN ('open', 'approved')) AS in_progress
         FROM holder_claims GROUP BY holder_id) x ON x.holder_id = h.id
       WHERE x.in_progress = 0
       ORDER BY 1, h.id`,
    ],
    wrong: [
      {
        sql: `SELECT h.full_name, COUNT(*) AS claims, COALESCE(SUM(c.claimed) FILTER (WHERE c.status = 'paid'), 0) AS paid_total
              FROM holders h JOIN holder_claims c ON c.holder_id = h.id
              GROUP BY h.id, h.full_name HAVING bool_and(c.status <> 'open') ORDER BY h.full_name, h.id`,
        why: 'approved claims are not paid yet and still in progress',
        cls: 'status-filter',
      },
      {
        sql: `SELECT h.full_name, COUNT(c.id) AS claims, COALESCE(SUM(c.claimed) FILTER (WHERE c.status = 'paid'), 0) AS paid_total
              FROM holders h LEFT JOIN holder_claims c ON c.holder_id = h.id
              GROUP BY h.id, h.full_name HAVING COUNT(*) FILTER (WHERE c.status IN ('open', 'approved')) = 0 ORDER BY h.full_name, h.id`,
        why: 'a policyholder with no claim at all is not listed',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT h.full_name, COUNT(*) AS claims, SUM(c.claimed) FILTER (WHERE c.status = 'paid') AS paid_total
              FROM holders h JOIN holder_claims c ON c.holder_id = h.id
              GROUP BY h.id, h.full_name HAVING bool_and(c.status IN ('paid', 'rejected')) ORDER BY h.full_name, h.id`,
        why: 'paid_total is 0 when none was paid, not NULL',
        cls: 'null-handling',
      },
      {
        sql: `SELECT h.full_name, COUNT(*) AS claims, SUM(c.claimed) AS paid_total
              FROM holders h JOIN holder_claims c ON c.holder_id = h.id
              GROUP BY h.id, h.full_name HAVING bool_and(c.status IN ('paid', 'rejected')) ORDER BY h.full_name, h.id`,
        why: 'rejected claims are not part of paid_total',
        cls: 'status-filter',
      },
      {
        sql: `SELECT h.full_name, COUNT(*) AS claims, COALESCE(SUM(c.claimed) FILTER (WHERE c.status = 'paid'), 0) AS paid_total
              FROM holders h JOIN holder_claims c ON c.holder_id = h.id
              WHERE c.status IN ('paid', 'rejected')
              GROUP BY h.id, h.full_name ORDER BY h.full_name, h.id`,
        why: 'filtering rows keeps holders who also have open claims: every claim must be closed',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT h.full_name, COUNT(*) AS claims, COALESCE(SUM(c.claimed) FILTER (WHERE c.status = 'paid'), 0) AS paid_total
              FROM holders h JOIN holder_claims c ON c.holder_id = h.id
              GROUP BY h.id, h.full_name HAVING bool_and(c.status IN ('paid', 'rejected')) ORDER BY h.full_name`,
        why: 'policyholders with the same name are ordered by id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT h.full_name, COUNT(*) AS claims, COALESCE(SUM(c.claimed) FILTER (WHERE c.status = 'paid'), 0) AS paid_total
              FROM holders h JOIN holder_claims c ON c.holder_id = h.id
              GROUP BY h.full_name HAVING bool_and(c.status IN ('paid', 'rejected')) ORDER BY h.full_name`,
        why: 'two policyholders with the same name are merged into one',
        cls: 'group-granularity',
      },
    ],
  },
  'energy-longest-high-load-runs': {
    right: [
      `WITH h AS (
         SELECT meter_id, read_at,
                CASE WHEN LAG(read_at) OVER (PARTITION BY meter_id ORDER BY read_at) = read_at - interval '1 hour' THEN 0 ELSE 1 END AS brk
         FROM readings WHERE kwh >= 1.5),
       g AS (SELECT meter_id, read_at, SUM(brk) OVER (PARTITION BY meter_id ORDER BY read_at) AS grp FROM h),
       runs AS (SELECT meter_id, grp, COUNT(*) AS hours, MIN(read_at) AS run_start FROM g GROUP BY meter_id, grp),
       best AS (SELECT DISTINCT ON (meter_id) meter_id, hours, run_start FROM runs ORDER BY meter_id, hours DESC, run_start)
       SELECT m.code, b.hours AS longest_run_hours, b.run_start
       FROM best b JOIN meters m ON m.id = b.meter_id
       WHERE b.hours >= 7
       ORDER BY 2 DESC, 1`,
      // readings are on the hour, so epoch / 3600 is a whole hour number
      `WITH h AS (
         SELECT meter_id, read_at, EXTRACT(EPOCH FROM read_at) / 3600 - ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY read_at) AS isl
         FROM readings WHERE kwh >= 1.5),
       runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM h GROUP BY meter_id, isl),
       best AS (SELECT meter_id, MAX(hours) AS mx FROM runs GROUP BY meter_id)
       SELECT m.code, b.mx AS longest_run_hours,
              (SELECT MIN(r.run_start) FROM runs r WHERE r.meter_id = b.meter_id AND r.hours = b.mx) AS run_start
       FROM best b JOIN meters m ON m.id = b.meter_id
       WHERE b.mx >= 7
       ORDER BY longest_run_hours DESC, m.code`,
    ],
    wrong: [
      {
        sql: `WITH h AS (SELECT r.meter_id, r.read_at, r.read_at - ROW_NUMBER() OVER (PARTITION BY r.meter_id ORDER BY r.read_at) * INTERVAL '1 hour' AS island
                FROM readings r WHERE r.kwh > 1.5),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM h GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours >= 7 ORDER BY longest_run_hours DESC, m.code`,
        why: 'a reading of exactly 1.5 kWh is high',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH t AS (SELECT r.meter_id, r.read_at, r.kwh >= 1.5 AS hi,
                       ROW_NUMBER() OVER (PARTITION BY r.meter_id ORDER BY r.read_at)
                       - ROW_NUMBER() OVER (PARTITION BY r.meter_id, r.kwh >= 1.5 ORDER BY r.read_at) AS island
                FROM readings r),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM t WHERE hi GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours >= 7 ORDER BY longest_run_hours DESC, m.code`,
        why: 'a missing hour ends a run, but row-number islands only break on a low reading',
        cls: 'incomplete-predicate',
      },
      {
        sql: `WITH h AS (SELECT r.meter_id, r.read_at, r.read_at - ROW_NUMBER() OVER (PARTITION BY r.meter_id ORDER BY r.read_at) * INTERVAL '1 hour' AS island
                FROM readings r WHERE r.kwh >= 1.5),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM h GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours > 7 ORDER BY longest_run_hours DESC, m.code`,
        why: 'a longest run of exactly 7 hours is listed',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH h AS (SELECT r.meter_id, r.read_at, r.read_at - ROW_NUMBER() OVER (PARTITION BY r.meter_id ORDER BY r.read_at) * INTERVAL '1 hour' AS island
                FROM readings r WHERE r.kwh >= 1.5),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM h GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start DESC) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours >= 7 ORDER BY longest_run_hours DESC, m.code`,
        why: 'of several longest runs the earliest is reported, not the latest',
        cls: 'tie-break',
      },
      {
        sql: `WITH h AS (SELECT r.meter_id, r.read_at, r.read_at - ROW_NUMBER() OVER (ORDER BY r.read_at, r.meter_id) * INTERVAL '1 hour' AS island
                FROM readings r WHERE r.kwh >= 1.5),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM h GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours >= 7 ORDER BY longest_run_hours DESC, m.code`,
        why: 'without PARTITION BY meter the readings of all meters are numbered together by time, so no run is consecutive in the numbering',
        cls: 'window-partition',
      },
      {
        sql: `WITH h AS (SELECT r.meter_id, r.read_at, r.read_at - ROW_NUMBER() OVER (PARTITION BY r.meter_id ORDER BY r.read_at) * INTERVAL '1 hour' AS island
                FROM readings r WHERE r.kwh >= 1.5),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, (EXTRACT(EPOCH FROM MAX(read_at) - MIN(read_at)) / 3600)::int AS hours FROM h GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours >= 7 ORDER BY longest_run_hours DESC, m.code`,
        why: 'the length is the number of readings, one more than the hours between the first and last',
        cls: 'wrong-aggregate',
      },
      {
        sql: `WITH h AS (SELECT r.meter_id, r.read_at, r.read_at - ROW_NUMBER() OVER (PARTITION BY r.meter_id ORDER BY r.read_at) * INTERVAL '1 hour' AS island
                FROM readings r WHERE r.kwh >= 1.5),
              runs AS (SELECT meter_id, MIN(read_at) AS run_start, COUNT(*) AS hours FROM h GROUP BY meter_id, island),
              k AS (SELECT meter_id, run_start, hours, ROW_NUMBER() OVER (PARTITION BY meter_id ORDER BY hours DESC, run_start) AS rn FROM runs)
              SELECT m.code, k.hours AS longest_run_hours, k.run_start FROM k JOIN meters m ON m.id = k.meter_id
              WHERE k.rn = 1 AND k.hours >= 7 ORDER BY longest_run_hours DESC`,
        why: 'meters with equal longest runs must be ordered by code',
        cls: 'tie-break',
      },
    ],
  },
  'e-commerce-carts-checked-out-within-an-hour': {
    right: [
      `SELECT v.country, COUNT(*) AS cart_views,
              COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM page_views k WHERE k.visitor_id = c.visitor_id AND k.page = 'checkout'
                                               AND k.viewed_at BETWEEN c.viewed_at AND c.viewed_at + interval '1 hour')) AS checked_out,
              ROUND(100.0 * COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM page_views k WHERE k.visitor_id = c.visitor_id AND k.page = 'checkout'
                                               AND k.viewed_at BETWEEN c.viewed_at AND c.viewed_at + interval '1 hour')) / COUNT(*), 1) AS checkout_pct
       FROM page_views c JOIN visitors v ON v.id = c.visitor_id
       WHERE c.page = 'cart'
       GROUP BY v.country ORDER BY v.country`,
      `WITH flagged AS (
         SELECT c.id, c.visitor_id,
                EXISTS (SELECT 1 FROM page_views k WHERE k.visitor_id = c.visitor_id AND k.page = 'checkout'
                          AND tsrange(c.viewed_at, c.viewed_at + interval '1 hour', '[]') @> k.viewed_at) AS ok
         FROM page_views c WHERE c.page = 'cart')
       SELECT v.country, count(*) AS cart_views, count(*) FILTER (WHERE ok) AS checked_out,
              round(count(*) FILTER (WHERE ok) * 100.0 / count(*), 1) AS checkout_pct
       FROM flagged f JOIN visitors v ON v.id = f.visitor_id
       GROUP BY 1 ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `WITH cv AS (SELECT DISTINCT c.id FROM page_views c JOIN page_views k ON k.visitor_id = c.visitor_id AND k.page = 'checkout'
                AND k.viewed_at >= c.viewed_at AND k.viewed_at < c.viewed_at + INTERVAL '1 hour' WHERE c.page = 'cart')
              SELECT vi.country, COUNT(*) AS cart_views, COUNT(cv.id) AS checked_out, ROUND(100.0 * COUNT(cv.id) / COUNT(*), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id LEFT JOIN cv ON cv.id = c.id
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: 'a checkout exactly one hour after the cart view counts',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH cv AS (SELECT DISTINCT c.id FROM page_views c JOIN page_views k ON k.visitor_id = c.visitor_id AND k.page = 'checkout'
                AND k.viewed_at > c.viewed_at AND k.viewed_at <= c.viewed_at + INTERVAL '1 hour' WHERE c.page = 'cart')
              SELECT vi.country, COUNT(*) AS cart_views, COUNT(cv.id) AS checked_out, ROUND(100.0 * COUNT(cv.id) / COUNT(*), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id LEFT JOIN cv ON cv.id = c.id
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: 'a checkout at the same instant as the cart view counts',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH cv AS (SELECT DISTINCT c.id FROM page_views c JOIN page_views k ON k.visitor_id = c.visitor_id AND k.page = 'checkout'
                AND k.viewed_at <= c.viewed_at + INTERVAL '1 hour' WHERE c.page = 'cart')
              SELECT vi.country, COUNT(*) AS cart_views, COUNT(cv.id) AS checked_out, ROUND(100.0 * COUNT(cv.id) / COUNT(*), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id LEFT JOIN cv ON cv.id = c.id
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: 'a checkout viewed before the cart does not count',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT vi.country, COUNT(*) AS cart_views, COUNT(k.id) AS checked_out, ROUND(100.0 * COUNT(k.id) / COUNT(*), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id
              LEFT JOIN page_views k ON k.visitor_id = c.visitor_id AND k.page = 'checkout'
                AND k.viewed_at >= c.viewed_at AND k.viewed_at <= c.viewed_at + INTERVAL '1 hour'
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: 'each cart view counts once, however many checkouts follow it',
        cls: 'fan-out',
      },
      {
        sql: `WITH cv AS (SELECT DISTINCT c.id FROM page_views c JOIN page_views k ON k.visitor_id = c.visitor_id AND k.page = 'checkout'
                AND k.viewed_at >= c.viewed_at AND k.viewed_at <= c.viewed_at + INTERVAL '1 hour' WHERE c.page = 'cart')
              SELECT vi.country, COUNT(*) AS cart_views, COUNT(cv.id) AS checked_out, ROUND(100 * COUNT(cv.id) / COUNT(*), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id LEFT JOIN cv ON cv.id = c.id
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: 'integer division truncates the percentage',
        cls: 'integer-division',
      },
      {
        sql: `WITH cv AS (SELECT DISTINCT c.id FROM page_views c JOIN page_views k ON k.page = 'checkout'
                AND k.viewed_at >= c.viewed_at AND k.viewed_at <= c.viewed_at + INTERVAL '1 hour' WHERE c.page = 'cart')
              SELECT vi.country, COUNT(*) AS cart_views, COUNT(cv.id) AS checked_out, ROUND(100.0 * COUNT(cv.id) / COUNT(*), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id LEFT JOIN cv ON cv.id = c.id
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: "the checkout must be the same visitor's",
        cls: 'incomplete-predicate',
      },
      {
        sql: `WITH cv AS (SELECT DISTINCT c.id FROM page_views c JOIN page_views k ON k.visitor_id = c.visitor_id AND k.page = 'checkout'
                AND k.viewed_at >= c.viewed_at AND k.viewed_at <= c.viewed_at + INTERVAL '1 hour' WHERE c.page = 'cart')
              SELECT vi.country, COUNT(DISTINCT c.visitor_id) AS cart_views, COUNT(cv.id) AS checked_out,
                     ROUND(100.0 * COUNT(cv.id) / COUNT(DISTINCT c.visitor_id), 1) AS checkout_pct
              FROM page_views c JOIN visitors vi ON vi.id = c.visitor_id LEFT JOIN cv ON cv.id = c.id
              WHERE c.page = 'cart' GROUP BY vi.country ORDER BY vi.country`,
        why: 'cart_views counts views, not visitors',
        cls: 'distinct-misuse',
      },
    ],
  },
  'saas-agents-on-shift-when-tickets-opened': {
    right: [
      `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t
       LEFT JOIN agent_shifts s
         ON (s.starts_at < s.ends_at AND t.opened_at::time >= s.starts_at AND t.opened_at::time < s.ends_at)
         OR (s.starts_at > s.ends_at AND (t.opened_at::time >= s.starts_at OR t.opened_at::time < s.ends_at))
       ORDER BY ticket_id, s.agent`,
      // starts_at <> ends_at (CHECK): a wrapping shift covers every time of day outside [ends_at, starts_at)
      `WITH m AS (
         SELECT t.id, s.agent FROM queue_tickets t JOIN agent_shifts s
           ON CASE WHEN s.ends_at > s.starts_at
                   THEN t.opened_at::time >= s.starts_at AND t.opened_at::time < s.ends_at
                   ELSE NOT (t.opened_at::time >= s.ends_at AND t.opened_at::time < s.starts_at) END)
       SELECT q.id AS ticket_id, q.opened_at, m.agent FROM queue_tickets q LEFT JOIN m ON m.id = q.id
       ORDER BY 1, 3`,
    ],
    wrong: [
      {
        sql: `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t LEFT JOIN agent_shifts s
                ON CASE WHEN s.starts_at < s.ends_at THEN t.opened_at::time >= s.starts_at AND t.opened_at::time <= s.ends_at
                        ELSE t.opened_at::time >= s.starts_at OR t.opened_at::time <= s.ends_at END
              ORDER BY ticket_id, s.agent`,
        why: 'ends_at is excluded: an agent whose shift ends at that minute is off shift',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t LEFT JOIN agent_shifts s
                ON CASE WHEN s.starts_at < s.ends_at THEN t.opened_at::time > s.starts_at AND t.opened_at::time < s.ends_at
                        ELSE t.opened_at::time > s.starts_at OR t.opened_at::time < s.ends_at END
              ORDER BY ticket_id, s.agent`,
        why: 'starts_at is included: a ticket opened exactly when a shift starts has that agent',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t LEFT JOIN agent_shifts s
                ON t.opened_at::time >= s.starts_at AND t.opened_at::time < s.ends_at
              ORDER BY ticket_id, s.agent`,
        why: 'a shift whose ends_at is earlier than starts_at wraps past midnight and never matches here',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t JOIN agent_shifts s
                ON CASE WHEN s.starts_at < s.ends_at THEN t.opened_at::time >= s.starts_at AND t.opened_at::time < s.ends_at
                        ELSE t.opened_at::time >= s.starts_at OR t.opened_at::time < s.ends_at END
              ORDER BY ticket_id, s.agent`,
        why: 'a ticket that arrived when nobody was on shift is listed once with a NULL agent',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t LEFT JOIN agent_shifts s
                ON s.starts_at < s.ends_at AND t.opened_at::time >= s.starts_at AND t.opened_at::time < s.ends_at
                OR t.opened_at::time >= s.starts_at OR t.opened_at::time < s.ends_at
              ORDER BY ticket_id, s.agent`,
        why: 'without parentheses the wrap-around test applies to every shift, not only to the wrapping ones',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT t.id AS ticket_id, t.opened_at, s.agent FROM queue_tickets t LEFT JOIN agent_shifts s
                ON CASE WHEN s.starts_at < s.ends_at THEN t.opened_at::time >= s.starts_at AND t.opened_at::time < s.ends_at
                        ELSE t.opened_at::time >= s.starts_at OR t.opened_at::time < s.ends_at END
              ORDER BY ticket_id`,
        why: 'the agents of one ticket must be ordered by name',
        cls: 'tie-break',
      },
    ],
  },
  'hospitality-doubles-free-for-christmas-week': {
    right: [
      `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r
       LEFT JOIN stays_booked s ON s.room_id = r.id AND s.status = 'confirmed'
         AND daterange(s.check_in, s.check_out) && daterange(DATE '2025-12-20', DATE '2025-12-27')
       LEFT JOIN maintenance_blocks m ON m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27')
       WHERE r.room_type = 'double' AND s.id IS NULL AND m.id IS NULL
       ORDER BY r.nightly_rate, r.room_no`,
      // room_id is NOT NULL in both tables, so NOT IN is safe; blocks have finite bounds (CHECK)
      `SELECT room_no, floor, nightly_rate FROM hotel_rooms
       WHERE room_type = 'double'
         AND id NOT IN (SELECT room_id FROM stays_booked WHERE status = 'confirmed' AND check_in <= DATE '2025-12-26' AND check_out >= DATE '2025-12-21')
         AND id NOT IN (SELECT room_id FROM maintenance_blocks WHERE lower(blocked) < DATE '2025-12-27' AND upper(blocked) > DATE '2025-12-20')
       ORDER BY 3, 1`,
    ],
    wrong: [
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id AND s.status = 'confirmed'
                                AND s.check_in < DATE '2025-12-27' AND s.check_out >= DATE '2025-12-20')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27'))
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'a stay that checks out on the 20th does not overlap',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id AND s.status = 'confirmed'
                                AND s.check_in <= DATE '2025-12-27' AND s.check_out > DATE '2025-12-20')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27'))
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'a stay that starts on the 27th does not overlap',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id
                                AND s.check_in < DATE '2025-12-27' AND s.check_out > DATE '2025-12-20')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27'))
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'cancelled stays block nothing',
        cls: 'status-filter',
      },
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id AND s.status = 'confirmed'
                                AND s.check_in < DATE '2025-12-27' AND s.check_out > DATE '2025-12-20')
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'a maintenance block makes the room unavailable too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id AND s.status = 'confirmed'
                                AND s.check_in BETWEEN DATE '2025-12-20' AND DATE '2025-12-26')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27'))
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'a stay that began before the 20th and is still running overlaps too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id AND s.status = 'confirmed'
                                AND s.check_in < DATE '2025-12-27' AND s.check_out > DATE '2025-12-20')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id
                                AND lower(m.blocked) <= DATE '2025-12-27' AND upper(m.blocked) >= DATE '2025-12-20')
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'a block ends before its upper bound: one ending on the 20th (or starting on the 27th) leaves the nights free',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT DISTINCT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r JOIN stays_booked s ON s.room_id = r.id
              WHERE r.room_type = 'double' AND NOT (s.status = 'confirmed' AND s.check_in < DATE '2025-12-27' AND s.check_out > DATE '2025-12-20')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27'))
              ORDER BY r.nightly_rate, r.room_no`,
        why: 'joining the stays drops rooms with no stay at all and keeps a room when any one of its stays is outside the week',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT r.room_no, r.floor, r.nightly_rate FROM hotel_rooms r WHERE r.room_type = 'double'
                AND NOT EXISTS (SELECT 1 FROM stays_booked s WHERE s.room_id = r.id AND s.status = 'confirmed'
                                AND s.check_in < DATE '2025-12-27' AND s.check_out > DATE '2025-12-20')
                AND NOT EXISTS (SELECT 1 FROM maintenance_blocks m WHERE m.room_id = r.id AND m.blocked && daterange(DATE '2025-12-20', DATE '2025-12-27'))
              ORDER BY r.nightly_rate`,
        why: 'rooms at the same rate must be ordered by room_no',
        cls: 'tie-break',
      },
    ],
  },
  'education-above-course-average-grades': {
    right: [
      `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
         SELECT s.full_name, c.code, e.term, e.grade, AVG(e.grade) OVER (PARTITION BY e.course_id, e.term) AS avg_g
         FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
       WHERE grade > avg_g
       ORDER BY code, term, full_name`,
      `WITH a AS (SELECT course_id, term, AVG(grade) AS avg_g FROM enrollments GROUP BY course_id, term)
       SELECT s.full_name, c.code, e.term, e.grade, ROUND(a.avg_g, 2) AS course_avg
       FROM enrollments e JOIN a ON a.course_id = e.course_id AND a.term = e.term
       JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id
       WHERE e.grade > a.avg_g
       ORDER BY 2, 3, 1`,
    ],
    wrong: [
      {
        sql: `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade, AVG(e.grade) OVER (PARTITION BY e.course_id, e.term) AS avg_g
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
              WHERE grade >= avg_g ORDER BY code, term, full_name`,
        why: 'a grade equal to the average does not qualify',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade, AVG(e.grade) OVER (PARTITION BY e.course_id) AS avg_g
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
              WHERE grade > avg_g ORDER BY code, term, full_name`,
        why: 'the average is per course and term, not per course over all terms',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade, AVG(COALESCE(e.grade, 0)) OVER (PARTITION BY e.course_id, e.term) AS avg_g
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
              WHERE grade > avg_g ORDER BY code, term, full_name`,
        why: 'NULL grades are not part of the average; as 0 they lower it',
        cls: 'null-handling',
      },
      {
        sql: `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade,
                       SUM(e.grade) OVER (PARTITION BY e.course_id, e.term) / COUNT(*) OVER (PARTITION BY e.course_id, e.term) AS avg_g
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
              WHERE grade > avg_g ORDER BY code, term, full_name`,
        why: 'COUNT(*) counts ungraded enrollments in the divisor',
        cls: 'count-col-vs-star',
      },
      {
        sql: `SELECT full_name, code, term, grade, course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade, ROUND(AVG(e.grade) OVER (PARTITION BY e.course_id, e.term), 2) AS course_avg
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
              WHERE grade > course_avg ORDER BY code, term, full_name`,
        why: 'the grade is compared with the rounded average instead of the exact one',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade, AVG(e.grade) OVER (PARTITION BY e.course_id, e.term) AS avg_g
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.course_id) x
              WHERE grade > avg_g ORDER BY code, full_name`,
        why: 'within a course the rows are ordered by term before full_name',
        cls: 'tie-break',
      },
      {
        sql: `SELECT full_name, code, term, grade, ROUND(avg_g, 2) AS course_avg FROM (
                SELECT s.full_name, c.code, e.term, e.grade, AVG(e.grade) OVER (PARTITION BY e.course_id, e.term) AS avg_g
                FROM enrollments e JOIN students s ON s.id = e.student_id JOIN courses c ON c.id = e.student_id) x
              WHERE grade > avg_g ORDER BY code, term, full_name`,
        why: 'the course is joined on the student id instead of course_id',
        cls: 'wrong-join-key',
      },
    ],
  },
  'gaming-daily-active-players-march': {
    right: [
      `SELECT t.player_id, p.username, t.tutorial_at, l.first_level_up_at,
              ROUND(EXTRACT(EPOCH FROM l.first_level_up_at - t.tutorial_at) / 3600.0, 1) AS hours_to_level_up
       FROM (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id) t
       JOIN players p ON p.id = t.player_id
       LEFT JOIN LATERAL (SELECT MIN(e.occurred_at) AS first_level_up_at FROM player_events e
                          WHERE e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at) l ON true
       ORDER BY hours_to_level_up ASC NULLS LAST, t.player_id`,
      `WITH t AS (SELECT DISTINCT ON (player_id) player_id, occurred_at AS tutorial_at FROM player_events
                  WHERE event_type = 'tutorial_done' ORDER BY player_id, occurred_at),
       u AS (SELECT DISTINCT ON (t.player_id) t.player_id, e.occurred_at AS first_level_up_at
             FROM t JOIN player_events e ON e.player_id = t.player_id AND e.event_type = 'level_up' AND NOT e.occurred_at < t.tutorial_at
             ORDER BY t.player_id, e.occurred_at)
       SELECT t.player_id, p.username, t.tutorial_at, u.first_level_up_at,
              round(extract(epoch FROM u.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
       FROM t JOIN players p ON p.id = t.player_id LEFT JOIN u ON u.player_id = t.player_id
       ORDER BY (u.first_level_up_at IS NULL), 5, 1`,
    ],
    wrong: [
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at > t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST, t.player_id`,
        why: 'a level-up at the very same instant as the tutorial counts',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT e.player_id, MIN(e.occurred_at) AS first_level_up_at FROM player_events e WHERE e.event_type = 'level_up' GROUP BY e.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST, t.player_id`,
        why: 'level-ups before the tutorial do not count',
        cls: 'missing-lower-bound',
      },
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST, t.player_id`,
        why: 'players without a level-up after the tutorial are listed with NULLs',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `WITH t AS (SELECT player_id, MAX(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST, t.player_id`,
        why: 'the first tutorial_done is used, not the last',
        cls: 'wrong-aggregate',
      },
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS FIRST, t.player_id`,
        why: 'players who never levelled up after the tutorial come last',
        cls: 'null-handling',
      },
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(HOUR FROM f.first_level_up_at - t.tutorial_at) + EXTRACT(MINUTE FROM f.first_level_up_at - t.tutorial_at) / 60, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST, t.player_id`,
        why: 'the hour field of an interval drops its days: 1 day and 6 hours is 30.0, not 6.0',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at)::int / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST, t.player_id`,
        why: 'integer seconds / 3600 truncate to whole hours',
        cls: 'integer-division',
      },
      {
        sql: `WITH t AS (SELECT player_id, MIN(occurred_at) AS tutorial_at FROM player_events WHERE event_type = 'tutorial_done' GROUP BY player_id),
              f AS (SELECT t.player_id, MIN(e.occurred_at) AS first_level_up_at FROM t JOIN player_events e
                      ON e.player_id = t.player_id AND e.event_type = 'level_up' AND e.occurred_at >= t.tutorial_at GROUP BY t.player_id)
              SELECT t.player_id, p.username, t.tutorial_at, f.first_level_up_at,
                     ROUND(EXTRACT(EPOCH FROM f.first_level_up_at - t.tutorial_at) / 3600, 1) AS hours_to_level_up
              FROM t JOIN players p ON p.id = t.player_id LEFT JOIN f ON f.player_id = t.player_id
              ORDER BY hours_to_level_up NULLS LAST`,
        why: 'players with equal hours must be ordered by player_id',
        cls: 'tie-break',
      },
    ],
  },
  'sports-points-progression': {
    right: [
      `WITH s AS (
         SELECT x.team_id, m.matchday, CASE WHEN x.gf > x.ga THEN 3 WHEN x.gf = x.ga THEN 1 ELSE 0 END AS points
         FROM matches m
         CROSS JOIN LATERAL (VALUES (m.home_team_id, m.home_goals, m.away_goals), (m.away_team_id, m.away_goals, m.home_goals)) AS x(team_id, gf, ga)
         WHERE m.home_goals IS NOT NULL)
       SELECT t.name AS team, s.matchday, s.points,
              SUM(s.points) OVER w AS cumulative_points,
              SUM(s.points) OVER (w ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
       FROM s JOIN teams t ON t.id = s.team_id
       WINDOW w AS (PARTITION BY s.team_id ORDER BY s.matchday)
       ORDER BY 1, 2`,
      // a team plays at most once per matchday, so "up to this matchday" is "up to this match"
      `WITH s AS (
         SELECT t.id AS team_id, t.name, m.matchday,
                CASE WHEN (m.home_team_id = t.id AND m.home_goals > m.away_goals) OR (m.away_team_id = t.id AND m.away_goals > m.home_goals) THEN 3
                     WHEN m.home_goals = m.away_goals THEN 1 ELSE 0 END AS points
         FROM teams t JOIN matches m ON t.id IN (m.home_team_id, m.away_team_id)
         WHERE m.home_goals IS NOT NULL AND m.away_goals IS NOT NULL)
       SELECT s.name AS team, s.matchday, s.points,
              (SELECT SUM(s2.points) FROM s s2 WHERE s2.team_id = s.team_id AND s2.matchday <= s.matchday) AS cumulative_points,
              (SELECT SUM(z.points) FROM (SELECT s3.points FROM s s3 WHERE s3.team_id = s.team_id AND s3.matchday <= s.matchday
                                          ORDER BY s3.matchday DESC LIMIT 3) z) AS form_points
       FROM s ORDER BY team, matchday`,
    ],
    wrong: [
      {
        sql: `WITH r AS (SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
                UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL),
              s AS (SELECT team_id, matchday, CASE WHEN gf > ga THEN 3 WHEN gf = ga THEN 1 ELSE 0 END AS points FROM r)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday RANGE BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.matchday`,
        why: 'a RANGE of 2 matchdays skips a played match when a postponed matchday lies between: the last three played matches are asked',
        cls: 'window-frame',
      },
      {
        sql: `WITH r AS (SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
                UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL),
              s AS (SELECT team_id, matchday, CASE WHEN gf > ga THEN 3 WHEN gf = ga THEN 1 ELSE 0 END AS points FROM r)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday ROWS BETWEEN 3 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.matchday`,
        why: '3 PRECEDING plus the current row sums four matches, not three',
        cls: 'window-frame',
      },
      {
        sql: `WITH r AS (SELECT home_team_id AS team_id, matchday, COALESCE(home_goals, 0) AS gf, COALESCE(away_goals, 0) AS ga FROM matches
                UNION ALL SELECT away_team_id, matchday, COALESCE(away_goals, 0), COALESCE(home_goals, 0) FROM matches),
              s AS (SELECT team_id, matchday, CASE WHEN gf > ga THEN 3 WHEN gf = ga THEN 1 ELSE 0 END AS points FROM r)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.matchday`,
        why: 'a match with NULL goals was not played; as 0-0 it becomes a draw worth a point',
        cls: 'null-handling',
      },
      {
        sql: `WITH r AS (SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
                UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL),
              s AS (SELECT team_id, matchday, CASE WHEN gf > ga THEN 3 WHEN gf = ga THEN 1 ELSE 0 END AS points FROM r)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (ORDER BY s.team_id, s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.matchday`,
        why: "without PARTITION BY team the running total carries the previous teams' points",
        cls: 'window-partition',
      },
      {
        sql: `WITH s AS (SELECT home_team_id AS team_id, matchday, CASE WHEN home_goals > away_goals THEN 3 WHEN home_goals = away_goals THEN 1 ELSE 0 END AS points
                FROM matches WHERE home_goals IS NOT NULL)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.matchday`,
        why: 'away matches are matches of the team too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `WITH r AS (SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
                UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL),
              s AS (SELECT team_id, matchday, CASE WHEN gf >= ga THEN 3 ELSE 0 END AS points FROM r)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.matchday`,
        why: 'a draw is worth 1 point, not 3',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH r AS (SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
                UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL),
              s AS (SELECT team_id, matchday, CASE WHEN gf > ga THEN 3 WHEN gf = ga THEN 1 ELSE 0 END AS points FROM r)
              SELECT t.name AS team, s.matchday, s.points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday) AS cumulative_points,
                     SUM(s.points) OVER (PARTITION BY s.team_id ORDER BY s.matchday ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS form_points
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team`,
        why: "a team's rows must be ordered by matchday",
        cls: 'tie-break',
      },
    ],
  },
  'telecom-monthly-recurring-revenue-snapshots': {
    right: [
      `WITH snap AS (
         SELECT d::date AS month_start,
                (SELECT COUNT(*) FROM plan_assignments pa WHERE daterange(pa.valid_from, pa.valid_to) @> d::date) AS active_subscribers,
                (SELECT COALESCE(SUM(p.monthly_fee), 0) FROM plan_assignments pa JOIN plans p ON p.id = pa.plan_id
                  WHERE daterange(pa.valid_from, pa.valid_to) @> d::date) AS mrr
         FROM generate_series(TIMESTAMP '2024-01-01', TIMESTAMP '2024-12-01', interval '1 month') AS d)
       SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change
       FROM snap ORDER BY month_start`,
      `WITH months AS (SELECT (DATE '2024-01-01' + make_interval(months => k))::date AS month_start FROM generate_series(0, 11) AS k),
       snap AS (
         SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr
         FROM months m
         LEFT JOIN plan_assignments pa ON pa.valid_from <= m.month_start AND COALESCE(pa.valid_to, 'infinity'::date) > m.month_start
         LEFT JOIN plans p ON p.id = pa.plan_id
         GROUP BY m.month_start)
       SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change
       FROM snap ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)),
              s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND (pa.valid_to >= m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'valid_to is exclusive: a plan that ends on the first of the month is no longer in force',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)),
              s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from < m.month_start AND (pa.valid_to > m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'a plan that starts on the first of the month is in force that day',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)),
              s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND pa.valid_to > m.month_start
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'a NULL valid_to (still current) is in force, but the comparison drops it',
        cls: 'null-handling',
      },
      {
        sql: `WITH s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr
                    FROM (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)) m
                    JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND (pa.valid_to > m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'a month in which nobody had a plan must still have its row (with 0)',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)),
              s AS (SELECT m.month_start, COUNT(*) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND (pa.valid_to > m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'COUNT(*) counts the empty outer-joined row, so an empty month shows 1 subscriber',
        cls: 'count-col-vs-star',
      },
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)),
              s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, SUM(p.monthly_fee) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND (pa.valid_to > m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'mrr is 0 when no plan is in force, not NULL',
        cls: 'null-handling',
      },
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-01', interval '1 month') AS g(m)),
              s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND (pa.valid_to > m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr, 1, 0.00) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: 'mrr_change is NULL for January 2024, not the whole January mrr',
        cls: 'null-handling',
      },
      {
        sql: `WITH months AS (SELECT m::date AS month_start FROM generate_series(date '2024-01-01', date '2024-12-31', interval '30 days') AS g(m)),
              s AS (SELECT m.month_start, COUNT(pa.id) AS active_subscribers, COALESCE(SUM(p.monthly_fee), 0) AS mrr FROM months m
                    LEFT JOIN (plan_assignments pa JOIN plans p ON p.id = pa.plan_id)
                      ON pa.valid_from <= m.month_start AND (pa.valid_to > m.month_start OR pa.valid_to IS NULL)
                    GROUP BY m.month_start)
              SELECT month_start, active_subscribers, mrr, mrr - LAG(mrr) OVER (ORDER BY month_start) AS mrr_change FROM s ORDER BY month_start`,
        why: "'30 days' steps drift off the first of each month",
        cls: 'calendar-arithmetic',
      },
    ],
  },
  'saas-berlin-calls-outside-office-hours': {
    right: [
      `SELECT id, customer, lt AS local_time,
              CASE WHEN EXTRACT(DOW FROM lt) IN (0, 6) THEN 'weekend' ELSE 'out of hours' END AS reason
       FROM (SELECT id, customer, received_at, timezone('Europe/Berlin', received_at) AS lt FROM hotline_calls) x
       WHERE EXTRACT(DOW FROM lt) IN (0, 6) OR NOT (lt::time >= TIME '09:00' AND lt::time < TIME '17:00')
       ORDER BY received_at, id`,
      // time has microsecond resolution, so 16:59:59.999999 is the last instant before 17:00
      `SELECT id, customer, received_at AT TIME ZONE 'Europe/Berlin' AS local_time,
              CASE WHEN to_char(received_at AT TIME ZONE 'Europe/Berlin', 'ID')::int > 5 THEN 'weekend' ELSE 'out of hours' END AS reason
       FROM hotline_calls
       WHERE to_char(received_at AT TIME ZONE 'Europe/Berlin', 'ID')::int > 5
          OR (received_at AT TIME ZONE 'Europe/Berlin')::time NOT BETWEEN TIME '09:00' AND TIME '16:59:59.999999'
       ORDER BY received_at, id`,
    ],
    wrong: [
      {
        sql: `SELECT id, customer, (received_at AT TIME ZONE 'UTC') + interval '1 hour' AS local_time,
                     CASE WHEN EXTRACT(ISODOW FROM (received_at AT TIME ZONE 'UTC') + interval '1 hour') IN (6, 7) THEN 'weekend' ELSE 'out of hours' END AS reason
              FROM hotline_calls
              WHERE EXTRACT(ISODOW FROM (received_at AT TIME ZONE 'UTC') + interval '1 hour') IN (6, 7)
                 OR ((received_at AT TIME ZONE 'UTC') + interval '1 hour')::time < TIME '09:00'
                 OR ((received_at AT TIME ZONE 'UTC') + interval '1 hour')::time >= TIME '17:00'
              ORDER BY received_at, id`,
        why: 'Berlin is UTC+2 from 30 March 2025: a fixed +1 hour is wrong after the switch',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT id, customer, received_at AT TIME ZONE INTERVAL '+01:00' AS local_time,
                     CASE WHEN EXTRACT(ISODOW FROM received_at AT TIME ZONE INTERVAL '+01:00') IN (6, 7) THEN 'weekend' ELSE 'out of hours' END AS reason
              FROM hotline_calls
              WHERE EXTRACT(ISODOW FROM received_at AT TIME ZONE INTERVAL '+01:00') IN (6, 7)
                 OR (received_at AT TIME ZONE INTERVAL '+01:00')::time < TIME '09:00'
                 OR (received_at AT TIME ZONE INTERVAL '+01:00')::time >= TIME '17:00'
              ORDER BY received_at, id`,
        why: "a fixed +01:00 offset ignores summer time; the zone is 'Europe/Berlin'",
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT id, customer, received_at AT TIME ZONE 'Europe/Berlin' AS local_time,
                     CASE WHEN EXTRACT(ISODOW FROM received_at AT TIME ZONE 'Europe/Berlin') IN (6, 7) THEN 'weekend' ELSE 'out of hours' END AS reason
              FROM hotline_calls
              WHERE EXTRACT(ISODOW FROM received_at AT TIME ZONE 'Europe/Berlin') IN (6, 7)
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time < TIME '09:00'
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time > TIME '17:00'
              ORDER BY received_at, id`,
        why: 'the desk closes at 17:00: a call at exactly 17:00 is outside office hours',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id, customer, received_at AT TIME ZONE 'Europe/Berlin' AS local_time,
                     CASE WHEN EXTRACT(ISODOW FROM received_at AT TIME ZONE 'Europe/Berlin') IN (6, 7) THEN 'weekend' ELSE 'out of hours' END AS reason
              FROM hotline_calls
              WHERE EXTRACT(ISODOW FROM received_at AT TIME ZONE 'Europe/Berlin') IN (6, 7)
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time <= TIME '09:00'
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '17:00'
              ORDER BY received_at, id`,
        why: 'the desk opens at 09:00: a call at exactly 09:00 is inside office hours',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id, customer, received_at AT TIME ZONE 'Europe/Berlin' AS local_time,
                     CASE WHEN EXTRACT(ISODOW FROM received_at) IN (6, 7) THEN 'weekend' ELSE 'out of hours' END AS reason
              FROM hotline_calls
              WHERE EXTRACT(ISODOW FROM received_at) IN (6, 7)
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time < TIME '09:00'
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '17:00'
              ORDER BY received_at, id`,
        why: 'the weekday is taken in the session time zone, not the Berlin date: Friday 23:30 UTC is Saturday in Berlin',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT id, customer, received_at AT TIME ZONE 'Europe/Berlin' AS local_time, 'out of hours' AS reason
              FROM hotline_calls
              WHERE (received_at AT TIME ZONE 'Europe/Berlin')::time < TIME '09:00'
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '17:00'
              ORDER BY received_at, id`,
        why: 'weekend calls are outside office hours whatever their time',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT id, customer, received_at AS local_time,
                     CASE WHEN EXTRACT(ISODOW FROM received_at AT TIME ZONE 'Europe/Berlin') IN (6, 7) THEN 'weekend' ELSE 'out of hours' END AS reason
              FROM hotline_calls
              WHERE EXTRACT(ISODOW FROM received_at AT TIME ZONE 'Europe/Berlin') IN (6, 7)
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time < TIME '09:00'
                 OR (received_at AT TIME ZONE 'Europe/Berlin')::time >= TIME '17:00'
              ORDER BY received_at, id`,
        why: 'local_time is the Berlin wall-clock timestamp, not the stored instant',
        cls: 'wrong-column',
      },
    ],
  },
};

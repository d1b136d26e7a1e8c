import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the logistics demo challenges (../logistics.ts). */
export const LOGISTICS_GUIDANCE: Record<string, Guidance> = {
  'logistics-in-transit-shipments': {
    hints: [
      'A shipment that has not arrived yet has no delivery date. How does SQL represent a missing value, and how do you test for it?',
      'A missing value is `NULL`, and `= NULL` is never true. Test it with `IS NULL`. The sort needs two keys.',
      'Use `WHERE delivered_date IS NULL` and `ORDER BY promised_date, id`.',
    ],
    approach: text(`
      "Not delivered yet" means the \`delivered_date\` column is empty, that is \`NULL\`. In SQL any comparison with \`NULL\` using \`=\` gives unknown rather than true, so the test must be written \`IS NULL\`. Sort by the promised date, and by \`id\` for shipments promised on the same day, so the list always comes out in the same order.
    `),
    solution: text(`
      SELECT id, carrier, destination_city, promised_date
      FROM shipments
      -- no delivery date yet; "= NULL" would never be true
      WHERE delivered_date IS NULL
      -- id orders shipments promised on the same day
      ORDER BY promised_date, id;
    `),
    mistakes: [
      '**Leaving out the tie-breaker**, `ORDER BY promised_date` alone. Several shipments can be promised for the same day; without `id` they may come out in any order, and the text says "then `id`".',
      '**Breaking ties with another column**, e.g. `ORDER BY promised_date, shipped_date` or `cost DESC`. It can look right on the sample, but when the shipped dates or costs run the other way than the ids, the order differs from the one asked for.',
    ],
  },
  'logistics-warehouse-volume': {
    hints: [
      'Every warehouse must appear, including one without shipments. Start from the table that has all the warehouses.',
      'Use a `LEFT JOIN` from `warehouses` to the shipments (or to a per-warehouse summary) and `COALESCE(..., 0)` for warehouses that sent nothing.',
      'Summarise `shipments` per `warehouse_id` with `COUNT(*)` and `SUM(weight_kg)` in a CTE, then `FROM warehouses w LEFT JOIN sent s ON s.warehouse_id = w.id`.',
    ],
    approach: text(`
      Aggregate the shipments per warehouse, then attach the result to **all** warehouses with a \`LEFT JOIN\`. A warehouse without shipments has no row in the summary, so its values are \`NULL\`, and \`COALESCE\` turns them into 0. Summarising before joining also means there is no \`GROUP BY\` over the joined rows to get wrong. (A direct \`LEFT JOIN\` with \`COUNT(s.id)\` and \`COALESCE(SUM(s.weight_kg), 0)\` works as well.)
    `),
    solution: text(`
      -- one row per warehouse that sent something
      WITH sent AS (
        SELECT warehouse_id, COUNT(*) AS shipments, SUM(weight_kg) AS total_weight_kg
        FROM shipments
        GROUP BY warehouse_id
      )
      SELECT w.name AS warehouse,
             -- NULL for a warehouse that sent nothing, shown as 0
             COALESCE(s.shipments, 0) AS shipments,
             COALESCE(s.total_weight_kg, 0) AS total_weight_kg
      FROM warehouses w
      -- keeps every warehouse
      LEFT JOIN sent s ON s.warehouse_id = w.id;
    `),
    mistakes: [
      '**Using `SUM(DISTINCT weight_kg)` "to be safe"**. Two shipments of 12.5 kg from the same warehouse add up to 25.0 kg, but `DISTINCT` counts 12.5 once.',
      '**Counting something other than shipments**, e.g. `COUNT(DISTINCT s.destination_city)`, or de-duplicating shipments on their other columns. Two identical parcels to the same city are still two shipments.',
    ],
  },
  'logistics-carrier-on-time-rate': {
    hints: [
      'Only delivered shipments are rated. Remove the others first, then per carrier count all of them and the on-time ones.',
      '`COUNT(*) FILTER (WHERE delivered_date <= promised_date)` counts the on-time ones inside a group; a minimum number per group is a `HAVING` condition.',
      '`WHERE delivered_date IS NOT NULL`, `GROUP BY carrier`, `HAVING COUNT(*) >= 4`, percentage `ROUND(100.0 * on-time count / COUNT(*), 2)`, sorted by `on_time_pct DESC, carrier`.',
    ],
    approach: text(`
      Filter to delivered shipments in \`WHERE\`, so every count after that is a count of deliveries. Group by carrier: \`COUNT(*)\` is the number delivered and a filtered count gives the on-time ones (delivered on or before the promised date). The "at least 4 delivered" rule applies to groups, so it belongs in \`HAVING\`, after the \`WHERE\` has removed shipments still in transit. Multiplying by \`100.0\` keeps the division decimal.
    `),
    solution: text(`
      SELECT carrier,
             COUNT(*) AS delivered,
             -- on time: delivered on or before the promised day
             COUNT(*) FILTER (WHERE delivered_date <= promised_date) AS on_time,
             ROUND(100.0 * COUNT(*) FILTER (WHERE delivered_date <= promised_date) / COUNT(*), 2) AS on_time_pct
      FROM shipments
      -- shipments still in transit are not rated
      WHERE delivered_date IS NOT NULL
      GROUP BY carrier
      -- at least 4 delivered shipments (counted after the WHERE)
      HAVING COUNT(*) >= 4
      ORDER BY on_time_pct DESC, carrier;
    `),
    mistakes: [
      '**Applying the minimum to all shipments**, e.g. no `WHERE` and `HAVING COUNT(*) >= 4`. A carrier with 3 deliveries and 1 shipment in transit passes, although it has only 3 delivered shipments.',
      '**Getting the tie-breaker wrong**: leaving it out, or putting `delivered DESC` before `carrier`. Two carriers with the same percentage must be ordered by carrier name.',
    ],
  },
  'logistics-costliest-per-warehouse': {
    hints: [
      'For each shipment, compare its cost with the highest cost of its own warehouse. Keep it when they are equal.',
      'A correlated subquery can compute the maximum for the current row\'s warehouse: `(SELECT MAX(...) FROM shipments s2 WHERE s2.warehouse_id = s.warehouse_id)`.',
      'Use `WHERE s.cost = (SELECT MAX(s2.cost) FROM shipments s2 WHERE s2.warehouse_id = s.warehouse_id)`. Ties come out naturally because every shipment at the maximum matches.',
    ],
    approach: text(`
      The maximum is per warehouse, so each shipment must be compared with the maximum of **its own** warehouse. A correlated subquery does that: it runs for each outer row with that row's \`warehouse_id\`. Every shipment whose cost equals its warehouse's maximum is kept, so ties are all returned. Warehouses without shipments never appear because the query starts from \`shipments\`. (\`RANK()\` or \`MAX(cost) OVER (PARTITION BY warehouse_id)\` in a subquery work too.)
    `),
    solution: text(`
      SELECT s.warehouse_id, s.id AS shipment_id, s.destination_city, s.cost
      FROM shipments s
      -- all shipments at their own warehouse's top cost, ties included
      WHERE s.cost = (
        -- correlated: the maximum of this shipment's warehouse only
        SELECT MAX(s2.cost)
        FROM shipments s2
        WHERE s2.warehouse_id = s.warehouse_id
      );
    `),
    mistakes: [
      '**Comparing with any warehouse\'s maximum**, `WHERE cost IN (SELECT MAX(cost) FROM shipments GROUP BY warehouse_id)`. If warehouse A\'s top cost is 180.00 and a cheaper shipment of warehouse B also costs 180.00, that B shipment is wrongly returned. Joining the per-warehouse maxima on `cost` only has the same flaw.',
      '**Grouping by the city instead of the warehouse**, e.g. `MAX(cost) OVER (PARTITION BY w.city)`. Two warehouses can be in the same city; the text asks for the maximum of each warehouse.',
    ],
  },
  'logistics-rolling-shipped-weight': {
    hints: [
      'The report needs 14 rows even for days without shipments, so the days cannot come from the data. Build the calendar first, then add up each day.',
      'Generate the days with `generate_series`, `LEFT JOIN` the shipments on `shipped_date`, and use a window frame `ROWS BETWEEN 2 PRECEDING AND CURRENT ROW` for the rolling sum.',
      'CTE `daily`: one row per day with `COUNT(s.id)` and `COALESCE(SUM(s.weight_kg), 0)`. Then `SUM(weight_kg) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)`.',
    ],
    approach: text(`
      Generate every day from 2024-03-01 to 2024-03-14 with \`generate_series\` and \`LEFT JOIN\` the shipments of each day. Count with \`COUNT(s.id)\`, not \`COUNT(*)\`, so an empty day counts 0 rather than 1, and \`COALESCE\` the weight to 0. Because there is now exactly one row per calendar day, a window frame of the current row and the 2 rows before it covers exactly 3 calendar days. On 1 and 2 March the frame has fewer rows, which matches "days before 2024-03-01 count as 0".
    `),
    solution: text(`
      -- the 14 report days, shipments or not
      WITH days AS (
        SELECT generate_series(DATE '2024-03-01', DATE '2024-03-14', INTERVAL '1 day')::date AS day
      ),
      daily AS (
        -- COUNT(s.id) is 0 on an empty day; COUNT(*) would be 1
        SELECT d.day, COUNT(s.id) AS shipments, COALESCE(SUM(s.weight_kg), 0) AS weight_kg
        FROM days d
        LEFT JOIN shipments s ON s.shipped_date = d.day
        GROUP BY d.day
      )
      SELECT day, shipments, weight_kg,
             -- one row per day, so 3 rows = 3 calendar days
             SUM(weight_kg) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_3d_weight_kg
      FROM daily
      ORDER BY day;
    `),
    mistakes: [
      '**Building the calendar from the data**, e.g. `generate_series(MIN(shipped_date), MAX(shipped_date), ...)`. If nothing ships on 1 or 14 March, those rows are missing, but the text asks for all 14 days. And without a full calendar, "2 preceding rows" is no longer "2 calendar days".',
      '**Summing distinct weights**, `SUM(DISTINCT s.weight_kg)`. Two 20.0 kg shipments on the same day weigh 40.0 kg together, not 20.0.',
    ],
  },
  'logistics-carrier-transit-times': {
    hints: [
      'Work out two numbers per delivered shipment first (transit days and delay days), then summarise them per carrier.',
      '`date - date` gives whole days; `GREATEST(x, 0)` turns early deliveries into 0 delay. The continuous median is the ordered-set aggregate `percentile_cont(0.5) WITHIN GROUP (ORDER BY ...)`.',
      'CTE over `delivered_date IS NOT NULL` with `delivered_date - shipped_date` and `GREATEST(delivered_date - promised_date, 0)`; then group by carrier with `percentile_cont`, `AVG` and a filtered count.',
    ],
    approach: text(`
      In a CTE, keep delivered shipments and compute each one's transit time (\`delivered_date - shipped_date\`, an integer number of days) and delay (\`GREATEST(delivered_date - promised_date, 0)\`, so early or on-time deliveries count as 0). Then group by carrier. PostgreSQL has a built-in continuous median, \`percentile_cont(0.5) WITHIN GROUP (ORDER BY transit_days)\`, which averages the two middle values when the count is even. The late share is a filtered count divided by the total, multiplied by \`100.0\`.
    `),
    solution: text(`
      -- per delivered shipment: transit days and delay days (never negative)
      WITH delivered AS (
        SELECT carrier,
               delivered_date - shipped_date AS transit_days,
               GREATEST(delivered_date - promised_date, 0) AS delay_days
        FROM shipments
        WHERE delivered_date IS NOT NULL
      )
      SELECT carrier,
             COUNT(*) AS delivered,
             -- continuous median: averages the two middle values for an even count
             percentile_cont(0.5) WITHIN GROUP (ORDER BY transit_days) AS median_transit_days,
             ROUND(AVG(delay_days), 2) AS avg_delay_days,
             ROUND(100.0 * COUNT(*) FILTER (WHERE delay_days > 0) / COUNT(*), 2) AS late_pct
      FROM delivered
      GROUP BY carrier
      ORDER BY median_transit_days, carrier;
    `),
    mistakes: [
      '**Taking the days field of `age()`**, `EXTRACT(DAY FROM age(delivered_date, shipped_date))`. A transit from 2024-03-01 to 2024-04-03 takes 33 days, but `age()` returns "1 mon 2 days" and its day field is 2. Subtract the dates instead: `delivered_date - shipped_date` is 33.',
      '**Writing the median by hand**, e.g. averaging the values at positions `n / 2` and `n / 2 + 1`. With an odd count (5 deliveries) that averages the 2nd and 3rd values instead of taking the 3rd. `percentile_cont(0.5)` handles both cases.',
    ],
  },
};

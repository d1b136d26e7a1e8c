import { type HoldoutCases } from './types';

/** Fourth held-out set (issue 32), challenges rated 1150–1450: written from the challenge text alone, before any grading run. */
export const INTERMEDIATE: HoldoutCases = {
  'hospitality-festival-nights-at-harbour-view': {
    right: [
      `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
              LEAST(r.check_out, DATE '2024-08-12') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
       FROM reservations r
       JOIN rooms rm ON rm.id = r.room_id
       JOIN hotels h ON h.id = rm.hotel_id
       WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
         AND r.check_in < DATE '2024-08-12' AND r.check_out > DATE '2024-08-09'
       ORDER BY rm.room_number, r.check_in`,
      `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out, COUNT(*)::int AS festival_nights
       FROM reservations r
       JOIN rooms rm ON rm.id = r.room_id
       JOIN hotels h ON h.id = rm.hotel_id
       CROSS JOIN generate_series(DATE '2024-08-09', DATE '2024-08-11', interval '1 day') AS n(night)
       WHERE h.name = 'Harbour View Hotel' AND r.status IN ('confirmed', 'completed')
         AND n.night >= r.check_in AND n.night < r.check_out
       GROUP BY r.id, rm.room_number, r.check_in, r.check_out
       ORDER BY 2, 3`,
    ],
    wrong: [
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-12') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
                AND r.check_in <= DATE '2024-08-11' AND r.check_out >= DATE '2024-08-09'
              ORDER BY rm.room_number, r.check_in`,
        why: 'a guest who checks out on 9 August leaves that morning and covers no festival night',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-11') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
                AND r.check_in <= DATE '2024-08-11' AND r.check_out > DATE '2024-08-09'
              ORDER BY rm.room_number, r.check_in`,
        why: 'the night of 11 August is a festival night: the count stops a night short',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-12') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.name = 'Harbour View Hotel' AND r.status <> 'cancelled'
                AND r.check_in < DATE '2024-08-12' AND r.check_out > DATE '2024-08-09'
              ORDER BY rm.room_number, r.check_in`,
        why: "no-show reservations are neither 'completed' nor 'confirmed'",
        cls: 'status-filter',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-12') - r.check_in AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
                AND r.check_in BETWEEN DATE '2024-08-09' AND DATE '2024-08-11'
              ORDER BY rm.room_number, r.check_in`,
        why: 'a stay that began before 9 August and runs into the festival covers festival nights too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-12') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.city = 'Lisbon' AND r.status IN ('completed', 'confirmed')
                AND r.check_in < DATE '2024-08-12' AND r.check_out > DATE '2024-08-09'
              ORDER BY rm.room_number, r.check_in`,
        why: 'the hotel is named: another Lisbon hotel is not the Harbour View Hotel',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-12') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.id
              WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
                AND r.check_in < DATE '2024-08-12' AND r.check_out > DATE '2024-08-09'
              ORDER BY rm.room_number, r.check_in`,
        why: 'the hotel is joined on the room id instead of hotel_id',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     LEAST(r.check_out, DATE '2024-08-12') - GREATEST(r.check_in, DATE '2024-08-09') AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
                AND r.check_in < DATE '2024-08-12' AND r.check_out > DATE '2024-08-09'
              ORDER BY rm.room_number, r.id`,
        why: 'within a room the stays are ordered by check_in, not by reservation id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT r.id AS reservation_id, rm.room_number, r.check_in, r.check_out,
                     r.check_out - r.check_in AS festival_nights
              FROM reservations r JOIN rooms rm ON rm.id = r.room_id JOIN hotels h ON h.id = rm.hotel_id
              WHERE h.name = 'Harbour View Hotel' AND r.status IN ('completed', 'confirmed')
                AND r.check_in < DATE '2024-08-12' AND r.check_out > DATE '2024-08-09'
              ORDER BY rm.room_number, r.check_in`,
        why: 'festival_nights counts only the festival nights, not every night of the stay',
        cls: 'incomplete-predicate',
      },
    ],
  },
  'real-estate-rents-above-building-average': {
    right: [
      `WITH avgs AS (SELECT building, AVG(monthly_rent) AS avg_rent FROM apartments GROUP BY building)
       SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a JOIN avgs v ON v.building = a.building
       WHERE a.monthly_rent > v.avg_rent
       ORDER BY 1, 2`,
      `SELECT building, unit_no, monthly_rent FROM (
         SELECT *, AVG(monthly_rent) OVER (PARTITION BY building) AS b_avg FROM apartments) x
       WHERE monthly_rent > b_avg
       ORDER BY building, unit_no`,
    ],
    wrong: [
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT AVG(COALESCE(b.monthly_rent, 0)) FROM apartments b WHERE b.building = a.building)
              ORDER BY a.building, a.unit_no`,
        why: 'a vacant apartment does not count in the average; as 0 it lowers it',
        cls: 'null-handling',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent >= (SELECT AVG(b.monthly_rent) FROM apartments b WHERE b.building = a.building)
              ORDER BY a.building, a.unit_no`,
        why: 'strictly above: an apartment exactly at the average is not listed',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT AVG(b.monthly_rent) FROM apartments b)
              ORDER BY a.building, a.unit_no`,
        why: "the average is over all buildings instead of the apartment's own building",
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT SUM(b.monthly_rent) / COUNT(*) FROM apartments b WHERE b.building = a.building)
              ORDER BY a.building, a.unit_no`,
        why: 'COUNT(*) counts vacant apartments in the divisor',
        cls: 'count-col-vs-star',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT ROUND(AVG(b.monthly_rent)) FROM apartments b WHERE b.building = a.building)
              ORDER BY a.building, a.unit_no`,
        why: 'the comparison is with the rounded average: a rent between the rounded and the exact average is misjudged',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT AVG(b.monthly_rent) FROM apartments b WHERE b.bedrooms = a.bedrooms)
              ORDER BY a.building, a.unit_no`,
        why: 'the average is taken over apartments with the same number of bedrooms, not the same building',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT AVG(b.monthly_rent) FROM apartments b WHERE b.building = a.building AND b.bedrooms = a.bedrooms)
              ORDER BY a.building, a.unit_no`,
        why: 'the average is per building and bedroom count instead of per building',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT a.building, a.unit_no, a.monthly_rent FROM apartments a
              WHERE a.monthly_rent > (SELECT AVG(b.monthly_rent) FROM apartments b WHERE b.building = a.building)
              ORDER BY a.building, a.monthly_rent`,
        why: 'within a building the units are ordered by unit_no, not by rent',
        cls: 'tie-break',
      },
    ],
  },
  'ecommerce-paid-orders-by-country-and-device': {
    right: [
      `SELECT 'all' AS breakdown, 'all' AS bucket, COUNT(*) AS orders, SUM(amount) AS revenue FROM web_orders WHERE status = 'paid'
       UNION ALL
       SELECT 'country', country, COUNT(*), SUM(amount) FROM web_orders WHERE status = 'paid' GROUP BY country
       UNION ALL
       SELECT 'device', device, COUNT(*), SUM(amount) FROM web_orders WHERE status = 'paid' GROUP BY device
       ORDER BY breakdown, bucket`,
      // country and device are NOT NULL, so a NULL in them marks a grouping-set row
      `SELECT CASE WHEN country IS NOT NULL THEN 'country' WHEN device IS NOT NULL THEN 'device' ELSE 'all' END AS breakdown,
              COALESCE(country, device, 'all') AS bucket, count(id) AS orders, sum(amount) AS revenue
       FROM (SELECT * FROM web_orders WHERE status = 'paid') p
       GROUP BY GROUPING SETS (country, device, ())
       ORDER BY 1, 2`,
    ],
    wrong: [
      {
        sql: `SELECT CASE WHEN GROUPING(country) = 0 THEN 'country' WHEN GROUPING(device) = 0 THEN 'device' ELSE 'all' END AS breakdown,
                     COALESCE(country, device, 'all') AS bucket, COUNT(*) AS orders, SUM(amount) AS revenue
              FROM web_orders GROUP BY GROUPING SETS ((country), (device), ()) ORDER BY breakdown, bucket`,
        why: 'refunded orders are left out',
        cls: 'status-filter',
      },
      {
        sql: `SELECT CASE WHEN GROUPING(country) = 0 THEN 'country' WHEN GROUPING(device) = 0 THEN 'device' ELSE 'all' END AS breakdown,
                     COALESCE(country, device, 'all') AS bucket, COUNT(*) AS orders, SUM(amount) AS revenue
              FROM web_orders WHERE status = 'paid' GROUP BY ROLLUP (country, device) ORDER BY breakdown, bucket`,
        why: 'ROLLUP gives country-and-device rows and no per-device rows',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT CASE WHEN GROUPING(country) = 0 THEN 'country' WHEN GROUPING(device) = 0 THEN 'device' ELSE 'all' END AS breakdown,
                     COALESCE(country, device, 'all') AS bucket, COUNT(*) FILTER (WHERE status = 'paid') AS orders,
                     COALESCE(SUM(amount) FILTER (WHERE status = 'paid'), 0) AS revenue
              FROM web_orders GROUP BY GROUPING SETS ((country), (device), ()) ORDER BY breakdown, bucket`,
        why: 'a country or device with no paid order has no row',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT CASE WHEN GROUPING(country) = 0 THEN 'country' ELSE 'device' END AS breakdown,
                     COALESCE(country, device) AS bucket, COUNT(*) AS orders, SUM(amount) AS revenue
              FROM web_orders WHERE status = 'paid' GROUP BY GROUPING SETS ((country), (device)) ORDER BY breakdown, bucket`,
        why: "the overall 'all' row is missing",
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT CASE WHEN GROUPING(device) = 0 THEN 'country' WHEN GROUPING(country) = 0 THEN 'device' ELSE 'all' END AS breakdown,
                     COALESCE(country, device, 'all') AS bucket, COUNT(*) AS orders, SUM(amount) AS revenue
              FROM web_orders WHERE status = 'paid' GROUP BY GROUPING SETS ((country), (device), ()) ORDER BY breakdown, bucket`,
        why: 'the breakdown labels are swapped: GROUPING(device) = 0 marks a device row',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT CASE WHEN GROUPING(country) = 0 THEN 'country' WHEN GROUPING(device) = 0 THEN 'device' ELSE 'all' END AS breakdown,
                     COALESCE(country, device, 'all') AS bucket, COUNT(*) AS orders, SUM(amount) FILTER (WHERE status = 'paid') AS revenue
              FROM web_orders GROUP BY GROUPING SETS ((country), (device), ())
              HAVING SUM(amount) FILTER (WHERE status = 'paid') IS NOT NULL ORDER BY breakdown, bucket`,
        why: 'orders still counts refunded orders',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT CASE WHEN GROUPING(country) = 0 THEN 'country' WHEN GROUPING(device) = 0 THEN 'device' ELSE 'all' END AS breakdown,
                     COALESCE(country, device, 'all') AS bucket, COUNT(*) AS orders, SUM(amount) AS revenue
              FROM web_orders WHERE status = 'paid' GROUP BY GROUPING SETS ((country), (device), ()) ORDER BY breakdown, revenue DESC`,
        why: 'within a breakdown the buckets are ordered by bucket',
        cls: 'tie-break',
      },
    ],
  },
  'hr-salary-gap-to-team-average': {
    right: [
      `WITH t AS (SELECT team, AVG(salary) AS avg_sal FROM payroll_staff WHERE on_payroll GROUP BY team)
       SELECT p.team, p.full_name, p.salary, ROUND(p.salary - t.avg_sal, 2) AS gap_to_team_avg
       FROM payroll_staff p JOIN t ON t.team = p.team
       WHERE p.on_payroll
       ORDER BY 1, 4 DESC, 2`,
      `SELECT team, full_name, salary,
              ROUND(salary - (SELECT AVG(s.salary) FROM payroll_staff s WHERE s.team = p.team AND s.on_payroll), 2) AS gap_to_team_avg
       FROM payroll_staff p WHERE on_payroll = true
       ORDER BY team, gap_to_team_avg DESC, full_name`,
    ],
    wrong: [
      {
        sql: `SELECT team, full_name, salary,
                     ROUND(salary - (SELECT AVG(s.salary) FROM payroll_staff s WHERE s.team = p.team), 2) AS gap_to_team_avg
              FROM payroll_staff p WHERE on_payroll ORDER BY team, gap_to_team_avg DESC, full_name`,
        why: 'people who left are not part of any average',
        cls: 'status-filter',
      },
      {
        sql: `SELECT team, full_name, salary,
                     ROUND(salary - (SELECT AVG(s.salary) FROM payroll_staff s WHERE s.team = p.team AND s.on_payroll), 2) AS gap_to_team_avg
              FROM payroll_staff p ORDER BY team, gap_to_team_avg DESC, full_name`,
        why: 'people not on the payroll are not listed',
        cls: 'status-filter',
      },
      {
        sql: `SELECT team, full_name, salary, ROUND(salary - AVG(salary) OVER (), 2) AS gap_to_team_avg
              FROM payroll_staff WHERE on_payroll ORDER BY team, gap_to_team_avg DESC, full_name`,
        why: 'without PARTITION BY team the average is the company average',
        cls: 'window-partition',
      },
      {
        sql: `SELECT team, full_name, salary, ROUND(salary - AVG(salary) OVER (PARTITION BY team ORDER BY salary), 2) AS gap_to_team_avg
              FROM payroll_staff WHERE on_payroll ORDER BY team, gap_to_team_avg DESC, full_name`,
        why: 'with ORDER BY the default frame makes a running average, not the team average',
        cls: 'window-frame',
      },
      {
        sql: `SELECT team, full_name, salary, ROUND(salary - AVG(salary) OVER (PARTITION BY team, full_name), 2) AS gap_to_team_avg
              FROM payroll_staff WHERE on_payroll ORDER BY team, gap_to_team_avg DESC, full_name`,
        why: 'partitioning by person too compares everyone with themselves',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT team, full_name, salary, ROUND(salary - AVG(salary) OVER (PARTITION BY team), 2) AS gap_to_team_avg
              FROM payroll_staff WHERE on_payroll ORDER BY team, gap_to_team_avg DESC`,
        why: 'equal gaps within a team must be ordered by full_name',
        cls: 'tie-break',
      },
    ],
  },
  'travel-valid-connections': {
    right: [
      // a layover of 45 minutes to 4 hours has no days part, so hours * 60 + minutes is the whole minutes
      `SELECT f1.flight_no AS first_flight, f2.flight_no AS second_flight, f1.destination AS via,
              (EXTRACT(HOUR FROM f2.departs_at - f1.arrives_at) * 60 + EXTRACT(MINUTE FROM f2.departs_at - f1.arrives_at))::int AS layover_minutes
       FROM flights f1
       JOIN flights f2 ON f2.origin = f1.destination AND f2.destination <> f1.origin
       WHERE f2.departs_at - f1.arrives_at BETWEEN interval '45 minutes' AND interval '4 hours'
       ORDER BY f1.departs_at, layover_minutes, second_flight`,
      `WITH pairs AS (
         SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, b.origin AS via, a.departs_at AS first_dep,
                b.departs_at - a.arrives_at AS gap, b.destination AS b_dest, a.origin AS a_orig
         FROM flights a JOIN flights b ON a.destination = b.origin)
       SELECT first_flight, second_flight, via, div(date_part('epoch', gap)::numeric, 60)::int AS layover_minutes
       FROM pairs
       WHERE gap >= interval '45 minutes' AND gap <= interval '4 hours' AND b_dest <> a_orig
       ORDER BY first_dep, 4, 2`,
    ],
    wrong: [
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(EPOCH FROM b.departs_at - a.arrives_at)::int / 60 AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at > a.arrives_at + interval '45 minutes' AND b.departs_at <= a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.departs_at, layover_minutes, second_flight`,
        why: 'a layover of exactly 45 minutes is allowed',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(EPOCH FROM b.departs_at - a.arrives_at)::int / 60 AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at >= a.arrives_at + interval '45 minutes' AND b.departs_at < a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.departs_at, layover_minutes, second_flight`,
        why: 'a layover of exactly 4 hours is allowed',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     ROUND(EXTRACT(EPOCH FROM b.departs_at - a.arrives_at) / 60)::int AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at >= a.arrives_at + interval '45 minutes' AND b.departs_at <= a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.departs_at, layover_minutes, second_flight`,
        why: 'leftover seconds are dropped, not rounded',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(EPOCH FROM b.departs_at - a.arrives_at)::int / 60 AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at >= a.arrives_at + interval '45 minutes' AND b.departs_at <= a.arrives_at + interval '4 hours'
              ORDER BY a.departs_at, layover_minutes, second_flight`,
        why: 'a second flight back to the first flight\u2019s origin is not a connection',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(EPOCH FROM b.departs_at - a.arrives_at)::int / 60 AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at <= a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.departs_at, layover_minutes, second_flight`,
        why: 'no lower bound: a flight that left before the first one landed (or within 45 minutes) is paired',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(EPOCH FROM b.departs_at - a.arrives_at)::int / 60 AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at >= a.arrives_at + interval '45 minutes' AND b.departs_at <= a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.flight_no, layover_minutes, second_flight`,
        why: "pairs are ordered by the first flight's departure instant, not its flight number",
        cls: 'wrong-column',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(EPOCH FROM b.departs_at - a.arrives_at)::int / 60 AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at >= a.arrives_at + interval '45 minutes' AND b.departs_at <= a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.departs_at, layover_minutes`,
        why: 'pairs with the same first flight and layover must be ordered by second_flight',
        cls: 'tie-break',
      },
      {
        sql: `SELECT a.flight_no AS first_flight, b.flight_no AS second_flight, a.destination AS via,
                     EXTRACT(MINUTE FROM b.departs_at - a.arrives_at)::int AS layover_minutes
              FROM flights a JOIN flights b ON b.origin = a.destination
                AND b.departs_at >= a.arrives_at + interval '45 minutes' AND b.departs_at <= a.arrives_at + interval '4 hours'
              WHERE b.destination <> a.origin ORDER BY a.departs_at, layover_minutes, second_flight`,
        why: 'the minutes field of the interval drops its hours',
        cls: 'calendar-arithmetic',
      },
    ],
  },
  'retail-products-never-returned': {
    right: [
      `SELECT c.item_name, c.category FROM catalogue_items c
       LEFT JOIN item_returns r ON r.item_id = c.id
       WHERE r.id IS NULL
       ORDER BY 2, 1`,
      `SELECT item_name, category FROM catalogue_items
       WHERE id NOT IN (SELECT item_id FROM item_returns WHERE item_id IS NOT NULL)
       ORDER BY category, item_name`,
      // item_name is UNIQUE, so EXCEPT merges no two items
      `SELECT item_name, category FROM catalogue_items
       EXCEPT
       SELECT c.item_name, c.category FROM catalogue_items c JOIN item_returns r ON r.item_id = c.id
       ORDER BY 2, 1`,
    ],
    wrong: [
      {
        sql: `SELECT item_name, category FROM catalogue_items
              WHERE id NOT IN (SELECT item_id FROM item_returns) ORDER BY category, item_name`,
        why: 'the NULL item_id of an unlabelled return makes NOT IN unknown for every item',
        cls: 'not-in-null',
      },
      {
        sql: `SELECT c.item_name, c.category FROM catalogue_items c
              WHERE NOT EXISTS (SELECT 1 FROM item_returns r WHERE r.id = c.id) ORDER BY c.category, c.item_name`,
        why: "the return's own id is compared with the item id instead of item_id",
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT c.item_name, c.category FROM catalogue_items c JOIN item_returns r ON r.item_id = c.id
              GROUP BY c.item_name, c.category HAVING COUNT(r.id) = 0 ORDER BY c.category, c.item_name`,
        why: 'an inner join drops exactly the items without returns',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT c.item_name, c.category FROM catalogue_items c LEFT JOIN item_returns r ON r.item_id = c.id
              GROUP BY c.item_name, c.category HAVING COUNT(*) = 0 ORDER BY c.category, c.item_name`,
        why: 'COUNT(*) counts the NULL-extended row, so it is never 0',
        cls: 'count-col-vs-star',
      },
      {
        sql: `SELECT c.item_name, c.category FROM catalogue_items c
              WHERE NOT EXISTS (SELECT 1 FROM item_returns r WHERE r.item_id = c.id AND r.reason <> 'size')
              ORDER BY c.category, c.item_name`,
        why: 'a return for any reason is a return',
        cls: 'status-filter',
      },
      {
        sql: `SELECT c.item_name, c.category FROM catalogue_items c
              WHERE NOT EXISTS (SELECT 1 FROM item_returns r WHERE r.item_id = c.id) ORDER BY c.item_name`,
        why: 'the list is ordered by category first',
        cls: 'tie-break',
      },
      {
        sql: `SELECT c.item_name, c.category FROM catalogue_items c LEFT JOIN item_returns r ON r.item_id = c.id
              GROUP BY c.item_name, c.category HAVING COUNT(r.id) <= 1 ORDER BY c.category, c.item_name`,
        why: 'an item returned once has been returned',
        cls: 'inclusive-bound',
      },
    ],
  },
  'education-first-and-second-quiz-attempt': {
    right: [
      // UNIQUE (student, quiz, taken_at): the attempts of one student and quiz have a strict time order
      `WITH r AS (SELECT student, quiz, score, ROW_NUMBER() OVER (PARTITION BY student, quiz ORDER BY taken_at) AS n FROM quiz_attempts)
       SELECT a.student, a.quiz, a.score AS first_score, b.score AS second_score, b.score - a.score AS gain
       FROM r a JOIN r b ON b.student = a.student AND b.quiz = a.quiz AND b.n = 2
       WHERE a.n = 1
       ORDER BY gain DESC, a.student, a.quiz`,
      `SELECT student, quiz, first_score, second_score, second_score - first_score AS gain FROM (
         SELECT student, quiz, LAG(score) OVER w AS first_score, score AS second_score, ROW_NUMBER() OVER w AS n
         FROM quiz_attempts WINDOW w AS (PARTITION BY student, quiz ORDER BY taken_at)) x
       WHERE n = 2
       ORDER BY 5 DESC, 1, 2`,
    ],
    wrong: [
      {
        sql: `SELECT student, quiz, first_score, second_score, second_score - first_score AS gain FROM (
                SELECT student, quiz, LAG(score) OVER w AS first_score, score AS second_score, ROW_NUMBER() OVER w AS n
                FROM quiz_attempts WINDOW w AS (PARTITION BY student, quiz ORDER BY id)) x
              WHERE n = 2 ORDER BY gain DESC, student, quiz`,
        why: 'ids are not in time order: attempts are ordered by taken_at',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT student, quiz, first_score, second_score, second_score - first_score AS gain FROM (
                SELECT student, quiz, LAG(score) OVER (PARTITION BY student ORDER BY taken_at) AS first_score, score AS second_score,
                       ROW_NUMBER() OVER (PARTITION BY student, quiz ORDER BY taken_at) AS n
                FROM quiz_attempts) x
              WHERE n = 2 ORDER BY gain DESC, student, quiz`,
        why: "the previous attempt is taken across the student's quizzes, not within one quiz",
        cls: 'window-partition',
      },
      {
        sql: `SELECT f.student, f.quiz, f.score AS first_score, l.score AS second_score, l.score - f.score AS gain
              FROM (SELECT DISTINCT ON (student, quiz) student, quiz, score FROM quiz_attempts ORDER BY student, quiz, taken_at) f
              JOIN (SELECT DISTINCT ON (student, quiz) student, quiz, score FROM quiz_attempts ORDER BY student, quiz, taken_at DESC) l
                ON l.student = f.student AND l.quiz = f.quiz
              WHERE (SELECT COUNT(*) FROM quiz_attempts q WHERE q.student = f.student AND q.quiz = f.quiz) >= 2
              ORDER BY gain DESC, f.student, f.quiz`,
        why: 'the latest attempt is used instead of the second one; later attempts do not matter',
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT student, quiz, MIN(score) AS first_score, MAX(score) AS second_score, MAX(score) - MIN(score) AS gain
              FROM quiz_attempts GROUP BY student, quiz HAVING COUNT(*) >= 2 ORDER BY gain DESC, student, quiz`,
        why: 'the lowest and highest scores are not the first and second attempts',
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT student, quiz, first_score, second_score, second_score - first_score AS gain FROM (
                SELECT student, quiz, LAG(score) OVER w AS first_score, score AS second_score, ROW_NUMBER() OVER w AS n,
                       COUNT(*) OVER (PARTITION BY student, quiz) AS attempts
                FROM quiz_attempts WINDOW w AS (PARTITION BY student, quiz ORDER BY taken_at)) x
              WHERE n = 2 AND attempts > 2 ORDER BY gain DESC, student, quiz`,
        why: '"at least two attempts": a student with exactly two attempts is listed',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT student, quiz, first_score, second_score, second_score - first_score AS gain FROM (
                SELECT student, quiz, LAG(score) OVER w AS first_score, score AS second_score, ROW_NUMBER() OVER w AS n
                FROM quiz_attempts WINDOW w AS (PARTITION BY student, quiz ORDER BY taken_at)) x
              WHERE n = 2 ORDER BY gain DESC, student`,
        why: 'equal gains of one student must be ordered by quiz',
        cls: 'tie-break',
      },
    ],
  },
  'energy-march-bills-with-tariff-history': {
    right: [
      // serial is UNIQUE, so grouping by it is grouping by meter
      `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
       FROM daily_readings r
       JOIN meters m ON m.id = r.meter_id
       JOIN tariffs t ON t.meter_type = m.meter_type AND daterange(t.valid_from, t.valid_to) @> r.reading_date
       GROUP BY m.serial
       ORDER BY m.serial`,
      `WITH priced AS (
         SELECT r.meter_id, r.kwh, r.kwh * t.price_per_kwh AS cost
         FROM daily_readings r JOIN meters m ON m.id = r.meter_id
         JOIN tariffs t ON t.meter_type = m.meter_type
           AND r.reading_date >= t.valid_from AND NOT (t.valid_to IS NOT NULL AND r.reading_date >= t.valid_to))
       SELECT m.serial, sum(p.kwh) AS march_kwh, round(sum(p.cost), 2) AS march_cost
       FROM priced p JOIN meters m ON m.id = p.meter_id
       GROUP BY m.id, m.serial ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN tariffs t ON t.meter_type = m.meter_type AND t.valid_from <= r.reading_date
                AND (t.valid_to IS NULL OR r.reading_date <= t.valid_to)
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: 'valid_to is exclusive: a reading on 15 March is priced twice',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN tariffs t ON t.meter_type = m.meter_type AND t.valid_from < r.reading_date
                AND (t.valid_to IS NULL OR r.reading_date < t.valid_to)
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: 'valid_from is inclusive: a reading on the day a price starts loses its tariff',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN tariffs t ON t.meter_type = m.meter_type AND t.valid_to IS NULL
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: 'every reading is priced with the current tariff instead of the one valid on its date',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN tariffs t ON t.meter_type = m.meter_type AND t.valid_from <= r.reading_date AND r.reading_date < t.valid_to
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: 'a NULL valid_to (the current tariff) makes the comparison unknown, so those readings are lost',
        cls: 'null-handling',
      },
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, SUM(ROUND(r.kwh * t.price_per_kwh, 2)) AS march_cost
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN tariffs t ON t.meter_type = m.meter_type AND t.valid_from <= r.reading_date
                AND (t.valid_to IS NULL OR r.reading_date < t.valid_to)
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: 'the cost is rounded once at the end, not per reading',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
              FROM meters m LEFT JOIN daily_readings r ON r.meter_id = m.id
              LEFT JOIN tariffs t ON t.meter_type = m.meter_type AND t.valid_from <= r.reading_date
                AND (t.valid_to IS NULL OR r.reading_date < t.valid_to)
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: 'only meters with readings are listed',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT m.serial, SUM(r.kwh) AS march_kwh, ROUND(SUM(r.kwh * t.price_per_kwh), 2) AS march_cost
              FROM daily_readings r JOIN meters m ON m.id = r.meter_id
              JOIN tariffs t ON t.id = m.id AND t.valid_from <= r.reading_date
                AND (t.valid_to IS NULL OR r.reading_date < t.valid_to)
              GROUP BY m.id, m.serial ORDER BY m.serial`,
        why: "the tariff is joined on its id instead of the meter's meter_type",
        cls: 'wrong-join-key',
      },
    ],
  },
  'gaming-play-sessions-by-inactivity': {
    right: [
      `WITH mar AS (
         SELECT player_id, SUM(amount_usd) AS usd FROM player_events
         WHERE event_type = 'purchase' AND occurred_at >= TIMESTAMP '2024-03-01' AND occurred_at < TIMESTAMP '2024-04-01' GROUP BY player_id),
       apr AS (
         SELECT player_id, SUM(amount_usd) AS usd FROM player_events
         WHERE event_type = 'purchase' AND occurred_at >= TIMESTAMP '2024-04-01' AND occurred_at < TIMESTAMP '2024-05-01' GROUP BY player_id)
       SELECT p.id AS player_id, p.username, COALESCE(mar.usd, 0) AS march_usd, COALESCE(apr.usd, 0) AS april_usd,
              COALESCE(mar.usd, 0) - COALESCE(apr.usd, 0) AS drop_usd
       FROM players p LEFT JOIN mar ON mar.player_id = p.id LEFT JOIN apr ON apr.player_id = p.id
       WHERE COALESCE(apr.usd, 0) < COALESCE(mar.usd, 0)
       ORDER BY drop_usd DESC, player_id`,
      `SELECT p.id AS player_id, p.username,
              SUM(CASE WHEN e.occurred_at < TIMESTAMP '2024-04-01' THEN e.amount_usd ELSE 0 END) AS march_usd,
              SUM(CASE WHEN e.occurred_at >= TIMESTAMP '2024-04-01' THEN e.amount_usd ELSE 0 END) AS april_usd,
              SUM(CASE WHEN e.occurred_at < TIMESTAMP '2024-04-01' THEN e.amount_usd ELSE -e.amount_usd END) AS drop_usd
       FROM players p
       JOIN player_events e ON e.player_id = p.id AND e.event_type = 'purchase'
         AND e.occurred_at >= TIMESTAMP '2024-03-01' AND e.occurred_at < TIMESTAMP '2024-05-01'
       GROUP BY p.id, p.username
       HAVING SUM(CASE WHEN e.occurred_at < TIMESTAMP '2024-04-01' THEN e.amount_usd ELSE -e.amount_usd END) > 0
       ORDER BY 5 DESC, 1`,
    ],
    wrong: [
      {
        sql: `WITH s AS (
                SELECT player_id,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-03-01' AND occurred_at < '2024-04-01'), 0) AS m,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-04-01' AND occurred_at < '2024-05-01'), 0) AS a
                FROM player_events WHERE event_type = 'purchase' GROUP BY player_id)
              SELECT s.player_id, p.username, s.m AS march_usd, s.a AS april_usd, s.m - s.a AS drop_usd
              FROM s JOIN players p ON p.id = s.player_id WHERE s.a <= s.m ORDER BY drop_usd DESC, s.player_id`,
        why: 'an equal spend is not a cool-off',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH mar AS (SELECT player_id, SUM(amount_usd) AS usd FROM player_events
                WHERE event_type = 'purchase' AND occurred_at >= '2024-03-01' AND occurred_at < '2024-04-01' GROUP BY player_id),
              apr AS (SELECT player_id, SUM(amount_usd) AS usd FROM player_events
                WHERE event_type = 'purchase' AND occurred_at >= '2024-04-01' AND occurred_at < '2024-05-01' GROUP BY player_id)
              SELECT mar.player_id, p.username, mar.usd AS march_usd, apr.usd AS april_usd, mar.usd - apr.usd AS drop_usd
              FROM mar JOIN apr ON apr.player_id = mar.player_id JOIN players p ON p.id = mar.player_id
              WHERE apr.usd < mar.usd ORDER BY drop_usd DESC, mar.player_id`,
        why: 'a player with no April purchase (April spend 0) is dropped by the inner join',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `WITH mar AS (SELECT player_id, SUM(amount_usd) AS usd FROM player_events
                WHERE event_type = 'purchase' AND occurred_at >= '2024-03-01' AND occurred_at < '2024-04-01' GROUP BY player_id),
              apr AS (SELECT player_id, SUM(amount_usd) AS usd FROM player_events
                WHERE event_type = 'purchase' AND occurred_at >= '2024-04-01' AND occurred_at < '2024-05-01' GROUP BY player_id)
              SELECT mar.player_id, p.username, mar.usd AS march_usd, apr.usd AS april_usd, mar.usd - COALESCE(apr.usd, 0) AS drop_usd
              FROM mar LEFT JOIN apr ON apr.player_id = mar.player_id JOIN players p ON p.id = mar.player_id
              WHERE COALESCE(apr.usd, 0) < mar.usd ORDER BY drop_usd DESC, mar.player_id`,
        why: 'a month without purchases counts as 0, but april_usd is shown as NULL',
        cls: 'null-handling',
      },
      {
        sql: `WITH s AS (
                SELECT player_id,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-03-01' AND occurred_at <= '2024-04-01'), 0) AS m,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at > '2024-04-01' AND occurred_at < '2024-05-01'), 0) AS a
                FROM player_events WHERE event_type = 'purchase' GROUP BY player_id)
              SELECT s.player_id, p.username, s.m AS march_usd, s.a AS april_usd, s.m - s.a AS drop_usd
              FROM s JOIN players p ON p.id = s.player_id WHERE s.a < s.m ORDER BY drop_usd DESC, s.player_id`,
        why: 'a purchase at 1 April 00:00 belongs to April, not March',
        cls: 'timestamp-bound',
      },
      {
        sql: `WITH s AS (
                SELECT player_id,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at BETWEEN '2024-03-01' AND '2024-03-31'), 0) AS m,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at BETWEEN '2024-04-01' AND '2024-04-30'), 0) AS a
                FROM player_events WHERE event_type = 'purchase' GROUP BY player_id)
              SELECT s.player_id, p.username, s.m AS march_usd, s.a AS april_usd, s.m - s.a AS drop_usd
              FROM s JOIN players p ON p.id = s.player_id WHERE s.a < s.m ORDER BY drop_usd DESC, s.player_id`,
        why: 'BETWEEN on timestamps stops at midnight of the last day: purchases later on 31 March and 30 April are lost',
        cls: 'timestamp-bound',
      },
      {
        sql: `WITH s AS (
                SELECT player_id,
                       COALESCE(SUM(amount_usd) FILTER (WHERE EXTRACT(MONTH FROM occurred_at) = 3), 0) AS m,
                       COALESCE(SUM(amount_usd) FILTER (WHERE EXTRACT(MONTH FROM occurred_at) = 4), 0) AS a
                FROM player_events WHERE event_type = 'purchase' GROUP BY player_id)
              SELECT s.player_id, p.username, s.m AS march_usd, s.a AS april_usd, s.m - s.a AS drop_usd
              FROM s JOIN players p ON p.id = s.player_id WHERE s.a < s.m ORDER BY drop_usd DESC, s.player_id`,
        why: 'March and April of any year are counted; only 2024 is asked',
        cls: 'date-part-without-year',
      },
      {
        sql: `WITH s AS (
                SELECT player_id,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-03-01' AND occurred_at < TIMESTAMP '2024-03-01' + interval '30 days'), 0) AS m,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-04-01' AND occurred_at < TIMESTAMP '2024-04-01' + interval '30 days'), 0) AS a
                FROM player_events WHERE event_type = 'purchase' GROUP BY player_id)
              SELECT s.player_id, p.username, s.m AS march_usd, s.a AS april_usd, s.m - s.a AS drop_usd
              FROM s JOIN players p ON p.id = s.player_id WHERE s.a < s.m ORDER BY drop_usd DESC, s.player_id`,
        why: "'30 days' is not a month: 31 March is left out of March",
        cls: 'calendar-arithmetic',
      },
      {
        sql: `WITH s AS (
                SELECT player_id,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-03-01' AND occurred_at < '2024-04-01'), 0) AS m,
                       COALESCE(SUM(amount_usd) FILTER (WHERE occurred_at >= '2024-04-01' AND occurred_at < '2024-05-01'), 0) AS a
                FROM player_events WHERE event_type = 'purchase' GROUP BY player_id)
              SELECT s.player_id, p.username, s.m AS march_usd, s.a AS april_usd, s.m - s.a AS drop_usd
              FROM s JOIN players p ON p.id = s.player_id WHERE s.a < s.m ORDER BY drop_usd DESC, p.username`,
        why: 'equal drops are ordered by player_id, not username',
        cls: 'tie-break',
      },
    ],
  },
  'nonprofit-record-breaking-gifts': {
    right: [
      `SELECT d.full_name, g.given_on, g.amount,
              (SELECT MAX(e.amount) FROM gifts e WHERE e.donor_id = g.donor_id AND e.given_on < g.given_on) AS previous_best
       FROM gifts g JOIN donors d ON d.id = g.donor_id
       WHERE EXISTS (SELECT 1 FROM gifts e WHERE e.donor_id = g.donor_id AND e.given_on < g.given_on)
         AND g.amount > ALL (SELECT e.amount FROM gifts e WHERE e.donor_id = g.donor_id AND e.given_on < g.given_on)
       ORDER BY g.given_on, d.full_name`,
      // UNIQUE (donor_id, given_on): excluding the current row excludes exactly the gift itself
      `SELECT full_name, given_on, amount, previous_best FROM (
         SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.given_on
                                    RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE CURRENT ROW) AS previous_best
         FROM gifts g JOIN donors d ON d.id = g.donor_id) x
       WHERE amount > previous_best
       ORDER BY 2, 1`,
    ],
    wrong: [
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.given_on ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount >= previous_best ORDER BY given_on, full_name`,
        why: 'a gift equal to the previous best is not a new best',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                LAG(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.given_on) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on, full_name`,
        why: 'the previous gift is not the previous best: every earlier gift must be beaten',
        cls: 'wrong-aggregate',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.given_on) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on, full_name`,
        why: 'the default frame ends at the current row, so the gift is compared with a best that includes itself',
        cls: 'window-frame',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (ORDER BY g.given_on ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on, full_name`,
        why: "without PARTITION BY donor the gift is compared with other donors' gifts",
        cls: 'window-partition',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on, full_name`,
        why: 'ids are not in date order: earlier means earlier given_on',
        cls: 'wrong-column',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                COALESCE(MAX(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.given_on ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on, full_name`,
        why: "a donor's first gift is not a personal best; COALESCE to 0 makes every first gift one",
        cls: 'null-handling',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (PARTITION BY d.full_name ORDER BY g.given_on ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on, full_name`,
        why: 'two donors with the same name are merged into one history',
        cls: 'group-granularity',
      },
      {
        sql: `WITH g AS (SELECT d.full_name, g.given_on, g.amount,
                MAX(g.amount) OVER (PARTITION BY g.donor_id ORDER BY g.given_on ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_best
                FROM gifts g JOIN donors d ON d.id = g.donor_id)
              SELECT full_name, given_on, amount, previous_best FROM g WHERE amount > previous_best ORDER BY given_on`,
        why: 'gifts on the same day must be ordered by full_name',
        cls: 'tie-break',
      },
    ],
  },
  'science-analytes-missing-from-successful-runs': {
    right: [
      `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
       FROM runs r JOIN samples s ON s.id = r.sample_id
       CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
       WHERE r.status = 'ok' AND (NOT e ? 'value' OR jsonb_typeof(e -> 'value') = 'null')
       ORDER BY 1, 3`,
      // ->> gives SQL NULL both for a JSON null and for a missing key
      `SELECT r.id AS run_id, s.sample_code, a.elem ->> 'name' AS analyte
       FROM runs r JOIN samples s ON s.id = r.sample_id, jsonb_array_elements(r.results -> 'analytes') AS a(elem)
       WHERE r.status IN ('ok') AND a.elem ->> 'value' IS NULL
       ORDER BY run_id, analyte`,
    ],
    wrong: [
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE r.status = 'ok' AND e -> 'value' IS NULL ORDER BY run_id, analyte`,
        why: "-> returns the JSON null 'null', not SQL NULL: only missing keys are found",
        cls: 'null-handling',
      },
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE r.status = 'ok' AND jsonb_typeof(e -> 'value') = 'null' ORDER BY run_id, analyte`,
        why: 'an element with no value key at all is missing too',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE e ->> 'value' IS NULL ORDER BY run_id, analyte`,
        why: 'failed and aborted runs are not listed',
        cls: 'status-filter',
      },
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE r.status <> 'failed' AND e ->> 'value' IS NULL ORDER BY run_id, analyte`,
        why: "aborted runs are not 'ok' either",
        cls: 'status-filter',
      },
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE r.status = 'ok' AND e ->> 'value' IS NULL ORDER BY run_id, analyte`,
        why: 'the sample is joined on the run id instead of sample_id',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id LEFT JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e ON true
              WHERE r.status = 'ok' AND e ->> 'value' IS NULL ORDER BY run_id, analyte`,
        why: 'runs with no results at all are a different problem and are not listed',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE r.status = 'ok' AND e ->> 'value' IS NULL ORDER BY run_id`,
        why: 'the missing analytes of one run must be ordered by name',
        cls: 'tie-break',
      },
      {
        sql: `SELECT DISTINCT r.id AS run_id, s.sample_code, e ->> 'name' AS analyte
              FROM runs r JOIN samples s ON s.id = r.sample_id CROSS JOIN LATERAL jsonb_array_elements(r.results -> 'analytes') AS e
              WHERE r.status = 'ok' AND e ->> 'value' IS NULL ORDER BY run_id, analyte`,
        why: 'one row per missing analyte: an analyte missing twice in one run is two rows',
        cls: 'distinct-misuse',
      },
    ],
  },
  'marketing-duplicate-contacts-by-source': {
    right: [
      `SELECT source, COUNT(*) AS records,
              COUNT(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM contacts o WHERE lower(trim(o.email)) = lower(trim(c.email))
                  AND (o.created_at < c.created_at OR (o.created_at = c.created_at AND o.id < c.id)))) AS duplicates
       FROM contacts c
       GROUP BY source ORDER BY source`,
      `WITH originals AS (
         SELECT DISTINCT ON (lower(trim(email))) id FROM contacts ORDER BY lower(trim(email)), created_at, id)
       SELECT c.source, COUNT(*) AS records, COUNT(*) - COUNT(o.id) AS duplicates
       FROM contacts c LEFT JOIN originals o ON o.id = c.id
       GROUP BY c.source ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `WITH n AS (SELECT source, ROW_NUMBER() OVER (PARTITION BY email ORDER BY created_at, id) AS nth FROM contacts)
              SELECT source, COUNT(*) AS records, COUNT(*) FILTER (WHERE nth > 1) AS duplicates FROM n GROUP BY source ORDER BY source`,
        why: 'e-mails are compared without trimming and case folding',
        cls: 'pattern-match',
      },
      {
        sql: `WITH n AS (SELECT source, ROW_NUMBER() OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS nth FROM contacts)
              SELECT source, COUNT(*) AS records, COUNT(*) FILTER (WHERE nth > 1) AS duplicates FROM n GROUP BY source ORDER BY source`,
        why: 'surrounding spaces are not removed',
        cls: 'incomplete-predicate',
      },
      {
        sql: `WITH n AS (SELECT source, ROW_NUMBER() OVER (PARTITION BY lower(trim(email)) ORDER BY id) AS nth FROM contacts)
              SELECT source, COUNT(*) AS records, COUNT(*) FILTER (WHERE nth > 1) AS duplicates FROM n GROUP BY source ORDER BY source`,
        why: 'the original is the earliest created_at, not the lowest id',
        cls: 'wrong-column',
      },
      {
        sql: `WITH n AS (SELECT source, RANK() OVER (PARTITION BY lower(trim(email)) ORDER BY created_at) AS nth FROM contacts)
              SELECT source, COUNT(*) AS records, COUNT(*) FILTER (WHERE nth > 1) AS duplicates FROM n GROUP BY source ORDER BY source`,
        why: 'two records created at the same time both rank first; the higher id is a duplicate',
        cls: 'tie-break',
      },
      {
        sql: `WITH n AS (SELECT source, ROW_NUMBER() OVER (PARTITION BY lower(trim(email)), source ORDER BY created_at, id) AS nth FROM contacts)
              SELECT source, COUNT(*) AS records, COUNT(*) FILTER (WHERE nth > 1) AS duplicates FROM n GROUP BY source ORDER BY source`,
        why: 'a duplicate is one whatever its source: the person is not split by source',
        cls: 'window-partition',
      },
      {
        sql: `SELECT source, COUNT(*) AS records, COUNT(*) - COUNT(DISTINCT lower(trim(email))) AS duplicates
              FROM contacts GROUP BY source ORDER BY source`,
        why: "a source's first record of a person is a duplicate when the person's original came from another source",
        cls: 'distinct-misuse',
      },
      {
        sql: `WITH n AS (SELECT source, ROW_NUMBER() OVER (PARTITION BY lower(trim(split_part(email, '@', 1))) ORDER BY created_at, id) AS nth FROM contacts)
              SELECT source, COUNT(*) AS records, COUNT(*) FILTER (WHERE nth > 1) AS duplicates FROM n GROUP BY source ORDER BY source`,
        why: 'the whole e-mail is compared: the same name at another domain is another person',
        cls: 'group-granularity',
      },
    ],
  },
  'retail-stock-count-reconciliation': {
    right: [
      `SELECT sku, SUM(e)::int AS expected_qty, SUM(c)::int AS counted_qty, (SUM(c) - SUM(e))::int AS difference
       FROM (SELECT sku, expected_qty AS e, 0 AS c FROM system_stock
             UNION ALL
             SELECT sku, 0, counted_qty FROM shelf_count) u
       GROUP BY sku
       HAVING SUM(e) <> SUM(c)
       ORDER BY sku`,
      `SELECT k.sku, COALESCE(s.expected_qty, 0) AS expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty,
              COALESCE(c.counted_qty, 0) - COALESCE(s.expected_qty, 0) AS difference
       FROM (SELECT sku FROM system_stock UNION SELECT sku FROM shelf_count) k
       LEFT JOIN system_stock s ON s.sku = k.sku
       LEFT JOIN shelf_count c ON c.sku = k.sku
       WHERE COALESCE(s.expected_qty, 0) IS DISTINCT FROM COALESCE(c.counted_qty, 0)
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT s.sku, s.expected_qty, c.counted_qty, c.counted_qty - s.expected_qty AS difference
              FROM system_stock s JOIN shelf_count c ON c.sku = s.sku
              WHERE s.expected_qty <> c.counted_qty ORDER BY s.sku`,
        why: 'SKUs missing from one side are listed too, with 0 on that side',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT s.sku, s.expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty, COALESCE(c.counted_qty, 0) - s.expected_qty AS difference
              FROM system_stock s LEFT JOIN shelf_count c ON c.sku = s.sku
              WHERE s.expected_qty <> COALESCE(c.counted_qty, 0) ORDER BY s.sku`,
        why: 'SKUs found on a shelf that the system does not know are missing',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT COALESCE(s.sku, c.sku) AS sku, COALESCE(s.expected_qty, 0) AS expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty,
                     COALESCE(c.counted_qty, 0) - COALESCE(s.expected_qty, 0) AS difference
              FROM system_stock s FULL JOIN shelf_count c ON c.sku = s.sku
              WHERE s.expected_qty <> c.counted_qty ORDER BY sku`,
        why: 'comparing with a missing side gives NULL, so one-sided SKUs are dropped',
        cls: 'null-handling',
      },
      {
        sql: `SELECT COALESCE(s.sku, c.sku) AS sku, COALESCE(s.expected_qty, 0) AS expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty,
                     COALESCE(c.counted_qty, 0) - COALESCE(s.expected_qty, 0) AS difference
              FROM system_stock s FULL JOIN shelf_count c ON c.sku = s.sku
              WHERE s.expected_qty IS DISTINCT FROM c.counted_qty ORDER BY sku`,
        why: 'a missing side counts as 0: a SKU expected at 0 and never counted does not differ',
        cls: 'null-handling',
      },
      {
        sql: `SELECT COALESCE(s.sku, c.sku) AS sku, COALESCE(s.expected_qty, 0) AS expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty,
                     COALESCE(c.counted_qty, 0) - COALESCE(s.expected_qty, 0) AS difference
              FROM system_stock s FULL JOIN shelf_count c ON c.sku = s.sku
              WHERE abs(COALESCE(c.counted_qty, 0) - COALESCE(s.expected_qty, 0)) > 1 ORDER BY sku`,
        why: 'every difference counts; a difference of one unit is not equal',
        cls: 'tolerance-for-equality',
      },
      {
        sql: `SELECT COALESCE(s.sku, c.sku) AS sku, COALESCE(s.expected_qty, 0) AS expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty,
                     COALESCE(s.expected_qty, 0) - COALESCE(c.counted_qty, 0) AS difference
              FROM system_stock s FULL JOIN shelf_count c ON c.sku = s.sku
              WHERE COALESCE(s.expected_qty, 0) <> COALESCE(c.counted_qty, 0) ORDER BY sku`,
        why: 'difference is counted minus expected, not the other way round',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT s.sku, COALESCE(s.expected_qty, 0) AS expected_qty, COALESCE(c.counted_qty, 0) AS counted_qty,
                     COALESCE(c.counted_qty, 0) - COALESCE(s.expected_qty, 0) AS difference
              FROM system_stock s FULL JOIN shelf_count c ON c.sku = s.sku
              WHERE COALESCE(s.expected_qty, 0) <> COALESCE(c.counted_qty, 0) ORDER BY 1`,
        why: "the sku comes from the system side only, so a shelf-only SKU shows NULL",
        cls: 'wrong-column',
      },
    ],
  },
  'energy-berlin-local-day-totals-dst-end': {
    right: [
      `SELECT d AS local_day, COUNT(*) AS readings, SUM(kwh) AS kwh
       FROM (SELECT timezone('Europe/Berlin', reading_start)::date AS d, kwh FROM hourly_consumption) x
       WHERE d >= DATE '2024-10-26' AND d < DATE '2024-10-29'
       GROUP BY d ORDER BY d`,
      `SELECT (reading_start AT TIME ZONE 'Europe/Berlin')::date AS local_day, count(*) AS readings, sum(kwh) AS kwh
       FROM hourly_consumption
       WHERE reading_start >= TIMESTAMP '2024-10-26 00:00' AT TIME ZONE 'Europe/Berlin'
         AND reading_start < TIMESTAMP '2024-10-29 00:00' AT TIME ZONE 'Europe/Berlin'
       GROUP BY 1 ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT ((reading_start AT TIME ZONE 'UTC') + interval '1 hour')::date AS local_day, COUNT(*) AS readings, SUM(kwh) AS kwh
              FROM hourly_consumption
              WHERE ((reading_start AT TIME ZONE 'UTC') + interval '1 hour')::date BETWEEN DATE '2024-10-26' AND DATE '2024-10-28'
              GROUP BY 1 ORDER BY 1`,
        why: 'Berlin is UTC+2 until the clocks go back on 27 October: a fixed +1 hour misplaces the summer-time hours',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT (reading_start AT TIME ZONE INTERVAL '+02:00')::date AS local_day, COUNT(*) AS readings, SUM(kwh) AS kwh
              FROM hourly_consumption
              WHERE (reading_start AT TIME ZONE INTERVAL '+02:00')::date BETWEEN DATE '2024-10-26' AND DATE '2024-10-28'
              GROUP BY 1 ORDER BY 1`,
        why: 'a fixed +02:00 is wrong after the clocks go back: 28 October starts at 23:00 UTC, not 22:00',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT (reading_start AT TIME ZONE 'UTC')::date AS local_day, COUNT(*) AS readings, SUM(kwh) AS kwh
              FROM hourly_consumption
              WHERE (reading_start AT TIME ZONE 'UTC')::date BETWEEN DATE '2024-10-26' AND DATE '2024-10-28'
              GROUP BY 1 ORDER BY 1`,
        why: 'the UTC day is not the Berlin local day',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT (reading_start AT TIME ZONE 'Europe/Berlin')::date AS local_day, COUNT(*) AS readings, SUM(kwh) AS kwh
              FROM hourly_consumption
              WHERE reading_start AT TIME ZONE 'Europe/Berlin' BETWEEN TIMESTAMP '2024-10-26' AND TIMESTAMP '2024-10-28'
              GROUP BY 1 ORDER BY 1`,
        why: 'BETWEEN on local timestamps stops at midnight starting 28 October: the rest of that day is lost',
        cls: 'timestamp-bound',
      },
      {
        sql: `SELECT (reading_start AT TIME ZONE 'Europe/Berlin')::date AS local_day, COUNT(*) AS readings, SUM(kwh) AS kwh
              FROM hourly_consumption
              WHERE (reading_start AT TIME ZONE 'UTC')::date BETWEEN DATE '2024-10-26' AND DATE '2024-10-28'
              GROUP BY 1 ORDER BY 1`,
        why: 'the days are grouped in Berlin time but filtered by UTC date, so the first local hours of 26 October drop out',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT (reading_start AT TIME ZONE 'Europe/Berlin')::date AS local_day, COUNT(DISTINCT EXTRACT(HOUR FROM reading_start AT TIME ZONE 'Europe/Berlin')) AS readings, SUM(kwh) AS kwh
              FROM hourly_consumption
              WHERE (reading_start AT TIME ZONE 'Europe/Berlin')::date BETWEEN DATE '2024-10-26' AND DATE '2024-10-28'
              GROUP BY 1 ORDER BY 1`,
        why: 'on 27 October the local hour 02:00 happens twice: both rows are readings',
        cls: 'distinct-misuse',
      },
    ],
  },
};

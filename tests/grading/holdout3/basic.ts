import { type HoldoutCases } from './types';

/** Third held-out set (issue 32), challenges rated 800–1100: written from the challenge text alone, before any grading run. */
export const BASIC: HoldoutCases = {
  'energy-tariffs-in-force-on-20-march': {
    right: [
      `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
       WHERE valid_from <= DATE '2024-03-20' AND (valid_to IS NULL OR valid_to > DATE '2024-03-20')
       ORDER BY meter_type`,
      `SELECT t.meter_type, t.price_per_kwh, t.valid_from FROM tariffs t
       WHERE DATE '2024-03-20' >= t.valid_from AND DATE '2024-03-20' < COALESCE(t.valid_to, 'infinity'::date)
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE valid_from <= '2024-03-20' AND valid_to > '2024-03-20'
              ORDER BY meter_type`,
        why: 'a NULL valid_to means still in force, but the comparison with NULL drops the current tariffs',
        cls: 'null-handling',
      },
      {
        sql: `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE valid_from <= '2024-03-20' AND (valid_to IS NULL OR valid_to >= '2024-03-20')
              ORDER BY meter_type`,
        why: 'valid_to is excluded: a tariff ending on 20 March no longer applies that day',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE valid_from < '2024-03-20' AND (valid_to IS NULL OR valid_to > '2024-03-20')
              ORDER BY meter_type`,
        why: 'valid_from is included: a tariff starting on 20 March applies that day',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE valid_to IS NULL OR valid_to > '2024-03-20'
              ORDER BY meter_type`,
        why: 'no lower bound: a tariff that starts after 20 March is listed too',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE valid_from <= '2024-03-20' AND valid_to IS NULL OR valid_to > '2024-03-20'
              ORDER BY meter_type`,
        why: 'AND binds tighter than OR: a tariff ending after 20 March is listed even when it starts later',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT DISTINCT ON (meter_type) meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE valid_from <= '2024-03-20'
              ORDER BY meter_type, valid_from DESC`,
        why: 'the latest tariff started by 20 March is taken even when it had already ended before that day',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT meter_type, price_per_kwh, valid_from FROM tariffs
              WHERE daterange(valid_from, valid_to, '[]') @> DATE '2024-03-20'
              ORDER BY meter_type`,
        why: 'the closed range takes in the tariff whose valid_to is 20 March, which is excluded',
        cls: 'inclusive-bound',
      },
    ],
  },
  'logistics-failed-stops-for-redelivery': {
    right: [
      `SELECT id, route_id, postcode, parcels, planned_at FROM stops
       WHERE status = 'failed' AND planned_at::date BETWEEN DATE '2024-05-13' AND DATE '2024-05-14'
       ORDER BY parcels DESC, planned_at ASC, id ASC`,
      `WITH window_stops AS (
         SELECT * FROM stops WHERE planned_at >= TIMESTAMP '2024-05-13 00:00' AND planned_at < TIMESTAMP '2024-05-13 00:00' + INTERVAL '2 days')
       SELECT id, route_id, postcode, parcels, planned_at FROM window_stops
       WHERE status IN ('failed')
       ORDER BY parcels DESC, planned_at, id`,
    ],
    wrong: [
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status = 'failed' AND planned_at BETWEEN '2024-05-13' AND '2024-05-14'
              ORDER BY parcels DESC, planned_at, id`,
        why: 'BETWEEN on timestamps stops at midnight of 14 May: the rest of 14 May is lost',
        cls: 'timestamp-bound',
      },
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status = 'failed' AND planned_at >= '2024-05-13' AND planned_at <= '2024-05-15'
              ORDER BY parcels DESC, planned_at, id`,
        why: '<= 2024-05-15 takes in a stop planned at midnight of 15 May',
        cls: 'timestamp-bound',
      },
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status <> 'delivered' AND planned_at >= '2024-05-13' AND planned_at < '2024-05-15'
              ORDER BY parcels DESC, planned_at, id`,
        why: 'pending stops (not reached yet) are not failed',
        cls: 'status-filter',
      },
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status = 'failed' AND planned_at < '2024-05-15'
              ORDER BY parcels DESC, planned_at, id`,
        why: 'failed stops of 12 May belong to another shift',
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status = 'failed' AND arrived_at >= '2024-05-13' AND arrived_at < '2024-05-15'
              ORDER BY parcels DESC, planned_at, id`,
        why: 'the day is taken from the arrival time, not from planned_at',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status = 'failed' AND planned_at >= '2024-05-13' AND planned_at < '2024-05-15'
              ORDER BY parcels DESC, id`,
        why: 'equal parcel counts are ordered by id instead of planned_at first',
        cls: 'tie-break',
      },
      {
        sql: `SELECT id, route_id, postcode, parcels, planned_at FROM stops
              WHERE status = 'failed' AND EXTRACT(DAY FROM planned_at) IN (13, 14)
              ORDER BY parcels DESC, planned_at, id`,
        why: 'the day of month alone matches 13 and 14 of any month and year',
        cls: 'date-part-without-year',
      },
    ],
  },
  'transport-step-free-open-stops': {
    right: [
      `SELECT id AS stop_id, stop_name, zone FROM stops
       WHERE step_free = true AND status = 'open' AND zone <= 2
       ORDER BY zone ASC, stop_name ASC`,
      `SELECT s.id AS stop_id, s.stop_name, s.zone FROM stops s
       WHERE s.step_free IS TRUE AND s.status NOT IN ('closed_for_works') AND s.zone BETWEEN 1 AND 2
       ORDER BY 3, 2`,
    ],
    wrong: [
      {
        sql: `SELECT id AS stop_id, stop_name, zone FROM stops
              WHERE step_free AND status = 'open' AND zone = 1 OR zone = 2
              ORDER BY zone, stop_name`,
        why: 'AND binds tighter than OR: every zone 2 stop is listed, step-free or not, open or not',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT id AS stop_id, stop_name, zone FROM stops
              WHERE step_free AND zone IN (1, 2)
              ORDER BY zone, stop_name`,
        why: 'stops closed for works are left out by the text',
        cls: 'status-filter',
      },
      {
        sql: `SELECT id AS stop_id, stop_name, zone FROM stops
              WHERE step_free AND status = 'open' AND zone < 2
              ORDER BY zone, stop_name`,
        why: 'zone 2 is included',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT DISTINCT s.id AS stop_id, s.stop_name, s.zone FROM stops s JOIN route_stops rs ON rs.stop_id = s.id
              WHERE s.step_free AND s.status = 'open' AND s.zone IN (1, 2)
              ORDER BY s.zone, s.stop_name`,
        why: 'the inner join to route_stops drops a stop that no route serves',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT id AS stop_id, stop_name, zone FROM stops
              WHERE step_free AND status = 'open' AND zone IN (1, 2)
              ORDER BY stop_name`,
        why: 'the order is by zone first',
        cls: 'tie-break',
      },
      {
        sql: `SELECT id AS stop_id, stop_name, zone FROM stops
              WHERE step_free AND status <> 'closed' AND zone IN (1, 2)
              ORDER BY zone, stop_name`,
        why: "the closed status is spelled 'closed_for_works': the stops closed for works stay in",
        cls: 'status-filter',
      },
    ],
  },
  'hospitality-mid-price-rooms-by-floor': {
    right: [
      `SELECT hotel_id, room_number, floor, room_type, nightly_rate FROM rooms
       WHERE nightly_rate >= 100.00 AND nightly_rate <= 200.00
       ORDER BY hotel_id ASC, floor DESC, nightly_rate DESC, room_number ASC`,
      `SELECT r.hotel_id, r.room_number, r.floor, r.room_type, r.nightly_rate FROM rooms r
       WHERE NOT (r.nightly_rate < 100 OR r.nightly_rate > 200)
       ORDER BY 1, 3 DESC, 5 DESC, 2`,
    ],
    wrong: [
      {
        sql: `SELECT hotel_id, room_number, floor, room_type, nightly_rate FROM rooms
              WHERE nightly_rate > 100 AND nightly_rate < 200
              ORDER BY hotel_id, floor DESC, nightly_rate DESC, room_number`,
        why: 'both limits are included',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT hotel_id, room_number, floor, room_type, nightly_rate FROM rooms
              WHERE nightly_rate BETWEEN 100 AND 200
              ORDER BY hotel_id, floor, nightly_rate DESC, room_number`,
        why: 'the top floor comes first (floor descending)',
        cls: 'tie-break',
      },
      {
        sql: `SELECT hotel_id, room_number, floor, room_type, nightly_rate FROM rooms
              WHERE nightly_rate BETWEEN 100 AND 200
              ORDER BY hotel_id, floor DESC, room_number`,
        why: 'rooms on one floor are ordered by rate descending before the room number',
        cls: 'tie-break',
      },
      {
        sql: `SELECT hotel_id, room_number, floor, room_type, nightly_rate FROM rooms
              WHERE ROUND(nightly_rate) BETWEEN 100 AND 200
              ORDER BY hotel_id, floor DESC, nightly_rate DESC, room_number`,
        why: 'a rate of 99.50 or 200.40 rounds into the range though it is outside it',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT hotel_id, room_number, floor, room_type, nightly_rate FROM rooms
              WHERE nightly_rate BETWEEN 100 AND 200
              ORDER BY hotel_id, floor DESC, nightly_rate, room_number`,
        why: 'rooms on one floor go from the highest rate down',
        cls: 'tie-break',
      },
      {
        sql: `SELECT DISTINCT r.hotel_id, r.room_number, r.floor, r.room_type, r.nightly_rate FROM rooms r
              JOIN reservations v ON v.room_id = r.id
              WHERE r.nightly_rate BETWEEN 100 AND 200
              ORDER BY r.hotel_id, r.floor DESC, r.nightly_rate DESC, r.room_number`,
        why: 'the join to reservations drops rooms that were never booked',
        cls: 'outer-vs-inner-join',
      },
    ],
  },
  'telecom-big-data-plans-on-sale': {
    right: [
      `SELECT code, name, monthly_fee,
              CASE WHEN data_gb IS NULL THEN 'unlimited' ELSE data_gb::text END AS data_allowance
       FROM plans
       WHERE retired_on IS NULL AND monthly_fee <= 40 AND COALESCE(data_gb >= 50, true)
       ORDER BY monthly_fee, code`,
      `SELECT code, name, monthly_fee, COALESCE(CAST(data_gb AS varchar), 'unlimited') AS data_allowance
       FROM plans
       WHERE retired_on IS NULL AND monthly_fee BETWEEN 0 AND 40.00 AND COALESCE(data_gb, 2147483647) >= 50
       ORDER BY 3, 1`,
    ],
    wrong: [
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE retired_on IS NULL AND data_gb IS NULL OR data_gb >= 50 AND monthly_fee <= 40
              ORDER BY monthly_fee, code`,
        why: 'AND binds tighter than OR: every unlimited plan on sale is listed whatever it costs',
        cls: 'and-or-precedence',
      },
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE retired_on IS NULL AND data_gb >= 50 AND monthly_fee <= 40
              ORDER BY monthly_fee, code`,
        why: 'unlimited plans (data_gb NULL) qualify, but the comparison drops them',
        cls: 'null-handling',
      },
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE retired_on IS NULL AND (data_gb IS NULL OR data_gb >= 50) AND monthly_fee < 40
              ORDER BY monthly_fee, code`,
        why: 'a fee of exactly 40.00 qualifies',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE retired_on IS NULL AND (data_gb IS NULL OR data_gb > 50) AND monthly_fee <= 40
              ORDER BY monthly_fee, code`,
        why: '"at least 50 GB" includes 50',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE (data_gb IS NULL OR data_gb >= 50) AND monthly_fee <= 40
              ORDER BY monthly_fee, code`,
        why: 'retired plans are no longer on sale',
        cls: 'status-filter',
      },
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE retired_on IS NULL AND (code LIKE '%UNL' OR data_gb >= 50) AND monthly_fee <= 40
              ORDER BY monthly_fee, code`,
        why: 'unlimited is read from the code suffix instead of a NULL data_gb',
        cls: 'type-from-code',
      },
      {
        sql: `SELECT code, name, monthly_fee, COALESCE(data_gb::text, 'unlimited') AS data_allowance FROM plans
              WHERE retired_on IS NULL AND (data_gb IS NULL OR data_gb >= 50) AND ROUND(monthly_fee) <= 40
              ORDER BY monthly_fee, code`,
        why: 'a fee of 40.49 rounds to 40 but is more than 40.00',
        cls: 'rounding-order',
      },
    ],
  },
  'insurance-policyholder-contact-sheet': {
    right: [
      `SELECT id AS policyholder_id, full_name,
              CASE WHEN email IS NOT NULL AND email <> '' THEN email
                   WHEN phone IS NOT NULL AND phone <> '' THEN phone
                   ELSE 'no contact on file' END AS preferred_contact
       FROM policyholders ORDER BY full_name`,
      `SELECT p.id AS policyholder_id, p.full_name,
              COALESCE(CASE WHEN length(p.email) > 0 THEN p.email END, CASE WHEN length(p.phone) > 0 THEN p.phone END, 'no contact on file') AS preferred_contact
       FROM policyholders p ORDER BY 2`,
    ],
    wrong: [
      {
        sql: `SELECT id AS policyholder_id, full_name, COALESCE(email, phone, 'no contact on file') AS preferred_contact
              FROM policyholders ORDER BY full_name`,
        why: 'an empty-string email is not NULL, so it is shown instead of the phone',
        cls: 'null-handling',
      },
      {
        sql: `SELECT id AS policyholder_id, full_name, COALESCE(NULLIF(email, ''), phone, 'no contact on file') AS preferred_contact
              FROM policyholders ORDER BY full_name`,
        why: 'an empty-string phone is shown instead of "no contact on file"',
        cls: 'null-handling',
      },
      {
        sql: `SELECT DISTINCT ph.id AS policyholder_id, ph.full_name, COALESCE(NULLIF(ph.email, ''), NULLIF(ph.phone, ''), 'no contact on file') AS preferred_contact
              FROM policyholders ph JOIN policies p ON p.policyholder_id = ph.id ORDER BY ph.full_name`,
        why: 'every policyholder appears, whether or not they hold a policy',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT ph.id AS policyholder_id, ph.full_name, COALESCE(NULLIF(ph.email, ''), NULLIF(ph.phone, ''), 'no contact on file') AS preferred_contact
              FROM policyholders ph LEFT JOIN policies p ON p.policyholder_id = ph.id ORDER BY ph.full_name`,
        why: 'a policyholder with two policies appears twice',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT id AS policyholder_id, full_name, COALESCE(NULLIF(phone, ''), NULLIF(email, ''), 'no contact on file') AS preferred_contact
              FROM policyholders ORDER BY full_name`,
        why: 'the email comes first and the phone only when there is no email',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT id AS policyholder_id, full_name,
                     CASE WHEN email <> '' THEN email WHEN phone <> '' THEN phone ELSE 'no contact on file' END AS preferred_contact
              FROM policyholders ORDER BY id`,
        why: 'ordered by id instead of full_name',
        cls: 'tie-break',
      },
    ],
  },
  'manufacturing-machines-in-use-at-half-past-one': {
    right: [
      `SELECT id AS booking_id, machine_id, team FROM bookings
       WHERE status = 'confirmed' AND lower(during) <= TIMESTAMP '2024-05-08 13:30' AND upper(during) > TIMESTAMP '2024-05-08 13:30'
       ORDER BY machine_id`,
      `SELECT b.id AS booking_id, b.machine_id, b.team FROM bookings b
       WHERE b.status <> 'cancelled' AND b.during && tsrange('2024-05-08 13:30', '2024-05-08 13:30', '[]')
       ORDER BY 2`,
    ],
    wrong: [
      {
        sql: `SELECT id AS booking_id, machine_id, team FROM bookings
              WHERE status = 'confirmed' AND TIMESTAMP '2024-05-08 13:30' BETWEEN lower(during) AND upper(during)
              ORDER BY machine_id`,
        why: 'the end is excluded: a booking that ends at 13:30 had already ended',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id AS booking_id, machine_id, team FROM bookings
              WHERE status = 'confirmed' AND lower(during) < TIMESTAMP '2024-05-08 13:30' AND upper(during) > TIMESTAMP '2024-05-08 13:30'
              ORDER BY machine_id`,
        why: 'the start is included: a booking from 13:30 had just begun',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id AS booking_id, machine_id, team FROM bookings
              WHERE during @> TIMESTAMP '2024-05-08 13:30'
              ORDER BY machine_id`,
        why: 'cancelled bookings never ran',
        cls: 'status-filter',
      },
      {
        sql: `SELECT id AS booking_id, machine_id, team FROM bookings
              WHERE status = 'confirmed' AND during @> TIMESTAMP '2024-05-08 12:30'
              ORDER BY machine_id`,
        why: 'the instant is taken one hour off, as a UTC offset, though the text is in plant time',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT id AS booking_id, machine_id, team FROM bookings
              WHERE status = 'confirmed' AND lower(during) <= TIMESTAMP '2024-05-08 13:30' AND upper(during)::date >= DATE '2024-05-08'
              ORDER BY machine_id`,
        why: 'a booking that ended in the morning of 8 May is taken as running at 13:30',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT id AS booking_id, machine_id, team FROM bookings
              WHERE status = 'confirmed' AND lower(during) <= TIMESTAMP '2024-05-08 13:30' AND upper(during) > TIMESTAMP '2024-05-08 13:30'
              ORDER BY team, machine_id`,
        why: 'the order is by machine_id alone',
        cls: 'tie-break',
      },
    ],
  },
  'public-sector-vacant-unit-heads': {
    right: [
      `SELECT name, unit_type, CASE WHEN head_name IS NULL THEN 'VACANT' ELSE head_name END AS head
       FROM org_units WHERE NOT (dissolved_on IS NOT NULL) ORDER BY name`,
      `WITH active AS (SELECT * FROM org_units WHERE dissolved_on IS NULL)
       SELECT a.name, a.unit_type, COALESCE(a.head_name, 'VACANT') AS head FROM active a ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT name, unit_type, COALESCE(head_name, 'VACANT') AS head FROM org_units ORDER BY name`,
        why: 'dissolved units are left out',
        cls: 'status-filter',
      },
      {
        sql: `SELECT name, unit_type, head_name AS head FROM org_units WHERE dissolved_on IS NULL ORDER BY name`,
        why: 'a vacant head shows NULL instead of VACANT',
        cls: 'null-handling',
      },
      {
        sql: `SELECT name, unit_type, COALESCE(head_name, 'VACANT') AS head FROM org_units
              WHERE dissolved_on IS NULL AND head_name IS NOT NULL ORDER BY name`,
        why: 'units without a head are listed as VACANT, not dropped',
        cls: 'null-handling',
      },
      {
        sql: `SELECT name, unit_type, COALESCE(head_name, 'VACANT') AS head FROM org_units
              WHERE dissolved_on IS NULL OR dissolved_on > DATE '2024-12-31' ORDER BY name`,
        why: 'a unit with any dissolution date is dissolved, whatever the date',
        cls: 'status-filter',
      },
      {
        sql: `SELECT u.name, u.unit_type, COALESCE(u.head_name, 'VACANT') AS head FROM org_units u
              JOIN org_units p ON p.id = u.parent_id WHERE u.dissolved_on IS NULL ORDER BY u.name`,
        why: 'the self-join to the parent drops the top unit, which has no parent',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT name, unit_type, COALESCE(head_name, 'VACANT') AS head FROM org_units
              WHERE dissolved_on IS NULL ORDER BY unit_type, name`,
        why: 'the order is by name alone',
        cls: 'tie-break',
      },
    ],
  },
  'education-university-mailboxes': {
    right: [
      `SELECT id AS student_id, full_name, lower(btrim(email)) AS clean_email FROM students
       WHERE start_year >= 2023 AND lower(btrim(email)) LIKE '%@northbridge.edu'
       ORDER BY 3`,
      `SELECT s.id AS student_id, s.full_name, lower(trim(s.email)) AS clean_email FROM students s
       WHERE s.start_year > 2022 AND split_part(lower(trim(s.email)), '@', 2) = 'northbridge.edu'
       ORDER BY clean_email`,
    ],
    wrong: [
      {
        sql: `SELECT id AS student_id, full_name, lower(trim(email)) AS clean_email FROM students
              WHERE start_year >= 2023 AND email ILIKE '%@northbridge.edu'
              ORDER BY clean_email`,
        why: 'a trailing space after the domain makes the untrimmed address miss the pattern',
        cls: 'pattern-match',
      },
      {
        sql: `SELECT id AS student_id, full_name, lower(trim(email)) AS clean_email FROM students
              WHERE start_year >= 2023 AND trim(email) LIKE '%@northbridge.edu'
              ORDER BY clean_email`,
        why: 'LIKE is case-sensitive: @NorthBridge.edu is a university mailbox too',
        cls: 'pattern-match',
      },
      {
        sql: `SELECT id AS student_id, full_name, lower(trim(email)) AS clean_email FROM students
              WHERE start_year >= 2023 AND email ILIKE '%northbridge.edu%'
              ORDER BY clean_email`,
        why: 'without the @ and the end anchor, sub-domains and look-alike domains match',
        cls: 'pattern-match',
      },
      {
        sql: `SELECT id AS student_id, full_name, lower(trim(email)) AS clean_email FROM students
              WHERE start_year >= 2023 AND trim(email) ILIKE '%northbridge.edu'
              ORDER BY clean_email`,
        why: 'without the @ in the pattern, …@alumni.northbridge.edu matches',
        cls: 'pattern-match',
      },
      {
        sql: `SELECT id AS student_id, full_name, lower(trim(email)) AS clean_email FROM students
              WHERE start_year > 2023 AND trim(email) ILIKE '%@northbridge.edu'
              ORDER BY clean_email`,
        why: 'students who started in 2023 are included',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id AS student_id, full_name, lower(trim(email)) AS clean_email FROM students
              WHERE start_year >= 2023 AND trim(email) ILIKE '%@northbridge.edu'
              ORDER BY email`,
        why: 'ordered by the raw address, whose spaces and capitals change the order',
        cls: 'wrong-column',
      },
    ],
  },
  'logistics-delivered-parcels-per-driver': {
    right: [
      `WITH delivered AS (
         SELECT r.driver_id, r.id AS route_id, s.parcels FROM stops s JOIN routes r ON r.id = s.route_id WHERE s.status = 'delivered')
       SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT x.route_id) AS routes, SUM(x.parcels) AS delivered_parcels
       FROM delivered x JOIN drivers d ON d.id = x.driver_id JOIN depots dp ON dp.id = d.depot_id
       GROUP BY d.id, dp.name
       ORDER BY 4 DESC, 1`,
      `SELECT d.full_name AS driver, dp.name AS depot, per_route.routes, per_route.delivered_parcels
       FROM (SELECT r.driver_id, COUNT(*) AS routes, SUM(rp.p) AS delivered_parcels
             FROM routes r JOIN (SELECT route_id, SUM(parcels) AS p FROM stops WHERE status = 'delivered' GROUP BY route_id) rp ON rp.route_id = r.id
             GROUP BY r.driver_id) per_route
       JOIN drivers d ON d.id = per_route.driver_id JOIN depots dp ON dp.id = d.depot_id
       ORDER BY delivered_parcels DESC, driver`,
    ],
    wrong: [
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(r.id) AS routes, SUM(s.parcels) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id JOIN routes r ON r.driver_id = d.id JOIN stops s ON s.route_id = r.id
              WHERE s.status = 'delivered' GROUP BY d.id, d.full_name, dp.name ORDER BY delivered_parcels DESC, driver`,
        why: 'COUNT(r.id) counts delivered stops, not different routes',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT r.id) AS routes, SUM(s.parcels) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id JOIN routes r ON r.driver_id = d.id JOIN stops s ON s.route_id = r.id
              WHERE s.status <> 'pending' GROUP BY d.id, d.full_name, dp.name ORDER BY delivered_parcels DESC, driver`,
        why: 'failed stops earn nothing',
        cls: 'status-filter',
      },
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT r.id) AS routes, SUM(DISTINCT s.parcels) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id JOIN routes r ON r.driver_id = d.id JOIN stops s ON s.route_id = r.id
              WHERE s.status = 'delivered' GROUP BY d.id, d.full_name, dp.name ORDER BY delivered_parcels DESC, driver`,
        why: 'SUM(DISTINCT) adds two stops with the same parcel count once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT r.id) AS routes, SUM(s.parcels) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id JOIN routes r ON r.depot_id = dp.id JOIN stops s ON s.route_id = r.id
              WHERE s.status = 'delivered' GROUP BY d.id, d.full_name, dp.name ORDER BY delivered_parcels DESC, driver`,
        why: 'routes joined by depot give every driver the whole depot’s deliveries',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT r.id) AS routes, COALESCE(SUM(s.parcels), 0) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id LEFT JOIN routes r ON r.driver_id = d.id LEFT JOIN stops s ON s.route_id = r.id AND s.status = 'delivered'
              GROUP BY d.id, d.full_name, dp.name ORDER BY delivered_parcels DESC, driver`,
        why: 'drivers without a delivered stop are listed with 0, and their routes without a delivery are counted',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT r.id) AS routes, SUM(s.parcels) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id JOIN routes r ON r.driver_id = d.id JOIN stops s ON s.route_id = r.id
              WHERE s.status = 'delivered' GROUP BY d.full_name, dp.name ORDER BY delivered_parcels DESC, driver`,
        why: 'two drivers with the same name at one depot are merged into one',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT d.full_name AS driver, dp.name AS depot, COUNT(DISTINCT r.id) AS routes, SUM(s.parcels) AS delivered_parcels
              FROM drivers d JOIN depots dp ON dp.id = d.depot_id JOIN routes r ON r.driver_id = d.id JOIN stops s ON s.route_id = r.id
              WHERE s.status = 'delivered' GROUP BY d.id, d.full_name, dp.name ORDER BY routes DESC, driver`,
        why: 'the order is by delivered parcels, not routes',
        cls: 'wrong-column',
      },
    ],
  },
  'nonprofit-campaign-totals': {
    right: [
      `SELECT c.name AS campaign, COUNT(d.id) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, SUM(d.amount) AS raised,
              ROUND(SUM(d.amount) * 100 / c.goal_amount, 1) AS pct_of_goal
       FROM donations d JOIN campaigns c ON c.id = d.campaign_id
       WHERE d.status = 'completed'
       GROUP BY c.name, c.goal_amount
       ORDER BY raised DESC, campaign`,
      `WITH t AS (SELECT campaign_id, COUNT(*) AS gifts, COUNT(DISTINCT donor_id) AS donors, SUM(amount) AS raised
                 FROM donations WHERE status = 'completed' AND campaign_id IS NOT NULL GROUP BY campaign_id)
       SELECT c.name AS campaign, t.gifts, t.donors, t.raised, ROUND(100.0 * t.raised / c.goal_amount, 1) AS pct_of_goal
       FROM t JOIN campaigns c ON c.id = t.campaign_id
       ORDER BY t.raised DESC, c.name`,
    ],
    wrong: [
      {
        sql: `SELECT c.name AS campaign, COUNT(*) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, SUM(d.amount) AS raised,
                     ROUND(100.0 * SUM(d.amount) / c.goal_amount, 1) AS pct_of_goal
              FROM campaigns c JOIN donations d ON d.campaign_id = c.id
              GROUP BY c.id, c.name, c.goal_amount ORDER BY raised DESC, c.name`,
        why: 'refunded donations do not count at all',
        cls: 'status-filter',
      },
      {
        sql: `SELECT c.name AS campaign, COUNT(*) AS gifts, COUNT(*) AS donors, SUM(d.amount) AS raised,
                     ROUND(100.0 * SUM(d.amount) / c.goal_amount, 1) AS pct_of_goal
              FROM campaigns c JOIN donations d ON d.campaign_id = c.id WHERE d.status = 'completed'
              GROUP BY c.id, c.name, c.goal_amount ORDER BY raised DESC, c.name`,
        why: 'donors are different donors: a donor who gave twice counts once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT c.name AS campaign, COUNT(d.id) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, COALESCE(SUM(d.amount), 0) AS raised,
                     ROUND(100.0 * COALESCE(SUM(d.amount), 0) / c.goal_amount, 1) AS pct_of_goal
              FROM campaigns c LEFT JOIN donations d ON d.campaign_id = c.id AND d.status = 'completed'
              GROUP BY c.id, c.name, c.goal_amount ORDER BY raised DESC, c.name`,
        why: 'campaigns with nothing completed are not listed',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT c.name AS campaign, COUNT(*) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, SUM(d.amount) AS raised,
                     ROUND(SUM(d.amount) / c.goal_amount, 1) AS pct_of_goal
              FROM campaigns c JOIN donations d ON d.campaign_id = c.id WHERE d.status = 'completed'
              GROUP BY c.id, c.name, c.goal_amount ORDER BY raised DESC, c.name`,
        why: 'the share is not multiplied by 100, so it is a fraction, not a percentage',
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT c.name AS campaign, COUNT(*) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, SUM(d.amount) AS raised,
                     ROUND(100.0 * SUM(d.amount) / c.goal_amount, 1) AS pct_of_goal
              FROM campaigns c JOIN donations d ON d.campaign_id = c.id
                AND d.donated_on BETWEEN c.starts_on AND c.ends_on
              WHERE d.status = 'completed'
              GROUP BY c.id, c.name, c.goal_amount ORDER BY raised DESC, c.name`,
        why: 'a gift to the campaign counts whenever it was made; the text sets no date window',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT c.name AS campaign, COUNT(*) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, SUM(d.amount) AS raised,
                     ROUND(100 * SUM(d.amount)::int / c.goal_amount::int, 1) AS pct_of_goal
              FROM campaigns c JOIN donations d ON d.campaign_id = c.id WHERE d.status = 'completed'
              GROUP BY c.id, c.name, c.goal_amount ORDER BY raised DESC, c.name`,
        why: 'integer division drops the decimal of the percentage',
        cls: 'integer-division',
      },
      {
        sql: `SELECT c.name AS campaign, COUNT(*) AS gifts, COUNT(DISTINCT d.donor_id) AS donors, SUM(d.amount) AS raised,
                     ROUND(100.0 * SUM(d.amount) / c.goal_amount, 1) AS pct_of_goal
              FROM campaigns c JOIN donations d ON d.campaign_id = c.id WHERE d.status = 'completed'
              GROUP BY c.id, c.name, c.goal_amount ORDER BY pct_of_goal DESC, c.name`,
        why: 'the order is by the amount raised, not by the share of the goal',
        cls: 'wrong-column',
      },
    ],
  },
  'retail-promotion-price-labels': {
    right: [
      `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0.0) AS discount_pct,
              ROUND(p.list_price - p.list_price * COALESCE(pp.discount_pct, 0) / 100, 2) AS promo_price,
              CASE WHEN pp.discount_pct >= 30 THEN 'BIG DEAL' WHEN pp.discount_pct < 30 THEN 'SALE' ELSE 'TBC' END AS label
       FROM promotion_products pp JOIN promotions pr ON pr.id = pp.promotion_id AND pr.channel = 'in_store' JOIN products p ON p.id = pp.product_id
       ORDER BY 1, 5 DESC, 2`,
      `WITH lines AS (
         SELECT pr.name AS promotion, p.sku, p.list_price, pp.discount_pct AS raw_pct, COALESCE(pp.discount_pct, 0) AS pct
         FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
         WHERE pr.channel IN ('in_store'))
       SELECT promotion, sku, list_price, pct AS discount_pct, ROUND(list_price * (1 - pct / 100), 2) AS promo_price,
              CASE WHEN raw_pct IS NULL THEN 'TBC' WHEN raw_pct < 30 THEN 'SALE' ELSE 'BIG DEAL' END AS label
       FROM lines ORDER BY promotion, promo_price DESC, sku`,
    ],
    wrong: [
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - pp.discount_pct) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct IS NULL THEN 'TBC' WHEN pp.discount_pct >= 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.channel = 'in_store' ORDER BY promotion, promo_price DESC, p.sku`,
        why: 'the undecided discount makes the price NULL instead of the list price',
        cls: 'null-handling',
      },
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - COALESCE(pp.discount_pct, 0)) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct IS NULL THEN 'TBC' WHEN pp.discount_pct > 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.channel = 'in_store' ORDER BY promotion, promo_price DESC, p.sku`,
        why: 'a discount of exactly 30 is a BIG DEAL',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - COALESCE(pp.discount_pct, 0)) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct >= 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.channel = 'in_store' ORDER BY promotion, promo_price DESC, p.sku`,
        why: 'an undecided discount falls into ELSE and is labelled SALE instead of TBC',
        cls: 'null-handling',
      },
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - COALESCE(pp.discount_pct, 0)) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct IS NULL THEN 'TBC' WHEN pp.discount_pct >= 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.channel = 'in_store' AND NOT p.discontinued ORDER BY promotion, promo_price DESC, p.sku`,
        why: 'every product of the promotion gets a label; the text does not drop discontinued ones',
        cls: 'status-filter',
      },
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - COALESCE(pp.discount_pct, 0)) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct IS NULL THEN 'TBC' WHEN pp.discount_pct >= 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.channel = 'in_store' ORDER BY promotion, p.list_price DESC, p.sku`,
        why: 'ordered by list price instead of the promotion price',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - COALESCE(pp.discount_pct, 0)) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct IS NULL THEN 'TBC' WHEN pp.discount_pct >= 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.name NOT ILIKE '%web%' ORDER BY promotion, promo_price DESC, p.sku`,
        why: 'the channel is read from the promotion name instead of the channel column',
        cls: 'type-from-code',
      },
      {
        sql: `SELECT pr.name AS promotion, p.sku, p.list_price, COALESCE(pp.discount_pct, 0) AS discount_pct,
                     ROUND(p.list_price * (100 - COALESCE(pp.discount_pct, 0)) / 100, 2) AS promo_price,
                     CASE WHEN pp.discount_pct IS NULL THEN 'TBC' WHEN ROUND(pp.discount_pct) >= 30 THEN 'BIG DEAL' ELSE 'SALE' END AS label
              FROM promotions pr JOIN promotion_products pp ON pp.promotion_id = pr.id JOIN products p ON p.id = pp.product_id
              WHERE pr.channel = 'in_store' ORDER BY promotion, promo_price DESC, p.sku`,
        why: 'a discount of 29.5 rounds to 30 but is less than 30',
        cls: 'rounding-order',
      },
    ],
  },
};

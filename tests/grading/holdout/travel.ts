import { type FairnessCases } from '../fairness/types';

/** Held-out fairness cases (issue 32), written from the challenge text alone, before any grading run. */
export const TRAVEL: FairnessCases = {
  'travel-allotment-load-factor': {
    right: [
      `SELECT f.id AS flight_id, f.flight_no, COALESCE(c.n, 0) AS confirmed, f.allotted_seats,
              ROUND(COALESCE(c.n, 0) * 100.0 / f.allotted_seats, 1) AS load_factor_pct
       FROM flights f LEFT JOIN (SELECT flight_id, COUNT(*) AS n FROM bookings WHERE status = 'confirmed' GROUP BY flight_id) c ON c.flight_id = f.id
       ORDER BY 5 DESC, 1`,
      `SELECT f.id AS flight_id, f.flight_no, COUNT(b.id) FILTER (WHERE b.status = 'confirmed') AS confirmed, f.allotted_seats,
              ROUND(100 * COUNT(b.id) FILTER (WHERE b.status = 'confirmed')::numeric / f.allotted_seats, 1) AS load_factor_pct
       FROM flights f LEFT JOIN bookings b ON b.flight_id = f.id
       GROUP BY f.id ORDER BY load_factor_pct DESC, flight_id`,
    ],
    wrong: [
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, COUNT(b.id) AS confirmed, f.allotted_seats,
                     ROUND(100.0 * COUNT(b.id) / f.allotted_seats, 1) AS load_factor_pct
              FROM flights f JOIN bookings b ON b.flight_id = f.id AND b.status = 'confirmed'
              GROUP BY f.id ORDER BY 5 DESC, 1`,
        mistake: 'inner join drops flights without confirmed bookings',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, COUNT(b.id) AS confirmed, f.allotted_seats,
                     ROUND(100 * COUNT(b.id) / f.allotted_seats, 1) AS load_factor_pct
              FROM flights f LEFT JOIN bookings b ON b.flight_id = f.id AND b.status = 'confirmed'
              GROUP BY f.id ORDER BY 5 DESC, 1`,
        mistake: 'integer division truncates the percentage',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, COUNT(DISTINCT b.passenger_id) AS confirmed, f.allotted_seats,
                     ROUND(100.0 * COUNT(DISTINCT b.passenger_id) / f.allotted_seats, 1) AS load_factor_pct
              FROM flights f LEFT JOIN bookings b ON b.flight_id = f.id AND b.status = 'confirmed'
              GROUP BY f.id ORDER BY 5 DESC, 1`,
        mistake: 'DISTINCT passengers hides the duplicate bookings the text counts',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, COUNT(*) AS confirmed, f.allotted_seats,
                     ROUND(100.0 * COUNT(*) / f.allotted_seats, 1) AS load_factor_pct
              FROM flights f LEFT JOIN bookings b ON b.flight_id = f.id AND b.status = 'confirmed'
              GROUP BY f.id ORDER BY 5 DESC, 1`,
        mistake: 'COUNT(*) over a LEFT JOIN shows 1 for a flight with no bookings',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, COUNT(b.id) AS confirmed, f.allotted_seats,
                     ROUND(100.0 * COUNT(b.id) / f.allotted_seats, 1) AS load_factor_pct
              FROM flights f LEFT JOIN bookings b ON b.flight_id = f.id
              WHERE b.status = 'confirmed' OR b.id IS NULL
              GROUP BY f.id ORDER BY 5 DESC, 1`,
        mistake: 'status filtered in WHERE: a flight with only cancelled bookings disappears',
      },
      {
        sql: `SELECT f.id AS flight_id, f.flight_no, COUNT(b.id) AS confirmed, f.allotted_seats,
                     ROUND(100.0 * COUNT(b.id) / f.allotted_seats, 1) AS load_factor_pct
              FROM flights f LEFT JOIN bookings b ON b.flight_id = f.id AND b.status = 'confirmed'
              GROUP BY f.id ORDER BY 5 DESC, 2`,
        mistake: 'tie broken on flight_no instead of flight_id',
      },
    ],
  },
  'travel-passengers-flying-to-the-us': {
    right: [
      `SELECT DISTINCT p.id AS passenger_id, p.full_name, COALESCE(p.loyalty_tier, 'none') AS loyalty_tier
       FROM passengers p JOIN bookings b ON b.passenger_id = p.id AND b.status = 'confirmed'
       JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code = f.destination AND a.country = 'US'
       ORDER BY p.full_name`,
      `SELECT p.id AS passenger_id, p.full_name, CASE WHEN p.loyalty_tier IS NULL THEN 'none' ELSE p.loyalty_tier END AS loyalty_tier
       FROM passengers p
       WHERE p.id IN (SELECT b.passenger_id FROM bookings b WHERE b.status = 'confirmed'
                        AND b.flight_id IN (SELECT f.id FROM flights f WHERE f.destination IN (SELECT code FROM airports WHERE country = 'US')))
       ORDER BY 2`,
    ],
    wrong: [
      {
        sql: `SELECT p.id AS passenger_id, p.full_name, COALESCE(p.loyalty_tier, 'none') AS loyalty_tier
              FROM passengers p JOIN bookings b ON b.passenger_id = p.id AND b.status = 'confirmed'
              JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code = f.destination AND a.country = 'US'
              ORDER BY p.full_name`,
        mistake: 'no DISTINCT: a passenger with two US bookings appears twice',
      },
      {
        sql: `SELECT DISTINCT p.id AS passenger_id, p.full_name, COALESCE(p.loyalty_tier, 'none') AS loyalty_tier
              FROM passengers p JOIN bookings b ON b.passenger_id = p.id
              JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code = f.destination AND a.country = 'US'
              ORDER BY p.full_name`,
        mistake: 'counts cancelled bookings',
      },
      {
        sql: `SELECT DISTINCT p.id AS passenger_id, p.full_name, COALESCE(p.loyalty_tier, 'none') AS loyalty_tier
              FROM passengers p JOIN bookings b ON b.passenger_id = p.id AND b.status = 'confirmed'
              JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code IN (f.origin, f.destination) AND a.country = 'US'
              ORDER BY p.full_name`,
        mistake: 'also counts flights departing from the US',
      },
      {
        sql: `SELECT DISTINCT p.id AS passenger_id, p.full_name, COALESCE(p.loyalty_tier, 'none') AS loyalty_tier
              FROM passengers p JOIN bookings b ON b.passenger_id = p.id AND b.status = 'confirmed'
              JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code = f.destination
              WHERE a.time_zone LIKE 'America/%' ORDER BY p.full_name`,
        mistake: 'country taken from the time-zone name pattern instead of the country column',
      },
      {
        sql: `SELECT p.id AS passenger_id, p.full_name, COALESCE(p.loyalty_tier, 'none') AS loyalty_tier
              FROM passengers p
              WHERE p.id NOT IN (SELECT b.passenger_id FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code = f.destination
                                 WHERE a.country <> 'US' OR b.status <> 'confirmed')
              ORDER BY p.full_name`,
        mistake: 'NOT IN of the non-US bookings: keeps passengers without bookings and drops those with another trip too',
      },
      {
        sql: `SELECT p.id AS passenger_id, p.full_name, p.loyalty_tier
              FROM passengers p
              WHERE EXISTS (SELECT 1 FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN airports a ON a.code = f.destination
                            WHERE b.passenger_id = p.id AND b.status = 'confirmed' AND a.country = 'US')
              ORDER BY p.full_name`,
        mistake: "leaves NULL where the text asks for 'none'",
      },
    ],
  },
  'travel-routes-dropped-in-april': {
    right: [
      `SELECT DISTINCT m.origin, m.destination FROM flights m
       WHERE m.departs_at >= TIMESTAMPTZ '2024-03-01 00:00+00' AND m.departs_at < TIMESTAMPTZ '2024-04-01 00:00+00'
         AND NOT EXISTS (SELECT 1 FROM flights a WHERE a.origin = m.origin AND a.destination = m.destination
                           AND a.departs_at >= TIMESTAMPTZ '2024-04-01 00:00+00' AND a.departs_at < TIMESTAMPTZ '2024-05-01 00:00+00')
       ORDER BY 1, 2`,
      `SELECT origin, destination FROM flights
       GROUP BY origin, destination
       HAVING COUNT(*) FILTER (WHERE to_char(departs_at AT TIME ZONE 'UTC', 'YYYY-MM') = '2024-03') > 0
          AND COUNT(*) FILTER (WHERE to_char(departs_at AT TIME ZONE 'UTC', 'YYYY-MM') = '2024-04') = 0
       ORDER BY origin, destination`,
    ],
    wrong: [
      {
        sql: `SELECT DISTINCT f.origin, f.destination FROM flights f
              WHERE date_trunc('month', f.departs_at AT TIME ZONE 'UTC') = '2024-03-01'
                AND NOT EXISTS (SELECT 1 FROM flights g WHERE ((g.origin = f.origin AND g.destination = f.destination) OR (g.origin = f.destination AND g.destination = f.origin))
                                  AND date_trunc('month', g.departs_at AT TIME ZONE 'UTC') = '2024-04-01')
              ORDER BY 1, 2`,
        mistake: 'treats a route and its return as the same route',
      },
      {
        sql: `SELECT DISTINCT f.origin, f.destination FROM flights f
              WHERE date_trunc('month', f.departs_at AT TIME ZONE 'Europe/Lisbon') = '2024-03-01'
                AND NOT EXISTS (SELECT 1 FROM flights g WHERE g.origin = f.origin AND g.destination = f.destination
                                  AND date_trunc('month', g.departs_at AT TIME ZONE 'Europe/Lisbon') = '2024-04-01')
              ORDER BY 1, 2`,
        mistake: 'months taken in a local time zone instead of UTC',
      },
      {
        sql: `SELECT DISTINCT f.origin, f.destination FROM flights f
              WHERE EXTRACT(MONTH FROM f.departs_at AT TIME ZONE 'UTC') = 3
                AND NOT EXISTS (SELECT 1 FROM flights g WHERE g.origin = f.origin AND g.destination = f.destination
                                  AND EXTRACT(MONTH FROM g.departs_at AT TIME ZONE 'UTC') = 4)
              ORDER BY 1, 2`,
        mistake: 'months compared without their year',
      },
      {
        sql: `SELECT DISTINCT f.origin, f.destination FROM flights f
              WHERE f.departs_at < TIMESTAMPTZ '2024-04-01 00:00+00'
                AND NOT EXISTS (SELECT 1 FROM flights g WHERE g.origin = f.origin AND g.destination = f.destination
                                  AND g.departs_at >= TIMESTAMPTZ '2024-04-01 00:00+00' AND g.departs_at < TIMESTAMPTZ '2024-05-01 00:00+00')
              ORDER BY 1, 2`,
        mistake: 'March range with no lower bound keeps February-only routes',
      },
      {
        sql: `SELECT DISTINCT f.origin, f.destination FROM flights f
              WHERE f.departs_at >= TIMESTAMPTZ '2024-03-01 00:00+00' AND f.departs_at < TIMESTAMPTZ '2024-04-01 00:00+00'
                AND NOT EXISTS (SELECT 1 FROM flights g WHERE g.origin = f.origin AND g.destination = f.destination
                                  AND g.departs_at > TIMESTAMPTZ '2024-04-01 00:00+00' AND g.departs_at < TIMESTAMPTZ '2024-05-01 00:00+00')
              ORDER BY 1, 2`,
        mistake: 'April starts strictly after midnight, missing a flight at 2024-04-01 00:00 UTC',
      },
      {
        sql: `SELECT DISTINCT f.origin, f.destination FROM flights f
              WHERE f.departs_at >= TIMESTAMPTZ '2024-03-01 00:00+00' AND f.departs_at < TIMESTAMPTZ '2024-04-01 00:00+00'
                AND f.flight_no NOT IN (SELECT g.flight_no FROM flights g
                                        WHERE g.departs_at >= TIMESTAMPTZ '2024-04-01 00:00+00' AND g.departs_at < TIMESTAMPTZ '2024-05-01 00:00+00')
              ORDER BY 1, 2`,
        mistake: 'identifies a route by its flight number instead of origin and destination',
      },
    ],
  },
  'travel-local-departures-on-dst-day': {
    right: [
      `SELECT f.flight_no, f.origin, f.destination,
              timezone(o.time_zone, f.departs_at) AS local_departure, timezone(d.time_zone, f.arrives_at) AS local_arrival,
              FLOOR(EXTRACT(EPOCH FROM (f.arrives_at - f.departs_at)) / 60)::int AS duration_minutes
       FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
       WHERE f.departs_at AT TIME ZONE o.time_zone >= TIMESTAMP '2024-03-31' AND f.departs_at AT TIME ZONE o.time_zone < TIMESTAMP '2024-04-01'
       ORDER BY f.departs_at, f.flight_no`,
      `SELECT x.flight_no, x.origin, x.destination, x.local_departure, x.local_arrival, x.duration_minutes FROM (
         SELECT f.flight_no, f.origin, f.destination, f.departs_at,
                f.departs_at AT TIME ZONE (SELECT time_zone FROM airports WHERE code = f.origin) AS local_departure,
                f.arrives_at AT TIME ZONE (SELECT time_zone FROM airports WHERE code = f.destination) AS local_arrival,
                (EXTRACT(DAY FROM f.arrives_at - f.departs_at) * 1440 + EXTRACT(HOUR FROM f.arrives_at - f.departs_at) * 60
                 + EXTRACT(MINUTE FROM f.arrives_at - f.departs_at))::int AS duration_minutes
         FROM flights f) x
       WHERE x.local_departure::date = DATE '2024-03-31'
       ORDER BY x.departs_at, x.flight_no`,
    ],
    wrong: [
      {
        sql: `SELECT f.flight_no, f.origin, f.destination, f.departs_at AT TIME ZONE o.time_zone AS local_departure,
                     f.arrives_at AT TIME ZONE d.time_zone AS local_arrival, EXTRACT(EPOCH FROM f.arrives_at - f.departs_at)::int / 60 AS duration_minutes
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.departs_at AT TIME ZONE 'UTC')::date = '2024-03-31' ORDER BY f.departs_at, f.flight_no`,
        mistake: 'day taken in UTC instead of the origin time zone',
      },
      {
        sql: `SELECT f.flight_no, f.origin, f.destination, f.departs_at AT TIME ZONE o.time_zone AS local_departure,
                     f.arrives_at AT TIME ZONE o.time_zone AS local_arrival, EXTRACT(EPOCH FROM f.arrives_at - f.departs_at)::int / 60 AS duration_minutes
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.departs_at AT TIME ZONE o.time_zone)::date = '2024-03-31' ORDER BY f.departs_at, f.flight_no`,
        mistake: "arrival shown in the origin's time zone instead of the destination's",
      },
      {
        sql: `SELECT f.flight_no, f.origin, f.destination, f.departs_at AT TIME ZONE o.time_zone AS local_departure,
                     f.arrives_at AT TIME ZONE d.time_zone AS local_arrival,
                     EXTRACT(EPOCH FROM (f.arrives_at AT TIME ZONE d.time_zone) - (f.departs_at AT TIME ZONE o.time_zone))::int / 60 AS duration_minutes
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.departs_at AT TIME ZONE o.time_zone)::date = '2024-03-31' ORDER BY f.departs_at, f.flight_no`,
        mistake: 'duration from the local wall-clock times instead of the real instants',
      },
      {
        sql: `SELECT f.flight_no, f.origin, f.destination, f.departs_at AT TIME ZONE o.time_zone AS local_departure,
                     f.arrives_at AT TIME ZONE d.time_zone AS local_arrival, ROUND(EXTRACT(EPOCH FROM f.arrives_at - f.departs_at) / 60)::int AS duration_minutes
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.departs_at AT TIME ZONE o.time_zone)::date = '2024-03-31' ORDER BY f.departs_at, f.flight_no`,
        mistake: 'minutes rounded instead of truncated',
      },
      {
        sql: `SELECT f.flight_no, f.origin, f.destination,
                     f.departs_at AT TIME ZONE (CASE WHEN o.country = 'US' THEN '-05:00' WHEN o.country IN ('PT', 'GB') THEN '+00:00' WHEN o.country = 'AE' THEN '+04:00' ELSE '+01:00' END)::text AS local_departure,
                     f.arrives_at AT TIME ZONE d.time_zone AS local_arrival, EXTRACT(EPOCH FROM f.arrives_at - f.departs_at)::int / 60 AS duration_minutes
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.departs_at AT TIME ZONE o.time_zone)::date = '2024-03-31' ORDER BY f.departs_at, f.flight_no`,
        mistake: 'fixed UTC offsets instead of the IANA time zone (ignores the clock change, and POSIX sign inverts them)',
      },
      {
        sql: `SELECT f.flight_no, f.origin, f.destination, f.departs_at AT TIME ZONE o.time_zone AS local_departure,
                     f.arrives_at AT TIME ZONE d.time_zone AS local_arrival, EXTRACT(EPOCH FROM f.arrives_at - f.departs_at)::int / 60 AS duration_minutes
              FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination
              WHERE (f.departs_at AT TIME ZONE o.time_zone)::date = '2024-03-31' ORDER BY local_departure, f.flight_no`,
        mistake: 'ordered by the local departure wall-clock time instead of the instant',
      },
    ],
  },
  'travel-fares-by-booking-window': {
    right: [
      // moved from wrong after the first run (the next two): a timestamptz difference carries whole days in its day field, and
      // PostgreSQL compares intervals with a month as 30 days, so both give the same windows
      `SELECT CASE WHEN EXTRACT(DAY FROM f.departs_at - b.booked_at) < 7 THEN 'last_minute'
                          WHEN EXTRACT(DAY FROM f.departs_at - b.booked_at) < 60 THEN 'standard' ELSE 'early_bird' END AS booking_window,
                     COUNT(*) AS bookings, ROUND(AVG(b.fare), 2) AS avg_fare
              FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed' GROUP BY 1 ORDER BY 3 DESC`,
      `SELECT CASE WHEN f.departs_at - b.booked_at < interval '7 days' THEN 'last_minute'
                          WHEN f.departs_at - b.booked_at < interval '2 months' THEN 'standard' ELSE 'early_bird' END AS booking_window,
                     COUNT(*) AS bookings, ROUND(AVG(b.fare), 2) AS avg_fare
              FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed' GROUP BY 1 ORDER BY 3 DESC`,
      `SELECT w AS booking_window, COUNT(*) AS bookings, ROUND(AVG(fare), 2) AS avg_fare FROM (
         SELECT b.fare, CASE WHEN f.departs_at >= b.booked_at + interval '60 days' THEN 'early_bird'
                             WHEN f.departs_at >= b.booked_at + interval '7 days' THEN 'standard'
                             ELSE 'last_minute' END AS w
         FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed') t
       GROUP BY w ORDER BY avg_fare DESC`,
      `SELECT CASE WHEN secs < 7 * 86400 THEN 'last_minute' WHEN secs < 60 * 86400 THEN 'standard' ELSE 'early_bird' END AS booking_window,
              COUNT(*) AS bookings, ROUND(SUM(fare) / COUNT(*), 2) AS avg_fare
       FROM (SELECT b.fare, EXTRACT(EPOCH FROM f.departs_at - b.booked_at) AS secs
             FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed') s
       GROUP BY 1 ORDER BY 3 DESC`,
    ],
    wrong: [
      {
        sql: `SELECT CASE WHEN f.departs_at - b.booked_at <= interval '7 days' THEN 'last_minute'
                          WHEN f.departs_at - b.booked_at < interval '60 days' THEN 'standard' ELSE 'early_bird' END AS booking_window,
                     COUNT(*) AS bookings, ROUND(AVG(b.fare), 2) AS avg_fare
              FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed' GROUP BY 1 ORDER BY 3 DESC`,
        mistake: 'a booking exactly 7 days ahead goes to last_minute',
      },
      {
        sql: `SELECT CASE WHEN f.departs_at::date - b.booked_at::date < 7 THEN 'last_minute'
                          WHEN f.departs_at::date - b.booked_at::date < 60 THEN 'standard' ELSE 'early_bird' END AS booking_window,
                     COUNT(*) AS bookings, ROUND(AVG(b.fare), 2) AS avg_fare
              FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed' GROUP BY 1 ORDER BY 3 DESC`,
        mistake: 'lead time in calendar dates instead of the exact interval',
      },
      {
        sql: `SELECT CASE WHEN f.departs_at - b.booked_at < interval '7 days' THEN 'last_minute'
                          WHEN f.departs_at - b.booked_at < interval '60 days' THEN 'standard' ELSE 'early_bird' END AS booking_window,
                     COUNT(*) AS bookings, ROUND(AVG(b.fare), 2) AS avg_fare
              FROM bookings b JOIN flights f ON f.id = b.flight_id GROUP BY 1 ORDER BY 3 DESC`,
        mistake: 'counts cancelled bookings',
      },
      {
        sql: `SELECT CASE WHEN f.departs_at - b.booked_at < interval '7 days' THEN 'last_minute'
                          WHEN f.departs_at - b.booked_at < interval '60 days' THEN 'standard' ELSE 'early_bird' END AS booking_window,
                     COUNT(DISTINCT (b.passenger_id, b.flight_id)) AS bookings, ROUND(AVG(b.fare), 2) AS avg_fare
              FROM bookings b JOIN flights f ON f.id = b.flight_id WHERE b.status = 'confirmed' GROUP BY 1 ORDER BY 3 DESC`,
        mistake: 'DISTINCT passenger-flight pairs hides duplicate bookings',
      },
    ],
  },
  'travel-top-two-fares-per-route': {
    right: [
      `SELECT f.origin || '-' || f.destination AS route, b.id AS booking_id, p.full_name, b.fare,
              1 + (SELECT COUNT(*) FROM bookings b2 JOIN flights f2 ON f2.id = b2.flight_id
                   WHERE b2.status = 'confirmed' AND f2.origin = f.origin AND f2.destination = f.destination AND b2.fare > b.fare) AS fare_rank
       FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id
       WHERE b.status = 'confirmed'
         AND (SELECT COUNT(*) FROM bookings b2 JOIN flights f2 ON f2.id = b2.flight_id
              WHERE b2.status = 'confirmed' AND f2.origin = f.origin AND f2.destination = f.destination AND b2.fare > b.fare) < 2
       ORDER BY 1, 5, 2`,
      `SELECT route, booking_id, full_name, fare, fare_rank FROM (
         SELECT concat(f.origin, '-', f.destination) AS route, b.id AS booking_id, p.full_name, b.fare,
                RANK() OVER (PARTITION BY concat(f.origin, '-', f.destination) ORDER BY b.fare DESC) AS fare_rank
         FROM flights f JOIN bookings b ON b.flight_id = f.id AND b.status = 'confirmed' JOIN passengers p ON p.id = b.passenger_id) r
       WHERE fare_rank < 3 ORDER BY route, fare_rank, booking_id`,
    ],
    wrong: [
      {
        sql: `SELECT route, booking_id, full_name, fare, fare_rank FROM (
                SELECT f.origin || '-' || f.destination AS route, b.id AS booking_id, p.full_name, b.fare,
                       DENSE_RANK() OVER (PARTITION BY f.origin, f.destination ORDER BY b.fare DESC) AS fare_rank
                FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id WHERE b.status = 'confirmed') r
              WHERE fare_rank <= 2 ORDER BY 1, 5, 2`,
        mistake: 'DENSE_RANK gives a rank 2 after a tie for first',
      },
      {
        sql: `SELECT route, booking_id, full_name, fare, fare_rank FROM (
                SELECT f.origin || '-' || f.destination AS route, b.id AS booking_id, p.full_name, b.fare,
                       ROW_NUMBER() OVER (PARTITION BY f.origin, f.destination ORDER BY b.fare DESC, b.id) AS fare_rank
                FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id WHERE b.status = 'confirmed') r
              WHERE fare_rank <= 2 ORDER BY 1, 5, 2`,
        mistake: 'ROW_NUMBER drops tied fares',
      },
      {
        sql: `SELECT route, booking_id, full_name, fare, fare_rank FROM (
                SELECT f.origin || '-' || f.destination AS route, b.id AS booking_id, p.full_name, b.fare,
                       RANK() OVER (PARTITION BY f.id ORDER BY b.fare DESC) AS fare_rank
                FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id WHERE b.status = 'confirmed') r
              WHERE fare_rank <= 2 ORDER BY 1, 5, 2`,
        mistake: 'ranks per flight instead of per route',
      },
      {
        sql: `SELECT route, booking_id, full_name, fare, fare_rank FROM (
                SELECT f.origin || '-' || f.destination AS route, b.id AS booking_id, p.full_name, b.fare,
                       RANK() OVER (PARTITION BY f.origin, f.destination ORDER BY b.fare DESC) AS fare_rank
                FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id) r
              WHERE fare_rank <= 2 ORDER BY 1, 5, 2`,
        mistake: 'counts cancelled bookings',
      },
      {
        sql: `SELECT route, booking_id, full_name, fare, fare_rank FROM (
                SELECT f.origin || '-' || f.destination AS route, b.id AS booking_id, p.full_name, b.fare,
                       RANK() OVER (PARTITION BY f.origin, f.destination ORDER BY b.fare DESC) AS fare_rank
                FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id WHERE b.status = 'confirmed') r
              WHERE fare_rank <= 2 ORDER BY 1, 5, 3`,
        mistake: 'ties broken on the passenger name instead of booking_id',
      },
      {
        sql: `SELECT route, booking_id, full_name, fare, fare_rank FROM (
                SELECT LEAST(f.origin, f.destination) || '-' || GREATEST(f.origin, f.destination) AS route, b.id AS booking_id, p.full_name, b.fare,
                       RANK() OVER (PARTITION BY LEAST(f.origin, f.destination), GREATEST(f.origin, f.destination) ORDER BY b.fare DESC) AS fare_rank
                FROM bookings b JOIN flights f ON f.id = b.flight_id JOIN passengers p ON p.id = b.passenger_id WHERE b.status = 'confirmed') r
              WHERE fare_rank <= 2 ORDER BY 1, 5, 2`,
        mistake: 'route taken as an unordered pair',
      },
    ],
  },
  'travel-itinerary-price-totals': {
    right: [
      `SELECT t.id AS trip_id, t.itinerary #>> '{traveller,name}' AS traveller,
              jsonb_array_length(t.itinerary -> 'segments') AS segments,
              COALESCE((SELECT SUM((e ->> 'price')::numeric) FROM jsonb_array_elements(t.itinerary -> 'segments') e), 0) AS total_price,
              COALESCE((SELECT SUM((e ->> 'nights')::int) FROM jsonb_array_elements(t.itinerary -> 'segments') e), 0) AS hotel_nights
       FROM trips t WHERE t.status IN ('quoted', 'booked')
       ORDER BY 4 DESC, 1`,
      `WITH seg AS (SELECT t.id, e FROM trips t CROSS JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') e WHERE t.status != 'cancelled')
       SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller,
              COUNT(seg.e) AS segments,
              SUM(COALESCE(CAST(seg.e ->> 'price' AS numeric), 0)) AS total_price,
              SUM(COALESCE(CAST(seg.e ->> 'nights' AS int), 0)) AS hotel_nights
       FROM trips t LEFT JOIN seg ON seg.id = t.id
       WHERE t.status != 'cancelled'
       GROUP BY t.id
       ORDER BY total_price DESC, trip_id`,
    ],
    wrong: [
      {
        sql: `SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller, COUNT(s.seg) AS segments,
                     COALESCE(SUM((s.seg ->> 'price')::numeric), 0) AS total_price, COALESCE(SUM((s.seg ->> 'nights')::int), 0) AS hotel_nights
              FROM trips t CROSS JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') s(seg)
              WHERE t.status <> 'cancelled' GROUP BY t.id ORDER BY 4 DESC, 1`,
        mistake: 'inner lateral join drops the trip with an empty segments array',
      },
      {
        sql: `SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller, COUNT(*) AS segments,
                     COALESCE(SUM((s.seg ->> 'price')::numeric), 0) AS total_price, COALESCE(SUM((s.seg ->> 'nights')::int), 0) AS hotel_nights
              FROM trips t LEFT JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') s(seg) ON true
              WHERE t.status <> 'cancelled' GROUP BY t.id ORDER BY 4 DESC, 1`,
        mistake: 'COUNT(*) over a LEFT JOIN gives 1 segment for an empty array',
      },
      {
        sql: `SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller, COUNT(s.seg) AS segments,
                     COALESCE(SUM((s.seg ->> 'price')::numeric), 0) AS total_price, COALESCE(SUM((s.seg ->> 'nights')::int), 0) AS hotel_nights
              FROM trips t LEFT JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') s(seg) ON true
              WHERE t.status = 'booked' GROUP BY t.id ORDER BY 4 DESC, 1`,
        mistake: 'drops quotes, which the text includes',
      },
      {
        sql: `SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller, COUNT(s.seg) AS segments,
                     COALESCE(SUM((s.seg ->> 'price')::numeric), 0) AS total_price,
                     COALESCE(SUM((s.seg ->> 'nights')::int) FILTER (WHERE s.seg ->> 'type' = 'hotel'), 0) AS hotel_nights
              FROM trips t LEFT JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') s(seg) ON true
              WHERE t.status <> 'cancelled' GROUP BY t.id ORDER BY 4 DESC, 1`,
        mistake: 'nights summed only for segments typed exactly hotel (a segment type guessed instead of summing nights)',
      },
      {
        sql: `SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller, COUNT(s.seg) AS segments,
                     SUM((s.seg ->> 'price')::numeric) AS total_price, SUM((s.seg ->> 'nights')::int) AS hotel_nights
              FROM trips t LEFT JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') s(seg) ON true
              WHERE t.status <> 'cancelled' GROUP BY t.id ORDER BY 4 DESC, 1`,
        mistake: 'NULL instead of 0 for trips without segments or hotels',
      },
      {
        sql: `SELECT t.id AS trip_id, t.itinerary -> 'traveller' ->> 'name' AS traveller, COUNT(s.seg) AS segments,
                     COALESCE(SUM((s.seg ->> 'price')::numeric), 0) AS total_price, COALESCE(SUM((s.seg ->> 'nights')::int), 0) AS hotel_nights
              FROM trips t LEFT JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') s(seg) ON true
              WHERE t.status <> 'cancelled' GROUP BY t.id ORDER BY 4 DESC, 2`,
        mistake: 'equal totals ordered by traveller instead of trip_id',
      },
    ],
  },
};

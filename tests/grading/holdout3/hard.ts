import { type HoldoutCases } from './types';

const occupancy = (join: string, count = 'COUNT(DISTINCT s.room_id)', rooms = '(SELECT COUNT(*) FROM rooms WHERE hotel_id = 1)', nights = "DATE '2024-08-01', DATE '2024-08-18'"): string => `
  WITH o AS (
    SELECT n::date AS night, ${count} AS rooms_occupied
    FROM generate_series(${nights}, INTERVAL '1 day') AS n
    ${join}
    GROUP BY n::date)
  SELECT night, rooms_occupied, ROUND(100.0 * rooms_occupied / ${rooms}, 1) AS occupancy_pct FROM o ORDER BY night`;
const OCC_JOIN = `LEFT JOIN reservations s ON s.check_in <= n::date AND s.check_out > n::date AND s.status IN ('confirmed', 'completed')
                    AND s.room_id IN (SELECT id FROM rooms WHERE hotel_id = 1)`;

const ridership = (daily: string, select = 'COALESCE(x.taps, 0) AS taps, COALESCE(x.active_cards, 0) AS active_cards, COALESCE(x.revenue, 0) AS revenue', days = "DATE '2024-03-01', DATE '2024-03-31'"): string => `
  WITH x AS (${daily})
  SELECT d::date AS day, ${select}
  FROM generate_series(${days}, INTERVAL '1 day') AS d LEFT JOIN x ON x.day = d::date
  ORDER BY day`;
const DAILY = 'SELECT tapped_at::date AS day, COUNT(*) AS taps, COUNT(DISTINCT card_id) AS active_cards, SUM(fare) AS revenue FROM taps GROUP BY 1';

const WINDOW = "tsrange('2024-05-08 06:00', '2024-05-08 22:00')";
const freeSlots = (busy: string, cond = "upper(s) - lower(s) >= interval '1 hour'", hours = 'ROUND(EXTRACT(EPOCH FROM upper(s) - lower(s)) / 3600, 2)', join = 'LEFT JOIN'): string => `
  WITH busy AS (${busy}),
  free AS (
    SELECT m.name, tsmultirange(${WINDOW}) - COALESCE(range_agg(b.during), '{}'::tsmultirange) AS slots
    FROM machines m ${join} busy b ON b.machine_id = m.id AND b.during && ${WINDOW}
    GROUP BY m.id, m.name)
  SELECT f.name AS machine, lower(s) AS free_from, upper(s) AS free_until, ${hours} AS free_hours
  FROM free f CROSS JOIN LATERAL unnest(f.slots) AS s
  WHERE ${cond}
  ORDER BY machine, free_from`;
const BUSY = "SELECT machine_id, during FROM bookings WHERE status = 'confirmed' UNION ALL SELECT machine_id, during FROM maintenance_windows";

const DIST = '111.32 * sqrt(power(b.latitude - a.latitude, 2) + power((b.longitude - a.longitude) * cos(radians(a.latitude)), 2))';
const comparables = (rank: string, on = 'b.property_type = a.property_type AND b.id <> a.id', dist = DIST, keep = 'comp_rank <= 2', order = 'property_id, comp_rank, comparable_id'): string => `
  WITH pairs AS (
    SELECT a.id AS property_id, b.id AS comparable_id, b.address AS comparable_address, ${dist} AS distance
    FROM properties a JOIN properties b ON ${on}),
  ranked AS (SELECT pairs.*, ${rank} AS comp_rank FROM pairs)
  SELECT property_id, comp_rank, comparable_id, comparable_address, ROUND(distance::numeric, 2) AS distance_km
  FROM ranked WHERE ${keep} ORDER BY ${order}`;

const hotelCities = (where: string, agg = 'jsonb_agg(DISTINCT t.id ORDER BY t.id)', stays = 'COUNT(*)', order = 'total_nights DESC, city'): string => `
  SELECT s.seg ->> 'city' AS city, ${stays} AS stays, SUM((s.seg ->> 'nights')::int) AS total_nights, ${agg} AS trip_ids
  FROM trips t CROSS JOIN LATERAL jsonb_array_elements(t.itinerary -> 'segments') AS s(seg)
  WHERE ${where}
  GROUP BY s.seg ->> 'city' ORDER BY ${order}`;
const BOOKED_HOTEL = "t.status = 'booked' AND s.seg ->> 'type' = 'hotel'";

/** Third held-out set (issue 32), challenges rated 1700 and more: written from the challenge text alone, before any grading run. */
export const HARD: HoldoutCases = {
  'hospitality-harbour-view-nightly-occupancy': {
    right: [
      `SELECT n::date AS night,
              (SELECT COUNT(DISTINCT r.room_id) FROM reservations r JOIN rooms m ON m.id = r.room_id
                WHERE m.hotel_id = 1 AND r.status IN ('completed', 'confirmed') AND n::date >= r.check_in AND n::date < r.check_out) AS rooms_occupied,
              ROUND((SELECT COUNT(DISTINCT r.room_id) FROM reservations r JOIN rooms m ON m.id = r.room_id
                WHERE m.hotel_id = 1 AND r.status IN ('completed', 'confirmed') AND n::date >= r.check_in AND n::date < r.check_out)
                * 100.0 / (SELECT COUNT(*) FROM rooms WHERE hotel_id = 1), 1) AS occupancy_pct
       FROM generate_series(TIMESTAMP '2024-08-01', TIMESTAMP '2024-08-18', INTERVAL '1 day') AS n
       ORDER BY 1`,
      occupancy(`LEFT JOIN (reservations s JOIN rooms r ON r.id = s.room_id AND r.hotel_id = 1)
                    ON daterange(s.check_in, s.check_out) @> n::date AND s.status NOT IN ('cancelled', 'no_show')`),
    ],
    wrong: [
      {
        sql: occupancy(OCC_JOIN, 'COUNT(s.room_id)'),
        why: 'a room booked twice for the same night counts once',
        cls: 'distinct-misuse',
      },
      {
        sql: occupancy(OCC_JOIN.replace('s.check_out > n::date', 's.check_out >= n::date')),
        why: 'the check-out day is not a night of the stay',
        cls: 'inclusive-bound',
      },
      {
        sql: occupancy(OCC_JOIN.replace("AND s.status IN ('confirmed', 'completed')", "AND s.status <> 'cancelled'")),
        why: 'no-shows did not occupy the room',
        cls: 'status-filter',
      },
      {
        sql: occupancy(OCC_JOIN.replace('LEFT JOIN', 'JOIN')),
        why: 'nights without any occupied room are listed with 0',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: occupancy(OCC_JOIN, 'COUNT(DISTINCT s.room_id)', '(SELECT COUNT(*) FROM rooms)'),
        why: 'the denominator is the hotel’s rooms, not the rooms of all three hotels',
        cls: 'wrong-denominator',
      },
      {
        sql: occupancy(OCC_JOIN, 'COUNT(DISTINCT s.room_id)', '(SELECT COUNT(DISTINCT r.room_id) FROM reservations r JOIN rooms m ON m.id = r.room_id WHERE m.hotel_id = 1)'),
        why: 'the denominator counts rooms that have reservations, not all the hotel’s rooms',
        cls: 'wrong-denominator',
      },
      {
        sql: occupancy(OCC_JOIN, 'COUNT(DISTINCT s.room_id)', '(SELECT COUNT(*) FROM rooms WHERE hotel_id = 1)', "DATE '2024-08-01', DATE '2024-08-17'"),
        why: 'the night of 18 August is included',
        cls: 'inclusive-bound',
      },
      {
        sql: occupancy(OCC_JOIN.replace('s.room_id IN (SELECT id FROM rooms WHERE hotel_id = 1)', 's.room_id IN (SELECT id FROM hotels WHERE id = 1)')),
        why: 'the room id is matched against the hotel id',
        cls: 'wrong-join-key',
      },
    ],
  },
  'transport-daily-ridership-calendar': {
    right: [
      `SELECT d.day, COUNT(t.id) AS taps, COUNT(DISTINCT t.card_id) AS active_cards, COALESCE(SUM(t.fare), 0) AS revenue
       FROM (SELECT DATE '2024-03-01' + i AS day FROM generate_series(0, 30) AS i) d
       LEFT JOIN taps t ON t.tapped_at >= d.day AND t.tapped_at < d.day + 1
       GROUP BY d.day ORDER BY d.day`,
      ridership(DAILY.replace('SUM(fare)', 'SUM(fare)::numeric'), "COALESCE(x.taps, 0) AS taps, COALESCE(x.active_cards, 0) AS active_cards, CASE WHEN x.revenue IS NULL THEN 0 ELSE x.revenue END AS revenue"),
    ],
    wrong: [
      {
        sql: ridership(DAILY, 'x.taps, x.active_cards, x.revenue'),
        why: 'days without taps show zeros, never NULL',
        cls: 'null-handling',
      },
      {
        sql: `SELECT tapped_at::date AS day, COUNT(*) AS taps, COUNT(DISTINCT card_id) AS active_cards, SUM(fare) AS revenue
              FROM taps GROUP BY 1 ORDER BY 1`,
        why: 'one row for every calendar day: days without taps are listed too',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT d::date AS day, COUNT(*) AS taps, COUNT(DISTINCT t.card_id) AS active_cards, COALESCE(SUM(t.fare), 0) AS revenue
              FROM generate_series(DATE '2024-03-01', DATE '2024-03-31', INTERVAL '1 day') AS d
              LEFT JOIN taps t ON t.tapped_at::date = d::date
              GROUP BY 1 ORDER BY 1`,
        why: 'COUNT(*) counts the NULL row of a day without taps as 1',
        cls: 'count-col-vs-star',
      },
      {
        sql: ridership(DAILY.replace('COUNT(DISTINCT card_id)', 'COUNT(card_id)')),
        why: 'active cards are distinct cards',
        cls: 'distinct-misuse',
      },
      {
        sql: ridership(DAILY, undefined, "DATE '2024-03-01', DATE '2024-03-01' + INTERVAL '1 month'"),
        why: 'one month after 1 March is 1 April, which is one day too many',
        cls: 'calendar-arithmetic',
      },
      {
        sql: ridership(DAILY.replace('FROM taps GROUP BY 1', 'FROM taps WHERE fare > 0 GROUP BY 1')),
        why: 'free rides (seniors, free transfers) are taps too',
        cls: 'status-filter',
      },
      {
        sql: `SELECT d::date AS day, COUNT(t.id) AS taps, COUNT(DISTINCT t.card_id) AS active_cards, COALESCE(SUM(t.fare), 0) AS revenue
              FROM generate_series(DATE '2024-03-01', DATE '2024-03-31', INTERVAL '1 day') AS d
              LEFT JOIN taps t ON t.tapped_at BETWEEN d AND d + INTERVAL '1 day'
              GROUP BY 1 ORDER BY 1`,
        why: 'BETWEEN takes in midnight of the next day: a tap at 00:00 counts on two days',
        cls: 'timestamp-bound',
      },
    ],
  },
  'manufacturing-free-machine-slots-on-wednesday': {
    right: [
      `SELECT m.name AS machine, lower(s) AS free_from, upper(s) AS free_until, ROUND(EXTRACT(EPOCH FROM (upper(s) - lower(s))) / 3600.0, 2) AS free_hours
       FROM machines m
       CROSS JOIN LATERAL unnest(
         tsmultirange(tsrange('2024-05-08 06:00', '2024-05-08 22:00'))
         - COALESCE((SELECT range_agg(x.during) FROM (SELECT during FROM bookings b WHERE b.machine_id = m.id AND b.status = 'confirmed'
                                                      UNION ALL SELECT during FROM maintenance_windows w WHERE w.machine_id = m.id) x), '{}'::tsmultirange)) AS s
       WHERE upper(s) >= lower(s) + interval '1 hour'
       ORDER BY 1, 2`,
      `WITH busy AS (
         SELECT machine_id, GREATEST(lower(during), TIMESTAMP '2024-05-08 06:00') AS s, LEAST(upper(during), TIMESTAMP '2024-05-08 22:00') AS e
         FROM (SELECT machine_id, during FROM bookings WHERE status = 'confirmed' UNION ALL SELECT machine_id, during FROM maintenance_windows) u
         WHERE during && tsrange('2024-05-08 06:00', '2024-05-08 22:00')
         UNION ALL SELECT id, TIMESTAMP '2024-05-08 06:00', TIMESTAMP '2024-05-08 06:00' FROM machines
         UNION ALL SELECT id, TIMESTAMP '2024-05-08 22:00', TIMESTAMP '2024-05-08 22:00' FROM machines),
       g AS (
         SELECT machine_id, s, MAX(e) OVER (PARTITION BY machine_id ORDER BY s, e ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prev_end FROM busy)
       SELECT m.name AS machine, g.prev_end AS free_from, g.s AS free_until, ROUND(EXTRACT(EPOCH FROM g.s - g.prev_end) / 3600, 2) AS free_hours
       FROM g JOIN machines m ON m.id = g.machine_id
       WHERE g.s - g.prev_end >= interval '1 hour'
       ORDER BY machine, free_from`,
    ],
    wrong: [
      { sql: freeSlots('SELECT machine_id, during FROM bookings UNION ALL SELECT machine_id, during FROM maintenance_windows'), why: 'cancelled bookings leave the machine free', cls: 'status-filter' },
      { sql: freeSlots("SELECT machine_id, during FROM bookings WHERE status = 'confirmed'"), why: 'maintenance windows make the machine busy too', cls: 'incomplete-predicate' },
      { sql: freeSlots(BUSY, "upper(s) - lower(s) > interval '1 hour'"), why: 'a slot of exactly one hour counts', cls: 'inclusive-bound' },
      { sql: freeSlots(BUSY, undefined, undefined, 'JOIN'), why: 'a machine with nothing planned that day has one slot from 06:00 to 22:00', cls: 'outer-vs-inner-join' },
      { sql: freeSlots(BUSY, undefined, 'EXTRACT(HOUR FROM upper(s) - lower(s))'), why: 'the hours of the slot lose their minutes', cls: 'rounding-order' },
      { sql: freeSlots(BUSY, 'ROUND(EXTRACT(EPOCH FROM upper(s) - lower(s)) / 3600, 2) >= 1'), why: 'a slot just short of an hour rounds to 1.00 but is not one hour', cls: 'rounding-order' },
      {
        sql: freeSlots(`SELECT machine_id, during FROM (${BUSY}) u WHERE lower(during) >= TIMESTAMP '2024-05-08 00:00'`),
        why: 'a period that started on 7 May and runs into 8 May keeps the machine busy',
        cls: 'incomplete-predicate',
      },
    ],
  },
  'real-estate-nearest-comparables': {
    right: [
      `SELECT a.id AS property_id,
              1 + (SELECT COUNT(*) FROM properties c WHERE c.property_type = a.property_type AND c.id <> a.id
                     AND 111.32 * sqrt(power(c.latitude - a.latitude, 2) + power((c.longitude - a.longitude) * cos(radians(a.latitude)), 2))
                       < 111.32 * sqrt(power(b.latitude - a.latitude, 2) + power((b.longitude - a.longitude) * cos(radians(a.latitude)), 2))) AS comp_rank,
              b.id AS comparable_id, b.address AS comparable_address,
              ROUND((111.32 * sqrt(power(b.latitude - a.latitude, 2) + power((b.longitude - a.longitude) * cos(radians(a.latitude)), 2)))::numeric, 2) AS distance_km
       FROM properties a JOIN properties b ON b.property_type = a.property_type AND b.id <> a.id
       WHERE (SELECT COUNT(*) FROM properties c WHERE c.property_type = a.property_type AND c.id <> a.id
                AND 111.32 * sqrt(power(c.latitude - a.latitude, 2) + power((c.longitude - a.longitude) * cos(radians(a.latitude)), 2))
                  < 111.32 * sqrt(power(b.latitude - a.latitude, 2) + power((b.longitude - a.longitude) * cos(radians(a.latitude)), 2))) < 2
       ORDER BY 1, 2, 3`,
      comparables('rank() OVER (PARTITION BY property_id ORDER BY distance ASC)', 'a.property_type = b.property_type AND a.id <> b.id',
        "111.32 * sqrt((b.latitude - a.latitude) ^ 2 + ((b.longitude - a.longitude) * cos(radians(a.latitude))) ^ 2)", 'comp_rank IN (1, 2)'),
    ],
    wrong: [
      { sql: comparables('DENSE_RANK() OVER (PARTITION BY property_id ORDER BY distance)'), why: 'after a tie the next rank is skipped', cls: 'tie-break' },
      { sql: comparables('ROW_NUMBER() OVER (PARTITION BY property_id ORDER BY distance, comparable_id)'), why: 'candidates at the same distance share a rank', cls: 'tie-break' },
      { sql: comparables('RANK() OVER (PARTITION BY property_id ORDER BY distance)', 'b.property_type = a.property_type'), why: 'a property is never its own comparable', cls: 'incomplete-predicate' },
      { sql: comparables('RANK() OVER (PARTITION BY property_id ORDER BY ROUND(distance::numeric, 2))'), why: 'the rank is on the unrounded distance: rounding makes ties', cls: 'rounding-order' },
      { sql: comparables('RANK() OVER (PARTITION BY property_id ORDER BY distance)', 'b.region_id = a.region_id AND b.id <> a.id'), why: 'comparables are of the same property type, not the same region', cls: 'wrong-join-key' },
      {
        sql: comparables('RANK() OVER (PARTITION BY property_id ORDER BY distance)', undefined, '111.32 * sqrt(power(b.latitude - a.latitude, 2) + power(b.longitude - a.longitude, 2))'),
        why: 'the longitude difference must be scaled by cos(latitude)',
        cls: 'wrong-column',
      },
      { sql: comparables('RANK() OVER (ORDER BY distance)'), why: 'the rank is per property', cls: 'window-partition' },
      { sql: comparables('RANK() OVER (PARTITION BY property_id ORDER BY distance)', undefined, undefined, undefined, 'property_id, comp_rank, comparable_address'), why: 'ties are ordered by comparable_id', cls: 'tie-break' },
    ],
  },
  'travel-hotel-cities-with-trip-lists': {
    right: [
      `WITH stays AS (
         SELECT t.id AS trip_id, e.value ->> 'city' AS city, (e.value ->> 'nights')::int AS nights
         FROM trips t, jsonb_array_elements(t.itinerary -> 'segments') e
         WHERE t.status = 'booked' AND e.value ->> 'type' = 'hotel')
       SELECT city, COUNT(*) AS stays, SUM(nights) AS total_nights,
              (SELECT jsonb_agg(x.trip_id ORDER BY x.trip_id) FROM (SELECT DISTINCT trip_id FROM stays s2 WHERE s2.city = s.city) x) AS trip_ids
       FROM stays s GROUP BY city ORDER BY total_nights DESC, city`,
      hotelCities("t.status IN ('booked') AND s.seg @> '{\"type\": \"hotel\"}'", 'to_jsonb(array_agg(DISTINCT t.id ORDER BY t.id))'),
    ],
    wrong: [
      { sql: hotelCities("t.status = 'booked' AND s.seg ->> 'type' LIKE 'hotel%'"), why: 'a hotel_transfer is a taxi, not a stay', cls: 'pattern-match' },
      { sql: hotelCities("s.seg ->> 'type' = 'hotel'"), why: 'quoted and cancelled trips are not booked', cls: 'status-filter' },
      { sql: hotelCities(BOOKED_HOTEL, 'jsonb_agg(t.id ORDER BY t.id)'), why: 'a trip with two stays in one city appears once in the list', cls: 'distinct-misuse' },
      { sql: hotelCities(BOOKED_HOTEL, 'jsonb_agg(DISTINCT t.id ORDER BY t.id)', 'COUNT(DISTINCT t.id)'), why: 'stays counts hotel segments, not trips', cls: 'distinct-misuse' },
      { sql: hotelCities(BOOKED_HOTEL, 'jsonb_agg(DISTINCT t.id ORDER BY t.id)', 'COUNT(*)', 'stays DESC, city'), why: 'ordered by nights, not stays', cls: 'wrong-column' },
      { sql: hotelCities("t.status <> 'cancelled' AND s.seg ->> 'type' = 'hotel'"), why: 'quotes are not booked trips', cls: 'status-filter' },
      {
        sql: hotelCities(BOOKED_HOTEL).replace("SUM((s.seg ->> 'nights')::int)", "SUM(DISTINCT (s.seg ->> 'nights')::int)"),
        why: 'two stays of the same length in one city both count their nights',
        cls: 'distinct-misuse',
      },
    ],
  },
};

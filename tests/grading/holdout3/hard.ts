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

const census = (join: string, count = 'COUNT(DISTINCT s.bed_id)', beds = "(SELECT COUNT(*) FROM beds b JOIN wards w ON w.id = b.ward_id WHERE w.name = 'Respiratory')", last = "TIMESTAMP '2024-05-14'"): string => `
  WITH stays AS (SELECT a.* FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id WHERE w.name = 'Respiratory')
  SELECT d::date AS day, ${count} AS occupied_beds, ROUND(100.0 * ${count} / ${beds}, 1) AS occupancy_pct
  FROM generate_series(TIMESTAMP '2024-05-01', ${last}, INTERVAL '1 day') AS d
  ${join}
  GROUP BY d ORDER BY d`;
const AT_CENSUS = 'LEFT JOIN stays s ON s.admitted_at <= d AND (s.discharged_at IS NULL OR s.discharged_at > d)';

const coverage = (flag: string, period = 'SUM(CASE WHEN starts THEN 1 ELSE 0 END) OVER (PARTITION BY policy_number ORDER BY valid_from)', end = '(array_agg(valid_to ORDER BY valid_from DESC))[1]', order = 'policy_number, period_start', group = 'policy_number, period_no'): string => `
  WITH f AS (SELECT policy_number, valid_from, valid_to, ${flag} AS starts FROM policy_versions),
  n AS (SELECT policy_number, valid_from, valid_to, ${period} AS period_no FROM f)
  SELECT policy_number, MIN(valid_from) AS period_start, ${end} AS period_end, COUNT(*) AS versions
  FROM n GROUP BY ${group} ORDER BY ${order}`;
const CHAINED = 'COALESCE(valid_from <> LAG(valid_to) OVER (PARTITION BY policy_number ORDER BY valid_from), true)';

const streaks = (where: string, island = 'd - (ROW_NUMBER() OVER (PARTITION BY store_id ORDER BY d))::int', keep = 'COUNT(*) >= 3', days = 'COUNT(*)', units = "(SELECT -SUM(m.quantity) FROM stock_movements m WHERE m.store_id = g.store_id AND m.reason = 'sale' AND m.moved_on BETWEEN MIN(g.d) AND MAX(g.d))"): string => `
  WITH days AS (SELECT DISTINCT store_id, moved_on AS d FROM stock_movements WHERE ${where}),
  g AS (SELECT store_id, d, ${island} AS island FROM days)
  SELECT s.name AS store, MIN(g.d) AS streak_start, MAX(g.d) AS streak_end, ${days} AS selling_days, ${units} AS units_sold
  FROM g JOIN stores s ON s.id = g.store_id
  GROUP BY s.name, g.store_id, g.island HAVING ${keep}
  ORDER BY store, streak_start`;

const unbeaten = (results: string, cond = 'gf >= ga', pick = 'len DESC, first_md', numbering = 'ROW_NUMBER() OVER (PARTITION BY team_id ORDER BY matchday)', outer = 'JOIN'): string => `
  WITH r AS (${results}),
  n AS (SELECT team_id, matchday, ${cond} AS ok, ${numbering} AS k FROM r),
  runs AS (SELECT team_id, COUNT(*) AS len, MIN(matchday) AS first_md, MAX(matchday) AS last_md
           FROM (SELECT team_id, matchday, k - ROW_NUMBER() OVER (PARTITION BY team_id ORDER BY matchday) AS grp FROM n WHERE ok) x
           GROUP BY team_id, grp),
  best AS (SELECT team_id, len, first_md, last_md, ROW_NUMBER() OVER (PARTITION BY team_id ORDER BY ${pick}) AS pos FROM runs)
  SELECT t.name AS team, COALESCE(b.len, 0) AS unbeaten_matches, b.first_md AS first_matchday, b.last_md AS last_matchday
  FROM teams t ${outer} best b ON b.team_id = t.id AND b.pos = 1
  ORDER BY unbeaten_matches DESC, team`;
const PLAYED = `SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL
           UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches WHERE away_goals IS NOT NULL`;

const arrivals = (join: string, start = "DATE '2024-02-23'", avg = 'ROUND(AVG(arrivals) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW), 2)', lag = 'LAG(arrivals, 7) OVER (ORDER BY day)', count = 'COUNT(s.id)'): string => `
  WITH daily AS (
    SELECT d::date AS day, ${count} AS arrivals
    FROM generate_series(${start}, DATE '2024-03-31', INTERVAL '1 day') AS d
    ${join}
    GROUP BY d::date),
  w AS (SELECT day, arrivals, ${avg} AS avg_7d, ${lag} AS same_day_last_week FROM daily)
  SELECT day, arrivals, avg_7d, same_day_last_week FROM w WHERE day >= DATE '2024-03-01' ORDER BY day`;
const ARRIVED = "LEFT JOIN ward_stays s ON s.arrival_route <> 'internal_transfer' AND s.admitted_at >= d AND s.admitted_at < d + INTERVAL '1 day'";

const loginStreaks = (days: string, pick = 'streak_days DESC, streak_start', keep = 'streak_days >= 3', island = "login_day - (ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY login_day))::int"): string => `
  WITH days AS (${days}),
  s AS (SELECT player_id, COUNT(*) AS streak_days, MIN(login_day) AS streak_start, MAX(login_day) AS streak_end
        FROM (SELECT player_id, login_day, ${island} AS island FROM days) x GROUP BY player_id, island),
  b AS (SELECT s.*, ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY ${pick}) AS pos FROM s)
  SELECT player_id, streak_days, streak_start, streak_end FROM b WHERE pos = 1 AND ${keep}
  ORDER BY streak_days DESC, player_id`;
const LOGIN_DAYS = "SELECT DISTINCT player_id, occurred_at::date AS login_day FROM player_events WHERE event_type = 'login'";

const fill = (where: string, values = 'NULL, true', days = "DATE '2025-03-01', DATE '2025-03-07'"): string => `
  INSERT INTO readings (meter_id, reading_date, kwh, estimated)
  SELECT m.id, g.d::date, ${values}
  FROM meters m CROSS JOIN generate_series(${days}, INTERVAL '1 day') AS g(d)
  WHERE ${where}`;
const NO_READING = 'NOT EXISTS (SELECT 1 FROM readings r WHERE r.meter_id = m.id AND r.reading_date = g.d::date)';

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
  'healthcare-respiratory-daily-census': {
    right: [
      `SELECT d::date AS day,
              (SELECT COUNT(DISTINCT a.bed_id) FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
                WHERE w.name = 'Respiratory' AND tsrange(a.admitted_at, a.discharged_at) @> d) AS occupied_beds,
              ROUND((SELECT COUNT(DISTINCT a.bed_id) FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
                WHERE w.name = 'Respiratory' AND tsrange(a.admitted_at, a.discharged_at) @> d) * 100.0
                / (SELECT COUNT(*) FROM beds b JOIN wards w ON w.id = b.ward_id WHERE w.name = 'Respiratory'), 1) AS occupancy_pct
       FROM generate_series(TIMESTAMP '2024-05-01', TIMESTAMP '2024-05-14', INTERVAL '1 day') AS d
       ORDER BY 1`,
      census("LEFT JOIN stays s ON d >= s.admitted_at AND d < COALESCE(s.discharged_at, 'infinity'::timestamp)"),
    ],
    wrong: [
      { sql: census('LEFT JOIN stays s ON s.admitted_at <= d AND (s.discharged_at IS NULL OR s.discharged_at >= d)'), why: 'a stay discharged exactly at 00:00 is not counted', cls: 'inclusive-bound' },
      { sql: census('LEFT JOIN stays s ON s.admitted_at <= d AND s.discharged_at > d'), why: 'a stay still admitted (discharged_at NULL) occupies its bed', cls: 'null-handling' },
      { sql: census(AT_CENSUS, 'COUNT(s.bed_id)'), why: 'a double-booked bed counts once', cls: 'distinct-misuse' },
      { sql: census(AT_CENSUS.replace('LEFT JOIN', 'JOIN')), why: 'empty days are listed with 0', cls: 'outer-vs-inner-join' },
      { sql: census('LEFT JOIN stays s ON s.admitted_at::date <= d::date AND (s.discharged_at IS NULL OR s.discharged_at > d)'), why: 'a patient admitted later on day D was not in bed at D 00:00', cls: 'timestamp-bound' },
      { sql: census(AT_CENSUS, 'COUNT(DISTINCT s.bed_id)', '(SELECT COUNT(*) FROM beds)'), why: 'the denominator is the Respiratory ward’s beds, not the hospital’s', cls: 'wrong-denominator' },
      { sql: census(AT_CENSUS, 'COUNT(*)'), why: 'COUNT(*) counts an empty day’s NULL row as one occupied bed', cls: 'count-col-vs-star' },
      { sql: census('LEFT JOIN stays s ON s.admitted_at <= d + INTERVAL \'1 day\' AND (s.discharged_at IS NULL OR s.discharged_at > d)'), why: 'the census is at 00:00 of the day, not at the end of it', cls: 'timestamp-bound' },
    ],
  },
  'insurance-continuous-coverage-periods': {
    right: [
      `WITH f AS (
         SELECT v.policy_number, v.valid_from, v.valid_to,
                NOT EXISTS (SELECT 1 FROM policy_versions p WHERE p.policy_number = v.policy_number AND p.valid_to = v.valid_from) AS starts
         FROM policy_versions v),
       n AS (SELECT *, COUNT(*) FILTER (WHERE starts) OVER (PARTITION BY policy_number ORDER BY valid_from) AS period_no FROM f)
       SELECT policy_number, MIN(valid_from) AS period_start,
              CASE WHEN COUNT(*) = COUNT(valid_to) THEN MAX(valid_to) ELSE NULL END AS period_end, COUNT(*) AS versions
       FROM n GROUP BY policy_number, period_no ORDER BY 1, 2`,
      coverage(CHAINED),
    ],
    wrong: [
      {
        sql: coverage('COALESCE(valid_from > LAG(valid_to) OVER (PARTITION BY policy_number ORDER BY valid_from) + 1, true)'),
        why: 'a one-day gap starts a new period',
        cls: 'tolerance-for-equality',
      },
      {
        sql: coverage('COALESCE(valid_from <> LAG(valid_to) OVER (ORDER BY policy_number, valid_from), true)'),
        why: 'without PARTITION BY, the first version of a policy is compared with another policy’s last version',
        cls: 'window-partition',
      },
      { sql: coverage(CHAINED, undefined, 'MAX(valid_to)'), why: 'a period still running ends NULL, not at its last dated version', cls: 'null-handling' },
      {
        sql: `SELECT policy_number, MIN(valid_from) AS period_start, (array_agg(valid_to ORDER BY valid_from DESC))[1] AS period_end, COUNT(*) AS versions
              FROM policy_versions GROUP BY policy_number ORDER BY policy_number, period_start`,
        why: 'a lapse splits a policy into several periods',
        cls: 'group-granularity',
      },
      { sql: coverage(CHAINED.replace('ORDER BY valid_from)', 'ORDER BY id)')), why: 'versions are chained in date order, not id order', cls: 'wrong-column' },
      { sql: coverage(CHAINED, undefined, undefined, 'period_start, policy_number'), why: 'the order is by policy first', cls: 'tie-break' },
      {
        sql: coverage('COALESCE(valid_from - LAG(valid_to) OVER (PARTITION BY policy_number ORDER BY valid_from) > 30, true)'),
        why: 'a lapse of under a month still breaks continuity',
        cls: 'calendar-arithmetic',
      },
    ],
  },
  'retail-selling-streaks': {
    right: [
      `WITH sales AS (SELECT store_id, moved_on, SUM(-quantity) AS units FROM stock_movements WHERE reason = 'sale' GROUP BY store_id, moved_on),
       flagged AS (SELECT *, CASE WHEN moved_on - LAG(moved_on) OVER (PARTITION BY store_id ORDER BY moved_on) = 1 THEN 0 ELSE 1 END AS new_run FROM sales),
       runs AS (SELECT *, SUM(new_run) OVER (PARTITION BY store_id ORDER BY moved_on) AS run_id FROM flagged)
       SELECT st.name AS store, MIN(r.moved_on) AS streak_start, MAX(r.moved_on) AS streak_end, COUNT(*) AS selling_days, SUM(r.units) AS units_sold
       FROM runs r JOIN stores st ON st.id = r.store_id
       GROUP BY st.id, st.name, r.run_id HAVING COUNT(*) >= 3
       ORDER BY 1, 2`,
      streaks("reason = 'sale'"),
    ],
    wrong: [
      { sql: streaks('true'), why: 'deliveries, returns and adjustments do not make a selling day', cls: 'status-filter' },
      {
        sql: `WITH sales AS (SELECT store_id, moved_on, quantity, moved_on - (ROW_NUMBER() OVER (PARTITION BY store_id ORDER BY moved_on))::int AS island
                             FROM stock_movements WHERE reason = 'sale')
              SELECT s.name AS store, MIN(x.moved_on) AS streak_start, MAX(x.moved_on) AS streak_end, COUNT(DISTINCT x.moved_on) AS selling_days, -SUM(x.quantity) AS units_sold
              FROM sales x JOIN stores s ON s.id = x.store_id GROUP BY s.id, s.name, x.island HAVING COUNT(DISTINCT x.moved_on) >= 3
              ORDER BY store, streak_start`,
        why: 'ROW_NUMBER over movements, not days: two sales on one day break the streak',
        cls: 'distinct-misuse',
      },
      {
        sql: `WITH sales AS (SELECT store_id, moved_on, quantity, moved_on - (DENSE_RANK() OVER (PARTITION BY store_id ORDER BY moved_on))::int AS island
                             FROM stock_movements WHERE reason = 'sale')
              SELECT s.name AS store, MIN(x.moved_on) AS streak_start, MAX(x.moved_on) AS streak_end, COUNT(*) AS selling_days, -SUM(x.quantity) AS units_sold
              FROM sales x JOIN stores s ON s.id = x.store_id GROUP BY s.id, s.name, x.island HAVING COUNT(*) >= 3
              ORDER BY store, streak_start`,
        why: 'counting sale movements instead of distinct days',
        cls: 'wrong-aggregate',
      },
      { sql: streaks("reason = 'sale'", undefined, 'COUNT(*) > 3'), why: 'a streak of exactly 3 days is listed', cls: 'inclusive-bound' },
      {
        sql: streaks("reason = 'sale'", undefined, undefined, undefined, "(SELECT SUM(m.quantity) FROM stock_movements m WHERE m.store_id = g.store_id AND m.reason = 'sale' AND m.moved_on BETWEEN MIN(g.d) AND MAX(g.d))"),
        why: 'units sold are a positive number; sales are stored negative',
        cls: 'negative-clipping',
      },
      {
        sql: streaks("reason = 'sale'", undefined, undefined, undefined, "(SELECT -SUM(m.quantity) FROM stock_movements m WHERE m.store_id = g.store_id AND m.reason IN ('sale', 'return') AND m.moved_on BETWEEN MIN(g.d) AND MAX(g.d))"),
        why: 'returns are not sales: they are netted into the units sold',
        cls: 'status-filter',
      },
      { sql: streaks("reason = 'sale'", 'd - (ROW_NUMBER() OVER (ORDER BY d, store_id))::int'), why: 'the row numbers run across stores, interleaved by date', cls: 'window-partition' },
      { sql: streaks("reason = 'sale'", undefined, 'MAX(g.d) - MIN(g.d) >= 3', 'MAX(g.d) - MIN(g.d)'), why: 'the length of a run of days is end − start + 1', cls: 'inclusive-bound' },
    ],
  },
  'sports-longest-unbeaten-run': {
    right: [
      `WITH r AS (
         SELECT home_team_id AS team_id, matchday, home_goals < away_goals AS lost FROM matches WHERE home_goals IS NOT NULL
         UNION ALL SELECT away_team_id, matchday, away_goals < home_goals FROM matches WHERE home_goals IS NOT NULL),
       g AS (SELECT team_id, matchday, lost, SUM(CASE WHEN lost THEN 1 ELSE 0 END) OVER (PARTITION BY team_id ORDER BY matchday) AS losses_before FROM r),
       runs AS (SELECT team_id, COUNT(*) AS n, MIN(matchday) AS f, MAX(matchday) AS l FROM g WHERE NOT lost GROUP BY team_id, losses_before)
       SELECT t.name AS team, x.n AS unbeaten_matches, x.f AS first_matchday, x.l AS last_matchday
       FROM runs x JOIN teams t ON t.id = x.team_id
       WHERE NOT EXISTS (SELECT 1 FROM runs y WHERE y.team_id = x.team_id AND (y.n > x.n OR (y.n = x.n AND y.f < x.f)))
       ORDER BY 2 DESC, 1`,
      unbeaten(PLAYED),
    ],
    wrong: [
      {
        sql: unbeaten(`SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches
           UNION ALL SELECT away_team_id, matchday, away_goals, home_goals FROM matches`),
        why: 'a postponed match (NULL goals) is skipped; here it interrupts the run',
        cls: 'null-handling',
      },
      { sql: unbeaten(PLAYED, 'gf > ga'), why: 'a draw is unbeaten too', cls: 'inclusive-bound' },
      { sql: unbeaten(PLAYED, undefined, 'len DESC, first_md DESC'), why: 'of equal runs the earliest is returned', cls: 'tie-break' },
      { sql: unbeaten('SELECT home_team_id AS team_id, matchday, home_goals AS gf, away_goals AS ga FROM matches WHERE home_goals IS NOT NULL'), why: 'away matches count too', cls: 'incomplete-predicate' },
      { sql: unbeaten(PLAYED, undefined, undefined, 'ROW_NUMBER() OVER (ORDER BY matchday, team_id)'), why: 'the match numbers must be counted per team', cls: 'window-partition' },
      { sql: unbeaten(PLAYED, undefined, undefined, undefined, 'LEFT JOIN'), why: 'teams that lost every match are not listed', cls: 'outer-vs-inner-join' },
      { sql: unbeaten(PLAYED, undefined, undefined, 'matchday'), why: 'consecutive matchdays are not consecutive matches: a skipped postponed match breaks the run', cls: 'calendar-arithmetic' },
    ],
  },
  'healthcare-daily-arrivals-moving-average': {
    right: [
      // the text's seven calendar days (1 March reaches back to 24 February, and its last week to 23 February), whatever day the data starts on
      arrivals(ARRIVED),
      `WITH cal AS (SELECT (DATE '2024-02-23' + i) AS day FROM generate_series(0, 37) AS i),
       daily AS (
         SELECT c.day, (SELECT COUNT(*) FROM ward_stays s WHERE s.admitted_at::date = c.day AND s.arrival_route IN ('emergency', 'gp_referral', 'elective')) AS arrivals
         FROM cal c)
       SELECT d.day, d.arrivals,
              ROUND((SELECT SUM(x.arrivals) FROM daily x WHERE x.day BETWEEN d.day - 6 AND d.day) / 7.0, 2) AS avg_7d,
              (SELECT x.arrivals FROM daily x WHERE x.day = d.day - 7) AS same_day_last_week
       FROM daily d WHERE d.day BETWEEN DATE '2024-03-01' AND DATE '2024-03-31'
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `WITH daily AS (SELECT admitted_at::date AS day, COUNT(*) AS arrivals FROM ward_stays WHERE arrival_route <> 'internal_transfer' GROUP BY 1)
              SELECT day, arrivals, ROUND(AVG(arrivals) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW), 2) AS avg_7d,
                     LAG(arrivals, 7) OVER (ORDER BY day) AS same_day_last_week
              FROM daily WHERE day BETWEEN '2024-03-01' AND '2024-03-31' ORDER BY day`,
        why: 'days without arrivals are missing, so seven rows are not seven days, and the window is cut at 1 March',
        cls: 'window-frame',
      },
      { sql: arrivals(ARRIVED, "DATE '2024-03-01'"), why: 'for early March the seven days reach back into February', cls: 'missing-lower-bound' },
      { sql: arrivals("LEFT JOIN ward_stays s ON s.admitted_at >= d AND s.admitted_at < d + INTERVAL '1 day'"), why: 'internal transfers are not arrivals', cls: 'status-filter' },
      { sql: arrivals("LEFT JOIN ward_stays s ON s.arrival_route <> 'internal_transfer' AND s.admitted_at > d AND s.admitted_at <= d + INTERVAL '1 day'"), why: 'midnight belongs to the new day', cls: 'timestamp-bound' },
      { sql: arrivals(ARRIVED, undefined, undefined, 'LAG(arrivals, 6) OVER (ORDER BY day)'), why: 'the same weekday one week earlier is 7 days back', cls: 'calendar-arithmetic' },
      { sql: arrivals(ARRIVED, undefined, 'ROUND(AVG(arrivals) OVER (ORDER BY day ROWS BETWEEN 7 PRECEDING AND CURRENT ROW), 2)'), why: 'seven days ending on the day are the day and six before it', cls: 'window-frame' },
      { sql: arrivals(ARRIVED, undefined, undefined, undefined, 'COUNT(*)'), why: 'COUNT(*) counts a day without arrivals as 1', cls: 'count-col-vs-star' },
      { sql: arrivals(ARRIVED, undefined, 'ROUND(AVG(arrivals) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW))'), why: 'the average is rounded to 2 decimals', cls: 'rounding-order' },
    ],
  },
  'gaming-longest-login-day-streak': {
    right: [
      loginStreaks(LOGIN_DAYS),
      `WITH d AS (SELECT player_id, occurred_at::date AS day FROM player_events WHERE event_type = 'login' GROUP BY 1, 2),
       f AS (SELECT player_id, day, CASE WHEN LAG(day) OVER (PARTITION BY player_id ORDER BY day) = day - 1 THEN 0 ELSE 1 END AS brk FROM d),
       g AS (SELECT player_id, day, SUM(brk) OVER (PARTITION BY player_id ORDER BY day) AS grp FROM f),
       s AS (SELECT player_id, grp, COUNT(*) AS streak_days, MIN(day) AS streak_start, MAX(day) AS streak_end FROM g GROUP BY player_id, grp)
       SELECT DISTINCT ON (streak_days, player_id) player_id, streak_days, streak_start, streak_end
       FROM s
       WHERE streak_days >= 3 AND NOT EXISTS (SELECT 1 FROM s o WHERE o.player_id = s.player_id AND o.streak_days > s.streak_days)
       ORDER BY streak_days DESC, player_id, streak_start`,
    ],
    wrong: [
      { sql: loginStreaks("SELECT player_id, occurred_at::date AS login_day FROM player_events WHERE event_type = 'login'"), why: 'several logins on one day count as one login day', cls: 'distinct-misuse' },
      { sql: loginStreaks("SELECT DISTINCT player_id, occurred_at::date AS login_day FROM player_events"), why: 'only login events make a login day', cls: 'status-filter' },
      { sql: loginStreaks(LOGIN_DAYS, 'streak_days DESC, streak_start DESC'), why: 'of equal streaks the earliest is shown', cls: 'tie-break' },
      { sql: loginStreaks(LOGIN_DAYS, undefined, 'streak_days > 3'), why: 'a streak of exactly 3 days is listed', cls: 'inclusive-bound' },
      { sql: loginStreaks(LOGIN_DAYS, undefined, undefined, 'login_day - (ROW_NUMBER() OVER (ORDER BY login_day, player_id))::int'), why: 'the row numbers must be counted per player', cls: 'window-partition' },
      {
        sql: loginStreaks("SELECT DISTINCT player_id, (occurred_at AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Berlin')::date AS login_day FROM player_events WHERE event_type = 'login'"),
        why: 'login days are UTC dates, not dates in one local zone',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `WITH s AS (
                SELECT player_id, COUNT(DISTINCT occurred_at::date) AS streak_days, MIN(occurred_at::date) AS streak_start, MAX(occurred_at::date) AS streak_end
                FROM player_events WHERE event_type = 'login' GROUP BY player_id)
              SELECT * FROM s WHERE streak_days >= 3 AND streak_end - streak_start + 1 = streak_days ORDER BY streak_days DESC, player_id`,
        why: 'a player with a gap has streaks too; only gap-free players are listed',
        cls: 'group-granularity',
      },
    ],
  },
  'energy-fill-missing-meter-readings': {
    right: [
      `INSERT INTO readings (meter_id, reading_date, kwh, estimated)
       SELECT m.id, day, NULL::numeric, TRUE
       FROM meters m, LATERAL (SELECT DATE '2025-03-01' + k AS day FROM generate_series(0, 6) AS k) c
       WHERE c.day >= m.installed_on
         AND (m.id, c.day) NOT IN (SELECT meter_id, reading_date FROM readings)`,
      `INSERT INTO readings (meter_id, reading_date, estimated)
       SELECT m.id, c.d::date, true
       FROM meters m CROSS JOIN generate_series(GREATEST(DATE '2025-03-01', m.installed_on), DATE '2025-03-07', INTERVAL '1 day') AS c(d)
       LEFT JOIN readings r ON r.meter_id = m.id AND r.reading_date = c.d::date
       WHERE r.meter_id IS NULL`,
    ],
    wrong: [
      { sql: fill(NO_READING), why: 'a meter installed mid-week gets no placeholders before its installation day', cls: 'missing-lower-bound' },
      { sql: fill(`g.d::date > m.installed_on AND ${NO_READING}`), why: 'the installation day itself gets a placeholder', cls: 'inclusive-bound' },
      { sql: fill(`g.d::date >= m.installed_on AND ${NO_READING}`, 'NULL, true', "DATE '2025-03-01', DATE '2025-03-01' + INTERVAL '7 days'"), why: '1 to 7 March is seven days; start + 7 days adds 8 March', cls: 'calendar-arithmetic' },
      { sql: fill(`g.d::date >= m.installed_on AND ${NO_READING}`, '0, true'), why: 'kwh of a placeholder is NULL, not 0', cls: 'null-handling' },
      { sql: fill(`g.d::date >= m.installed_on AND NOT EXISTS (SELECT 1 FROM readings r WHERE r.reading_date = g.d::date)`), why: 'the reading must be the same meter’s: another meter’s reading that day does not fill the gap', cls: 'wrong-join-key' },
      { sql: fill(`g.d::date >= m.installed_on AND NOT EXISTS (SELECT 1 FROM readings r WHERE r.meter_id = m.id AND r.reading_date = g.d::date AND r.kwh IS NOT NULL)`), why: 'a day with a reading (even one without kwh) already has its row', cls: 'null-handling' },
      { sql: fill(`g.d::date >= m.installed_on AND ${NO_READING}`, 'NULL, false'), why: 'a placeholder is marked estimated', cls: 'wrong-column' },
    ],
  },
};

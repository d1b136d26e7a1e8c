import { type HoldoutCases } from './types';

const perRoom = (on: string, opts: { count?: string; nights?: string; where?: string } = {}): string =>
  `SELECT h.name AS hotel, r.room_number, ${opts.count ?? 'COUNT(s.id)'} AS stays, ${opts.nights ?? 'COALESCE(SUM(s.check_out - s.check_in), 0)'} AS nights
   FROM rooms r JOIN hotels h ON h.id = r.hotel_id
   LEFT JOIN reservations s ON s.room_id = r.id AND ${on}
   ${opts.where ? `WHERE ${opts.where}` : ''}
   GROUP BY h.name, r.id, r.room_number ORDER BY hotel, r.room_number`;
const AUG = "s.status = 'completed' AND s.check_in BETWEEN '2024-08-01' AND '2024-08-31'";

const BAND = `CASE WHEN n = 1 THEN 'overnight' WHEN n <= 3 THEN 'short' WHEN n <= 6 THEN 'medium' ELSE 'long' END`;
const bands = (opts: { nights?: string; where?: string; band?: string; order?: string; avg?: string } = {}): string =>
  `WITH b AS (SELECT ${opts.nights ?? 's.check_out - s.check_in'} AS n, r.nightly_rate FROM reservations s JOIN rooms r ON r.id = s.room_id
              WHERE ${opts.where ?? "s.status <> 'cancelled'"})
   SELECT ${opts.band ?? BAND} AS stay_band, COUNT(*) AS reservations, ${opts.avg ?? 'ROUND(AVG(nightly_rate), 2)'} AS avg_rate
   FROM b GROUP BY 1
   ORDER BY ${opts.order ?? "array_position(ARRAY['overnight', 'short', 'medium', 'long'], " + (opts.band ?? BAND) + ')'}`;

const lastMinute = (local: string, cond = '<= 1', order = 'lead_days, reservation_id', where = ''): string =>
  `SELECT reservation_id, hotel, booked_local_date, check_in, check_in - booked_local_date AS lead_days FROM (
     SELECT s.id AS reservation_id, h.name AS hotel, (${local})::date AS booked_local_date, s.check_in, s.status
     FROM reservations s JOIN rooms r ON r.id = s.room_id JOIN hotels h ON h.id = r.hotel_id) t
   WHERE check_in - booked_local_date ${cond} ${where}
   ORDER BY ${order}`;
const SUMMER_OFFSETS = `CASE h.time_zone WHEN 'Europe/Lisbon' THEN s.booked_at AT TIME ZONE INTERVAL '+01:00'
                                          WHEN 'Europe/Vienna' THEN s.booked_at AT TIME ZONE INTERVAL '+02:00'
                                          ELSE s.booked_at AT TIME ZONE INTERVAL '-07:00' END`;

const pairs = (on: string, where = "a.status <> 'cancelled' AND b.status <> 'cancelled'", ends = 'GREATEST(a.check_in, b.check_in) AS overlap_start, LEAST(a.check_out, b.check_out) AS overlap_end'): string =>
  `SELECT a.room_id, a.id AS first_id, b.id AS second_id, ${ends}
   FROM reservations a JOIN reservations b ON b.room_id = a.room_id AND ${on}
   WHERE ${where}
   ORDER BY 1, 2, 3`;
const OVERLAP = 'a.id < b.id AND a.check_in < b.check_out AND b.check_in < a.check_out';

/** Second held-out set (issue 32), hospitality: written from the challenge text alone, before any grading run. */
export const HOSPITALITY: HoldoutCases = {
  'hospitality-completed-august-stays-per-room': {
    right: [
      `SELECT h.name AS hotel, r.room_number,
              (SELECT COUNT(*) FROM reservations s WHERE s.room_id = r.id AND ${AUG}) AS stays,
              (SELECT COALESCE(SUM(s.check_out - s.check_in), 0) FROM reservations s WHERE s.room_id = r.id AND ${AUG}) AS nights
       FROM rooms r JOIN hotels h ON h.id = r.hotel_id
       ORDER BY 1, 2`,
      `SELECT h.name AS hotel, r.room_number, COALESCE(a.stays, 0) AS stays, COALESCE(a.nights, 0) AS nights
       FROM hotels h JOIN rooms r ON r.hotel_id = h.id
       LEFT JOIN (SELECT room_id, COUNT(*) AS stays, SUM(check_out - check_in) AS nights FROM reservations
                  WHERE status = 'completed' AND check_in >= DATE '2024-08-01' AND check_in < DATE '2024-09-01' GROUP BY room_id) a ON a.room_id = r.id
       ORDER BY hotel, room_number`,
    ],
    wrong: [
      { sql: perRoom("s.check_in BETWEEN '2024-08-01' AND '2024-08-31'", { where: "s.status = 'completed'" }), why: 'the status filter in WHERE removes the rooms without a completed stay, which must appear with 0', cls: 'outer-vs-inner-join' },
      { sql: perRoom(AUG, { count: 'COUNT(*)' }), why: 'COUNT(*) counts the NULL row of a room without a stay as one stay', cls: 'count-col-vs-star' },
      { sql: perRoom(AUG, { nights: 'SUM(s.check_out - s.check_in)' }), why: 'a room without a stay shows NULL nights, not 0', cls: 'null-handling' },
      { sql: perRoom("s.status = 'completed' AND s.check_in >= '2024-08-01' AND s.check_in < '2024-08-31'"), why: 'a completed stay checking in on 31 August counts', cls: 'timestamp-bound' },
      { sql: perRoom("s.status = 'completed' AND s.check_out > '2024-08-01' AND s.check_in <= '2024-08-31'"), why: 'counts stays that began in July and ran into August', cls: 'missing-lower-bound' },
      { sql: perRoom("s.status = 'completed' AND EXTRACT(MONTH FROM s.check_in) = 8"), why: 'August of any year, not August 2024', cls: 'date-part-without-year' },
      { sql: perRoom("s.status <> 'cancelled' AND s.check_in BETWEEN '2024-08-01' AND '2024-08-31'"), why: 'counts confirmed and no-show reservations; only completed ones count', cls: 'status-filter' },
    ],
  },
  'hospitality-stay-length-bands': {
    right: [
      `SELECT stay_band, COUNT(*) AS reservations, ROUND(AVG(nightly_rate), 2) AS avg_rate FROM (
         SELECT r.nightly_rate,
                CASE WHEN s.check_out - s.check_in >= 7 THEN 'long' WHEN s.check_out - s.check_in >= 4 THEN 'medium'
                     WHEN s.check_out - s.check_in >= 2 THEN 'short' ELSE 'overnight' END AS stay_band,
                CASE WHEN s.check_out - s.check_in >= 7 THEN 4 WHEN s.check_out - s.check_in >= 4 THEN 3
                     WHEN s.check_out - s.check_in >= 2 THEN 2 ELSE 1 END AS k
         FROM reservations s JOIN rooms r ON r.id = s.room_id
         WHERE s.status IN ('confirmed', 'completed', 'no_show')) t
       GROUP BY stay_band, k ORDER BY k`,
      `WITH band(name, k, lo, hi) AS (VALUES ('overnight', 1, 1, 1), ('short', 2, 2, 3), ('medium', 3, 4, 6), ('long', 4, 7, 2147483647))
       SELECT b.name AS stay_band, COUNT(*) AS reservations, ROUND(AVG(r.nightly_rate), 2) AS avg_rate
       FROM reservations s JOIN rooms r ON r.id = s.room_id JOIN band b ON s.check_out - s.check_in BETWEEN b.lo AND b.hi
       WHERE s.status <> 'cancelled'
       GROUP BY b.name, b.k ORDER BY b.k`,
    ],
    wrong: [
      { sql: bands({ where: "s.status = 'completed'" }), why: 'drops confirmed and no-show reservations; only cancelled ones are left out', cls: 'status-filter' },
      { sql: bands({ where: "s.status NOT IN ('cancelled', 'no_show')" }), why: 'no-shows count', cls: 'status-filter' },
      {
        sql: `WITH band(name, k, lo, hi) AS (VALUES ('overnight', 1, 1, 1), ('short', 2, 2, 3), ('medium', 3, 4, 6), ('long', 4, 7, 10000))
              SELECT b.name AS stay_band, COUNT(s.id) AS reservations, ROUND(AVG(r.nightly_rate), 2) AS avg_rate
              FROM band b LEFT JOIN reservations s ON s.check_out - s.check_in BETWEEN b.lo AND b.hi AND s.status <> 'cancelled'
              LEFT JOIN rooms r ON r.id = s.room_id
              GROUP BY b.name, b.k ORDER BY b.k`,
        why: 'a band with no reservation is shown with 0; only bands with at least one reservation appear',
        cls: 'outer-vs-inner-join',
      },
      { sql: bands({ band: "CASE WHEN n = 1 THEN 'overnight' WHEN n < 3 THEN 'short' WHEN n < 6 THEN 'medium' ELSE 'long' END" }), why: 'band edges off by one: 3 nights is short and 6 nights is medium', cls: 'inclusive-bound' },
      { sql: bands({ order: 'stay_band' }), why: 'bands are ordered from the shortest stay to the longest, not alphabetically', cls: 'tie-break' },
      { sql: bands({ avg: 'ROUND(AVG(DISTINCT nightly_rate), 2)' }), why: 'AVG(DISTINCT) averages the distinct rates, not the rate of every reservation', cls: 'distinct-misuse' },
      { sql: bands({ nights: 'EXTRACT(DAY FROM age(s.check_out, s.check_in))::int' }), why: "AGE() turns a stay of a month or more into '1 mon …' days, so its day field is not the number of nights", cls: 'calendar-arithmetic' },
    ],
  },
  'hospitality-last-minute-bookings-local-time': {
    right: [
      lastMinute('timezone(h.time_zone, s.booked_at)'),
      `SELECT s.id AS reservation_id, h.name AS hotel, (s.booked_at AT TIME ZONE h.time_zone)::date AS booked_local_date, s.check_in,
              s.check_in - (s.booked_at AT TIME ZONE h.time_zone)::date AS lead_days
       FROM hotels h JOIN rooms r ON r.hotel_id = h.id JOIN reservations s ON s.room_id = r.id
       WHERE s.check_in <= (s.booked_at AT TIME ZONE h.time_zone)::date + 1
       ORDER BY 5, 1`,
    ],
    wrong: [
      { sql: lastMinute("s.booked_at AT TIME ZONE 'UTC'"), why: 'takes the UTC date of the booking, not the hotel\'s local date', cls: 'fixed-utc-offset' },
      { sql: lastMinute(SUMMER_OFFSETS), why: "fixed summer offsets per hotel: wrong for a booking made in winter (Lisbon is UTC+0, Vienna UTC+1 then)", cls: 'fixed-utc-offset' },
      { sql: lastMinute("s.booked_at AT TIME ZONE h.time_zone", '< 1'), why: 'a booking the day before arrival (lead 1) is last-minute', cls: 'inclusive-bound' },
      { sql: lastMinute("s.booked_at AT TIME ZONE h.time_zone", '<= 1', 'lead_days, reservation_id', "AND status <> 'cancelled'"), why: 'all statuses count, cancelled ones included', cls: 'status-filter' },
      { sql: lastMinute("s.booked_at AT TIME ZONE h.time_zone", '<= 1', 'lead_days'), why: 'equal lead times are not ordered by reservation_id', cls: 'tie-break' },
    ],
  },
  'hospitality-double-booked-rooms': {
    right: [
      pairs('a.id < b.id AND daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)'),
      `SELECT a.room_id, a.id AS first_id, b.id AS second_id,
              CASE WHEN a.check_in > b.check_in THEN a.check_in ELSE b.check_in END AS overlap_start,
              CASE WHEN a.check_out < b.check_out THEN a.check_out ELSE b.check_out END AS overlap_end
       FROM reservations a, reservations b
       WHERE a.room_id = b.room_id AND a.id < b.id AND NOT (a.check_out <= b.check_in OR b.check_out <= a.check_in)
         AND 'cancelled' NOT IN (a.status, b.status)
       ORDER BY a.room_id, a.id, b.id`,
    ],
    wrong: [
      {
        sql: `${pairs('a.id < b.id AND a.check_in < b.check_out')}`,
        why: 'half an overlap test: b must also start before a ends',
        cls: 'incomplete-predicate',
      },
      { sql: pairs('a.id < b.id AND a.check_in <= b.check_out AND b.check_in <= a.check_out'), why: 'a stay checking out on the day another checks in does not overlap it', cls: 'inclusive-bound' },
      { sql: pairs(OVERLAP, "a.status <> 'cancelled'"), why: 'the second reservation of a pair may be cancelled too; cancelled ones are ignored on both sides', cls: 'status-filter' },
      { sql: pairs(OVERLAP, "a.status = 'confirmed' OR a.status = 'completed' OR a.status = 'no_show' AND b.status <> 'cancelled'"), why: 'AND binds tighter than OR: a cancelled second reservation is kept whenever the first is confirmed or completed', cls: 'and-or-precedence' },
      { sql: pairs('a.id <> b.id AND a.check_in < b.check_out AND b.check_in < a.check_out'), why: 'each pair appears twice; the text wants it once, smaller id first', cls: 'distinct-misuse' },
      { sql: pairs('a.id < b.id AND b.check_in >= a.check_in AND b.check_in < a.check_out'), why: 'only finds the second stay starting inside the first; a stay with the higher id that starts earlier is missed', cls: 'incomplete-predicate' },
      { sql: pairs(OVERLAP, "a.status <> 'cancelled' AND b.status <> 'cancelled'", 'b.check_in AS overlap_start, a.check_out AS overlap_end'), why: 'overlap_start is the later check-in and overlap_end the earlier check-out, whichever reservation they belong to', cls: 'wrong-column' },
      { sql: pairs(OVERLAP, "a.status IN ('confirmed', 'completed') AND b.status IN ('confirmed', 'completed')"), why: 'no-shows count; only cancelled reservations are ignored', cls: 'status-filter' },
    ],
  },
};

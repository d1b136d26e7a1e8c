import { type HoldoutCases } from './types';

/** Fourth held-out set (issue 32), challenges rated 1500–1650: written from the challenge text alone, before any grading run. */
export const ADVANCED: HoldoutCases = {
  'finance-suspected-duplicate-charges': {
    right: [
      `SELECT m.mcc, COUNT(*) AS suspected, SUM(p.amount) AS suspected_amount
       FROM payments p JOIN merchants m ON m.id = p.merchant_id
       WHERE p.status = 'approved'
         AND EXISTS (SELECT 1 FROM payments e
                     WHERE e.status = 'approved' AND e.card_id = p.card_id AND e.merchant_id = p.merchant_id AND e.amount = p.amount
                       AND (e.paid_at < p.paid_at OR (e.paid_at = p.paid_at AND e.id < p.id))
                       AND e.paid_at >= p.paid_at - interval '120 seconds')
       GROUP BY m.mcc ORDER BY m.mcc`,
      `WITH dup AS (
         SELECT DISTINCT p.id, p.merchant_id, p.amount
         FROM payments p
         JOIN payments e ON e.card_id = p.card_id AND e.merchant_id = p.merchant_id AND e.amount = p.amount
           AND e.status = 'approved' AND (e.paid_at, e.id) < (p.paid_at, p.id) AND p.paid_at - e.paid_at <= interval '2 minutes'
         WHERE p.status = 'approved')
       SELECT m.mcc, count(*) AS suspected, sum(d.amount) AS suspected_amount
       FROM dup d JOIN merchants m ON m.id = d.merchant_id
       GROUP BY m.mcc ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `WITH f AS (SELECT p.merchant_id, p.amount, p.paid_at,
                LAG(p.paid_at) OVER (PARTITION BY p.card_id, p.merchant_id, p.amount ORDER BY p.paid_at, p.id) AS prev_at
                FROM payments p WHERE p.status = 'approved')
              SELECT m.mcc, COUNT(*) AS suspected, SUM(f.amount) AS suspected_amount FROM f JOIN merchants m ON m.id = f.merchant_id
              WHERE f.paid_at < f.prev_at + INTERVAL '120 seconds' GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'exactly 120 seconds counts',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH f AS (SELECT p.merchant_id, p.amount, p.paid_at, p.status,
                LAG(p.paid_at) OVER (PARTITION BY p.card_id, p.merchant_id, p.amount ORDER BY p.paid_at, p.id) AS prev_at
                FROM payments p)
              SELECT m.mcc, COUNT(*) AS suspected, SUM(f.amount) AS suspected_amount FROM f JOIN merchants m ON m.id = f.merchant_id
              WHERE f.status = 'approved' AND f.paid_at <= f.prev_at + INTERVAL '120 seconds' GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'a declined or reversed payment is never an original',
        cls: 'status-filter',
      },
      {
        sql: `WITH f AS (SELECT p.merchant_id, p.amount, p.paid_at,
                LAG(p.paid_at) OVER (PARTITION BY p.card_id, p.merchant_id ORDER BY p.paid_at, p.id) AS prev_at
                FROM payments p WHERE p.status = 'approved')
              SELECT m.mcc, COUNT(*) AS suspected, SUM(f.amount) AS suspected_amount FROM f JOIN merchants m ON m.id = f.merchant_id
              WHERE f.paid_at <= f.prev_at + INTERVAL '120 seconds' GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'the amount must be the same too: two different amounts at one terminal are not a double charge',
        cls: 'window-partition',
      },
      {
        sql: `SELECT m.mcc, COUNT(*) AS suspected, SUM(p.amount) AS suspected_amount
              FROM payments p JOIN payments e ON e.card_id = p.card_id AND e.merchant_id = p.merchant_id AND e.amount = p.amount
                AND e.status = 'approved' AND (e.paid_at, e.id) < (p.paid_at, p.id) AND p.paid_at - e.paid_at <= interval '120 seconds'
              JOIN merchants m ON m.id = p.merchant_id
              WHERE p.status = 'approved' GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'a payment with two earlier matches is counted (and summed) twice',
        cls: 'fan-out',
      },
      {
        sql: `SELECT m.mcc, COUNT(*) AS suspected, SUM(p.amount) AS suspected_amount
              FROM payments p JOIN merchants m ON m.id = p.merchant_id
              WHERE p.status = 'approved' AND EXISTS (SELECT 1 FROM payments e WHERE e.status = 'approved' AND e.card_id = p.card_id
                AND e.merchant_id = p.merchant_id AND e.amount = p.amount AND e.paid_at < p.paid_at AND e.paid_at >= p.paid_at - interval '120 seconds')
              GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'payments at the same instant count as earlier by id: the higher id is a duplicate',
        cls: 'tie-break',
      },
      {
        sql: `SELECT m.mcc, COUNT(*) AS suspected, SUM(p.amount) AS suspected_amount
              FROM payments p JOIN merchants m ON m.id = p.merchant_id
              WHERE p.status = 'approved' AND EXISTS (SELECT 1 FROM payments e WHERE e.status = 'approved' AND e.card_id = p.card_id
                AND e.merchant_id = p.merchant_id AND e.amount = p.amount AND e.id <> p.id
                AND abs(EXTRACT(EPOCH FROM p.paid_at - e.paid_at)) <= 120)
              GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'only an earlier payment makes a duplicate: the original itself is flagged too',
        cls: 'missing-lower-bound',
      },
      {
        sql: `WITH f AS (SELECT p.merchant_id, p.amount, p.paid_at,
                LAG(p.paid_at) OVER (PARTITION BY p.card_id, p.merchant_id, p.amount ORDER BY p.paid_at, p.id) AS prev_at
                FROM payments p WHERE p.status = 'approved')
              SELECT m.mcc, COUNT(*) AS suspected, SUM(f.amount) AS suspected_amount FROM f JOIN merchants m ON m.id = f.merchant_id
              WHERE EXTRACT(SECOND FROM f.paid_at - f.prev_at) <= 120 AND EXTRACT(MINUTE FROM f.paid_at - f.prev_at) <= 2
              GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'the minute and second fields ignore the hours and days of the gap',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT m.mcc, COUNT(*) AS suspected, SUM(p.amount) AS suspected_amount
              FROM payments p JOIN merchants m ON m.id = p.merchant_id
              WHERE p.status = 'approved' AND EXISTS (SELECT 1 FROM payments e WHERE e.status = 'approved' AND e.card_id = p.card_id
                AND e.merchant_id = p.merchant_id AND abs(e.amount - p.amount) <= 0.01
                AND (e.paid_at < p.paid_at OR (e.paid_at = p.paid_at AND e.id < p.id)) AND e.paid_at >= p.paid_at - interval '120 seconds')
              GROUP BY m.mcc ORDER BY m.mcc`,
        why: 'the amount must be the same: 60.00 and 60.01 are two different charges',
        cls: 'tolerance-for-equality',
      },
    ],
  },
  'transport-long-route-segments': {
    right: [
      // stops are numbered without gaps, so LEAD over stop_sequence is the stop at n + 1
      `SELECT route_code, from_stop, to_stop, segment_minutes FROM (
         SELECT r.route_code, s.stop_name AS from_stop, LEAD(s.stop_name) OVER w AS to_stop,
                LEAD(rs.minutes_from_start) OVER w - rs.minutes_from_start AS segment_minutes, rs.stop_sequence
         FROM route_stops rs JOIN routes r ON r.id = rs.route_id JOIN stops s ON s.id = rs.stop_id
         WINDOW w AS (PARTITION BY rs.route_id ORDER BY rs.stop_sequence)) x
       WHERE segment_minutes >= 5
       ORDER BY segment_minutes DESC, route_code, stop_sequence`,
      `WITH seg AS (
         SELECT a.route_id, a.stop_sequence, a.stop_id AS from_id, b.stop_id AS to_id,
                b.minutes_from_start - a.minutes_from_start AS mins
         FROM route_stops a, route_stops b
         WHERE b.route_id = a.route_id AND b.stop_sequence - 1 = a.stop_sequence)
       SELECT r.route_code,
              (SELECT stop_name FROM stops WHERE id = seg.from_id) AS from_stop,
              (SELECT stop_name FROM stops WHERE id = seg.to_id) AS to_stop,
              seg.mins AS segment_minutes
       FROM seg JOIN routes r ON r.id = seg.route_id
       WHERE NOT seg.mins < 5
       ORDER BY 4 DESC, 1, seg.stop_sequence`,
    ],
    wrong: [
      {
        sql: `SELECT r.route_code, sa.stop_name AS from_stop, sb.stop_name AS to_stop, b.minutes_from_start - a.minutes_from_start AS segment_minutes
              FROM route_stops a JOIN route_stops b ON b.route_id = a.route_id AND b.stop_sequence = a.stop_sequence + 1
              JOIN routes r ON r.id = a.route_id JOIN stops sa ON sa.id = a.stop_id JOIN stops sb ON sb.id = b.stop_id
              WHERE b.minutes_from_start - a.minutes_from_start > 5 ORDER BY segment_minutes DESC, r.route_code, a.stop_sequence`,
        why: 'a segment of exactly 5 minutes is included',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT route_code, from_stop, to_stop, segment_minutes FROM (
                SELECT r.route_code, s.stop_name AS from_stop, LEAD(s.stop_name) OVER w AS to_stop,
                       LEAD(rs.minutes_from_start) OVER w - rs.minutes_from_start AS segment_minutes, rs.stop_sequence
                FROM route_stops rs JOIN routes r ON r.id = rs.route_id JOIN stops s ON s.id = rs.stop_id
                WINDOW w AS (ORDER BY rs.route_id, rs.stop_sequence)) x
              WHERE segment_minutes >= 5 ORDER BY segment_minutes DESC, route_code, stop_sequence`,
        why: "without PARTITION BY route the last stop of one route is paired with the next route's first stop",
        cls: 'window-partition',
      },
      {
        sql: `SELECT r.route_code, sa.stop_name AS from_stop, sb.stop_name AS to_stop, b.minutes_from_start - a.minutes_from_start AS segment_minutes
              FROM route_stops a JOIN route_stops b ON b.route_id = a.route_id AND b.stop_sequence > a.stop_sequence
              JOIN routes r ON r.id = a.route_id JOIN stops sa ON sa.id = a.stop_id JOIN stops sb ON sb.id = b.stop_id
              WHERE b.minutes_from_start - a.minutes_from_start >= 5 ORDER BY segment_minutes DESC, r.route_code, a.stop_sequence`,
        why: 'a segment joins consecutive stops only, not any later stop',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT r.route_code, sa.stop_name AS from_stop, sb.stop_name AS to_stop, b.minutes_from_start - a.minutes_from_start AS segment_minutes
              FROM route_stops a JOIN route_stops b ON b.route_id = a.route_id AND b.stop_sequence = a.stop_sequence + 1
              JOIN routes r ON r.id = a.route_id JOIN stops sa ON sa.id = a.stop_id JOIN stops sb ON sb.id = b.stop_id
              WHERE b.minutes_from_start - a.minutes_from_start >= 5 ORDER BY segment_minutes DESC, r.route_code, a.stop_id`,
        why: "the last tie-break is the segment's position on the route (stop_sequence), not the stop id",
        cls: 'wrong-column',
      },
      {
        sql: `SELECT r.route_code, sa.stop_name AS from_stop, sb.stop_name AS to_stop, b.minutes_from_start - a.minutes_from_start AS segment_minutes
              FROM route_stops a JOIN route_stops b ON b.route_id = a.route_id AND b.stop_sequence = a.stop_sequence + 1
              JOIN routes r ON r.id = a.route_id JOIN stops sa ON sa.id = a.stop_id JOIN stops sb ON sb.id = b.stop_id
              WHERE b.minutes_from_start - a.minutes_from_start >= 5 ORDER BY segment_minutes DESC, r.route_code`,
        why: 'two equal segments of one route must be ordered by their position',
        cls: 'tie-break',
      },
      {
        sql: `SELECT r.route_code, sa.stop_name AS from_stop, sb.stop_name AS to_stop, b.minutes_from_start - a.minutes_from_start AS segment_minutes
              FROM route_stops a JOIN route_stops b ON b.route_id = a.route_id AND b.stop_sequence = a.stop_sequence + 1
              JOIN routes r ON r.id = a.route_id JOIN stops sa ON sa.id = a.stop_sequence JOIN stops sb ON sb.id = b.stop_sequence
              WHERE b.minutes_from_start - a.minutes_from_start >= 5 ORDER BY segment_minutes DESC, r.route_code, a.stop_sequence`,
        why: 'the stop names are looked up by stop_sequence instead of stop_id',
        cls: 'wrong-join-key',
      },
      {
        sql: `SELECT route_code, from_stop, to_stop, segment_minutes FROM (
                SELECT r.route_code, s.stop_name AS from_stop, LEAD(s.stop_name) OVER w AS to_stop,
                       LEAD(rs.minutes_from_start) OVER w - rs.minutes_from_start AS segment_minutes, rs.stop_sequence
                FROM route_stops rs JOIN routes r ON r.id = rs.route_id JOIN stops s ON s.id = rs.stop_id
                WINDOW w AS (PARTITION BY rs.route_id ORDER BY rs.minutes_from_start)) x
              WHERE segment_minutes >= 5 ORDER BY segment_minutes DESC, route_code, stop_sequence`,
        why: 'two stops with the same minutes_from_start have no order by minutes: the stop order is stop_sequence',
        cls: 'tie-break',
      },
    ],
  },
  'logistics-latest-scan-per-parcel': {
    right: [
      `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at
       FROM tracked_parcels p
       LEFT JOIN (SELECT DISTINCT ON (parcel_id) parcel_id, scan_status, scanned_at FROM parcel_scans
                  ORDER BY parcel_id, scanned_at DESC, id DESC) l ON l.parcel_id = p.id
       ORDER BY p.tracking_no`,
      `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at
       FROM tracked_parcels p
       LEFT JOIN LATERAL (SELECT s.scan_status, s.scanned_at FROM parcel_scans s WHERE s.parcel_id = p.id
                          ORDER BY s.scanned_at DESC, s.id DESC LIMIT 1) l ON true
       ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at FROM tracked_parcels p
              JOIN (SELECT DISTINCT ON (parcel_id) parcel_id, scan_status, scanned_at FROM parcel_scans ORDER BY parcel_id, scanned_at DESC, id DESC) l
                ON l.parcel_id = p.id ORDER BY p.tracking_no`,
        why: 'every parcel is listed; one never scanned shows NULLs',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at FROM tracked_parcels p
              LEFT JOIN (SELECT DISTINCT ON (parcel_id) parcel_id, scan_status, scanned_at FROM parcel_scans ORDER BY parcel_id, scanned_at DESC, id) l
                ON l.parcel_id = p.id ORDER BY p.tracking_no`,
        why: 'on equal instants the higher scan id is the latest',
        cls: 'tie-break',
      },
      {
        sql: `SELECT p.tracking_no, s.scan_status AS last_status, s.scanned_at AS last_scan_at FROM tracked_parcels p
              LEFT JOIN parcel_scans s ON s.parcel_id = p.id
                AND s.scanned_at = (SELECT MAX(x.scanned_at) FROM parcel_scans x WHERE x.parcel_id = p.id)
              ORDER BY p.tracking_no`,
        why: 'two scans at the latest instant give two rows; one latest scan per parcel is asked',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT p.tracking_no, MAX(s.scan_status) AS last_status, MAX(s.scanned_at) AS last_scan_at FROM tracked_parcels p
              LEFT JOIN parcel_scans s ON s.parcel_id = p.id GROUP BY p.id, p.tracking_no ORDER BY p.tracking_no`,
        why: "MAX of the status is the alphabetically last status, not the latest scan's",
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at FROM tracked_parcels p
              LEFT JOIN (SELECT DISTINCT ON (parcel_id) parcel_id, scan_status, scanned_at FROM parcel_scans ORDER BY parcel_id, id DESC) l
                ON l.parcel_id = p.id ORDER BY p.tracking_no`,
        why: 'scans were entered out of order: the highest id is not the latest scan',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at FROM tracked_parcels p
              LEFT JOIN (SELECT parcel_id, scan_status, scanned_at, ROW_NUMBER() OVER (ORDER BY scanned_at DESC, id DESC) AS rn FROM parcel_scans) l
                ON l.parcel_id = p.id AND l.rn = 1 ORDER BY p.tracking_no`,
        why: 'without PARTITION BY parcel only the single latest scan of all parcels is kept',
        cls: 'window-partition',
      },
      {
        sql: `SELECT p.tracking_no, l.scan_status AS last_status, l.scanned_at AS last_scan_at FROM tracked_parcels p
              LEFT JOIN LATERAL (SELECT s.scan_status, s.scanned_at FROM parcel_scans s WHERE s.parcel_id = p.id ORDER BY s.scanned_at DESC LIMIT 1) l ON true
              ORDER BY p.tracking_no`,
        why: 'two scans at the same instant need the higher id to decide which one is latest',
        cls: 'tie-break',
      },
    ],
  },
  'education-second-highest-score-per-exam': {
    right: [
      `SELECT e.exam_code, d.score AS runner_up_score
       FROM exams e
       LEFT JOIN (SELECT exam_id, score, DENSE_RANK() OVER (PARTITION BY exam_id ORDER BY score DESC) AS dr
                  FROM (SELECT DISTINCT exam_id, score FROM exam_results WHERE score IS NOT NULL) s) d
         ON d.exam_id = e.id AND d.dr = 2
       ORDER BY e.exam_code`,
      `SELECT e.exam_code,
              (SELECT DISTINCT r.score FROM exam_results r WHERE r.exam_id = e.id AND r.score IS NOT NULL
               ORDER BY r.score DESC OFFSET 1 LIMIT 1) AS runner_up_score
       FROM exams e ORDER BY 1`,
    ],
    wrong: [
      {
        sql: `SELECT e.exam_code, d.score AS runner_up_score FROM exams e
              LEFT JOIN (SELECT exam_id, score, ROW_NUMBER() OVER (PARTITION BY exam_id ORDER BY score DESC) AS rn
                         FROM exam_results WHERE score IS NOT NULL) d ON d.exam_id = e.id AND d.rn = 2
              ORDER BY e.exam_code`,
        why: 'equal scores count once: 88, 88, 70 give 70, not 88',
        cls: 'tie-break',
      },
      {
        sql: `SELECT e.exam_code,
                     (SELECT r.score FROM exam_results r WHERE r.exam_id = e.id AND r.score IS NOT NULL ORDER BY r.score DESC OFFSET 1 LIMIT 1) AS runner_up_score
              FROM exams e ORDER BY 1`,
        why: 'without DISTINCT a tied top score is its own runner-up',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT e.exam_code, MAX(r.score) AS runner_up_score FROM exams e
              JOIN exam_results r ON r.exam_id = e.id
              WHERE r.score < (SELECT MAX(t.score) FROM exam_results t WHERE t.exam_id = e.id)
              GROUP BY e.exam_code ORDER BY e.exam_code`,
        why: 'an exam with fewer than two distinct scores is still listed with NULL',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT e.exam_code,
                     (SELECT DISTINCT r.score FROM exam_results r WHERE r.exam_id = e.id ORDER BY r.score DESC OFFSET 1 LIMIT 1) AS runner_up_score
              FROM exams e ORDER BY 1`,
        why: 'NULL sorts first in DESC order, so an unmarked script pushes the top score into second place',
        cls: 'null-handling',
      },
      {
        sql: `SELECT e.exam_code,
                     (SELECT MAX(r.score) FROM exam_results r WHERE r.exam_id = e.id
                        AND r.score <= (SELECT MAX(t.score) FROM exam_results t WHERE t.exam_id = e.id)) AS runner_up_score
              FROM exams e ORDER BY e.exam_code`,
        why: 'the runner-up is strictly below the top score',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT e.exam_code,
                     (SELECT MAX(r.score) FROM exam_results r WHERE r.exam_id = e.id
                        AND r.score < (SELECT MAX(t.score) FROM exam_results t)) AS runner_up_score
              FROM exams e ORDER BY e.exam_code`,
        why: "the top score must be the exam's own, not the top over all exams",
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT e.exam_code,
                     (SELECT CASE WHEN COUNT(DISTINCT r.score) >= 2 THEN MIN(r.score) END FROM exam_results r WHERE r.exam_id = e.id) AS runner_up_score
              FROM exams e ORDER BY e.exam_code`,
        why: 'the lowest score is the runner-up only when there are exactly two distinct scores',
        cls: 'wrong-aggregate',
      },
    ],
  },
  'retail-repeat-buyer-rate-per-channel': {
    right: [
      `SELECT joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE n >= 2) AS repeat_buyers,
              ROUND(100.0 * COUNT(*) FILTER (WHERE n >= 2) / COUNT(*), 1) AS repeat_pct
       FROM (SELECT m.id, m.joined_via,
                    (SELECT COUNT(*) FROM member_orders o WHERE o.member_id = m.id AND o.status = 'completed') AS n
             FROM loyalty_members m) x
       GROUP BY joined_via
       ORDER BY repeat_pct DESC, joined_via`,
      `WITH rep AS (SELECT member_id FROM member_orders WHERE status = 'completed' GROUP BY member_id HAVING COUNT(*) > 1)
       SELECT m.joined_via, COUNT(m.id) AS members, COUNT(rep.member_id) AS repeat_buyers,
              ROUND(COUNT(rep.member_id) * 100.0 / COUNT(m.id), 1) AS repeat_pct
       FROM loyalty_members m LEFT JOIN rep ON rep.member_id = m.id
       GROUP BY m.joined_via ORDER BY 4 DESC, 1`,
    ],
    wrong: [
      {
        sql: `WITH c AS (SELECT member_id, COUNT(*) AS n FROM member_orders GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n >= 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN c ON c.member_id = m.id GROUP BY m.joined_via ORDER BY repeat_pct DESC, m.joined_via`,
        why: 'returned orders do not count',
        cls: 'status-filter',
      },
      {
        sql: `WITH c AS (SELECT member_id, COUNT(*) AS n FROM member_orders WHERE status = 'completed' GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n >= 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m JOIN c ON c.member_id = m.id GROUP BY m.joined_via ORDER BY repeat_pct DESC, m.joined_via`,
        why: 'members with no (completed) order count in the denominator',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `WITH c AS (SELECT member_id, COUNT(*) AS n FROM member_orders WHERE status = 'completed' GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n > 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.n > 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN c ON c.member_id = m.id GROUP BY m.joined_via ORDER BY repeat_pct DESC, m.joined_via`,
        why: '"at least two" completed orders: exactly two makes a repeat buyer',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH c AS (SELECT member_id, COUNT(DISTINCT ordered_on) AS n FROM member_orders WHERE status = 'completed' GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n >= 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN c ON c.member_id = m.id GROUP BY m.joined_via ORDER BY repeat_pct DESC, m.joined_via`,
        why: 'two orders on the same day are two orders',
        cls: 'distinct-misuse',
      },
      {
        sql: `WITH c AS (SELECT member_id, COUNT(*) AS n FROM member_orders WHERE status = 'completed' GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n >= 2) AS repeat_buyers,
                     ROUND(100 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN c ON c.member_id = m.id GROUP BY m.joined_via ORDER BY repeat_pct DESC, m.joined_via`,
        why: 'integer division truncates the percentage',
        cls: 'integer-division',
      },
      {
        sql: `WITH c AS (SELECT member_id, COUNT(*) AS n FROM member_orders WHERE status = 'completed' GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n >= 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN c ON c.member_id = m.id GROUP BY m.joined_via
              ORDER BY 1.0 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*) DESC, m.joined_via`,
        why: 'ordered by the exact share: channels whose repeat_pct rounds equal must fall back to joined_via',
        cls: 'rounding-order',
      },
      {
        sql: `SELECT m.joined_via, COUNT(*) AS members,
                     COUNT(DISTINCT m.id) FILTER (WHERE (SELECT COUNT(*) FROM member_orders x WHERE x.member_id = m.id AND x.status = 'completed') >= 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(DISTINCT m.id) FILTER (WHERE (SELECT COUNT(*) FROM member_orders x WHERE x.member_id = m.id AND x.status = 'completed') >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN member_orders o ON o.member_id = m.id
              GROUP BY m.joined_via ORDER BY repeat_pct DESC, m.joined_via`,
        why: 'joining the orders repeats each member once per order, so members (the denominator) counts orders',
        cls: 'fan-out',
      },
      {
        sql: `WITH c AS (SELECT member_id, COUNT(*) AS n FROM member_orders WHERE status = 'completed' GROUP BY member_id)
              SELECT m.joined_via, COUNT(*) AS members, COUNT(*) FILTER (WHERE c.n >= 2) AS repeat_buyers,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.n >= 2) / COUNT(*), 1) AS repeat_pct
              FROM loyalty_members m LEFT JOIN c ON c.member_id = m.id GROUP BY m.joined_via ORDER BY repeat_pct DESC`,
        why: 'channels with the same repeat_pct must be ordered by joined_via',
        cls: 'tie-break',
      },
    ],
  },
  'science-alarms-during-calibration': {
    right: [
      `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician
       FROM sensor_alarms a JOIN calibration_windows w
         ON w.sensor_code = a.sensor_code AND a.raised_at >= lower(w.during) AND a.raised_at < upper(w.during)
       ORDER BY a.raised_at, a.id`,
      // windows of one sensor never overlap (EXCLUDE), so at most one window holds an alarm
      `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at,
              (SELECT w.technician FROM calibration_windows w WHERE w.sensor_code = a.sensor_code AND a.raised_at <@ w.during) AS technician
       FROM sensor_alarms a
       WHERE EXISTS (SELECT 1 FROM calibration_windows w WHERE w.sensor_code = a.sensor_code AND a.raised_at <@ w.during)
       ORDER BY 3, 1`,
    ],
    wrong: [
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              JOIN calibration_windows w ON w.sensor_code = a.sensor_code AND a.raised_at BETWEEN lower(w.during) AND upper(w.during)
              ORDER BY a.raised_at, alarm_id`,
        why: 'the upper bound is excluded: an alarm exactly at the end of a window is not in it',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              JOIN calibration_windows w ON w.sensor_code = a.sensor_code AND a.raised_at > lower(w.during) AND a.raised_at < upper(w.during)
              ORDER BY a.raised_at, alarm_id`,
        why: 'the lower bound is included: an alarm at the exact start belongs to the window',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              JOIN calibration_windows w ON w.during @> a.raised_at ORDER BY a.raised_at, alarm_id`,
        why: 'the alarm must come from the sensor being calibrated',
        cls: 'incomplete-predicate',
      },
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              LEFT JOIN calibration_windows w ON w.sensor_code = a.sensor_code AND w.during @> a.raised_at ORDER BY a.raised_at, alarm_id`,
        why: 'only alarms raised during a calibration are listed',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              JOIN calibration_windows w ON w.sensor_code = a.sensor_code AND w.during @> a.raised_at ORDER BY a.raised_at`,
        why: 'alarms raised at the same instant must be ordered by alarm_id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              JOIN calibration_windows w ON w.sensor_code = a.sensor_code AND a.raised_at < upper(w.during)
              ORDER BY a.raised_at, alarm_id`,
        why: "no lower bound: an alarm before the window started (or before an earlier window's end) is matched",
        cls: 'missing-lower-bound',
      },
      {
        sql: `SELECT a.id AS alarm_id, a.sensor_code, a.raised_at, w.technician FROM sensor_alarms a
              JOIN calibration_windows w ON w.id = a.id AND w.during @> a.raised_at ORDER BY a.raised_at, alarm_id`,
        why: 'the window is joined on the alarm id instead of the sensor',
        cls: 'wrong-join-key',
      },
    ],
  },
  'logistics-cycle-count-variance': {
    right: [
      `SELECT bin, sku, SUM(sys)::int AS system_qty, SUM(cnt) AS counted_qty, SUM(cnt) - SUM(sys) AS variance
       FROM (SELECT bin, sku, qty AS sys, 0 AS cnt FROM system_stock
             UNION ALL
             SELECT bin, sku, 0, counted FROM count_scans) u
       GROUP BY bin, sku
       HAVING SUM(cnt) <> SUM(sys)
       ORDER BY abs(SUM(cnt) - SUM(sys)) DESC, bin, sku`,
      `WITH keys AS (SELECT bin, sku FROM system_stock UNION SELECT bin, sku FROM count_scans),
       cnt AS (SELECT bin, sku, SUM(counted) AS n FROM count_scans GROUP BY bin, sku)
       SELECT k.bin, k.sku, COALESCE(s.qty, 0) AS system_qty, COALESCE(c.n, 0) AS counted_qty, COALESCE(c.n, 0) - COALESCE(s.qty, 0) AS variance
       FROM keys k LEFT JOIN system_stock s ON s.bin = k.bin AND s.sku = k.sku LEFT JOIN cnt c ON c.bin = k.bin AND c.sku = k.sku
       WHERE COALESCE(c.n, 0) <> COALESCE(s.qty, 0)
       ORDER BY abs(COALESCE(c.n, 0) - COALESCE(s.qty, 0)) DESC, 1, 2`,
    ],
    wrong: [
      {
        sql: `SELECT COALESCE(s.bin, c.bin) AS bin, COALESCE(s.sku, c.sku) AS sku, COALESCE(s.qty, 0) AS system_qty,
                     COALESCE(c.counted, 0) AS counted_qty, COALESCE(c.counted, 0) - COALESCE(s.qty, 0) AS variance
              FROM system_stock s FULL JOIN count_scans c ON c.bin = s.bin AND c.sku = s.sku
              WHERE COALESCE(c.counted, 0) <> COALESCE(s.qty, 0)
              ORDER BY abs(COALESCE(c.counted, 0) - COALESCE(s.qty, 0)) DESC, bin, sku`,
        why: 'repeated scans of one bin and SKU add up; each scan is compared with the full system quantity here',
        cls: 'fan-out',
      },
      {
        sql: `WITH c AS (SELECT bin, sku, SUM(counted) AS counted_qty FROM count_scans GROUP BY bin, sku)
              SELECT COALESCE(s.bin, c.bin) AS bin, COALESCE(s.sku, c.sku) AS sku, COALESCE(s.qty, 0) AS system_qty,
                     COALESCE(c.counted_qty, 0) AS counted_qty, COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0) AS variance
              FROM system_stock s FULL JOIN c ON c.sku = s.sku
              WHERE COALESCE(c.counted_qty, 0) <> COALESCE(s.qty, 0)
              ORDER BY abs(COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0)) DESC, bin, sku`,
        why: 'bin and SKU together identify a stock record; joining on the SKU alone pairs other bins',
        cls: 'wrong-join-key',
      },
      {
        sql: `WITH c AS (SELECT bin, sku, SUM(counted) AS counted_qty FROM count_scans GROUP BY bin, sku)
              SELECT COALESCE(s.bin, c.bin) AS bin, COALESCE(s.sku, c.sku) AS sku, COALESCE(s.qty, 0) AS system_qty,
                     COALESCE(c.counted_qty, 0) AS counted_qty, COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0) AS variance
              FROM system_stock s FULL JOIN c ON c.bin = s.bin AND c.sku = s.sku
              WHERE COALESCE(c.counted_qty, 0) <> COALESCE(s.qty, 0)
              ORDER BY variance DESC, bin, sku`,
        why: 'the order is by the absolute variance: a shortfall of 50 comes before a surplus of 6',
        cls: 'wrong-column',
      },
      {
        sql: `WITH c AS (SELECT bin, sku, MAX(counted) AS counted_qty FROM count_scans GROUP BY bin, sku)
              SELECT COALESCE(s.bin, c.bin) AS bin, COALESCE(s.sku, c.sku) AS sku, COALESCE(s.qty, 0) AS system_qty,
                     COALESCE(c.counted_qty, 0) AS counted_qty, COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0) AS variance
              FROM system_stock s FULL JOIN c ON c.bin = s.bin AND c.sku = s.sku
              WHERE COALESCE(c.counted_qty, 0) <> COALESCE(s.qty, 0)
              ORDER BY abs(COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0)) DESC, bin, sku`,
        why: 'the counts of repeated scans add up; the largest scan is not the count',
        cls: 'wrong-aggregate',
      },
      {
        sql: `WITH c AS (SELECT bin, sku, SUM(counted) AS counted_qty FROM count_scans GROUP BY bin, sku)
              SELECT s.bin, s.sku, s.qty AS system_qty, c.counted_qty, c.counted_qty - s.qty AS variance
              FROM system_stock s JOIN c ON c.bin = s.bin AND c.sku = s.sku
              WHERE c.counted_qty <> s.qty
              ORDER BY abs(c.counted_qty - s.qty) DESC, s.bin, s.sku`,
        why: 'a bin and SKU present on one side only is listed with 0 on the other',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `WITH c AS (SELECT bin, sku, SUM(counted) AS counted_qty FROM count_scans GROUP BY bin, sku)
              SELECT COALESCE(s.bin, c.bin) AS bin, COALESCE(s.sku, c.sku) AS sku, COALESCE(s.qty, 0) AS system_qty,
                     COALESCE(c.counted_qty, 0) AS counted_qty, GREATEST(COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0), 0) AS variance
              FROM system_stock s FULL JOIN c ON c.bin = s.bin AND c.sku = s.sku
              WHERE COALESCE(c.counted_qty, 0) <> COALESCE(s.qty, 0)
              ORDER BY abs(COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0)) DESC, bin, sku`,
        why: 'a shortfall is a negative variance, not 0',
        cls: 'negative-clipping',
      },
      {
        sql: `WITH c AS (SELECT bin, sku, SUM(counted) AS counted_qty FROM count_scans GROUP BY bin, sku)
              SELECT COALESCE(s.bin, c.bin) AS bin, COALESCE(s.sku, c.sku) AS sku, COALESCE(s.qty, 0) AS system_qty,
                     COALESCE(c.counted_qty, 0) AS counted_qty, COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0) AS variance
              FROM system_stock s FULL JOIN c ON c.bin = s.bin AND c.sku = s.sku
              WHERE COALESCE(c.counted_qty, 0) <> COALESCE(s.qty, 0)
              ORDER BY abs(COALESCE(c.counted_qty, 0) - COALESCE(s.qty, 0)) DESC, bin`,
        why: 'equal variances in one bin must be ordered by sku',
        cls: 'tie-break',
      },
    ],
  },
  'finance-bank-ledger-full-reconciliation': {
    right: [
      `SELECT status, COUNT(*) AS refs, SUM(diff) AS net_difference FROM (
         SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger'
                     WHEN b.reference IS NULL THEN 'missing_in_bank'
                     WHEN b.amount <> l.amount THEN 'amount_mismatch'
                     ELSE 'matched' END AS status,
                COALESCE(b.amount, 0) - COALESCE(l.amount, 0) AS diff
         FROM bank_lines b FULL JOIN ledger_entries l ON b.reference = l.reference) x
       GROUP BY status ORDER BY status`,
      `SELECT * FROM (
         SELECT 'amount_mismatch' AS status, COUNT(*) AS refs, SUM(b.amount - l.amount) AS net_difference
         FROM bank_lines b JOIN ledger_entries l ON l.reference = b.reference WHERE b.amount <> l.amount HAVING COUNT(*) > 0
         UNION ALL
         SELECT 'matched', COUNT(*), SUM(b.amount - l.amount)
         FROM bank_lines b JOIN ledger_entries l ON l.reference = b.reference WHERE b.amount = l.amount HAVING COUNT(*) > 0
         UNION ALL
         SELECT 'missing_in_bank', COUNT(*), SUM(-l.amount)
         FROM ledger_entries l WHERE NOT EXISTS (SELECT 1 FROM bank_lines b WHERE b.reference = l.reference) HAVING COUNT(*) > 0
         UNION ALL
         SELECT 'missing_in_ledger', COUNT(*), SUM(b.amount)
         FROM bank_lines b WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.reference = b.reference) HAVING COUNT(*) > 0) s
       ORDER BY status`,
    ],
    wrong: [
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.reference IS NULL THEN 'missing_in_bank'
                          WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(COALESCE(b.amount, 0) - COALESCE(l.amount, 0)) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 HAVING SUM(COALESCE(b.amount, 0) - COALESCE(l.amount, 0)) <> 0 ORDER BY status`,
        why: 'a status whose differences net to 0 (always the matched one) is still listed',
        cls: 'zero-sum-group',
      },
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.reference IS NULL THEN 'missing_in_bank'
                          WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(COALESCE(b.amount, 0) - COALESCE(l.amount, 0)) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              WHERE COALESCE(b.amount, 0) - COALESCE(l.amount, 0) <> 0
              GROUP BY 1 ORDER BY status`,
        why: 'references with a zero difference (every matched one, or a missing side of amount 0) are dropped',
        cls: 'zero-sum-group',
      },
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(b.amount - COALESCE(l.amount, 0)) AS net_difference
              FROM bank_lines b LEFT JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 ORDER BY status`,
        why: 'references in the ledger only are part of the summary',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.reference IS NULL THEN 'missing_in_bank'
                          WHEN ROUND(b.amount) = ROUND(l.amount) THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(COALESCE(b.amount, 0) - COALESCE(l.amount, 0)) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 ORDER BY status`,
        why: 'matched means equal amounts, not amounts equal after rounding to whole units',
        cls: 'tolerance-for-equality',
      },
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.reference IS NULL THEN 'missing_in_bank'
                          WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(ABS(COALESCE(b.amount, 0) - COALESCE(l.amount, 0))) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 ORDER BY status`,
        why: 'net_difference nets signed differences; taking absolute values stops them cancelling',
        cls: 'negative-clipping',
      },
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.reference IS NULL THEN 'missing_in_bank'
                          WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(b.amount - l.amount) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 ORDER BY status`,
        why: 'a missing side counts as 0; without COALESCE the difference is NULL',
        cls: 'null-handling',
      },
      {
        sql: `SELECT CASE WHEN b.reference IS NULL THEN 'missing_in_ledger' WHEN l.reference IS NULL THEN 'missing_in_bank'
                          WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(*) AS refs, SUM(COALESCE(b.amount, 0) - COALESCE(l.amount, 0)) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 ORDER BY status`,
        why: 'the missing labels are swapped: no bank line means missing_in_bank',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT CASE WHEN l.reference IS NULL THEN 'missing_in_ledger' WHEN b.reference IS NULL THEN 'missing_in_bank'
                          WHEN b.amount = l.amount THEN 'matched' ELSE 'amount_mismatch' END AS status,
                     COUNT(b.reference) AS refs, SUM(COALESCE(b.amount, 0) - COALESCE(l.amount, 0)) AS net_difference
              FROM bank_lines b FULL JOIN ledger_entries l ON l.reference = b.reference
              GROUP BY 1 ORDER BY status`,
        why: 'COUNT(b.reference) skips the references missing in the bank',
        cls: 'count-col-vs-star',
      },
    ],
  },
};

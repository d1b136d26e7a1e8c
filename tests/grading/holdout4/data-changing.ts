import { type HoldoutCases } from './types';

/**
 * Fourth held-out set (issue 32), the data-changing challenges (one UPDATE or DELETE graded by the rows the
 * tables hold afterwards): written from the challenge text alone, before any grading run.
 */
export const DATA_CHANGING: HoldoutCases = {
  'hr-delete-expired-job-postings': {
    right: [
      `DELETE FROM job_postings WHERE is_evergreen = false AND closes_on <= DATE '2025-04-30'`,
      `DELETE FROM job_postings j
       WHERE j.id IN (SELECT id FROM job_postings WHERE closes_on < '2025-05-01' AND NOT is_evergreen)`,
    ],
    wrong: [
      {
        sql: `DELETE FROM job_postings WHERE closes_on <= DATE '2025-05-01' AND NOT is_evergreen`,
        why: 'a posting that closes on 1 May 2025 stays',
        cls: 'inclusive-bound',
      },
      {
        sql: `DELETE FROM job_postings WHERE closes_on < DATE '2025-05-01'`,
        why: 'evergreen postings are never removed',
        cls: 'status-filter',
      },
      {
        sql: `DELETE FROM job_postings WHERE posted_on < DATE '2025-05-01' AND NOT is_evergreen`,
        why: 'the closing date decides, not the posting date',
        cls: 'wrong-column',
      },
      {
        sql: `DELETE FROM job_postings WHERE EXTRACT(MONTH FROM closes_on) < 5 AND NOT is_evergreen`,
        why: 'the month alone ignores the year: a posting that closed in December 2024 is before May 2025',
        cls: 'date-part-without-year',
      },
      {
        sql: `DELETE FROM job_postings WHERE closes_on BETWEEN DATE '2025-01-01' AND DATE '2025-04-30' AND NOT is_evergreen`,
        why: 'every posting closed before 1 May 2025 goes, also those of earlier years',
        cls: 'incomplete-predicate',
      },
      {
        sql: `DELETE FROM job_postings WHERE NOT is_evergreen AND closes_on < DATE '2025-05-01' OR closes_on < DATE '2025-01-01'`,
        why: 'AND binds tighter than OR: an evergreen posting that closed before 2025 is deleted',
        cls: 'and-or-precedence',
      },
    ],
  },
  'saas-tiered-price-increase': {
    right: [
      `UPDATE plans SET monthly_price = CASE WHEN tier = 'pro' THEN ROUND(monthly_price * 1.08, 2)
                                            WHEN tier = 'business' THEN ROUND(monthly_price * 1.05, 2)
                                            ELSE monthly_price END
       WHERE is_legacy = false`,
      `UPDATE plans p SET monthly_price = ROUND(p.monthly_price * v.factor, 2)
       FROM (VALUES ('pro', 1.08), ('business', 1.05)) AS v(tier, factor)
       WHERE v.tier = p.tier AND NOT p.is_legacy`,
    ],
    wrong: [
      {
        sql: `UPDATE plans SET monthly_price = ROUND(monthly_price * CASE tier WHEN 'pro' THEN 1.08 WHEN 'business' THEN 1.05 ELSE 1 END, 2)`,
        why: 'legacy plans keep their price whatever their tier',
        cls: 'status-filter',
      },
      {
        sql: `UPDATE plans SET monthly_price = TRUNC(monthly_price * CASE tier WHEN 'pro' THEN 1.08 WHEN 'business' THEN 1.05 ELSE 1 END, 2)
              WHERE NOT is_legacy`,
        why: 'the new price is rounded half away from zero, not truncated',
        cls: 'rounding-order',
      },
      {
        sql: `UPDATE plans SET monthly_price = ROUND(monthly_price * CASE tier WHEN 'pro' THEN 1.05 WHEN 'business' THEN 1.08 ELSE 1 END, 2)
              WHERE NOT is_legacy`,
        why: 'pro goes up 8 % and business 5 %, not the other way round',
        cls: 'wrong-column',
      },
      {
        sql: `UPDATE plans SET monthly_price = ROUND(monthly_price * CASE WHEN tier = 'pro' THEN 1.08 WHEN tier = 'business' THEN 1.05 ELSE 1 END, 2)
              WHERE NOT is_legacy AND tier = 'pro' OR tier = 'business'`,
        why: 'AND binds tighter than OR: legacy business plans are raised too',
        cls: 'and-or-precedence',
      },
      {
        sql: `UPDATE plans SET monthly_price = ROUND(monthly_price * CASE WHEN name LIKE 'Pro%' THEN 1.08 WHEN name LIKE 'Business%' THEN 1.05 ELSE 1 END, 2)
              WHERE NOT is_legacy`,
        why: 'the tier is in the tier column, not in the plan name',
        cls: 'type-from-code',
      },
      {
        sql: `UPDATE plans SET monthly_price = ROUND(monthly_price * CASE tier WHEN 'pro' THEN 1.08 WHEN 'business' THEN 1.05 ELSE 1 END)
              WHERE NOT is_legacy`,
        why: 'rounded to whole euros instead of whole cents',
        cls: 'rounding-order',
      },
    ],
  },
  'healthcare-cancel-appointments-during-leave': {
    right: [
      `UPDATE appointments a SET status = 'cancelled'
       FROM leaves l
       WHERE l.doctor_id = a.doctor_id AND a.status = 'booked'
         AND a.starts_at::date BETWEEN l.first_day AND l.last_day`,
      `UPDATE appointments SET status = 'cancelled'
       WHERE status = 'booked' AND id IN (
         SELECT a.id FROM appointments a JOIN leaves l ON l.doctor_id = a.doctor_id
         WHERE daterange(l.first_day, l.last_day, '[]') @> a.starts_at::date)`,
    ],
    wrong: [
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE a.status = 'booked' AND EXISTS (
                SELECT 1 FROM leaves l WHERE l.doctor_id = a.doctor_id AND a.starts_at >= l.first_day AND a.starts_at <= l.last_day)`,
        why: 'starts_at <= last_day stops at midnight: appointments later on the last leave day stay booked',
        cls: 'timestamp-bound',
      },
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE a.status = 'booked' AND EXISTS (
                SELECT 1 FROM leaves l WHERE l.doctor_id = a.doctor_id AND a.starts_at BETWEEN l.first_day AND l.last_day + 1)`,
        why: 'an appointment at 00:00 on the day after the leave stays booked',
        cls: 'timestamp-bound',
      },
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE a.status = 'booked' AND EXISTS (
                SELECT 1 FROM leaves l WHERE a.starts_at::date BETWEEN l.first_day AND l.last_day)`,
        why: "only the appointment's own doctor's leave counts",
        cls: 'incomplete-predicate',
      },
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE EXISTS (
                SELECT 1 FROM leaves l WHERE l.doctor_id = a.doctor_id AND a.starts_at::date BETWEEN l.first_day AND l.last_day)`,
        why: "appointments already 'done' stay as they are",
        cls: 'status-filter',
      },
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE a.status = 'booked' AND EXISTS (
                SELECT 1 FROM leaves l WHERE l.doctor_id = a.doctor_id AND a.starts_at::date > l.first_day AND a.starts_at::date <= l.last_day)`,
        why: 'the first day of a leave is part of it',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE a.status = 'booked' AND EXISTS (
                SELECT 1 FROM leaves l WHERE l.doctor_id = a.doctor_id
                  AND EXTRACT(DAY FROM a.starts_at) BETWEEN EXTRACT(DAY FROM l.first_day) AND EXTRACT(DAY FROM l.last_day))`,
        why: 'the day of month alone matches the same days of other months (and fails for a leave across a month end)',
        cls: 'date-part-without-year',
      },
      {
        sql: `UPDATE appointments a SET status = 'cancelled' WHERE a.status = 'booked' AND EXISTS (
                SELECT 1 FROM leaves l WHERE l.id = a.doctor_id AND a.starts_at::date BETWEEN l.first_day AND l.last_day)`,
        why: "the leave's own id is compared with the doctor id instead of doctor_id",
        cls: 'wrong-join-key',
      },
    ],
  },
  'finance-mark-dormant-accounts': {
    right: [
      // transactions.account_id is NOT NULL, so NOT IN is safe here
      `UPDATE accounts SET status = 'dormant'
       WHERE status = 'active' AND id NOT IN (SELECT account_id FROM transactions WHERE posted_at >= '2024-07-01')`,
      `UPDATE accounts a SET status = 'dormant'
       WHERE a.status = 'active'
         AND COALESCE((SELECT MAX(t.posted_at) FROM transactions t WHERE t.account_id = a.id), '-infinity'::timestamp) < TIMESTAMP '2024-07-01 00:00'`,
    ],
    wrong: [
      {
        sql: `UPDATE accounts a SET status = 'dormant' WHERE a.status = 'active' AND NOT EXISTS (
                SELECT 1 FROM transactions t WHERE t.account_id = a.id AND t.posted_at > TIMESTAMP '2024-07-01 00:00:00')`,
        why: 'a transaction at 2024-07-01 00:00:00 counts as on that day',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE accounts a SET status = 'dormant' WHERE a.status = 'active'
                AND (SELECT MAX(t.posted_at) FROM transactions t WHERE t.account_id = a.id) < TIMESTAMP '2024-07-01'`,
        why: 'an active account with no transaction at all has a NULL latest date and is dormant too',
        cls: 'null-handling',
      },
      {
        sql: `UPDATE accounts a SET status = 'dormant'
                FROM (SELECT account_id, MAX(posted_at) AS last_at FROM transactions GROUP BY account_id) x
                WHERE x.account_id = a.id AND a.status = 'active' AND x.last_at < TIMESTAMP '2024-07-01'`,
        why: 'joining the transactions leaves out the account that never had one',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `UPDATE accounts a SET status = 'dormant' WHERE NOT EXISTS (
                SELECT 1 FROM transactions t WHERE t.account_id = a.id AND t.posted_at >= TIMESTAMP '2024-07-01')`,
        why: 'frozen and closed accounts stay as they are',
        cls: 'status-filter',
      },
      {
        sql: `UPDATE accounts SET status = 'dormant' WHERE status = 'active' AND id NOT IN (
                SELECT t.account_id FROM accounts x LEFT JOIN transactions t ON t.account_id = x.id AND t.posted_at >= TIMESTAMP '2024-07-01')`,
        why: 'the outer join puts NULL account_ids in the list, so NOT IN is never true',
        cls: 'not-in-null',
      },
      {
        sql: `UPDATE accounts a SET status = 'dormant' WHERE a.status = 'active' AND NOT EXISTS (
                SELECT 1 FROM transactions t WHERE t.account_id = a.id AND EXTRACT(MONTH FROM t.posted_at) >= 7)`,
        why: 'the month alone ignores the year: a transaction in autumn 2023 looks recent and one in January 2025 does not',
        cls: 'date-part-without-year',
      },
      {
        sql: `UPDATE accounts a SET status = 'dormant' WHERE a.status = 'active' AND NOT EXISTS (
                SELECT 1 FROM transactions t WHERE t.id = a.id AND t.posted_at >= TIMESTAMP '2024-07-01')`,
        why: 'the transaction id is compared with the account id instead of account_id',
        cls: 'wrong-join-key',
      },
    ],
  },
  'travel-recompute-loyalty-tiers': {
    right: [
      // an aggregate without GROUP BY returns one row, so a member without flights gets COUNT(*) = 0
      `UPDATE members m SET tier = (
         SELECT CASE WHEN COUNT(*) >= 6 THEN 'gold' WHEN COUNT(*) >= 3 THEN 'silver' ELSE 'basic' END
         FROM flights f
         WHERE f.member_id = m.id AND f.status = 'flown' AND f.flown_on BETWEEN DATE '2024-06-01' AND DATE '2025-05-31')`,
      `UPDATE members m SET tier = CASE WHEN COALESCE(c.n, 0) >= 6 THEN 'gold' WHEN COALESCE(c.n, 0) BETWEEN 3 AND 5 THEN 'silver' ELSE 'basic' END
       FROM members m2
       LEFT JOIN (SELECT member_id, COUNT(*) AS n FROM flights
                  WHERE status = 'flown' AND daterange('2024-06-01', '2025-06-01') @> flown_on GROUP BY member_id) c ON c.member_id = m2.id
       WHERE m2.id = m.id`,
    ],
    wrong: [
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n >= 6 THEN 'gold' WHEN s.n >= 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT mm.id, COUNT(f.id) AS n FROM members mm LEFT JOIN flights f ON f.member_id = mm.id AND f.status = 'flown'
                      AND f.flown_on >= DATE '2024-06-01' AND f.flown_on < DATE '2025-05-31' GROUP BY mm.id) s
              WHERE s.id = m.id`,
        why: '31 May 2025 is inside the qualifying year',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n >= 6 THEN 'gold' WHEN s.n >= 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT mm.id, COUNT(f.id) AS n FROM members mm LEFT JOIN flights f ON f.member_id = mm.id
                      AND f.flown_on >= DATE '2024-06-01' AND f.flown_on < DATE '2025-06-01' GROUP BY mm.id) s
              WHERE s.id = m.id`,
        why: 'cancelled flights do not count',
        cls: 'status-filter',
      },
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n >= 6 THEN 'gold' WHEN s.n >= 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT member_id, COUNT(*) AS n FROM flights WHERE status = 'flown'
                      AND flown_on >= DATE '2024-06-01' AND flown_on < DATE '2025-06-01' GROUP BY member_id) s
              WHERE s.member_id = m.id`,
        why: 'every member gets a tier: one without a flight in the year becomes basic',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n > 6 THEN 'gold' WHEN s.n > 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT mm.id, COUNT(f.id) AS n FROM members mm LEFT JOIN flights f ON f.member_id = mm.id AND f.status = 'flown'
                      AND f.flown_on >= DATE '2024-06-01' AND f.flown_on < DATE '2025-06-01' GROUP BY mm.id) s
              WHERE s.id = m.id`,
        why: '6 flights make gold and 3 make silver',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n >= 6 THEN 'gold' WHEN s.n >= 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT mm.id, COUNT(f.id) AS n FROM members mm LEFT JOIN flights f ON f.member_id = mm.id AND f.status = 'flown'
                      AND f.flown_on <= DATE '2025-05-31' GROUP BY mm.id) s
              WHERE s.id = m.id`,
        why: 'flights before 1 June 2024 are outside the qualifying year',
        cls: 'missing-lower-bound',
      },
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n >= 6 THEN 'gold' WHEN s.n >= 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT mm.id, COUNT(f.id) AS n FROM members mm LEFT JOIN flights f ON f.member_id = mm.id AND f.status = 'flown'
                      AND f.flown_on >= DATE '2025-05-31' - 365 AND f.flown_on <= DATE '2025-05-31' GROUP BY mm.id) s
              WHERE s.id = m.id`,
        why: '365 days before 31 May 2025 is 31 May 2024 (2024 is a leap year): a day too many',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `UPDATE members m SET tier = CASE WHEN s.n >= 6 THEN 'gold' WHEN s.n >= 3 THEN 'silver' ELSE 'basic' END
              FROM (SELECT mm.id, COUNT(DISTINCT f.route) AS n FROM members mm LEFT JOIN flights f ON f.member_id = mm.id AND f.status = 'flown'
                      AND f.flown_on >= DATE '2024-06-01' AND f.flown_on < DATE '2025-06-01' GROUP BY mm.id) s
              WHERE s.id = m.id`,
        why: 'two flights on the same route are two flights',
        cls: 'distinct-misuse',
      },
    ],
  },
};

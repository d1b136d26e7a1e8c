import { type HoldoutCases } from './types';

/** Second held-out set (issue 32), insurance: written from the challenge text alone, before any grading run. */
export const INSURANCE: HoldoutCases = {
  'insurance-late-reported-claims': {
    right: [
      `SELECT id AS claim_id, policy_number, incident_date, reported_date,
              reported_date - incident_date AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
       FROM claims WHERE reported_date > incident_date + 30
       ORDER BY days_to_report DESC, claim_id`,
      `SELECT c.id AS claim_id, c.policy_number, c.incident_date, c.reported_date,
              EXTRACT(DAY FROM c.reported_date::timestamp - c.incident_date::timestamp)::int AS days_to_report,
              to_char(date_trunc('month', c.reported_date), 'YYYY-MM') AS reported_month
       FROM claims c WHERE c.reported_date - c.incident_date >= 31
       ORDER BY 5 DESC, 1`,
    ],
    wrong: [
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     reported_date - incident_date AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE reported_date > incident_date + interval '1 month'
              ORDER BY days_to_report DESC, claim_id`,
        why: 'reads "within 30 days" as one calendar month: a claim reported 30 days after a 1 February incident is late by the month, on time by the text',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     reported_date - incident_date AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE age(reported_date, incident_date) > interval '30 days'
              ORDER BY days_to_report DESC, claim_id`,
        why: "AGE() gives '1 mon 1 day' for 31 January to 1 March (29 days), which compares as 31 days: a claim on time is listed",
        cls: 'calendar-arithmetic',
      },
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     reported_date - incident_date AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE reported_date - incident_date >= 30
              ORDER BY days_to_report DESC, claim_id`,
        why: 'a claim reported exactly 30 days later is on time, by the text',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     reported_date - incident_date AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE reported_date - incident_date > 30
              ORDER BY days_to_report DESC`,
        why: 'claims with the same days_to_report are not ordered by claim_id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     reported_date - incident_date AS days_to_report, to_char(incident_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE reported_date - incident_date > 30
              ORDER BY days_to_report DESC, claim_id`,
        why: 'reported_month is the month of reported_date, not of the incident',
        cls: 'wrong-column',
      },
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     reported_date - incident_date AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE reported_date - incident_date > 30 AND status <> 'rejected'
              ORDER BY days_to_report DESC, claim_id`,
        why: 'the fraud team reviews every late claim; rejected ones are not left out',
        cls: 'status-filter',
      },
      {
        sql: `SELECT id AS claim_id, policy_number, incident_date, reported_date,
                     EXTRACT(DAY FROM age(reported_date, incident_date))::int AS days_to_report, to_char(reported_date, 'YYYY-MM') AS reported_month
              FROM claims WHERE age(reported_date, incident_date) > interval '30 days'
              ORDER BY days_to_report DESC, claim_id`,
        why: 'the day field of AGE() drops whole months, so days_to_report is not the number of days between the dates',
        cls: 'calendar-arithmetic',
      },
    ],
  },
  'insurance-claim-status-by-line': {
    right: [
      `SELECT p.line, COUNT(*) AS total_claims,
              SUM(CASE WHEN c.status = 'open' THEN 1 ELSE 0 END) AS open_claims,
              SUM(CASE WHEN c.status = 'approved' THEN 1 ELSE 0 END) AS approved_claims,
              SUM(CASE WHEN c.status = 'paid' THEN 1 ELSE 0 END) AS paid_claims,
              SUM(CASE WHEN c.status = 'rejected' THEN 1 ELSE 0 END) AS rejected_claims,
              SUM(CASE WHEN c.status IN ('approved', 'paid') THEN c.claimed_amount ELSE 0 END) AS accepted_amount,
              ROUND(100.0 * SUM(CASE WHEN c.status = 'rejected' THEN 1 ELSE 0 END) / COUNT(*), 1) AS rejection_rate_pct
       FROM policies p JOIN claims c ON c.policy_number = p.policy_number
       GROUP BY p.line ORDER BY p.line`,
      `WITH t AS (SELECT p.line, c.status, c.claimed_amount FROM claims c JOIN policies p USING (policy_number))
       SELECT line, COUNT(*) AS total_claims,
              COUNT(*) FILTER (WHERE status = 'open') AS open_claims,
              COUNT(*) FILTER (WHERE status = 'approved') AS approved_claims,
              COUNT(*) FILTER (WHERE status = 'paid') AS paid_claims,
              COUNT(*) FILTER (WHERE status = 'rejected') AS rejected_claims,
              COALESCE(SUM(claimed_amount) FILTER (WHERE status = 'approved' OR status = 'paid'), 0) AS accepted_amount,
              ROUND(AVG(CASE WHEN status = 'rejected' THEN 100.0 ELSE 0 END), 1) AS rejection_rate_pct
       FROM t GROUP BY line ORDER BY line`,
    ],
    wrong: [
      {
        sql: `SELECT p.line, COUNT(DISTINCT c.id) AS total_claims,
                     COUNT(DISTINCT c.id) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(DISTINCT c.id) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(DISTINCT c.id) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(DISTINCT c.id) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     COALESCE(SUM(c.claimed_amount) FILTER (WHERE c.status IN ('approved', 'paid')), 0) AS accepted_amount,
                     ROUND(100.0 * COUNT(DISTINCT c.id) FILTER (WHERE c.status = 'rejected') / COUNT(DISTINCT c.id), 1) AS rejection_rate_pct
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number LEFT JOIN claim_payments cp ON cp.claim_id = c.id
              GROUP BY p.line ORDER BY p.line`,
        why: 'the join to payments repeats a claim per payment: the counts are made DISTINCT but accepted_amount adds the claim once per payment',
        cls: 'fan-out',
      },
      {
        sql: `SELECT p.line, COUNT(*) AS total_claims,
                     COUNT(*) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(*) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(*) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(*) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     SUM(c.claimed_amount) FILTER (WHERE c.status IN ('approved', 'paid')) AS accepted_amount,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.status = 'rejected') / COUNT(*), 1) AS rejection_rate_pct
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number
              GROUP BY p.line ORDER BY p.line`,
        why: 'a line whose claims are all open or rejected shows NULL, not the 0 the text asks for',
        cls: 'null-handling',
      },
      {
        sql: `SELECT p.line, COUNT(*) AS total_claims,
                     COUNT(*) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(*) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(*) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(*) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     COALESCE(SUM(c.claimed_amount) FILTER (WHERE c.status IN ('approved', 'paid')), 0) AS accepted_amount,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.status = 'rejected') / COUNT(*), 1) AS rejection_rate_pct
              FROM policies p LEFT JOIN claims c ON c.policy_number = p.policy_number
              GROUP BY p.line ORDER BY p.line`,
        why: 'COUNT(*) over a LEFT JOIN counts a policy with no claim as one claim',
        cls: 'count-col-vs-star',
      },
      {
        sql: `SELECT p.line, COUNT(*) AS total_claims,
                     COUNT(*) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(*) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(*) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(*) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     COALESCE(SUM(c.claimed_amount) FILTER (WHERE c.status IN ('approved', 'paid')), 0) AS accepted_amount,
                     ROUND(100 * COUNT(*) FILTER (WHERE c.status = 'rejected') / COUNT(*), 1) AS rejection_rate_pct
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number
              GROUP BY p.line ORDER BY p.line`,
        why: 'integer division truncates the rejection rate before it is rounded to 1 decimal',
        cls: 'integer-division',
      },
      {
        sql: `SELECT p.line, COUNT(*) AS total_claims,
                     COUNT(*) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(*) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(*) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(*) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     COALESCE(SUM(c.claimed_amount) FILTER (WHERE c.status IN ('approved', 'paid')), 0) AS accepted_amount,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.status = 'rejected') / COUNT(*) FILTER (WHERE c.status <> 'open'), 1) AS rejection_rate_pct
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number
              GROUP BY p.line ORDER BY p.line`,
        why: "the rejection rate's denominator is all the line's claims, open ones included",
        cls: 'wrong-denominator',
      },
      {
        sql: `SELECT p.line, COUNT(*) AS total_claims,
                     COUNT(*) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(*) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(*) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(*) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     COALESCE(SUM(c.claimed_amount) FILTER (WHERE c.status = 'paid'), 0) AS accepted_amount,
                     ROUND(100.0 * COUNT(*) FILTER (WHERE c.status = 'rejected') / COUNT(*), 1) AS rejection_rate_pct
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number
              GROUP BY p.line ORDER BY p.line`,
        why: 'accepted_amount sums approved and paid claims, not paid ones only',
        cls: 'status-filter',
      },
      {
        sql: `SELECT p.line, COUNT(*) AS total_claims,
                     COUNT(*) FILTER (WHERE c.status = 'open') AS open_claims,
                     COUNT(*) FILTER (WHERE c.status = 'approved') AS approved_claims,
                     COUNT(*) FILTER (WHERE c.status = 'paid') AS paid_claims,
                     COUNT(*) FILTER (WHERE c.status = 'rejected') AS rejected_claims,
                     COALESCE(SUM(c.claimed_amount) FILTER (WHERE c.status IN ('approved', 'paid')), 0) AS accepted_amount,
                     ROUND(100.0 * ROUND(COUNT(*) FILTER (WHERE c.status = 'rejected')::numeric / COUNT(*), 2), 1) AS rejection_rate_pct
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number
              GROUP BY p.line ORDER BY p.line`,
        why: 'rounds the fraction to 2 decimals before turning it into a percentage, so the 1-decimal rate is lost',
        cls: 'rounding-order',
      },
    ],
  },
  'insurance-claims-above-line-average': {
    right: [
      `WITH t AS (
         SELECT c.id AS claim_id, p.line, c.claimed_amount, AVG(c.claimed_amount) OVER (PARTITION BY p.line) AS avg_amt
         FROM claims c JOIN policies p ON p.policy_number = c.policy_number)
       SELECT claim_id, line, claimed_amount, ROUND(avg_amt, 2) AS line_average
       FROM t WHERE claimed_amount > avg_amt
       ORDER BY line, claimed_amount DESC, claim_id`,
      `SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(a.avg_amt, 2) AS line_average
       FROM claims c JOIN policies p ON p.policy_number = c.policy_number
       JOIN (SELECT p2.line, AVG(c2.claimed_amount) AS avg_amt FROM claims c2 JOIN policies p2 ON p2.policy_number = c2.policy_number GROUP BY p2.line) a
         ON a.line = p.line
       WHERE c.claimed_amount > a.avg_amt
       ORDER BY 2, 3 DESC, 1`,
      `SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(AVG(c2.claimed_amount), 2) AS line_average
       FROM claims c JOIN policies p ON p.policy_number = c.policy_number
       JOIN policies p2 ON p2.line = p.line JOIN claims c2 ON c2.policy_number = p2.policy_number
       GROUP BY c.id, p.line, c.claimed_amount
       HAVING c.claimed_amount > AVG(c2.claimed_amount)
       ORDER BY p.line, c.claimed_amount DESC, c.id`,
    ],
    wrong: [
      {
        sql: `WITH pp AS (SELECT p.line, c.policy_number, AVG(c.claimed_amount) AS a FROM claims c JOIN policies p ON p.policy_number = c.policy_number GROUP BY p.line, c.policy_number),
                   la AS (SELECT line, AVG(a) AS avg_amt FROM pp GROUP BY line)
              SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(la.avg_amt, 2) AS line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN la ON la.line = p.line
              WHERE c.claimed_amount > la.avg_amt
              ORDER BY p.line, c.claimed_amount DESC, c.id`,
        why: 'averages the per-policy averages: a policy with many claims weighs as much as one with a single claim',
        cls: 'wrong-aggregate',
      },
      {
        sql: `WITH a AS (SELECT p.line, ROUND(AVG(c.claimed_amount), 2) AS line_average FROM claims c JOIN policies p ON p.policy_number = c.policy_number GROUP BY p.line)
              SELECT c.id AS claim_id, p.line, c.claimed_amount, a.line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN a ON a.line = p.line
              WHERE c.claimed_amount > a.line_average
              ORDER BY p.line, c.claimed_amount DESC, c.id`,
        why: 'compares with the rounded average: a claim of 1000.00 above an exact average of 999.996 is dropped',
        cls: 'rounding-order',
      },
      {
        sql: `WITH a AS (SELECT p.line, AVG(c.claimed_amount) AS avg_amt FROM claims c JOIN policies p ON p.policy_number = c.policy_number
                         WHERE c.status <> 'rejected' GROUP BY p.line)
              SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(a.avg_amt, 2) AS line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN a ON a.line = p.line
              WHERE c.claimed_amount > a.avg_amt
              ORDER BY p.line, c.claimed_amount DESC, c.id`,
        why: 'the average leaves rejected claims out; the text says every status counts',
        cls: 'status-filter',
      },
      {
        sql: `WITH a AS (SELECT p.line, AVG(c.claimed_amount) AS avg_amt FROM claims c JOIN policies p ON p.policy_number = c.policy_number GROUP BY p.line)
              SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(a.avg_amt, 2) AS line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN a ON a.line = p.line
              WHERE c.claimed_amount >= a.avg_amt
              ORDER BY p.line, c.claimed_amount DESC, c.id`,
        why: 'a claim equal to its line average is not listed (strictly above)',
        cls: 'inclusive-bound',
      },
      {
        sql: `WITH a AS (SELECT p.line, AVG(c.claimed_amount) AS avg_amt FROM claims c JOIN policies p ON p.policy_number = c.policy_number GROUP BY p.line)
              SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(a.avg_amt, 2) AS line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN a ON a.line = p.line
              WHERE c.claimed_amount - a.avg_amt > 0.01
              ORDER BY p.line, c.claimed_amount DESC, c.id`,
        why: 'a tolerance of 0.01 drops a claim a cent above its average, which is strictly above',
        cls: 'tolerance-for-equality',
      },
      {
        sql: `WITH a AS (SELECT p.line, AVG(c.claimed_amount) AS avg_amt FROM claims c JOIN policies p ON p.policy_number = c.policy_number GROUP BY p.line)
              SELECT c.id AS claim_id, p.line, c.claimed_amount, ROUND(a.avg_amt, 2) AS line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN a ON a.line = p.line
              WHERE c.claimed_amount > a.avg_amt
              ORDER BY p.line, c.claimed_amount DESC`,
        why: 'claims of equal amount on one line are not ordered by claim_id',
        cls: 'tie-break',
      },
      {
        sql: `SELECT c.id AS claim_id, p.line, c.claimed_amount,
                     ROUND((SELECT AVG(c2.claimed_amount) FROM claims c2 WHERE c2.policy_number = c.policy_number), 2) AS line_average
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number
              WHERE c.claimed_amount > (SELECT AVG(c2.claimed_amount) FROM claims c2 WHERE c2.policy_number = c.policy_number)
              ORDER BY p.line, c.claimed_amount DESC, c.id`,
        why: "the correlated average is over the claim's own policy, not over its line",
        cls: 'wrong-join-key',
      },
    ],
  },
  'insurance-top-claims-per-region': {
    right: [
      `SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
              1 + (SELECT COUNT(*) FROM claims c2 JOIN policies p2 ON p2.policy_number = c2.policy_number JOIN policyholders h2 ON h2.id = p2.policyholder_id
                   WHERE h2.region = h.region AND c2.status <> 'rejected' AND c2.claimed_amount > c.claimed_amount) AS region_rank
       FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
       WHERE c.status <> 'rejected'
         AND (SELECT COUNT(*) FROM claims c2 JOIN policies p2 ON p2.policy_number = c2.policy_number JOIN policyholders h2 ON h2.id = p2.policyholder_id
              WHERE h2.region = h.region AND c2.status <> 'rejected' AND c2.claimed_amount > c.claimed_amount) < 2
       ORDER BY 1, 5, 2`,
      `SELECT * FROM (
         SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                RANK() OVER (PARTITION BY h.region ORDER BY c.claimed_amount DESC) AS region_rank
         FROM policyholders h JOIN policies p ON p.policyholder_id = h.id JOIN claims c ON c.policy_number = p.policy_number
         WHERE c.status IN ('open', 'approved', 'paid')) r
       WHERE region_rank IN (1, 2)
       ORDER BY region, region_rank, claim_id`,
    ],
    wrong: [
      {
        sql: `SELECT * FROM (
                SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                       DENSE_RANK() OVER (PARTITION BY h.region ORDER BY c.claimed_amount DESC) AS region_rank
                FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
                WHERE c.status <> 'rejected') r
              WHERE region_rank <= 2 ORDER BY region, region_rank, claim_id`,
        why: 'DENSE_RANK does not skip a rank after a tie: after two claims tied for first, the next one is shown',
        cls: 'tie-break',
      },
      {
        sql: `SELECT * FROM (
                SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                       ROW_NUMBER() OVER (PARTITION BY h.region ORDER BY c.claimed_amount DESC, c.id) AS region_rank
                FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
                WHERE c.status <> 'rejected') r
              WHERE region_rank <= 2 ORDER BY region, region_rank, claim_id`,
        why: 'ROW_NUMBER gives equal amounts different ranks and cuts ties at two rows',
        cls: 'tie-break',
      },
      {
        sql: `SELECT region, claim_id, policyholder, claimed_amount, region_rank FROM (
                SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                       RANK() OVER (PARTITION BY h.region ORDER BY c.claimed_amount DESC) AS region_rank, c.status
                FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id) r
              WHERE region_rank <= 2 AND status <> 'rejected'
              ORDER BY region, region_rank, claim_id`,
        why: 'ranks rejected claims too and removes them only afterwards, so a rejected claim still takes a rank',
        cls: 'status-filter',
      },
      {
        sql: `SELECT region, claim_id, policyholder, claimed_amount, region_rank FROM (
                SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                       RANK() OVER (PARTITION BY h.region ORDER BY c.claimed_amount DESC) AS region_rank
                FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
                WHERE c.status IN ('approved', 'paid')) r
              WHERE region_rank <= 2 ORDER BY region, region_rank, claim_id`,
        why: 'drops open claims; only rejected ones are ignored',
        cls: 'status-filter',
      },
      {
        sql: `SELECT region, claim_id, policyholder, claimed_amount, region_rank FROM (
                SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                       RANK() OVER (PARTITION BY h.id ORDER BY c.claimed_amount DESC) AS region_rank
                FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
                WHERE c.status <> 'rejected') r
              WHERE region_rank <= 2 ORDER BY region, region_rank, claim_id`,
        why: 'ranks within each policyholder, not within the region',
        cls: 'window-partition',
      },
      {
        sql: `SELECT region, claim_id, policyholder, claimed_amount, region_rank FROM (
                SELECT h.region, c.id AS claim_id, h.full_name AS policyholder, c.claimed_amount,
                       RANK() OVER (ORDER BY c.claimed_amount DESC) AS region_rank
                FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
                WHERE c.status <> 'rejected') r
              WHERE region_rank <= 2
              ORDER BY region, region_rank, claim_id`,
        why: 'no PARTITION BY region: ranks the claims of all regions together',
        cls: 'window-partition',
      },
    ],
  },
  'insurance-frequent-claimants': {
    right: [
      `SELECT policyholder_id, full_name, claims, total_claimed FROM (
         SELECT h.id AS policyholder_id, h.full_name, COUNT(c.id) AS claims, SUM(c.claimed_amount) AS total_claimed
         FROM policyholders h JOIN policies p ON p.policyholder_id = h.id JOIN claims c ON c.policy_number = p.policy_number
         WHERE c.status IN ('open', 'approved', 'paid')
         GROUP BY h.id) t
       WHERE claims >= 2 AND total_claimed >= 10000
       ORDER BY total_claimed DESC, full_name`,
      `SELECT h.id AS policyholder_id, h.full_name,
              COUNT(*) FILTER (WHERE c.status <> 'rejected') AS claims,
              SUM(c.claimed_amount) FILTER (WHERE c.status <> 'rejected') AS total_claimed
       FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
       GROUP BY h.id, h.full_name
       HAVING COUNT(*) FILTER (WHERE c.status <> 'rejected') > 1 AND SUM(c.claimed_amount) FILTER (WHERE c.status <> 'rejected') >= 10000
       ORDER BY 4 DESC, 2`,
    ],
    wrong: [
      {
        sql: `SELECT h.id AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              WHERE c.status <> 'rejected'
              GROUP BY h.id, h.full_name
              HAVING COUNT(*) >= 2 AND SUM(c.claimed_amount) > 10000
              ORDER BY total_claimed DESC, h.full_name`,
        why: 'a total of exactly 10,000 qualifies (both bounds inclusive)',
        cls: 'inclusive-bound',
      },
      {
        sql: `SELECT h.id AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              GROUP BY h.id, h.full_name
              HAVING COUNT(*) >= 2 AND SUM(c.claimed_amount) >= 10000
              ORDER BY total_claimed DESC, h.full_name`,
        why: 'counts and sums rejected claims, which the text leaves out',
        cls: 'status-filter',
      },
      {
        sql: `SELECT MIN(h.id) AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              WHERE c.status <> 'rejected'
              GROUP BY h.full_name
              HAVING COUNT(*) >= 2 AND SUM(c.claimed_amount) >= 10000
              ORDER BY total_claimed DESC, h.full_name`,
        why: 'groups by name: two policyholders with the same name are added together',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT h.id AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              WHERE c.status <> 'rejected'
              GROUP BY h.id, h.full_name, p.policy_number
              HAVING COUNT(*) >= 2 AND SUM(c.claimed_amount) >= 10000
              ORDER BY total_claimed DESC, h.full_name`,
        why: 'counts per policy, not across all policies a policyholder holds',
        cls: 'group-granularity',
      },
      {
        sql: `SELECT h.id AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              WHERE c.status <> 'rejected' AND c.claimed_amount >= 10000
              GROUP BY h.id, h.full_name
              HAVING COUNT(*) >= 2
              ORDER BY total_claimed DESC, h.full_name`,
        why: 'the 10,000 bound is on the summed amounts (a group condition), not on each claim',
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT h.id AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              LEFT JOIN claim_payments cp ON cp.claim_id = c.id AND cp.payment_type = 'indemnity'
              WHERE c.status <> 'rejected'
              GROUP BY h.id, h.full_name
              HAVING COUNT(DISTINCT c.id) >= 2 AND SUM(c.claimed_amount) >= 10000
              ORDER BY total_claimed DESC, h.full_name`,
        why: 'the join to payments repeats a claim once per payment, inflating the count and the total',
        cls: 'fan-out',
      },
      {
        sql: `SELECT h.id AS policyholder_id, h.full_name, COUNT(*) AS claims, SUM(c.claimed_amount) AS total_claimed
              FROM claims c JOIN policies p ON p.policy_number = c.policy_number JOIN policyholders h ON h.id = p.policyholder_id
              WHERE c.status <> 'rejected'
              GROUP BY h.id, h.full_name
              HAVING COUNT(*) >= 2 AND SUM(c.claimed_amount) >= 10000
              ORDER BY total_claimed DESC, h.id`,
        why: 'equal totals are ordered by id, not by full_name',
        cls: 'tie-break',
      },
    ],
  },
};

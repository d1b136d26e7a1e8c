import { type HoldoutCases } from './types';

/** Third held-out set (issue 32), data-changing challenges (graded by the checked tables): written from the text alone, before any grading run. */
export const DATA_CHANGING: HoldoutCases = {
  'hospitality-archive-cancelled-bookings': {
    right: [
      `DELETE FROM bookings WHERE (status = 'cancelled' OR status = 'no_show') AND check_in <= DATE '2024-12-31'
       RETURNING id, guest_name, check_in`,
      `DELETE FROM bookings b WHERE b.status NOT IN ('confirmed', 'completed') AND b.check_in < make_date(2025, 1, 1)
       RETURNING b.id, b.guest_name, b.check_in`,
    ],
    wrong: [
      {
        sql: `DELETE FROM bookings WHERE status = 'cancelled' OR status = 'no_show' AND check_in < '2025-01-01' RETURNING id, guest_name, check_in`,
        why: 'AND binds tighter than OR: every cancelled booking goes, whatever its date',
        cls: 'and-or-precedence',
      },
      {
        sql: `DELETE FROM bookings WHERE status = 'cancelled' AND check_in < '2025-01-01' RETURNING id, guest_name, check_in`,
        why: 'no-shows are archived too',
        cls: 'status-filter',
      },
      {
        sql: `DELETE FROM bookings WHERE status IN ('cancelled', 'no_show') AND check_in <= '2025-01-01' RETURNING id, guest_name, check_in`,
        why: 'a booking checking in on 1 January 2025 stays',
        cls: 'inclusive-bound',
      },
      {
        sql: `DELETE FROM bookings WHERE status IN ('cancelled', 'no_show') AND EXTRACT(YEAR FROM check_in) = 2024 RETURNING id, guest_name, check_in`,
        why: '"before 1 January 2025" has no lower bound: 2023 bookings go too',
        cls: 'missing-lower-bound',
      },
      {
        sql: `DELETE FROM bookings WHERE status IN ('cancelled', 'no_show') AND check_in + nights < '2025-01-01' RETURNING id, guest_name, check_in`,
        why: 'the rule is on the check-in date, not the check-out date',
        cls: 'wrong-column',
      },
      {
        sql: `DELETE FROM bookings WHERE status IN ('cancelled', 'no_show') AND check_in < '2025-01-01' RETURNING id, guest_name, check_in + nights AS check_in`,
        why: 'the check-in date is returned, not the check-out date',
        cls: 'wrong-column',
      },
    ],
  },
  'public-sector-apply-late-payment-fees': {
    right: [
      `UPDATE invoices
       SET amount_due = amount_due + CASE WHEN ROUND(amount_due * 2 / 100, 2) < 25 THEN 25.00 ELSE ROUND(amount_due * 2 / 100, 2) END,
           status = 'overdue'
       WHERE status = 'open' AND due_on <= DATE '2025-03-31' AND amount_due > 0.00`,
      `UPDATE invoices i SET status = 'overdue', amount_due = i.amount_due + GREATEST(25, ROUND(0.02 * i.amount_due, 2))
       WHERE i.id IN (SELECT id FROM invoices WHERE status = 'open' AND due_on < '2025-04-01' AND amount_due <> 0)`,
    ],
    wrong: [
      {
        sql: `UPDATE invoices SET amount_due = amount_due + ROUND(amount_due * 0.02, 2), status = 'overdue'
              WHERE status = 'open' AND due_on < '2025-04-01' AND amount_due > 0`,
        why: 'the fee is at least 25.00',
        cls: 'negative-clipping',
      },
      {
        sql: `UPDATE invoices SET amount_due = GREATEST(ROUND(amount_due * 1.02, 2), 25.00), status = 'overdue'
              WHERE status = 'open' AND due_on < '2025-04-01' AND amount_due > 0`,
        why: 'the minimum applies to the fee, not to the new amount due',
        cls: 'negative-clipping',
      },
      {
        sql: `UPDATE invoices SET amount_due = amount_due + GREATEST(ROUND(amount_due * 0.02, 2), 25.00), status = 'overdue'
              WHERE status = 'open' AND due_on < '2025-04-01'`,
        why: 'an open invoice with nothing left to pay gets no fee',
        cls: 'incomplete-predicate',
      },
      {
        sql: `UPDATE invoices SET amount_due = amount_due + GREATEST(ROUND(amount_due * 0.02, 2), 25.00), status = 'overdue'
              WHERE status IN ('open', 'overdue') AND due_on < '2025-04-01' AND amount_due > 0`,
        why: 'invoices already overdue are not charged again',
        cls: 'status-filter',
      },
      {
        sql: `UPDATE invoices SET amount_due = amount_due + GREATEST(ROUND(amount_due * 0.02, 2), 25.00), status = 'overdue'
              WHERE status = 'open' AND due_on <= '2025-04-01' AND amount_due > 0`,
        why: 'an invoice due on 1 April 2025 is not yet late',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE invoices SET amount_due = amount_due + GREATEST(ROUND(amount_due * 0.02), 25.00), status = 'overdue'
              WHERE status = 'open' AND due_on < '2025-04-01' AND amount_due > 0`,
        why: 'the fee is rounded to cents, not to whole units',
        cls: 'rounding-order',
      },
    ],
  },
  'hr-raise-below-department-average': {
    right: [
      `UPDATE employees SET salary = ROUND(salary * 104 / 100.0)
       WHERE id IN (SELECT id FROM (SELECT id, salary, AVG(salary) OVER (PARTITION BY department) AS dept_avg FROM employees) x WHERE salary < dept_avg)`,
      `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
       FROM (SELECT department, AVG(salary) AS avg_salary FROM employees GROUP BY department) d
       WHERE d.department = e.department AND e.salary < d.avg_salary`,
      // x < avg(all, x included) holds exactly when x < avg(the others); a lone employee is below neither
      `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
       WHERE e.salary < (SELECT AVG(d.salary) FROM employees d WHERE d.department = e.department AND d.id <> e.id)`,
    ],
    wrong: [
      {
        sql: `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
              WHERE e.salary <= (SELECT AVG(d.salary) FROM employees d WHERE d.department = e.department)`,
        why: 'an employee paid exactly the average keeps the salary',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
              WHERE e.salary < (SELECT AVG(d.salary) FROM employees d)`,
        why: 'the average is of the employee’s own department, not the company',
        cls: 'wrong-denominator',
      },
      {
        sql: `UPDATE employees e SET salary = e.salary * 104 / 100
              WHERE e.salary < (SELECT AVG(d.salary) FROM employees d WHERE d.department = e.department)`,
        why: 'integer division truncates instead of rounding to whole kroner',
        cls: 'integer-division',
      },
      {
        sql: `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
              WHERE e.salary < (SELECT ROUND(AVG(d.salary)) FROM employees d WHERE d.department = e.department)`,
        why: 'comparing with the rounded average raises an employee paid just above the exact average',
        cls: 'rounding-order',
      },
      {
        sql: `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
              WHERE e.salary < (SELECT AVG(d.salary) FROM employees d WHERE d.department = d.department)`,
        why: 'the subquery correlates the department with itself, so it compares with the company average',
        cls: 'wrong-join-key',
      },
      {
        sql: `UPDATE employees e SET salary = ROUND(e.salary * 1.04)
              WHERE e.salary < (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY d.salary) FROM employees d WHERE d.department = e.department)`,
        why: 'the median is not the average',
        cls: 'wrong-aggregate',
      },
    ],
  },
  'insurance-settle-fully-paid-claims': {
    right: [
      `UPDATE claims c SET status = 'settled'
       FROM (SELECT claim_id, SUM(amount) AS paid_total FROM payments GROUP BY claim_id HAVING SUM(amount) IS NOT NULL) p
       WHERE c.id = p.claim_id AND c.status IN ('approved') AND NOT (p.paid_total < c.approved_amount)
       RETURNING c.id, p.paid_total`,
      `WITH totals AS (SELECT claim_id, SUM(amount) AS paid_total FROM payments GROUP BY claim_id)
       UPDATE claims SET status = 'settled'
       FROM totals t
       WHERE t.claim_id = claims.id AND claims.status = 'approved' AND t.paid_total - claims.approved_amount >= 0
       RETURNING claims.id, t.paid_total`,
    ],
    wrong: [
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, SUM(amount) AS paid_total FROM payments WHERE amount > 0 GROUP BY claim_id) p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND p.paid_total >= c.approved_amount
              RETURNING c.id, p.paid_total`,
        why: 'a reversed (negative) payment counts in the sum',
        cls: 'negative-clipping',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, SUM(amount) AS paid_total FROM payments GROUP BY claim_id) p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND p.paid_total > c.approved_amount
              RETURNING c.id, p.paid_total`,
        why: 'a claim paid to the exact cent is settled',
        cls: 'inclusive-bound',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, SUM(amount) AS paid_total FROM payments GROUP BY claim_id) p
              WHERE p.claim_id = c.id AND c.status <> 'settled' AND p.paid_total >= c.approved_amount
              RETURNING c.id, p.paid_total`,
        why: 'claims with another status than approved stay as they are, even when fully paid',
        cls: 'status-filter',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, SUM(ABS(amount)) AS paid_total FROM payments GROUP BY claim_id) p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND p.paid_total >= c.approved_amount
              RETURNING c.id, p.paid_total`,
        why: 'a reversal reduces the sum; abs() adds it',
        cls: 'negative-clipping',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM payments p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND p.amount >= c.approved_amount
              RETURNING c.id, p.amount AS paid_total`,
        why: 'the payments add up; one payment need not cover the amount alone',
        cls: 'having-vs-where',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, SUM(amount) AS paid_total FROM payments GROUP BY claim_id) p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND ROUND(p.paid_total) >= ROUND(c.approved_amount)
              RETURNING c.id, p.paid_total`,
        why: 'a claim a few cents short rounds up to fully paid',
        cls: 'tolerance-for-equality',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, MAX(amount) AS paid_total FROM payments GROUP BY claim_id) p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND p.paid_total >= c.approved_amount
              RETURNING c.id, p.paid_total`,
        why: 'the payments are summed, not the largest one taken',
        cls: 'wrong-aggregate',
      },
      {
        sql: `UPDATE claims c SET status = 'settled'
              FROM (SELECT claim_id, SUM(amount) AS paid_total FROM payments GROUP BY claim_id HAVING SUM(amount) > 0) p
              WHERE p.claim_id = c.id AND c.status = 'approved' AND p.paid_total >= c.approved_amount
              RETURNING c.id, p.paid_total`,
        why: 'a claim approved for 0 whose payment was reversed nets to 0 and is covered; the HAVING drops it',
        cls: 'zero-sum-group',
      },
    ],
  },
};

import { type FairnessCases } from '../fairness/types';

/**
 * Six wrong queries added after the first grading run (and committed before their own run) so the held-out
 * set covers the taxonomy classes the first batch missed: NOT IN over NULLs, a group dropped because its
 * sum nets to 0, a tolerance instead of exact equality, AGE() compared with an interval. Written from the
 * challenge text alone, like the rest. They are merged into the cases of the same slugs.
 */
export const SUPPLEMENT: FairnessCases = {
  'real-estate-listings-without-offers': {
    right: [],
    wrong: [
      {
        sql: `SELECT listing_ref, COUNT(*) AS completed_viewings, MAX(starts_at)::date AS last_viewed_on
              FROM viewings WHERE status = 'completed'
                AND listing_ref NOT IN (SELECT CASE WHEN offer_made THEN listing_ref END FROM viewings)
              GROUP BY listing_ref ORDER BY 2 DESC, 1`,
        mistake: 'NOT IN over a subquery that yields NULLs (every viewing without an offer) returns no row',
      },
    ],
  },
  'agriculture-silo-stock-movement-pivot': {
    right: [],
    wrong: [
      {
        sql: `WITH t AS (
                SELECT s.silo_code,
                       COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'intake'), 0) AS intake_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'dispatch'), 0) AS dispatch_t,
                       COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_in'), 0) AS transfer_in_t, COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'transfer_out'), 0) AS transfer_out_t,
                       COALESCE(SUM(m.tonnes) FILTER (WHERE m.movement_type = 'shrink'), 0) AS shrink_t,
                       SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes ELSE -m.tonnes END) AS stock_t
                FROM silos s JOIN stock_movements m ON m.silo_id = s.id GROUP BY s.silo_code
                HAVING SUM(CASE WHEN m.movement_type IN ('intake', 'transfer_in') THEN m.tonnes ELSE -m.tonnes END) <> 0)
              SELECT * FROM t
              UNION ALL
              SELECT silo_code, 0, 0, 0, 0, 0, 0 FROM silos s WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.silo_id = s.id)
              ORDER BY 1`,
        mistake: 'a silo whose movements net to a stock of 0 is dropped (group dropped because its sum nets to 0)',
      },
    ],
  },
  'hr-largest-raise-per-person': {
    right: [],
    wrong: [
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary FROM salary_history),
                   r AS (SELECT c.*, MAX(new_salary / old_salary) OVER (PARTITION BY staff_id) AS best FROM c WHERE new_salary > old_salary),
                   l AS (SELECT DISTINCT ON (staff_id) * FROM r WHERE new_salary / old_salary >= best - 0.001 ORDER BY staff_id, valid_from DESC)
              SELECT s.full_name, l.valid_from AS raise_date, l.old_salary, l.new_salary,
                     ROUND(100 * (l.new_salary - l.old_salary) / l.old_salary, 1) AS raise_pct
              FROM l JOIN staff s ON s.id = l.staff_id ORDER BY 5 DESC, 1`,
        mistake: 'raises within 0.1 point of the largest are treated as equal (a tolerance instead of exact equality), so the later one wins',
      },
    ],
  },
  'real-estate-price-cuts': {
    right: [],
    wrong: [
      {
        sql: `WITH w AS (SELECT property_id, valid_from, asking_price AS new_price,
                                LAG(asking_price) OVER (PARTITION BY property_id ORDER BY valid_from) AS old_price FROM price_history)
              SELECT w.property_id, p.address, w.valid_from AS changed_on, w.old_price, w.new_price,
                     ROUND(100 * (w.old_price - w.new_price) / w.old_price, 1) AS cut_pct
              FROM w JOIN properties p ON p.id = w.property_id
              WHERE 100 * (w.old_price - w.new_price) / w.old_price >= 4.99 ORDER BY 6 DESC, 3, 1`,
        mistake: 'a tolerance (>= 4.99 %) instead of the exact 5 % threshold',
      },
    ],
  },
  'healthcare-long-stay-inpatients': {
    right: [],
    wrong: [
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE discharged_at IS NULL AND age(TIMESTAMP '2024-05-20', admitted_at) >= interval '10 days' ORDER BY admitted_at, id`,
        mistake: 'AGE() compared with an interval: an admission late on 10 May is under 10 days old and dropped',
      },
    ],
  },
  'hr-salaries-on-review-day': {
    right: [],
    wrong: [
      {
        sql: `SELECT s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND s.id NOT IN (SELECT id FROM staff WHERE left_on <= '2024-01-01')
                AND h.valid_from <= '2024-01-01' AND h.valid_to NOT IN (SELECT d::date FROM generate_series(DATE '2000-01-01', DATE '2024-01-01', interval '1 day') d)
              ORDER BY 3 DESC, 1`,
        mistake: 'NOT IN with a NULL valid_to on the left drops every salary still in force',
      },
    ],
  },
};

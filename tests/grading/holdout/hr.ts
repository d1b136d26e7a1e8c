import { type FairnessCases } from '../fairness/types';

/** Held-out fairness cases (issue 32), written from the challenge text alone, before any grading run. */
export const HR: FairnessCases = {
  'hr-cloud-engineers-without-data-skills': {
    right: [
      `SELECT e.id AS employee_id, e.full_name FROM employees e
       WHERE EXISTS (SELECT 1 FROM employee_skills es JOIN skills s ON s.id = es.skill_id
                     WHERE es.employee_id = e.id AND s.category = 'cloud' AND es.proficiency >= 3)
         AND NOT EXISTS (SELECT 1 FROM employee_skills es JOIN skills s ON s.id = es.skill_id
                         WHERE es.employee_id = e.id AND s.category = 'data')
       ORDER BY e.full_name, e.id`,
      `SELECT e.id AS employee_id, e.full_name
       FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
       GROUP BY e.id, e.full_name
       HAVING COUNT(*) FILTER (WHERE s.category = 'cloud' AND es.proficiency > 2) > 0
          AND COUNT(*) FILTER (WHERE s.category = 'data') = 0
       ORDER BY 2, 1`,
    ],
    wrong: [
      {
        sql: `SELECT DISTINCT e.id AS employee_id, e.full_name
              FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
              WHERE s.category = 'cloud' AND es.proficiency >= 3
                AND e.id NOT IN (SELECT es2.employee_id FROM employee_skills es2 JOIN skills s2 ON s2.id = es2.skill_id
                                 WHERE s2.category = 'data' AND es2.proficiency >= 2)
              ORDER BY 2, 1`,
        mistake: 'ignores data skills at proficiency 1, which the text says count',
      },
      {
        sql: `SELECT e.id AS employee_id, e.full_name
              FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
              WHERE s.category = 'cloud' AND es.proficiency >= 3
                AND e.id NOT IN (SELECT es2.employee_id FROM employee_skills es2 JOIN skills s2 ON s2.id = es2.skill_id WHERE s2.category = 'data')
              ORDER BY 2, 1`,
        mistake: 'no DISTINCT: the join fans out one row per qualifying cloud skill',
      },
      {
        sql: `SELECT MIN(e.id) AS employee_id, e.full_name
              FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
              WHERE s.category = 'cloud' AND es.proficiency >= 3
                AND e.id NOT IN (SELECT es2.employee_id FROM employee_skills es2 JOIN skills s2 ON s2.id = es2.skill_id WHERE s2.category = 'data')
              GROUP BY e.full_name ORDER BY 2, 1`,
        mistake: 'groups by name, merging two different people who share a name',
      },
      {
        sql: `SELECT DISTINCT e.id AS employee_id, e.full_name
              FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
              WHERE s.category = 'cloud' AND es.proficiency >= 3
                AND e.id NOT IN (SELECT es2.employee_id FROM employee_skills es2 JOIN skills s2 ON s2.id = es2.skill_id
                                 WHERE s2.name IN ('SQL', 'dbt', 'Spark'))
              ORDER BY 2, 1`,
        mistake: 'data skills taken from a list of names instead of the category column',
      },
      {
        sql: `SELECT DISTINCT e.id AS employee_id, e.full_name
              FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
              WHERE s.category = 'cloud' AND es.proficiency > 3
                AND e.id NOT IN (SELECT es2.employee_id FROM employee_skills es2 JOIN skills s2 ON s2.id = es2.skill_id WHERE s2.category = 'data')
              ORDER BY 2, 1`,
        mistake: 'proficiency > 3 drops cloud skills at exactly 3',
      },
      {
        sql: `SELECT DISTINCT e.id AS employee_id, e.full_name
              FROM employees e JOIN employee_skills es ON es.employee_id = e.id JOIN skills s ON s.id = es.skill_id
              WHERE s.category = 'cloud' AND es.proficiency >= 3
                AND e.id NOT IN (SELECT es2.employee_id FROM employee_skills es2 JOIN skills s2 ON s2.id = es2.skill_id
                                 WHERE s2.category = 'data' AND es2.certified_on IS NOT NULL)
              ORDER BY 2, 1`,
        mistake: 'only counts certified data skills as having a data skill',
      },
    ],
  },
  'hr-fully-qualified-project-staff': {
    right: [
      `SELECT p.project_code, e.full_name, e.team
       FROM (SELECT DISTINCT project_code FROM project_requirements) p CROSS JOIN employees e
       WHERE NOT EXISTS (SELECT 1 FROM project_requirements r WHERE r.project_code = p.project_code
                           AND NOT EXISTS (SELECT 1 FROM employee_skills es WHERE es.employee_id = e.id
                                             AND es.skill_id = r.skill_id AND es.proficiency >= r.min_proficiency))
       ORDER BY 1, 2, 3`,
      `SELECT r.project_code, e.full_name, e.team
       FROM project_requirements r CROSS JOIN employees e
       LEFT JOIN employee_skills es ON es.employee_id = e.id AND es.skill_id = r.skill_id
       GROUP BY r.project_code, e.id, e.full_name, e.team
       HAVING bool_and(COALESCE(es.proficiency >= r.min_proficiency, false))
       ORDER BY r.project_code, e.full_name, e.team`,
    ],
    wrong: [
      {
        sql: `SELECT r.project_code, e.full_name, e.team
              FROM project_requirements r JOIN employee_skills es ON es.skill_id = r.skill_id AND es.proficiency >= r.min_proficiency
              JOIN employees e ON e.id = es.employee_id
              GROUP BY r.project_code, e.id, e.full_name, e.team HAVING COUNT(*) >= 2
              ORDER BY 1, 2, 3`,
        mistake: 'requires a fixed number of met requirements instead of all of that project',
      },
      {
        sql: `SELECT DISTINCT r.project_code, e.full_name, e.team
              FROM project_requirements r JOIN employee_skills es ON es.skill_id = r.skill_id AND es.proficiency >= r.min_proficiency
              JOIN employees e ON e.id = es.employee_id ORDER BY 1, 2, 3`,
        mistake: 'meeting any one requirement is taken as qualifying',
      },
      {
        sql: `SELECT r.project_code, e.full_name, e.team
              FROM project_requirements r JOIN employee_skills es ON es.skill_id = r.skill_id AND es.proficiency > r.min_proficiency
              JOIN employees e ON e.id = es.employee_id
              GROUP BY r.project_code, e.id, e.full_name, e.team
              HAVING COUNT(*) = (SELECT COUNT(*) FROM project_requirements r2 WHERE r2.project_code = r.project_code)
              ORDER BY 1, 2, 3`,
        mistake: 'strictly greater than min_proficiency instead of greater or equal',
      },
      {
        sql: `SELECT r.project_code, e.full_name, e.team
              FROM project_requirements r JOIN employee_skills es ON es.skill_id = r.skill_id
              JOIN employees e ON e.id = es.employee_id
              GROUP BY r.project_code, e.id, e.full_name, e.team
              HAVING COUNT(*) = (SELECT COUNT(*) FROM project_requirements r2 WHERE r2.project_code = r.project_code)
                 AND AVG(es.proficiency) >= AVG(r.min_proficiency)
              ORDER BY 1, 2, 3`,
        mistake: 'compares average proficiency with average minimum instead of each skill',
      },
      {
        sql: `SELECT r.project_code, MIN(e.full_name) AS full_name, MIN(e.team) AS team
              FROM project_requirements r JOIN employee_skills es ON es.skill_id = r.skill_id AND es.proficiency >= r.min_proficiency
              JOIN employees e ON e.id = es.employee_id
              GROUP BY r.project_code, e.full_name
              HAVING COUNT(*) = (SELECT COUNT(*) FROM project_requirements r2 WHERE r2.project_code = r.project_code)
              ORDER BY 1, 2, 3`,
        mistake: 'groups by name, merging two employees with the same name',
      },
      {
        sql: `SELECT r.project_code, e.full_name, e.team
              FROM project_requirements r JOIN employee_skills es ON es.skill_id = r.skill_id AND es.proficiency >= r.min_proficiency
              JOIN employees e ON e.id = es.employee_id
              GROUP BY r.project_code, e.id, e.full_name, e.team
              HAVING COUNT(*) = (SELECT COUNT(DISTINCT skill_id) FROM project_requirements)
                 OR COUNT(*) = (SELECT COUNT(*) FROM project_requirements r2 WHERE r2.project_code = r.project_code AND r2.min_proficiency > 1)
              ORDER BY 1, 2, 3`,
        mistake: 'ignores requirements at minimum proficiency 1 (wrong denominator)',
      },
    ],
  },
  'hr-largest-raise-per-person': {
    right: [
      `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                         LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary FROM salary_history),
            r AS (SELECT c.*, ROW_NUMBER() OVER (PARTITION BY staff_id ORDER BY (new_salary - old_salary) / old_salary DESC, valid_from DESC) AS rn
                  FROM c WHERE new_salary > old_salary)
       SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
              ROUND((r.new_salary - r.old_salary) * 100 / r.old_salary, 1) AS raise_pct
       FROM r JOIN staff s ON s.id = r.staff_id WHERE rn = 1
       ORDER BY raise_pct DESC, s.full_name`,
      `SELECT s.full_name, x.valid_from AS raise_date, x.old_salary, x.new_salary,
              ROUND(100 * (x.new_salary / x.old_salary - 1), 1) AS raise_pct
       FROM staff s
       JOIN LATERAL (
         SELECT h.valid_from, h.annual_salary AS new_salary, p.annual_salary AS old_salary
         FROM salary_history h
         JOIN LATERAL (SELECT annual_salary FROM salary_history q WHERE q.staff_id = h.staff_id AND q.valid_from < h.valid_from
                       ORDER BY q.valid_from DESC LIMIT 1) p ON true
         WHERE h.staff_id = s.id AND h.annual_salary > p.annual_salary
         ORDER BY h.annual_salary * p.annual_salary / p.annual_salary / p.annual_salary DESC, h.valid_from DESC LIMIT 1) x ON true
       ORDER BY 5 DESC, 1`,
    ],
    wrong: [
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (ORDER BY staff_id, valid_from) AS old_salary FROM salary_history),
                   r AS (SELECT DISTINCT ON (staff_id) * FROM c WHERE new_salary > old_salary ORDER BY staff_id, new_salary / old_salary DESC, valid_from DESC)
              SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
                     ROUND(100 * (r.new_salary - r.old_salary) / r.old_salary, 1) AS raise_pct
              FROM r JOIN staff s ON s.id = r.staff_id ORDER BY 5 DESC, 1`,
        mistake: "LAG without PARTITION BY compares a first period with another person's salary",
      },
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary FROM salary_history),
                   r AS (SELECT DISTINCT ON (staff_id) * FROM c WHERE new_salary > old_salary ORDER BY staff_id, new_salary - old_salary DESC, valid_from DESC)
              SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
                     ROUND(100 * (r.new_salary - r.old_salary) / r.old_salary, 1) AS raise_pct
              FROM r JOIN staff s ON s.id = r.staff_id ORDER BY 5 DESC, 1`,
        mistake: 'picks the largest raise in money instead of by percentage',
      },
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary FROM salary_history),
                   r AS (SELECT DISTINCT ON (staff_id) * FROM c WHERE new_salary > old_salary ORDER BY staff_id, new_salary / old_salary DESC, valid_from ASC)
              SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
                     ROUND(100 * (r.new_salary - r.old_salary) / r.old_salary, 1) AS raise_pct
              FROM r JOIN staff s ON s.id = r.staff_id ORDER BY 5 DESC, 1`,
        mistake: 'tie between equal raises broken to the earlier one instead of the more recent',
      },
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary FROM salary_history),
                   r AS (SELECT DISTINCT ON (staff_id) * FROM c WHERE new_salary > old_salary
                         ORDER BY staff_id, ROUND(100 * (new_salary - old_salary) / old_salary, 1) DESC, valid_from DESC)
              SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
                     ROUND(100 * (r.new_salary - r.old_salary) / r.old_salary, 1) AS raise_pct
              FROM r JOIN staff s ON s.id = r.staff_id ORDER BY 5 DESC, 1`,
        mistake: 'ranks raises on the rounded percentage, so near-equal raises tie and the later wins',
      },
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary FROM salary_history),
                   r AS (SELECT DISTINCT ON (staff_id) * FROM c WHERE new_salary > old_salary ORDER BY staff_id, new_salary / old_salary DESC, valid_from DESC)
              SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
                     ROUND(100 * (r.new_salary - r.old_salary) / r.old_salary, 1) AS raise_pct
              FROM r JOIN staff s ON s.id = r.staff_id WHERE s.left_on IS NULL ORDER BY 5 DESC, 1`,
        mistake: 'drops leavers whom the text includes',
      },
      {
        sql: `WITH c AS (SELECT staff_id, valid_from, annual_salary AS new_salary,
                                LAG(annual_salary) OVER (PARTITION BY staff_id ORDER BY valid_from) AS old_salary,
                                LAG(valid_to) OVER (PARTITION BY staff_id ORDER BY valid_from) AS prev_to FROM salary_history),
                   r AS (SELECT DISTINCT ON (staff_id) * FROM c WHERE new_salary > old_salary AND prev_to = valid_from
                         ORDER BY staff_id, new_salary / old_salary DESC, valid_from DESC)
              SELECT s.full_name, r.valid_from AS raise_date, r.old_salary, r.new_salary,
                     ROUND(100 * (r.new_salary - r.old_salary) / r.old_salary, 1) AS raise_pct
              FROM r JOIN staff s ON s.id = r.staff_id ORDER BY 5 DESC, 1`,
        mistake: 'only counts periods whose dates touch the previous one; the text says whether or not they touch',
      },
    ],
  },
  'hr-long-timers-without-raise': {
    right: [
      `SELECT s.full_name, s.hired_on, date_part('year', age('2024-07-01'::date, s.hired_on))::int AS years_of_service
       FROM staff s
       WHERE s.left_on IS NULL AND s.hired_on < '2023-01-01'
         AND s.id NOT IN (SELECT staff_id FROM salary_history WHERE valid_from >= '2023-01-01')
       ORDER BY s.hired_on, s.full_name`,
      `SELECT s.full_name, s.hired_on,
              (2024 - EXTRACT(YEAR FROM s.hired_on) - CASE WHEN to_char(s.hired_on, 'MMDD') > '0701' THEN 1 ELSE 0 END)::int AS years_of_service
       FROM staff s LEFT JOIN salary_history h ON h.staff_id = s.id
       WHERE s.left_on IS NULL AND s.hired_on <= '2022-12-31'
       GROUP BY s.id, s.full_name, s.hired_on
       HAVING COALESCE(MAX(h.valid_from), DATE '1900-01-01') < '2023-01-01'
       ORDER BY 2, 1`,
    ],
    wrong: [
      {
        sql: `SELECT s.full_name, s.hired_on, (2024 - EXTRACT(YEAR FROM s.hired_on))::int AS years_of_service
              FROM staff s WHERE s.left_on IS NULL AND s.hired_on < '2023-01-01'
                AND NOT EXISTS (SELECT 1 FROM salary_history h WHERE h.staff_id = s.id AND h.valid_from >= '2023-01-01')
              ORDER BY 2, 1`,
        mistake: 'years from the year parts only, ignoring whether the anniversary has passed',
      },
      {
        sql: `SELECT s.full_name, s.hired_on, FLOOR((DATE '2024-07-01' - s.hired_on) / 365.0)::int AS years_of_service
              FROM staff s WHERE s.left_on IS NULL AND s.hired_on < '2023-01-01'
                AND NOT EXISTS (SELECT 1 FROM salary_history h WHERE h.staff_id = s.id AND h.valid_from >= '2023-01-01')
              ORDER BY 2, 1`,
        mistake: 'calendar arithmetic: a year taken as 365 days',
      },
      {
        sql: `SELECT s.full_name, s.hired_on, EXTRACT(YEAR FROM age(DATE '2024-07-01', s.hired_on))::int AS years_of_service
              FROM staff s JOIN salary_history h ON h.staff_id = s.id
              WHERE s.left_on IS NULL AND s.hired_on < '2023-01-01'
              GROUP BY s.id, s.full_name, s.hired_on HAVING MAX(h.valid_from) < '2023-01-01'
              ORDER BY 2, 1`,
        mistake: 'inner join drops people with no salary record, whom the text keeps',
      },
      {
        sql: `SELECT s.full_name, s.hired_on, EXTRACT(YEAR FROM age(DATE '2024-07-01', s.hired_on))::int AS years_of_service
              FROM staff s WHERE s.left_on IS NULL AND s.hired_on < '2023-01-01'
                AND NOT EXISTS (SELECT 1 FROM salary_history h WHERE h.staff_id = s.id AND h.valid_from > '2023-01-01')
              ORDER BY 2, 1`,
        mistake: 'a period starting exactly on 2023-01-01 is not treated as a change',
      },
      {
        sql: `SELECT s.full_name, s.hired_on, EXTRACT(YEAR FROM age(DATE '2024-07-01', s.hired_on))::int AS years_of_service
              FROM staff s WHERE s.left_on IS NULL AND s.hired_on < '2023-01-01'
                AND s.id NOT IN (SELECT h.staff_id FROM salary_history h WHERE h.valid_to IS NULL AND h.valid_from >= '2023-01-01')
              ORDER BY 2, 1`,
        mistake: 'only looks at the current salary period, missing a 2023 change that was later superseded',
      },
      {
        sql: `SELECT s.full_name, s.hired_on, EXTRACT(YEAR FROM age(DATE '2024-07-01', s.hired_on))::int AS years_of_service
              FROM staff s WHERE (s.left_on IS NULL OR s.left_on > '2024-07-01') AND s.hired_on < '2023-01-01'
                AND NOT EXISTS (SELECT 1 FROM salary_history h WHERE h.staff_id = s.id AND h.valid_from >= '2023-01-01')
              ORDER BY 2, 1`,
        mistake: 'keeps people with a future leaving date who are not current staff per the text (left_on IS NULL)',
      },
    ],
  },
  'hr-overlapping-salary-periods': {
    right: [
      `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, a.valid_to AS first_to, b.valid_from AS second_from, b.valid_to AS second_to
       FROM salary_history a JOIN salary_history b ON a.staff_id = b.staff_id AND a.valid_from < b.valid_from
       JOIN staff s ON s.id = a.staff_id
       WHERE daterange(a.valid_from, a.valid_to) && daterange(b.valid_from, b.valid_to)
       ORDER BY 1, 3, 5`,
      `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, a.valid_to AS first_to, b.valid_from AS second_from, b.valid_to AS second_to
       FROM salary_history a, salary_history b, staff s
       WHERE b.staff_id = a.staff_id AND s.id = a.staff_id AND b.valid_from > a.valid_from
         AND COALESCE(a.valid_to, DATE 'infinity') > b.valid_from
       ORDER BY a.staff_id, a.valid_from, b.valid_from`,
    ],
    wrong: [
      {
        sql: `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, a.valid_to AS first_to, b.valid_from AS second_from, b.valid_to AS second_to
              FROM salary_history a JOIN salary_history b ON a.staff_id = b.staff_id AND a.valid_from < b.valid_from
              JOIN staff s ON s.id = a.staff_id WHERE a.valid_to > b.valid_from ORDER BY 1, 3, 5`,
        mistake: 'a NULL valid_to (still in force) never overlaps because the comparison is NULL',
      },
      {
        sql: `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, a.valid_to AS first_to, b.valid_from AS second_from, b.valid_to AS second_to
              FROM salary_history a JOIN salary_history b ON a.staff_id = b.staff_id AND a.valid_from < b.valid_from
              JOIN staff s ON s.id = a.staff_id WHERE a.valid_to IS NULL OR a.valid_to >= b.valid_from ORDER BY 1, 3, 5`,
        mistake: 'periods that only touch are counted as overlapping',
      },
      {
        sql: `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, a.valid_to AS first_to, b.valid_from AS second_from, b.valid_to AS second_to
              FROM salary_history a JOIN salary_history b ON a.staff_id = b.staff_id AND a.valid_from < b.valid_from
              JOIN staff s ON s.id = a.staff_id
              WHERE a.valid_to IS NULL OR a.valid_to > b.valid_from AND s.left_on IS NULL ORDER BY 1, 3, 5`,
        mistake: 'AND/OR precedence with an extra condition drops leavers only on one branch',
      },
      {
        sql: `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, COALESCE(a.valid_to, DATE '9999-12-31') AS first_to,
                     b.valid_from AS second_from, COALESCE(b.valid_to, DATE '9999-12-31') AS second_to
              FROM salary_history a JOIN salary_history b ON a.staff_id = b.staff_id AND a.valid_from < b.valid_from
              JOIN staff s ON s.id = a.staff_id WHERE COALESCE(a.valid_to, DATE '9999-12-31') > b.valid_from ORDER BY 1, 3, 5`,
        mistake: 'replaces NULL ends by a sentinel date where the text keeps NULL',
      },
      {
        sql: `WITH w AS (SELECT staff_id, valid_from, valid_to,
                                LEAD(valid_from) OVER (PARTITION BY staff_id ORDER BY valid_from) AS nf,
                                LEAD(valid_to) OVER (PARTITION BY staff_id ORDER BY valid_from) AS nt FROM salary_history)
              SELECT w.staff_id, s.full_name, w.valid_from AS first_from, w.valid_to AS first_to, w.nf AS second_from, w.nt AS second_to
              FROM w JOIN staff s ON s.id = w.staff_id
              WHERE w.nf IS NOT NULL AND (w.valid_to IS NULL OR w.valid_to > w.nf) ORDER BY 1, 3, 5`,
        mistake: 'only compares consecutive periods, missing a long period that overlaps two later ones',
      },
      {
        sql: `SELECT a.staff_id, s.full_name, a.valid_from AS first_from, a.valid_to AS first_to, b.valid_from AS second_from, b.valid_to AS second_to
              FROM salary_history a JOIN salary_history b ON a.staff_id = b.staff_id AND a.valid_from < b.valid_from
              JOIN staff s ON s.id = a.staff_id
              WHERE (a.valid_to IS NULL OR a.valid_to > b.valid_from) AND a.annual_salary <> b.annual_salary ORDER BY 1, 3, 5`,
        mistake: 'drops overlapping periods that carry the same salary',
      },
    ],
  },
  'hr-salaries-on-review-day': {
    right: [
      `SELECT s.full_name, o.name AS org_unit, h.annual_salary
       FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
       WHERE DATE '2024-01-01' BETWEEN s.hired_on AND COALESCE(s.left_on - 1, DATE '9999-12-31')
         AND daterange(h.valid_from, h.valid_to) @> DATE '2024-01-01'
       ORDER BY 3 DESC, 1`,
      `SELECT s.full_name, (SELECT name FROM org_units o WHERE o.id = s.org_unit_id) AS org_unit, h.annual_salary
       FROM salary_history h JOIN staff s ON s.id = h.staff_id
       WHERE s.hired_on <= '2024-01-01' AND NOT (s.left_on <= '2024-01-01') IS TRUE
         AND h.valid_from <= '2024-01-01' AND COALESCE(h.valid_to, 'infinity') > '2024-01-01'
       ORDER BY h.annual_salary DESC, s.full_name`,
    ],
    wrong: [
      {
        sql: `SELECT s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND (s.left_on IS NULL OR s.left_on > '2024-01-01')
                AND h.valid_from < '2024-01-01' AND (h.valid_to IS NULL OR h.valid_to > '2024-01-01')
              ORDER BY 3 DESC, 1`,
        mistake: 'a raise starting on 2024-01-01 is not yet applied (< instead of <=)',
      },
      {
        sql: `SELECT s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND (s.left_on IS NULL OR s.left_on > '2024-01-01')
                AND h.valid_from <= '2024-01-01' AND (h.valid_to IS NULL OR h.valid_to >= '2024-01-01')
              ORDER BY 3 DESC, 1`,
        mistake: 'treats valid_to as inclusive, keeping a period that ended on 2024-01-01',
      },
      {
        sql: `SELECT s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND (s.left_on IS NULL OR s.left_on >= '2024-01-01')
                AND h.valid_from <= '2024-01-01' AND (h.valid_to IS NULL OR h.valid_to > '2024-01-01')
              ORDER BY 3 DESC, 1`,
        mistake: 'keeps a person whose left_on is 2024-01-01 (first day no longer employed)',
      },
      {
        sql: `SELECT s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND s.left_on IS NULL
                AND h.valid_from <= '2024-01-01' AND (h.valid_to IS NULL OR h.valid_to > '2024-01-01')
              ORDER BY 3 DESC, 1`,
        mistake: 'drops people who left after the review day',
      },
      {
        sql: `SELECT s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND s.left_on IS NULL OR s.left_on > '2024-01-01'
                AND h.valid_from <= '2024-01-01' AND (h.valid_to IS NULL OR h.valid_to > '2024-01-01')
              ORDER BY 3 DESC, 1`,
        mistake: 'AND/OR precedence around left_on',
      },
      {
        sql: `SELECT DISTINCT ON (s.id) s.full_name, o.name AS org_unit, h.annual_salary
              FROM staff s JOIN org_units o ON o.id = s.org_unit_id JOIN salary_history h ON h.staff_id = s.id
              WHERE s.hired_on <= '2024-01-01' AND (s.left_on IS NULL OR s.left_on > '2024-01-01') AND h.valid_from <= '2024-01-01'
              ORDER BY s.id, h.valid_from DESC`,
        mistake: 'takes the latest period started by the day without checking valid_to, and loses the ordering',
      },
    ],
  },
};

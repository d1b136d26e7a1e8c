import { type FairnessCases } from './types';

/** Hand-written fairness cases for the HR demo challenges (backend/src/catalogue/domain/demo/hr.ts). */
export const HR_FAIRNESS: FairnessCases = {
  'hr-recent-mid-band-hires': {
    wrong: [
      {
        sql: `SELECT id, full_name, job_title, hire_date, salary
              FROM employees
              WHERE hire_date BETWEEN DATE '2021-01-01' AND DATE '2023-12-31'
                AND salary BETWEEN 70000 AND 100000
              ORDER BY hire_date DESC, id`,
        mistake: 'adds an upper bound (end of 2023) to "hired on or after 2021-01-01"',
      },
      {
        sql: `SELECT id, full_name, job_title, hire_date, salary
              FROM employees
              WHERE hire_date >= DATE '2021-01-01' AND salary BETWEEN 70000 AND 100000
              ORDER BY hire_date DESC`,
        mistake: 'drops "then id ascending": people hired the same day come out in any order',
      },
      {
        sql: `SELECT id, full_name, job_title, hire_date, salary
              FROM employees
              WHERE hire_date >= DATE '2021-01-01' AND salary >= 70000 AND salary < 100001
              ORDER BY hire_date DESC, id`,
        mistake: 'writes "up to 100,000 inclusive" as < 100001, which also keeps salaries such as 100000.50',
      },
    ],
    right: [
      `SELECT e.id, e.full_name, e.job_title, e.hire_date AS hired, e.salary AS pay
       FROM employees e
       WHERE e.hire_date > DATE '2020-12-31' AND e.salary >= 70000 AND e.salary <= 100000
       ORDER BY hired DESC, e.id ASC`,
      `SELECT id, full_name, job_title, hire_date, salary
       FROM employees
       WHERE EXTRACT(YEAR FROM hire_date) >= 2021 AND salary BETWEEN SYMMETRIC 100000 AND 70000
       ORDER BY 4 DESC, 1`,
    ],
  },

  'hr-department-headcount': {
    wrong: [
      {
        sql: `SELECT d.name AS department, COUNT(*) AS headcount, ROUND(AVG(e.salary), 2) AS avg_salary, MAX(e.salary) AS max_salary
              FROM employees e JOIN departments d ON d.id = e.department_id
              GROUP BY d.id, d.name
              HAVING COUNT(*) >= 3
              ORDER BY headcount DESC`,
        mistake: 'drops "then department ascending": departments with the same headcount come out in any order',
      },
      {
        sql: `SELECT d.name AS department, COUNT(*) AS headcount, ROUND(AVG(e.salary), 2) AS avg_salary, MAX(e.salary) AS max_salary
              FROM employees e JOIN departments d ON d.id = e.department_id
              GROUP BY d.id, d.name
              HAVING COUNT(*) >= 3
              ORDER BY headcount DESC, avg_salary DESC`,
        mistake: 'breaks headcount ties by average salary instead of "then department ascending"',
      },
      {
        sql: `SELECT d.name AS department, COUNT(*) AS headcount, ROUND(AVG(e.salary::int), 2) AS avg_salary, MAX(e.salary) AS max_salary
              FROM employees e JOIN departments d ON d.id = e.department_id
              GROUP BY d.id, d.name
              HAVING COUNT(*) >= 3
              ORDER BY headcount DESC, department`,
        mistake: 'averages salaries cast to whole units, so cents are lost before "avg_salary (rounded to 2 decimals)"',
      },
    ],
    right: [
      `SELECT d.name, a.n, a.avg_pay, a.top_pay
       FROM (SELECT department_id, COUNT(*) AS n, ROUND(AVG(salary), 2) AS avg_pay, MAX(salary) AS top_pay
             FROM employees GROUP BY department_id) a
       JOIN departments d ON d.id = a.department_id
       WHERE a.n >= 3
       ORDER BY a.n DESC, d.name`,
      `SELECT d.name AS department, x.n AS headcount, x.a AS avg_salary, x.m AS max_salary
       FROM departments d
       CROSS JOIN LATERAL (SELECT COUNT(*) AS n, ROUND(SUM(e.salary) / COUNT(*), 2) AS a, MAX(e.salary) AS m
                           FROM employees e WHERE e.department_id = d.id) x
       WHERE x.n > 2
       ORDER BY 2 DESC, 1 ASC`,
    ],
  },

  'hr-earning-more-than-manager': {
    wrong: [
      {
        sql: `SELECT e.full_name AS employee, e.salary AS employee_salary, m.full_name AS manager, m.salary AS manager_salary
              FROM employees e
              JOIN employees m ON m.id = e.manager_id AND m.department_id = e.department_id
              WHERE e.salary > m.salary`,
        mistake: 'assumes the manager works in the same department; the text only says manager_id points at the manager',
      },
      {
        sql: `SELECT DISTINCT e.full_name AS employee, e.salary AS employee_salary, m.full_name AS manager, m.salary AS manager_salary
              FROM employees e JOIN employees m ON m.id = e.manager_id
              WHERE e.salary > m.salary`,
        mistake: 'SELECT DISTINCT "to be safe" merges two different employees with the same name and salary under one manager',
      },
      {
        sql: `SELECT e.full_name AS employee, e.salary AS employee_salary, m.full_name AS manager, m.salary AS manager_salary
              FROM employees e JOIN employees m ON m.id = e.manager_id
              WHERE e.salary - m.salary >= 1`,
        mistake: 'writes "strictly higher" as at least one unit more, missing a higher salary by cents',
      },
    ],
    right: [
      `SELECT e.full_name, e.salary,
              (SELECT b.full_name FROM employees b WHERE b.id = e.manager_id),
              (SELECT b.salary FROM employees b WHERE b.id = e.manager_id)
       FROM employees e
       WHERE e.salary > (SELECT b.salary FROM employees b WHERE b.id = e.manager_id)`,
      `SELECT e.full_name AS who, e.salary AS pay, m.full_name AS boss, m.salary AS boss_pay
       FROM employees m, employees e
       WHERE e.manager_id = m.id AND NOT (e.salary <= m.salary)`,
    ],
  },

  'hr-top-salaries-per-department': {
    wrong: [
      {
        sql: `WITH ranked AS (
                SELECT d.name AS department, e.id AS employee_id, e.full_name, e.salary,
                       DENSE_RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC) AS salary_rank
                FROM employees e JOIN departments d ON d.id = e.department_id)
              SELECT * FROM ranked WHERE salary_rank <= 3
              ORDER BY department, salary_rank, full_name`,
        mistake: 'orders tied salaries by name instead of "then employee_id"',
      },
      {
        sql: `WITH ranked AS (
                SELECT d.name AS department, e.id AS employee_id, e.full_name, e.salary,
                       RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC) AS r,
                       DENSE_RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC) AS salary_rank
                FROM employees e JOIN departments d ON d.id = e.department_id)
              SELECT department, employee_id, full_name, salary, salary_rank FROM ranked WHERE r <= 3
              ORDER BY department, salary_rank, employee_id`,
        mistake: 'keeps RANK() <= 3 (with gaps) although the text says to keep dense ranks 1 to 3',
      },
      {
        sql: `SELECT d.name AS department, e.id AS employee_id, e.full_name, e.salary,
                     DENSE_RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC) AS salary_rank
              FROM employees e JOIN departments d ON d.id = e.department_id
              WHERE e.salary >= (SELECT MIN(t.salary) FROM (
                      SELECT x.salary FROM employees x WHERE x.department_id = e.department_id ORDER BY x.salary DESC LIMIT 3) t)
              ORDER BY 1, 5, 2`,
        mistake: 'cuts at the third-highest paid person rather than the third-highest salary: a tie above rank 3 hides "the employees ranked 1 to 3"',
      },
    ],
    right: [
      `SELECT d.name, e.id, e.full_name, e.salary,
              (SELECT COUNT(DISTINCT x.salary) FROM employees x WHERE x.department_id = e.department_id AND x.salary >= e.salary) AS rnk
       FROM employees e JOIN departments d ON d.id = e.department_id
       WHERE (SELECT COUNT(DISTINCT x.salary) FROM employees x WHERE x.department_id = e.department_id AND x.salary > e.salary) < 3
       ORDER BY d.name, rnk, e.id`,
      `WITH levels AS (
         SELECT department_id, salary, ROW_NUMBER() OVER (PARTITION BY department_id ORDER BY salary DESC) AS lvl
         FROM (SELECT DISTINCT department_id, salary FROM employees) s)
       SELECT d.name AS department, e.id, e.full_name, e.salary, l.lvl
       FROM employees e
       JOIN levels l ON l.department_id = e.department_id AND l.salary = e.salary AND l.lvl <= 3
       JOIN departments d ON d.id = e.department_id
       ORDER BY 1, 5, 2`,
    ],
  },

  'hr-managers-with-strong-teams': {
    wrong: [
      {
        sql: `SELECT m.id AS manager_id, m.full_name
              FROM employees m
              WHERE EXISTS (SELECT 1 FROM employees e WHERE e.manager_id = m.id)
                AND NOT EXISTS (
                  SELECT 1 FROM employees e
                  WHERE e.manager_id = m.id
                    AND (NOT EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.id)
                         OR EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.id AND r.review_year = 2023 AND r.rating < 4)))`,
        mistake: 'disqualifies only reports with no review at all, not "a direct report without a 2023 review"',
      },
      {
        sql: `SELECT m.id AS manager_id, m.full_name
              FROM employees m
              WHERE EXISTS (SELECT 1 FROM employees e WHERE e.manager_id = m.id)
                AND NOT EXISTS (
                  SELECT 1 FROM employees e
                  WHERE e.manager_id = m.id
                    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.id AND r.review_year >= 2023 AND r.rating >= 4))`,
        mistake: 'accepts any review from 2023 on, not "a 2023 review with a rating of at least 4"',
      },
      {
        sql: `SELECT m.id AS manager_id, m.full_name
              FROM employees m
              JOIN employees e ON e.manager_id = m.id
              LEFT JOIN reviews r ON r.employee_id = e.id AND r.review_year = 2023
              GROUP BY m.id, m.full_name
              HAVING COUNT(r.rating) = COUNT(*) AND AVG(r.rating) >= 4`,
        mistake: 'requires the team average to be 4 or more instead of "every direct report" having at least 4',
      },
    ],
    right: [
      `SELECT m.id, m.full_name
       FROM employees m
       JOIN employees e ON e.manager_id = m.id
       LEFT JOIN reviews r ON r.employee_id = e.id AND r.review_year = 2023
       GROUP BY m.id, m.full_name
       HAVING bool_and(COALESCE(r.rating, 0) >= 4)`,
      `SELECT m.id, m.full_name FROM employees m WHERE m.id IN (SELECT manager_id FROM employees)
       EXCEPT
       SELECT m.id, m.full_name
       FROM employees m
       JOIN employees e ON e.manager_id = m.id
       LEFT JOIN reviews r ON r.employee_id = e.id AND r.review_year = 2023
       WHERE r.rating IS NULL OR r.rating < 4`,
    ],
  },

  'hr-org-span-of-control': {
    wrong: [
      {
        sql: `WITH below AS (
                SELECT e1.manager_id AS boss, e1.id AS emp FROM employees e1 WHERE e1.manager_id IS NOT NULL
                UNION ALL
                SELECT e1.manager_id, e2.id FROM employees e1 JOIN employees e2 ON e2.manager_id = e1.id
                WHERE e1.manager_id IS NOT NULL
                UNION ALL
                SELECT e1.manager_id, e3.id FROM employees e1
                JOIN employees e2 ON e2.manager_id = e1.id JOIN employees e3 ON e3.manager_id = e2.id
                WHERE e1.manager_id IS NOT NULL)
              SELECT m.id AS manager_id, m.full_name, COUNT(*) AS team_size, SUM(e.salary) AS team_payroll
              FROM below b JOIN employees m ON m.id = b.boss JOIN employees e ON e.id = b.emp
              GROUP BY m.id, m.full_name
              ORDER BY team_size DESC, m.id`,
        mistake: 'follows the chart three levels down with fixed self-joins instead of "and so on down"',
      },
      {
        sql: `WITH RECURSIVE chain (manager_id, employee_id, depth) AS (
                SELECT manager_id, id, 1 FROM employees WHERE manager_id IS NOT NULL
                UNION ALL
                SELECT c.manager_id, e.id, c.depth + 1 FROM chain c JOIN employees e ON e.manager_id = c.employee_id
                WHERE c.depth < 3)
              SELECT m.id AS manager_id, m.full_name, COUNT(*) AS team_size, SUM(e.salary) AS team_payroll
              FROM chain c JOIN employees m ON m.id = c.manager_id JOIN employees e ON e.id = c.employee_id
              GROUP BY m.id, m.full_name
              ORDER BY team_size DESC, m.id`,
        mistake: 'caps the recursion at depth 3 "to be safe" although the text asks for everyone below, however deep',
      },
      {
        sql: `WITH RECURSIVE chain (manager_id, employee_id) AS (
                SELECT manager_id, id FROM employees WHERE manager_id IS NOT NULL
                UNION
                SELECT c.manager_id, e.id FROM chain c JOIN employees e ON e.manager_id = c.employee_id)
              SELECT m.id AS manager_id, m.full_name, COUNT(*) AS team_size, SUM(e.salary) AS team_payroll
              FROM chain c JOIN employees m ON m.id = c.manager_id JOIN employees e ON e.id = c.employee_id
              GROUP BY m.id, m.full_name
              ORDER BY team_size DESC, m.full_name`,
        mistake: 'breaks team_size ties by name instead of "then manager_id ascending"',
      },
    ],
    right: [
      `WITH RECURSIVE up (employee_id, ancestor_id) AS (
         SELECT id, manager_id FROM employees WHERE manager_id IS NOT NULL
         UNION ALL
         SELECT u.employee_id, e.manager_id FROM up u JOIN employees e ON e.id = u.ancestor_id WHERE e.manager_id IS NOT NULL)
       SELECT a.id, a.full_name, COUNT(*) AS n, SUM(p.salary) AS payroll
       FROM up JOIN employees a ON a.id = up.ancestor_id JOIN employees p ON p.id = up.employee_id
       GROUP BY a.id, a.full_name
       ORDER BY n DESC, a.id`,
      `WITH RECURSIVE tree (root, node) AS (
         SELECT id, id FROM employees
         UNION ALL
         SELECT t.root, e.id FROM tree t JOIN employees e ON e.manager_id = t.node)
       SELECT r.id AS manager_id, r.full_name,
              COUNT(*) AS team_size, SUM(x.salary) AS team_payroll
       FROM tree t JOIN employees r ON r.id = t.root JOIN employees x ON x.id = t.node
       WHERE t.node <> t.root
       GROUP BY r.id, r.full_name
       ORDER BY 3 DESC, 1`,
    ],
  },
};

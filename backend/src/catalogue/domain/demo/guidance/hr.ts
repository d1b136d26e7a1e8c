import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the HR demo challenges (../hr.ts). */
export const HR_GUIDANCE: Record<string, Guidance> = {
  'hr-recent-mid-band-hires': {
    hints: [
      'One table holds everything. There is a condition on the hire date and a range condition on the salary.',
      '"On or after" is `>=`, and `BETWEEN low AND high` includes both ends. Descending order is `DESC`.',
      'Filter `hire_date >= DATE \'2021-01-01\' AND salary BETWEEN 70000 AND 100000`, then `ORDER BY hire_date DESC, id`.',
    ],
    approach: text(`
      Filter \`employees\` on two conditions joined with \`AND\`: the hire date has a lower bound only (no end date is given), and the salary must lie in a closed range, which \`BETWEEN\` expresses directly because it includes both 70,000 and 100,000. Sort most recent first with \`DESC\` on the hire date, and put \`id\` second (ascending is the default) for people hired on the same day.
    `),
    solution: text(`
      SELECT id, full_name, job_title, hire_date, salary
      FROM employees
      -- a lower bound only: no end date is given
      WHERE hire_date >= DATE '2021-01-01'
        -- BETWEEN includes both 70000 and 100000
        AND salary BETWEEN 70000 AND 100000
      -- newest first; id for hires on the same day
      ORDER BY hire_date DESC, id;
    `),
    mistakes: [
      '**Writing the upper bound with whole numbers**, `salary < 100001`. Salaries have cents, so 100000.50 passes although it is above 100,000. Use `<= 100000` or `BETWEEN`.',
      '**Adding an end date that the text does not give**, e.g. `hire_date BETWEEN \'2021-01-01\' AND \'2023-12-31\'` because the sample ends there. Someone hired in 2024 is also "on or after 2021-01-01".',
    ],
  },
  'hr-department-headcount': {
    hints: [
      'You need one row per department with a few statistics about its employees, and some departments must be left out.',
      'Join `employees` to `departments`, `GROUP BY` the department, and put the "at least 3 employees" rule in `HAVING` (it is about groups, not rows).',
      'Use `COUNT(*)`, `ROUND(AVG(e.salary), 2)` and `MAX(e.salary)`, with `HAVING COUNT(*) >= 3` and `ORDER BY headcount DESC, d.name`.',
    ],
    approach: text(`
      Join each employee to their department, then group by department. \`COUNT(*)\`, \`AVG\` and \`MAX\` summarise each group. The minimum headcount is a condition on the groups, so it goes in \`HAVING\` (\`WHERE\` runs before grouping and cannot see counts). Group by the department id as well as the name, so two departments could never be merged, and sort with the name as tie-breaker.
    `),
    solution: text(`
      SELECT d.name AS department,
             COUNT(*) AS headcount,
             -- average of the exact salaries, rounded only at the end
             ROUND(AVG(e.salary), 2) AS avg_salary,
             MAX(e.salary) AS max_salary
      FROM employees e
      JOIN departments d ON d.id = e.department_id
      GROUP BY d.id, d.name
      -- a condition on groups belongs in HAVING
      HAVING COUNT(*) >= 3
      ORDER BY headcount DESC, d.name;
    `),
    mistakes: [
      '**Breaking headcount ties with another column**, e.g. `ORDER BY headcount DESC, avg_salary DESC`, or leaving the tie-breaker out. Two departments with 4 people each must be ordered by name.',
      '**Averaging rounded salaries**, `AVG(e.salary::int)`. Casting to an integer rounds every salary to whole units before averaging (65000.50 becomes 65001), so the average is off in the decimals.',
    ],
  },
  'hr-earning-more-than-manager': {
    hints: [
      'The manager is also a row of `employees`. To compare an employee with their manager, you need both rows side by side.',
      'Join `employees` to itself with two aliases: `e` for the employee and `m` for the manager, matching `m.id = e.manager_id`.',
      'Use `FROM employees e JOIN employees m ON m.id = e.manager_id WHERE e.salary > m.salary`, and alias the two name and salary columns.',
    ],
    approach: text(`
      A **self-join** puts each employee next to their manager: the same table appears twice, once as the employee (\`e\`) and once as the manager (\`m\`), joined on \`m.id = e.manager_id\`. The inner join drops employees without a manager, who have nobody to out-earn. Then keep the pairs where the employee's salary is strictly greater. No other condition (such as the department) is part of the question.
    `),
    solution: text(`
      SELECT e.full_name AS employee, e.salary AS employee_salary,
             m.full_name AS manager, m.salary AS manager_salary
      FROM employees e
      -- the same table again, this time as the manager
      JOIN employees m ON m.id = e.manager_id
      -- strictly higher, to the cent
      WHERE e.salary > m.salary;
    `),
    mistakes: [
      '**Requiring the manager to be in the same department**, `... AND m.department_id = e.department_id`. A manager can lead someone from another department; that pair is silently dropped.',
      '**Adding `DISTINCT` "to be safe"**. Two different employees with the same name and salary under the same manager are two rows; `DISTINCT` merges them into one.',
    ],
  },
  'hr-top-salaries-per-department': {
    hints: [
      'Rank the employees inside each department by salary, then keep only the top ranks. The ranking restarts in every department.',
      'Use `DENSE_RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC)`. You cannot filter on a window function in the same `SELECT`, so use a CTE or subquery.',
      'In a CTE join `departments` for the name and compute the dense rank as `salary_rank`; outside keep `salary_rank <= 3` and sort by `department, salary_rank, employee_id`.',
    ],
    approach: text(`
      \`DENSE_RANK()\` with \`PARTITION BY department_id\` ranks salaries separately in each department: equal salaries share a rank, and the next distinct salary gets the next number, so ranks 1 to 3 are the three highest distinct salaries (possibly more than three people). Window functions are computed after \`WHERE\`, so the rank is filtered in an outer query over a CTE.
    `),
    solution: text(`
      WITH ranked AS (
        SELECT d.name AS department, e.id AS employee_id, e.full_name, e.salary,
               -- restarts per department; ties share a rank, no gaps after them
               DENSE_RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC) AS salary_rank
        FROM employees e
        JOIN departments d ON d.id = e.department_id
      )
      SELECT department, employee_id, full_name, salary, salary_rank
      FROM ranked
      -- filtered outside: window results do not exist yet in WHERE
      WHERE salary_rank <= 3
      ORDER BY department, salary_rank, employee_id;
    `),
    mistakes: [
      '**Filtering on `RANK()` instead of `DENSE_RANK()`**. With salaries 120k, 120k, 110k, 100k, `RANK` gives 1, 1, 3, 4, so the person on 100k (dense rank 3) is dropped.',
      '**Cutting at the third-highest paid person**, e.g. comparing with the smallest of the top 3 salaries from `ORDER BY salary DESC LIMIT 3`. If two people tie at the top, that third salary is only the second distinct one, and everyone at the third distinct salary is lost.',
    ],
  },
  'hr-managers-with-strong-teams': {
    hints: [
      '"Every report has a good review" means "there is no report without a good review". Rephrase the condition that way.',
      'Use nested `NOT EXISTS`: no direct report for whom no 2023 review with rating >= 4 exists. Add an `EXISTS` to make sure the person manages someone at all.',
      'Outer: `EXISTS (reports of m)`. Then `NOT EXISTS (SELECT 1 FROM employees e WHERE e.manager_id = m.id AND NOT EXISTS (review of e with review_year = 2023 AND rating >= 4))`.',
    ],
    approach: text(`
      SQL has no "for all", so state it as a double negative: a manager qualifies when there is **no** direct report who does **not** have a 2023 review rated 4 or more. A report with no 2023 review at all has no such review, so the inner \`NOT EXISTS\` catches that case too, as the text requires. Someone with no reports would pass the double negative trivially, so an \`EXISTS\` first checks that they are a manager.
    `),
    solution: text(`
      SELECT m.id AS manager_id, m.full_name
      FROM employees m
      -- is a manager: has at least one direct report
      WHERE EXISTS (SELECT 1 FROM employees e WHERE e.manager_id = m.id)
        -- and no direct report ...
        AND NOT EXISTS (
          SELECT 1
          FROM employees e
          WHERE e.manager_id = m.id
            -- ... lacks a 2023 review rated 4 or more (a missing review counts as lacking)
            AND NOT EXISTS (
              SELECT 1
              FROM reviews r
              WHERE r.employee_id = e.id
                AND r.review_year = 2023
                AND r.rating >= 4
            )
        );
    `),
    mistakes: [
      '**Disqualifying only reports with no review at all**, e.g. "no review exists, or a 2023 review below 4". A report whose only review is from 2022 passes, but the text says a report without a 2023 review disqualifies the manager.',
      '**Checking the team average**, `HAVING AVG(r.rating) >= 4`. A team rated 5 and 3 averages 4, although one report is below 4; the text asks that every report scores at least 4.',
    ],
  },
  'hr-org-span-of-control': {
    hints: [
      'The chart can be any number of levels deep, so a fixed number of joins will not be enough. You need a query that repeats itself until nobody is left.',
      'Use a recursive CTE (`WITH RECURSIVE`): start with every manager and their direct reports, then repeatedly add the reports of the people already found.',
      'Anchor: `employees m JOIN employees e ON e.manager_id = m.id`. Recursive part: `FROM team t JOIN employees e ON e.manager_id = t.member_id`, keeping `t.manager_id`. Then group by manager.',
    ],
    approach: text(`
      A **recursive CTE** walks a hierarchy of any depth. The anchor part lists each (manager, direct report) pair. The recursive part joins the rows found so far back to \`employees\`: the reports of a member are also in the original manager's team, so the manager id is carried along while the member changes. The recursion stops when a step finds no new rows. Finally group the pairs by manager to count the people and add up their salaries. The manager never appears as their own member, so they are not counted.
    `),
    solution: text(`
      -- (manager, someone below them) pairs, at any depth
      WITH RECURSIVE team (manager_id, member_id, salary) AS (
        -- anchor: the direct reports of every manager
        SELECT m.id, e.id, e.salary
        FROM employees m
        JOIN employees e ON e.manager_id = m.id
        UNION
        -- step: the reports of people already in the team, same top manager
        SELECT t.manager_id, e.id, e.salary
        FROM team t
        JOIN employees e ON e.manager_id = t.member_id
      )
      SELECT m.id AS manager_id, m.full_name,
             COUNT(*) AS team_size,
             SUM(t.salary) AS team_payroll
      FROM employees m
      JOIN team t ON t.manager_id = m.id
      GROUP BY m.id, m.full_name
      ORDER BY team_size DESC, m.id;
    `),
    mistakes: [
      '**Following a fixed number of levels**, e.g. three self-joins, or a recursive CTE capped with `WHERE depth < 3` "to be safe". The sample chart may be three levels deep, but a fourth level is "and so on down" too; its people would be missing from the CEO\'s team.',
      '**Breaking team-size ties by name**, `ORDER BY team_size DESC, m.full_name`. Two managers with teams of the same size must be ordered by `manager_id`, and names can sort the other way.',
    ],
  },
};

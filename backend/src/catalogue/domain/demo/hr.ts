import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { HR_GUIDANCE } from './guidance/hr';
import { withGuidance } from './guidance/guidance';

const departments = table(
  `CREATE TABLE departments (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  location text NOT NULL
);`,
  'departments',
  ['id', 'name', 'location'],
  [
    [1, 'Engineering', 'Berlin'],
    [2, 'Sales', 'London'],
    [3, 'Marketing', 'London'],
    [4, 'Finance', 'Berlin'],
    [5, 'People', 'Remote'],
    [6, 'Legal', 'London'],
    [7, 'Executive', 'Berlin'],
  ],
);

const employees = table(
  `CREATE TABLE employees (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  department_id int NOT NULL REFERENCES departments(id),
  manager_id int REFERENCES employees(id) ON DELETE SET NULL,
  job_title text NOT NULL,
  hire_date date NOT NULL,
  salary numeric(10,2) NOT NULL,
  CHECK (manager_id < id)
);`,
  'employees',
  ['id', 'full_name', 'department_id', 'manager_id', 'job_title', 'hire_date', 'salary'],
  [
    [1, 'Sofia Lindqvist', 7, null, 'Chief Executive Officer', '2015-04-01', 250000],
    [2, 'David Kim', 1, 1, 'VP Engineering', '2016-02-15', 185000],
    [3, 'Rachel Adams', 2, 1, 'VP Sales', '2017-06-01', 170000],
    [4, 'Tariq Hassan', 4, 1, 'Finance Director', '2018-01-08', 150000],
    [5, 'Julia Novak', 1, 2, 'Engineering Manager', '2018-09-03', 140000],
    [6, 'Mateo Rossi', 1, 5, 'Senior Engineer', '2019-03-18', 125000],
    [7, 'Emma Clarke', 1, 5, 'Senior Engineer', '2020-05-11', 142000],
    [8, 'Noah Fischer', 1, 5, 'Software Engineer', '2021-07-19', 98000],
    [9, 'Aiko Tanaka', 1, 5, 'Software Engineer', '2022-01-10', 98000],
    [10, "Liam O'Connor", 1, 2, 'Staff Engineer', '2019-11-25', 190000],
    [11, 'Grace Wu', 2, 3, 'Sales Manager', '2019-02-04', 120000],
    [12, 'Oscar Diaz', 2, 11, 'Account Executive', '2020-08-17', 85000],
    [13, 'Chloe Bernard', 2, 11, 'Account Executive', '2021-03-22', 88000],
    [14, 'Ravi Patel', 2, 11, 'Sales Development Rep', '2023-01-09', 62000],
    [15, 'Hannah Weber', 3, 3, 'Marketing Manager', '2020-10-05', 110000],
    [16, 'Ethan Brown', 3, 15, 'Content Strategist', '2021-05-17', 72000],
    [17, 'Zara Ahmed', 3, 15, 'Growth Marketer', '2022-09-12', 78000],
    [18, 'Ines Costa', 4, 4, 'Senior Accountant', '2019-07-01', 95000],
    [19, 'Felix Wagner', 4, 4, 'Financial Analyst', '2021-11-15', 82000],
    [20, 'Maya Cohen', 5, 1, 'People Partner', '2020-03-02', 90000],
    [21, 'Lucas Moreau', 5, 20, 'Recruiter', '2022-06-20', 68000],
    [22, 'Olivia Park', 1, 5, 'Software Engineer', '2023-04-03', 95000],
    [23, 'Samir Haddad', 2, 11, 'Account Executive', '2023-09-18', 88000],
    [24, 'Nora Lind', 5, 20, 'People Partner', '2021-01-01', 90000],
    [25, 'Owen Price', 1, 5, 'Software Engineer', '2023-06-12', 100000],
    [26, 'Petra Ilic', 4, 4, 'Financial Analyst', '2022-02-14', 70000],
  ],
);

const reviews = table(
  `CREATE TABLE reviews (
  employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  review_year int NOT NULL,
  rating int NOT NULL,
  PRIMARY KEY (employee_id, review_year)
);`,
  'reviews',
  ['employee_id', 'review_year', 'rating'],
  [
    [2, 2022, 4], [3, 2022, 5], [5, 2022, 3], [6, 2022, 4], [7, 2022, 4], [8, 2022, 3], [10, 2022, 5],
    [11, 2022, 4], [12, 2022, 3], [13, 2022, 3], [15, 2022, 4], [16, 2022, 3], [18, 2022, 4], [20, 2022, 4], [24, 2022, 4],
    [2, 2023, 5], [3, 2023, 4], [4, 2023, 4], [5, 2023, 4], [6, 2023, 5], [7, 2023, 5], [8, 2023, 4],
    [9, 2023, 4], [10, 2023, 5], [11, 2023, 3], [12, 2023, 4], [13, 2023, 2], [14, 2023, 3], [15, 2023, 4],
    [16, 2023, 4], [17, 2023, 5], [18, 2023, 3], [19, 2023, 4], [20, 2023, 5], [21, 2023, 4],
    [24, 2023, 4], [26, 2023, 4],
  ],
);

const STAFF_DATA = 'A 26-person software company: 7 departments (Legal has nobody yet) and its employees with job title, hire date, yearly salary and manager (NULL for the CEO).';
const REVIEW_DATA = 'A 26-person software company: its departments, employees with their managers, and yearly performance reviews (rating 1–5) for 2022 and 2023; people hired recently may have no review.';

export const HR_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'hr-recent-mid-band-hires',
    industry: 'hr',
    title: 'Recent Hires in the Mid Salary Band',
    description: text(`
      List the employees hired on or after 2021-01-01 whose \`salary\` is between 70,000 and 100,000 (both inclusive).

      Return \`id\`, \`full_name\`, \`job_title\`, \`hire_date\` and \`salary\`, ordered by \`hire_date\` descending (most recent first), then \`id\` ascending.
    `),
    difficulty_rating: 900,
    estimated_time_minutes: 4,
    category: 'SELECT',
    concepts: ['filtering', 'sorting'],
    schema_setup: setup(departments, employees),
    sample_data_description: STAFF_DATA,
    correct_solution: text(`
      SELECT id, full_name, job_title, hire_date, salary
      FROM employees
      WHERE hire_date >= DATE '2021-01-01'
        AND salary BETWEEN 70000 AND 100000
      ORDER BY hire_date DESC, id;
    `),
    tags: ['where', 'between', 'dates', 'order-by'],
    // "List the employees hired on or after 2021-01-01 whose salary is between 70,000 and 100,000 (both
    // inclusive)": hires in 2024 and on 2020-12-31, and salaries a cent outside either bound.
    hidden_datasets: [
      `INSERT INTO employees (id, full_name, department_id, manager_id, job_title, hire_date, salary) VALUES
         (27, 'Anya Volkova', 1, 5, 'Software Engineer', '2024-02-05', 100000.00),
         (28, 'Jonas Berg', 2, 11, 'Account Executive', '2024-09-16', 70000.00),
         (29, 'Leah Morgan', 3, 15, 'Growth Marketer', '2020-12-31', 85000.00),
         (30, 'Kofi Asante', 4, 4, 'Financial Analyst', '2022-04-04', 69999.99),
         (31, 'Marta Nowak', 1, 5, 'Software Engineer', '2023-08-21', 100000.01);`,
    ],
  },
  {
    slug: 'hr-department-headcount',
    industry: 'hr',
    title: 'Headcount and Pay by Department',
    description: text(`
      For each department with **at least 3 employees**, return \`department\` (its \`name\`), \`headcount\`, \`avg_salary\` (rounded to 2 decimals) and \`max_salary\`.

      Order by \`headcount\` descending, then \`department\` ascending.
    `),
    difficulty_rating: 1000,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    concepts: ['aggregation', 'having', 'inner-join'],
    schema_setup: setup(departments, employees),
    sample_data_description: STAFF_DATA,
    correct_solution: text(`
      SELECT d.name AS department,
             COUNT(*) AS headcount,
             ROUND(AVG(e.salary), 2) AS avg_salary,
             MAX(e.salary) AS max_salary
      FROM employees e
      JOIN departments d ON d.id = e.department_id
      GROUP BY d.id, d.name
      HAVING COUNT(*) >= 3
      ORDER BY headcount DESC, d.name;
    `),
    tags: ['group-by', 'having', 'avg', 'join'],
    // A department of low-paid interns: its average (18,283.33) is small enough that rounding to 1 decimal
    // instead of 2 shows beyond the grader's numeric tolerance.
    hidden_datasets: [
      `INSERT INTO departments (id, name, location) VALUES (8, 'Internships', 'Berlin');
INSERT INTO employees (id, full_name, department_id, manager_id, job_title, hire_date, salary) VALUES
  (27, 'Jonas Berg', 8, 5, 'Engineering Intern', '2024-02-01', 17500),
  (28, 'Leila Nasser', 8, 11, 'Sales Intern', '2024-02-01', 18200),
  (29, 'Kai Schulz', 8, 20, 'People Intern', '2024-03-01', 19150);`,
    ],
  },
  {
    slug: 'hr-earning-more-than-manager',
    industry: 'hr',
    title: 'Employees Who Out-Earn Their Manager',
    description: text(`
      Find the employees whose \`salary\` is strictly higher than their direct manager's salary (\`manager_id\` points at the manager's row in the same table).

      Return \`employee\` (full name), \`employee_salary\`, \`manager\` (full name) and \`manager_salary\`. Row order does not matter.
    `),
    difficulty_rating: 1200,
    estimated_time_minutes: 6,
    category: 'JOIN',
    concepts: ['self-join'],
    schema_setup: setup(departments, employees),
    sample_data_description: STAFF_DATA,
    correct_solution: text(`
      SELECT e.full_name AS employee, e.salary AS employee_salary,
             m.full_name AS manager, m.salary AS manager_salary
      FROM employees e
      JOIN employees m ON m.id = e.manager_id
      WHERE e.salary > m.salary;
    `),
    tags: ['self-join', 'table-aliases'],
    // "Find the employees whose salary is strictly higher than their direct manager's salary": one report
    // earns 50 cents more than the manager, another exactly the manager's salary.
    hidden_datasets: [
      `INSERT INTO employees (id, full_name, department_id, manager_id, job_title, hire_date, salary) VALUES
         (27, 'Jonas Berg', 2, 11, 'Key Account Manager', '2024-02-05', 120000.50),
         (28, 'Leah Morgan', 3, 15, 'Brand Lead', '2024-03-11', 110000.00);`,
    ],
  },
  {
    slug: 'hr-top-salaries-per-department',
    industry: 'hr',
    title: 'Top Three Salaries in Each Department',
    description: text(`
      Within each department, rank employees by \`salary\` (highest first) using **dense ranking**: equal salaries share a rank and the next rank follows without a gap. Keep the employees ranked 1 to 3 (more than three people can appear when salaries tie).

      Return \`department\` (name), \`employee_id\`, \`full_name\`, \`salary\` and \`salary_rank\`, ordered by \`department\`, then \`salary_rank\`, then \`employee_id\`.
    `),
    difficulty_rating: 1450,
    estimated_time_minutes: 8,
    category: 'WINDOW_FUNCTION',
    concepts: ['top-n-per-group', 'ranking-window'],
    schema_setup: setup(departments, employees),
    sample_data_description: STAFF_DATA,
    correct_solution: text(`
      WITH ranked AS (
        SELECT d.name AS department, e.id AS employee_id, e.full_name, e.salary,
               DENSE_RANK() OVER (PARTITION BY e.department_id ORDER BY e.salary DESC) AS salary_rank
        FROM employees e
        JOIN departments d ON d.id = e.department_id
      )
      SELECT department, employee_id, full_name, salary, salary_rank
      FROM ranked
      WHERE salary_rank <= 3
      ORDER BY department, salary_rank, employee_id;
    `),
    tags: ['dense-rank', 'partition-by', 'top-n-per-group'],
  },
  {
    slug: 'hr-managers-with-strong-teams',
    industry: 'hr',
    title: 'Managers Whose Whole Team Scored 4+',
    description: text(`
      A manager is an employee with at least one direct report. Find the managers for whom **every** direct report has a **2023** review with a \`rating\` of at least 4. A direct report without a 2023 review disqualifies the manager.

      Return \`manager_id\` and \`full_name\`. Row order does not matter.
    `),
    difficulty_rating: 1650,
    estimated_time_minutes: 10,
    category: 'SUBQUERY',
    concepts: ['anti-join', 'semi-join', 'correlated-subquery'],
    schema_setup: setup(departments, employees, reviews),
    sample_data_description: REVIEW_DATA,
    correct_solution: text(`
      SELECT m.id AS manager_id, m.full_name
      FROM employees m
      WHERE EXISTS (SELECT 1 FROM employees e WHERE e.manager_id = m.id)
        AND NOT EXISTS (
          SELECT 1
          FROM employees e
          WHERE e.manager_id = m.id
            AND NOT EXISTS (
              SELECT 1
              FROM reviews r
              WHERE r.employee_id = e.id
                AND r.review_year = 2023
                AND r.rating >= 4
            )
        );
    `),
    tags: ['not-exists', 'exists', 'relational-division'],
    // "every direct report has a 2023 review with a rating of at least 4. A direct report without a 2023
    // review disqualifies the manager": a report of David Kim reviewed only in 2022 (rating 5) and a report
    // of Maya Cohen reviewed only in 2024 (rating 5).
    hidden_datasets: [
      `INSERT INTO employees (id, full_name, department_id, manager_id, job_title, hire_date, salary) VALUES
         (27, 'Jonas Berg', 1, 2, 'Staff Engineer', '2021-05-03', 175000),
         (28, 'Leah Morgan', 5, 20, 'Recruiter', '2023-11-06', 66000);
       INSERT INTO reviews (employee_id, review_year, rating) VALUES (27, 2022, 5), (28, 2024, 5);`,
    ],
  },
  {
    slug: 'hr-org-span-of-control',
    industry: 'hr',
    title: 'Org Chart: Everyone Under Each Manager',
    description: text(`
      For every manager (an employee with at least one direct report), count **all** the people below them in the org chart – direct reports, their reports, and so on down – and add up those people's salaries. The manager is not counted in their own team. The chart has no cycles: a manager's \`id\` is always lower than their reports' ids.

      Return \`manager_id\`, \`full_name\`, \`team_size\` and \`team_payroll\`, ordered by \`team_size\` descending, then \`manager_id\` ascending.
    `),
    difficulty_rating: 2000,
    estimated_time_minutes: 15,
    category: 'ANALYTICS',
    concepts: ['recursive-cte', 'aggregation'],
    schema_setup: setup(departments, employees),
    sample_data_description: STAFF_DATA,
    correct_solution: text(`
      WITH RECURSIVE team (manager_id, member_id, salary) AS (
        SELECT m.id, e.id, e.salary
        FROM employees m
        JOIN employees e ON e.manager_id = m.id
        UNION
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
    tags: ['recursive-cte', 'hierarchy', 'self-join', 'group-by'],
  },
], HR_GUIDANCE);

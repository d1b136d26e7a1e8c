CREATE TABLE departments (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  location text NOT NULL
);
INSERT INTO departments (id, name, location) VALUES
  (1, 'Engineering', 'Berlin'),
  (2, 'Sales', 'London'),
  (3, 'Marketing', 'London'),
  (4, 'Finance', 'Berlin'),
  (5, 'People', 'Remote'),
  (6, 'Legal', 'London'),
  (7, 'Executive', 'Berlin');

CREATE TABLE employees (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  department_id int NOT NULL REFERENCES departments(id),
  manager_id int REFERENCES employees(id) ON DELETE SET NULL,
  job_title text NOT NULL,
  hire_date date NOT NULL,
  salary numeric(10,2) NOT NULL,
  CHECK (manager_id < id)
);
INSERT INTO employees (id, full_name, department_id, manager_id, job_title, hire_date, salary) VALUES
  (1, 'Sofia Lindqvist', 7, NULL, 'Chief Executive Officer', '2015-04-01', 250000),
  (2, 'David Kim', 1, 1, 'VP Engineering', '2016-02-15', 185000),
  (3, 'Rachel Adams', 2, 1, 'VP Sales', '2017-06-01', 170000),
  (4, 'Tariq Hassan', 4, 1, 'Finance Director', '2018-01-08', 150000),
  (5, 'Julia Novak', 1, 2, 'Engineering Manager', '2018-09-03', 140000),
  (6, 'Mateo Rossi', 1, 5, 'Senior Engineer', '2019-03-18', 125000),
  (7, 'Emma Clarke', 1, 5, 'Senior Engineer', '2020-05-11', 142000),
  (8, 'Noah Fischer', 1, 5, 'Software Engineer', '2021-07-19', 98000),
  (9, 'Aiko Tanaka', 1, 5, 'Software Engineer', '2022-01-10', 98000),
  (10, 'Liam O''Connor', 1, 2, 'Staff Engineer', '2019-11-25', 190000),
  (11, 'Grace Wu', 2, 3, 'Sales Manager', '2019-02-04', 120000),
  (12, 'Oscar Diaz', 2, 11, 'Account Executive', '2020-08-17', 85000),
  (13, 'Chloe Bernard', 2, 11, 'Account Executive', '2021-03-22', 88000),
  (14, 'Ravi Patel', 2, 11, 'Sales Development Rep', '2023-01-09', 62000),
  (15, 'Hannah Weber', 3, 3, 'Marketing Manager', '2020-10-05', 110000),
  (16, 'Ethan Brown', 3, 15, 'Content Strategist', '2021-05-17', 72000),
  (17, 'Zara Ahmed', 3, 15, 'Growth Marketer', '2022-09-12', 78000),
  (18, 'Ines Costa', 4, 4, 'Senior Accountant', '2019-07-01', 95000),
  (19, 'Felix Wagner', 4, 4, 'Financial Analyst', '2021-11-15', 82000),
  (20, 'Maya Cohen', 5, 1, 'People Partner', '2020-03-02', 90000),
  (21, 'Lucas Moreau', 5, 20, 'Recruiter', '2022-06-20', 68000),
  (22, 'Olivia Park', 1, 5, 'Software Engineer', '2023-04-03', 95000),
  (23, 'Samir Haddad', 2, 11, 'Account Executive', '2023-09-18', 88000),
  (24, 'Nora Lind', 5, 20, 'People Partner', '2021-01-01', 90000),
  (25, 'Owen Price', 1, 5, 'Software Engineer', '2023-06-12', 100000),
  (26, 'Petra Ilic', 4, 4, 'Financial Analyst', '2022-02-14', 70000);

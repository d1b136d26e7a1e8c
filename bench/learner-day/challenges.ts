/** Six small challenges with their correct solutions (all rated 1200: the daily pick spreads learners over them by the tie-break hash). */
export interface BenchChallenge {
  title: string;
  description: string;
  schema_setup: string;
  correct_solution: string;
  /** A query the learner "tests" before submitting. */
  probe: string;
}

const ORDERS = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;
const SESSIONS = `CREATE TABLE sessions (id serial PRIMARY KEY, player text NOT NULL, game text NOT NULL, minutes int NOT NULL);
INSERT INTO sessions (player, game, minutes) VALUES ('ana','chess',40),('ben','go',25),('ana','go',15),('cy','chess',60),('ben','chess',35),('dia','go',50);`;
const STAFF = `CREATE TABLE departments (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE staff (id serial PRIMARY KEY, name text NOT NULL, department_id int NOT NULL REFERENCES departments(id), salary int NOT NULL);
INSERT INTO departments VALUES (1, 'Sales'), (2, 'Support'), (3, 'Research');
INSERT INTO staff (name, department_id, salary) VALUES ('Iris', 1, 52000), ('Jon', 1, 61000), ('Kim', 2, 43000), ('Lea', 3, 75000), ('Max', 3, 68000), ('Nia', 2, 47000);`;

export const BENCH_CHALLENGES: BenchChallenge[] = [
  {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest total first (ties by name).',
    schema_setup: ORDERS,
    correct_solution: 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer',
    probe: 'SELECT customer, amount FROM orders ORDER BY id',
  },
  {
    title: 'Orders per customer',
    description: 'Return each customer and how many orders they placed. Row order does not matter.',
    schema_setup: ORDERS,
    correct_solution: 'SELECT customer, COUNT(*) AS orders FROM orders GROUP BY customer',
    probe: 'SELECT customer FROM orders',
  },
  {
    title: 'Minutes per player',
    description: 'Return each player and their total minutes played. Row order does not matter.',
    schema_setup: SESSIONS,
    correct_solution: 'SELECT player, SUM(minutes) AS total FROM sessions GROUP BY player',
    probe: 'SELECT player, minutes FROM sessions',
  },
  {
    title: 'Longest session per game',
    description: 'Return each game and its longest session in minutes. Row order does not matter.',
    schema_setup: SESSIONS,
    correct_solution: 'SELECT game, MAX(minutes) AS longest FROM sessions GROUP BY game',
    probe: 'SELECT game, minutes FROM sessions ORDER BY minutes DESC',
  },
  {
    title: 'Payroll per department',
    description: 'Return each department name and the sum of its salaries. Row order does not matter.',
    schema_setup: STAFF,
    correct_solution: 'SELECT d.name, SUM(s.salary) AS payroll FROM staff s JOIN departments d ON d.id = s.department_id GROUP BY d.name',
    probe: 'SELECT * FROM departments',
  },
  {
    title: 'Headcount per department',
    description: 'Return each department name and how many staff it has. Row order does not matter.',
    schema_setup: STAFF,
    correct_solution: 'SELECT d.name, COUNT(s.name) AS headcount FROM departments d LEFT JOIN staff s ON s.department_id = d.id GROUP BY d.name',
    probe: 'SELECT name, department_id FROM staff',
  },
];

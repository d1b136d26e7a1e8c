import { prng } from '../../backend/src/kernel/prng';

/** A typical challenge: 300 customers and 3 000 orders, as a schema_setup script. */
export function benchSetup(): string {
  const random = prng(42);
  const cities = ['Oslo', 'Rome', 'Lima', 'Pune', 'Kobe', 'Nice'];
  const customers = Array.from({ length: 300 }, (_, i) => `(${i + 1}, 'customer ${i + 1}', '${cities[i % cities.length]}')`);
  const orders = Array.from({ length: 3000 }, (_, i) => {
    const day = 1 + Math.floor(random() * 28);
    return `(${i + 1}, ${1 + Math.floor(random() * 300)}, ${(1 + random() * 500).toFixed(2)}, '2024-0${1 + (i % 9)}-${String(day).padStart(2, '0')}')`;
  });
  return `CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, city text);
CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), amount numeric(10,2) NOT NULL, placed date NOT NULL);
INSERT INTO customers VALUES ${customers.join(',\n')};
INSERT INTO orders VALUES ${orders.join(',\n')};`;
}

export const BENCH_QUERIES: Array<{ name: string; sql: string }> = [
  {
    name: 'join + aggregate',
    sql: `SELECT c.city, count(*) AS orders, round(sum(o.amount), 2) AS total
          FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.city ORDER BY total DESC, c.city`,
  },
  {
    name: 'window',
    sql: `SELECT id, customer_id, amount, rank FROM (
            SELECT o.id, o.customer_id, o.amount, rank() OVER (PARTITION BY o.customer_id ORDER BY o.amount DESC, o.id) AS rank
            FROM orders o) r WHERE rank = 1 ORDER BY customer_id`,
  },
  {
    name: 'monthly running total',
    sql: `SELECT date_trunc('month', placed)::date AS month, sum(amount) AS total,
                 sum(sum(amount)) OVER (ORDER BY date_trunc('month', placed)::date) AS running
          FROM orders GROUP BY 1 ORDER BY 1`,
  },
  {
    name: 'filter + subquery',
    sql: `SELECT c.name FROM customers c
          WHERE (SELECT count(*) FROM orders o WHERE o.customer_id = c.id AND o.amount > 400) >= 2`,
  },
];

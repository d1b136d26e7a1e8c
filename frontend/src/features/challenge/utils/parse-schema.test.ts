import { describe, expect, it } from 'vitest';
import { parseSchema, parseValue } from './parse-schema';

const SETUP = `
-- customers and their orders
CREATE TABLE customers (
  id SERIAL PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  city TEXT,
  credit NUMERIC(10, 2) DEFAULT 0
);
CREATE TABLE IF NOT EXISTS public.orders (
  order_id INTEGER,
  customer_id INT REFERENCES customers(id),
  placed_on DATE NOT NULL,
  shipped BOOLEAN,
  PRIMARY KEY (order_id)
);
INSERT INTO customers (name, city, credit) VALUES
  ('Ann O''Hara', 'Paris; France', 10.5),
  ('Bob', NULL, -3),
  ('Cy', 'Oslo', 1e3);
INSERT INTO orders VALUES (1, 1, '2024-01-02', true), (2, 2, DATE '2024-02-03', false);
`;

describe('parseSchema', () => {
  const tables = parseSchema(SETUP);

  it('finds every table with its columns, types and markers', () => {
    expect(tables.map((t) => t.name)).toEqual(['customers', 'orders']);
    const [customers, orders] = tables;
    expect(customers.columns).toEqual([
      { name: 'id', type: 'SERIAL', primaryKey: true, notNull: true, serial: true },
      { name: 'name', type: 'VARCHAR(100)', primaryKey: false, notNull: true, serial: false },
      { name: 'city', type: 'TEXT', primaryKey: false, notNull: false, serial: false },
      { name: 'credit', type: 'NUMERIC(10, 2)', primaryKey: false, notNull: false, serial: false },
    ]);
    expect(orders.columns.find((c) => c.name === 'order_id')).toMatchObject({ primaryKey: true, notNull: true });
    expect(orders.columns.find((c) => c.name === 'customer_id')).toMatchObject({ type: 'INT', primaryKey: false });
  });

  it('numbers serial columns and types the inserted values', () => {
    expect(tables[0].rows).toEqual([
      [1, "Ann O'Hara", 'Paris; France', 10.5],
      [2, 'Bob', null, -3],
      [3, 'Cy', 'Oslo', 1000],
    ]);
  });

  it('fills a table from INSERTs without a column list, dropping typed-literal prefixes', () => {
    expect(tables[1].rows).toEqual([
      [1, 1, '2024-01-02', true],
      [2, 2, '2024-02-03', false],
    ]);
  });

  it('keeps tables without rows and ignores other statements', () => {
    const result = parseSchema('DROP TABLE IF EXISTS t; CREATE TABLE t (a int); CREATE INDEX i ON t(a);');
    expect(result).toHaveLength(1);
    expect(result[0].rows).toEqual([]);
  });

  it('continues serial numbering after explicit ids and accepts quoted identifiers', () => {
    const result = parseSchema(`CREATE TABLE "Items" ("Id" bigserial, label text);
      INSERT INTO "Items" ("Id", label) VALUES (5, 'x'); INSERT INTO "Items" (label) VALUES ('y');`);
    expect(result[0].name).toBe('Items');
    expect(result[0].rows).toEqual([[5, 'x'], [6, 'y']]);
  });

  it('shows the hand-written VALUES rows of a large dataset and leaves its generated rows out', () => {
    const result = parseSchema(`CREATE TABLE calls (id int PRIMARY KEY, subscriber_id int, duration_s int);
      INSERT INTO calls (id, subscriber_id, duration_s) VALUES (1, 1, 300), (2, 1, 45);
      INSERT INTO calls (id, subscriber_id, duration_s) SELECT 1000 + g, 11 + (g * 7919) % 1990, (g * 37) % 1800 FROM generate_series(1, 4000) AS g;`);
    expect(result[0].rows).toEqual([[1, 1, 300], [2, 1, 45]]);
  });

  it('returns nothing for empty input', () => {
    expect(parseSchema('')).toEqual([]);
    expect(parseSchema(null)).toEqual([]);
  });
});

describe('parseValue', () => {
  it('maps literals to their own types', () => {
    expect(parseValue("'text'")).toBe('text');
    expect(parseValue("'42'")).toBe('42');
    expect(parseValue('NULL')).toBeNull();
    expect(parseValue('TRUE')).toBe(true);
    expect(parseValue('false')).toBe(false);
    expect(parseValue('3.25')).toBe(3.25);
    expect(parseValue("'2024-05-01'::date")).toBe('2024-05-01');
  });
});

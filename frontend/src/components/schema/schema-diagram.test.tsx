import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { parseSchema } from '@/lib/parse-schema';
import { diagramLayout } from './diagram-layout';
import { SchemaDiagram } from './schema-diagram';

const SETUP = `CREATE TABLE customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE orders (id SERIAL PRIMARY KEY, customer_id INT NOT NULL REFERENCES customers(id), amount NUMERIC(10,2));
CREATE TABLE order_items (order_id INT, sku TEXT, CONSTRAINT fk_o FOREIGN KEY (order_id) REFERENCES public.orders (id), PRIMARY KEY (order_id, sku));
CREATE TABLE employees (id INT PRIMARY KEY, manager_id INT REFERENCES employees);`;

describe('foreign keys in the schema panel', () => {
  it('parses inline and table-level REFERENCES, with or without the referenced columns', () => {
    const tables = parseSchema(SETUP);
    expect(tables.map((t) => [t.name, t.foreignKeys])).toEqual([
      ['customers', []],
      ['orders', [{ columns: ['customer_id'], table: 'customers', refColumns: ['id'] }]],
      ['order_items', [{ columns: ['order_id'], table: 'orders', refColumns: ['id'] }]],
      ['employees', [{ columns: ['manager_id'], table: 'employees', refColumns: [] }]],
    ]);
  });

  it('draws a box per table and an arrow per foreign key (to the key when no column is named)', () => {
    const layout = diagramLayout(parseSchema(SETUP));
    expect(layout.boxes).toHaveLength(4);
    expect(layout.links.map((l) => l.label)).toEqual([
      'orders.customer_id → customers.id',
      'order_items.order_id → orders.id',
      'employees.manager_id → employees.id',
    ]);
    renderWithProviders(<SchemaDiagram tables={parseSchema(SETUP)} />);
    expect(screen.getAllByTestId('diagram-link')).toHaveLength(3);
    expect(screen.getByRole('img')).toHaveAccessibleName(/4 tables; foreign keys: orders.customer_id → customers.id/);
  });

  it('routes every arrow through the empty lanes, never over a box (and its column names)', () => {
    const tables = parseSchema(`${SETUP}
CREATE TABLE payments (id INT PRIMARY KEY, order_id INT REFERENCES orders(id), customer_id INT REFERENCES customers(id));`);
    const layout = diagramLayout(tables);
    expect(layout.links).toHaveLength(5);
    const inside = (x: number, y: number) => layout.boxes.some((b) => x > b.x + 0.5 && x < b.x + b.width - 0.5 && y > b.y + 0.5 && y < b.y + b.height - 0.5);
    for (const link of layout.links) {
      for (let i = 1; i < link.points.length; i++) {
        const [x1, y1] = link.points[i - 1]!;
        const [x2, y2] = link.points[i]!;
        for (let t = 0; t <= 1; t += 0.02) expect(inside(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)).toBe(false);
      }
    }
  });
});

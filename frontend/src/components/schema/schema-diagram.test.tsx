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
});

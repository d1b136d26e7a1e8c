import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TablesPanel } from './tables-panel';

const values = Array.from({ length: 12 }, (_, i) => `('item ${i + 1}', ${i % 3 === 0 ? 'NULL' : i})`).join(', ');
const SETUP = `CREATE TABLE products (id SERIAL PRIMARY KEY, name TEXT NOT NULL, price NUMERIC(8,2));
INSERT INTO products (name, price) VALUES ${values};
CREATE TABLE empty_table (code CHAR(3) PRIMARY KEY);`;

describe('TablesPanel', () => {
  it('lists tables with column markers, the first 10 rows, NULLs and notes', async () => {
    renderWithProviders(<TablesPanel schemaSetup={SETUP} />);
    expect(screen.getByRole('heading', { name: 'Available Tables' })).toBeInTheDocument();
    const products = screen.getByTestId('table-products');
    const columns = within(products).getByRole('list', { name: 'Columns of products' });
    expect(within(columns).getAllByText('PK')).toHaveLength(1);
    expect(within(columns).getAllByText('NOT NULL')).toHaveLength(2);
    expect(within(products).getAllByRole('row')).toHaveLength(11);
    expect(within(products).getAllByText('NULL').length).toBeGreaterThan(0);
    expect(within(products).getByText('Showing first 10 of 12 rows.')).toBeInTheDocument();
    expect(within(screen.getByTestId('table-empty_table')).getByText('This table has no sample rows.')).toBeInTheDocument();

    await userEvent.click(within(products).getByRole('button', { name: /products/ }));
    expect(within(products).getByRole('button', { name: /products/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

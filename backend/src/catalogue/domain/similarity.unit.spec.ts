import { fingerprint, isNearDuplicate, solutionShape, tableKey } from './similarity';

const SETUP = 'CREATE TABLE orders (id int PRIMARY KEY, status text NOT NULL, amount numeric);\nCREATE TABLE customers (id int PRIMARY KEY);';
const c = (title: string, sql: string, setup = SETUP) => fingerprint({ title, correct_solution: sql, schema_setup: setup });

describe('near-duplicates', () => {
  it('normalises case, spacing, comments and numbers but keeps text parameters', () => {
    expect(solutionShape("SELECT id FROM orders  WHERE amount > 100 -- big\n AND status = 'Paid';")).toBe("select id from orders where amount > ? and status = 'paid'");
    expect(tableKey(SETUP)).toBe('customers,orders');
  });

  it('same structure on the same tables, or the same title, is a near-duplicate', () => {
    const a = c('Big orders', 'SELECT id FROM orders WHERE amount > 100');
    expect(isNearDuplicate(a, c('Large orders', 'select id\nfrom orders where amount > 250;'))).toBe(true);
    expect(isNearDuplicate(a, c('big ORDERS!', 'SELECT 1'))).toBe(true);
  });

  it('other parameters, another structure or another schema family are distinct', () => {
    const a = c('Paid orders', "SELECT id FROM orders WHERE status = 'paid'");
    expect(isNearDuplicate(a, c('Cancelled orders', "SELECT id FROM orders WHERE status = 'cancelled'"))).toBe(false);
    expect(isNearDuplicate(a, c('Order totals', 'SELECT status, SUM(amount) FROM orders GROUP BY status'))).toBe(false);
    expect(isNearDuplicate(a, c('Paid orders elsewhere', "SELECT id FROM orders WHERE status = 'paid'", 'CREATE TABLE orders (id int);'))).toBe(false);
  });
});

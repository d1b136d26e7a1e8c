import { clonePairs, CLONE_THRESHOLD, fingerprint, isNearDuplicate, sharedTokenShare, solutionShape, tableKey } from './similarity';

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

describe('clones (issue 37)', () => {
  const base = 'SELECT team, COUNT(*) AS wins FROM matches WHERE result = \'win\' GROUP BY team ORDER BY wins DESC, team';

  it('the shared share counts tokens as multisets over the longer solution, numbers ignored', () => {
    expect(sharedTokenShare(base, base.replace('COUNT(*)', 'count( * )'))).toBe(1);
    // 1 token of 11 differs (the numbers are both `?`)
    expect(sharedTokenShare('SELECT a FROM t WHERE x > 5 ORDER BY a', 'SELECT a FROM t WHERE x > 7 ORDER BY b')).toBeCloseTo(10 / 11);
    // a fragment of a long query shares few of the long one's tokens
    expect(sharedTokenShare('SELECT team FROM matches', base)).toBeLessThan(0.3);
    expect(sharedTokenShare('', base)).toBe(0);
  });

  it('pairs over the threshold are named earlier and later; others are not pairs', () => {
    const other = "SELECT team, COUNT(*) AS losses FROM matches WHERE result = 'loss' GROUP BY team ORDER BY losses DESC, team";
    const far = 'SELECT p.name, SUM(s.amount) FROM players p JOIN sales s ON s.player_id = p.id GROUP BY p.name';
    const pairs = clonePairs([{ slug: 'a', correct_solution: base }, { slug: 'b', correct_solution: far }, { slug: 'c', correct_solution: other }]);
    expect(pairs).toEqual([{ earlier: 'a', later: 'c', share: expect.any(Number) }]);
    expect(pairs[0]!.share).toBeGreaterThan(CLONE_THRESHOLD);
    expect(pairs[0]!.share).toBeLessThan(1);
  });
});

import { checkPlan, flattenDml } from './dml-statement';
import { describeLearnerError, DATA_CHANGE } from './sql-messages';

describe('the plan check of a data-changing statement', () => {
  const modify = (op: string, rel: string, extra: object = {}) => ({ 'Node Type': 'ModifyTable', Operation: op, 'Relation Name': rel, Schema: 'pg_temp', ...extra });

  test('admits one INSERT, UPDATE or DELETE on a checked table, and says whether it returns rows', () => {
    expect(checkPlan(modify('Update', 'orders'), ['orders'])).toEqual({ returning: false });
    expect(checkPlan(modify('Delete', 'orders', { Output: ['id'] }), ['orders'])).toEqual({ returning: true });
  });

  test('refuses a query, MERGE, a data-modifying WITH, another table or another schema', () => {
    const refused = (plan: object | undefined, checks = ['orders']) => 'refused' in checkPlan(plan as never, checks);
    expect(refused({ 'Node Type': 'Result' })).toBe(true);
    expect(refused(undefined)).toBe(true);
    expect(refused(modify('Merge', 'orders'))).toBe(true);
    expect(refused(modify('Insert', 'orders', { Plans: [modify('Delete', 'customers')] }))).toBe(true);
    expect(refused(modify('Update', 'customers'))).toBe(true);
    expect(refused({ ...modify('Update', 'orders'), Schema: 'public' })).toBe(true);
  });
});

describe('a data-changing outcome as one comparable result', () => {
  const outcome = {
    returning: { columns: [{ name: 'id', typeOid: 23 }], rows: [[3]] },
    tables: [{ name: 'orders', columns: ['id', 'amount', 'placed'], after: [[1, 10.5, '2024-01-01'], [2, 4, '2024-01-02']] }],
    digests: [{ name: 'customers', digest: 'abc' }],
  };

  test('tags every row with its part and pads to one width; RETURNING only when the reference returns rows', () => {
    const f = flattenDml({ returning: true }, outcome);
    expect(f.columns.map((c) => c.name)).toEqual(['table', 'id', 'amount', 'placed']);
    expect(f.rows).toEqual([['returning/1', 3, null, null], ['orders', 1, 10.5, '2024-01-01'], ['orders', 2, 4, '2024-01-02'], ['#customers', 'abc', null, null]]);
    expect(flattenDml({ returning: false }, outcome).rows.map((r) => r[0])).toEqual(['orders', 'orders', '#customers']);
  });
});

describe('errors of a data-changing run', () => {
  test('a broken UPDATE is a syntax error; TRUNCATE is refused by name', () => {
    const syntax = describeLearnerError({ code: '42601', message: 'syntax error at or near "WHERE"', position: '40' }, 'UPDATE t SET a = WHERE id = 1', 24, 3000, DATA_CHANGE);
    expect(syntax.kind).toBe('syntax');
    const truncate = describeLearnerError({ code: '42601', message: 'syntax error at or near "TRUNCATE"', position: '25' }, 'TRUNCATE t', 24, 3000, DATA_CHANGE);
    expect(truncate).toMatchObject({ kind: 'not-a-query', message: 'Only one INSERT, UPDATE or DELETE statement can be run here, not TRUNCATE.' });
  });
});

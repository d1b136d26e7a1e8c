import { dmlChanges, dmlHint, dmlProblems, inPlaceReorderScript } from './dml-challenge';
import { type TableInfo } from './schema-introspection';

describe('data-changing challenges in the grading layer', () => {
  const expected = [['orders', 1, 21], ['orders', 2, 4], ['#customers', 'aaa', null]];

  test('a hint names the part that differs, never a hidden value', () => {
    expect(dmlHint(expected, [['orders', 1, 21], ['orders', 2, 4], ['#customers', 'bbb', null]], 3, 3)).toBe('Your statement changed `customers`, which this challenge does not ask you to change.');
    expect(dmlHint(expected, [['orders', 1, 21], ['#customers', 'aaa', null]], 3, 3)).toBe('After your statement, `orders` holds 1 row; expected 2.');
    expect(dmlHint(expected, [['orders', 1, 42], ['orders', 2, 4], ['#customers', 'aaa', null]], 3, 3)).toMatch(/^After your statement, `orders`: row \d/);
    expect(dmlHint([['returning/1', 3, null], ...expected], expected, 3, 3)).toMatch(/returns no rows: add RETURNING/);
  });

  test('the before/after diff pairs rows by primary key: added, removed, changed with the changed positions', () => {
    const [t] = dmlChanges({
      returning: null,
      digests: [],
      tables: [{ name: 'orders', columns: ['id', 'amount'], key: ['id'], before: [[1, 10], [2, 4], [3, 5]], after: [[1, 20], [3, 5], [4, 1]] }],
    });
    expect(t).toMatchObject({ table: 'orders', key: ['id'], added: [[4, 1]], removed: [[2, 4]], changed: [{ before: [1, 10], after: [1, 20], columns: [1] }], unchanged: 1 });
    const [noKey] = dmlChanges({ returning: null, digests: [], tables: [{ name: 't', columns: ['a'], key: [], before: [[1], [1]], after: [[1], [2]] }] });
    expect(noKey).toMatchObject({ added: [[2]], removed: [[1]], changed: [], unchanged: 1 });
  });

  test('validation asks for checks on a data-changing reference only, naming tables of the setup', () => {
    const update = { statement: 'UPDATE' as const, target: 'orders', returning: false };
    expect(dmlProblems(update, undefined, ['orders'], 0)).toEqual([expect.stringMatching(/name the tables it is graded by in checks/)]);
    expect(dmlProblems(update, ['orders', 'nope'], ['orders'], 0)).toEqual([expect.stringMatching(/nope, which the setup does not create/)]);
    expect(dmlProblems(update, ['customers'], ['orders', 'customers'], 0)).toEqual([expect.stringMatching(/changes orders, which checks does not name/)]);
    expect(dmlProblems(undefined, ['orders'], ['orders'], 0)).toEqual([expect.stringMatching(/reference solution is a query/)]);
    expect(dmlProblems(update, ['orders'], ['orders'], 0)).toEqual([]);
  });

  test('the physical-order check reorders rows in place, parents inserted first, so foreign keys still act', () => {
    const col = (name: string): TableInfo['columns'][number] => ({ name, category: 'N', typeName: 'integer', notNull: true, generated: false, identity: false, unique: false, foreignKey: false, solePrimaryKey: false });
    const tables: TableInfo[] = [
      { name: 'cart_items', rowCount: 2, columns: [col('id'), col('cart_id')], foreignKeys: [{ column: 'cart_id', refTable: 'carts', refColumn: 'id' }] },
      { name: 'carts', rowCount: 1, columns: [col('id')] },
    ];
    const script = inPlaceReorderScript(tables, 'reversed').split(';\n');
    expect(script).toEqual([
      'CREATE TEMP TABLE "cart_items__sqldaily_reversed" AS SELECT * FROM "cart_items" ORDER BY ctid DESC',
      'CREATE TEMP TABLE "carts__sqldaily_reversed" AS SELECT * FROM "carts" ORDER BY ctid DESC',
      'TRUNCATE "cart_items", "carts"',
      'INSERT INTO "carts" ("id") SELECT "id" FROM "carts__sqldaily_reversed"',
      'INSERT INTO "cart_items" ("id", "cart_id") SELECT "id", "cart_id" FROM "cart_items__sqldaily_reversed"',
      'SET LOCAL enable_hashagg = off',
    ]);
  });
});

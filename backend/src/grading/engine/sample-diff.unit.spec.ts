import { sampleDiff } from './sample-diff';
import { errorPosition } from './error-position';

const expected = { columnCount: 2, rows: [['Ann', 165.25], ['Bob', 100.49], ['Cid', 300]] };
const result = (rows: unknown[][], columnCount = 2) => ({ columnCount, rows: rows as never });

describe('sampleDiff', () => {
  it('matches with the grading rules: numbers numerically, rows as a multiset unless ordered', () => {
    expect(sampleDiff(expected, result([['Cid', '300.00'], ['Ann', 165.25], ['Bob', 100.49]]), false)).toMatchObject({
      matches: true, reason: null, missingRows: [], extraRows: [], differingCells: [],
    });
  });

  it('says only that the columns differ when their number does', () => {
    const d = sampleDiff(expected, result([['Ann'], ['Bob'], ['Cid']], 1), false);
    expect(d).toMatchObject({ matches: false, reason: 'Expected 2 columns, got 1.', missingRows: [], extraRows: [], differingCells: [] });
  });

  it('lists missing and extra rows, and pairs a near miss into differing cells', () => {
    const d = sampleDiff(expected, result([['Ann', 165.25], ['Bob', 99], ['Dee', 1], ['Eve', 2]]), false);
    expect(d.matches).toBe(false);
    expect(d.reason).toBe('Expected 3 rows, got 4.');
    // Bob shares a cell with the expected Bob row: a near miss, not a missing plus an extra row.
    expect(d.differingCells).toEqual([{ row: 1, column: 1, expected: 100.49, actual: 99 }]);
    expect(d.missingRows).toEqual([['Cid', 300]]);
    expect(d.extraRows).toEqual([['Dee', 1], ['Eve', 2]]);
    expect(d).toMatchObject({ missingRowCount: 1, extraRowCount: 2 });
  });

  it('shows the cells out of place when an ordered result has the right rows in the wrong order', () => {
    const d = sampleDiff(expected, result([['Bob', 100.49], ['Ann', 165.25], ['Cid', 300]]), true);
    expect(d.matches).toBe(false);
    expect(d.reason).toMatch(/not in the required order/);
    expect(d.missingRows).toEqual([]);
    expect(d.extraRows).toEqual([]);
    expect(d.differingCells).toEqual([
      { row: 0, column: 0, expected: 'Ann', actual: 'Bob' },
      { row: 0, column: 1, expected: 165.25, actual: 100.49 },
      { row: 1, column: 0, expected: 'Bob', actual: 'Ann' },
      { row: 1, column: 1, expected: 100.49, actual: 165.25 },
    ]);
  });

  it('an empty result misses every expected row', () => {
    expect(sampleDiff(expected, result([]), false)).toMatchObject({ matches: false, missingRows: expected.rows, extraRows: [], missingRowCount: 3 });
  });

  it('caps the rows it lists but counts them all', () => {
    const many = Array.from({ length: 120 }, (_, i) => [`x${i}`, i]);
    const d = sampleDiff({ columnCount: 2, rows: [] }, result(many), false);
    expect(d.extraRows).toHaveLength(50);
    expect(d.extraRowCount).toBe(120);
  });
});

describe('errorPosition', () => {
  it('turns a 1-based character offset into a line and column', () => {
    expect(errorPosition('SELECT *\nFROM ordrs\nWHERE x', 15)).toEqual({ line: 2, column: 6 });
    expect(errorPosition('SELEC 1', 1)).toEqual({ line: 1, column: 1 });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(errorPosition("SELECT '😀' + x", 14)).toEqual({ line: 1, column: 14 });
  });

  it('is null without a usable position', () => {
    expect(errorPosition('SELECT 1', undefined)).toBeNull();
    expect(errorPosition('SELECT 1', 0)).toBeNull();
    expect(errorPosition('SELECT 1', 99)).toBeNull();
  });
});

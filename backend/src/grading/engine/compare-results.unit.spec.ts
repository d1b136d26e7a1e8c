import { compareResults } from './compare-results';

const exp = (rows: unknown[][], columnCount = rows[0]?.length ?? 0) => ({ columnCount, rows: rows as never });

describe('compareResults', () => {
  it('hints at a column count mismatch without values', () => {
    expect(compareResults(exp([[1, 2, 3]]), exp([[1, 2]]), false)).toEqual({ match: false, hint: 'Expected 3 columns, got 2.' });
  });

  it('hints at a row count mismatch', () => {
    expect(compareResults(exp([[1], [2], [3]]), exp([[1], [2]]), false).hint).toBe('Expected 3 rows, got 2.');
  });

  it('compares as a multiset when the reference is unordered', () => {
    expect(compareResults(exp([[1, 'a'], [2, 'b'], [2, 'b']]), exp([[2, 'b'], [1.0, 'a'], ['2', 'b']]), false).match).toBe(true);
    expect(compareResults(exp([[1], [1], [2]]), exp([[1], [2], [2]]), false)).toEqual({
      match: false,
      hint: 'Row 3 of your result is not in the expected result.',
    });
  });

  it('compares in order when the reference is ordered', () => {
    expect(compareResults(exp([[1], [2]]), exp([[1], [2]]), true).match).toBe(true);
    expect(compareResults(exp([[1], [2]]), exp([[2], [1]]), true).hint).toBe('The rows are right but not in the required order (row 1 differs).');
    expect(compareResults(exp([[1], [2], [3], [4]]), exp([[1], [2], [3], [5]]), true).hint).toBe('Row 4 differs.');
  });

  it('matches numbers within the relative tolerance even across sort-key boundaries', () => {
    const a = exp([[1.2345645000], [7]]);
    const b = exp([[7], [1.2345645001]]);
    expect(compareResults(a, b, false).match).toBe(true);
  });

  it('ignores column names and keeps duplicate columns apart', () => {
    expect(compareResults(exp([[1, 2]]), exp([[1, 2]]), false).match).toBe(true);
    expect(compareResults(exp([[1, 2]]), exp([[2, 1]]), false).match).toBe(false);
  });

  it('treats NULL as equal to NULL only', () => {
    expect(compareResults(exp([[null]]), exp([[null]]), true).match).toBe(true);
    expect(compareResults(exp([[null]]), exp([[0]]), true).match).toBe(false);
  });

  it('reveals no expected value in any hint', () => {
    const hint = compareResults(exp([['secret-value', 42]]), exp([['guess', 41]]), true).hint ?? '';
    expect(hint).not.toMatch(/secret|42/);
  });
});

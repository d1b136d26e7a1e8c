import { canonicalTemporal, valuesEqual } from './normalise';

describe('value normalisation (DESIGN.md §6)', () => {
  it.each([
    [1, 1.0],
    [1, '1'],
    ['1.0', 1],
    [12.5, '12.50'],
    [1e9, 1e9 * (1 + 5e-7)],
    [null, null],
    [true, true],
    [true, 't'],
    ['2024-01-05', '2024-01-05T00:00:00'],
    ['2024-01-05 10:00:00', '2024-01-05T10:00:00.000'],
    ['2024-01-05T10:00:00Z', '2024-01-05T10:00:00+00:00'],
    ['2024-01-05T10:00:00+02', '2024-01-05T10:00:00+02:00'],
    ['10:30', '10:30:00'],
    [[1, 'a'], [1.0, 'a']],
  ])('%p equals %p', (a, b) => {
    expect(valuesEqual(a, b)).toBe(true);
    expect(valuesEqual(b, a)).toBe(true);
  });

  it.each([
    [1, 2],
    [1, 1.00001],
    [null, 0],
    [null, ''],
    ['a', 'A'],
    ['a', 'a '],
    [true, false],
    [true, 1],
    ['1', '1.0'],
    ['2024-01-05', '2024-01-06'],
    ['2024-01-05T10:00:00', '2024-01-05T10:00:00+00:00'],
    [1, 'one'],
  ])('%p differs from %p', (a, b) => {
    expect(valuesEqual(a, b)).toBe(false);
  });

  it('canonicalises timestamps', () => {
    expect(canonicalTemporal('2024-03-01 08:09:10.120000')).toBe('2024-03-01T08:09:10.12');
    expect(canonicalTemporal('2024-03-01T00:00:00')).toBe('2024-03-01');
    // date_trunc on a date yields a timestamptz: at UTC midnight (the sandbox's zone) it is that date
    expect(canonicalTemporal('2024-03-01T00:00:00+00:00')).toBe('2024-03-01');
    expect(canonicalTemporal('2024-03-01 00:00:00Z')).toBe('2024-03-01');
    expect(canonicalTemporal('2024-03-01T00:00:00+02:00')).toBe('2024-03-01T00:00:00+02:00');
    expect(canonicalTemporal('2024-03-01T00:00:01+00:00')).toBe('2024-03-01T00:00:01+00:00');
    expect(canonicalTemporal('hello')).toBe('hello');
  });
});

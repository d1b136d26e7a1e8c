import { describe, expect, it } from 'vitest';
import { monthGrid } from './calendar';

describe('monthGrid', () => {
  it('has 42 cells starting on the Sunday on or before the 1st', () => {
    const cells = monthGrid(2025, 1); // February 2025 starts on a Saturday
    expect(cells).toHaveLength(42);
    expect(cells[0].key).toBe('2025-01-26');
    expect(cells[0].date.getDay()).toBe(0);
    expect(cells[6].key).toBe('2025-02-01');
    expect(cells.filter((c) => c.inMonth)).toHaveLength(28);
  });
});

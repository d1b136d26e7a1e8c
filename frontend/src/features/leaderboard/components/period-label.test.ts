import { describe, expect, it } from 'vitest';
import { periodLabel } from './leaderboard-view';

describe('periodLabel', () => {
  it('reads the server tokens as words', () => {
    expect(periodLabel('all_time')).toBe('All time');
    expect(periodLabel('2026-W07')).toBe('Week 7, 2026');
    expect(periodLabel('March 2026')).toBe('March 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { clamp, defaultTemplate, eloBadgeColour, optionLabel, totalCount, truncateDescription } from './generator';

describe('generator helpers', () => {
  it('badge colours: below 1000 green, below 1400 primary, below 1800 purple, else red', () => {
    expect(eloBadgeColour(999)).toBe('green');
    expect(eloBadgeColour(1000)).toBe('primary');
    expect(eloBadgeColour(1399)).toBe('primary');
    expect(eloBadgeColour(1400)).toBe('purple');
    expect(eloBadgeColour(1799)).toBe('purple');
    expect(eloBadgeColour(1800)).toBe('red');
  });

  it('default template: beginner, ecommerce, basic_select, count 1, 5 minutes', () => {
    expect(defaultTemplate()).toEqual({ difficulty: 'beginner', industry_context: 'ecommerce', sql_concepts: ['basic_select'], count: 1, estimated_time: 5 });
  });

  it('clamps count and time to their bounds', () => {
    expect(clamp(0, 1, 50)).toBe(1);
    expect(clamp(99, 1, 50)).toBe(50);
    expect(clamp(Number.NaN, 1, 15)).toBe(1);
    expect(clamp(7, 1, 15)).toBe(7);
  });

  it('truncates the card description to 100 characters', () => {
    expect(truncateDescription('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncateDescription('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
  });

  it('labels options and sums the batch', () => {
    expect(optionLabel('window_functions')).toBe('Window Functions');
    expect(optionLabel('hr')).toBe('HR');
    expect(totalCount([{ ...defaultTemplate(), count: 4 }, { ...defaultTemplate(), count: 9 }])).toBe(13);
  });
});

import { describe, expect, it } from 'vitest';
import { markdownPlainText } from '@/components/ui/markdown-plain-text';
import { plural } from './format';

describe('plural (issue 13: "1 challenges" → "1 challenge")', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'challenge')).toBe('1 challenge');
    expect(plural(0, 'challenge')).toBe('0 challenges');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(1200, 'point')).toBe('1,200 points');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('markdownPlainText', () => {
  it('drops the light-Markdown marks for a one-line preview', () => {
    expect(markdownPlainText('Finance wants the **total**.\n\nReturn:\n- `customer`\n- `total`')).toBe('Finance wants the total. Return: customer total');
  });
});

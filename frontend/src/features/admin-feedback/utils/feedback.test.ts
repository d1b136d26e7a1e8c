import { describe, expect, it } from 'vitest';
import { feedbackCounts, feedbackStatusColour, STATUS_OPTIONS, truncate } from './feedback';

describe('feedback helpers', () => {
  it('offers All Status, New, Reviewed, Resolved, Closed', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(['All Status', 'New', 'Reviewed', 'Resolved', 'Closed']);
    expect(STATUS_OPTIONS[0].value).toBe('');
  });

  it('counts by status', () => {
    expect(feedbackCounts([{ status: 'new' }, { status: 'new' }, { status: 'resolved' }, { status: 'closed' }])).toEqual({ total: 4, new: 2, reviewed: 0, resolved: 1 });
  });

  it('colours statuses and truncates long messages', () => {
    expect(feedbackStatusColour('new')).toBe('blue');
    expect(feedbackStatusColour('closed')).toBe('grey');
    expect(truncate('a'.repeat(90), 80)).toBe(`${'a'.repeat(80)}…`);
  });
});

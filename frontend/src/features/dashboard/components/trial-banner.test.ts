import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-banner';

describe('trialDaysLeft (issue 33): days in the learner’s calendar', () => {
  it('gives 7 to a Paris learner who registered just after midnight (the server dated the trial in Paris)', () => {
    // 00:10 in Paris on 3 March is 23:10 UTC on 2 March; trial_end = 3 March + 7 days.
    expect(trialDaysLeft('2026-03-10', 'Europe/Paris', new Date('2026-03-02T23:10:00Z'))).toBe(7);
  });

  it('counts down by calendar day and never below 0', () => {
    expect(trialDaysLeft('2026-03-10', 'UTC', new Date('2026-03-09T23:59:00Z'))).toBe(1);
    expect(trialDaysLeft('2026-03-10', 'UTC', new Date('2026-03-12T08:00:00Z'))).toBe(0);
  });
});

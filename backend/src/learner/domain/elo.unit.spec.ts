import { eloUpdate, expectedScore, kFactor } from './elo';

describe('ELO rules', () => {
  it('expects 0.5 against an equal rating and less against a harder challenge', () => {
    expect(expectedScore(1200, 1200)).toBe(0.5);
    expect(expectedScore(1200, 1600)).toBeCloseTo(1 / 11, 10);
  });

  it('uses K = 40 for the first 10 resolved challenges, then 20', () => {
    expect(kFactor(0)).toBe(40);
    expect(kFactor(9)).toBe(40);
    expect(kFactor(10)).toBe(20);
  });

  it.each([
    ['solved_first_attempt', 20],
    ['solved_second_attempt', -10],
    ['solved_third_attempt', -15],
    ['failed_all_attempts', -20],
    ['abandoned', -20],
  ] as const)('%s at E = 0.5, K = 40 moves ELO by %d', (reason, delta) => {
    expect(eloUpdate(reason, 1200, 1200, 0)).toEqual({ before: 1200, after: 1200 + delta, delta });
  });

  it('rounds half-way penalties away from zero with K = 20 (0.75 × 20 × 0.5 = 7.5 → −8)', () => {
    expect(eloUpdate('solved_third_attempt', 1200, 1200, 10).delta).toBe(-8);
  });

  it('gives at least +1 for a first-attempt success against a far easier challenge', () => {
    expect(eloUpdate('solved_first_attempt', 2000, 1000, 0).delta).toBe(1);
  });

  it('never takes ELO below 100', () => {
    expect(eloUpdate('abandoned', 110, 110, 0)).toEqual({ before: 110, after: 100, delta: -10 });
  });
});

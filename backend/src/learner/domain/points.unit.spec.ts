import { allowanceSeconds, pointsFor } from './points';

describe('points', () => {
  it('allows estimated minutes × 60 seconds, 300 when there is no estimate', () => {
    expect(allowanceSeconds(12)).toBe(720);
    expect(allowanceSeconds(null)).toBe(300);
  });

  it('adds up to half the base for time left: 1200-rated, 150 s of 600 → 120 × 1.375 = 165', () => {
    expect(pointsFor(1200, 600, 150, 1)).toBe(165);
  });

  it('halves on attempt 2 and quarters on attempt 3', () => {
    expect(pointsFor(1200, 600, 300, 2)).toBe(75);
    expect(pointsFor(1200, 600, 300, 3)).toBe(38);
  });

  it('gives the bare base when the whole allowance was used', () => {
    expect(pointsFor(1200, 600, 600, 1)).toBe(120);
  });
});

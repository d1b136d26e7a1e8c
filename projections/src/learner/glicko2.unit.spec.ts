import { GLICKO2_BOUNDS, glicko2Update } from './glicko2';

describe('Glicko-2', () => {
  it('reproduces the worked example of Glickman’s paper', () => {
    const next = glicko2Update({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    expect(next.rating).toBeCloseTo(1464.06, 1);
    expect(next.rd).toBeCloseTo(151.52, 1);
    expect(next.volatility).toBeCloseTo(0.05999, 4);
  });

  it('only widens the deviation in a period without games', () => {
    const next = glicko2Update({ rating: 1500, rd: 200, volatility: 0.06 }, []);
    expect(next.rating).toBe(1500);
    expect(next.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
  });

  it('keeps ratings finite and within bounds for random sequences of games (property)', () => {
    const { minRating, maxRating, minRd, maxRd } = GLICKO2_BOUNDS;
    const bad: unknown[] = [];
    let seed = 12345;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    for (let run = 0; run < 200; run++) {
      let r = { rating: 800 + random() * 1200, rd: 350, volatility: 0.06 };
      for (let i = 0; i < 150; i++) {
        const opponent = { rating: random() < 0.1 ? (random() < 0.5 ? 100 : 5000) : 100 + random() * 2900, rd: 30 + random() * 320, score: random() < 0.5 ? 1 : 0 };
        r = glicko2Update(r, [opponent]);
        const ok = [r.rating, r.rd, r.volatility].every(Number.isFinite) && r.rating >= minRating && r.rating <= maxRating && r.rd >= minRd && r.rd <= maxRd;
        if (!ok) bad.push({ run, i, r, opponent });
      }
    }
    expect(bad).toEqual([]);
  });

  it('gives the same numbers for the same sequence (a replay is exact)', () => {
    const games = Array.from({ length: 50 }, (_, i) => ({ rating: 900 + ((i * 137) % 900), rd: 80, score: i % 3 === 0 ? 1 : 0 }));
    const fold = () => games.reduce((r, game) => glicko2Update(r, [game]), { rating: 1200, rd: 350, volatility: 0.06 });
    expect(fold()).toEqual(fold());
  });
});

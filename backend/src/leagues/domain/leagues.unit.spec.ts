import type { LeagueEvent, LeagueTier } from '../../../../contracts/src';
import {
  chooseCohort,
  cohortMoves,
  COHORT_ELO_WINDOW,
  COHORT_SIZE,
  cutoffs,
  decidePlacements,
  decideWeekClose,
  leagueWeekState,
  tierAfterWeek,
  type WeeklyResult,
} from './leagues';

const WEEK = { week: '2026-W48', weekStart: '2026-11-23' };
const AT = '2026-11-24T10:00:00.000Z';
const CLOSE_AT = '2026-11-30T00:05:00.000Z';

/** A week in which learners 1..n joined one cohort of `tier` (elo 1200 each). */
function weekOf(n: number, tier: LeagueTier = 'silver'): LeagueEvent[] {
  return decidePlacements(leagueWeekState([]), WEEK, Array.from({ length: n }, (_, i) => ({ userId: i + 1, tier, elo: 1200 })), AT);
}
/** Learner i earns points[i - 1]. */
const results = (points: number[]) =>
  new Map<number, WeeklyResult>(points.map((p, i) => [i + 1, { userId: i + 1, weeklyPoints: p, weeklyCompleted: p > 0 ? 1 : 0, elo: 1200, registeredAt: '2026-01-01T00:00:00Z' }]));
const close = (events: LeagueEvent[], points: number[]) => decideWeekClose(leagueWeekState(events), WEEK, results(points), CLOSE_AT);
const moves = (events: LeagueEvent[]) =>
  Object.fromEntries(events.flatMap((e) => (e.type === 'LeagueTierChanged' ? [[e.data.userId, e.data.to]] : [])));

describe('cohort placement', () => {
  test('a cohort never holds more than 30: the 31st learner of similar ELO opens the next one', () => {
    const events = decidePlacements(leagueWeekState([]), WEEK, Array.from({ length: 75 }, (_, i) => ({ userId: i + 1, tier: 'bronze' as const, elo: 1200 + (i % 7) })), AT);
    const sizes = new Map<number, number>();
    for (const e of events) sizes.set(e.data.cohort, (sizes.get(e.data.cohort) ?? 0) + 1);
    expect([...sizes.entries()]).toEqual([[1, 30], [2, 30], [3, 15]]);
    expect(Math.max(...sizes.values())).toBeLessThanOrEqual(COHORT_SIZE);
  });

  test('learners join the cohort of similar ELO; a distant ELO opens its own cohort', () => {
    const events = decidePlacements(
      leagueWeekState([]),
      WEEK,
      [
        { userId: 1, tier: 'gold', elo: 1000 },
        { userId: 2, tier: 'gold', elo: 1600 },
        { userId: 3, tier: 'gold', elo: 1050 },
        { userId: 4, tier: 'gold', elo: 1580 },
        { userId: 5, tier: 'silver', elo: 1000 },
      ],
      AT,
    );
    expect(events.map((e) => [e.data.userId, e.data.tier, e.data.cohort])).toEqual([
      [1, 'gold', 1],
      [2, 'gold', 2],
      [3, 'gold', 1],
      [4, 'gold', 2],
      [5, 'silver', 1],
    ]);
    const state = leagueWeekState(events);
    for (const list of state.cohorts.values()) {
      for (const c of list) {
        const elos = [...state.members.values()].filter((m) => m.cohort === c.cohort && m.tier === state.members.get(m.userId)!.tier).map((m) => m.elo);
        expect(Math.max(...elos) - Math.min(...elos)).toBeLessThanOrEqual(2 * COHORT_ELO_WINDOW);
      }
    }
  });

  test('the nearest cohort with room wins, the lower number on a tie', () => {
    expect(chooseCohort([{ cohort: 1, size: 2, eloSum: 2000 }, { cohort: 2, size: 1, eloSum: 1100 }], 1080)).toBe(2);
    expect(chooseCohort([{ cohort: 1, size: 1, eloSum: 1000 }, { cohort: 2, size: 1, eloSum: 1200 }], 1100)).toBe(1);
    expect(chooseCohort([{ cohort: 1, size: 30, eloSum: 30 * 1100 }], 1100)).toBe(2);
    expect(chooseCohort([], 1100)).toBe(1);
  });

  test('placing a learner twice appends nothing; a closed week places nobody', () => {
    const events = weekOf(3);
    expect(decidePlacements(leagueWeekState(events), WEEK, [{ userId: 2, tier: 'silver', elo: 1200 }], AT)).toEqual([]);
    const closed = [...events, ...close(events, [10, 5, 0])];
    expect(decidePlacements(leagueWeekState(closed), WEEK, [{ userId: 9, tier: 'silver', elo: 1200 }], AT)).toEqual([]);
  });
});

describe('week close', () => {
  test('a cohort of 30: the top 5 move up a tier, the bottom 5 down, the rest stay', () => {
    const events = weekOf(30);
    const out = close(events, Array.from({ length: 30 }, (_, i) => 300 - i * 10));
    const m = moves(out);
    expect(Object.keys(m).map(Number)).toEqual([1, 2, 3, 4, 5, 26, 27, 28, 29, 30]);
    expect([1, 2, 3, 4, 5].map((u) => m[u])).toEqual(Array(5).fill('gold'));
    expect([26, 27, 28, 29, 30].map((u) => m[u])).toEqual(Array(5).fill('bronze'));
    const closed = out[out.length - 1]!;
    expect(closed).toMatchObject({ type: 'LeagueWeekClosed', data: { week: '2026-W48', promoted: 5, demoted: 5 } });
    expect(closed.type === 'LeagueWeekClosed' && closed.data.standings.map((s) => s.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  test('Diamond cannot go up and Bronze cannot go down', () => {
    const diamond = weekOf(12, 'diamond');
    const d = moves(close(diamond, Array.from({ length: 12 }, (_, i) => 100 - i)));
    expect(Object.values(d)).toEqual(Array(5).fill('platinum'));
    expect(Object.keys(d).map(Number)).toEqual([8, 9, 10, 11, 12]);
    const bronze = weekOf(12, 'bronze');
    const b = moves(close(bronze, Array.from({ length: 12 }, (_, i) => 100 - i)));
    expect(Object.keys(b).map(Number)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.values(b)).toEqual(Array(5).fill('silver'));
    expect(cutoffs('diamond', 12)).toEqual({ promotion: null, demotion: 8 });
    expect(cutoffs('bronze', 12)).toEqual({ promotion: 5, demotion: null });
  });

  test('cohorts under 10 move a third each way, so nobody is both promoted and demoted', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30].map((n) => cohortMoves(n))).toEqual([
      { up: 1, down: 0 },
      { up: 1, down: 0 },
      { up: 1, down: 1 },
      { up: 2, down: 1 },
      { up: 2, down: 1 },
      { up: 2, down: 2 },
      { up: 3, down: 2 },
      { up: 3, down: 2 },
      { up: 3, down: 3 },
      { up: 5, down: 5 },
      { up: 5, down: 5 },
    ]);
    for (let n = 1; n <= 30; n++) {
      const { up, down } = cohortMoves(n);
      expect(up + down).toBeLessThanOrEqual(n);
    }
    expect(moves(close(weekOf(1), [40]))).toEqual({ 1: 'gold' });
    expect(moves(close(weekOf(4), [40, 30, 20, 10]))).toEqual({ 1: 'gold', 2: 'gold', 4: 'bronze' });
  });

  test('ties on weekly points break like the weekly leaderboard: solved, ELO, earlier registration, user id', () => {
    const events = weekOf(12);
    const r = new Map<number, WeeklyResult>();
    for (let u = 1; u <= 12; u++) r.set(u, { userId: u, weeklyPoints: 50, weeklyCompleted: 2, elo: 1200, registeredAt: '2026-01-01T00:00:00Z' });
    r.set(12, { ...r.get(12)!, weeklyCompleted: 3 }); // more solved
    r.set(11, { ...r.get(11)!, elo: 1300 }); // higher ELO
    r.set(10, { ...r.get(10)!, registeredAt: '2025-06-01T00:00:00Z' }); // registered earlier
    const out = decideWeekClose(leagueWeekState(events), WEEK, r, CLOSE_AT);
    const closed = out[out.length - 1]!;
    const order = closed.type === 'LeagueWeekClosed' ? closed.data.standings.map((s) => s.userId) : [];
    expect(order).toEqual([12, 11, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Object.keys(moves(out)).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  test('learners who did nothing after placement rank last and are never promoted', () => {
    const events = weekOf(3, 'bronze');
    // Everyone at 0 points: in the promotion zone by the tie-break, but nobody rises for nothing.
    expect(moves(close(events, [0, 0, 0]))).toEqual({});
    // A placed learner with no leaderboard row at all (their day was deleted) counts as 0 points.
    const silver = weekOf(6);
    const out = decideWeekClose(leagueWeekState(silver), WEEK, new Map([...results([60, 50, 40, 30, 20])].slice(0, 5)), CLOSE_AT);
    expect(moves(out)).toEqual({ 1: 'gold', 2: 'gold', 5: 'bronze', 6: 'bronze' });
  });

  test('closing is idempotent: a closed week appends nothing, whatever the results say now', () => {
    const events = weekOf(12);
    const first = close(events, Array.from({ length: 12 }, (_, i) => 100 - i));
    expect(first.length).toBe(11);
    // The close comes last: whoever sees the week closed has seen its tier changes.
    expect(first.map((e) => e.type)).toEqual([...Array(10).fill('LeagueTierChanged'), 'LeagueWeekClosed']);
    const again = decideWeekClose(leagueWeekState([...events, ...first]), WEEK, results(Array.from({ length: 12 }, (_, i) => i)), CLOSE_AT);
    expect(again).toEqual([]);
  });

  test('a week nobody was placed in appends nothing', () => {
    expect(decideWeekClose(leagueWeekState([]), WEEK, new Map(), CLOSE_AT)).toEqual([]);
  });

  test("a learner's tier after the week: moved by the close, else their cohort's tier", () => {
    const events = weekOf(12);
    const state = leagueWeekState([...events, ...close(events, Array.from({ length: 12 }, (_, i) => 100 - i))]);
    expect(tierAfterWeek(state, 1)).toBe('gold');
    expect(tierAfterWeek(state, 6)).toBe('silver');
    expect(tierAfterWeek(state, 12)).toBe('bronze');
    expect(tierAfterWeek(state, 99)).toBeNull();
  });
});

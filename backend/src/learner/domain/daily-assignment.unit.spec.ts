import { tieBreakKey } from './assignment';
import type { DailyChallengeAssigned } from './learner-events';
import { given } from './testing/decider-spec';
import { assignDaily, assigned, candidate, enrolled, resolvedDay, USER } from './testing/learner-fixtures';

const chosenId = (events: unknown[]) => (events as DailyChallengeAssigned[])[0]?.data.challengeId;

describe('AssignDaily', () => {
  const now = '2025-01-10T08:00:00.000Z';

  it("records the candidate nearest the learner's ELO with its allowance", () => {
    given(enrolled({ initialElo: 1200 }))
      .when(assignDaily(now, [candidate(1, 900), candidate(2, 1260, 12), candidate(3, 1500)]))
      .then([
        {
          type: 'DailyChallengeAssigned',
          data: { userId: USER, challengeId: 2, date: '2025-01-10', challengeRating: 1260, allowanceSeconds: 720, category: 'joins', assignedAt: now },
        },
      ]);
  });

  it('allows 300 seconds when the challenge has no time estimate', () => {
    const [event] = given(enrolled()).when(assignDaily(now, [candidate(1, 1200, null)])).events() as DailyChallengeAssigned[];
    expect(event?.data.allowanceSeconds).toBe(300);
  });

  it('matches the current ELO, not the initial one', () => {
    const eloRose = { type: 'EloChanged', data: { userId: USER, challengeId: 9, date: '2025-01-09', before: 1200, after: 1480, delta: 280, reason: 'solved_first_attempt' } } as const;
    const events = given(enrolled(), resolvedDay('2025-01-09', 9), eloRose).when(assignDaily(now, [candidate(1, 1200), candidate(2, 1500)])).events();
    expect(chosenId(events)).toBe(2);
  });

  it('never assigns a challenge twice, even the nearest one', () => {
    const events = given(enrolled(), resolvedDay('2025-01-09', 1)).when(assignDaily(now, [candidate(1, 1200), candidate(2, 1700)])).events();
    expect(chosenId(events)).toBe(2);
  });

  it('keeps the same answer all day: no events once today is assigned', () => {
    given(enrolled(), assigned({ challengeId: 5, date: '2025-01-10' }))
      .when(assignDaily('2025-01-10T23:59:59.000Z', [candidate(1, 1200), candidate(2, 1200)]))
      .thenNothing();
  });

  it('says to come back tomorrow when nothing is left', () => {
    given(enrolled(), resolvedDay('2025-01-09', 1)).when(assignDaily(now, [candidate(1, 1200)])).thenRefused('NO_CHALLENGE_LEFT');
    given(enrolled()).when(assignDaily(now, [])).thenRefused('NO_CHALLENGE_LEFT');
  });

  it('refuses a learner who is not enrolled', () => {
    given().when(assignDaily(now, [candidate(1, 1200)])).thenRefused('NOT_ENROLLED');
  });

  describe('tie-break between equally near challenges', () => {
    const tied = [candidate(10, 1150), candidate(20, 1250), candidate(30, 1250)];
    const pick = (date: string, userId = USER, candidates = tied) =>
      chosenId(given(enrolled({ userId })).when(assignDaily(`${date}T12:00:00.000Z`, candidates)).events());

    it('is the lowest hash of (user, date, challenge), the same on every call', () => {
      const expected = [...tied].sort((a, b) => tieBreakKey(USER, '2025-01-10', a.id) - tieBreakKey(USER, '2025-01-10', b.id))[0]?.id;
      expect(pick('2025-01-10')).toBe(expected);
      expect(pick('2025-01-10')).toBe(expected);
      expect(pick('2025-01-10', USER, [...tied].reverse())).toBe(expected);
    });

    it('varies with the date and the user rather than always favouring one challenge', () => {
      const dates = Array.from({ length: 28 }, (_, i) => `2025-02-${String(i + 1).padStart(2, '0')}`);
      expect(new Set(dates.map((d) => pick(d))).size).toBeGreaterThan(1);
      expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((u) => pick('2025-01-10', u))).size).toBeGreaterThan(1);
    });
  });

  it.each([
    ['Pacific/Auckland', '2025-01-10T10:59:59.000Z', '2025-01-10T11:00:00.000Z'],
    ['America/Los_Angeles', '2025-01-11T07:59:59.000Z', '2025-01-11T08:00:00.000Z'],
    ['Asia/Kolkata', '2025-01-10T18:29:59.000Z', '2025-01-10T18:30:00.000Z'],
  ])('in %s a new challenge comes at local midnight, not before', (timezone, lastSecond, midnight) => {
    const history = [enrolled({ timezone }), assigned({ challengeId: 5, date: '2025-01-10' })];
    given(...history).when(assignDaily(lastSecond, [candidate(6, 1200)])).thenNothing();
    const [event] = given(...history).when(assignDaily(midnight, [candidate(6, 1200)])).events() as DailyChallengeAssigned[];
    expect(event?.data).toMatchObject({ challengeId: 6, date: '2025-01-11' });
  });
});

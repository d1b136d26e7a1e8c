import type { LearnerEvent } from './learner-events';
import { given } from './testing/decider-spec';
import { abandonDay, assigned, CHALLENGE, DAY, enrolled, resolvedDay, started, submitted, USER } from './testing/learner-fixtures';

const endOfDay = '2025-01-11T00:00:00.000Z';

describe('AbandonDay', () => {
  it('fails a started, unresolved day with −K·E once the day is over', () => {
    given(enrolled(), assigned({ allowanceSeconds: 600 }), started())
      .when(abandonDay(endOfDay))
      .then([
        { type: 'ChallengeAbandoned', data: { userId: USER, challengeId: CHALLENGE, date: DAY, abandonedAt: endOfDay } },
        { type: 'EloChanged', data: { userId: USER, challengeId: CHALLENGE, date: DAY, before: 1200, after: 1180, delta: -20, reason: 'abandoned' } },
        {
          type: 'DailyChallengeResolved',
          data: {
            userId: USER, challengeId: CHALLENGE, date: DAY, outcome: 'abandoned', attempts: 1, points: 0, totalSeconds: 600,
            eloBefore: 1200, eloAfter: 1180, resolvedAt: endOfDay,
          },
        },
      ]);
  });

  it('resolves a pending ELO (wrong first attempt) the same way', () => {
    const events = given(enrolled(), assigned(), started(), submitted({ seconds: 90, cumulativeSeconds: 90 })).when(abandonDay(endOfDay)).events();
    expect(events[1]).toMatchObject({ type: 'EloChanged', data: { delta: -20, reason: 'abandoned' } });
    expect(events[2]).toMatchObject({ data: { attempts: 1, totalSeconds: 90 } });
  });

  it('does nothing for a day never started, never assigned, or already resolved', () => {
    given(enrolled(), assigned()).when(abandonDay(endOfDay)).thenNothing();
    given(enrolled()).when(abandonDay(endOfDay)).thenNothing();
    given(enrolled(), resolvedDay(DAY, CHALLENGE, 'solved')).when(abandonDay(endOfDay)).thenNothing();
  });

  it('is idempotent: a second run finds the day resolved', () => {
    const history: LearnerEvent[] = [enrolled(), assigned(), started()];
    const first = given(...history).when(abandonDay(endOfDay)).events();
    given(...history, ...first).when(abandonDay('2025-01-11T00:05:00.000Z')).thenNothing();
  });

  it('is refused before the learner day ends', () => {
    given(enrolled(), assigned(), started()).when(abandonDay('2025-01-10T23:59:59.999Z')).thenRefused('DAY_NOT_OVER');
  });

  it.each([
    ['Pacific/Auckland', '2025-01-10T10:59:59.000Z', '2025-01-10T11:00:00.000Z'],
    ['America/Los_Angeles', '2025-01-11T07:59:59.000Z', '2025-01-11T08:00:00.000Z'],
    ['Asia/Kolkata', '2025-01-10T18:29:59.000Z', '2025-01-10T18:30:00.000Z'],
  ])('in %s waits for local midnight', (timezone, lastSecond, midnight) => {
    const history = [enrolled({ timezone }), assigned(), started()];
    given(...history).when(abandonDay(lastSecond)).thenRefused('DAY_NOT_OVER');
    expect(given(...history).when(abandonDay(midnight)).events()).toHaveLength(3);
  });

  it.each([
    ['spring-forward day is 23 hours', '2025-03-30', '2025-03-30T21:59:59.000Z', '2025-03-30T22:00:00.000Z'],
    ['fall-back day is 25 hours', '2025-10-26', '2025-10-26T22:59:59.000Z', '2025-10-26T23:00:00.000Z'],
  ])('in Europe/Berlin the %s', (_label, date, lastSecond, midnight) => {
    const history = [enrolled({ timezone: 'Europe/Berlin' }), assigned({ date }), started({ date, startedAt: `${date}T09:00:00.000Z` })];
    given(...history).when(abandonDay(lastSecond, date)).thenRefused('DAY_NOT_OVER');
    expect(given(...history).when(abandonDay(midnight, date)).events()).toHaveLength(3);
  });
});

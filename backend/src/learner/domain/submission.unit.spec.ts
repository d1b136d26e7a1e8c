import type { EloChanged, LearnerEvent, SolutionSubmitted } from './learner-events';
import { given } from './testing/decider-spec';
import { assigned, CHALLENGE, DAY, enrolled, resolvedDay, started, submit, submitted, USER } from './testing/learner-fixtures';

const at = (time: string) => `${DAY}T${time}.000Z`;
const ofType = <T extends LearnerEvent['type']>(events: LearnerEvent[], type: T) =>
  events.find((e) => e.type === type) as Extract<LearnerEvent, { type: T }> | undefined;
const eloOf = (events: LearnerEvent[]) => ofType(events, 'EloChanged')?.data;
const submittedOf = (events: LearnerEvent[]) => ofType(events, 'SolutionSubmitted')?.data as SolutionSubmitted['data'];

/** Attempt 1 wrong after 120 s; attempt 2 wrong after 180 s more; attempt n open since 09:10. */
const wrongTwice = [
  started(),
  submitted({ attemptNumber: 1, seconds: 120, cumulativeSeconds: 120 }),
  started({ attemptNumber: 2, startedAt: at('09:05:00') }),
  submitted({ attemptNumber: 2, seconds: 180, cumulativeSeconds: 300, submittedAt: at('09:08:00') }),
];

describe('SubmitSolution', () => {
  const day = [enrolled(), assigned({ challengeRating: 1200, allowanceSeconds: 600 })];

  it('resolves a first-attempt success with points, +K(1−E) and the day closed', () => {
    given(...day, started())
      .when(submit(at('09:02:30'), true, 501))
      .then([
        {
          type: 'SolutionSubmitted',
          data: {
            userId: USER, challengeId: CHALLENGE, date: DAY, attemptId: 501, attemptNumber: 1, sql: 'select 1', correct: true,
            seconds: 150, cumulativeSeconds: 150, points: 165, error: null, submittedAt: at('09:02:30'),
          },
        },
        { type: 'EloChanged', data: { userId: USER, challengeId: CHALLENGE, date: DAY, before: 1200, after: 1220, delta: 20, reason: 'solved_first_attempt' } },
        {
          type: 'DailyChallengeResolved',
          data: {
            userId: USER, challengeId: CHALLENGE, date: DAY, outcome: 'solved', attempts: 1, points: 165, totalSeconds: 150,
            eloBefore: 1200, eloAfter: 1220, resolvedAt: at('09:02:30'),
          },
        },
      ]);
  });

  it('keeps ELO pending after a wrong first attempt: no change, no resolution', () => {
    const events = given(...day, started()).when(submit(at('09:02:00'), false, 501)).events();
    expect(events.map((e) => e.type)).toEqual(['SolutionSubmitted']);
    expect(submittedOf(events)).toMatchObject({ correct: false, points: 0, seconds: 120, error: 'row 4 differs' });
  });

  it('stays pending after a wrong second attempt', () => {
    const events = given(...day, started(), submitted(), started({ attemptNumber: 2, startedAt: at('09:05:00') })).when(submit(at('09:06:00'), false, 502)).events();
    expect(events.map((e) => e.type)).toEqual(['SolutionSubmitted']);
  });

  it('penalises a success on attempt 2 by 0.5·K·E and halves the points', () => {
    const events = given(...day, started(), submitted({ seconds: 120, cumulativeSeconds: 120 }), started({ attemptNumber: 2, startedAt: at('09:05:00') }))
      .when(submit(at('09:08:00'), true, 502))
      .events();
    expect(submittedOf(events)).toMatchObject({ attemptNumber: 2, seconds: 180, cumulativeSeconds: 300, points: 75 });
    expect(eloOf(events)).toMatchObject({ before: 1200, after: 1190, delta: -10, reason: 'solved_second_attempt' });
    expect(ofType(events, 'DailyChallengeResolved')?.data).toMatchObject({ outcome: 'solved', attempts: 2, points: 75, totalSeconds: 300 });
  });

  it('penalises a success on attempt 3 by 0.75·K·E and quarters the points', () => {
    const events = given(...day, ...wrongTwice, started({ attemptNumber: 3, startedAt: at('09:10:00') })).when(submit(at('09:15:00'), true, 503)).events();
    expect(submittedOf(events)).toMatchObject({ attemptNumber: 3, seconds: 300, cumulativeSeconds: 600, points: 30 });
    expect(eloOf(events)).toMatchObject({ delta: -15, reason: 'solved_third_attempt' });
  });

  it('fails the day on a third wrong answer with −K·E', () => {
    const events = given(...day, ...wrongTwice, started({ attemptNumber: 3, startedAt: at('09:10:00') })).when(submit(at('09:11:00'), false, 503)).events();
    expect(eloOf(events)).toMatchObject({ before: 1200, after: 1180, delta: -20, reason: 'failed_all_attempts' });
    expect(ofType(events, 'DailyChallengeResolved')?.data).toMatchObject({ outcome: 'failed', attempts: 3, points: 0, totalSeconds: 360 });
  });

  it('grades a late submission but caps its time at the allowance', () => {
    const events = given(...day, started()).when(submit(at('09:25:00'), true, 501)).events();
    expect(submittedOf(events)).toMatchObject({ correct: true, seconds: 600, cumulativeSeconds: 600, points: 120 });
    expect(eloOf(events)?.delta).toBe(20);
  });

  it('caps a later attempt so the cumulative time never exceeds the allowance', () => {
    const history = [...day, started(), submitted({ seconds: 500, cumulativeSeconds: 500 }), started({ attemptNumber: 2, startedAt: at('09:10:00') })];
    const events = given(...history).when(submit(at('09:15:00'), false, 502)).events();
    expect(submittedOf(events)).toMatchObject({ seconds: 100, cumulativeSeconds: 600 });
  });

  it('gives at least +1 for a first-attempt success on a far easier challenge', () => {
    const events = given(enrolled({ initialElo: 2000 }), assigned({ challengeRating: 1000 }), started()).when(submit(at('09:01:00'), true, 501)).events();
    expect(eloOf(events)).toMatchObject({ before: 2000, after: 2001, delta: 1 });
  });

  it('keeps ELO at the floor of 100', () => {
    const history = [enrolled({ initialElo: 110 }), assigned({ challengeRating: 110 }), ...wrongTwice, started({ attemptNumber: 3, startedAt: at('09:10:00') })];
    const events = given(...history).when(submit(at('09:11:00'), false, 503)).events();
    expect(eloOf(events)).toMatchObject({ before: 110, after: 100, delta: -10 });
  });

  describe('K', () => {
    const pastDays = (n: number) => Array.from({ length: n }, (_, i) => resolvedDay(`2024-12-${String(i + 1).padStart(2, '0')}`, i + 1));
    const firstTry = (resolvedBefore: number) =>
      eloOf(given(enrolled(), ...pastDays(resolvedBefore), ...day, started()).when(submit(at('09:01:00'), true, 501)).events()) as EloChanged['data'];

    it('is 40 for the 10th resolved challenge and 20 from the 11th', () => {
      expect(firstTry(0).delta).toBe(20);
      expect(firstTry(9).delta).toBe(20);
      expect(firstTry(10).delta).toBe(10);
    });

    it('counts abandoned days as resolved challenges', () => {
      const abandoned = Array.from({ length: 10 }, (_, i) => resolvedDay(`2024-12-${String(i + 1).padStart(2, '0')}`, i + 1, 'abandoned'));
      const events = given(enrolled(), ...abandoned, ...day, started()).when(submit(at('09:01:00'), true, 501)).events();
      expect(eloOf(events)?.delta).toBe(10);
    });
  });

  describe('refusals', () => {
    it('refuses a second submit of the same attempt', () => {
      const once = [...day, started(), submitted({ attemptId: 501 })];
      given(...once).when(submit(at('09:02:00'), false, 501)).thenRefused('NO_OPEN_ATTEMPT');
      given(...once).when(submit(at('09:02:00'), true, 502)).thenRefused('NO_OPEN_ATTEMPT');
    });

    it('refuses a submit after a correct one: the challenge is over', () => {
      const solved = [...day, started(), submitted({ correct: true }), ...resolvedDay(DAY, CHALLENGE).slice(2)];
      given(...solved).when(submit(at('09:02:00'), true, 502)).thenRefused('CHALLENGE_RESOLVED');
    });

    it('refuses a submit without a started attempt', () => {
      given(...day).when(submit(at('09:02:00'), true, 501)).thenRefused('NO_OPEN_ATTEMPT');
      given(...day, started()).when(submit(at('09:02:00'), true, 501, 999)).thenRefused('NO_OPEN_ATTEMPT');
    });

    it('refuses an attempt id already on record', () => {
      const history = [...day, started(), submitted({ attemptId: 501 }), started({ attemptNumber: 2 })];
      given(...history).when(submit(at('09:12:00'), true, 501)).thenRefused('ATTEMPT_ID_TAKEN');
    });
  });
});

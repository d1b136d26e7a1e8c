import type { LearnerEvent, RevealHint } from './index';
import { decide, hintPointsFactor, stateFrom, submitResult } from './index';
import { pointsFor } from './points';
import { given } from './testing/decider-spec';
import { assignDaily, assigned, candidate, CHALLENGE, DAY, enrol, enrolled, LearnerStream, resolvedDay, started, startAttempt, submit, USER } from './testing/learner-fixtures';

const at = (time: string) => `${DAY}T${time}.000Z`;
const reveal = (now: string, hintCount = 3, challengeId = CHALLENGE): RevealHint => ({ type: 'RevealHint', data: { challengeId, hintCount, now } });
const hint = (hintNumber: number): LearnerEvent => ({
  type: 'HintRevealed',
  data: { userId: USER, challengeId: CHALLENGE, date: DAY, hintNumber, pointsFactor: hintPointsFactor(hintNumber), revealedAt: at('09:00:30') },
});

describe('hint points factor', () => {
  it('takes 20 % of the points per hint, never below 0', () => {
    expect([0, 1, 2, 3, 5, 6].map(hintPointsFactor)).toEqual([1, 0.8, 0.6, 0.4, 0, 0]);
  });

  it('multiplies the points of a correct answer', () => {
    expect(pointsFor(1200, 600, 150, 1, 0)).toBe(165);
    expect(pointsFor(1200, 600, 150, 1, 1)).toBe(132);
    expect(pointsFor(1200, 600, 150, 1, 2)).toBe(99);
    expect(pointsFor(1200, 600, 150, 2, 1)).toBe(Math.round(165 / 2 * 0.8));
  });
});

describe('RevealHint', () => {
  const day = [enrolled(), assigned({ challengeRating: 1200, allowanceSeconds: 600 })];

  it('reveals the next hint of today’s challenge with the points factor it leaves', () => {
    given(...day).when(reveal(at('09:00:30'))).then([hint(1)]);
    given(...day, started(), hint(1)).when(reveal(at('09:00:30'))).then([hint(2)]);
  });

  it('refuses when every hint is revealed, or the challenge has none', () => {
    given(...day, hint(1), hint(2)).when(reveal(at('09:01:00'), 2)).thenRefused('NO_HINT_LEFT');
    given(...day).when(reveal(at('09:01:00'), 0)).thenRefused('NO_HINT_LEFT');
  });

  it('refuses on a resolved day and on a challenge that is not today’s', () => {
    given(enrolled(), ...resolvedDay(DAY, CHALLENGE)).when(reveal(at('11:00:00'))).thenRefused('CHALLENGE_RESOLVED');
    given(...day).when(reveal(at('09:00:00'), 3, 999)).thenRefused('NOT_ASSIGNED'); // never given: 404, as GET (issue 33)
    given(...day).when(reveal('2025-01-11T09:00:00.000Z')).thenRefused('NOT_TODAYS_CHALLENGE');
  });

  it('lowers the points of a correct answer but never its ELO change', () => {
    const plain = given(...day, started()).when(submit(at('09:02:30'), true, 501)).events();
    const hinted = given(...day, hint(1), hint(2), started()).when(submit(at('09:02:30'), true, 501)).events();
    const pointsOf = (events: LearnerEvent[]) => events.find((e) => e.type === 'SolutionSubmitted')!.data as { points: number };
    const eloOf = (events: LearnerEvent[]) => events.find((e) => e.type === 'EloChanged')!.data;
    expect(pointsOf(plain).points).toBe(165);
    expect(pointsOf(hinted).points).toBe(99);
    expect(eloOf(hinted)).toEqual(eloOf(plain));
    const resolved = hinted.find((e) => e.type === 'DailyChallengeResolved')!.data as { points: number };
    expect(resolved.points).toBe(99);
  });

  it('reports the hints used and the factor in the submit result', () => {
    const history = [...day, hint(1), started()];
    const events = decide(submit(at('09:02:30'), true, 501), stateFrom(history));
    const result = submitResult(stateFrom([...history, ...events]), events);
    expect(result).toMatchObject({ hints_used: 1, points_factor: 0.8, points_earned: 132 });
  });
});

describe('hints and re-grading', () => {
  it('a verdict turned correct earns points with the day’s hint factor', () => {
    const learner = new LearnerStream();
    learner.do(enrol('2025-01-10T07:00:00.000Z'));
    learner.do(assignDaily('2025-01-10T08:00:00.000Z', [candidate(101, 1200, 10)]));
    learner.do({ type: 'RevealHint', data: { challengeId: 101, hintCount: 2, now: '2025-01-10T08:30:00.000Z' } });
    learner.do(startAttempt('2025-01-10T09:00:00.000Z', 101));
    for (let n = 1; n <= 3; n++) {
      if (n > 1) learner.do(startAttempt(`2025-01-10T09:0${n}:00.000Z`, 101));
      learner.do(submit(`2025-01-10T09:0${n}:30.000Z`, false, n, 101));
    }
    const [event] = learner.do({ type: 'RegradeSubmission', data: { attemptId: 1, correct: true, adminId: 1, reason: 'fixed', now: '2025-02-01T10:00:00.000Z' } });
    expect(event).toMatchObject({ type: 'SubmissionRegraded', data: { points: Math.round(120 * (1 + 0.5 * (510 / 600)) * 0.8) } });
  });
});

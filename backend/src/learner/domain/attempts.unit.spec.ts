import { previousCumulativeTime } from './attempts';
import { stateFrom } from './learner-decider';
import { given } from './testing/decider-spec';
import { assigned, CHALLENGE, DAY, enrolled, resolvedDay, startAttempt, started, submitted, USER } from './testing/learner-fixtures';

describe('StartAttempt', () => {
  const now = `${DAY}T09:00:00.000Z`;

  it("starts attempt 1 on today's challenge", () => {
    given(enrolled(), assigned())
      .when(startAttempt(now))
      .then([{ type: 'AttemptStarted', data: { userId: USER, challengeId: CHALLENGE, date: DAY, attemptNumber: 1, startedAt: now } }]);
  });

  it('numbers the next attempt after a wrong answer', () => {
    const [event] = given(enrolled(), assigned(), started(), submitted({ correct: false })).when(startAttempt(`${DAY}T09:05:00.000Z`)).events();
    expect(event).toMatchObject({ type: 'AttemptStarted', data: { attemptNumber: 2 } });
  });

  it('is idempotent while an attempt is open', () => {
    given(enrolled(), assigned(), started()).when(startAttempt(`${DAY}T09:03:00.000Z`)).thenNothing();
  });

  it("refuses a challenge that is not today's (409), and one never given to the learner as unknown (404, issue 33)", () => {
    given(enrolled(), assigned()).when(startAttempt(now, 999)).thenRefused('NOT_ASSIGNED');
    given(enrolled(), assigned()).when(startAttempt('2025-01-11T00:00:00.000Z')).thenRefused('NOT_TODAYS_CHALLENGE');
    given(enrolled()).when(startAttempt(now)).thenRefused('NOT_ASSIGNED');
  });

  it('refuses a solved challenge', () => {
    given(enrolled(), resolvedDay(DAY, CHALLENGE, 'solved')).when(startAttempt(`${DAY}T11:00:00.000Z`)).thenRefused('CHALLENGE_RESOLVED');
  });

  it('refuses a fourth attempt once three are used', () => {
    given(enrolled(), resolvedDay(DAY, CHALLENGE, 'failed')).when(startAttempt(`${DAY}T11:00:00.000Z`)).thenRefused('NO_ATTEMPTS_LEFT');
  });

  it('refuses a learner who is not enrolled (never opened the daily page): the challenge was never theirs', () => {
    given().when(startAttempt(now)).thenRefused('NOT_ASSIGNED');
  });
});

describe('previousCumulativeTime', () => {
  it('is 0 before any attempt and the submitted time after one', () => {
    expect(previousCumulativeTime(stateFrom([enrolled(), assigned()]), CHALLENGE)).toBe(0);
    expect(previousCumulativeTime(stateFrom([enrolled(), assigned(), started(), submitted({ seconds: 95, cumulativeSeconds: 95 })]), CHALLENGE)).toBe(95);
  });

  it("counts the open attempt's running time when given now, so a reload resumes the countdown", () => {
    const state = stateFrom([enrolled(), assigned(), started(), submitted({ seconds: 95, cumulativeSeconds: 95 }), started({ attemptNumber: 2, startedAt: `${DAY}T09:10:00.000Z` })]);
    expect(previousCumulativeTime(state, CHALLENGE)).toBe(95);
    expect(previousCumulativeTime(state, CHALLENGE, `${DAY}T09:11:00.000Z`)).toBe(155);
  });

  it('never exceeds the allowance', () => {
    const state = stateFrom([enrolled(), assigned({ allowanceSeconds: 300 }), started()]);
    expect(previousCumulativeTime(state, CHALLENGE, `${DAY}T12:00:00.000Z`)).toBe(300);
  });

  it('is 0 for a challenge never assigned', () => {
    expect(previousCumulativeTime(stateFrom([enrolled()]), 999)).toBe(0);
  });
});

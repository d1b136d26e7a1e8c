import type { LearnerEvent, PracticeStarted, PracticeSubmitted, StartPractice, SubmitPractice } from './index';
import { evolve, stateFrom } from './index';
import { given } from './testing/decider-spec';
import { assigned, CHALLENGE, DAY, enrolled, resolvedDay, started, USER } from './testing/learner-fixtures';

const at = (time: string) => `2025-01-12T${time}.000Z`;
const startPractice = (now: string, challengeId = CHALLENGE): StartPractice => ({ type: 'StartPractice', data: { challengeId, now } });
const submitPractice = (now: string, correct: boolean): SubmitPractice => ({
  type: 'SubmitPractice',
  data: { challengeId: CHALLENGE, sql: 'select 1', correct, error: correct ? null : 'row 2 differs', now },
});
const practiceStarted = (run = 1): PracticeStarted => ({
  type: 'PracticeStarted',
  data: { userId: USER, challengeId: CHALLENGE, date: DAY, run, startedAt: at('10:00:00') },
});
const practiceSubmitted = (correct: boolean, run = 1): PracticeSubmitted => ({
  type: 'PracticeSubmitted',
  data: { userId: USER, challengeId: CHALLENGE, date: DAY, run, correct, error: null, seconds: 90, submittedAt: at('10:01:30') }, // no SQL from contract 1.4
});

describe('Practice', () => {
  const played = [enrolled(), ...resolvedDay(DAY, CHALLENGE, 'failed')];

  it('starts a run on a resolved challenge, and keeps an open run on a second start', () => {
    given(...played).when(startPractice(at('10:00:00'))).then([practiceStarted(1)]);
    given(...played, practiceStarted(1)).when(startPractice(at('10:05:00'))).thenNothing();
    given(...played, practiceStarted(1), practiceSubmitted(true)).when(startPractice(at('10:00:00'))).then([practiceStarted(2)]);
  });

  it('refuses a challenge never played or still in play', () => {
    given(...played).when(startPractice(at('10:00:00'), 999)).thenRefused('UNKNOWN_CHALLENGE');
    given(enrolled(), assigned(), started()).when(startPractice(at('10:00:00'))).thenRefused('PRACTICE_NOT_OPEN');
  });

  it('records graded answers in the open run, without an attempt limit, and a correct one ends it', () => {
    const wrong = [practiceSubmitted(false), practiceSubmitted(false), practiceSubmitted(false)];
    given(...played, practiceStarted(1), ...wrong)
      .when(submitPractice(at('10:01:30'), true))
      .then([practiceSubmitted(true)].map((e) => ({ ...e, data: { ...e.data, error: null } })));
    given(...played).when(submitPractice(at('10:01:30'), true)).thenRefused('NO_PRACTICE_RUN');
    given(...played, practiceStarted(1), practiceSubmitted(true)).when(submitPractice(at('10:02:00'), true)).thenRefused('NO_PRACTICE_RUN');
  });

  it('has no rated effect: ELO, points, K, streak days and attempts stay as they were', () => {
    const before = stateFrom(played);
    const practice: LearnerEvent[] = [practiceStarted(1), practiceSubmitted(false), practiceSubmitted(true), practiceStarted(2), practiceSubmitted(true, 2)];
    const after = practice.reduce(evolve, before);
    const { practice: _p, ...rated } = after;
    const { practice: _q, ...ratedBefore } = before;
    expect(rated).toEqual(ratedBefore);
    expect(after.practice[CHALLENGE]).toEqual({ runs: 2, open: null });
  });

  it('reads answers recorded before contract 1.4, with their SQL, exactly as new ones (the field is optional)', () => {
    const old = (correct: boolean): PracticeSubmitted => ({ ...practiceSubmitted(correct), data: { ...practiceSubmitted(correct).data, sql: 'SELECT 1 -- kept in old events' } });
    const run = (e: (c: boolean) => PracticeSubmitted) => [...played, practiceStarted(1), e(false), e(true)].reduce(evolve, stateFrom([]));
    expect(run(old)).toEqual(run(practiceSubmitted));
    given(...played, practiceStarted(1), old(false)).when(submitPractice(at('10:01:30'), true)).then([practiceSubmitted(true)]);
  });
});

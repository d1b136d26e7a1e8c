import type { LearnerEvent } from './learner-events';
import { replayInput, replaySubmissions } from './replay';
import { given } from './testing/decider-spec';
import { assignDaily, candidate, enrol, LearnerStream, startAttempt, submit } from './testing/learner-fixtures';

const regrade = (attemptId: number, correct: boolean, now = '2025-02-01T10:00:00.000Z') => ({
  type: 'RegradeSubmission' as const,
  data: { attemptId, correct, adminId: 1, reason: 'expected output fixed', now },
});

/** A learner who fails attempt 1 (after 60 s) and solves attempt 2 (after 60 s more) on a 1200 challenge with 600 s. */
function failThenSolve(): LearnerStream {
  const learner = new LearnerStream();
  learner.do(enrol('2025-01-10T07:00:00.000Z'));
  learner.do(assignDaily('2025-01-10T08:00:00.000Z', [candidate(101, 1200, 10)]));
  learner.do(startAttempt('2025-01-10T09:00:00.000Z', 101));
  learner.do(submit('2025-01-10T09:01:00.000Z', false, 1, 101));
  learner.do(startAttempt('2025-01-10T09:02:00.000Z', 101));
  learner.do(submit('2025-01-10T09:03:00.000Z', true, 2, 101));
  return learner;
}

describe('RegradeSubmission', () => {
  it('records a changed verdict with the points the attempt earns under it', () => {
    const learner = failThenSolve();
    const [event] = learner.do(regrade(1, true)) as LearnerEvent[];
    expect(event).toEqual({
      type: 'SubmissionRegraded',
      data: {
        userId: 7,
        challengeId: 101,
        date: '2025-01-10',
        attemptId: 1,
        correct: true,
        previousCorrect: false,
        points: Math.round(120 * (1 + 0.5 * (540 / 600))),
        previousPoints: 0,
        adminId: 1,
        reason: 'expected output fixed',
        regradedAt: '2025-02-01T10:00:00.000Z',
      },
    });
  });

  it('records nothing when the verdict is unchanged, so re-grading twice is harmless', () => {
    const learner = failThenSolve();
    given(...learner.events).when(regrade(2, true)).thenNothing();
    learner.do(regrade(1, true));
    given(...learner.events).when(regrade(1, true)).thenNothing();
  });

  it('refuses unknown and deleted attempts', () => {
    const learner = failThenSolve();
    given(...learner.events).when(regrade(99, true)).thenRefused('UNKNOWN_ATTEMPT');
    learner.do({ type: 'DeleteAttempt', data: { attemptId: 1, adminId: 1, reason: null, now: '2025-02-01T09:00:00.000Z' } });
    given(...learner.events).when(regrade(1, true)).thenRefused('UNKNOWN_ATTEMPT');
  });

  it('a first attempt regraded to correct turns the day into a first-try solve in the ELO replay', () => {
    const learner = failThenSolve();
    const before = replayInput(learner.state);
    expect(replaySubmissions(1200, before.submissions, before.options).outcomes[0]).toMatchObject({ reason: 'solved_second_attempt', delta: -10 });
    learner.do(regrade(1, true));
    const after = replayInput(learner.state);
    expect(replaySubmissions(1200, after.submissions, after.options).outcomes[0]).toMatchObject({ reason: 'solved_first_attempt', delta: 20, attempts: 1 });
    const [recalculated] = learner.do({ type: 'RecalculateElo', data: { adminId: 1, cause: 'regraded: 1', now: '2025-02-01T10:01:00.000Z' } }) as LearnerEvent[];
    expect(recalculated).toMatchObject({ type: 'EloRecalculated', data: { before: 1190, after: 1220 } });
  });

  it('a correct answer regraded to wrong earns nothing and leaves the day unsolved in the replay', () => {
    const learner = failThenSolve();
    const [event] = learner.do(regrade(2, false)) as LearnerEvent[];
    expect(event).toMatchObject({ data: { correct: false, previousCorrect: true, points: 0 } });
    const after = replayInput(learner.state);
    expect(replaySubmissions(1200, after.submissions, after.options).outcomes[0]).toMatchObject({ outcome: 'abandoned' });
  });
});

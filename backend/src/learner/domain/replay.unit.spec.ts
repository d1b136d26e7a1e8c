import type { EloRecalculated, LearnerEvent } from './learner-events';
import { replayInput, replaySubmissions, type ReplaySubmission } from './replay';
import { given } from './testing/decider-spec';
import { abandonDay, assignDaily, candidate, enrol, LearnerStream, startAttempt, submit, USER } from './testing/learner-fixtures';

const sub = (challengeId: number, date: string, correct: boolean, seconds = 60): ReplaySubmission => ({
  challengeId, date, rating: 1200, correct, seconds, allowanceSeconds: 600,
});

describe('replaySubmissions', () => {
  it('applies the decide rules per challenge: first try, second try, failure', () => {
    const result = replaySubmissions(1200, [
      sub(1, '2025-01-01', true),
      sub(2, '2025-01-02', false),
      sub(2, '2025-01-02', true),
      sub(3, '2025-01-03', false),
      sub(3, '2025-01-03', false),
      sub(3, '2025-01-03', false),
    ]);
    expect(result.outcomes.map((o) => [o.outcome, o.reason, o.delta])).toEqual([
      ['solved', 'solved_first_attempt', 20],
      ['solved', 'solved_second_attempt', -11],
      ['failed', 'failed_all_attempts', -21],
    ]);
    expect(result.finalElo).toBe(1188);
    expect(result.resolvedChallenges).toBe(3);
  });

  it('counts the first remaining submission of a challenge as attempt 1', () => {
    const result = replaySubmissions(1200, [sub(2, '2025-01-02', true, 150)]);
    expect(result.outcomes[0]).toMatchObject({ attempts: 1, reason: 'solved_first_attempt', delta: 20, points: 165, totalSeconds: 150 });
  });

  it('keeps an open day pending and fails a closed day left without a correct answer', () => {
    const result = replaySubmissions(1200, [sub(1, '2025-01-01', false), sub(2, '2025-01-02', false)], { openChallengeIds: [2] });
    expect(result.outcomes.map((o) => [o.outcome, o.delta])).toEqual([
      ['abandoned', -20],
      ['pending', 0],
    ]);
    expect(result.resolvedChallenges).toBe(1);
  });

  it('keeps the penalty of a day abandoned without any submission, in date order', () => {
    const result = replaySubmissions(1200, [sub(2, '2025-01-02', true)], { abandonedWithoutSubmission: [{ challengeId: 1, date: '2025-01-01', rating: 1200 }] });
    expect(result.outcomes.map((o) => [o.challengeId, o.delta])).toEqual([
      [1, -20],
      [2, 21],
    ]);
  });

  it('switches K after 10 resolved challenges and respects the floor', () => {
    const tenWins = Array.from({ length: 10 }, (_, i) => ({ ...sub(i + 1, `2025-01-${String(i + 1).padStart(2, '0')}`, true), rating: 100_000 }));
    const afterTen = replaySubmissions(1200, [...tenWins, { ...sub(11, '2025-01-11', true), rating: 100_000 }]);
    expect(afterTen.outcomes.map((o) => o.delta)).toEqual([...Array(10).fill(40), 20]);
    const floored = replaySubmissions(110, [sub(1, '2025-01-01', false), sub(1, '2025-01-01', false), sub(1, '2025-01-01', false)].map((s) => ({ ...s, rating: 110 })));
    expect(floored.finalElo).toBe(100);
  });
});

describe('replay agrees with decide', () => {
  /** Ten days mixing every outcome, played through the decider. */
  function playMonth(): LearnerStream {
    const learner = new LearnerStream();
    learner.do(enrol('2025-01-01T07:00:00.000Z'));
    const catalogue = Array.from({ length: 12 }, (_, i) => candidate(i + 1, 1000 + 40 * i));
    const script: ('1' | '2' | '3' | 'x' | 'a' | 'a1')[] = ['1', '2', 'x', '1', '3', 'a', '1', 'a1', '2', '1', '1', '3'];
    let attemptId = 1;
    script.forEach((plan, i) => {
      const date = `2025-01-${String(i + 1).padStart(2, '0')}`;
      const [assignedEvent] = learner.do(assignDaily(`${date}T08:00:00.000Z`, catalogue)) as LearnerEvent[];
      const challengeId = (assignedEvent as Extract<LearnerEvent, { type: 'DailyChallengeAssigned' }>).data.challengeId;
      const wrongBefore = { '1': 0, '2': 1, '3': 2, x: 3, a: 0, a1: 1 }[plan];
      for (let n = 0; n < wrongBefore; n++) {
        learner.do(startAttempt(`${date}T09:0${n}:00.000Z`, challengeId));
        learner.do(submit(`${date}T09:0${n}:40.000Z`, false, attemptId++, challengeId));
      }
      if (plan === 'a' || plan === 'a1') {
        if (plan === 'a') learner.do(startAttempt(`${date}T09:00:00.000Z`, challengeId));
        learner.do(abandonDay(nextDay(date), date));
      } else if (plan !== 'x') {
        learner.do(startAttempt(`${date}T09:05:00.000Z`, challengeId));
        learner.do(submit(`${date}T09:06:30.000Z`, true, attemptId++, challengeId));
      }
    });
    return learner;
  }
  const nextDay = (date: string) => `2025-01-${String(Number(date.slice(8)) + 1).padStart(2, '0')}T00:00:00.000Z`;

  it('finds the ELO decide reached when nothing was deleted', () => {
    const learner = playMonth();
    const { submissions, options } = replayInput(learner.state);
    const result = replaySubmissions(1200, submissions, options);
    expect(learner.state.resolvedCount).toBe(12);
    expect(result.finalElo).toBe(learner.state.elo);
    expect(result.resolvedChallenges).toBe(12);
  });

  it('recalculates after a deletion: the remaining correct answer becomes a first try', () => {
    const learner = playMonth();
    const secondDay = learner.state.days['2025-01-02'];
    const wrongFirst = secondDay?.attempts[0]?.submission?.attemptId as number;
    learner.do({ type: 'DeleteAttempt', data: { attemptId: wrongFirst, adminId: 1, reason: 'grader bug', now: '2025-02-01T10:00:00.000Z' } });
    expect(learner.state.days['2025-01-02']?.attempts[0]?.submission?.deleted).toBe(true);

    const before = learner.state.elo;
    const [recalculated] = learner.do({ type: 'RecalculateElo', data: { adminId: 1, cause: 'attempts deleted', now: '2025-02-01T10:00:01.000Z' } });
    const { submissions, options } = replayInput(learner.state);
    const replayed = replaySubmissions(1200, submissions, options);
    const expectedAfter = replayed.finalElo;
    const days = replayed.outcomes.filter((o) => o.outcome !== 'pending').map(({ challengeId, date, eloBefore, eloAfter }) => ({ challengeId, date, eloBefore, eloAfter }));
    expect(recalculated).toEqual({
      type: 'EloRecalculated',
      data: { userId: USER, before, after: expectedAfter, adminId: 1, cause: 'attempts deleted', recalculatedAt: '2025-02-01T10:00:01.000Z', resolvedChallenges: 12, days },
    });
    // the read models take each resolved day's numbers from the event: the last one ends where the ELO does
    expect(days).toHaveLength(12);
    expect(days[days.length - 1]?.eloAfter).toBe(expectedAfter);
    expect(expectedAfter).toBeGreaterThan(before);
    expect(learner.state.elo).toBe(expectedAfter);
  });

  it('recalculates a cause once: a retried job decides nothing and the state keeps the recorded result', () => {
    const learner = playMonth();
    const recalculate = { type: 'RecalculateElo', data: { adminId: 1, cause: 'attempts deleted: 3', now: '2025-02-01T10:00:01.000Z' } } as const;
    const [first] = learner.do(recalculate);
    expect(first?.type).toBe('EloRecalculated');
    expect(learner.do({ ...recalculate, data: { ...recalculate.data, now: '2025-02-01T10:05:00.000Z' } })).toEqual([]);
    expect(learner.state.recalculations['attempts deleted: 3']).toEqual({ before: (first as EloRecalculated).data.before, after: (first as EloRecalculated).data.after });
    given(...learner.events).when({ ...recalculate, data: { ...recalculate.data, cause: 'another cause' } }).then([expect.objectContaining({ type: 'EloRecalculated' })]);
  });

  it('deletes an attempt once and refuses one that is not the learner’s', () => {
    const learner = playMonth();
    const deletion = { type: 'DeleteAttempt', data: { attemptId: 1, adminId: 1, reason: null, now: '2025-02-01T10:00:00.000Z' } } as const;
    learner.do(deletion);
    given(...learner.events).when(deletion).thenNothing();
    given(...learner.events).when({ ...deletion, data: { ...deletion.data, attemptId: 9999 } }).thenRefused('UNKNOWN_ATTEMPT');
  });
});

import { decide, stateFrom } from './learner-decider';
import type { LearnerEvent } from './learner-events';
import { submitResult } from './submit-result';
import { assigned, DAY, enrolled, started, submit, submitted } from './testing/learner-fixtures';

const at = (time: string) => `${DAY}T${time}.000Z`;

function resultOf(history: LearnerEvent[], command: ReturnType<typeof submit>) {
  const events = decide(command, stateFrom(history));
  return submitResult(stateFrom([...history, ...events]), events);
}

describe('submitResult', () => {
  const day = [enrolled(), assigned({ challengeRating: 1200, allowanceSeconds: 600 })];

  it('reports a first-try success with ELO, points and the solution shown', () => {
    expect(resultOf([...day, started()], submit(at('09:02:30'), true, 501))).toEqual({
      is_correct: true,
      attempt_number: 1,
      max_attempts: 3,
      remaining_attempts: 0,
      points_earned: 165,
      execution_time_seconds: 150,
      elo_change: 20,
      elo_pending: false,
      elo_status: 'Perfect first try: ELO +20 (1200 → 1220).',
      error_message: null,
      show_solution: true,
      correct_solution: null,
      hints_used: 0,
      points_factor: 1,
    });
  });

  it('reports a wrong first attempt as pending, with attempts left and no solution', () => {
    expect(resultOf([...day, started()], submit(at('09:02:00'), false, 501))).toMatchObject({
      is_correct: false,
      remaining_attempts: 2,
      points_earned: 0,
      elo_change: 0,
      elo_pending: true,
      elo_status: expect.stringContaining('pending'),
      error_message: 'row 4 differs',
      show_solution: false,
    });
  });

  it('shows the solution and the penalty after the third wrong attempt', () => {
    const history = [
      ...day,
      started(),
      submitted({ attemptNumber: 1 }),
      started({ attemptNumber: 2 }),
      submitted({ attemptNumber: 2, cumulativeSeconds: 120 }),
      started({ attemptNumber: 3, startedAt: at('09:10:00') }),
    ];
    expect(resultOf(history, submit(at('09:11:00'), false, 503))).toMatchObject({
      attempt_number: 3,
      remaining_attempts: 0,
      elo_change: -20,
      elo_pending: false,
      elo_status: 'All attempts used: ELO -20 (1200 → 1180).',
      show_solution: true,
    });
  });
});

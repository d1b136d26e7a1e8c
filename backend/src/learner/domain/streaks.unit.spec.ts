import { stateFrom } from './learner-decider';
import { streaks } from './streaks';
import { assigned, enrolled, resolvedDay } from './testing/learner-fixtures';
import type { DailyChallengeResolved } from './learner-events';

type Outcome = DailyChallengeResolved['data']['outcome'];
const days = (...entries: [string, Outcome][]) => stateFrom([enrolled(), ...entries.flatMap(([date, outcome], i) => resolvedDay(date, i + 1, outcome))]);

describe('streaks', () => {
  it('is zero for a new learner', () => {
    expect(streaks(stateFrom([enrolled()]), '2025-01-10')).toEqual({ current: 0, best: 0 });
  });

  it('counts solved and failed days in a run ending today', () => {
    const state = days(['2025-01-08', 'solved'], ['2025-01-09', 'failed'], ['2025-01-10', 'solved']);
    expect(streaks(state, '2025-01-10')).toEqual({ current: 3, best: 3 });
  });

  it('keeps yesterday’s run while today is not yet assigned', () => {
    const state = days(['2025-01-08', 'solved'], ['2025-01-09', 'solved']);
    expect(streaks(state, '2025-01-10')).toEqual({ current: 2, best: 2 });
  });

  it('keeps yesterday’s run while today is assigned or in progress', () => {
    const state = stateFrom([enrolled(), ...resolvedDay('2025-01-09', 1), assigned({ date: '2025-01-10', challengeId: 2 })]);
    expect(streaks(state, '2025-01-10').current).toBe(1);
  });

  it('breaks when a day is missed', () => {
    const state = days(['2025-01-06', 'solved'], ['2025-01-07', 'solved'], ['2025-01-09', 'solved']);
    expect(streaks(state, '2025-01-11')).toEqual({ current: 0, best: 2 });
    expect(streaks(state, '2025-01-10')).toEqual({ current: 1, best: 2 });
  });

  it('does not count an abandoned day: it breaks the run', () => {
    const state = days(['2025-01-07', 'solved'], ['2025-01-08', 'abandoned'], ['2025-01-09', 'solved']);
    expect(streaks(state, '2025-01-10')).toEqual({ current: 1, best: 1 });
  });

  it('keeps the longest run ever as best', () => {
    const state = days(['2024-12-01', 'solved'], ['2024-12-02', 'solved'], ['2024-12-03', 'failed'], ['2024-12-04', 'solved'], ['2025-01-09', 'solved'], ['2025-01-10', 'solved']);
    expect(streaks(state, '2025-01-10')).toEqual({ current: 2, best: 4 });
  });

  it('runs across month and year ends', () => {
    const state = days(['2024-12-31', 'solved'], ['2025-01-01', 'solved'], ['2025-02-28', 'solved'], ['2025-03-01', 'solved']);
    expect(streaks(state, '2025-03-01')).toEqual({ current: 2, best: 2 });
  });
});

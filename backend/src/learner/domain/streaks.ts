import { previousDate } from './day';
import type { LearnerState } from './learner-state';

export interface Streaks {
  current: number;
  best: number;
}

/**
 * A day counts when its challenge was solved or failed on the last attempt; an abandoned day does not
 * (the learner never finished it). Today still open keeps yesterday's run alive.
 */
export function streaks(state: LearnerState, today: string): Streaks {
  const counted = new Set(state.countedDays);
  const todayOpen = !state.days[today]?.resolution;
  let day = counted.has(today) || !todayOpen ? today : previousDate(today);
  let current = 0;
  while (counted.has(day)) {
    current++;
    day = previousDate(day);
  }
  return { current, best: Math.max(current, longestRun(state.countedDays)) };
}

function longestRun(sortedDays: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of sortedDays) {
    run = previous !== undefined && previousDate(day) === previous ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

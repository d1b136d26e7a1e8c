import { hasDayEnded, nextDate, previousDate } from './day';
import { enrolled } from './enrolment';
import type { UseStreakFreezes } from './learner-commands';
import type { LearnerEvent, StreakFreezeEarned, StreakFreezeUsed } from './learner-events';
import type { LearnerState } from './learner-state';

export interface Streaks {
  current: number;
  best: number;
}

/** One freeze per 7 counted days of a run; a learner never holds more than 2. */
export const FREEZE_EVERY_DAYS = 7;
export const MAX_STREAK_FREEZES = 2;

/**
 * A day counts when its challenge was solved or failed on the last attempt; an abandoned day does not
 * (the learner never finished it). Today still open keeps yesterday's run alive. A frozen day (a missed
 * day covered by a streak freeze) bridges the run but does not add to its length (Duolingo's rule).
 */
export function streaks(state: LearnerState, today: string): Streaks {
  const counted = new Set(state.countedDays);
  const frozen = new Set(state.frozenDays);
  const todayOpen = !state.days[today]?.resolution;
  let day = counted.has(today) || !todayOpen ? today : previousDate(today);
  let current = 0;
  while (counted.has(day) || frozen.has(day)) {
    if (counted.has(day)) current++;
    day = previousDate(day);
  }
  return { current, best: Math.max(current, longestRun(state)) };
}

function longestRun(state: LearnerState): number {
  const counted = new Set(state.countedDays);
  const kept = [...new Set([...state.countedDays, ...state.frozenDays])].sort();
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of kept) {
    if (previous === undefined || previousDate(day) !== previous) run = 0;
    if (counted.has(day)) run++;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/** Counted days of the run that `date` (about to be counted) completes, frozen days bridging it. */
function runLengthEndingAt(state: LearnerState, date: string): number {
  const counted = new Set(state.countedDays);
  const frozen = new Set(state.frozenDays);
  let run = 1;
  for (let day = previousDate(date); counted.has(day) || frozen.has(day); day = previousDate(day)) if (counted.has(day)) run++;
  return run;
}

/** Follows a counted (solved or failed) resolution of `date`: a freeze when the run reaches a multiple of 7. */
export function freezeEarned(state: LearnerState, userId: number, date: string, at: string): StreakFreezeEarned[] {
  if (state.countedDays.includes(date) || state.streakFreezes >= MAX_STREAK_FREEZES) return [];
  const runLength = runLengthEndingAt(state, date);
  if (runLength % FREEZE_EVERY_DAYS !== 0) return [];
  return [{ type: 'StreakFreezeEarned', data: { userId, date, runLength, held: state.streakFreezes + 1, earnedAt: at } }];
}

/**
 * Covers the days that ended, uncounted, since the run's last kept (counted or frozen) day, one freeze
 * each, in date order, while freezes last. Deterministic and idempotent: the day-end job and the
 * learner's next visit may both send it, and a covered day is never covered again (it is the run's
 * last kept day from then on). A day still open past its midnight (an attempt running) stops the walk:
 * its own resolution decides.
 */
export function useStreakFreezes({ data }: UseStreakFreezes, state: LearnerState): LearnerEvent[] {
  const { userId, timezone } = enrolled(state);
  const last = [state.countedDays.at(-1), state.frozenDays.at(-1)].filter((d): d is string => !!d).sort().at(-1);
  if (!last || state.streakFreezes === 0) return [];
  const used: StreakFreezeUsed[] = [];
  let held = state.streakFreezes;
  for (let day = nextDate(last); held > 0 && hasDayEnded(day, timezone, data.now); day = nextDate(day)) {
    const record = state.days[day];
    if (record && !record.resolution && record.attempts.length > 0) break;
    held--;
    used.push({ type: 'StreakFreezeUsed', data: { userId, date: day, held, usedAt: data.now } });
  }
  return used;
}

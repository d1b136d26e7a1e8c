import { learnerDate, secondsBetween } from './day';
import { MAX_ATTEMPTS } from './elo';
import { enrolled } from './enrolment';
import type { StartAttempt } from './learner-commands';
import type { AttemptStarted } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import { dayOfChallenge, openAttempt, type DayRecord, type LearnerState } from './learner-state';

export function startAttempt({ data }: StartAttempt, state: LearnerState): AttemptStarted[] {
  // Never given to this learner (or never opened /challenges/daily): 404, as hints answer (issue 33); a past day's: 409.
  if (!dayOfChallenge(state, data.challengeId)) throw new LearnerRuleViolation('NOT_ASSIGNED', 'Challenge not found');
  const { userId, timezone } = enrolled(state);
  const date = learnerDate(data.now, timezone);
  const day = state.days[date];
  if (!day || day.challengeId !== data.challengeId) {
    throw new LearnerRuleViolation('NOT_TODAYS_CHALLENGE', "This is not today's challenge.");
  }
  if (day.resolution?.outcome === 'failed' || (day.attempts.length >= MAX_ATTEMPTS && !openAttempt(day))) {
    throw new LearnerRuleViolation('NO_ATTEMPTS_LEFT', 'All 3 attempts are used. Try again tomorrow!');
  }
  if (day.resolution) throw new LearnerRuleViolation('CHALLENGE_RESOLVED', "Today's challenge is already over. Come back tomorrow!");
  if (openAttempt(day)) return [];
  return [
    { type: 'AttemptStarted', data: { userId, challengeId: day.challengeId, date, attemptNumber: day.attempts.length + 1, startedAt: data.now } },
  ];
}

/** Seconds used on a day's challenge, never above its allowance; with `now`, the open attempt's running time counts too. */
export function usedSeconds(day: DayRecord, now?: string): number {
  if (day.resolution) return day.resolution.totalSeconds;
  const open = openAttempt(day);
  const running = open && now ? secondsBetween(open.startedAt, now) : 0;
  return Math.min(day.allowanceSeconds, day.cumulativeSeconds + running);
}

/**
 * The Start response's previous_cumulative_time. Passing `now` makes a repeated Start (page reload during
 * an attempt) resume the countdown where the server's clock has it, instead of restarting it.
 */
export function previousCumulativeTime(state: LearnerState, challengeId: number, now?: string): number {
  const day = dayOfChallenge(state, challengeId);
  return day ? usedSeconds(day, now) : 0;
}

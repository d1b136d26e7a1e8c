import { usedSeconds } from './attempts';
import { hasDayEnded } from './day';
import { enrolled } from './enrolment';
import type { AbandonDay } from './learner-commands';
import type { LearnerEvent } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import type { LearnerState } from './learner-state';
import { resolve } from './resolution';

/** A started, unresolved day is failed once it has ended; anything else is a no-op so the job can retry freely. */
export function abandonDay({ data }: AbandonDay, state: LearnerState): LearnerEvent[] {
  const { userId, timezone } = enrolled(state);
  if (!hasDayEnded(data.date, timezone, data.now)) {
    throw new LearnerRuleViolation('DAY_NOT_OVER', `The learner's day ${data.date} has not ended yet.`);
  }
  const day = state.days[data.date];
  if (!day || day.resolution || day.attempts.length === 0) return [];
  const { challengeId, date } = day;
  return [
    { type: 'ChallengeAbandoned', data: { userId, challengeId, date, abandonedAt: data.now } },
    ...resolve(state, userId, day, {
      outcome: 'abandoned',
      reason: 'abandoned',
      attempts: day.attempts.length,
      points: 0,
      totalSeconds: usedSeconds(day, data.now),
      at: data.now,
    }),
  ];
}

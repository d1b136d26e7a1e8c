import { eloUpdate } from './elo';
import type { DailyChallengeResolved, EloChangeReason, EloChanged, StreakFreezeEarned } from './learner-events';
import type { DayRecord, LearnerState } from './learner-state';
import { freezeEarned } from './streaks';

export interface ResolutionFacts {
  outcome: DailyChallengeResolved['data']['outcome'];
  reason: EloChangeReason;
  attempts: number;
  points: number;
  totalSeconds: number;
  at: string;
}

/**
 * EloChanged then DailyChallengeResolved: every resolution moves ELO (possibly by 0) and closes the day;
 * a counted day that completes 7, 14, … days of a run adds StreakFreezeEarned.
 */
export function resolve(
  state: LearnerState,
  userId: number,
  day: DayRecord,
  facts: ResolutionFacts,
): [EloChanged, DailyChallengeResolved, ...StreakFreezeEarned[]] {
  const { challengeId, date } = day;
  const { before, after, delta } = eloUpdate(facts.reason, state.elo, day.challengeRating, state.resolvedCount);
  const earned = facts.outcome === 'abandoned' ? [] : freezeEarned(state, userId, date, facts.at);
  return [
    { type: 'EloChanged', data: { userId, challengeId, date, before, after, delta, reason: facts.reason } },
    {
      type: 'DailyChallengeResolved',
      data: {
        userId,
        challengeId,
        date,
        outcome: facts.outcome,
        attempts: facts.attempts,
        points: facts.points,
        totalSeconds: facts.totalSeconds,
        eloBefore: before,
        eloAfter: after,
        resolvedAt: facts.at,
      },
    },
    ...earned,
  ];
}

import { eloUpdate } from './elo';
import type { DailyChallengeResolved, EloChangeReason, EloChanged } from './learner-events';
import type { DayRecord, LearnerState } from './learner-state';

export interface ResolutionFacts {
  outcome: DailyChallengeResolved['data']['outcome'];
  reason: EloChangeReason;
  attempts: number;
  points: number;
  totalSeconds: number;
  at: string;
}

/** EloChanged then DailyChallengeResolved: every resolution moves ELO (possibly by 0) and closes the day. */
export function resolve(state: LearnerState, userId: number, day: DayRecord, facts: ResolutionFacts): [EloChanged, DailyChallengeResolved] {
  const { challengeId, date } = day;
  const { before, after, delta } = eloUpdate(facts.reason, state.elo, day.challengeRating, state.resolvedCount);
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
  ];
}

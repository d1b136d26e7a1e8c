import { pickDaily } from './assignment';
import { learnerDate } from './day';
import { enrolled } from './enrolment';
import type { AssignDaily } from './learner-commands';
import type { DailyChallengeAssigned } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import type { LearnerState } from './learner-state';
import { allowanceSeconds } from './points';

export function assignDaily({ data }: AssignDaily, state: LearnerState): DailyChallengeAssigned[] {
  const { userId, timezone } = enrolled(state);
  const date = learnerDate(data.now, timezone);
  if (state.days[date]) return [];
  const pick = pickDaily(data.candidates, state.assignedChallengeIds, state.elo, state.conceptSkills, userId, date);
  if (!pick) {
    throw new LearnerRuleViolation('NO_CHALLENGE_LEFT', 'There is no new challenge for you today. Come back tomorrow!');
  }
  const { challenge: chosen, reason } = pick;
  return [
    {
      type: 'DailyChallengeAssigned',
      data: {
        userId,
        challengeId: chosen.id,
        date,
        challengeRating: chosen.rating,
        allowanceSeconds: allowanceSeconds(chosen.estimatedMinutes),
        category: chosen.category,
        assignedAt: data.now,
        ...(chosen.concepts?.length ? { concepts: [...chosen.concepts] } : {}),
        ...(chosen.authoredRating !== undefined && chosen.authoredRating !== chosen.rating ? { authoredRating: chosen.authoredRating } : {}),
        ...(reason ? { reason } : {}),
      },
    },
  ];
}

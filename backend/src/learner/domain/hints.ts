import { learnerDate } from './day';
import { enrolled } from './enrolment';
import type { RevealHint } from './learner-commands';
import type { HintRevealed } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import { dayOfChallenge, openAttempt, type LearnerState } from './learner-state';
import { hintPointsFactor } from './points';

/**
 * Reveals the next hint of the learner's current day (progressive: 1, 2, 3). Allowed until the day is
 * resolved, on today's challenge (or one whose attempt is still open past midnight). Each hint lowers
 * a correct answer's points (hintPointsFactor); ELO rules never look at hints.
 */
export function revealHint({ data }: RevealHint, state: LearnerState): [HintRevealed] {
  // Never given to this learner: 404, as GET hints answers (issue 33); given on another day: 409.
  const day = dayOfChallenge(state, data.challengeId);
  if (!day) throw new LearnerRuleViolation('NOT_ASSIGNED', 'Challenge not found');
  const { userId, timezone } = enrolled(state);
  if ((day.date !== learnerDate(data.now, timezone) && !openAttempt(day))) {
    throw new LearnerRuleViolation('NOT_TODAYS_CHALLENGE', "Hints are for today's challenge.");
  }
  if (day.resolution) throw new LearnerRuleViolation('CHALLENGE_RESOLVED', 'This challenge is already over: its explanation is in your history.');
  const hintNumber = day.hintsRevealed + 1;
  if (hintNumber > data.hintCount) {
    throw new LearnerRuleViolation('NO_HINT_LEFT', data.hintCount ? 'All hints of this challenge are revealed.' : 'This challenge has no hints.');
  }
  return [
    {
      type: 'HintRevealed',
      data: { userId, challengeId: day.challengeId, date: day.date, hintNumber, pointsFactor: hintPointsFactor(hintNumber), revealedAt: data.now },
    },
  ];
}

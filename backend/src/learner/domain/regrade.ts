import { enrolled } from './enrolment';
import type { RegradeSubmission } from './learner-commands';
import type { SubmissionRegraded } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import type { LearnerState } from './learner-state';
import { pointsFor } from './points';

/**
 * Records a changed verdict for one of the learner's (not deleted) submissions. Points are what the
 * attempt earns under the new verdict, with the time used up to it; nothing is recorded when the
 * verdict is the same, so re-grading a whole challenge twice is harmless. Only days that are over
 * (solved, failed or abandoned) are re-graded.
 */
export function regradeSubmission({ data }: RegradeSubmission, state: LearnerState): SubmissionRegraded[] {
  const { userId } = enrolled(state);
  for (const day of Object.values(state.days)) {
    const index = day.attempts.findIndex((a) => a.submission?.attemptId === data.attemptId);
    const submission = day.attempts[index]?.submission;
    if (!submission) continue;
    if (submission.deleted) throw new LearnerRuleViolation('UNKNOWN_ATTEMPT', `Attempt ${data.attemptId} was deleted.`);
    // An open day is still being played: a verdict changed under the learner would leave the day
    // half-resolved (a "correct" attempt with attempts still to take). It is re-graded once it is over.
    if (!day.resolution) throw new LearnerRuleViolation('DAY_NOT_OVER', `Attempt ${data.attemptId} belongs to a day still in play; re-grade it once the day is over.`);
    if (submission.correct === data.correct) return [];
    const usedUpTo = day.attempts.slice(0, index + 1).reduce((sum, a) => sum + (a.submission?.seconds ?? 0), 0);
    const cumulative = Math.min(day.allowanceSeconds, usedUpTo);
    const points = data.correct ? pointsFor(day.challengeRating, day.allowanceSeconds, cumulative, index + 1, day.hintsRevealed) : 0;
    return [
      {
        type: 'SubmissionRegraded',
        data: {
          userId,
          challengeId: day.challengeId,
          date: day.date,
          attemptId: data.attemptId,
          correct: data.correct,
          previousCorrect: submission.correct,
          points,
          previousPoints: submission.points,
          adminId: data.adminId,
          reason: data.reason,
          regradedAt: data.now,
        },
      },
    ];
  }
  throw new LearnerRuleViolation('UNKNOWN_ATTEMPT', `Attempt ${data.attemptId} does not belong to this learner.`);
}

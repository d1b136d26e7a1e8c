import { secondsBetween } from './day';
import { MAX_ATTEMPTS, solvedReason } from './elo';
import { enrolled } from './enrolment';
import type { SubmitSolution } from './learner-commands';
import type { LearnerEvent, SolutionSubmitted } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import { dayOfChallenge, openAttempt, type LearnerState } from './learner-state';
import { pointsFor } from './points';
import { resolve } from './resolution';

export function submitSolution({ data }: SubmitSolution, state: LearnerState): LearnerEvent[] {
  const { userId } = enrolled(state);
  const day = dayOfChallenge(state, data.challengeId);
  if (day?.resolution) throw new LearnerRuleViolation('CHALLENGE_RESOLVED', 'This challenge is already over.');
  const attempt = day && openAttempt(day);
  if (!day || !attempt) throw new LearnerRuleViolation('NO_OPEN_ATTEMPT', 'Start an attempt before submitting.');
  if (state.attemptIds.includes(data.attemptId)) {
    throw new LearnerRuleViolation('ATTEMPT_ID_TAKEN', `Attempt id ${data.attemptId} is already recorded.`);
  }

  const { attemptNumber } = attempt;
  const seconds = Math.min(secondsBetween(attempt.startedAt, data.now), day.allowanceSeconds - day.cumulativeSeconds);
  const cumulativeSeconds = day.cumulativeSeconds + seconds;
  const points = data.correct ? pointsFor(day.challengeRating, day.allowanceSeconds, cumulativeSeconds, attemptNumber, day.hintsRevealed) : 0;
  const submitted: SolutionSubmitted = {
    type: 'SolutionSubmitted',
    data: {
      userId,
      challengeId: day.challengeId,
      date: day.date,
      attemptId: data.attemptId,
      attemptNumber,
      sql: data.sql,
      correct: data.correct,
      seconds,
      cumulativeSeconds,
      points,
      error: data.error,
      submittedAt: data.now,
    },
  };
  const facts = { attempts: attemptNumber, points, totalSeconds: cumulativeSeconds, at: data.now };
  if (data.correct) return [submitted, ...resolve(state, userId, day, { ...facts, outcome: 'solved', reason: solvedReason(attemptNumber) })];
  if (attemptNumber >= MAX_ATTEMPTS) return [submitted, ...resolve(state, userId, day, { ...facts, outcome: 'failed', reason: 'failed_all_attempts' })];
  return [submitted];
}

import { enrolled } from './enrolment';
import type { DeleteAttempt, RecalculateElo } from './learner-commands';
import type { AttemptDeleted, EloRecalculated } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import type { LearnerState } from './learner-state';
import { replayInput, replaySubmissions } from './replay';

/** Deleting an attempt gives no attempt back: the day's record stands, only the ELO replay ignores it. */
export function deleteAttempt({ data }: DeleteAttempt, state: LearnerState): AttemptDeleted[] {
  const { userId } = enrolled(state);
  if (state.deletedAttemptIds.includes(data.attemptId)) return [];
  const day = Object.values(state.days).find((d) => d.attempts.some((a) => a.submission?.attemptId === data.attemptId));
  if (!day) throw new LearnerRuleViolation('UNKNOWN_ATTEMPT', `Attempt ${data.attemptId} does not belong to this learner.`);
  const { attemptId, adminId, reason, now } = data;
  return [{ type: 'AttemptDeleted', data: { userId, attemptId, challengeId: day.challengeId, adminId, reason, deletedAt: now } }];
}

/** Idempotent by cause: a recalculation already recorded for it decides nothing. */
export function recalculateElo({ data }: RecalculateElo, state: LearnerState): EloRecalculated[] {
  const { userId, initialElo } = enrolled(state);
  if (state.recalculations[data.cause]) return [];
  const { submissions, options } = replayInput(state);
  const { finalElo, resolvedChallenges, outcomes } = replaySubmissions(initialElo, submissions, options);
  const days = outcomes.filter((o) => o.outcome !== 'pending').map(({ challengeId, date, eloBefore, eloAfter }) => ({ challengeId, date, eloBefore, eloAfter }));
  return [
    {
      type: 'EloRecalculated',
      data: { userId, before: state.elo, after: finalElo, adminId: data.adminId, cause: data.cause, recalculatedAt: data.now, resolvedChallenges, days },
    },
  ];
}

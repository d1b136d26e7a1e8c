import { isValidTimezone } from './day';
import type { Enrol } from './learner-commands';
import type { LearnerEnrolled } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import type { LearnerState } from './learner-state';

export function enrol({ data }: Enrol, state: LearnerState): [LearnerEnrolled] {
  if (state.enrolment) throw new LearnerRuleViolation('ALREADY_ENROLLED', 'This learner is already enrolled.');
  if (!isValidTimezone(data.timezone)) throw new LearnerRuleViolation('INVALID_TIMEZONE', `Unknown time zone: ${data.timezone}.`);
  if (!Number.isInteger(data.initialElo) || data.initialElo <= 0) {
    throw new LearnerRuleViolation('INVALID_ELO', 'The initial ELO must be a positive whole number.');
  }
  const { userId, initialElo, timezone, now, registeredAt } = data;
  return [{ type: 'LearnerEnrolled', data: { userId, initialElo, timezone, enrolledAt: now, ...(registeredAt ? { registeredAt } : {}) } }];
}

export function enrolled(state: LearnerState): NonNullable<LearnerState['enrolment']> {
  if (!state.enrolment) throw new LearnerRuleViolation('NOT_ENROLLED', 'This learner is not enrolled.');
  return state.enrolment;
}

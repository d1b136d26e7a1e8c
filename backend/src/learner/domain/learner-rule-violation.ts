/** Why a learner command was refused. `kind` lets the HTTP edge choose a status without the domain knowing HTTP. */
export const learnerRuleCodes = {
  NOT_ENROLLED: 'not_found',
  ALREADY_ENROLLED: 'conflict',
  INVALID_TIMEZONE: 'invalid',
  INVALID_ELO: 'invalid',
  NO_CHALLENGE_LEFT: 'not_found',
  NOT_TODAYS_CHALLENGE: 'conflict',
  NOT_ASSIGNED: 'not_found',
  CHALLENGE_RESOLVED: 'conflict',
  NO_ATTEMPTS_LEFT: 'conflict',
  NO_OPEN_ATTEMPT: 'conflict',
  ATTEMPT_ID_TAKEN: 'conflict',
  DAY_NOT_OVER: 'conflict',
  UNKNOWN_ATTEMPT: 'not_found',
  NO_HINT_LEFT: 'conflict',
  UNKNOWN_CHALLENGE: 'not_found',
  PRACTICE_NOT_OPEN: 'conflict',
  NO_PRACTICE_RUN: 'conflict',
} as const;

export type LearnerRuleCode = keyof typeof learnerRuleCodes;
export type LearnerRuleKind = (typeof learnerRuleCodes)[LearnerRuleCode];

export class LearnerRuleViolation extends Error {
  readonly kind: LearnerRuleKind;

  constructor(
    readonly code: LearnerRuleCode,
    message: string,
  ) {
    super(message);
    this.name = 'LearnerRuleViolation';
    this.kind = learnerRuleCodes[code];
  }
}

export const isLearnerRuleViolation = (error: unknown): error is LearnerRuleViolation => error instanceof LearnerRuleViolation;

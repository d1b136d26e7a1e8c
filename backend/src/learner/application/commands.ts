import type { AuthUser } from '../../platform/http/auth.decorators';
/** The learner's use cases, dispatched through the CQRS command bus. */
export class GetDailyChallengeCommand {
  constructor(readonly userId: number) {}
}

export class StartChallengeCommand {
  constructor(
    readonly userId: number,
    readonly challengeId: number,
  ) {}
}

export class TestQueryCommand {
  constructor(
    readonly userId: number,
    readonly challengeId: number,
    readonly sql: string,
  ) {}
}

export class SubmitSolutionCommand {
  constructor(
    readonly userId: number,
    readonly challengeId: number,
    readonly sql: string,
    /** When the request arrived: grading time is not the learner's time. */
    readonly arrivedAt: Date,
  ) {}
}

/** A learner reports the verdict on one of their rejected attempts (issue 32): it goes to the admins' review queue. */
export class ReportVerdictCommand {
  constructor(
    readonly user: AuthUser,
    readonly challengeId: number,
    readonly attemptId: number,
    readonly message: string,
  ) {}
}

/** Sent by the day-end job: resolves a started, unfinished day as abandoned. */
export class CloseLearnerDayCommand {
  constructor(
    readonly userId: number,
    readonly date: string,
  ) {}
}

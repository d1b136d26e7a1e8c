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

/** Sent by the day-end job: resolves a started, unfinished day as abandoned. */
export class CloseLearnerDayCommand {
  constructor(
    readonly userId: number,
    readonly date: string,
  ) {}
}

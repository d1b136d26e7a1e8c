/** Issue 13's learner use cases: hints on the day's challenge, and unrated practice of past ones. */
export class RevealHintCommand {
  constructor(
    readonly userId: number,
    readonly challengeId: number,
  ) {}
}

export class StartPracticeCommand {
  constructor(
    readonly userId: number,
    readonly challengeId: number,
  ) {}
}

export class SubmitPracticeCommand {
  constructor(
    readonly userId: number,
    readonly challengeId: number,
    readonly sql: string,
    /** When the request arrived: grading time is not the learner's time. */
    readonly arrivedAt: Date,
  ) {}
}

import { Command } from '@nestjs/cqrs';
import type { ChallengeFields, UpdateChallengeFields } from '../http/challenge.schemas';
import type { SaveItem } from '../http/generator.schemas';
import type { ChallengeDetail } from './challenge-queries';
import type { ValidateAllAnswer, ValidationAnswer } from './validation-answers';

/** The catalogue's changes (each commits its row with its `Challenge*` audit event), dispatched through the command bus. */
export class CreateChallengeCommand extends Command<ChallengeDetail> {
  constructor(
    readonly fields: ChallengeFields,
    readonly adminId: number,
  ) {
    super();
  }
}

export class UpdateChallengeCommand extends Command<ChallengeDetail> {
  constructor(
    readonly challengeId: number,
    readonly fields: UpdateChallengeFields,
    readonly adminId: number,
  ) {
    super();
  }
}

/** Archives a challenge somebody attempted (history keeps pointing at it); deletes one nobody did. */
export class RemoveChallengeCommand extends Command<{ action: 'deleted' | 'archived' }> {
  constructor(
    readonly challengeId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

export class UnarchiveChallengeCommand extends Command<ChallengeDetail> {
  constructor(
    readonly challengeId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

export class ValidateChallengeCommand extends Command<ValidationAnswer> {
  constructor(
    readonly challengeId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

/** Marks a surviving mutant of the last validation equivalent to the reference, with why, then validates again. */
export class MarkMutantEquivalentCommand extends Command<ValidationAnswer> {
  constructor(
    readonly challengeId: number,
    readonly sql: string,
    readonly reason: string,
    readonly adminId: number,
  ) {
    super();
  }
}

/** Adds a query to the challenge's accepted readings (e.g. from a learner's verdict report), then validates again. */
export class AcceptQueryCommand extends Command<ValidationAnswer> {
  constructor(
    readonly challengeId: number,
    readonly sql: string,
    readonly adminId: number,
  ) {
    super();
  }
}

/** Validates every challenge that is not archived, one after the other. */
export class ValidateAllChallengesCommand extends Command<ValidateAllAnswer> {
  constructor(readonly adminId: number) {
    super();
  }
}

/** Saves generated challenges: all validated in the sandbox first, then created and validated, or none kept. */
export class SaveGeneratedChallengesCommand extends Command<{ challenges: ChallengeDetail[] }> {
  constructor(
    readonly items: SaveItem[],
    readonly adminId: number,
  ) {
    super();
  }
}

import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { serviceUnavailable } from '../../kernel/errors';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { mutationFields, readMutationReport } from './mutation-summary';
import { ChallengeEntity } from './challenge.entity';
import { challengeEvent, challengeStream, findChallenge } from './challenge-rows';
import { CHALLENGE_VALIDATION, type ChallengeValidationPort } from './challenge-validation.port';
import { ValidateChallengeCommand } from './commands';
import type { ValidationAnswer } from './validation-answers';


/**
 * Runs the reference in the sandbox (expected output, hidden datasets by mutation analysis) and
 * stores the outcome with ChallengeValidated or ChallengeValidationFailed.
 */
@CommandHandler(ValidateChallengeCommand)
export class ValidateChallengeHandler implements ICommandHandler<ValidateChallengeCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    @Inject(CHALLENGE_VALIDATION) private readonly validation: ChallengeValidationPort,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async execute({ challengeId: id, adminId }: ValidateChallengeCommand): Promise<ValidationAnswer> {
    const c = await findChallenge(this.db.manager, id);
    // The sandbox being away says nothing about the challenge: record nothing, so it is validated again later.
    const unavailable = () => serviceUnavailable('The SQL sandbox is unavailable right now, so the challenge was not validated: try again shortly.');
    const outcome = await this.validation
      .validate({
        challengeId: id,
        schemaSetup: c.schemaSetup,
        correctSolution: c.correctSolution,
        expectedOutput: c.expectedOutput,
        hiddenDatasets: c.hiddenDatasets,
        authorQueries: c.authorQueries,
      })
      .catch((err: unknown) => {
        throw err instanceof HttpException && err.getStatus() === HttpStatus.SERVICE_UNAVAILABLE ? unavailable() : err;
      });
    if (!outcome.ok && /sandbox is unavailable/i.test(outcome.error ?? '')) throw unavailable();
    const mutation = readMutationReport(outcome.mutation);
    const validatedAt = new Date();
    await this.events.run(async (tx) => {
      await tx.update(ChallengeEntity, { id }, {
        validated: outcome.ok,
        validatedAt,
        validationError: outcome.error,
        ...(outcome.ok && !c.expectedOutput && outcome.expectedOutput ? { expectedOutput: outcome.expectedOutput } : {}),
      });
      // The mutation report is kept when validation fails too: below the threshold is when the author needs it.
      await tx.query(`UPDATE challenges SET grading = $2, mutation_report = $3 WHERE id = $1`, [
        id,
        outcome.ok ? JSON.stringify(outcome.grading) : null,
        mutation ? JSON.stringify(mutation) : null,
      ]);
      return {
        result: undefined,
        streamId: challengeStream(id),
        events: [challengeEvent(outcome.ok ? 'ChallengeValidated' : 'ChallengeValidationFailed', { challengeId: id, error: outcome.error }, adminId)],
      };
    });
    return {
      success: outcome.ok,
      validated: outcome.ok,
      validated_at: validatedAt.toISOString(),
      error: outcome.error,
      ...mutationFields(mutation),
      mutation_threshold: this.cfg.env.MUTATION_SCORE_THRESHOLD,
    };
  }
}

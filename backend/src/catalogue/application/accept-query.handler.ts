import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { mutantKey } from '../../grading';
import { authorQueriesOf } from '../domain/author-queries';
import { challengeEvent, challengeStream, findChallenge } from './challenge-rows';
import { AcceptQueryCommand, ValidateChallengeCommand } from './commands';
import type { ValidationAnswer } from './validation-answers';

/**
 * A reported verdict an admin agrees with: the learner's query becomes one of the challenge's accepted
 * readings (its next version, audited as ChallengeUpdated), and the challenge is validated again, so no
 * hidden dataset is kept on which it differs. The attempts it affects are then re-graded through the
 * audited re-grade (dry run first), which is the admin's decision.
 */
@CommandHandler(AcceptQueryCommand)
export class AcceptQueryHandler implements ICommandHandler<AcceptQueryCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    private readonly commands: CommandBus,
  ) {}

  async execute({ challengeId: id, sql, adminId }: AcceptQueryCommand): Promise<ValidationAnswer> {
    const c = await findChallenge(this.db.manager, id);
    const current = authorQueriesOf(c.authorQueries);
    if (!current.accepts.some((q) => mutantKey(q) === mutantKey(sql))) {
      const next = { ...current, accepts: [...current.accepts, sql.trim()] };
      await this.events.run(async (tx) => {
        await tx.query(
          `UPDATE challenges SET author_queries = $2::jsonb, validated = false, validated_at = NULL, validation_error = NULL, grading = NULL, mutation_report = NULL, updated_at = now() WHERE id = $1`,
          [id, JSON.stringify(next)],
        );
        return {
          result: undefined,
          streamId: challengeStream(id),
          events: [challengeEvent('ChallengeUpdated', { challengeId: id, changes: { author_queries: next }, invalidated: true }, adminId)],
        };
      });
    }
    return this.commands.execute(new ValidateChallengeCommand(id, adminId));
  }
}

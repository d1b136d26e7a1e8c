import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { mutantKey } from '../../grading';
import { authorQueriesOf } from '../domain/author-queries';
import { challengeEvent, challengeStream, findChallenge } from './challenge-rows';
import { MarkMutantEquivalentCommand, ValidateChallengeCommand } from './commands';
import { readMutationReport } from './mutation-summary';
import type { ValidationAnswer } from './validation-answers';

/**
 * Issue 32: a mutant no data can tell apart (no constraint says so, yet it is the same query) would hold a
 * valid challenge below the threshold forever. An admin marks it equivalent with a reason: the mark is kept
 * with the challenge's author queries, audited, left out of the score and counted apart; the challenge is
 * validated again at once.
 */
@CommandHandler(MarkMutantEquivalentCommand)
export class MarkMutantEquivalentHandler implements ICommandHandler<MarkMutantEquivalentCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    private readonly commands: CommandBus,
  ) {}

  async execute({ challengeId: id, sql, reason, adminId }: MarkMutantEquivalentCommand): Promise<ValidationAnswer> {
    const c = await findChallenge(this.db.manager, id);
    const surviving = readMutationReport(c.mutationReport)?.surviving ?? [];
    const mutant = surviving.find((m) => mutantKey(m.sql) === mutantKey(sql));
    if (!mutant) throw badRequest("sql: not a surviving mutant of the challenge's last validation (copy it from surviving_mutants)");
    const current = authorQueriesOf(c.authorQueries);
    const equivalents = [
      ...(current.equivalents ?? []).filter((e) => mutantKey(e.sql) !== mutantKey(mutant.sql)),
      { sql: mutant.sql, reason, markedBy: adminId, markedAt: new Date().toISOString() },
    ];
    await this.events.run(async (tx) => {
      await tx.query(
        `UPDATE challenges SET author_queries = $2::jsonb, validated = false, validated_at = NULL, validation_error = NULL, grading = NULL, updated_at = now() WHERE id = $1`,
        [id, JSON.stringify({ ...current, equivalents })],
      );
      return {
        result: undefined,
        streamId: challengeStream(id),
        events: [challengeEvent('ChallengeMutantMarkedEquivalent', { challengeId: id, sql: mutant.sql, reason }, adminId)],
      };
    });
    return this.commands.execute(new ValidateChallengeCommand(id, adminId));
  }
}

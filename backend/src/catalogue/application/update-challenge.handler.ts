import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import type { ChallengeFields } from '../http/challenge.schemas';
import { ChallengeEntity } from './challenge.entity';
import { type ChallengeDetail, ChallengeQueries } from './challenge-queries';
import { challengeEvent, challengeStream, findChallenge, GRADING_INPUTS, same, snake, toColumns } from './challenge-rows';
import { ChallengeSetupChecks } from './challenge-setup-checks';
import { UpdateChallengeCommand } from './commands';

/**
 * Stores the changed fields with ChallengeUpdated (nothing when nothing changed); a change to what
 * grading depends on drops the stored grading data, so the challenge must be validated again.
 */
@CommandHandler(UpdateChallengeCommand)
export class UpdateChallengeHandler implements ICommandHandler<UpdateChallengeCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    private readonly checks: ChallengeSetupChecks,
    private readonly queries: ChallengeQueries,
  ) {}

  async execute({ challengeId: id, fields, adminId }: UpdateChallengeCommand): Promise<ChallengeDetail> {
    if (fields.id !== undefined && fields.id !== id) throw badRequest('id in the body does not match the URL');
    const { id: _ignored, ...rest } = fields;
    const current = await findChallenge(this.db.manager, id);
    const next = toColumns({
      ...rest,
      tags: rest.tags ?? current.tags,
      concepts: rest.concepts ?? current.concepts,
      source_type: rest.source_type ?? (current.sourceType as ChallengeFields['source_type']),
      hidden_datasets: rest.hidden_datasets ?? current.hiddenDatasets,
      accepts: rest.accepts ?? current.authorQueries?.accepts ?? [],
      rejects: rest.rejects ?? current.authorQueries?.rejects ?? [],
      invariants: rest.invariants ?? current.authorQueries?.invariants ?? [],
      checks: rest.checks ?? current.authorQueries?.checks ?? [],
      hints: rest.hints ?? current.hints,
      explanation: rest.explanation === undefined ? current.explanation : rest.explanation,
    });
    // the admin's equivalence marks are not form fields: an edit keeps them
    if (current.authorQueries?.equivalents?.length) next.authorQueries = { ...next.authorQueries, equivalents: current.authorQueries.equivalents };
    if (next.schemaSetup !== current.schemaSetup) await this.checks.assertSetupRuns(next.schemaSetup);
    // A new setup can break the stored datasets too (a renamed table, a new constraint).
    if (next.schemaSetup !== current.schemaSetup || !same(next.hiddenDatasets, current.hiddenDatasets)) {
      await this.checks.assertHiddenDatasetsRun(next.schemaSetup, next.hiddenDatasets);
    }
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((k) => !same(next[k], current[k]));
    if (!changed.length) return this.queries.get(id);
    const invalidates = changed.some((k) => (GRADING_INPUTS as readonly string[]).includes(k));
    await this.events.run(async (tx) => {
      await tx.update(ChallengeEntity, { id }, {
        ...next,
        ...(invalidates ? { validated: false, validatedAt: null, validationError: null } : {}),
      });
      if (invalidates) await tx.query(`UPDATE challenges SET grading = NULL, mutation_report = NULL WHERE id = $1`, [id]);
      const data = Object.fromEntries(changed.map((k) => [snake(k), next[k]]));
      return { result: undefined, streamId: challengeStream(id), events: [challengeEvent('ChallengeUpdated', { challengeId: id, changes: data, invalidated: invalidates }, adminId)] };
    });
    return this.queries.get(id);
  }
}

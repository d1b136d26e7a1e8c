import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { ChallengeEntity } from './challenge.entity';
import { type ChallengeDetail, ChallengeQueries } from './challenge-queries';
import { challengeEvent, challengeStream, toColumns } from './challenge-rows';
import { ChallengeSetupChecks } from './challenge-setup-checks';
import { CreateChallengeCommand } from './commands';

/** Stores a new, not yet validated challenge with ChallengeCreated, once its setup and hidden datasets run. */
@CommandHandler(CreateChallengeCommand)
export class CreateChallengeHandler implements ICommandHandler<CreateChallengeCommand> {
  constructor(
    private readonly events: TransactionalEvents,
    private readonly checks: ChallengeSetupChecks,
    private readonly queries: ChallengeQueries,
  ) {}

  async execute({ fields, adminId }: CreateChallengeCommand): Promise<ChallengeDetail> {
    await this.checks.assertSetupRuns(fields.schema_setup);
    await this.checks.assertHiddenDatasetsRun(fields.schema_setup, fields.hidden_datasets);
    const id = await this.events.run(async (tx) => {
      const saved = await tx.save(tx.create(ChallengeEntity, { ...toColumns(fields), createdBy: adminId, validated: false }));
      return { result: saved.id, streamId: challengeStream(saved.id), events: [challengeEvent('ChallengeCreated', { challengeId: saved.id, ...fields }, adminId)] };
    });
    return this.queries.get(id);
  }
}

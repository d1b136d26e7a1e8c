import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { ChallengeEntity } from './challenge.entity';
import { type ChallengeDetail, ChallengeQueries } from './challenge-queries';
import { challengeEvent, challengeStream, findChallenge } from './challenge-rows';
import { UnarchiveChallengeCommand } from './commands';

/** Puts an archived challenge back in play (ChallengeUnarchived). */
@CommandHandler(UnarchiveChallengeCommand)
export class UnarchiveChallengeHandler implements ICommandHandler<UnarchiveChallengeCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    private readonly queries: ChallengeQueries,
  ) {}

  async execute({ challengeId: id, adminId }: UnarchiveChallengeCommand): Promise<ChallengeDetail> {
    const current = await findChallenge(this.db.manager, id);
    if (current.status !== 'archived') throw badRequest('Only archived challenges can be unarchived');
    await this.events.run(async (tx) => {
      await tx.update(ChallengeEntity, { id }, { status: 'active' });
      return { result: undefined, streamId: challengeStream(id), events: [challengeEvent('ChallengeUnarchived', { challengeId: id }, adminId)] };
    });
    return this.queries.get(id);
  }
}

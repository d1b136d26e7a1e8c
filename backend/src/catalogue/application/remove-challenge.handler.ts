import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { ChallengeEntity } from './challenge.entity';
import { challengeEvent, challengeStream, findChallenge } from './challenge-rows';
import { ChallengeStatsReader } from '../../../../projections/src';
import { RemoveChallengeCommand } from './commands';

/** A challenge somebody attempted is archived (ChallengeArchived); otherwise deleted (ChallengeDeleted). */
@CommandHandler(RemoveChallengeCommand)
export class RemoveChallengeHandler implements ICommandHandler<RemoveChallengeCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
    private readonly stats: ChallengeStatsReader,
  ) {}

  async execute({ challengeId: id, adminId }: RemoveChallengeCommand): Promise<{ action: 'deleted' | 'archived' }> {
    const current = await findChallenge(this.db.manager, id);
    const used = (await this.stats.one(id)).total_attempts > 0;
    return this.events.run<{ action: 'deleted' | 'archived' }>(async (tx) => {
      if (used) {
        if (current.status !== 'archived') await tx.update(ChallengeEntity, { id }, { status: 'archived' });
        return { result: { action: 'archived' as const }, streamId: challengeStream(id), events: [challengeEvent('ChallengeArchived', { challengeId: id }, adminId)] };
      }
      await tx.delete(ChallengeEntity, { id });
      return {
        result: { action: 'deleted' as const },
        streamId: challengeStream(id),
        events: [challengeEvent('ChallengeDeleted', { challengeId: id, title: current.title }, adminId)],
      };
    });
  }
}

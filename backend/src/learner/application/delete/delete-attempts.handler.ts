import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import type { DeleteAttempt } from '../../domain';
import { type AttemptsDeletion, DeleteAttemptsCommand } from '../admin-attempt-commands';
import { AdminAttemptsQuery } from '../../../../../projections/src';
import type { EloRecalculationResult } from '../elo/elo-recalculation';
import { EloRecalculationRunner } from '../elo/elo-recalculation-runner';
import { LearnerRepository } from '../learner.repository';

/** Deletes attempts as AttemptDeleted on each owner's stream, then has the worker recalculate their ELO. */
@CommandHandler(DeleteAttemptsCommand)
export class DeleteAttemptsHandler implements ICommandHandler<DeleteAttemptsCommand> {
  constructor(
    private readonly search: AdminAttemptsQuery,
    private readonly learners: LearnerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly recalculation: EloRecalculationRunner,
  ) {}

  async execute({ attemptIds: ids, adminId }: DeleteAttemptsCommand): Promise<AttemptsDeletion> {
    const unique = [...new Set(ids)];
    const owners = await this.search.owners(unique);
    const byUser = new Map<number, number[]>();
    for (const id of unique) {
      const user = owners.get(id);
      if (user !== undefined) byUser.set(user, [...(byUser.get(user) ?? []), id]);
    }
    const recalculations: Record<number, EloRecalculationResult> = {};
    for (const [userId, attemptIds] of byUser) {
      const now = this.clock.now().toISOString();
      const commands: DeleteAttempt[] = attemptIds.map((attemptId) => ({ type: 'DeleteAttempt', data: { attemptId, adminId, reason: null, now } }));
      await this.learners.execute(userId, () => commands, adminId);
      const cause = `attempts deleted: ${attemptIds.sort((a, b) => a - b).join(', ')}`;
      recalculations[userId] = await this.recalculation.recalculate({ userId, adminId, cause });
    }
    return {
      deleted: [...byUser.values()].reduce((n, a) => n + a.length, 0),
      elo_recalculations: recalculations,
      affected_users: [...byUser.keys()],
      not_found: unique.filter((id) => !owners.has(id)),
    };
  }
}

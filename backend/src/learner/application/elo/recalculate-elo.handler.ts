import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import type { EloRecalculated } from '../../domain';
import { LearnerRepository } from '../learner.repository';
import { RecalculateEloCommand } from '../admin-attempt-commands';
import type { EloRecalculationResult } from './elo-recalculation';

/**
 * Replays a learner's remaining submissions (DESIGN.md §7) and records the result, reading the stream
 * once. Idempotent: when the stream already holds a recalculation for this cause (the job ran before,
 * e.g. retried after a crash), the decider appends nothing and that one is answered.
 */
@CommandHandler(RecalculateEloCommand)
export class RecalculateEloHandler implements ICommandHandler<RecalculateEloCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ job }: RecalculateEloCommand): Promise<EloRecalculationResult> {
    const now = this.clock.now().toISOString();
    const { events, after } = await this.learners.execute(job.userId, () => ({ type: 'RecalculateElo', data: { adminId: job.adminId, cause: job.cause, now } }), job.adminId);
    const recorded = events.find((e): e is EloRecalculated => e.type === 'EloRecalculated')?.data ?? after.recalculations[job.cause];
    if (!recorded) throw new Error(`ELO recalculation for "${job.cause}" was neither recorded nor decided`);
    return toResult(job.userId, recorded);
  }
}

const toResult = (userId: number, d: { before: number; after: number }): EloRecalculationResult => ({
  user_id: userId,
  elo_before_recalculation: d.before,
  elo_after_recalculation: d.after,
  elo_change: d.after - d.before,
});

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../kernel/clock';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { learnerStream, type EloRecalculated } from '../domain';
import { LearnerRepository } from './learner.repository';
import { RecalculateEloCommand } from './admin-attempt-commands';
import type { EloRecalculationResult } from './elo-recalculation';

/**
 * Replays a learner's remaining submissions (DESIGN.md §7) and records the result. Idempotent:
 * when the stream already holds a recalculation for this cause (the job ran before, e.g. retried
 * after a crash), that one is answered and nothing is appended.
 */
@CommandHandler(RecalculateEloCommand)
export class RecalculateEloHandler implements ICommandHandler<RecalculateEloCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ job }: RecalculateEloCommand): Promise<EloRecalculationResult> {
    const done = await this.recorded(job.userId, job.cause);
    if (done) return toResult(done);
    const now = this.clock.now().toISOString();
    const { events } = await this.learners.execute(job.userId, () => ({ type: 'RecalculateElo', data: { adminId: job.adminId, cause: job.cause, now } }), job.adminId);
    return toResult(events.find((e): e is EloRecalculated => e.type === 'EloRecalculated')!.data);
  }

  private async recorded(userId: number, cause: string): Promise<EloRecalculated['data'] | undefined> {
    const events = await this.store.readStream(learnerStream(userId));
    return events.reverse().find((e) => e.type === 'EloRecalculated' && (e.data as EloRecalculated['data']).cause === cause)?.data as
      | EloRecalculated['data']
      | undefined;
  }
}

const toResult = (d: EloRecalculated['data']): EloRecalculationResult => ({
  user_id: d.userId,
  elo_before_recalculation: d.before,
  elo_after_recalculation: d.after,
  elo_change: d.after - d.before,
});

import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EloRecalculationDueQuery } from '../../../../../projections/src';
import { HandlesJob } from '../../../platform/jobs/job-handler.decorator';
import { JobsClient } from '../../../platform/jobs/jobs.client';
import type { EloRecalculationResult } from './elo-recalculation';
import { RecalculateEloCommand } from '../admin-attempt-commands';

/** How often the worker looks for ratings left behind, and how long a change may wait for its own job. */
const EVERY_MS = 60_000;
const DEFAULT_GRACE_SECONDS = 60;
const BATCH = 100;

export interface RepairEloJob {
  /** Only changes older than this are repaired: younger ones are still being recalculated by their request. */
  graceSeconds?: number;
}

/**
 * The safety net under "a deletion or re-grade is followed by an ELO recalculation": the API appends
 * the change, then asks the worker to recalculate; if that request is lost (the API crashed, Redis
 * was down), the learner stays in the `elo_recalculation_due` read model and this periodic job
 * recalculates them, with the same audited EloRecalculated (cause "repair: …").
 */
@Injectable()
export class EloRepairHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('EloRepair');

  constructor(
    private readonly due: EloRecalculationDueQuery,
    private readonly commands: CommandBus,
    private readonly jobs: JobsClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // One schedule per instance whatever the number of workers (upsert by id); a failure is retried at the next start.
    await this.jobs
      .queue('maintenance')
      .upsertJobScheduler('repair-elo', { every: EVERY_MS }, { name: 'repair-elo', data: {} satisfies RepairEloJob })
      .catch((err: Error) => this.logger.warn(`could not schedule the ELO repair: ${err.message}`));
  }

  @HandlesJob('maintenance', 'repair-elo')
  async repair(job: RepairEloJob): Promise<{ repaired: EloRecalculationResult[] }> {
    const grace = job.graceSeconds ?? DEFAULT_GRACE_SECONDS;
    const rows = await this.due.olderThan(grace, BATCH);
    const repaired: EloRecalculationResult[] = [];
    for (const r of rows) {
      const cause = `repair: changes since position ${r.since_position} had no recalculation`;
      repaired.push(await this.commands.execute(new RecalculateEloCommand({ userId: r.user_id, adminId: r.admin_id, cause })));
      this.logger.warn(`user ${r.user_id}: ELO recalculated by the repair job (${cause})`);
    }
    return { repaired };
  }
}

import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesJob } from '../../../platform/jobs/job-handler.decorator';
import { RecalculateEloCommand } from '../admin-attempt-commands';
import type { EloRecalculationResult, RecalculateEloJob } from './elo-recalculation';

/** The worker's recalculate-elo job (queued by the API after deletions and re-grades), as a command. */
@Injectable()
export class EloRecalculationJob {
  constructor(private readonly commands: CommandBus) {}

  @HandlesJob('maintenance', 'recalculate-elo')
  recalculate(job: RecalculateEloJob): Promise<EloRecalculationResult> {
    return this.commands.execute(new RecalculateEloCommand(job));
  }
}

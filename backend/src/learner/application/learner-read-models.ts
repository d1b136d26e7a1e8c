import { Injectable, Logger } from '@nestjs/common';
import { LEARNER_PROJECTIONS } from '../../../../projections/src';
import { CheckpointWatcher } from '../../platform/projector/checkpoint-watcher';

const NAMES = LEARNER_PROJECTIONS.map((p) => p.name);

/** Read-your-writes for learner events: answer once the learner's stats, history and boards show them. */
@Injectable()
export class LearnerReadModels {
  private readonly logger = new Logger('ReadYourWrites');

  constructor(private readonly checkpoints: CheckpointWatcher) {}

  async caughtUpTo(position: bigint | undefined, deadlineMs = 3000): Promise<void> {
    if (position === undefined) return;
    if (!(await this.checkpoints.reached(NAMES, position, deadlineMs))) {
      this.logger.warn(`read models still behind position ${position} after ${deadlineMs} ms`);
    }
  }
}

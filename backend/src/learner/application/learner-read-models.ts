import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { LEARNER_PROJECTIONS } from '../../../../projections/src';
import { PG_POOL } from '../../platform/database/database.module';
import { awaitProjections } from '../../platform/projector/await-projections';

const NAMES = LEARNER_PROJECTIONS.map((p) => p.name);

/** Read-your-writes for learner events: answer once the learner's stats, history and boards show them. */
@Injectable()
export class LearnerReadModels {
  private readonly logger = new Logger('ReadYourWrites');

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async caughtUpTo(position: bigint | undefined, deadlineMs = 3000): Promise<void> {
    if (position === undefined) return;
    if (!(await awaitProjections(this.pool, NAMES, position, deadlineMs))) {
      this.logger.warn(`read models still behind position ${position} after ${deadlineMs} ms`);
    }
  }

  /** The same for a league placement (league_standings). */
  async leaguesCaughtUpTo(position: bigint | undefined, deadlineMs = 3000): Promise<void> {
    if (position !== undefined) await awaitProjections(this.pool, ['league_standings'], position, deadlineMs);
  }
}

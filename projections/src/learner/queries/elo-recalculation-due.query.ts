import type { Pool } from 'pg';
import { readModel } from '../../read-model-sql';

export interface DueRecalculation {
  user_id: number;
  since_position: string;
  admin_id: number;
}

/** Learners whose attempts changed without an ELO recalculation since (the repair job's work list). */
export class EloRecalculationDueQuery {
  constructor(private readonly pool: Pool) {}

  /**
   * The oldest `limit` changes older than `graceSeconds`; none before the projector has installed the
   * read model (on a first start the repair schedule can fire first).
   */
  async olderThan(graceSeconds: number, limit: number): Promise<DueRecalculation[]> {
    return readModel<DueRecalculation>(
      this.pool,
      `SELECT user_id, since_position::text, admin_id FROM elo_recalculation_due
        WHERE since_at < now() - make_interval(secs => $1) ORDER BY since_position LIMIT $2`,
      [graceSeconds, limit],
    );
  }
}

import type { AttemptDeleted, EloRecalculated, SubmissionRegraded } from '../../../contracts/src';
import type { Projection } from '../projection';

interface Due {
  /** An EloRecalculated in this batch settled whatever was due before it. */
  cleared: boolean;
  /** The first change after the last recalculation, if any. */
  pending: { position: bigint; at: Date; adminId: number } | null;
}

/**
 * Learners whose rating still has to follow a deletion or a re-grade: an AttemptDeleted or
 * SubmissionRegraded came after their last EloRecalculated. The API asks the worker to recalculate
 * right after such a change; when that request was lost (a crash, Redis down), the worker's
 * periodic repair job finds the learner here.
 */
export const eloRecalculationDue: Projection = {
  name: 'elo_recalculation_due',
  version: 1,
  handles: ['AttemptDeleted', 'EloRecalculated', 'SubmissionRegraded'],
  tables: ['elo_recalculation_due'],
  schema: (t) => [
    `CREATE TABLE ${t('elo_recalculation_due')} (
       user_id        integer PRIMARY KEY,
       since_position bigint NOT NULL,
       since_at       timestamptz NOT NULL,
       admin_id       integer NOT NULL
     )`,
  ],
  async apply(events, { tx, table }) {
    const due = new Map<number, Due>();
    for (const e of events) {
      if (e.type === 'AttemptDeleted' || e.type === 'SubmissionRegraded') {
        const { userId, adminId } = e.data as (AttemptDeleted | SubmissionRegraded)['data'];
        const d = due.get(userId) ?? { cleared: false, pending: null };
        d.pending ??= { position: e.globalPosition, at: e.createdAt, adminId };
        due.set(userId, d);
      } else if (e.type === 'EloRecalculated') {
        due.set((e.data as EloRecalculated['data']).userId, { cleared: true, pending: null });
      }
    }
    const t = table('elo_recalculation_due');
    for (const [userId, { cleared, pending }] of due) {
      if (!pending) {
        await tx.query(`DELETE FROM ${t} WHERE user_id = $1`, [userId]);
        continue;
      }
      // After a recalculation the new change is the first one due; otherwise an older one stays first.
      await tx.query(
        `INSERT INTO ${t} (user_id, since_position, since_at, admin_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO ${cleared ? 'UPDATE SET since_position = EXCLUDED.since_position, since_at = EXCLUDED.since_at, admin_id = EXCLUDED.admin_id' : 'NOTHING'}`,
        [userId, pending.position.toString(), pending.at, pending.adminId],
      );
    }
  },
};

import type { EloRecalculated } from '../../../contracts/src';
import type { ProjectionContext } from '../projection';

/**
 * After EloRecalculated, each resolved day's ELO numbers become what the write side's replay gave it,
 * carried in the event (`days`). A resolved day the replay skipped (every submission deleted) keeps the
 * running ELO with a change of 0. An event recorded before the days were carried changes nothing here.
 */
export async function applyRecalculatedElo({ tx, table }: ProjectionContext, data: EloRecalculated['data']): Promise<void> {
  if (!data.days) return;
  const h = table('learner_history');
  const learner = await tx.query<{ initial_elo: number }>(`SELECT initial_elo FROM ${table('learner_history_learners')} WHERE user_id = $1`, [data.userId]);
  if (!learner.rows[0]) return;
  const { rows: days } = await tx.query<{ challenge_id: number }>(`SELECT challenge_id FROM ${h} WHERE user_id = $1 AND outcome IS NOT NULL ORDER BY date`, [data.userId]);
  const byChallenge = new Map(data.days.map((d) => [d.challengeId, d]));
  let elo = learner.rows[0].initial_elo;
  for (const day of days) {
    const o = byChallenge.get(day.challenge_id);
    const [before, after] = o ? [o.eloBefore, o.eloAfter] : [elo, elo];
    elo = after;
    await tx.query(`UPDATE ${h} SET elo_before = $3, elo_after = $4, final_elo_change = $4::int - $3::int WHERE user_id = $1 AND challenge_id = $2`, [
      data.userId,
      day.challenge_id,
      before,
      after,
    ]);
  }
}

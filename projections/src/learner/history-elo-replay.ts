import type { ProjectionContext } from '../projection';
import { replaySubmissions, type ReplaySubmission } from '../../../backend/src/learner/domain/replay';

interface DayRow {
  date: string;
  challenge_id: number;
  rating: number;
  outcome: string | null;
  has_submissions: boolean;
}

/**
 * After EloRecalculated, each resolved day's ELO numbers become what the write side's replay gave it
 * (same input as the domain's replayInput, taken from this projection's tables). A resolved day the
 * replay skips (every submission deleted) keeps the running ELO with a change of 0.
 */
export async function replayHistoryElo({ tx, table }: ProjectionContext, userId: number): Promise<void> {
  const h = table('learner_history');
  const subs = table('learner_history_submissions');
  const learner = await tx.query<{ initial_elo: number }>(`SELECT initial_elo FROM ${table('learner_history_learners')} WHERE user_id = $1`, [userId]);
  if (!learner.rows[0]) return;
  const { rows: days } = await tx.query<DayRow>(
    `SELECT date::text AS date, challenge_id, rating, outcome,
            EXISTS (SELECT 1 FROM ${subs} s WHERE s.user_id = h.user_id AND s.challenge_id = h.challenge_id) AS has_submissions
       FROM ${h} h WHERE user_id = $1 ORDER BY date`,
    [userId],
  );
  const { rows: submissions } = await tx.query<ReplaySubmission>(
    `SELECT s.challenge_id AS "challengeId", h.date::text AS date, h.rating, s.correct, s.seconds, h.allowance_seconds AS "allowanceSeconds"
       FROM ${subs} s JOIN ${h} h ON h.user_id = s.user_id AND h.challenge_id = s.challenge_id
      WHERE s.user_id = $1 AND NOT s.deleted
      ORDER BY h.date, s.attempt_number`,
    [userId],
  );
  const { outcomes } = replaySubmissions(learner.rows[0].initial_elo, submissions, {
    openChallengeIds: days.filter((d) => !d.outcome).map((d) => d.challenge_id),
    abandonedWithoutSubmission: days
      .filter((d) => d.outcome === 'abandoned' && !d.has_submissions)
      .map((d) => ({ challengeId: d.challenge_id, date: d.date, rating: d.rating })),
  });
  const byChallenge = new Map(outcomes.filter((o) => o.outcome !== 'pending').map((o) => [o.challengeId, o]));
  let elo = learner.rows[0].initial_elo;
  for (const day of days) {
    if (!day.outcome) continue;
    const o = byChallenge.get(day.challenge_id);
    const [before, after] = o ? [o.eloBefore, o.eloAfter] : [elo, elo];
    elo = after;
    await tx.query(`UPDATE ${h} SET elo_before = $3, elo_after = $4, final_elo_change = $4::int - $3::int WHERE user_id = $1 AND challenge_id = $2`, [
      userId,
      day.challenge_id,
      before,
      after,
    ]);
  }
}

import type { Projection } from '../projection';
import { glicko2Update, type Glicko2Rating } from './glicko2';
import { learnerEvents } from './learner-events';

/** A new challenge's deviation: the author's rating is a weak prior. */
export const CALIBRATION_PRIOR_RD = 350;
export const CALIBRATION_PRIOR_VOLATILITY = 0.06;
/** A settled learner's deviation as an opponent: the floor of `learnerDeviation`. */
export const CALIBRATION_LEARNER_RD = 80;
/** Accounts with fewer resolved days than this play no part in a challenge's rating (throwaway accounts). */
export const CALIBRATION_MIN_RESOLVED_DAYS = 5;

/**
 * The learner as an opponent: their ELO, with a deviation of their own (the learner stream keeps none):
 * 350 for a new account, shrinking with resolved days (350/√(1 + days/2): 5 days 187, 20 days 106) to 80.
 * As Lichess weighs a puzzle's update by the player's deviation, an unsure rating moves a challenge little.
 */
export function learnerDeviation(resolvedDays: number): number {
  return Math.max(CALIBRATION_LEARNER_RD, CALIBRATION_PRIOR_RD / Math.sqrt(1 + Math.max(0, resolvedDays) / 2));
}
/** The rating stays provisional (the pick keeps the author's) while its deviation is above this. */
export const PROVISIONAL_RD = 110;
/** Calibrated and authored ratings further apart than this flag the challenge for the admin. */
export const DRIFT_FLAG = 200;

interface Row extends Glicko2Rating {
  challenge_id: number;
  prior_rating: number;
  first_attempts: number;
  first_solved: number;
}

/**
 * Calibrated challenge ratings (issue 15, Glicko-2 as Lichess rates puzzles): every first attempt of a
 * learner's day (SolutionSubmitted attemptNumber 1, its verdict as submitted) is one rating period in
 * which the challenge plays the learner: the challenge wins when the answer is wrong. The learner's
 * rating is their ELO at that moment (followed from LearnerEnrolled, EloChanged, EloRecalculated), with
 * a deviation from the days they had resolved before (DailyChallengeResolved; `learnerDeviation`), and a
 * learner with fewer than CALIBRATION_MIN_RESOLVED_DAYS does not count (issue 34: throwaway accounts); the
 * prior is the author's rating recorded at the first assignment. Events in global order, so a rebuild
 * gives the same numbers; deletions and re-grades do not move it (the first verdict as played counts).
 */
export const challengeCalibration: Projection = {
  name: 'challenge_calibration',
  version: 2,
  handles: ['LearnerEnrolled', 'EloChanged', 'EloRecalculated', 'DailyChallengeAssigned', 'SolutionSubmitted', 'DailyChallengeResolved'],
  tables: ['challenge_calibration', 'challenge_calibration_learners'],
  schema: (t) => [
    `CREATE TABLE ${t('challenge_calibration')} (
       challenge_id   int PRIMARY KEY,
       prior_rating   int NOT NULL,
       rating         double precision NOT NULL,
       rd             double precision NOT NULL,
       volatility     double precision NOT NULL,
       first_attempts int NOT NULL,
       first_solved   int NOT NULL
     )`,
    `CREATE TABLE ${t('challenge_calibration_learners')} (user_id int PRIMARY KEY, elo int NOT NULL, resolved_days int NOT NULL DEFAULT 0)`,
  ],
  async apply(recorded, { tx, table }) {
    const events = learnerEvents(recorded);
    if (!events.length) return;
    const userIds = [...new Set(events.map((e) => e.data.userId))];
    const challengeIds = [...new Set(events.flatMap((e) => ('challengeId' in e.data ? [e.data.challengeId] : [])))];
    const known = (await tx.query<{ user_id: number; elo: number; resolved_days: number }>(
      `SELECT user_id, elo, resolved_days FROM ${table('challenge_calibration_learners')} WHERE user_id = ANY($1::int[])`,
      [userIds],
    )).rows;
    const elo = new Map<number, number>(known.map((r) => [r.user_id, r.elo]));
    const resolvedDays = new Map<number, number>(known.map((r) => [r.user_id, r.resolved_days]));
    const rows = new Map<number, Row>(
      (await tx.query<Row>(`SELECT * FROM ${table('challenge_calibration')} WHERE challenge_id = ANY($1::int[])`, [challengeIds])).rows.map((r) => [r.challenge_id, r]),
    );
    const changedUsers = new Set<number>();
    const changedChallenges = new Set<number>();
    for (const e of events) {
      switch (e.type) {
        case 'LearnerEnrolled':
          elo.set(e.data.userId, e.data.initialElo);
          changedUsers.add(e.data.userId);
          break;
        case 'EloChanged':
        case 'EloRecalculated':
          elo.set(e.data.userId, e.data.after);
          changedUsers.add(e.data.userId);
          break;
        case 'DailyChallengeAssigned':
          if (!rows.has(e.data.challengeId)) {
            const prior = e.data.authoredRating ?? e.data.challengeRating;
            rows.set(e.data.challengeId, {
              challenge_id: e.data.challengeId,
              prior_rating: prior,
              rating: prior,
              rd: CALIBRATION_PRIOR_RD,
              volatility: CALIBRATION_PRIOR_VOLATILITY,
              first_attempts: 0,
              first_solved: 0,
            });
            changedChallenges.add(e.data.challengeId);
          }
          break;
        case 'DailyChallengeResolved':
          resolvedDays.set(e.data.userId, (resolvedDays.get(e.data.userId) ?? 0) + 1);
          changedUsers.add(e.data.userId);
          break;
        case 'SolutionSubmitted': {
          const row = rows.get(e.data.challengeId);
          if (e.data.attemptNumber !== 1 || !row) break;
          // the days resolved before this one: an account younger than that is not an opponent yet
          const days = resolvedDays.get(e.data.userId) ?? 0;
          if (days < CALIBRATION_MIN_RESOLVED_DAYS) break;
          const learner = elo.get(e.data.userId) ?? row.rating;
          const next = glicko2Update(row, [{ rating: learner, rd: learnerDeviation(days), score: e.data.correct ? 0 : 1 }]);
          rows.set(row.challenge_id, { ...row, ...next, first_attempts: row.first_attempts + 1, first_solved: row.first_solved + (e.data.correct ? 1 : 0) });
          changedChallenges.add(row.challenge_id);
          break;
        }
        default:
          break;
      }
    }
    if (changedUsers.size) {
      const us = [...changedUsers];
      await tx.query(
        `INSERT INTO ${table('challenge_calibration_learners')} (user_id, elo, resolved_days) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
         ON CONFLICT (user_id) DO UPDATE SET elo = EXCLUDED.elo, resolved_days = EXCLUDED.resolved_days`,
        [us, us.map((u) => elo.get(u) ?? 0), us.map((u) => resolvedDays.get(u) ?? 0)],
      );
    }
    if (changedChallenges.size) {
      const cs = [...changedChallenges].map((id) => rows.get(id)!);
      await tx.query(
        `INSERT INTO ${table('challenge_calibration')} (challenge_id, prior_rating, rating, rd, volatility, first_attempts, first_solved)
         SELECT * FROM unnest($1::int[], $2::int[], $3::float8[], $4::float8[], $5::float8[], $6::int[], $7::int[])
         ON CONFLICT (challenge_id) DO UPDATE SET rating = EXCLUDED.rating, rd = EXCLUDED.rd, volatility = EXCLUDED.volatility,
           first_attempts = EXCLUDED.first_attempts, first_solved = EXCLUDED.first_solved`,
        [cs.map((r) => r.challenge_id), cs.map((r) => r.prior_rating), cs.map((r) => r.rating), cs.map((r) => r.rd), cs.map((r) => r.volatility), cs.map((r) => r.first_attempts), cs.map((r) => r.first_solved)],
      );
    }
  },
};

import type { Projection } from '../projection';
import { glicko2Update, type Glicko2Rating } from './glicko2';
import { learnerEvents } from './learner-events';

/** A new challenge's deviation: the author's rating is a weak prior. */
export const CALIBRATION_PRIOR_RD = 350;
export const CALIBRATION_PRIOR_VOLATILITY = 0.06;
/** The learner as an opponent: their ELO, with this fixed deviation (the learner stream keeps no deviation). */
export const CALIBRATION_LEARNER_RD = 80;
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
 * rating is their ELO at that moment (followed from LearnerEnrolled, EloChanged, EloRecalculated); the
 * prior is the author's rating recorded at the first assignment. Events in global order, so a rebuild
 * gives the same numbers; deletions and re-grades do not move it (the first verdict as played counts).
 */
export const challengeCalibration: Projection = {
  name: 'challenge_calibration',
  version: 1,
  handles: ['LearnerEnrolled', 'EloChanged', 'EloRecalculated', 'DailyChallengeAssigned', 'SolutionSubmitted'],
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
    `CREATE TABLE ${t('challenge_calibration_learners')} (user_id int PRIMARY KEY, elo int NOT NULL)`,
  ],
  async apply(recorded, { tx, table }) {
    const events = learnerEvents(recorded);
    if (!events.length) return;
    const userIds = [...new Set(events.map((e) => e.data.userId))];
    const challengeIds = [...new Set(events.flatMap((e) => ('challengeId' in e.data ? [e.data.challengeId] : [])))];
    const elo = new Map<number, number>(
      (await tx.query<{ user_id: number; elo: number }>(`SELECT user_id, elo FROM ${table('challenge_calibration_learners')} WHERE user_id = ANY($1::int[])`, [userIds])).rows.map((r) => [
        r.user_id,
        r.elo,
      ]),
    );
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
        case 'SolutionSubmitted': {
          const row = rows.get(e.data.challengeId);
          if (e.data.attemptNumber !== 1 || !row) break;
          const learner = elo.get(e.data.userId) ?? row.rating;
          const next = glicko2Update(row, [{ rating: learner, rd: CALIBRATION_LEARNER_RD, score: e.data.correct ? 0 : 1 }]);
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
        `INSERT INTO ${table('challenge_calibration_learners')} (user_id, elo) SELECT * FROM unnest($1::int[], $2::int[])
         ON CONFLICT (user_id) DO UPDATE SET elo = EXCLUDED.elo`,
        [us, us.map((u) => elo.get(u))],
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

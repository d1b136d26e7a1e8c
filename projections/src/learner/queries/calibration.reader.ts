import type { Pool } from 'pg';
import { DRIFT_FLAG, PROVISIONAL_RD } from '../challenge-calibration.projection';
import { readModel } from '../../read-model-sql';

export interface ChallengeCalibration {
  /** Null until a learner was assigned the challenge. */
  calibrated_rating: number | null;
  rating_deviation: number | null;
  rating_provisional: boolean;
  first_attempts: number;
}

const NONE: ChallengeCalibration = { calibrated_rating: null, rating_deviation: null, rating_provisional: true, first_attempts: 0 };

/** Calibrated ratings (Glicko-2 over first attempts) from the challenge_calibration read model. */
export class ChallengeCalibrationReader {
  constructor(private readonly pool: Pool) {}

  async forIds(ids: number[]): Promise<Map<number, ChallengeCalibration>> {
    const out = new Map<number, ChallengeCalibration>(ids.map((id) => [id, NONE]));
    if (!ids.length) return out;
    const rows = await readModel<{ challenge_id: number; rating: number; rd: number; first_attempts: number }>(
      this.pool,
      `SELECT challenge_id, rating, rd, first_attempts FROM challenge_calibration WHERE challenge_id = ANY($1::int[])`,
      [ids],
    );
    for (const r of rows) {
      out.set(r.challenge_id, {
        calibrated_rating: Math.round(r.rating),
        rating_deviation: Math.round(r.rd * 10) / 10,
        rating_provisional: r.rd > PROVISIONAL_RD,
        first_attempts: r.first_attempts,
      });
    }
    return out;
  }

  /** Every calibrated rating no longer provisional: what the daily pick uses instead of the author's. */
  async settled(): Promise<Map<number, number>> {
    const rows = await readModel<{ challenge_id: number; rating: number }>(this.pool, `SELECT challenge_id, rating FROM challenge_calibration WHERE rd <= $1`, [PROVISIONAL_RD]);
    return new Map(rows.map((r) => [r.challenge_id, Math.round(r.rating)]));
  }
}

/** Calibrated and authored ratings more than DRIFT_FLAG apart. */
export const driftFlag = (authored: number, c: ChallengeCalibration): boolean => c.calibrated_rating !== null && Math.abs(c.calibrated_rating - authored) > DRIFT_FLAG;

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChallengeCalibrationReader } from '../../../../projections/src';
import { difficultyCategory } from '../../../../contracts/src';
import type { PreparedChallenge } from '../../platform/grading';
import type { ChallengeCandidate } from '../domain';

export interface DailyChallengeView {
  id: number;
  title: string;
  description: string;
  difficulty_category: ReturnType<typeof difficultyCategory>;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: string | null;
  schema_setup: string;
  sample_data_description: string | null;
  /** The output contract: whether row order is compared (column names never are). */
  order_matters: boolean;
}

/** The catalogue as learners see it: never the solution or the expected rows before resolution. */
@Injectable()
export class LearnerChallenges {
  constructor(
    private readonly db: DataSource,
    private readonly calibration: ChallengeCalibrationReader,
  ) {}

  /** Active, validated challenges with their concepts; the rating is the calibrated one once it is not provisional (issue 15). */
  async candidates(): Promise<ChallengeCandidate[]> {
    const rows: Array<{ id: number; difficulty_rating: number; estimated_time_minutes: number | null; category: string | null; concepts: string[] | null }> =
      await this.db.query(`SELECT id, difficulty_rating, estimated_time_minutes, category, concepts FROM challenges WHERE status = 'active' AND validated`);
    const settled = await this.calibration.settled();
    return rows.map((r) => {
      const calibrated = settled.get(r.id);
      return {
        id: r.id,
        rating: calibrated ?? r.difficulty_rating,
        estimatedMinutes: r.estimated_time_minutes,
        category: r.category,
        concepts: r.concepts ?? [],
        ...(calibrated !== undefined ? { authoredRating: r.difficulty_rating } : {}),
      };
    });
  }

  async view(id: number): Promise<DailyChallengeView | null> {
    const [r] = (await this.db.query(
      `SELECT id, title, description, difficulty_rating, estimated_time_minutes, category, schema_setup, sample_data_description,
              coalesce((grading->>'ordered')::boolean, false) AS order_matters
         FROM challenges WHERE id = $1`,
      [id],
    )) as Array<Omit<DailyChallengeView, 'difficulty_category'>>;
    return r ? { ...r, difficulty_category: difficultyCategory(r.difficulty_rating) } : null;
  }

  async grading(id: number): Promise<PreparedChallenge | null> {
    const [r] = (await this.db.query(`SELECT grading FROM challenges WHERE id = $1 AND validated`, [id])) as Array<{ grading: PreparedChallenge | null }>;
    return r?.grading ?? null;
  }

  async setup(id: number): Promise<string | null> {
    const [r] = (await this.db.query(`SELECT schema_setup FROM challenges WHERE id = $1`, [id])) as Array<{ schema_setup: string }>;
    return r?.schema_setup ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PreparedChallenge, VisibleExpected } from '../../grading';
import { type ChallengeStatement } from '../domain/challenge-columns';
import { diffColumn, type ExpectedPreview, previewColumn } from './visible-expected';

/** A challenge as a learner may see it before resolving it: never the solution nor the expected rows of a hidden dataset. */
export interface ChallengeView extends ChallengeStatement {
  id: number;
  /** The output contract: whether row order is compared (column names never are). */
  order_matters: boolean;
}

/** What the daily pick weighs of an active, validated challenge. */
export interface PickableChallenge {
  id: number;
  difficulty_rating: number;
  estimated_time_minutes: number | null;
  category: string | null;
  concepts: string[] | null;
}

/** A challenge's hints, explanation and reference solution (the learner wing decides when to show them). */
export interface ChallengeMaterial {
  hints: string[];
  explanation: string | null;
  correctSolution: string;
}

/** Whether the stored grading data stands, and the validation's verdict when it does not. */
export interface GradingState {
  validated: boolean;
  validation_error: string | null;
  grading: PreparedChallenge | null;
}

const VIEW_COLUMNS = `id, title, description, difficulty_rating, estimated_time_minutes, category, schema_setup, sample_data_description,
  coalesce((grading->>'ordered')::boolean, false) AS order_matters`;

/**
 * The catalogue as the other wings read it (through catalogue/index.ts): the `challenges` table is the
 * catalogue's, and no other wing names it in SQL (tests/architecture/table-ownership.unit.spec.ts).
 * Each method is one statement.
 */
@Injectable()
export class ActiveChallenges {
  constructor(private readonly db: DataSource) {}

  async pickable(): Promise<PickableChallenge[]> {
    return this.db.query(`SELECT id, difficulty_rating, estimated_time_minutes, category, concepts FROM challenges WHERE status = 'active' AND validated`);
  }

  async view(id: number): Promise<ChallengeView | null> {
    const [r] = (await this.db.query(`SELECT ${VIEW_COLUMNS} FROM challenges WHERE id = $1`, [id])) as ChallengeView[];
    return r ?? null;
  }

  /** The view and its expected-output preview (the first `previewRows` rows of the visible sample's result). */
  async viewWithPreview(id: number, previewRows: number): Promise<(ChallengeView & { preview: ExpectedPreview | null }) | null> {
    const [r] = (await this.db.query(`SELECT ${VIEW_COLUMNS}, ${previewColumn('$2')} AS preview FROM challenges WHERE id = $1`, [id, previewRows])) as Array<
      ChallengeView & { preview: ExpectedPreview | null }
    >;
    return r ?? null;
  }

  /**
   * Seeded challenges the start-up warm-up has not validated yet, leaving out `exclude`, with the
   * validations of the last ten minutes (their count and time span) to estimate when they are ready.
   */
  async preparing(exclude: readonly number[]): Promise<{ pending: number; recent: number; span: number | null } | undefined> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*)::int FROM challenges WHERE status = 'active' AND validated_at IS NULL AND content_hash IS NOT NULL AND NOT (id = ANY($1::int[]))) AS pending,
              (SELECT count(*)::int FROM challenges WHERE validated_at > now() - interval '10 minutes') AS recent,
              (SELECT extract(epoch FROM now() - min(validated_at))::float FROM challenges WHERE validated_at > now() - interval '10 minutes') AS span`,
      [exclude],
    )) as Array<{ pending: number; recent: number; span: number | null }>;
    return row;
  }

  /** The grading data of a validated challenge (null when there is none; no row when it is not validated). */
  async grading(id: number): Promise<{ grading: PreparedChallenge | null } | undefined> {
    const [r] = (await this.db.query(`SELECT grading FROM challenges WHERE id = $1 AND validated`, [id])) as Array<{ grading: PreparedChallenge | null }>;
    return r;
  }

  async gradingState(id: number): Promise<GradingState | undefined> {
    const [r] = (await this.db.query(`SELECT validated, validation_error, grading FROM challenges WHERE id = $1`, [id])) as GradingState[];
    return r;
  }

  /** What a test run needs: the setup and the visible sample's expected rows for the diff (never a hidden dataset's). */
  async setupWithExpected(id: number): Promise<{ setupSql: string; expected: VisibleExpected | null } | null> {
    const [r] = (await this.db.query(`SELECT schema_setup, ${diffColumn} AS expected FROM challenges WHERE id = $1`, [id])) as Array<{
      schema_setup: string;
      expected: VisibleExpected | null;
    }>;
    return r ? { setupSql: r.schema_setup, expected: r.expected } : null;
  }

  async material(id: number): Promise<ChallengeMaterial | null> {
    const [r] = (await this.db.query(`SELECT hints, explanation, correct_solution FROM challenges WHERE id = $1`, [id])) as Array<{
      hints: string[] | null;
      explanation: string | null;
      correct_solution: string;
    }>;
    return r ? { hints: r.hints ?? [], explanation: r.explanation, correctSolution: r.correct_solution } : null;
  }
}

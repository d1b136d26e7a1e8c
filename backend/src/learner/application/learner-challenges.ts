import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChallengeCalibrationReader } from '../../../../projections/src';
import { difficultyCategory } from '../../../../contracts/src';
import type { PreparedChallenge, VisibleExpected } from '../../platform/grading';
import type { ChallengeCandidate } from '../domain';
import { diffColumn, EXPECTED_PREVIEW_ROWS, type ExpectedPreview, previewColumn } from './visible-expected';

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

const VIEW_COLUMNS = `id, title, description, difficulty_rating, estimated_time_minutes, category, schema_setup, sample_data_description,
  coalesce((grading->>'ordered')::boolean, false) AS order_matters`;

/** The catalogue as learners see it: never the solution or the expected rows before resolution. */
@Injectable()
export class LearnerChallenges {
  constructor(
    private readonly db: DataSource,
    private readonly calibration: ChallengeCalibrationReader,
  ) {}

  /** Active, validated challenges with their concepts; the rating is the calibrated one once it is not provisional (issue 15). */
  async candidates(): Promise<ChallengeCandidate[]> {
    const [rows, settled] = await Promise.all([
      this.db.query(`SELECT id, difficulty_rating, estimated_time_minutes, category, concepts FROM challenges WHERE status = 'active' AND validated`) as Promise<
        Array<{ id: number; difficulty_rating: number; estimated_time_minutes: number | null; category: string | null; concepts: string[] | null }>
      >,
      this.calibration.settled(),
    ]);
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
    const [r] = (await this.db.query(`SELECT ${VIEW_COLUMNS} FROM challenges WHERE id = $1`, [id])) as Array<Omit<DailyChallengeView, 'difficulty_category'>>;
    return r ? { ...r, difficulty_category: difficultyCategory(r.difficulty_rating) } : null;
  }

  /**
   * Seeded catalogue challenges the start-up warm-up has not validated yet, leaving out `exclude` (already
   * given to the learner), and an estimate of when they are ready: the pace of the validations of the last
   * ten minutes (two run at a time), 5 s each before any has finished.
   */
  async stillPreparing(exclude: readonly number[]): Promise<{ pending: number; readyInSeconds: number }> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*)::int FROM challenges WHERE status = 'active' AND validated_at IS NULL AND content_hash IS NOT NULL AND NOT (id = ANY($1::int[]))) AS pending,
              (SELECT count(*)::int FROM challenges WHERE validated_at > now() - interval '10 minutes') AS recent,
              (SELECT extract(epoch FROM now() - min(validated_at))::float FROM challenges WHERE validated_at > now() - interval '10 minutes') AS span`,
      [exclude],
    )) as Array<{ pending: number; recent: number; span: number | null }>;
    const pending = row?.pending ?? 0;
    const perChallenge = row && row.recent > 1 && row.span ? row.span / row.recent : 5;
    return { pending, readyInSeconds: Math.max(5, Math.ceil((pending * perChallenge) / 2 / 5) * 5) };
  }

  /** The challenge page's view and its expected-output preview, in one statement. */
  async viewWithPreview(id: number): Promise<{ view: DailyChallengeView; preview: ExpectedPreview | null } | null> {
    const [r] = (await this.db.query(
      `SELECT ${VIEW_COLUMNS}, ${previewColumn('$2')} AS preview FROM challenges WHERE id = $1`,
      [id, EXPECTED_PREVIEW_ROWS],
    )) as Array<Omit<DailyChallengeView, 'difficulty_category'> & { preview: ExpectedPreview | null }>;
    if (!r) return null;
    const { preview: p, ...view } = r;
    // the answer's field order, not jsonb's
    const preview = p && { columns: p.columns, rows: p.rows, row_count: p.row_count, order_matters: p.order_matters };
    return { view: { ...view, difficulty_category: difficultyCategory(view.difficulty_rating) }, preview };
  }

  async grading(id: number): Promise<PreparedChallenge | null> {
    const [r] = (await this.db.query(`SELECT grading FROM challenges WHERE id = $1 AND validated`, [id])) as Array<{ grading: PreparedChallenge | null }>;
    return r?.grading ?? null;
  }

  /**
   * The grading data and a fresh attempt id, in one statement (a submit needs both). An id drawn for a
   * submission the rules then refuse, or whose grade fails, is a gap in the ids, nothing else.
   */
  async gradingWithAttemptId(id: number): Promise<{ prepared: PreparedChallenge | null; attemptId: number } | null> {
    const [r] = (await this.db.query(`SELECT grading, nextval('attempt_ids')::int AS attempt_id FROM challenges WHERE id = $1 AND validated`, [id])) as Array<{
      grading: PreparedChallenge | null;
      attempt_id: number;
    }>;
    return r ? { prepared: r.grading, attemptId: r.attempt_id } : null;
  }

  /**
   * What a test run needs, in one statement: the setup and the visible sample's expected rows for the diff
   * (never a hidden dataset's).
   */
  async setupWithExpected(id: number): Promise<{ setupSql: string; expected: VisibleExpected | null } | null> {
    const [r] = (await this.db.query(`SELECT schema_setup, ${diffColumn} AS expected FROM challenges WHERE id = $1`, [id])) as Array<{
      schema_setup: string;
      expected: VisibleExpected | null;
    }>;
    return r ? { setupSql: r.schema_setup, expected: r.expected } : null;
  }
}

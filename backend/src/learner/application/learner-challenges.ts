import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChallengeCalibrationReader } from '../../../../projections/src';
import { difficultyCategory, type DifficultyCategory } from '../../../../contracts/src';
import type { PreparedChallenge, VisibleExpected } from '../../grading';
import { ActiveChallenges, type ChallengeView, EXPECTED_PREVIEW_ROWS, type ExpectedPreview } from '../../catalogue';
import type { ChallengeCandidate } from '../domain';

export interface DailyChallengeView extends ChallengeView {
  difficulty_category: DifficultyCategory;
}

/** The catalogue as learners see it (read through the catalogue's ActiveChallenges): never the solution or the expected rows before resolution. */
@Injectable()
export class LearnerChallenges {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: ActiveChallenges,
    private readonly calibration: ChallengeCalibrationReader,
  ) {}

  /** Active, validated challenges with their concepts; the rating is the calibrated one once it is not provisional (issue 15). */
  async candidates(): Promise<ChallengeCandidate[]> {
    const [rows, settled] = await Promise.all([this.catalogue.pickable(), this.calibration.settled()]);
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
    const r = await this.catalogue.view(id);
    return r ? { ...r, difficulty_category: difficultyCategory(r.difficulty_rating) } : null;
  }

  /**
   * Seeded catalogue challenges the start-up warm-up has not validated yet, leaving out `exclude` (already
   * given to the learner), and an estimate of when they are ready: the pace of the validations of the last
   * ten minutes (two run at a time), 5 s each before any has finished.
   */
  async stillPreparing(exclude: readonly number[]): Promise<{ pending: number; readyInSeconds: number }> {
    const row = await this.catalogue.preparing(exclude);
    const pending = row?.pending ?? 0;
    const perChallenge = row && row.recent > 1 && row.span ? row.span / row.recent : 5;
    return { pending, readyInSeconds: Math.max(5, Math.ceil((pending * perChallenge) / 2 / 5) * 5) };
  }

  /** The challenge page's view and its expected-output preview, in one statement. */
  async viewWithPreview(id: number): Promise<{ view: DailyChallengeView; preview: ExpectedPreview | null } | null> {
    const r = await this.catalogue.viewWithPreview(id, EXPECTED_PREVIEW_ROWS);
    if (!r) return null;
    const { preview: p, ...view } = r;
    // the answer's field order, not jsonb's
    const preview = p && { columns: p.columns, rows: p.rows, row_count: p.row_count, order_matters: p.order_matters };
    return { view: { ...view, difficulty_category: difficultyCategory(view.difficulty_rating) }, preview };
  }

  async grading(id: number): Promise<PreparedChallenge | null> {
    return (await this.catalogue.grading(id))?.grading ?? null;
  }

  /**
   * The grading data and a fresh attempt id (a submit needs both): two statements, as the grading data is
   * the catalogue's and the id sequence the learner's. An id drawn for a submission the rules then refuse,
   * or whose grade fails, is a gap in the ids, nothing else.
   */
  async gradingWithAttemptId(id: number): Promise<{ prepared: PreparedChallenge | null; attemptId: number } | null> {
    const r = await this.catalogue.grading(id);
    if (!r) return null;
    const [next] = (await this.db.query(`SELECT nextval('attempt_ids')::int AS attempt_id`)) as Array<{ attempt_id: number }>;
    return { prepared: r.grading, attemptId: next!.attempt_id };
  }

  /**
   * What a test run needs, in one statement: the setup and the visible sample's expected rows for the diff
   * (never a hidden dataset's).
   */
  async setupWithExpected(id: number): Promise<{ setupSql: string; expected: VisibleExpected | null } | null> {
    return this.catalogue.setupWithExpected(id);
  }
}

import type { Pool } from 'pg';
import type { FeedbackStatus } from '../../../../contracts/src';

export interface FeedbackRow {
  id: number;
  created_at: Date;
  category: string;
  message: string;
  email: string | null;
  status: string;
  admin_notes: string | null;
  user_id: number | null;
  challenge_id: number | null;
  attempt_id: number | null;
  query: string | null;
}

/** The admin's feedback list, from the `feedback` read model, newest first. */
export class FeedbackListQuery {
  constructor(private readonly pool: Pool) {}

  async list(status: FeedbackStatus | undefined): Promise<FeedbackRow[]> {
    const { rows } = await this.pool.query<FeedbackRow>(
      `SELECT id, created_at, category, message, email, status, admin_notes, user_id, challenge_id, attempt_id::int AS attempt_id, query FROM feedback
        WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC`,
      [status ?? null],
    );
    return rows;
  }

  /** Whether an attempt was already reported (a report is kept once per attempt). */
  async attemptReported(attemptId: number): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM feedback WHERE attempt_id = $1`, [attemptId]);
    return rows.length > 0;
  }
}

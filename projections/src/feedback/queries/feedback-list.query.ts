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
}

/** The admin's feedback list, from the `feedback` read model, newest first. */
export class FeedbackListQuery {
  constructor(private readonly pool: Pool) {}

  async list(status: FeedbackStatus | undefined): Promise<FeedbackRow[]> {
    const { rows } = await this.pool.query<FeedbackRow>(
      `SELECT id, created_at, category, message, email, status, admin_notes, user_id FROM feedback
        WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC`,
      [status ?? null],
    );
    return rows;
  }
}

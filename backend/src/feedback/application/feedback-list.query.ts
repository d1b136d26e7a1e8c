import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/database/database.module';
import type { FeedbackStatus } from '../domain/feedback-events';
import { type FeedbackRow, type FeedbackView, rowToView } from '../http/feedback-views';

/** The admin's feedback list, from the `feedback` read model. */
@Injectable()
export class FeedbackListQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(status: FeedbackStatus | undefined): Promise<FeedbackView[]> {
    const { rows } = await this.pool.query<FeedbackRow>(
      `SELECT id, created_at, category, message, email, status, admin_notes, user_id FROM feedback
        WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC`,
      [status ?? null],
    );
    return rows.map(rowToView);
  }
}

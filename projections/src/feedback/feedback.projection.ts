import { isFeedbackEvent } from '../../../contracts/src';
import type { Projection } from '../projection';

/** The admin's feedback list: one row per feedback item that was not deleted. */
export const feedbackProjection: Projection = {
  name: 'feedback',
  version: 2,
  handles: ['FeedbackSubmitted', 'FeedbackStatusChanged', 'FeedbackDeleted'],
  tables: ['feedback'],
  schema: (t) => [
    `CREATE TABLE ${t('feedback')} (
       id          int PRIMARY KEY,
       created_at  timestamptz NOT NULL,
       category    text NOT NULL,
       message     text NOT NULL,
       email       text,
       user_id     int,
       status      text NOT NULL,
       admin_notes text,
       updated_at  timestamptz NOT NULL,
       challenge_id int,
       attempt_id   bigint,
       query        text
     )`,
    `CREATE UNIQUE INDEX ${t('feedback')}_attempt_idx ON ${t('feedback')} (attempt_id) WHERE attempt_id IS NOT NULL`,
    `CREATE INDEX ${t('feedback')}_status_created_idx ON ${t('feedback')} (status, created_at DESC, id DESC)`,
    `CREATE INDEX ${t('feedback')}_created_idx ON ${t('feedback')} (created_at DESC, id DESC)`,
  ],
  async apply(events, { tx, table }) {
    const feedback = table('feedback');
    for (const e of events) {
      if (!isFeedbackEvent(e)) continue;
      if (e.type === 'FeedbackSubmitted') {
        const d = e.data;
        await tx.query(
          `INSERT INTO ${feedback} (id, created_at, category, message, email, user_id, status, admin_notes, updated_at, challenge_id, attempt_id, query)
           VALUES ($1, $2, $3, $4, $5, $6, 'new', NULL, $2, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [d.feedbackId, e.createdAt, d.category, d.message, d.email, d.userId, d.verdict?.challengeId ?? null, d.verdict?.attemptId ?? null, d.verdict?.sql ?? null],
        );
      } else if (e.type === 'FeedbackStatusChanged') {
        await tx.query(`UPDATE ${feedback} SET status = $2, admin_notes = $3, updated_at = $4 WHERE id = $1`, [
          e.data.feedbackId,
          e.data.status,
          e.data.notes,
          e.createdAt,
        ]);
      } else {
        await tx.query(`DELETE FROM ${feedback} WHERE id = $1`, [e.data.feedbackId]);
      }
    }
  },
};

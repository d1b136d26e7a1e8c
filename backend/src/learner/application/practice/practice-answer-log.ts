import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Practice answers whose SQL is kept, per learner and challenge: the newest ones. */
export const PRACTICE_ANSWERS_KEPT = 10;

/**
 * The SQL of practice answers, outside the learner's permanent stream (PracticeSubmitted carries no SQL
 * from learner contract 1.4 on): a bounded log, so practising never makes the learner's stream, read on
 * every request, heavier. Older answers than the last PRACTICE_ANSWERS_KEPT are deleted as new ones come.
 */
@Injectable()
export class PracticeAnswerLog {
  constructor(private readonly db: DataSource) {}

  async record(a: { userId: number; challengeId: number; run: number; sql: string; correct: boolean; submittedAt: string }): Promise<void> {
    await this.db.query(
      `WITH added AS (
         INSERT INTO practice_answers (user_id, challenge_id, run, sql, correct, submitted_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
       )
       DELETE FROM practice_answers WHERE user_id = $1 AND challenge_id = $2
          AND id < (SELECT min(id) FROM (SELECT id FROM practice_answers WHERE user_id = $1 AND challenge_id = $2 ORDER BY id DESC LIMIT $7) newest)`,
      [a.userId, a.challengeId, a.run, a.sql, a.correct, a.submittedAt, PRACTICE_ANSWERS_KEPT - 1],
    );
  }
}

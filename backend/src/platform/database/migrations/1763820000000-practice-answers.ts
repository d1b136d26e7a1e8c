import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 34: the SQL of practice answers leaves the learner's permanent stream (PracticeSubmitted no
 * longer carries it) for this bounded log: the last few answers per learner and challenge.
 */
export class PracticeAnswers1763820000000 implements MigrationInterface {
  name = 'PracticeAnswers1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE practice_answers (
      id           bigserial PRIMARY KEY,
      user_id      int NOT NULL,
      challenge_id int NOT NULL,
      run          int NOT NULL,
      sql          text NOT NULL,
      correct      boolean NOT NULL,
      submitted_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX practice_answers_learner ON practice_answers (user_id, challenge_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE practice_answers`);
  }
}

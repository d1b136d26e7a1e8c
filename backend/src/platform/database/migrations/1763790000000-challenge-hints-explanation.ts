import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 13: each challenge's 0–3 progressive hints (revealed one at a time to the learner, each
 * lowering a correct answer's points) and its explanation (markdown, shown once the day is resolved).
 */
export class ChallengeHintsExplanation1763790000000 implements MigrationInterface {
  name = 'ChallengeHintsExplanation1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges ADD COLUMN hints text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE challenges ADD CONSTRAINT challenges_hints_max CHECK (cardinality(hints) <= 3)`);
    await q.query(`ALTER TABLE challenges ADD COLUMN explanation text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges DROP COLUMN explanation`);
    await q.query(`ALTER TABLE challenges DROP CONSTRAINT challenges_hints_max`);
    await q.query(`ALTER TABLE challenges DROP COLUMN hints`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 32: a challenge keeps its author's queries, faithful readings (`accepts`) and plausible wrong answers
 * (`rejects`), which validation holds the hidden datasets to. Admin-only, like the hidden datasets.
 */
export class ChallengeAuthorQueries1763830000000 implements MigrationInterface {
  name = 'ChallengeAuthorQueries1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges ADD COLUMN author_queries jsonb NOT NULL DEFAULT '{"accepts":[],"rejects":[]}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges DROP COLUMN author_queries`);
  }
}

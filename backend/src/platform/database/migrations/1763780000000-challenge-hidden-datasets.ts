import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 11: author-written hidden datasets (SQL scripts applied after schema_setup, admin-only, never
 * sent to learners), and the last validation's mutation report. The report is kept apart from
 * `grading` because a failed validation stores no grading data, and a failure below the mutation
 * threshold is exactly when an author needs to see the surviving mutants.
 */
export class ChallengeHiddenDatasets1763780000000 implements MigrationInterface {
  name = 'ChallengeHiddenDatasets1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges ADD COLUMN hidden_datasets text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE challenges ADD CONSTRAINT challenges_hidden_datasets_max CHECK (cardinality(hidden_datasets) <= 6)`);
    await q.query(`ALTER TABLE challenges ADD COLUMN mutation_report jsonb`);
    await q.query(`UPDATE challenges SET mutation_report = grading->'mutation' WHERE jsonb_typeof(grading->'mutation') = 'object'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges DROP COLUMN mutation_report`);
    await q.query(`ALTER TABLE challenges DROP CONSTRAINT challenges_hidden_datasets_max`);
    await q.query(`ALTER TABLE challenges DROP COLUMN hidden_datasets`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 14: each challenge's 0–3 concepts, slugs of the catalogue's taxonomy
 * (backend/src/catalogue/domain/concepts.ts; the API validates them, the column only bounds the count).
 */
export class ChallengeConcepts1763800000000 implements MigrationInterface {
  name = 'ChallengeConcepts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges ADD COLUMN concepts text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE challenges ADD CONSTRAINT challenges_concepts_max CHECK (cardinality(concepts) <= 3)`);
    await q.query(`CREATE INDEX challenges_concepts_idx ON challenges USING gin (concepts)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX challenges_concepts_idx`);
    await q.query(`ALTER TABLE challenges DROP CONSTRAINT challenges_concepts_max`);
    await q.query(`ALTER TABLE challenges DROP COLUMN concepts`);
  }
}

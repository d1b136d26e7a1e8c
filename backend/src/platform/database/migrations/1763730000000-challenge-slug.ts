import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A stable, optional identifier for catalogue challenges that come from code (the demo catalogue):
 * seeding inserts by slug, so it is idempotent and never duplicates a challenge an admin renamed.
 * Challenges created in the admin UI or by the generator have no slug (NULLs never collide).
 */
export class ChallengeSlug1763730000000 implements MigrationInterface {
  name = 'ChallengeSlug1763730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges ADD COLUMN slug text`);
    await q.query(`ALTER TABLE challenges ADD CONSTRAINT challenges_slug_key UNIQUE (slug)`);
    await q.query(`ALTER TABLE challenges ADD CONSTRAINT challenges_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges DROP COLUMN slug`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 14, content as data: a challenge seeded from content/ remembers the industry of its file, the
 * hash of the fields it was last seeded with and how many versions of the file it has taken. A changed
 * file becomes the next version unless an admin has edited the row since (then the row is kept).
 */
export class ChallengeContentVersion1763810000000 implements MigrationInterface {
  name = 'ChallengeContentVersion1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges ADD COLUMN industry text`);
    await q.query(`ALTER TABLE challenges ADD COLUMN content_hash text`);
    await q.query(`ALTER TABLE challenges ADD COLUMN content_version int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE challenges DROP COLUMN content_version`);
    await q.query(`ALTER TABLE challenges DROP COLUMN content_hash`);
    await q.query(`ALTER TABLE challenges DROP COLUMN industry`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Attempt ids are plain integers (the admin screens filter and delete by them), allocated before the append. */
export class AttemptIds1763770000000 implements MigrationInterface {
  name = 'AttemptIds1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE attempt_ids`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SEQUENCE attempt_ids`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Feedback lives in events (`feedback-<id>` streams); only its ids come from the app database. */
export class Feedback1763750000000 implements MigrationInterface {
  name = 'Feedback1763750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE feedback_id_seq AS integer START 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SEQUENCE feedback_id_seq`);
  }
}

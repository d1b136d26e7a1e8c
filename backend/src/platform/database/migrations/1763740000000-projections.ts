import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Projections1763740000000 implements MigrationInterface {
  name = 'Projections1763740000000';

  async up(q: QueryRunner): Promise<void> {
    // Which logic version of each read model the live tables were built with.
    await q.query(`
      CREATE TABLE projection_versions (
        name        text PRIMARY KEY,
        version     int NOT NULL,
        installed_at timestamptz NOT NULL DEFAULT now(),
        rebuilt_at  timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projection_versions`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Challenges1763720000000 implements MigrationInterface {
  name = 'Challenges1763720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE challenges (
        id                      serial PRIMARY KEY,
        title                   text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        description             text NOT NULL,
        difficulty_rating       int NOT NULL CHECK (difficulty_rating BETWEEN 800 AND 2000 AND difficulty_rating % 50 = 0),
        estimated_time_minutes  int NOT NULL DEFAULT 5 CHECK (estimated_time_minutes BETWEEN 1 AND 60),
        category                text CHECK (category IN ('SELECT','JOIN','AGGREGATION','ANALYTICS','SUBQUERY','WINDOW_FUNCTION')),
        status                  text NOT NULL DEFAULT 'active' CHECK (status IN ('active','draft','archived')),
        schema_setup            text NOT NULL,
        sample_data_description text,
        expected_output         text,
        correct_solution        text NOT NULL,
        source_type             text NOT NULL DEFAULT 'manual',
        tags                    text[] NOT NULL DEFAULT '{}',
        created_by              int REFERENCES users(id) ON DELETE SET NULL,
        created_at              timestamptz NOT NULL DEFAULT now(),
        updated_at              timestamptz NOT NULL DEFAULT now(),
        validated               boolean NOT NULL DEFAULT false,
        validated_at            timestamptz,
        validation_error        text,
        -- What grading needs, computed at validation (never stored in the sandbox): whether row order
        -- matters, the visible expected rows, and the hidden variant datasets with their expected rows.
        grading                 jsonb
      )`);
    await q.query(`CREATE INDEX challenges_daily_pick ON challenges (difficulty_rating) WHERE status = 'active' AND validated`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE challenges`);
  }
}

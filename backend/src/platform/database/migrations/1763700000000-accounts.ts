import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id                  serial PRIMARY KEY,
        email               text NOT NULL,
        username            text NOT NULL,
        password_hash       text NOT NULL,
        first_name          text,
        last_name           text,
        job_title           text,
        company             text,
        years_experience    int CHECK (years_experience BETWEEN 0 AND 80),
        sql_comfort_level   text NOT NULL DEFAULT 'intermediate'
                            CHECK (sql_comfort_level IN ('beginner','intermediate','advanced','expert')),
        timezone            text NOT NULL DEFAULT 'UTC',
        initial_elo         int NOT NULL,
        is_admin            boolean NOT NULL DEFAULT false,
        is_beta_user        boolean NOT NULL DEFAULT false,
        has_lifetime_access boolean NOT NULL DEFAULT false,
        trial_end           date NOT NULL,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails and usernames are unique regardless of case: "Ann@x.io" and "ann@x.io" are one person.
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
  }
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Plans (a plain catalogue table, seeded at start by SubscriptionsModule) and the subscription a
 * user holds. Payment is not built yet, so nothing writes user_subscriptions so far.
 */
export class Subscriptions1763750000001 implements MigrationInterface {
  name = 'Subscriptions1763750000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE subscription_plans (
        id                      serial PRIMARY KEY,
        code                    text NOT NULL UNIQUE,
        name                    text NOT NULL,
        plan_type               text NOT NULL CHECK (plan_type IN ('individual', 'enterprise', 'other')),
        original_price_monthly  numeric(10, 3) NOT NULL CHECK (original_price_monthly >= 0),
        original_price_annual   numeric(10, 3) NOT NULL CHECK (original_price_annual >= 0),
        actual_price_monthly    numeric(10, 3) NOT NULL CHECK (actual_price_monthly >= 0),
        actual_price_annual     numeric(10, 3) NOT NULL CHECK (actual_price_annual >= 0),
        beta_discount           int NOT NULL DEFAULT 0 CHECK (beta_discount BETWEEN 0 AND 100),
        max_users               int CHECK (max_users > 0),
        features                jsonb NOT NULL DEFAULT '{}',
        stripe_price_id_monthly text,
        stripe_price_id_annual  text,
        is_recommended          boolean NOT NULL DEFAULT false,
        sort_order              int NOT NULL DEFAULT 0,
        active                  boolean NOT NULL DEFAULT true,
        created_at              timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE user_subscriptions (
        user_id            int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        plan_id            int NOT NULL REFERENCES subscription_plans (id),
        billing_cycle      text NOT NULL CHECK (billing_cycle IN ('monthly', 'annual')),
        status             text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
        current_period_end timestamptz,
        created_at         timestamptz NOT NULL DEFAULT now(),
        updated_at         timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_subscriptions`);
    await q.query(`DROP TABLE subscription_plans`);
  }
}

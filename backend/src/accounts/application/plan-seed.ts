import type { DataSource } from 'typeorm';
import { type FeatureMap, features } from '../domain/plan-features';

export interface PlanSeed {
  id: number;
  code: string;
  name: string;
  planType: 'individual' | 'enterprise' | 'other';
  originalMonthly: number;
  originalAnnual: number;
  betaDiscount: number;
  maxUsers: number | null;
  features: FeatureMap;
  isRecommended: boolean;
}

const INDIVIDUAL_FEATURES = ['unlimited_challenges', 'leaderboard_access', 'progress_tracking', 'streak_tracking', 'performance_analytics', 'email_support'] as const;

/**
 * The built-in plans. Individual Pro is the spec's fallback plan and must stay id 1: registration
 * asks for a checkout of "plan 1". Beta users get 50% off for life (DESIGN.md §7).
 */
export const PLAN_SEED: PlanSeed[] = [
  {
    id: 1,
    code: 'individual_pro',
    name: 'Individual Pro',
    planType: 'individual',
    originalMonthly: 9.99,
    originalAnnual: 99.99,
    betaDiscount: 50,
    maxUsers: 1,
    features: features([...INDIVIDUAL_FEATURES]),
    isRecommended: true,
  },
  {
    id: 2,
    code: 'team',
    name: 'Team',
    planType: 'enterprise',
    originalMonthly: 49.99,
    originalAnnual: 499.99,
    betaDiscount: 50,
    maxUsers: 25,
    features: features([
      ...INDIVIDUAL_FEATURES,
      'advanced_analytics',
      'custom_challenge_sets',
      'priority_support',
      'early_feature_access',
      'unlimited_team_members',
      'team_leaderboards',
      'custom_branding',
      'sso',
      'dedicated_support',
      'custom_challenge_creation',
      'api_access',
      'training_workshops',
    ]),
    isRecommended: false,
  },
];

const discounted = (price: number, percent: number) => Math.round(price * (100 - percent) * 10) / 1000;

/**
 * Inserts the built-in plans that are missing (by id or code) and leaves existing rows alone, so
 * prices changed in the database survive restarts; safe when several API processes start at once.
 */
export async function seedPlans(db: DataSource): Promise<number> {
  let inserted = 0;
  for (const p of PLAN_SEED) {
    const rows: unknown[] = await db.query(
      `INSERT INTO subscription_plans (id, code, name, plan_type, original_price_monthly, original_price_annual,
         actual_price_monthly, actual_price_annual, beta_discount, max_users, features, is_recommended, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $1)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        p.id,
        p.code,
        p.name,
        p.planType,
        p.originalMonthly,
        p.originalAnnual,
        discounted(p.originalMonthly, p.betaDiscount),
        discounted(p.originalAnnual, p.betaDiscount),
        p.betaDiscount,
        p.maxUsers,
        JSON.stringify(p.features),
        p.isRecommended,
      ],
    );
    inserted += rows.length;
  }
  // Explicit ids do not move the serial: keep it past them for plans added later.
  await db.query(`SELECT setval(pg_get_serial_sequence('subscription_plans', 'id'), (SELECT max(id) FROM subscription_plans))`);
  return inserted;
}

import type { FeatureMap } from '../domain/plan-features';

/** A plan as the subscribe page reads it (spec §3); prices in USD. */
export interface PlanView {
  id: number;
  name: string;
  plan_type: string;
  original_price_monthly: number;
  original_price_annual: number;
  actual_price_monthly: number;
  actual_price_annual: number;
  beta_discount: number;
  max_users: number | null;
  features: FeatureMap;
  stripe_price_id_monthly: string | null;
  stripe_price_id_annual: string | null;
  is_recommended: boolean;
}

type Price = 'original_price_monthly' | 'original_price_annual' | 'actual_price_monthly' | 'actual_price_annual';

/** A subscription_plans row: the view's fields, with the prices as PostgreSQL's numeric text. */
export type PlanRow = Omit<PlanView, Price> & Record<Price, string>;

export const PLAN_COLUMNS = `id, name, plan_type, original_price_monthly, original_price_annual, actual_price_monthly,
  actual_price_annual, beta_discount, max_users, features, stripe_price_id_monthly, stripe_price_id_annual, is_recommended`;

/** numeric columns arrive as text; prices have at most three decimals, so numbers are exact enough. */
export const toPlanView = (r: PlanRow): PlanView => ({
  ...r,
  original_price_monthly: Number(r.original_price_monthly),
  original_price_annual: Number(r.original_price_annual),
  actual_price_monthly: Number(r.actual_price_monthly),
  actual_price_annual: Number(r.actual_price_annual),
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, tokenStorage } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type Plan = ApiSchema<'Plan'>;

/** A feature flag a plan card can show (the server's full list: its labels are typed by it). */
export type PlanFeature = keyof Plan['features'];

/** The built-in plan used when plans cannot be loaded (spec §4, §9). */
export const FALLBACK_PLAN: Plan = {
  id: 1,
  name: 'Individual Pro',
  plan_type: 'individual',
  original_price_monthly: 9.99,
  original_price_annual: 99.99,
  actual_price_monthly: 4.995,
  actual_price_annual: 49.995,
  beta_discount: 50,
  max_users: 1,
  features: {
    unlimited_challenges: true,
    leaderboard_access: true,
    progress_tracking: true,
    streak_tracking: true,
    performance_analytics: true,
    email_support: true,
    advanced_analytics: false,
    custom_challenge_sets: false,
    priority_support: false,
    early_feature_access: false,
    unlimited_team_members: false,
    team_leaderboards: false,
    custom_branding: false,
    sso: false,
    dedicated_support: false,
    custom_challenge_creation: false,
    api_access: false,
    training_workshops: false,
  },
  stripe_price_id_monthly: null,
  stripe_price_id_annual: null,
  is_recommended: true,
};

/** Without a stored token, or when the call fails, the fallback plan is used silently. */
export async function getPlans(): Promise<Plan[]> {
  if (!tokenStorage.get()) return [FALLBACK_PLAN];
  try {
    const plans: Plan[] = await client.get('/subscriptions/plans');
    return Array.isArray(plans) && plans.length > 0 ? plans : [FALLBACK_PLAN];
  } catch (error) {
    console.error('Failed to load plans', error);
    return [FALLBACK_PLAN];
  }
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['subscriptions', 'plans'], queryFn: getPlans, retry: false });

export const usePlans = () => useQuery(plansQueryOptions());

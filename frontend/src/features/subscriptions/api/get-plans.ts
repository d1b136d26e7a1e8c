import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, tokenStorage } from '@/lib/api-client';

export type Plan = {
  id: number;
  name: string;
  plan_type: 'individual' | 'enterprise' | 'other' | string;
  original_price_monthly: number;
  original_price_annual: number;
  actual_price_monthly: number;
  actual_price_annual: number;
  beta_discount: number;
  max_users: number | null;
  features: Record<string, boolean>;
  stripe_price_id_monthly?: string | null;
  stripe_price_id_annual?: string | null;
  is_recommended: boolean;
};

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
  },
  is_recommended: true,
};

/** Without a stored token, or when the call fails, the fallback plan is used silently. */
export async function getPlans(): Promise<Plan[]> {
  if (!tokenStorage.get()) return [FALLBACK_PLAN];
  try {
    const plans = await api.get<Plan[]>('/subscriptions/plans');
    return Array.isArray(plans) && plans.length > 0 ? plans : [FALLBACK_PLAN];
  } catch (error) {
    console.error('Failed to load plans', error);
    return [FALLBACK_PLAN];
  }
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['subscriptions', 'plans'], queryFn: getPlans, retry: false });

export const usePlans = () => useQuery(plansQueryOptions());

import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type Plan, type PlanFeature } from '../api/get-plans';

export type BillingCycle = 'monthly' | 'annual';

/** Every flag the server sends has a label here: a new flag in the API's Plan schema fails the typecheck until it gets one. */
const FEATURE_LABELS: Record<PlanFeature, string> = {
  unlimited_challenges: 'Unlimited challenges',
  leaderboard_access: 'Leaderboard access',
  progress_tracking: 'Progress tracking',
  streak_tracking: 'Streak tracking',
  performance_analytics: 'Performance analytics',
  email_support: 'Email support',
  advanced_analytics: 'Advanced analytics',
  custom_challenge_sets: 'Custom challenge sets',
  priority_support: 'Priority support',
  early_feature_access: 'Early feature access',
  unlimited_team_members: 'Unlimited team members',
  team_leaderboards: 'Team leaderboards',
  custom_branding: 'Custom branding',
  sso: 'SSO',
  dedicated_support: 'Dedicated support',
  custom_challenge_creation: 'Custom challenge creation',
  api_access: 'API access',
  training_workshops: 'Training workshops',
};

export function featureLabel(key: string): string {
  return FEATURE_LABELS[key as PlanFeature] ?? key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

export function PlanCard({ plan, cycle, showDiscount, actionLabel, onAction }: {
  plan: Plan;
  cycle: BillingCycle;
  showDiscount: boolean;
  actionLabel: string;
  onAction: () => void;
}) {
  const original = cycle === 'monthly' ? plan.original_price_monthly : plan.original_price_annual;
  const actual = cycle === 'monthly' ? plan.actual_price_monthly : plan.actual_price_annual;
  const discounted = showDiscount && plan.beta_discount > 0 && actual < original;
  const price = discounted ? actual : original;
  const features = Object.entries(plan.features ?? {}).filter(([, on]) => on);
  return (
    <article className={cn('plan-card', plan.is_recommended && 'recommended')} aria-labelledby={`plan-${plan.id}`} data-testid="plan-card">
      {plan.is_recommended && <span className="plan-tag">Most Popular</span>}
      <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
      {plan.max_users != null && <p className="muted small">{plan.max_users === 1 ? 'For 1 user' : `Up to ${plan.max_users} users`}</p>}
      <div className="plan-price">
        {discounted && <s className="muted" aria-label={`Original price ${money(original)}`}>{money(original)}</s>}
        <span className="price">{money(price)}</span>
        <span className="muted">/{cycle === 'monthly' ? 'month' : 'year'}</span>
      </div>
      {discounted && <p className="discount-note">{plan.beta_discount}% off for life</p>}
      <ul className="plan-features">
        {features.map(([key]) => (
          <li key={key}><Check size={16} aria-hidden className="text-success" /> {featureLabel(key)}</li>
        ))}
      </ul>
      <button type="button" className={cn('btn btn-block', plan.is_recommended ? 'btn-primary' : 'btn-secondary')} onClick={onAction}>
        {actionLabel}
      </button>
    </article>
  );
}

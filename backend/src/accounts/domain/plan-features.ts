/** Every feature flag a plan card can show, with the spec's label (§9). */
export const FEATURE_LABELS = {
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
} as const;

export type FeatureFlag = keyof typeof FEATURE_LABELS;
export type FeatureMap = Record<FeatureFlag, boolean>;

/** A full map: the listed flags true, every other known flag false. */
export function features(enabled: FeatureFlag[]): FeatureMap {
  return Object.fromEntries(Object.keys(FEATURE_LABELS).map((f) => [f, enabled.includes(f as FeatureFlag)])) as FeatureMap;
}

import type { LeagueTier } from '../api/get-league';

export const TIER_ORDER: LeagueTier[] = ['bronze', 'silver', 'gold', 'platinum', 'diamond'];

export const tierName = (t: LeagueTier): string => t.charAt(0).toUpperCase() + t.slice(1);

/** The tier a promotion (+1) or demotion (−1) leads to; null past Diamond or below Bronze. */
export function tierStep(t: LeagueTier, step: 1 | -1): LeagueTier | null {
  return TIER_ORDER[TIER_ORDER.indexOf(t) + step] ?? null;
}

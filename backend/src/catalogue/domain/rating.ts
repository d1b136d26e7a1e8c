import { CONCEPT_WEIGHT, type Difficulty, type SqlConcept, TIER_BANDS } from './generator.constants';
import type { Complexity } from './procedural/concepts/template';

/**
 * The rating sits inside the requested tier's band (so the admin list shows the tier that was
 * asked for); within the band, harder concepts and more complex question shapes rate higher.
 */
export function rating(difficulty: Difficulty, concept: SqlConcept, complexity: Complexity): number {
  const [lo, hi] = TIER_BANDS[difficulty];
  const position = (2 * CONCEPT_WEIGHT[concept] + complexity) / 4;
  return lo + Math.round(((hi - lo) * position) / 50) * 50;
}

/** Which question shapes suit a tier: beginners get simple ones, experts the multi-step ones. */
export const TIER_COMPLEXITIES: Record<Difficulty, readonly Complexity[]> = {
  beginner: [0, 1],
  intermediate: [0, 1, 2],
  advanced: [1, 2],
  expert: [2, 1],
};

/** An LLM's rating snapped into the band of the requested tier, on the form's 50-point grid. */
export function snapRating(value: unknown, difficulty: Difficulty): number {
  const [lo, hi] = TIER_BANDS[difficulty];
  const n = typeof value === 'number' && Number.isFinite(value) ? value : (lo + hi) / 2;
  return Math.min(hi, Math.max(lo, Math.round(n / 50) * 50));
}

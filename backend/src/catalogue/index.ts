/** The catalogue context's public module: what other wings may use of it (they never import its folders). */
import { CONCEPTS } from './domain/concepts';

const NAMES: ReadonlyMap<string, string> = new Map(CONCEPTS.map((c) => [c.slug, c.name]));

/** A taxonomy concept's display name (the slug itself for one the taxonomy no longer has). */
export const conceptName = (slug: string): string => NAMES.get(slug) ?? slug;

export { ActiveChallenges, type ChallengeMaterial, type ChallengeView, type GradingState, type PickableChallenge } from './application/active-challenges';
export { EXPECTED_PREVIEW_ROWS, type ExpectedPreview } from './application/visible-expected';

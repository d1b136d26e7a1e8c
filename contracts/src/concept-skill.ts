/**
 * The concept-skill rule (issue 15), shared by the learner stream's state (the adaptive daily pick) and
 * the `learner_skills` read model (GET /users/me/skills): both fold the same events through this one
 * function, so what the learner sees as weak is what the pick treats as weak. Pure, no imports.
 *
 * An Elo-style estimate per concept: a resolved day updates each of its challenge's concepts as a game
 * against the challenge's rating recorded at assignment. A concept starts at the learner's ELO when first
 * met (the best prior we have), moves by K × (score − expected), K 48 for the first 5 days then 24.
 */
export interface ConceptSkill {
  skill: number;
  attempted: number;
  solved: number;
  /** The learner's date of the last resolved day with this concept (YYYY-MM-DD). */
  lastPractised: string;
}

export interface ConceptResult {
  /** The challenge's rating recorded at assignment. */
  rating: number;
  outcome: 'solved' | 'failed' | 'abandoned';
  /** Attempts used (the solving one when solved). */
  attempts: number;
  date: string;
  /** The learner's ELO before the day: a concept's starting skill. */
  eloBefore: number;
}

/** Solved on the first try 1, second 0.6, third 0.3; failed or abandoned 0. */
export function conceptScore(outcome: ConceptResult['outcome'], attempts: number): number {
  if (outcome !== 'solved') return 0;
  return attempts <= 1 ? 1 : attempts === 2 ? 0.6 : 0.3;
}

export const conceptK = (attemptedBefore: number): number => (attemptedBefore < 5 ? 48 : 24);

/** 0 (never practised) towards 1: attempted / (attempted + 3). */
export const conceptConfidence = (attempted: number): number => Math.round((attempted / (attempted + 3)) * 1000) / 1000;

export function updateConceptSkill(previous: ConceptSkill | undefined, r: ConceptResult): ConceptSkill {
  const skill = previous?.skill ?? r.eloBefore;
  const attempted = previous?.attempted ?? 0;
  const expected = 1 / (1 + 10 ** ((r.rating - skill) / 400));
  const next = skill + conceptK(attempted) * (conceptScore(r.outcome, r.attempts) - expected);
  return {
    skill: Math.round(next * 10) / 10,
    attempted: attempted + 1,
    solved: (previous?.solved ?? 0) + (r.outcome === 'solved' ? 1 : 0),
    lastPractised: previous && previous.lastPractised > r.date ? previous.lastPractised : r.date,
  };
}

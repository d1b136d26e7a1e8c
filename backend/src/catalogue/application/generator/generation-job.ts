import type { ExistingChallenge, GeneratedChallenge, GenerationTemplate } from '../../domain/generated-challenge';

export interface GenerateChallengesJob {
  templates: GenerationTemplate[];
  seed: number;
  existing: ExistingChallenge[];
}

export interface GenerateChallengesResult {
  challenges: GeneratedChallenge[];
  shortfall: string[];
  /** Set when the configured LLM endpoint failed: nothing was generated. */
  error: string | null;
}

export interface GenerationProgress {
  done: number;
  total: number;
}

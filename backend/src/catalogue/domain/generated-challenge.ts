import type { AuthorRejectFields } from './catalogue-challenge';
import type { ChallengeCategory } from './challenge-fields';
import type { Difficulty, Industry, SqlConcept } from './generator.constants';

/** One admin template of the generator form. */
export interface GenerationTemplate {
  difficulty: Difficulty;
  industry_context: Industry;
  sql_concepts: SqlConcept[];
  count: number;
  estimated_time: number;
}

export type GeneratedSource = 'generated' | 'ai_generated';

/** A generated challenge before validation (no expected output yet). */
export interface Candidate {
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: ChallengeCategory;
  tags: string[];
  schema_setup: string;
  correct_solution: string;
  sample_data_description: string;
  source_type: GeneratedSource;
  /** Procedural challenges carry their concepts, hints and explanation (issue 14); the LLM path may not. */
  concepts?: string[];
  hints?: string[];
  explanation?: string;
  /**
   * Issue 32: the generator's own faithful readings, plausible wrong answers and stated rules; validation
   * runs them like a content file's (the LLM path sends none).
   */
  accepts?: string[];
  rejects?: AuthorRejectFields[];
  invariants?: string[];
}

/** What generate-bulk answers: validated in the sandbox, expected_output computed from the reference. */
export interface GeneratedChallenge extends Candidate {
  expected_output: string;
}

/** A catalogue challenge the batch must not repeat. */
export interface ExistingChallenge {
  title: string;
  correct_solution: string;
  schema_setup: string;
}

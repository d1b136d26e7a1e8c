import { type ChallengeCategory } from '../challenge-fields';
import { type ConceptSlug } from '../concepts';

export const DEMO_INDUSTRIES = ['e-commerce', 'finance', 'saas', 'healthcare', 'logistics', 'hr', 'marketing', 'gaming'] as const;
export type DemoIndustry = (typeof DEMO_INDUSTRIES)[number];

/** One hand-written catalogue challenge; the fields mirror the admin form (ChallengeFieldsSchema). */
export interface DemoChallenge {
  /** Stable unique id: seeding is idempotent by slug. */
  slug: string;
  industry: DemoIndustry;
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: ChallengeCategory;
  /** 1–3 concepts of the taxonomy (issue 14), the main one first; optional so older fixtures still type-check. */
  concepts?: ConceptSlug[];
  /** Only CREATE TABLE and INSERT … VALUES statements, unqualified names. */
  schema_setup: string;
  sample_data_description: string;
  correct_solution: string;
  tags: string[];
  /**
   * Author-written hidden datasets (scripts run after schema_setup) for edges the generated datasets
   * cannot reach, e.g. an aggregate landing exactly on a threshold the text names.
   */
  hidden_datasets?: string[];
  /**
   * 0–3 progressive hints, revealed one at a time: the first nudges toward the approach without giving
   * it away, the second names the key construct, the third is nearly the answer but never the full query.
   */
  hints?: string[];
  /**
   * Markdown shown once the day is resolved: an "Approach" paragraph, the "Solution" (the challenge's
   * correct_solution in a sql block with `--` comment lines added) and two "Common mistakes" and why they fail.
   */
  explanation?: string;
}

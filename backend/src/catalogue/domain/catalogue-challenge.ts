import { type ChallengeCategory } from './challenge-fields';
import { type ConceptSlug } from './concepts';

/**
 * The industries and domains the catalogue's stories come from (issue 14 asks for at least 16).
 * A content file names one; the admin list and the coverage report count them.
 */
export const INDUSTRIES = [
  'e-commerce', 'finance', 'saas', 'healthcare', 'logistics', 'hr', 'marketing', 'gaming',
  'education', 'travel', 'energy', 'media', 'real-estate', 'retail', 'telecom', 'manufacturing',
  'sports', 'agriculture', 'public-sector', 'hospitality', 'insurance', 'transport', 'nonprofit', 'science',
  // an admin-made challenge exported before anyone named its industry
  'general',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const isIndustry = (v: string): v is Industry => (INDUSTRIES as readonly string[]).includes(v);

/**
 * One hand-written catalogue challenge as the content files under content/ describe it (issue 14):
 * the admin form's fields plus what only authors write (slug, industry, dataset name, rating note).
 */
export interface CatalogueChallenge {
  /** Stable unique id (the file name): seeding is idempotent by slug. */
  slug: string;
  industry: Industry;
  title: string;
  description: string;
  difficulty_rating: number;
  /** Why the rating sits outside the band its main concept suggests (checked by the content lint). */
  rating_note?: string;
  estimated_time_minutes: number;
  category: ChallengeCategory;
  /** 1–3 concepts of the taxonomy, the main one first. */
  concepts: ConceptSlug[];
  /** The shared dataset file this challenge runs on (content/datasets/<name>.sql), when it uses one. */
  dataset?: string;
  /** Only CREATE TABLE and INSERT … VALUES statements, unqualified names (resolved from `dataset`). */
  schema_setup: string;
  sample_data_description: string;
  correct_solution: string;
  tags: string[];
  /**
   * Author-written hidden datasets (scripts run after schema_setup) for edges the generated datasets
   * cannot reach, e.g. an aggregate landing exactly on a threshold the text names.
   */
  hidden_datasets?: string[];
  /** Faithful readings of the text: each must pass every graded dataset (validation fails otherwise). */
  accepts?: string[];
  /** Plausible wrong answers, each with why it is wrong (and optionally the learner-facing kind of case): each must fail some dataset. */
  rejects?: AuthorRejectFields[];
  /** Rules the text states that no constraint holds: queries that return no row on every dataset kept. */
  invariants?: string[];
  /** A data-changing challenge (issue 37): the tables its one INSERT/UPDATE/DELETE is graded by. */
  checks?: string[];
  /** Why this challenge may share more than the clone threshold of its solution tokens with another (by slug). */
  clone_notes?: Array<{ of: string; why: string }>;
  /** 2–3 progressive hints: a nudge, then the key construct, then nearly the answer (never the query). */
  hints?: string[];
  /** Markdown shown once the day is resolved: Approach, Solution (commented), Common mistakes. */
  explanation?: string;
}

/** A plausible wrong query an author writes for a challenge (content files' `rejects`). */
export interface AuthorRejectFields {
  sql: string;
  /** Why it is wrong (authors and admins only). */
  why: string;
  /** The kind of case that catches it, in a learner's words; shown when a submission first fails there. */
  case?: string;
}

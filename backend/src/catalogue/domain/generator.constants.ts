import type { ChallengeCategory } from './challenge-fields';

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const INDUSTRIES = ['ecommerce', 'finance', 'saas', 'healthcare', 'logistics', 'hr', 'marketing', 'gaming'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const SQL_CONCEPTS = [
  'basic_select', 'filtering', 'joins', 'aggregation', 'having', 'subqueries', 'ctes',
  'window_functions', 'dates', 'case_when', 'null_handling', 'set_operations', 'string_functions',
] as const;
export type SqlConcept = (typeof SQL_CONCEPTS)[number];

/** Rating bands of the tiers, as the admin list reads ratings (below 1200 beginner, ...). */
export const TIER_BANDS: Record<Difficulty, readonly [number, number]> = {
  beginner: [800, 1150],
  intermediate: [1200, 1350],
  advanced: [1400, 1550],
  expert: [1600, 2000],
};

/** How hard a concept is on its own, 0 (easiest) to 1; places a challenge inside its tier's band. */
export const CONCEPT_WEIGHT: Record<SqlConcept, number> = {
  basic_select: 0,
  filtering: 0.1,
  string_functions: 0.2,
  null_handling: 0.25,
  case_when: 0.3,
  joins: 0.35,
  dates: 0.35,
  aggregation: 0.4,
  having: 0.5,
  set_operations: 0.5,
  subqueries: 0.65,
  ctes: 0.75,
  window_functions: 0.9,
};

export const DEFAULT_CATEGORY: Record<SqlConcept, ChallengeCategory> = {
  basic_select: 'SELECT',
  filtering: 'SELECT',
  string_functions: 'SELECT',
  null_handling: 'SELECT',
  case_when: 'ANALYTICS',
  joins: 'JOIN',
  dates: 'ANALYTICS',
  aggregation: 'AGGREGATION',
  having: 'AGGREGATION',
  set_operations: 'SUBQUERY',
  subqueries: 'SUBQUERY',
  ctes: 'ANALYTICS',
  window_functions: 'WINDOW_FUNCTION',
};

export const GENERATOR_LIMITS = { countMin: 1, countMax: 50, timeMin: 1, timeMax: 15, templatesMax: 10, totalMax: 50 } as const;

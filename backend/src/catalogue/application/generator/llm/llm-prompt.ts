import type { GenerationTemplate } from '../../../domain/generated-challenge';
import { TIER_BANDS } from '../../../domain/generator.constants';

export const SYSTEM_PROMPT = `You write PostgreSQL practice challenges for a daily SQL training product.
Answer with one JSON object only: {"challenges": [ ... ]}. Each challenge has:
- "title": short and specific;
- "description": the business question, then exactly which columns to return in which order, rounding, tie handling, and either the full ORDER BY the result must follow or the sentence "Row order does not matter.";
- "difficulty_rating": a multiple of 50 inside the requested band;
- "category": one of SELECT, JOIN, AGGREGATION, ANALYTICS, SUBQUERY, WINDOW_FUNCTION;
- "sql_concept": which of the requested concepts it practises;
- "tags": a few lowercase keywords;
- "schema_setup": only CREATE TABLE and INSERT ... VALUES statements: 2 to 4 related tables with primary keys, foreign keys, NOT NULL where natural, 8 to 30 realistic rows each;
- "sample_data_description": one sentence about the data;
- "correct_solution": one SELECT statement (a WITH query is fine) that answers the question; when row order matters, its ORDER BY must be total (end with a unique key); otherwise no outer ORDER BY.
Do not include expected output: it is computed by running the solution.`;

export function userPrompt(template: GenerationTemplate, count: number, avoidTitles: string[]): string {
  const [lo, hi] = TIER_BANDS[template.difficulty];
  return JSON.stringify({
    count,
    difficulty: template.difficulty,
    difficulty_rating_band: [lo, hi],
    industry_context: template.industry_context,
    sql_concepts: template.sql_concepts,
    estimated_time_minutes: template.estimated_time,
    avoid_titles: avoidTitles.slice(0, 50),
  });
}

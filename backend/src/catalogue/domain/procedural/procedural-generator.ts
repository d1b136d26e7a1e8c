import { seedFrom } from '../../../kernel/prng';
import type { Candidate } from '../generated-challenge';
import { DEFAULT_CATEGORY, type Difficulty, type Industry, type SqlConcept } from '../generator.constants';
import { rating, TIER_COMPLEXITIES } from '../rating';
import { CONCEPT_TEMPLATES } from './concepts';
import { buildDataset, describeData, setupSql } from './dataset';
import { FAMILIES } from './families';
import { Random } from './random';

export interface ProceduralRequest {
  difficulty: Difficulty;
  industry: Industry;
  concept: SqlConcept;
  estimatedTime: number;
  /** The n-th question of this (industry, concept) in the batch: rotates through the question templates. */
  ordinal: number;
  attempt: number;
  seed: number;
}

/** The built-in generator: a seeded dataset of the industry's schema family and one concept question on it. */
export function proceduralCandidate(req: ProceduralRequest): Candidate & { templateId: string } {
  const r = new Random(seedFrom(`${req.seed}:${req.industry}:${req.concept}:${req.ordinal}:${req.attempt}`));
  const all = CONCEPT_TEMPLATES[req.concept];
  const allowed = TIER_COMPLEXITIES[req.difficulty];
  const suited = all.filter((t) => allowed.includes(t.complexity));
  const pool = suited.length ? [...suited, ...(req.attempt >= 4 ? all.filter((t) => !suited.includes(t)) : [])] : all;
  const template = pool[(req.ordinal + req.attempt) % pool.length]!;
  const family = FAMILIES[req.industry];
  const ds = buildDataset(family, Math.floor(r.float() * 2 ** 31));
  const { draft } = template.build(ds, r);
  return {
    templateId: template.id,
    title: draft.title,
    description: draft.description,
    difficulty_rating: rating(req.difficulty, req.concept, template.complexity),
    estimated_time_minutes: req.estimatedTime,
    category: draft.category ?? DEFAULT_CATEGORY[req.concept],
    tags: [...new Set([req.concept.replace(/_/g, '-'), req.industry, ...draft.tags])].slice(0, 20),
    schema_setup: setupSql(ds, draft.parts),
    correct_solution: draft.solution,
    sample_data_description: describeData(ds, draft.parts),
    source_type: 'generated',
  };
}

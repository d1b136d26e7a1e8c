import { seedFrom } from '../../../kernel/prng';
import { CONCEPTS, type ConceptSlug } from '../concepts';
import type { Candidate } from '../generated-challenge';
import { DEFAULT_CATEGORY, type Difficulty, type Industry, type SqlConcept, TIER_BANDS } from '../generator.constants';
import { rating, TIER_COMPLEXITIES } from '../rating';
import { CONCEPT_TEMPLATES } from './concepts';
import type { QuestionTemplate } from './concepts/template';
import type { Authored } from './authored';
import { buildDataset, describeData, setupSql } from './dataset';
import { FAMILIES } from './families';
import { legacyTeaching } from './legacy-teaching';
import { Random } from './random';
import { explanation, SHAPE_TEMPLATES, shapeTemplatesFor, type ShapeTemplate } from './shapes';

export interface ProceduralRequest {
  difficulty: Difficulty;
  industry: Industry;
  concept: SqlConcept;
  estimatedTime: number;
  /** The n-th question of this (industry, concept) in the batch: rotates through the question templates. */
  ordinal: number;
  attempt: number;
  seed: number;
  /** Ask for one template by id (tests, previews); the rotation is skipped. */
  templateId?: string;
}

/**
 * A procedural candidate: the admin form's fields plus what a catalogue challenge also carries
 * (issue 14): 1–3 taxonomy concepts, 2–3 progressive hints and a markdown explanation.
 */
export interface ProceduralCandidate extends Candidate {
  templateId: string;
  concepts: ConceptSlug[];
  hints: string[];
  explanation: string;
}

type AnyTemplate = QuestionTemplate | ShapeTemplate;
const isShape = (t: AnyTemplate): t is ShapeTemplate => 'shape' in t;

const BANDS = new Map<string, readonly [number, number]>(CONCEPTS.map((c) => [c.slug, c.band]));
/** How far a generated rating may sit outside its main concept's band. */
export const CONCEPT_BAND_SLACK = 150;

/** A shape template's rating for a tier: its own rating, moved into the tier's band (a 50-point grid). */
export function shapeRating(t: ShapeTemplate, difficulty: Difficulty): number {
  const [lo, hi] = TIER_BANDS[difficulty];
  return Math.round(Math.min(hi, Math.max(lo, t.rating)) / 50) * 50;
}

/** Whether the tier's rating stays within the main concept's band (± the slack): otherwise the template is not offered for it. */
export function suitsTier(t: ShapeTemplate, difficulty: Difficulty): boolean {
  const [lo, hi] = BANDS.get(t.concepts[0]!)!;
  const x = shapeRating(t, difficulty);
  return x >= lo - CONCEPT_BAND_SLACK && x <= hi + CONCEPT_BAND_SLACK;
}

/** The tier whose band holds the template's own rating (the natural tier to ask for it). */
export function naturalTier(t: ShapeTemplate): Difficulty {
  const tiers = Object.entries(TIER_BANDS) as Array<[Difficulty, readonly [number, number]]>;
  return (tiers.find(([, [lo, hi]]) => t.rating >= lo && t.rating <= hi) ?? tiers.find(([, [lo]]) => t.rating < lo))?.[0] ?? 'expert';
}

/** [a0, b0, a1, b1, ...] */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

/** The built-in generator: a seeded dataset (a schema family, or one of the shapes) and one concept question on it. */
export function proceduralCandidate(req: ProceduralRequest): ProceduralCandidate {
  const r = new Random(seedFrom(`${req.seed}:${req.industry}:${req.concept}:${req.ordinal}:${req.attempt}`));
  let template: AnyTemplate;
  const forced = req.templateId ? [...SHAPE_TEMPLATES, ...Object.values(CONCEPT_TEMPLATES).flat()].find((t) => t.id === req.templateId) : undefined;
  if (req.templateId && !forced) throw new RangeError(`unknown template ${req.templateId}`);
  if (forced) {
    template = forced;
  } else {
    const all = CONCEPT_TEMPLATES[req.concept];
    const allowed = TIER_COMPLEXITIES[req.difficulty];
    const suited = all.filter((t) => allowed.includes(t.complexity));
    const shapes = shapeTemplatesFor(req.concept).filter((t) => allowed.includes(t.complexity) && suitsTier(t, req.difficulty));
    const pool: AnyTemplate[] = suited.length || shapes.length
      ? [...interleave<AnyTemplate>(suited, shapes), ...(req.attempt >= 4 ? all.filter((t) => !suited.includes(t)) : [])]
      : all;
    template = pool[(req.ordinal + req.attempt) % pool.length]!;
  }
  const seed = Math.floor(r.float() * 2 ** 31);
  if (isShape(template)) return shapeCandidate(template, req, seed).candidate;

  const family = FAMILIES[req.industry];
  const ds = buildDataset(family, seed);
  const { draft } = template.build(ds, r);
  const teaching = legacyTeaching(req.concept, draft.solution);
  return {
    templateId: template.id,
    title: draft.title,
    description: draft.description,
    difficulty_rating: rating(req.difficulty, req.concept, template.complexity),
    estimated_time_minutes: req.estimatedTime,
    category: draft.category ?? DEFAULT_CATEGORY[req.concept],
    tags: [...new Set([req.concept.replace(/_/g, '-'), req.industry, ...draft.tags])].slice(0, 20),
    concepts: [...template.concepts],
    schema_setup: setupSql(ds, draft.parts),
    correct_solution: draft.solution,
    sample_data_description: describeData(ds, draft.parts),
    source_type: 'generated',
    hints: teaching.hints,
    explanation: teaching.explanation,
    ...authoredFields(draft.authored),
  };
}

/** The candidate's author queries (issue 32), in the content files' field names. */
function authoredFields(a: Authored): Pick<Candidate, 'accepts' | 'rejects' | 'invariants'> {
  return { accepts: a.accepts, rejects: a.rejects, ...(a.invariants?.length ? { invariants: a.invariants } : {}) };
}

/** One shape template's candidate, with the output columns its description names. */
export function shapeCandidate(t: ShapeTemplate, req: Pick<ProceduralRequest, 'difficulty' | 'industry' | 'concept' | 'estimatedTime'>, seed: number): { candidate: ProceduralCandidate; columns: string[] } {
  const c = t.build(req.industry, new Random(seed));
  return {
    columns: c.columns,
    candidate: {
      templateId: t.id,
      title: c.title,
      description: c.description,
      difficulty_rating: shapeRating(t, req.difficulty),
      estimated_time_minutes: req.estimatedTime,
      category: t.category,
      tags: [...new Set([req.concept.replace(/_/g, '-'), req.industry, t.shape, ...c.tags])].slice(0, 20),
      concepts: [...t.concepts],
      schema_setup: c.setup,
      correct_solution: c.solution,
      sample_data_description: c.data,
      source_type: 'generated',
      hints: c.hints,
      explanation: explanation(c.approach, c.solution, c.mistakes),
      ...authoredFields(c.authored),
    },
  };
}

import { z } from 'zod';
import { CHALLENGE_CATEGORIES } from '../domain/challenge-fields';
import { CONCEPT_SLUGS, isConcept, MAX_CONCEPTS } from '../domain/concepts';
import { INDUSTRIES } from '../domain/catalogue-challenge';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const block = (max: number) => z.string().max(max, `must be at most ${max} characters`).refine((s) => s.trim().length > 0, 'must not be empty');

/**
 * One content file (content/challenges/<industry>/<slug>.yaml): the admin form's fields in the API's
 * names, so an exported challenge imports unchanged. The data comes either inline (`schema_setup`) or
 * from a shared dataset file (`dataset: <name>` for content/datasets/<name>.sql), never both.
 */
export const ContentFileSchema = z
  .strictObject({
    slug: z.string().regex(SLUG, 'must be kebab-case (a-z, 0-9 and single dashes)').max(80),
    title: z.string().trim().min(1).max(200),
    industry: z.enum(INDUSTRIES, { message: `must be one of: ${INDUSTRIES.join(', ')}` }),
    category: z.enum(CHALLENGE_CATEGORIES, { message: `must be one of: ${CHALLENGE_CATEGORIES.join(', ')}` }),
    difficulty_rating: z.number().int().min(800).max(2000).refine((r) => r % 50 === 0, 'must be a multiple of 50'),
    rating_note: z.string().trim().min(10, 'say why in a sentence').max(500).optional(),
    estimated_time_minutes: z.number().int().min(3).max(20),
    concepts: z
      .array(z.string())
      .min(1, 'at least one concept')
      .max(MAX_CONCEPTS, `at most ${MAX_CONCEPTS} concepts`)
      .refine((l) => new Set(l).size === l.length, 'concepts repeat')
      .refine((l) => l.every(isConcept), { message: `unknown concept; known: ${CONCEPT_SLUGS.join(', ')}` }),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    dataset: z.string().regex(SLUG, 'must name a file of content/datasets without .sql').optional(),
    schema_setup: block(2_000_000).optional(),
    description: block(20_000),
    sample_data_description: block(10_000),
    correct_solution: block(20_000),
    hidden_datasets: z.array(block(200_000)).max(6).optional(),
    accepts: z.array(block(20_000)).max(12).optional(),
    rejects: z
      .array(
        z.strictObject({
          sql: block(20_000),
          why: z.string().trim().min(10, 'say why it is wrong in a sentence').max(500),
          case: z.string().trim().min(5).max(160).optional(),
        }),
      )
      .max(20)
      .optional(),
    invariants: z.array(block(20_000)).max(12).optional(),
    checks: z
      .array(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a table name of the setup'))
      .min(1)
      .max(6)
      .refine((l) => new Set(l).size === l.length, 'checks repeat')
      .optional(),
    clone_notes: z
      .array(z.strictObject({ of: z.string().regex(SLUG, 'must be the slug of the other challenge'), why: z.string().trim().min(10, 'say why the pair is not a clone in a sentence').max(500) }))
      .max(10)
      .optional(),
    hints: z.array(z.string().trim().min(1).max(2_000)).min(2, 'write 2–3 hints').max(3, 'write 2–3 hints'),
    explanation: block(50_000),
  })
  .refine((f) => (f.dataset === undefined) !== (f.schema_setup === undefined), {
    message: 'give either dataset (a shared file) or schema_setup (inline), exactly one',
    path: ['dataset'],
  });
export type ContentFile = z.output<typeof ContentFileSchema>;

/** The order fields are written in, so exported files read top to bottom like the admin form. */
export const CONTENT_FIELD_ORDER: ReadonlyArray<keyof ContentFile> = [
  'slug', 'title', 'industry', 'category', 'difficulty_rating', 'rating_note', 'estimated_time_minutes', 'concepts', 'tags',
  'dataset', 'description', 'sample_data_description', 'checks', 'correct_solution', 'hints', 'explanation', 'accepts', 'rejects', 'invariants', 'clone_notes', 'hidden_datasets', 'schema_setup',
];

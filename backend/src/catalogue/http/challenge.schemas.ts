import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { DIFFICULTY_CATEGORIES } from '../../../../contracts/src';
import { answer } from '../../platform/http/api-answer';
import { rowId } from '../../platform/http/row-id';
import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES } from '../application/challenge.entity';
import { MAX_HIDDEN_DATASET_CHARS, MAX_HIDDEN_DATASETS } from '../../grading';
import { CONCEPT_SLUGS, isConcept, MAX_CONCEPTS } from '../domain/concepts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** expected_output: a JSON array of row objects, held as text (empty means "compute it at validation"). */
const expectedOutput = z
  .string()
  .max(1_000_000)
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON: an array of row objects' });
      return;
    }
    if (!Array.isArray(parsed) || parsed.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of row objects, e.g. [{"id": 1}]' });
    }
  });

/**
 * hidden_datasets: the author's extra hidden datasets, each a SQL script applied after schema_setup
 * (INSERT/UPDATE/DELETE on its tables; what the statements may do is checked on the parse tree and in
 * the sandbox by the service). Admin-only: never in a learner's answer.
 */
const hiddenDatasets = z.unknown().transform((value, ctx): string[] => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!Array.isArray(value)) return fail('must be a list of SQL scripts');
  if (value.length > MAX_HIDDEN_DATASETS) return fail(`at most ${MAX_HIDDEN_DATASETS} hidden datasets are allowed`);
  const problems = value.flatMap((s: unknown, i) => {
    if (typeof s !== 'string') return [`dataset ${i + 1} must be a SQL script (a string)`];
    if (!s.trim()) return [`dataset ${i + 1} is empty: write INSERT, UPDATE or DELETE statements, or remove it`];
    if (s.trim().length > MAX_HIDDEN_DATASET_CHARS) return [`dataset ${i + 1} is longer than ${MAX_HIDDEN_DATASET_CHARS} characters`];
    return [];
  });
  return problems.length ? fail(problems.join('; ')) : value.map((s: string) => s.trim());
});

/**
 * accepts / rejects (issue 32): the author's faithful readings of the text and plausible wrong answers.
 * Validation never keeps a hidden dataset on which an accepted query differs from the reference, and fails
 * when one does on the sample or an author dataset, or when a rejected query passes every dataset.
 */
const MAX_AUTHOR_QUERIES = 20;
const acceptsField = z
  .array(z.string().max(20_000, 'each query must be at most 20,000 characters'))
  .max(MAX_AUTHOR_QUERIES, `at most ${MAX_AUTHOR_QUERIES} accepted queries`)
  .transform((list) => list.map((q) => q.trim()).filter((q) => q.length > 0));
const rejectsField = z
  .array(
    z.strictObject({
      sql: z.string().max(20_000, 'each query must be at most 20,000 characters').refine((s) => s.trim().length > 0, 'sql is required'),
      why: text(500).min(1, 'say why it is wrong'),
      case: text(160).nullish().transform((v) => v || undefined),
    }),
  )
  .max(MAX_AUTHOR_QUERIES, `at most ${MAX_AUTHOR_QUERIES} rejected queries`)
  .transform((list) => list.map((r) => ({ sql: r.sql.trim(), why: r.why, ...(r.case ? { case: r.case } : {}) })));
/** A data-changing challenge (issue 37): the tables its one INSERT/UPDATE/DELETE is graded by (empty: a query challenge). */
const checksField = z
  .array(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'each check is a table name of the setup (lower case)').max(63))
  .max(6, 'at most 6 checked tables')
  .refine((l) => new Set(l).size === l.length, 'checks repeat');

export const MAX_HINTS = 3;

/** hints: 0–3 progressive hints, each a short text (blank lines of the form are dropped). */
const hints = z
  .array(z.string().max(2_000, 'each hint must be at most 2,000 characters'))
  .transform((list) => list.map((h) => h.trim()).filter((h) => h.length > 0))
  .refine((list) => list.length <= MAX_HINTS, `at most ${MAX_HINTS} hints are allowed`);

/** explanation: markdown shown after the day is resolved (approach, commented solution, common mistakes). */
const explanation = z
  .string()
  .max(50_000, 'must be at most 50,000 characters')
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

/**
 * concepts: 0–3 slugs of the concept taxonomy (issue 14), the main one first; duplicates are dropped,
 * an unknown slug is a 400 naming it. Optional in the API so that older clients keep working.
 */
const concepts = z
  .array(z.string().trim().max(60))
  .transform((list) => [...new Set(list)])
  .superRefine((list, ctx) => {
    const unknown = list.filter((k) => !isConcept(k));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown concept(s): ${unknown.join(', ')} (see GET /admin/challenges/concepts)` });
    if (list.length > MAX_CONCEPTS) ctx.addIssue({ code: 'custom', message: `at most ${MAX_CONCEPTS} concepts are allowed` });
  });

export const ChallengeFieldsSchema = z.strictObject({
  title: text(200).min(1, 'field required'),
  description: text(20_000).min(1, 'field required'),
  difficulty_rating: z
    .number()
    .int()
    .min(800, 'must be at least 800')
    .max(2000, 'must be at most 2000')
    .refine((r) => r % 50 === 0, 'must be a multiple of 50')
    .default(1200),
  estimated_time_minutes: z.number().int().min(1, 'must be at least 1').max(60, 'must be at most 60').default(5),
  category: z
    .union([z.enum(CHALLENGE_CATEGORIES), z.literal('')])
    .nullish()
    .transform((v) => v || null),
  status: z.enum(CHALLENGE_STATUSES).default('active'),
  schema_setup: z.string().max(2_000_000).refine((s) => s.trim().length > 0, 'field required'),
  sample_data_description: text(10_000).nullish().transform((v) => v || null),
  expected_output: expectedOutput,
  correct_solution: z.string().max(20_000).refine((s) => s.trim().length > 0, 'field required'),
  tags: z.array(text(40).min(1)).max(20).default([]),
  concepts: concepts.default([]),
  source_type: z.enum(['manual', 'generated', 'ai_generated']).default('manual'),
  hidden_datasets: hiddenDatasets.default([]),
  accepts: acceptsField.default([]),
  rejects: rejectsField.default([]),
  invariants: acceptsField.default([]),
  checks: checksField.default([]),
  hints: hints.default([]),
  explanation,
});
export type ChallengeFields = z.output<typeof ChallengeFieldsSchema>;
export class CreateChallengeDto extends createZodDto(ChallengeFieldsSchema) {}

/**
 * PUT sends the whole edit form again, including its id (which must match the path). The form has no
 * tags or source type (spec §7): when they are absent they keep their stored values, not the defaults;
 * so do hidden_datasets.
 */
export const UpdateChallengeSchema = ChallengeFieldsSchema.extend({
  id: rowId().optional(),
  tags: z.array(text(40).min(1)).max(20).optional(),
  /** Absent: the stored concepts are kept. */
  concepts: concepts.optional(),
  source_type: z.enum(['manual', 'generated', 'ai_generated']).optional(),
  /** Absent: the stored hidden datasets are kept (the spec's edit form does not send them). */
  hidden_datasets: hiddenDatasets.optional(),
  /** Absent: the stored author queries are kept. */
  accepts: acceptsField.optional(),
  rejects: rejectsField.optional(),
  invariants: acceptsField.optional(),
  checks: checksField.optional(),
  /** Absent: the stored hints are kept; so is the explanation (null clears it). */
  hints: hints.optional(),
  explanation: explanation.optional(),
});
export type UpdateChallengeFields = z.output<typeof UpdateChallengeSchema>;
export class UpdateChallengeDto extends createZodDto(UpdateChallengeSchema) {}

export const MarkEquivalentSchema = z.strictObject({
  sql: z.string().max(40_000).refine((s) => s.trim().length > 0, 'field required'),
  reason: text(500).min(10, 'say in a sentence why no data can tell it apart'),
});
export class MarkEquivalentDto extends createZodDto(MarkEquivalentSchema) {}

export const AcceptQuerySchema = z.strictObject({
  sql: z.string().max(20_000, 'must be at most 20,000 characters').refine((s) => s.trim().length > 0, 'field required'),
});
export class AcceptQueryDto extends createZodDto(AcceptQuerySchema) {}

export const ListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only challenges carrying this concept (a taxonomy slug). */
  concept: z
    .string()
    .trim()
    .optional()
    .refine((k) => k === undefined || isConcept(k), { message: 'unknown concept (see GET /admin/challenges/concepts)' }),
});
export class ListQueryDto extends createZodDto(ListQuerySchema) {}

/* ---- Answers (documented in the OpenAPI document; the client's types are generated from them) ---- */

const nullableCount = z.number().int().nullable();

/** The mutation analysis of the last validation (issue 11); null until one measured it. */
const mutationNumbers = {
  /** killed / (killed + surviving) */
  mutation_score: z.number().nullable().describe('killed / (killed + surviving); null until a validation measured it'),
  mutants_total: nullableCount,
  /** A count: mutants no hidden dataset tells apart from the reference. */
  mutants_surviving: nullableCount.describe('a count: mutants no hidden dataset tells apart from the reference'),
};

export const AdminChallengeListItemSchema = answer(
  'AdminChallengeListItem',
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    difficulty_rating: z.number().int(),
    difficulty_category: z.enum(DIFFICULTY_CATEGORIES),
    estimated_time_minutes: z.number().int(),
    category: z.enum(CHALLENGE_CATEGORIES).nullable(),
    status: z.enum(CHALLENGE_STATUSES),
    source_type: z.string(),
    tags: z.array(z.string()),
    concepts: z.array(z.string()).describe('0–3 slugs of the concept taxonomy, the main one first'),
    total_attempts: z.number().int(),
    success_rate: z.number().describe('fraction 0 to 1'),
    created_at: z.string(),
    validated: z.boolean(),
    validated_at: z.string().nullable(),
    validation_error: z.string().nullable(),
    ...mutationNumbers,
    calibrated_rating: z.number().int().nullable().describe('Glicko-2 rating learned from first attempts (issue 15); null before any assignment'),
    rating_deviation: z.number().nullable().describe('the calibrated rating’s deviation (350 at the author’s prior)'),
    rating_provisional: z.boolean().describe('deviation above 110: the daily pick still uses difficulty_rating'),
    rating_drift_flag: z.boolean().describe('calibrated and authored ratings more than 200 apart'),
    first_attempts: z.number().int().describe('first attempts the calibration has counted'),
  }),
);

/** A mutant of the reference that the hidden datasets do not catch (it may be equivalent to the reference). */
export const SurvivingMutantSchema = answer('SurvivingMutant', z.object({ kind: z.string(), description: z.string(), sql: z.string() }));

/** The admin full view: adds the author's hidden datasets and the surviving mutants (admin-only). */
export const AdminChallengeSchema = answer(
  'AdminChallenge',
  AdminChallengeListItemSchema.extend({
    schema_setup: z.string(),
    sample_data_description: z.string().nullable(),
    expected_output: z.string().nullable().describe('a JSON array of row objects, held as text'),
    correct_solution: z.string(),
    average_completion_time: z.number().describe('seconds'),
    updated_at: z.string(),
    created_by: z.number().int().nullable(),
    order_matters: z.boolean().nullable(),
    hidden_datasets: z.array(z.string()).describe('author-written hidden datasets: SQL scripts applied after schema_setup'),
    accepts: z.array(z.string()).describe('faithful readings of the text: each must pass every graded dataset'),
    rejects: z.array(z.object({ sql: z.string(), why: z.string(), case: z.string().optional() })).describe('plausible wrong answers: each must fail some graded dataset'),
    invariants: z.array(z.string()).describe('rules the text states, each a query returning no row on every graded dataset'),
    checks: z.array(z.string()).describe('a data-changing challenge: the tables its statement is graded by (empty for a query challenge)'),
    marked_equivalent: z.array(z.object({ sql: z.string(), reason: z.string(), marked_by: z.number().int().nullable(), marked_at: z.string().nullable() }))
      .describe('surviving mutants an admin marked equivalent, with why (left out of the score)'),
    mutants_marked_equivalent: z.number().int().describe('how many mutants of the last validation were left out as marked equivalent'),
    hints: z.array(z.string()).describe('0–3 progressive hints, revealed one at a time to learners'),
    explanation: z.string().nullable().describe('markdown shown to learners once their day is resolved'),
    mutants_killed: nullableCount,
    mutants_dropped: nullableCount,
    surviving_mutants: z.array(SurvivingMutantSchema),
    mutation_threshold: z.number().describe('the score validation currently demands (MUTATION_SCORE_THRESHOLD)'),
  }),
);

export const AdminChallengePageSchema = answer(
  'AdminChallengePage',
  z.object({
    challenges: z.array(AdminChallengeListItemSchema),
    page: z.number().int(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
    mutation_threshold: z.number(),
  }),
);

/** One concept of the taxonomy with the catalogue's coverage of it (issue 14). */
export const ConceptCoverageSchema = answer(
  'ConceptCoverage',
  z.object({
    slug: z.enum(CONCEPT_SLUGS as [string, ...string[]]),
    name: z.string(),
    description: z.string(),
    rating_band: z.tuple([z.number().int(), z.number().int()]).describe('the typical difficulty_rating [low, high] of a challenge built around it'),
    challenges: z.number().int().describe('challenges carrying it, any status'),
    active_validated: z.number().int().describe('active, validated challenges carrying it: what the daily pick can choose from'),
  }),
);

export const ConceptCoveragePageSchema = answer(
  'ConceptCoveragePage',
  z.object({
    concepts: z.array(ConceptCoverageSchema),
    active_validated_total: z.number().int().describe('active, validated challenges in all'),
    active_validated_untagged: z.number().int().describe('active, validated challenges without any concept'),
  }),
);

/** The catalogue's depth per rating (issue 14): what the daily pick has to offer a learner at each level. */
export const CatalogueCoverageSchema = answer(
  'CatalogueCoverage',
  z.object({
    bands: z
      .array(
        z.object({
          band_start: z.number().int().describe('first rating of the 100-point band'),
          band_end: z.number().int().describe('last rating of the band'),
          challenges: z.number().int().describe('challenges rated in the band, any status'),
          active_validated: z.number().int().describe('active, validated ones: what the daily pick can choose from'),
        }),
      )
      .describe('800–899 … 2000 (the scale ends at 2000)'),
    ratings: z
      .array(
        z.object({
          rating: z.number().int().describe('a learner ELO'),
          within_200: z.number().int().describe('active validated challenges within ±200 of it: days of practice at that level for a new learner staying there'),
          days_before_dry: z.number().int().describe('days before the daily pick runs dry for a new learner: every active validated challenge, nearest first'),
        }),
      )
      .describe('ratings 800 to 2000 in steps of 100'),
    industries: z.array(z.object({ industry: z.string(), challenges: z.number().int() })).describe('active validated challenges per industry (seeded ones; admin-made ones have none)'),
    active_validated_total: z.number().int(),
  }),
);

/** A challenge as a content file (issue 14): the same YAML as content/challenges/<industry>/<slug>.yaml. */
export const ChallengeExportSchema = answer(
  'ChallengeExport',
  z.object({
    slug: z.string().describe('its slug, or one made from the title and id for an admin-made challenge'),
    path: z.string().describe('where the file belongs under content/'),
    yaml: z.string().describe('the file; `npm run content -- import` and the seeding read it'),
  }),
);

export const ChallengeValidationSchema = answer(
  'ChallengeValidation',
  z.object({
    success: z.boolean(),
    validated: z.boolean(),
    validated_at: z.string(),
    error: z.string().nullable(),
    ...mutationNumbers,
    mutation_threshold: z.number(),
  }),
);

export const ValidateAllResultSchema = answer(
  'ValidateAllResult',
  z.object({
    passed: z.number().int(),
    failed: z.number().int(),
    total: z.number().int(),
    results: z.array(
      z.object({ id: z.number().int(), title: z.string(), success: z.boolean(), error: z.string().nullable(), ...mutationNumbers }),
    ),
    ...mutationNumbers,
    mutation_threshold: z.number(),
  }),
);

export const ChallengeRemovalSchema = answer('ChallengeRemoval', z.object({ action: z.enum(['deleted', 'archived']) }));

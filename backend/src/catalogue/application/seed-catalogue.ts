import { createHash } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import type { NewEvent, StreamAppend } from '../../platform/eventstore/event-store.port';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { catalogueContent } from '../content';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { authorQueriesOf, hasAuthorQueries } from '../domain/author-queries';
import { type ContentColumns } from '../domain/challenge-columns';
import { challengeStream } from './challenge-rows';

export interface SeedCatalogueResult {
  /** Slugs inserted by this call (version 1). */
  inserted: string[];
  /** Slugs whose file changed since they were seeded: now at the file's next version, to be validated again. */
  updated: string[];
  /** Slugs already at the file's version (or kept as they are, see `kept`). */
  existing: string[];
  /** Slugs whose file changed but whose row an admin edited since it was seeded: the row is kept. */
  kept: string[];
}

/** Seeds the content files (at start with SEED_DEMO, and `npm run content -- import`): see SeedCatalogueHandler. */
export class SeedCatalogueCommand extends Command<SeedCatalogueResult> {
  constructor(
    readonly adminId: number | null,
    readonly challenges: readonly CatalogueChallenge[] = catalogueContent().challenges,
  ) {
    super();
  }
}

type SeededFields = ContentColumns;

const FIELDS: ReadonlyArray<keyof SeededFields> = [
  'title', 'description', 'difficulty_rating', 'estimated_time_minutes', 'category', 'schema_setup', 'sample_data_description',
  'correct_solution', 'tags', 'concepts', 'hidden_datasets', 'hints', 'explanation', 'industry', 'author_queries',
];

function fieldsOf(c: CatalogueChallenge): SeededFields {
  return {
    title: c.title,
    description: c.description,
    difficulty_rating: c.difficulty_rating,
    estimated_time_minutes: c.estimated_time_minutes,
    category: c.category,
    schema_setup: c.schema_setup,
    sample_data_description: c.sample_data_description,
    correct_solution: c.correct_solution,
    tags: c.tags,
    concepts: (c.concepts ?? []).slice(0, 3),
    hidden_datasets: c.hidden_datasets ?? [],
    hints: (c.hints ?? []).slice(0, 3),
    explanation: c.explanation ?? null,
    industry: c.industry,
    author_queries: authorQueriesOf(c),
  };
}

/** The version fingerprint of a challenge's seeded fields (the same for a file and for the row it made). */
export function contentHash(fields: SeededFields): string {
  // A file without author queries hashes as it did before they existed, so no seeded row reads as edited.
  const keys = hasAuthorQueries(fields.author_queries) ? FIELDS : FIELDS.filter((k) => k !== 'author_queries');
  const canonical = { ...fields, author_queries: authorQueriesOf(fields.author_queries) };
  return createHash('sha256').update(JSON.stringify(keys.map((k) => canonical[k]))).digest('hex');
}

type Row = SeededFields & { id: number; content_hash: string | null; content_version: number };

const GRADING_FIELDS: ReadonlyArray<keyof SeededFields> = ['schema_setup', 'correct_solution', 'hidden_datasets', 'author_queries'];

/**
 * Seeds the content files (issue 14): idempotent by slug and versioned by the hash of the seeded
 * fields. A missing slug is inserted (active, manual, unvalidated; the caller validates it) with
 * ChallengeCreated. A slug whose file changed since it was seeded takes the new fields as its next
 * content_version with ChallengeUpdated — and must be validated again when what grading depends on
 * changed — unless an admin edited the row since it was seeded: then the row is kept and reported.
 * Existing attempts are never re-graded here (an admin decision).
 *
 * The rows and their events commit in one transaction (the events in one append statement), so a
 * challenge's whole history is in its `challenge-<id>` stream. Seeders are serialised by a lock held
 * for the transaction: several processes starting at once seed once.
 */
@CommandHandler(SeedCatalogueCommand)
export class SeedCatalogueHandler implements ICommandHandler<SeedCatalogueCommand> {
  constructor(private readonly events: TransactionalEvents) {}

  async execute({ adminId, challenges }: SeedCatalogueCommand): Promise<SeedCatalogueResult> {
    return this.events.runMany(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sqldaily:seed-catalogue'))`);
      return seedIn(tx, adminId, challenges);
    });
  }
}

/** seedCatalogue without the command bus (the start-up and the content CLI run before or without it). */
export const seedCatalogue = (events: TransactionalEvents, adminId: number | null, challenges?: readonly CatalogueChallenge[]): Promise<SeedCatalogueResult> =>
  new SeedCatalogueHandler(events).execute(new SeedCatalogueCommand(adminId, challenges));

const seededEvent = (type: 'ChallengeCreated' | 'ChallengeUpdated', data: Record<string, unknown>, adminId: number | null): NewEvent => ({
  type,
  data,
  metadata: { actorId: adminId, source: 'content' },
});

/** ChallengeCreated's fields as an admin's create sends them (author queries as accepts/rejects/invariants), plus what seeding adds. */
function createdData(id: number, slug: string, f: SeededFields, hash: string): Record<string, unknown> {
  const { author_queries: aq, ...fields } = f;
  return {
    challengeId: id, slug, ...fields, status: 'active', source_type: 'manual', expected_output: null,
    accepts: aq.accepts, rejects: aq.rejects, invariants: aq.invariants ?? [], ...(aq.checks?.length ? { checks: aq.checks } : {}), content_hash: hash, content_version: 1,
  };
}

async function seedIn(tx: EntityManager, adminId: number | null, challenges: readonly CatalogueChallenge[]): Promise<{ result: SeedCatalogueResult; appends: StreamAppend[] }> {
  const result: SeedCatalogueResult = { inserted: [], updated: [], existing: [], kept: [] };
  const appends: StreamAppend[] = [];
  // One read for the usual restart, where every file is already seeded at its version.
  const seeded = new Map(
    ((await tx.query(`SELECT slug, content_hash FROM challenges WHERE slug = ANY($1::text[])`, [challenges.map((c) => c.slug)])) as Array<{ slug: string; content_hash: string | null }>).map(
      (r) => [r.slug, r.content_hash],
    ),
  );
  const fresh: Array<{ slug: string; f: SeededFields; hash: string }> = [];
  for (const c of challenges) {
    const f = fieldsOf(c);
    const hash = contentHash(f);
    if (seeded.get(c.slug) === hash) result.existing.push(c.slug);
    else if (!seeded.has(c.slug)) fresh.push({ slug: c.slug, f, hash });
    else await reseed(tx, adminId, c.slug, f, hash, result, appends);
  }
  if (fresh.length) {
    // one statement for a first start's few hundred rows, ids in file order
    const rows = (await tx.query(
      `INSERT INTO challenges
         (slug, title, description, difficulty_rating, estimated_time_minutes, category, status,
          schema_setup, sample_data_description, expected_output, correct_solution, source_type, tags,
          created_by, validated, hidden_datasets, hints, explanation, concepts, industry, content_hash, content_version, author_queries)
       SELECT r.slug, r.title, r.description, r.difficulty_rating, r.estimated_time_minutes, r.category, 'active',
              r.schema_setup, r.sample_data_description, NULL, r.correct_solution, 'manual', r.tags,
              $2, false, r.hidden_datasets, r.hints, r.explanation, r.concepts, r.industry, r.content_hash, 1, r.author_queries
         FROM jsonb_to_recordset($1::jsonb) AS r(slug text, title text, description text, difficulty_rating int, estimated_time_minutes int,
              category text, schema_setup text, sample_data_description text, correct_solution text, tags text[], hidden_datasets text[], hints text[],
              explanation text, concepts text[], industry text, content_hash text, author_queries jsonb, ord int)
        ORDER BY r.ord
       ON CONFLICT (slug) DO NOTHING
       RETURNING id, slug`,
      [JSON.stringify(fresh.map(({ slug, f, hash }, ord) => ({ slug, ...f, content_hash: hash, ord }))), adminId],
    )) as Array<{ id: number; slug: string }>;
    const ids = new Map(rows.map((r) => [r.slug, r.id]));
    for (const { slug, f, hash } of fresh) {
      const id = ids.get(slug);
      if (id === undefined) {
        result.existing.push(slug);
        continue;
      }
      result.inserted.push(slug);
      appends.push({ streamId: challengeStream(id), expected: 'no_stream', events: [seededEvent('ChallengeCreated', createdData(id, slug, f, hash), adminId)] });
    }
  }
  return { result, appends };
}

/** The rows an UPDATE … RETURNING answered (TypeORM answers an UPDATE as [rows, count]). */
const returning = <R>(result: unknown): R[] => (Array.isArray(result) && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result) as R[];

/** A slug already seeded whose file's version differs from the row's. */
async function reseed(tx: EntityManager, adminId: number | null, slug: string, f: SeededFields, hash: string, result: SeedCatalogueResult, appends: StreamAppend[]): Promise<void> {
  const [row] = (await tx.query(`SELECT id, ${FIELDS.join(', ')}, content_hash, content_version FROM challenges WHERE slug = $1`, [slug])) as Row[];
  if (!row || row.content_hash === hash) {
    result.existing.push(slug);
    return;
  }
  if (row.content_hash === null) {
    const changes = await adoptLegacyRow(tx, row, f, hash);
    if (changes) appends.push({ streamId: challengeStream(row.id), events: [seededEvent('ChallengeUpdated', { challengeId: row.id, changes, invalidated: false }, adminId)] });
    result.existing.push(slug);
    return;
  }
  // The row no longer holds what it was last seeded with: an admin changed it, and their edit wins.
  if (contentHash(row) !== row.content_hash) {
    result.kept.push(slug);
    return;
  }
  const differs = (k: keyof SeededFields) =>
    k === 'author_queries' ? JSON.stringify(authorQueriesOf(row.author_queries)) !== JSON.stringify(authorQueriesOf(f.author_queries)) : JSON.stringify(row[k]) !== JSON.stringify(f[k]);
  const regrade = GRADING_FIELDS.some(differs);
  const updated = returning<{ content_version: number }>(await tx.query(
    `UPDATE challenges SET title = $2, description = $3, difficulty_rating = $4, estimated_time_minutes = $5, category = $6,
            schema_setup = $7, sample_data_description = $8, correct_solution = $9, tags = $10::text[], concepts = $11::text[],
            hidden_datasets = $12::text[], hints = $13::text[], explanation = $14, industry = $15, author_queries = $18::jsonb,
            content_hash = $16, content_version = content_version + 1, updated_at = now()
            ${regrade ? ', validated = false, validated_at = NULL, validation_error = NULL, grading = NULL, mutation_report = NULL' : ''}
      WHERE id = $1 AND content_hash = $17
      RETURNING content_version`,
    [
      row.id, f.title, f.description, f.difficulty_rating, f.estimated_time_minutes, f.category, f.schema_setup, f.sample_data_description,
      f.correct_solution, f.tags, f.concepts, f.hidden_datasets, f.hints, f.explanation, f.industry, hash, row.content_hash,
      JSON.stringify(f.author_queries),
    ],
  ));
  if (!updated.length) {
    result.existing.push(slug);
    return;
  }
  const changes = Object.fromEntries(FIELDS.filter(differs).map((k) => [k, k === 'author_queries' ? authorQueriesOf(f.author_queries) : f[k]]));
  appends.push({
    streamId: challengeStream(row.id),
    events: [seededEvent('ChallengeUpdated', { challengeId: row.id, changes: { ...changes, content_hash: hash, content_version: updated[0]!.content_version }, invalidated: regrade }, adminId)],
  });
  result.updated.push(slug);
}

/**
 * A row seeded before content versions existed: its hints, explanation and concepts are filled once when
 * it has none (never overwriting an admin's own), and it is adopted as version 1 when it then matches
 * the file. A row that differs stays unversioned and is never updated from files (an admin may have
 * edited it before versions were recorded). Answers the changed columns (null when none changed).
 */
async function adoptLegacyRow(tx: EntityManager, row: Row, f: SeededFields, hash: string): Promise<Record<string, unknown> | null> {
  const next = { ...row };
  if (!row.hints.length && row.explanation === null) Object.assign(next, { hints: f.hints, explanation: f.explanation });
  if (!row.concepts.length) next.concepts = f.concepts;
  if (row.industry === null) next.industry = f.industry;
  const adopt = contentHash(next) === hash;
  const updated = returning(await tx.query(
    `UPDATE challenges SET hints = $2::text[], explanation = $3, concepts = $4::text[], industry = $5,
            content_hash = CASE WHEN $6 THEN $7 ELSE NULL END, content_version = CASE WHEN $6 THEN 1 ELSE 0 END
      WHERE id = $1 AND content_hash IS NULL
      RETURNING id`,
    [row.id, next.hints, next.explanation, next.concepts, next.industry, adopt, hash],
  ));
  if (!updated.length) return null;
  const filled = (['hints', 'explanation', 'concepts', 'industry'] as const).filter((k) => JSON.stringify(row[k]) !== JSON.stringify(next[k]));
  return { ...Object.fromEntries(filled.map((k) => [k, next[k]])), content_hash: adopt ? hash : null, content_version: adopt ? 1 : 0 };
}

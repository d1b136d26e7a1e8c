import { createHash } from 'node:crypto';
import { catalogueContent } from '../content';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { authorQueriesOf, hasAuthorQueries, type AuthorQueriesColumn } from '../domain/author-queries';

/** What seeding needs of a database: a DataSource, a pg Pool or a client all fit. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

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

interface SeededFields {
  title: string;
  description: string;
  difficulty_rating: number;
  estimated_time_minutes: number;
  category: string | null;
  schema_setup: string;
  sample_data_description: string | null;
  correct_solution: string;
  tags: string[];
  concepts: string[];
  hidden_datasets: string[];
  hints: string[];
  explanation: string | null;
  industry: string | null;
  author_queries: AuthorQueriesColumn;
}

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
 * fields. A missing slug is inserted (active, manual, unvalidated; the caller validates it). A slug whose
 * file changed since it was seeded takes the new fields as its next content_version — and must be
 * validated again when what grading depends on changed — unless an admin edited the row since it was
 * seeded: then the row is kept and reported. Existing attempts are never re-graded here (an admin
 * decision). Safe from several processes at once (ON CONFLICT on the slug, guarded updates).
 */
export async function seedCatalogue(
  db: Queryable,
  adminId: number | null,
  challenges: readonly CatalogueChallenge[] = catalogueContent().challenges,
): Promise<SeedCatalogueResult> {
  const result: SeedCatalogueResult = { inserted: [], updated: [], existing: [], kept: [] };
  // One read for the usual restart, where every file is already seeded at its version.
  const seeded = new Map(
    ((await db.query(`SELECT slug, content_hash FROM challenges WHERE slug = ANY($1::text[])`, [challenges.map((c) => c.slug)])) as Array<{ slug: string; content_hash: string | null }>).map(
      (r) => [r.slug, r.content_hash],
    ),
  );
  for (const c of challenges) {
    const f = fieldsOf(c);
    const hash = contentHash(f);
    if (seeded.get(c.slug) === hash) {
      result.existing.push(c.slug);
      continue;
    }
    const rows = (await db.query(
      `INSERT INTO challenges
         (slug, title, description, difficulty_rating, estimated_time_minutes, category, status,
          schema_setup, sample_data_description, expected_output, correct_solution, source_type, tags,
          created_by, validated, hidden_datasets, hints, explanation, concepts, industry, content_hash, content_version, author_queries)
       VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $8, NULL, $9, 'manual', $10::text[], $11, false, $12::text[], $13::text[], $14, $15::text[], $16, $17, 1, $18::jsonb)
       ON CONFLICT (slug) DO NOTHING
       RETURNING id`,
      [
        c.slug, f.title, f.description, f.difficulty_rating, f.estimated_time_minutes, f.category, f.schema_setup,
        f.sample_data_description, f.correct_solution, f.tags, adminId, f.hidden_datasets, f.hints, f.explanation, f.concepts, f.industry, hash,
        JSON.stringify(f.author_queries),
      ],
    )) as Array<{ id: number }>;
    if (rows.length) {
      result.inserted.push(c.slug);
      continue;
    }
    const [row] = (await db.query(
      `SELECT id, ${FIELDS.join(', ')}, content_hash, content_version FROM challenges WHERE slug = $1`,
      [c.slug],
    )) as Row[];
    if (!row || row.content_hash === hash) {
      result.existing.push(c.slug);
      continue;
    }
    if (row.content_hash === null) {
      await adoptLegacyRow(db, row, f, hash);
      result.existing.push(c.slug);
      continue;
    }
    // The row no longer holds what it was last seeded with: an admin changed it, and their edit wins.
    if (contentHash(row) !== row.content_hash) {
      result.kept.push(c.slug);
      continue;
    }
    const regrade = GRADING_FIELDS.some((k) => k === 'author_queries'
      ? JSON.stringify(authorQueriesOf(row.author_queries)) !== JSON.stringify(authorQueriesOf(f.author_queries))
      : JSON.stringify(row[k]) !== JSON.stringify(f[k]));
    const updated = (await db.query(
      `UPDATE challenges SET title = $2, description = $3, difficulty_rating = $4, estimated_time_minutes = $5, category = $6,
              schema_setup = $7, sample_data_description = $8, correct_solution = $9, tags = $10::text[], concepts = $11::text[],
              hidden_datasets = $12::text[], hints = $13::text[], explanation = $14, industry = $15, author_queries = $18::jsonb,
              content_hash = $16, content_version = content_version + 1, updated_at = now()
              ${regrade ? ', validated = false, validated_at = NULL, validation_error = NULL, grading = NULL, mutation_report = NULL' : ''}
        WHERE id = $1 AND content_hash = $17
        RETURNING id`,
      [
        row.id, f.title, f.description, f.difficulty_rating, f.estimated_time_minutes, f.category, f.schema_setup, f.sample_data_description,
        f.correct_solution, f.tags, f.concepts, f.hidden_datasets, f.hints, f.explanation, f.industry, hash, row.content_hash,
        JSON.stringify(f.author_queries),
      ],
    )) as unknown[];
    // A concurrent seeder got there first (same file, same outcome).
    (updated.length ? result.updated : result.existing).push(c.slug);
  }
  return result;
}

/**
 * A row seeded before content versions existed: its hints, explanation and concepts are filled once when
 * it has none (never overwriting an admin's own), and it is adopted as version 1 when it then matches
 * the file. A row that differs stays unversioned and is never updated from files (an admin may have
 * edited it before versions were recorded).
 */
async function adoptLegacyRow(db: Queryable, row: Row, f: SeededFields, hash: string): Promise<void> {
  const next = { ...row };
  if (!row.hints.length && row.explanation === null) Object.assign(next, { hints: f.hints, explanation: f.explanation });
  if (!row.concepts.length) next.concepts = f.concepts;
  if (row.industry === null) next.industry = f.industry;
  const adopt = contentHash(next) === hash;
  await db.query(
    `UPDATE challenges SET hints = $2::text[], explanation = $3, concepts = $4::text[], industry = $5,
            content_hash = CASE WHEN $6 THEN $7 ELSE NULL END, content_version = CASE WHEN $6 THEN 1 ELSE 0 END
      WHERE id = $1 AND content_hash IS NULL`,
    [row.id, next.hints, next.explanation, next.concepts, next.industry, adopt, hash],
  );
}

import { type DataSource } from 'typeorm';
import { DEMO_CHALLENGES, type DemoChallenge } from '../domain/demo';

export interface SeedDemoResult {
  /** Slugs inserted by this call. */
  inserted: string[];
  /** Slugs that were already present (left untouched, even if an admin edited them). */
  existing: string[];
}

/**
 * Inserts the demo challenges that are missing, by slug (needs migration ChallengeSlug1763730000000).
 * Idempotent and safe to run from several processes at once (ON CONFLICT on the unique slug); never
 * updates or revives an existing row, so admin edits, archiving and validation results survive restarts.
 * New rows are active, manual and not yet validated: the caller validates them through the sandbox.
 * Hints and explanations (issue 13) are stored with new rows; an existing row that has neither yet
 * (seeded before they existed) gets them once, which never overwrites an admin's own hints or text.
 * Concepts (issue 14) likewise: stored with new rows, and given once to an existing row that has none.
 */
export async function seedDemoCatalogue(
  db: DataSource,
  adminId: number | null,
  challenges: readonly DemoChallenge[] = DEMO_CHALLENGES,
): Promise<SeedDemoResult> {
  const inserted: string[] = [];
  const existing: string[] = [];
  for (const c of challenges) {
    // Hints and explanation are optional in the demo files (issue 13): a challenge without them seeds none.
    const hints = (c.hints ?? []).slice(0, 3);
    const explanation = c.explanation ?? null;
    const concepts = (c.concepts ?? []).slice(0, 3);
    const rows = (await db.query(
      `INSERT INTO challenges
         (slug, title, description, difficulty_rating, estimated_time_minutes, category, status,
          schema_setup, sample_data_description, expected_output, correct_solution, source_type, tags,
          created_by, validated, hidden_datasets, hints, explanation, concepts)
       VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $8, NULL, $9, 'manual', $10::text[], $11, false, $12::text[], $13::text[], $14, $15::text[])
       ON CONFLICT (slug) DO NOTHING
       RETURNING id`,
      [
        c.slug, c.title, c.description, c.difficulty_rating, c.estimated_time_minutes, c.category,
        c.schema_setup, c.sample_data_description, c.correct_solution, c.tags, adminId, c.hidden_datasets ?? [],
        hints, explanation, concepts,
      ],
    )) as Array<{ id: number }>;
    (rows.length > 0 ? inserted : existing).push(c.slug);
    if (!rows.length && (hints.length || explanation)) {
      await db.query(
        `UPDATE challenges SET hints = $2::text[], explanation = $3
          WHERE slug = $1 AND cardinality(hints) = 0 AND explanation IS NULL`,
        [c.slug, hints, explanation],
      );
    }
    if (!rows.length && concepts.length) {
      await db.query(`UPDATE challenges SET concepts = $2::text[] WHERE slug = $1 AND cardinality(concepts) = 0`, [c.slug, concepts]);
    }
  }
  return { inserted, existing };
}

import { DataSource, type MigrationInterface } from 'typeorm';
import { DEMO_CHALLENGES, type DemoChallenge } from '../support/catalogue';
import { seedCatalogue } from '../../backend/src/catalogue/application/seed-catalogue';
import { ChallengeEntity } from '../../backend/src/catalogue/application/challenge.entity';
import { entities } from '../../backend/src/entities';
import { migrations as registered } from '../../backend/src/platform/database/migrations';
import { Challenges1763720000000 } from '../../backend/src/platform/database/migrations/1763720000000-challenges';
import { ChallengeSlug1763730000000 } from '../../backend/src/platform/database/migrations/1763730000000-challenge-slug';
import { createTestDatabase, type TestDatabase } from '../support/db';
import type { Pool } from 'pg';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { TransactionalEvents } from '../../backend/src/platform/eventstore/transactional-events';

type MigrationClass = new () => MigrationInterface;

/**
 * The registered migrations plus the challenge ones this feature needs, until they are registered in
 * backend/src/platform/database/migrations/index.ts (deduplicated by class name, in timestamp order).
 */
function migrationList(): MigrationClass[] {
  const all = [...(registered as MigrationClass[]), Challenges1763720000000, ChallengeSlug1763730000000];
  const byName = new Map(all.map((m) => [m.name, m]));
  const stamp = (name: string): number => Number(/(\d{13})$/.exec(name)?.[1] ?? 0);
  return [...byName.values()].sort((a, b) => stamp(a.name) - stamp(b.name));
}

async function migratedDataSource(url: string): Promise<DataSource> {
  const ds = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: migrationList(),
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    logging: false,
    extra: { max: 4 },
  });
  await ds.initialize();
  await ds.runMigrations();
  return ds;
}

async function createAdmin(ds: DataSource): Promise<number> {
  const rows = (await ds.query(
    `INSERT INTO users (email, username, password_hash, initial_elo, is_admin, trial_end)
     VALUES ('admin@sqldaily.test', 'admin', 'x', 1200, true, DATE '2030-01-01') RETURNING id`,
  )) as Array<{ id: number }>;
  return rows[0]?.id as number;
}

describe('seedCatalogue', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: PostgresEventStore;
  let events: TransactionalEvents;

  beforeEach(async () => {
    db = await createTestDatabase('seed');
    ds = await migratedDataSource(db.url);
    store = new PostgresEventStore((ds.driver as unknown as { master: Pool }).master);
    events = new TransactionalEvents(ds, store);
  });

  afterEach(async () => {
    await store.close();
    await ds.destroy();
    await db.drop();
  });

  test('inserts every demo challenge once, active, manual, unvalidated and attributed to the admin', async () => {
    const adminId = await createAdmin(ds);
    const first = await seedCatalogue(events, adminId, DEMO_CHALLENGES);
    expect(first.inserted).toEqual(DEMO_CHALLENGES.map((c) => c.slug));
    expect(first.existing).toEqual([]);

    const rows = (await ds.query(
      `SELECT slug, title, category, difficulty_rating, estimated_time_minutes, status, source_type, validated,
              created_by, tags, expected_output, correct_solution, schema_setup
       FROM challenges ORDER BY id`,
    )) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(DEMO_CHALLENGES.length);
    DEMO_CHALLENGES.forEach((c, i) => {
      expect(rows[i]).toEqual({
        slug: c.slug, title: c.title, category: c.category, difficulty_rating: c.difficulty_rating,
        estimated_time_minutes: c.estimated_time_minutes, status: 'active', source_type: 'manual', validated: false,
        created_by: adminId, tags: c.tags, expected_output: null, correct_solution: c.correct_solution, schema_setup: c.schema_setup,
      });
    });

    const material = (await ds.query(`SELECT hints, explanation FROM challenges ORDER BY id`)) as Array<{ hints: string[]; explanation: string | null }>;
    expect(material).toEqual(DEMO_CHALLENGES.map((c) => ({ hints: (c.hints ?? []).slice(0, 3), explanation: c.explanation ?? null })));

    const viaEntity = await ds.getRepository(ChallengeEntity).find();
    expect(viaEntity).toHaveLength(DEMO_CHALLENGES.length);
  });

  test('is idempotent by slug and leaves existing rows (and admin edits) untouched', async () => {
    await seedCatalogue(events, null, DEMO_CHALLENGES);
    const [first] = DEMO_CHALLENGES;
    await ds.query(`UPDATE challenges SET title = 'Renamed by an admin', status = 'archived' WHERE slug = $1`, [first?.slug]);
    await ds.query(`DELETE FROM challenges WHERE slug = $1`, [DEMO_CHALLENGES[1]?.slug]);

    const again = await seedCatalogue(events, null, DEMO_CHALLENGES);
    expect(again.inserted).toEqual([DEMO_CHALLENGES[1]?.slug]);
    expect(again.existing).toHaveLength(DEMO_CHALLENGES.length - 1);

    const counts = (await ds.query(`SELECT count(*)::int AS n, count(DISTINCT slug)::int AS slugs FROM challenges`)) as Array<{ n: number; slugs: number }>;
    expect(counts[0]).toEqual({ n: DEMO_CHALLENGES.length, slugs: DEMO_CHALLENGES.length });
    const edited = (await ds.query(`SELECT title, status, created_by FROM challenges WHERE slug = $1`, [first?.slug])) as unknown[];
    expect(edited).toEqual([{ title: 'Renamed by an admin', status: 'archived', created_by: null }]);
  });

  test('stores hints and explanations, and fills them once into rows seeded before they existed', async () => {
    const [a, b] = DEMO_CHALLENGES as [DemoChallenge, DemoChallenge];
    const plain = (c: DemoChallenge): DemoChallenge => {
      const { hints: _h, explanation: _e, ...rest } = c;
      return rest;
    };
    const material = { hints: ['Join orders to customers.', 'Group by the customer.', 'Filter the groups with HAVING.', 'a fourth one'], explanation: '## Approach\n…' };
    await seedCatalogue(events, null, [plain(a)]);
    await seedCatalogue(events, null, [{ ...plain(a), ...material }, { ...plain(b), ...material }]);
    const rows = (await ds.query(`SELECT slug, hints, explanation FROM challenges ORDER BY id`)) as Array<{ slug: string; hints: string[]; explanation: string }>;
    expect(rows).toEqual([
      { slug: a.slug, hints: material.hints.slice(0, 3), explanation: material.explanation },
      { slug: b.slug, hints: material.hints.slice(0, 3), explanation: material.explanation },
    ]);
    // An admin's own hints are never overwritten by a later seeding.
    await ds.query(`UPDATE challenges SET hints = ARRAY['mine'], explanation = NULL WHERE slug = $1`, [a.slug]);
    await seedCatalogue(events, null, [{ ...plain(a), ...material }]);
    const kept = (await ds.query(`SELECT hints, explanation FROM challenges WHERE slug = $1`, [a.slug])) as unknown[];
    expect(kept).toEqual([{ hints: ['mine'], explanation: null }]);
  });

  test('stores concepts, and fills them once into rows seeded before they existed, never over an admin edit', async () => {
    const [a, b] = DEMO_CHALLENGES as [DemoChallenge, DemoChallenge];
    const untagged = (c: DemoChallenge): DemoChallenge => {
      return { ...c, concepts: [] };
    };
    await seedCatalogue(events, null, [untagged(a)]);
    expect(await ds.query(`SELECT concepts FROM challenges WHERE slug = $1`, [a.slug])).toEqual([{ concepts: [] }]);
    await seedCatalogue(events, null, [a, b]);
    const rows = (await ds.query(`SELECT slug, concepts FROM challenges ORDER BY id`)) as Array<{ slug: string; concepts: string[] }>;
    expect(rows).toEqual([
      { slug: a.slug, concepts: a.concepts },
      { slug: b.slug, concepts: b.concepts },
    ]);
    expect(a.concepts?.length).toBeGreaterThan(0);
    await ds.query(`UPDATE challenges SET concepts = ARRAY['json'] WHERE slug = $1`, [a.slug]);
    await seedCatalogue(events, null, [a]);
    expect(await ds.query(`SELECT concepts FROM challenges WHERE slug = $1`, [a.slug])).toEqual([{ concepts: ['json'] }]);
  });

  test('a changed file becomes the next version; a change to what grading needs drops the validation', async () => {
    const [a, b] = DEMO_CHALLENGES as [DemoChallenge, DemoChallenge];
    await seedCatalogue(events, null, [a, b]);
    await ds.query(`UPDATE challenges SET validated = true, validated_at = now(), grading = '{"version": 2}'::jsonb`);
    const again = await seedCatalogue(events, null, [{ ...a, title: `${a.title} (revised)` }, { ...b, correct_solution: `${b.correct_solution.replace(/;\s*$/, '')}\n;` }]);
    expect(again).toEqual({ inserted: [], updated: [a.slug, b.slug], existing: [], kept: [] });
    const rows = (await ds.query(
      `SELECT slug, title, content_version, validated, validated_at IS NOT NULL AS has_validated_at, grading IS NOT NULL AS has_grading, industry
         FROM challenges ORDER BY id`,
    )) as unknown[];
    expect(rows).toEqual([
      { slug: a.slug, title: `${a.title} (revised)`, content_version: 2, validated: true, has_validated_at: true, has_grading: true, industry: a.industry },
      { slug: b.slug, title: b.title, content_version: 2, validated: false, has_validated_at: false, has_grading: false, industry: b.industry },
    ]);
    // the same files again: nothing changes
    expect(await seedCatalogue(events, null, [{ ...a, title: `${a.title} (revised)` }])).toEqual({ inserted: [], updated: [], existing: [a.slug], kept: [] });
  });

  test('a changed file never overwrites a row an admin edited since it was seeded', async () => {
    const [a] = DEMO_CHALLENGES as [DemoChallenge];
    await seedCatalogue(events, null, [a]);
    await ds.query(`UPDATE challenges SET description = 'Edited by an admin.' WHERE slug = $1`, [a.slug]);
    const again = await seedCatalogue(events, null, [{ ...a, title: 'A new title from the file' }]);
    expect(again.kept).toEqual([a.slug]);
    expect(await ds.query(`SELECT title, description, content_version FROM challenges WHERE slug = $1`, [a.slug])).toEqual([
      { title: a.title, description: 'Edited by an admin.', content_version: 1 },
    ]);
  });

  test('a row seeded before versions existed is adopted as version 1 when it matches its file, else left alone', async () => {
    const [a, b] = DEMO_CHALLENGES as [DemoChallenge, DemoChallenge];
    await seedCatalogue(events, null, [a, b]);
    await ds.query(`UPDATE challenges SET content_hash = NULL, content_version = 0, industry = NULL`);
    await ds.query(`UPDATE challenges SET title = 'Old admin edit' WHERE slug = $1`, [b.slug]);
    await seedCatalogue(events, null, [a, b]);
    expect(await ds.query(`SELECT slug, content_version, content_hash IS NOT NULL AS versioned FROM challenges ORDER BY id`)).toEqual([
      { slug: a.slug, content_version: 1, versioned: true },
      { slug: b.slug, content_version: 0, versioned: false },
    ]);
    const later = await seedCatalogue(events, null, [{ ...a, title: 'Renamed in the file' }, { ...b, title: 'Renamed in the file too' }]);
    expect(later.updated).toEqual([a.slug]);
    expect(await ds.query(`SELECT title FROM challenges WHERE slug = $1`, [b.slug])).toEqual([{ title: 'Old admin edit' }]);
  });

  test('concurrent seeders never duplicate a challenge', async () => {
    const results = await Promise.all([seedCatalogue(events, null, DEMO_CHALLENGES), seedCatalogue(events, null, DEMO_CHALLENGES), seedCatalogue(events, null, DEMO_CHALLENGES)]);
    const inserted = results.flatMap((r) => r.inserted).sort();
    expect(inserted).toEqual(DEMO_CHALLENGES.map((c) => c.slug).sort());
    const counts = (await ds.query(`SELECT count(*)::int AS n FROM challenges`)) as Array<{ n: number }>;
    expect(counts[0]?.n).toBe(DEMO_CHALLENGES.length);
  });

  test('the slug migration rejects duplicate and malformed slugs but allows challenges without one', async () => {
    const insert = (slug: string | null): Promise<unknown> =>
      ds.query(
        `INSERT INTO challenges (slug, title, description, difficulty_rating, schema_setup, correct_solution)
         VALUES ($1, 't', 'd', 1200, 'CREATE TABLE t (id int);', 'SELECT 1')`,
        [slug],
      );
    await insert(null);
    await insert(null);
    await insert('some-slug');
    await expect(insert('some-slug')).rejects.toThrow(/challenges_slug_key/);
    await expect(insert('Not A Slug')).rejects.toThrow(/challenges_slug_format/);
  });
});

import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { seedCatalogue } from '../../backend/src/catalogue/application/seed-catalogue';
import { replayCatalogue } from '../../backend/src/catalogue/domain/challenge-history';
import { createDataSource, migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { TransactionalEvents } from '../../backend/src/platform/eventstore/transactional-events';
import { challengeTexts } from '../../projections/src/learner';
import { CATALOGUE, type DemoChallenge } from '../support/catalogue';
import { createTestDatabase, type TestDatabase } from '../support/db';

/** The columns the catalogue's events carry (validation results live in the app database only). */
const COLUMNS = [
  'slug', 'title', 'description', 'difficulty_rating', 'estimated_time_minutes', 'category', 'status', 'schema_setup', 'sample_data_description',
  'expected_output', 'correct_solution', 'source_type', 'tags', 'concepts', 'hidden_datasets', 'hints', 'explanation', 'industry', 'author_queries',
  'content_hash', 'content_version',
];

/**
 * One way to write (issue 35): seeding appends ChallengeCreated/ChallengeUpdated in the transaction that
 * writes the rows, so replaying the `challenge-<id>` streams rebuilds the same catalogue.
 */
describe('the catalogue replayed from its events', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: PostgresEventStore;
  let events: TransactionalEvents;

  beforeAll(async () => {
    db = await createTestDatabase('replay');
    await migrate(db.url);
    ds = await createDataSource(db.url, 4).initialize();
    store = new PostgresEventStore((ds.driver as unknown as { master: Pool }).master);
    events = new TransactionalEvents(ds, store);
  });

  afterAll(async () => {
    await store.close();
    await ds.destroy();
    await db.drop();
  });

  const rows = async () =>
    new Map(
      ((await ds.query(`SELECT id, ${COLUMNS.join(', ')} FROM challenges ORDER BY id`)) as Array<Record<string, unknown> & { id: number }>).map((r) => [r.id, r]),
    );
  const replayed = async () => {
    const all = [];
    for (let after = 0n; ; ) {
      const batch = await store.readAll({ after, limit: 1000 });
      if (!batch.length) break;
      all.push(...batch.filter((e) => e.streamId.startsWith('challenge-')));
      after = batch.at(-1)!.globalPosition;
    }
    return replayCatalogue(all);
  };
  const comparable = (r: Record<string, unknown>) => JSON.parse(JSON.stringify(Object.fromEntries(['id', ...COLUMNS].map((k) => [k, r[k] ?? null])))) as unknown;

  it('seeds the whole content catalogue with one ChallengeCreated per challenge, in one batch', async () => {
    const started = performance.now();
    const first = await seedCatalogue(events, null, CATALOGUE);
    const seconds = (performance.now() - started) / 1000;
    expect(first.inserted).toHaveLength(CATALOGUE.length);
    expect(CATALOGUE.length).toBeGreaterThan(300);
    const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeCreated'`)) as [{ n: number }];
    expect(n).toBe(CATALOGUE.length);
    // a restart where nothing changed writes nothing
    expect((await seedCatalogue(events, null, CATALOGUE)).existing).toHaveLength(CATALOGUE.length);
    const [{ n: after }] = (await ds.query(`SELECT count(*)::int AS n FROM events`)) as [{ n: number }];
    expect(after).toBe(CATALOGUE.length);
    console.log(`seeded ${CATALOGUE.length} challenges with their events in ${seconds.toFixed(2)} s`);
  });

  it('rebuilds the same catalogue from the streams after files change and legacy rows are adopted', async () => {
    const [a, b, c] = CATALOGUE as [DemoChallenge, DemoChallenge, DemoChallenge];
    // a row from before content versions: adopted, with its missing hints filled
    await ds.query(`UPDATE challenges SET content_hash = NULL, content_version = 0, hints = '{}', explanation = NULL WHERE slug = $1`, [c.slug]);
    const changed = await seedCatalogue(events, null, [
      { ...a, title: `${a.title} (revised)` },
      { ...b, correct_solution: `${b.correct_solution.replace(/;\s*$/, '')}\n;`, accepts: ['SELECT 1'] },
      c,
    ]);
    expect(changed.updated).toEqual([a.slug, b.slug]);

    const table = await rows();
    const fromEvents = await replayed();
    expect(fromEvents.size).toBe(table.size);
    for (const [id, row] of table) expect(comparable(fromEvents.get(id) ?? { id })).toEqual(comparable(row));
  });

  it('projects the titles, hint counts and explanations the table holds (challenge_texts, what history, practice and admin attempts show)', async () => {
    const all = [];
    for (let after = 0n; ; ) {
      const batch = await store.readAll({ after, limit: 1000 });
      if (!batch.length) break;
      all.push(...batch.filter((e) => e.streamId.startsWith('challenge-')));
      after = batch.at(-1)!.globalPosition;
    }
    const client = await (ds.driver as unknown as { master: Pool }).master.connect();
    try {
      for (const ddl of challengeTexts.schema((t) => t)) await client.query(ddl);
      for (let i = 0; i < all.length; i += 100) await challengeTexts.apply(all.slice(i, i + 100), { tx: client, table: (t) => t });
      const projected = await client.query(`SELECT challenge_id AS id, title, hint_count, explanation FROM challenge_texts ORDER BY challenge_id`);
      const table = await client.query(`SELECT id, title, cardinality(hints) AS hint_count, explanation FROM challenges ORDER BY id`);
      expect(projected.rows).toHaveLength(CATALOGUE.length);
      expect(projected.rows).toEqual(table.rows);
    } finally {
      client.release();
    }
  });
});

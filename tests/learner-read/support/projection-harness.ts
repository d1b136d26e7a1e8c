import { Pool } from 'pg';
import { challengeStream } from '../../../contracts/src';
import { challengeTexts, LEARNER_PROJECTIONS } from '../../../projections/src/learner';
import { migrate } from '../../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../../backend/src/platform/eventstore';
import { CatchUpSubscription } from '../../../backend/src/platform/eventstore/subscription';
import type { EventStore } from '../../../backend/src/platform/eventstore/event-store.port';
import { installProjection } from '../../../backend/src/platform/projector/projection-installer';
import { projectionStatus } from '../../../backend/src/platform/projector/projection-status';
import { subscriptionName } from '../../../backend/src/platform/projector/projection-subscription';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const quiet = () => {};

/** The learner projections and the challenge texts their queries show. */
const PROJECTIONS = [...LEARNER_PROJECTIONS, challengeTexts];

/** A migrated database of its own with the learner projections installed and fed live, as the projector does. */
export async function startProjections(prefix: string, batchSize = 50) {
  const db: TestDatabase = await createTestDatabase(prefix);
  await migrate(db.url);
  // one connection for each subscription's batch, and two for a rebuild beside them
  const pool = new Pool({ connectionString: db.url, max: 12 });
  pool.on('error', () => {}); // the database is dropped WITH (FORCE) at the end
  const store = new PostgresEventStore(pool);
  for (const p of PROJECTIONS) await installProjection(store, pool, p, quiet);
  const subs = PROJECTIONS.map(
    (p) =>
      new CatchUpSubscription({
        name: subscriptionName(p.name),
        store,
        pool,
        consumer: { handle: (events, tx) => p.apply(events, { tx, table: (t) => t }) },
        batchSize,
        pollIntervalMs: 20,
        log: (l) => (l.endsWith(': active') ? undefined : console.warn(l)),
      }),
  );
  for (const s of subs) s.start();
  return {
    db,
    pool,
    store,
    caughtUp: () => waitForProjections(store, pool),
    stop: async () => {
      await Promise.all(subs.map((s) => s.stop()));
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

/** Waits until every learner projection (and the challenge texts) has projected every stored event (never on timing alone). */
export async function waitForProjections(store: EventStore, pool: Pool, timeoutMs = 30_000): Promise<void> {
  const names = new Set(PROJECTIONS.map((p) => p.name));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = (await projectionStatus(store, pool)).filter((s) => names.has(s.name));
    if (status.length === names.size && status.every((s) => s.pending_events === 0)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('learner projections did not catch up');
}

/** Inserts an account the read side joins for names and time zone. */
export async function insertUser(pool: Pool, id: number, opts: { timezone?: string; createdAt?: string; firstName?: string } = {}) {
  await pool.query(
    `INSERT INTO users (id, email, username, password_hash, first_name, last_name, timezone, initial_elo, trial_end, created_at)
     VALUES ($1, $2, $3, 'x', $4, 'Tester', $5, 1200, '2030-01-01', $6)`,
    [id, `u${id}@example.com`, `user${id}`, opts.firstName ?? `First${id}`, opts.timezone ?? 'UTC', opts.createdAt ?? '2025-01-01T00:00:00Z'],
  );
}

/** Inserts a catalogue challenge and its ChallengeCreated (the read models take its title from the event). */
export async function insertChallenge(pool: Pool, store: EventStore, id: number, rating = 1200) {
  const fields = { title: `Challenge ${id}`, description: 'd', difficulty_rating: rating, schema_setup: 'CREATE TABLE t (a int);', correct_solution: 'SELECT 1', category: 'JOIN' };
  await pool.query(
    `INSERT INTO challenges (id, title, description, difficulty_rating, schema_setup, correct_solution, category)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, fields.title, fields.description, fields.difficulty_rating, fields.schema_setup, fields.correct_solution, fields.category],
  );
  await store.append(challengeStream(id), [{ type: 'ChallengeCreated', data: { challengeId: id, ...fields, hints: [], explanation: null } }], 'no_stream');
}

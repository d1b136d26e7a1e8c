import { Pool } from 'pg';
import { LEARNER_PROJECTIONS } from '../../../projections/src/learner';
import { migrate } from '../../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../../backend/src/platform/eventstore';
import { CatchUpSubscription } from '../../../backend/src/platform/eventstore/subscription';
import type { EventStore } from '../../../backend/src/platform/eventstore/event-store.port';
import { installProjection } from '../../../backend/src/platform/projector/projection-installer';
import { projectionStatus } from '../../../backend/src/platform/projector/projection-status';
import { subscriptionName } from '../../../backend/src/platform/projector/projection-subscription';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const quiet = () => {};

/** A migrated database of its own with the learner projections installed and fed live, as the projector does. */
export async function startProjections(prefix: string, batchSize = 50) {
  const db: TestDatabase = await createTestDatabase(prefix);
  await migrate(db.url);
  const pool = new Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => {}); // the database is dropped WITH (FORCE) at the end
  const store = new PostgresEventStore(pool);
  for (const p of LEARNER_PROJECTIONS) await installProjection(store, pool, p, quiet);
  const subs = LEARNER_PROJECTIONS.map(
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

/** Waits until every learner projection has projected every stored event (never on timing alone). */
export async function waitForProjections(store: EventStore, pool: Pool, timeoutMs = 30_000): Promise<void> {
  const names = new Set(LEARNER_PROJECTIONS.map((p) => p.name));
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

/** Inserts a catalogue challenge for titles. */
export async function insertChallenge(pool: Pool, id: number, rating = 1200) {
  await pool.query(
    `INSERT INTO challenges (id, title, description, difficulty_rating, schema_setup, correct_solution, category)
     VALUES ($1, $2, 'd', $3, 'CREATE TABLE t (a int);', 'SELECT 1', 'JOIN')`,
    [id, `Challenge ${id}`, rating],
  );
}

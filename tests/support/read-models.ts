import type { Pool } from 'pg';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { projectionStatus } from '../../backend/src/platform/projector/projection-status';

/**
 * Waits until every projection has applied every stored event. Read models are eventually
 * consistent, and the store's safe head trails while any transaction in the cluster is open, so
 * this counts pending events rather than trusting positions or timing.
 */
export async function readModelsCaughtUp(pool: Pool, timeoutMs = 10_000): Promise<void> {
  const store = new PostgresEventStore(pool);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await projectionStatus(store, pool)).every((p) => p.pending_events === 0)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('read models did not catch up');
}

/**
 * Learners whose day a submit resolved (solved or failed) and who have no LeagueCohortJoined for that
 * ISO week yet: the submit answers before their league placement, which follows just after.
 */
const UNPLACED = `
  SELECT count(*)::int AS n FROM (
    SELECT DISTINCT (r.data->>'userId')::int AS user_id,
           to_char((r.data->>'resolvedAt')::timestamptz AT TIME ZONE 'UTC', 'IYYY-"W"IW') AS week
      FROM events r
     WHERE r.type = 'DailyChallengeResolved' AND r.data->>'outcome' IN ('solved', 'failed')) d
   WHERE NOT EXISTS (SELECT 1 FROM events j WHERE j.type = 'LeagueCohortJoined'
                       AND (j.data->>'userId')::int = d.user_id AND j.data->>'week' = d.week)`;

/**
 * Waits (at most `boundMs`) until the league placements that follow resolving submits are stored. A
 * placement the product leaves to the minute tick (a week whose predecessor is not closed yet) never
 * comes: after the bound the caller goes on as before, with nothing of it stored.
 */
export async function leaguePlacementsSettled(pool: Pool, boundMs = 5_000): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (Date.now() < deadline) {
    if ((await pool.query<{ n: number }>(UNPLACED)).rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The league placements that follow the last submits' answers, then every read model after them: nothing left to project. */
export async function eventsSettled(pool: Pool, timeoutMs: number): Promise<void> {
  await leaguePlacementsSettled(pool);
  await readModelsCaughtUp(pool, timeoutMs);
}

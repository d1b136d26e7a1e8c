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

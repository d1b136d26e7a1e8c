import type { Pool } from 'pg';
import { readCheckpoint } from '../eventstore/subscription/checkpoints';
import { subscriptionName } from './projection-subscription';

/**
 * Waits until each projection has applied the event at `position` (its checkpoint moved past it), or
 * the deadline passes. The write is committed either way: false only means a read model may still be
 * behind (projector down or slow), which the caller may log but need not fail on. Used so that a
 * client's read right after a write (its stats after a submit, the list after a change) sees it.
 */
export async function awaitProjections(pool: Pool, projections: readonly string[], position: bigint, deadlineMs: number): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  for (let delay = 10; ; delay = Math.min(delay * 2, 100)) {
    const checkpoints = await Promise.all(projections.map((p) => readCheckpoint(pool, subscriptionName(p))));
    if (checkpoints.every((c) => c >= position)) return true;
    if (Date.now() + delay > until) return false;
    await new Promise((r) => setTimeout(r, delay));
  }
}

export const awaitProjection = (pool: Pool, projection: string, position: bigint, deadlineMs: number) =>
  awaitProjections(pool, [projection], position, deadlineMs);

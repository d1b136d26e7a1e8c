import type { EventView, RatingChange } from '../api/types';

/** Keep at most this many live events on screen (newest first). */
export const LIVE_BUFFER = 500;

/** New events go on top; duplicates (same position) are dropped; the buffer is capped. */
export function mergeLive(current: EventView[], incoming: EventView[], cap = LIVE_BUFFER): EventView[] {
  if (incoming.length === 0) return current;
  const seen = new Set(current.map((e) => e.position));
  const fresh = incoming.filter((e) => !seen.has(e.position)).reverse();
  return [...fresh, ...current].slice(0, cap);
}

/** Who caused a rating change: the learner, an admin, or the system (day end). */
export function actorLabel(change: Pick<RatingChange, 'actor_id'>, userId: number): string {
  if (change.actor_id == null) return 'System';
  if (change.actor_id === userId) return `Learner (#${change.actor_id})`;
  return `Admin #${change.actor_id}`;
}

/** The actor of an event from its metadata (actorId), if any. */
export function eventActor(metadata: unknown): string | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const actor = (metadata as Record<string, unknown>).actorId;
  return actor == null ? null : String(actor);
}

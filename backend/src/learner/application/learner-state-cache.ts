import type { LearnerState } from '../domain';

/** A learner's state as folded up to `version`, whose event there had the id `lastEventId`. */
export interface CachedLearner {
  state: LearnerState;
  version: number;
  lastEventId: string;
}

/** Enough for every learner active at once on one process; an evicted learner is read whole once. */
export const LEARNER_STATE_CACHE_SIZE = 5000;

/**
 * The learner states this process folded last, least recently used evicted first. A hint, never the
 * truth: the repository reads the stream from the cached version on every load and checks that the event
 * at that version is still the one it folded, so a write by another process (or a database reset under a
 * running test process) is seen. States are immutable (`evolve` copies), so a cached one is shared safely.
 */
export class LearnerStateCache {
  private readonly entries = new Map<number, CachedLearner>();

  constructor(private readonly capacity = LEARNER_STATE_CACHE_SIZE) {}

  get(userId: number): CachedLearner | undefined {
    const hit = this.entries.get(userId);
    if (hit) {
      // Map keeps insertion order: re-inserting makes it the most recently used
      this.entries.delete(userId);
      this.entries.set(userId, hit);
    }
    return hit;
  }

  /** Keeps the newer of what is cached and `entry` (two requests of one learner may finish in any order). */
  put(userId: number, entry: CachedLearner): void {
    const known = this.entries.get(userId);
    if (known && known.version > entry.version) return;
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(userId: number): void {
    this.entries.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }
}

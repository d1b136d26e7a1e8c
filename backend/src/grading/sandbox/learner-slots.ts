/**
 * One running query per learner: an attacker with pg_sleep could otherwise hold every pool slot.
 * A second concurrent run for the same key is refused (not queued), so the queue in front of the
 * executor stays the only place where work waits and a learner cannot stack up work here.
 */
export class LearnerSlots {
  private readonly busy = new Set<string>();

  tryTake(key: string): (() => void) | undefined {
    if (this.busy.has(key)) return undefined;
    this.busy.add(key);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy.delete(key);
    };
  }

  get size(): number {
    return this.busy.size;
  }
}

import type { EventStore, ReadAllOptions, RecordedEvent } from '../event-store.port';

/**
 * The projector's subscriptions all wake on the same append and most sit at the same checkpoint: each
 * read the same page of events, one statement per projection (issue 36: 12 of the 16 statements the
 * database ran per learner request). This store lets reads of the same page (and the same look for events
 * held back) share one statement — only
 * reads asked between the same two append notices: a read asked after a notice never joins one started
 * before it, which might not see the events that woke it.
 */
export class SharedReads {
  private generation = 0;
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();
  private readonly heldBack = new Map<string, Promise<boolean>>();
  private readonly unlisten: (() => void) | null;

  constructor(private readonly store: EventStore) {
    this.unlisten = store.onAppended?.(() => this.generation++) ?? null;
  }

  /** `store` with its readAll shared; everything else is the store's own. */
  get eventStore(): EventStore {
    return new Proxy(this.store, {
      get: (target, prop, receiver) => {
        if (prop === 'readAll') return (options?: ReadAllOptions) => this.readAll(options);
        if (prop === 'heldBackAfter' && target.heldBackAfter) return (position: bigint) => this.heldBackAfter(position);
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const key = `${this.generation}:${options.after ?? 0n}:${options.limit ?? ''}`;
    let read = this.inFlight.get(key);
    if (!read) {
      read = this.store.readAll(options);
      this.inFlight.set(key, read);
      const forget = () => this.inFlight.delete(key);
      read.then(forget, forget);
    }
    return read;
  }

  /** The same sharing for the look a subscription takes when its read found nothing new after a wake. */
  heldBackAfter(position: bigint): Promise<boolean> {
    const key = `${this.generation}:${position}`;
    let look = this.heldBack.get(key);
    if (!look) {
      look = this.store.heldBackAfter!(position);
      this.heldBack.set(key, look);
      const forget = () => this.heldBack.delete(key);
      look.then(forget, forget);
    }
    return look;
  }

  close(): void {
    this.unlisten?.();
  }
}

/** An item a caller handed in, with the settling of the promise the caller waits on. */
export type Waiting<T, R> = T & { done: (result: R) => void; fail: (err: unknown) => void };

/**
 * Collects what callers ask during one turn of the event loop and hands it to `flush` as one batch on the
 * next (setImmediate): the subscriptions of a process wake on the same append and share its read
 * (SharedReads), so most of them ask at once, and one round trip serves them all.
 */
export class TurnBatch<T, R> {
  private queue: Array<Waiting<T, R>> = [];
  private scheduled = false;

  constructor(private readonly flush: (batch: Array<Waiting<T, R>>) => Promise<void>) {}

  add(item: T): Promise<R> {
    return new Promise<R>((done, fail) => {
      this.queue.push({ ...item, done, fail });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        const batch = this.queue;
        this.queue = [];
        void this.flush(batch);
      });
    });
  }
}

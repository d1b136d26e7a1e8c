import { Client, type Pool } from 'pg';
import { CHECKPOINT_CHANNEL, readCheckpoints } from '../eventstore/subscription/checkpoints';
import { subscriptionName } from './projection-subscription';
import { timeStage } from '../logging/request-context';

interface Waiter {
  subscriptions: string[];
  position: bigint;
  done: (reached: boolean) => void;
}

/** How often waiters read the checkpoints while no listener is up (notifications are lost then). */
const FALLBACK_POLL_MS = 250;

/**
 * Read-your-writes without polling: the projector notifies every checkpoint it commits (one NOTIFY in the
 * batch's transaction), and this process listens on one connection of its own, so a request waiting for
 * its events to reach the read models is answered as soon as the last of them commits. The known
 * positions are shared by every waiter: once the listener is up, a position read or notified since is
 * current, and a waiter reads the table only for a projection it has not seen on this listener; then it
 * waits on the notices alone, reading nothing (issue 36). Only while no listener is up (dropped, coming
 * back) one timer (not one per waiter: hundreds wait at once under load, each poll a pool connection) reads
 * the waited-for positions every 250 ms; a new listener reads them once more, for what was committed while
 * none listened. Listening starts on first use.
 */
export class CheckpointWatcher {
  private readonly known = new Map<string, bigint>();
  private readonly waiters = new Set<Waiter>();
  private listener: Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry?: NodeJS.Timeout;
  /** Bumped each time a listener starts: positions read or notified in this epoch are current. */
  private epoch = 0;
  private readonly current = new Map<string, number>();
  private poll?: NodeJS.Timeout;
  private polling = false;
  /** A read in flight that waiters arriving meanwhile share (a crowd arriving at once makes one read). */
  private reading: { subscriptions: Set<string>; done: Promise<void> } | null = null;

  constructor(private readonly pool: Pool) {}

  /** True once every projection has applied the event at `position`; false if the deadline passed first. */
  reached(projections: readonly string[], position: bigint, deadlineMs: number): Promise<boolean> {
    return timeStage('read_models', () => this.wait(projections, position, deadlineMs));
  }

  private async wait(projections: readonly string[], position: bigint, deadlineMs: number): Promise<boolean> {
    const subscriptions = projections.map(subscriptionName);
    if (this.satisfied(subscriptions, position)) return true;
    await this.listen();
    if (!this.listener || subscriptions.some((s) => this.current.get(s) !== this.epoch)) await this.refreshShared(subscriptions);
    if (this.satisfied(subscriptions, position)) return true;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        subscriptions,
        position,
        done: (reached) => {
          clearTimeout(deadline);
          this.waiters.delete(waiter);
          if (!this.waiters.size) this.stopPolling();
          resolve(reached);
        },
      };
      const deadline = setTimeout(() => waiter.done(this.satisfied(subscriptions, position)), deadlineMs);
      this.waiters.add(waiter);
      if (!this.listener) this.startPolling();
    });
  }

  /** While no listener is up: one read of every waited-for position per tick, skipped while the last is still out. */
  private startPolling(): void {
    this.poll ??= setInterval(() => {
      if (this.listener) return this.stopPolling();
      if (this.polling) return;
      this.polling = true;
      this.catchUp().finally(() => (this.polling = false));
    }, FALLBACK_POLL_MS);
  }

  /** Reads every waited-for position and answers whoever it satisfies. */
  private catchUp(): Promise<void> {
    const subscriptions = [...new Set([...this.waiters].flatMap((w) => w.subscriptions))];
    if (!subscriptions.length) return Promise.resolve();
    return this.refresh(subscriptions).then(() => this.wake(), () => {});
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.stopPolling();
    for (const w of [...this.waiters]) w.done(this.satisfied(w.subscriptions, w.position));
    await this.connecting?.catch(() => {});
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  private satisfied(subscriptions: readonly string[], position: bigint): boolean {
    return subscriptions.every((s) => (this.known.get(s) ?? -1n) >= position);
  }

  private note(subscription: string, position: bigint): void {
    if (position > (this.known.get(subscription) ?? -1n)) this.known.set(subscription, position);
  }

  private wake(): void {
    for (const w of [...this.waiters]) if (this.satisfied(w.subscriptions, w.position)) w.done(true);
  }

  /** Joins the read in flight when it covers `subscriptions` and the listener was up when it started. */
  private async refreshShared(subscriptions: readonly string[]): Promise<void> {
    const shared = this.reading;
    if (shared && this.listener && subscriptions.every((s) => shared.subscriptions.has(s))) return shared.done;
    const reading = { subscriptions: new Set(subscriptions), done: this.refresh(subscriptions) };
    if (this.listener) this.reading = reading;
    try {
      await reading.done;
    } finally {
      if (this.reading === reading) this.reading = null;
    }
  }

  private async refresh(subscriptions: readonly string[]): Promise<void> {
    // current only if the listener was already up when the read started (a commit after it is notified)
    const epoch = this.listener ? this.epoch : -1;
    for (const [name, position] of await readCheckpoints(this.pool, subscriptions)) {
      this.note(name, position);
      if (epoch >= 0 && epoch === this.epoch) this.current.set(name, epoch);
    }
  }

  /** Opens the LISTEN connection once; a broken one is replaced after a second (waiters poll meanwhile). */
  private listen(): Promise<void> {
    if (this.listener || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new Client(this.pool.options);
      client.on('notification', (msg) => {
        const [name, position] = (msg.payload ?? '').split(' ');
        if (!name || !position || !/^\d+$/.test(position)) return;
        this.note(name, BigInt(position));
        if (this.listener === client) this.current.set(name, this.epoch);
        this.wake();
      });
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
        if (this.closed) await client.end();
        else {
          this.listener = client;
          this.epoch++;
          // what was committed while none listened was never notified: read it once for those waiting
          if (this.waiters.size) {
            this.stopPolling();
            void this.catchUp();
          }
        }
      } catch {
        this.drop(client);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private drop(client: Client): void {
    if (this.listener === client) this.listener = null;
    client.end().catch(() => {});
    if (!this.closed && this.waiters.size) this.startPolling();
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.waiters.size) void this.listen();
    }, 1000);
  }
}

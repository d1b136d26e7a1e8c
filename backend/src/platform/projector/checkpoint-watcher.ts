import { Client, type Pool } from 'pg';
import { CHECKPOINT_CHANNEL, readCheckpoints } from '../eventstore/subscription/checkpoints';
import { subscriptionName } from './projection-subscription';
import { timeStage } from '../logging/request-context';

interface Waiter {
  subscriptions: string[];
  position: bigint;
  done: (reached: boolean) => void;
}

/** How often a waiter also reads the checkpoints itself, in case a notification was lost (LISTEN reconnecting). */
const FALLBACK_POLL_MS = 250;

/**
 * Read-your-writes without polling: the projector notifies every checkpoint it commits (one NOTIFY in the
 * batch's transaction), and this process listens on one connection of its own, so a request waiting for
 * its events to reach the read models is answered as soon as the last of them commits. The known
 * positions are shared by every waiter; a waiter reads them from the table once when it starts and then
 * only every 250 ms as a safety net. Listening starts on first use.
 */
export class CheckpointWatcher {
  private readonly known = new Map<string, bigint>();
  private readonly waiters = new Set<Waiter>();
  private listener: Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(private readonly pool: Pool) {}

  /** True once every projection has applied the event at `position`; false if the deadline passed first. */
  reached(projections: readonly string[], position: bigint, deadlineMs: number): Promise<boolean> {
    return timeStage('read_models', () => this.wait(projections, position, deadlineMs));
  }

  private async wait(projections: readonly string[], position: bigint, deadlineMs: number): Promise<boolean> {
    const subscriptions = projections.map(subscriptionName);
    if (this.satisfied(subscriptions, position)) return true;
    await this.listen();
    await this.refresh(subscriptions);
    if (this.satisfied(subscriptions, position)) return true;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        subscriptions,
        position,
        done: (reached) => {
          clearTimeout(deadline);
          clearInterval(poll);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const deadline = setTimeout(() => waiter.done(this.satisfied(subscriptions, position)), deadlineMs);
      const poll = setInterval(() => {
        this.refresh(subscriptions).then(() => this.wake(), () => {});
      }, FALLBACK_POLL_MS);
      this.waiters.add(waiter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
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

  private async refresh(subscriptions: readonly string[]): Promise<void> {
    for (const [name, position] of await readCheckpoints(this.pool, subscriptions)) this.note(name, position);
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
        this.wake();
      });
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
        if (this.closed) await client.end();
        else this.listener = client;
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
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.waiters.size) void this.listen();
    }, 1000);
  }
}

import type { Pool, PoolClient } from 'pg';
import type { EventStore, RecordedEvent } from '../event-store.port';
import { advanceCheckpoint, CheckpointMovedError, commitWithCheckpoints, loadCheckpoint, readCheckpoint } from './checkpoints';
import { CheckpointBatcher } from './checkpoint-batcher';
import type { SharedTransactions } from './shared-transactions';
import { LeaderLock } from './leader-lock';
import { WakeSignal } from './wake-signal';

export interface SubscriptionConsumer {
  /** Writes the batch's effects with `tx`; the checkpoint commits with them, or neither does. */
  handle(events: RecordedEvent[], tx: PoolClient): Promise<void>;
  /**
   * Whether the consumer reads this event at all. A batch of none of them only moves the checkpoint, in
   * one statement instead of a transaction of three (most of the projector's batches: an event concerns a
   * few of its twelve read models). Absent: every batch is handed to `handle`.
   */
  handles?(event: RecordedEvent): boolean;
}

export interface CatchUpSubscriptionOptions {
  name: string;
  store: EventStore;
  /** The read-model database: rows, checkpoint and leader lock all live here. */
  pool: Pool;
  consumer: SubscriptionConsumer;
  batchSize?: number;
  /** Polling fallback when no append notification arrives; also the standby's retry interval. */
  pollIntervalMs?: number;
  log?: (line: string) => void;
  /** Checkpoint-only moves shared with the process's other subscriptions (one statement for all); else each its own. */
  checkpoints?: CheckpointBatcher;
  /** Batches written in one transaction with the process's other subscriptions' of the same turn; else each in its own. */
  transactions?: SharedTransactions;
  /** Normal events (taking the lead); defaults to `log`, which gets the failures. */
  info?: (line: string) => void;
}

export interface SubscriptionStatus {
  name: string;
  checkpoint: bigint;
  head: bigint;
  /** head − checkpoint in the store's position units (0 = caught up); positions may be sparse. */
  lag: bigint;
  active: boolean;
}

class LostLeadership extends Error {}
/** A rebuild moved the checkpoint under the leader (nothing else can while it holds the lock): re-read it, keep leading. */
class CheckpointMoved extends CheckpointMovedError {}

const MAX_BACKOFF_MS = 30_000;
/** First re-read after a wake found its events held back; doubles up to the poll interval. */
const HELD_BACK_RETRY_MS = 25;

/**
 * Reads the store from a checkpoint in batches and hands each batch to the consumer in one
 * read-model transaction that also moves the checkpoint (compare-and-set). Only the runner holding
 * the subscription's advisory lock processes; others wait as standbys and take over when it dies.
 */
export class CatchUpSubscription {
  private readonly lock: LeaderLock;
  private readonly wake = new WakeSignal();
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly log: (line: string) => void;
  private checkpoint: bigint | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private unlisten: (() => void) | null = null;
  private prefetched: { after: bigint; events: Promise<RecordedEvent[]> } | null = null;

  constructor(private readonly options: CatchUpSubscriptionOptions) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.log = options.log ?? ((l) => console.log(l));
    this.lock = new LeaderLock(options.pool, options.name, this.log);
  }

  get name(): string {
    return this.options.name;
  }

  /** Returns at once; the runner becomes active or waits as a standby in the background. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.unlisten = this.options.store.onAppended?.(() => this.wake.wake()) ?? null;
    this.loop = this.run();
  }

  /** Lets the batch in progress finish (or fail), then gives up leadership. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.unlisten?.();
    this.unlisten = null;
    this.wake.wake();
    await this.loop;
    this.loop = null;
  }

  async status(): Promise<SubscriptionStatus> {
    const [checkpoint, head] = await Promise.all([readCheckpoint(this.options.pool, this.name), this.options.store.headPosition()]);
    return { name: this.name, checkpoint, head, lag: head > checkpoint ? head - checkpoint : 0n, active: this.lock.held };
  }

  private async run(): Promise<void> {
    let failures = 0;
    let woken = false;
    let heldBack = 0;
    while (!this.stopping) {
      try {
        if (!(await this.lead())) {
          woken = await this.wake.wait(this.pollIntervalMs);
          continue;
        }
        const before = this.checkpoint ?? 0n;
        const caughtUp = await this.processBatch();
        failures = 0;
        if (!caughtUp) continue;
        // Woken for events the read could not return yet (a transaction open elsewhere in the cluster holds
        // the safe bound back): still owed them, look again soon rather than at the next poll, backing off to it.
        const owed = woken && this.checkpoint === before && ((await this.options.store.heldBackAfter?.(before)) ?? false);
        heldBack = owed ? heldBack + 1 : 0;
        const sleep = owed ? Math.min(this.pollIntervalMs, HELD_BACK_RETRY_MS * 2 ** Math.min(heldBack - 1, 10)) : this.pollIntervalMs;
        woken = (await this.wake.wait(sleep)) || owed;
      } catch (err) {
        // After any failure the checkpoint is re-read: a COMMIT that errored may still have landed.
        this.checkpoint = null;
        if (err instanceof CheckpointMovedError && this.lock.held) continue;
        if (err instanceof LostLeadership) await this.lock.release();
        if (this.stopping) break;
        failures++;
        this.log(`subscription ${this.name}: ${(err as Error).message} (retry ${failures})`);
        await this.wake.wait(Math.min(MAX_BACKOFF_MS, this.pollIntervalMs * 2 ** Math.min(failures - 1, 10)));
      }
    }
    await this.lock.release();
    this.checkpoint = null;
    this.prefetched = null;
  }

  /** True when this runner is the leader and knows its checkpoint. */
  private async lead(): Promise<boolean> {
    if (!this.lock.held) {
      this.checkpoint = null;
      if (!(await this.lock.tryAcquire())) return false;
      (this.options.info ?? this.log)(`subscription ${this.name}: active`);
    }
    if (this.checkpoint === null) this.checkpoint = await loadCheckpoint(this.options.pool, this.name);
    return true;
  }

  /** One batch; true when the store had nothing more to give. */
  private async processBatch(): Promise<boolean> {
    const from = this.checkpoint ?? 0n;
    const events = await this.read(from);
    if (events.length === 0) return true;
    const to = events[events.length - 1]!.globalPosition;
    if (events.length === this.batchSize) this.prefetch(to);
    const handles = this.options.consumer.handles;
    if (handles && !events.some((e) => handles(e))) {
      if (!this.lock.held) throw new LostLeadership('leader lock lost before the batch');
      const batcher = this.options.checkpoints;
      const moved = batcher ? await batcher.advance(this.name, from, to) : await advanceCheckpoint(this.options.pool, this.name, from, to);
      if (!moved) throw new CheckpointMoved(`checkpoint is no longer ${from}: a rebuild moved it`);
      this.checkpoint = to;
      return events.length < this.batchSize;
    }
    const work = async (tx: PoolClient) => {
      await this.options.consumer.handle(events, tx);
      if (!this.lock.held) throw new LostLeadership('leader lock lost during the batch');
    };
    if (this.options.transactions && (await this.options.transactions.run(this.name, from, to, work)) === 'committed') {
      this.checkpoint = to;
      return events.length < this.batchSize;
    }
    const tx = await this.options.pool.connect();
    let broken: Error | undefined;
    const onError = (e: Error) => (broken = e); // a checked-out client has no pool listener
    tx.on('error', onError);
    try {
      await tx.query('BEGIN');
      await work(tx);
      await commitWithCheckpoints(tx, [{ name: this.name, from, to }]);
      this.checkpoint = to;
    } catch (err) {
      await tx.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw err;
    } finally {
      tx.off('error', onError);
      tx.release(broken);
    }
    return events.length < this.batchSize;
  }

  private read(after: bigint): Promise<RecordedEvent[]> {
    const ahead = this.prefetched;
    this.prefetched = null;
    if (ahead?.after === after) return ahead.events;
    return this.options.store.readAll({ after, limit: this.batchSize });
  }

  /**
   * Reads the next batch while the consumer works on this one. It only depends on the store, so
   * it stays valid whatever happens to this batch; it is used only if the checkpoint then is `after`.
   */
  private prefetch(after: bigint): void {
    const events = this.options.store.readAll({ after, limit: this.batchSize });
    events.catch(() => {}); // an unused prefetch's failure is nobody's concern
    this.prefetched = { after, events };
  }
}

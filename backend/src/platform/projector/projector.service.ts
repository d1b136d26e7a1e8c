import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { applyHandled, assertProjectionsMatchContracts, canHandle, PROJECTIONS } from '../../../../projections/src';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE } from '../eventstore/event-store.token';
import type { EventStore } from '../eventstore/event-store.port';
import { CatchUpSubscription, CheckpointBatcher, SharedReads, SharedTransactions } from '../eventstore/subscription';
import { installProjection } from './projection-installer';
import { subscriptionName } from './projection-subscription';

/** The projector role: installs (or rebuilds) every projection, then keeps each one fed. */
@Injectable()
export class ProjectorService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projector');
  private readonly subscriptions: CatchUpSubscription[] = [];
  private reads?: SharedReads;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const log = (l: string) => this.logger.log(l);
    assertProjectionsMatchContracts(PROJECTIONS);
    // the subscriptions wake together on each append: one read of a page serves all of them
    this.reads = new SharedReads(this.store);
    const store = this.reads.eventStore;
    const checkpoints = new CheckpointBatcher(this.pool);
    // and the projections an append concerns write their batches in one transaction
    const transactions = new SharedTransactions(this.pool);
    for (const projection of PROJECTIONS) {
      await installProjection(this.store, this.pool, projection, log);
      const sub = new CatchUpSubscription({
        name: subscriptionName(projection.name),
        store,
        pool: this.pool,
        consumer: { handle: (events, tx) => applyHandled(projection, events, { tx, table: (t) => t }), handles: (e) => canHandle(projection, e.type) },
        batchSize: 1000,
        pollIntervalMs: 500,
        checkpoints,
        transactions,
        log: (l) => this.logger.warn(l),
        info: log,
      });
      sub.start();
      this.subscriptions.push(sub);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.stop()));
    this.reads?.close();
  }
}

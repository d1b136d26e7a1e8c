import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { EVENT_STORE } from './event-store.token';
import type { EventStore, ExpectedVersion, NewEvent, StreamAppend } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';

/**
 * Changes to plain tables together with the events that record them. With the PostgreSQL store
 * both commit in one transaction; with EventStoreDB the events are appended right after the
 * table change commits (a crash in between loses that audit entry, never the change's state).
 * The persistence under the catalogue's command handlers (the handler is the one way in); a pure
 * event append goes to the EventStore itself.
 */
@Injectable()
export class TransactionalEvents {
  constructor(
    private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async run<T>(
    work: (tx: EntityManager) => Promise<{ result: T; streamId: string; events: NewEvent[]; expected?: ExpectedVersion }>,
  ): Promise<T> {
    if (this.store instanceof PostgresEventStore) {
      const store = this.store;
      return this.db.transaction(async (tx) => {
        const out = await work(tx);
        if (out.events.length) await store.appendWith(await pgClient(tx), out.streamId, out.events, out.expected ?? 'any');
        return out.result;
      });
    }
    let pending: { streamId: string; events: NewEvent[]; expected?: ExpectedVersion } | undefined;
    const result = await this.db.transaction(async (tx) => {
      const out = await work(tx);
      pending = out;
      return out.result;
    });
    if (pending?.events.length) await this.store.append(pending.streamId, pending.events, pending.expected ?? 'any');
    return result;
  }

  /** As run(), for a change that records events on several streams (a batch: one append statement with the PostgreSQL store). */
  async runMany<T>(work: (tx: EntityManager) => Promise<{ result: T; appends: StreamAppend[] }>): Promise<T> {
    if (this.store instanceof PostgresEventStore) {
      const store = this.store;
      return this.db.transaction(async (tx) => {
        const out = await work(tx);
        const appends = out.appends.filter((a) => a.events.length);
        if (appends.length) await store.appendManyWith(await pgClient(tx), appends);
        return out.result;
      });
    }
    let pending: StreamAppend[] = [];
    const result = await this.db.transaction(async (tx) => {
      const out = await work(tx);
      pending = out.appends.filter((a) => a.events.length);
      return out.result;
    });
    for (const a of pending) await this.store.append(a.streamId, a.events, a.expected ?? 'any');
    return result;
  }
}

/** The node-postgres client under a TypeORM transaction (same connection, same transaction). */
async function pgClient(tx: EntityManager): Promise<PoolClient> {
  const runner = tx.queryRunner;
  if (!runner) throw new Error('not inside a transaction');
  return (await runner.connect()) as PoolClient;
}

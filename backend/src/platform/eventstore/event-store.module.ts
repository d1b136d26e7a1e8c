import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { PG_POOL } from '../database/database.module';
import { createEventStore } from './create-event-store';
import type { EventStore } from './event-store.port';
import { EVENT_STORE } from './event-store.token';
import { TransactionalEvents } from './transactional-events';
import { timeStage } from '../logging/request-context';

export { EVENT_STORE };

const STAGES: Partial<Record<keyof EventStore, string>> = { append: 'events_append', readStream: 'events_read' };

/** The store as it is, with its appends and stream reads timed as stages of the request being served. */
function timedStore(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      const stage = STAGES[key as keyof EventStore];
      if (!stage || typeof value !== 'function') return value;
      return (...args: unknown[]) => timeStage(stage, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [RUNTIME_CONFIG, PG_POOL],
      useFactory: (cfg: RuntimeConfig, pool: Pool) => {
        const logger = new Logger('EventStore');
        return timedStore(createEventStore({ eventstoreUrl: cfg.env.EVENTSTORE_URL, pool, log: (l) => logger.warn(l) }));
      },
    },
    TransactionalEvents,
  ],
  exports: [EVENT_STORE, TransactionalEvents],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { PG_POOL } from '../database/database.module';
import { createEventStore } from './create-event-store';
import type { EventStore } from './event-store.port';
import { EVENT_STORE } from './event-store.token';
import { TransactionalEvents } from './transactional-events';

export { EVENT_STORE };

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [RUNTIME_CONFIG, PG_POOL],
      useFactory: (cfg: RuntimeConfig, pool: Pool) => {
        const logger = new Logger('EventStore');
        return createEventStore({ eventstoreUrl: cfg.env.EVENTSTORE_URL, pool, log: (l) => logger.warn(l) });
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

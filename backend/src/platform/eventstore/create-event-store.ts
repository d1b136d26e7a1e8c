import type { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import { EsdbEventStore } from './esdb/esdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  /** esdb://… selects EventStoreDB; unset means the PostgreSQL store in the app database. */
  eventstoreUrl?: string;
  /** The app database; the PostgreSQL store uses it and does not end it on close(). */
  pool: Pool;
  log?: (line: string) => void;
}

export function createEventStore(config: EventStoreConfig): EventStore {
  if (config.eventstoreUrl) return EsdbEventStore.connect(config.eventstoreUrl);
  return new PostgresEventStore(config.pool, config.log ? { log: config.log } : {});
}

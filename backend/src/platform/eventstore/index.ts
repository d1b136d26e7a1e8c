export * from './event-store.port';
export { createEventStore, type EventStoreConfig } from './create-event-store';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { EsdbEventStore } from './esdb/esdb-event-store';
export * from './subscription';

import type { Pool } from 'pg';
import { migrate } from '../../backend/src/platform/database/data-source';
import { createEventStore } from '../../backend/src/platform/eventstore/create-event-store';
import type { EventStore } from '../../backend/src/platform/eventstore/event-store.port';
import { EsdbEventStore } from '../../backend/src/platform/eventstore/esdb/esdb-event-store';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { esdbUnavailableReason } from './esdb-availability';
import { eventStoreContract } from './event-store.contract';
import { openPool, stopAllSubscriptions } from './support';

const reason = esdbUnavailableReason();
const reported: string[] = [];
if (reason) {
  const line = `[eventstore] EventStoreDB contract tests not run: ${reason}`;
  console.log(line);
  reported.push(line);
}

test('the EventStoreDB contract runs against a reachable server, or the reason it cannot is printed', () => {
  if (reason) expect(reported).toEqual([expect.stringContaining(reason)]);
  else expect(process.env.EVENTSTORE_URL).toMatch(/:\/\//);
});

test('the factory picks EventStoreDB for an esdb:// URL and PostgreSQL otherwise', async () => {
  const pool = openPool('postgres://127.0.0.1:1/unused', 1);
  const esdb = createEventStore({ eventstoreUrl: 'esdb://127.0.0.1:1?tls=false', pool });
  expect(esdb).toBeInstanceOf(EsdbEventStore);
  await esdb.close();
  expect(createEventStore({ pool }).constructor.name).toBe('PostgresEventStore');
  await pool.end();
});

if (!reason) {
  let db: TestDatabase;
  let pool: Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('esdb');
    await migrate(db.url);
    pool = openPool(db.url, 8);
    store = createEventStore({ eventstoreUrl: process.env.EVENTSTORE_URL, pool });
  });

  afterAll(async () => {
    await stopAllSubscriptions();
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  eventStoreContract('EventStoreDB', () => ({ store, pool }));
}

import type { Pool } from 'pg';
import { migrate } from '../../backend/src/platform/database/data-source';
import { WrongExpectedVersionError } from '../../backend/src/platform/eventstore/event-store.port';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { events, openPool, uniqueStream } from './support';

let db: TestDatabase;
let pool: Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('esmany');
  await migrate(db.url);
  pool = openPool(db.url, 4);
  store = new PostgresEventStore(pool);
});

afterAll(async () => {
  await store?.close();
  await pool?.end();
  await db?.drop();
});

/** Runs `work` in a transaction on one client, committed unless it throws. */
async function inTransaction<T>(work: (c: import('pg').PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await work(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

describe('appending inside the caller’s transaction: appendManyWith (several streams in one statement) and appendWith', () => {
  it('appends each stream at its versions, positions increasing in the batch order', async () => {
    const [a, b, c] = [uniqueStream('many'), uniqueStream('many'), uniqueStream('many')];
    await store.append(b, events(1));
    const results = await inTransaction((tx) =>
      store.appendManyWith(tx, [
        { streamId: a, events: events(2), expected: 'no_stream' },
        { streamId: b, events: events(1, 'Tested', 1), expected: 0 },
        { streamId: c, events: events(3) },
      ]),
    );
    expect(results.map((r) => r.nextExpectedVersion)).toEqual([1, 1, 2]);
    expect(results[0]!.lastPosition < results[1]!.lastPosition && results[1]!.lastPosition < results[2]!.lastPosition).toBe(true);
    expect((await store.readStream(a)).map((e) => e.streamVersion)).toEqual([0, 1]);
    expect((await store.readStream(b)).map((e) => e.data)).toEqual([events(1)[0]!.data, events(1, 'Tested', 1)[0]!.data]);
    const positions = [...(await store.readStream(a)), ...(await store.readStream(c))].map((e) => e.globalPosition);
    expect(new Set(positions).size).toBe(5);
  });

  it('refuses the whole batch when one stream is not at its expected version', async () => {
    const [a, b] = [uniqueStream('many'), uniqueStream('many')];
    await store.append(b, events(1));
    await expect(
      inTransaction((tx) =>
        store.appendManyWith(tx, [
          { streamId: a, events: events(1), expected: 'no_stream' },
          { streamId: b, events: events(1, 'Tested', 1), expected: 'no_stream' },
        ]),
      ),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.streamVersion(a)).toBe(-1);
    expect(await store.streamVersion(b)).toBe(0);
  });

  it('appendWith answers a conflict inside a transaction as WrongExpectedVersionError too', async () => {
    const a = uniqueStream('one');
    await store.append(a, events(1));
    await expect(inTransaction((tx) => store.appendWith(tx, a, events(1, 'Tested', 1), 'no_stream'))).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.streamVersion(a)).toBe(0);
  });
});

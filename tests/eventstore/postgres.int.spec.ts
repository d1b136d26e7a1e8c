import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { migrate } from '../../backend/src/platform/database/data-source';
import { PostgresEventStore } from '../../backend/src/platform/eventstore/postgres/postgres-event-store';
import { CheckpointBatcher, CheckpointMovedError, commitWithCheckpoints, resetCheckpoint, SharedReads, SharedTransactions } from '../../backend/src/platform/eventstore/subscription';
import { Client } from 'pg';
import type { RecordedEvent } from '../../backend/src/platform/eventstore/event-store.port';
import { advanceCheckpoint } from '../../backend/src/platform/eventstore/subscription/checkpoints';
import { lockKey } from '../../backend/src/platform/eventstore/subscription/leader-lock';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { eventStoreContract } from './event-store.contract';
import { createSeenTable, events, openPool, recordingConsumer, seen, sleep, stopAllSubscriptions, subscription, uniqueStream, waitFor } from './support';

let db: TestDatabase;
let storePool: Pool;
let readPool: Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('es');
  await migrate(db.url);
  storePool = openPool(db.url, 12);
  readPool = openPool(db.url, 8);
  store = new PostgresEventStore(storePool);
  await createSeenTable(readPool);
});

afterEach(stopAllSubscriptions);

afterAll(async () => {
  await stopAllSubscriptions();
  await store?.close();
  await storePool?.end();
  await readPool?.end();
  await db?.drop();
});

eventStoreContract('PostgreSQL', () => ({ store, pool: readPool }));

describe('the projector\'s statements (issue 36)', () => {
  test('a batch of events the consumer does not read moves the checkpoint alone, announced; the others reach handle, through shared reads', async () => {
    const name = uniqueStream('picky');
    await resetCheckpoint(readPool, name, { position: await store.headPosition() });
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const announced: string[] = [];
    listener.on('notification', (m) => m.payload?.startsWith(`${name} `) && announced.push(m.payload));
    await listener.query('LISTEN sqldaily_checkpoints');
    const reads = new SharedReads(store);
    const batches: RecordedEvent[][] = [];
    try {
      const sub = subscription(reads.eventStore, readPool, name, {
        handle: async (batch) => void batches.push(batch),
        handles: (e) => e.type === 'Wanted',
      }, { checkpoints: new CheckpointBatcher(readPool) });
      sub.start();
      const stream = uniqueStream('picky-stream');
      const other = await store.append(stream, events(3, 'Other'));
      await waitFor('the checkpoint past the unread events', async () => (await sub.status()).checkpoint >= other.lastPosition);
      expect(batches).toEqual([]);
      await waitFor('its notice', async () => announced.includes(`${name} ${other.lastPosition}`));
      const wanted = await store.append(stream, events(1, 'Wanted'));
      await waitFor('the read event', async () => (await sub.status()).checkpoint >= wanted.lastPosition);
      expect(batches.flat().map((e) => e.type)).toContain('Wanted');
    } finally {
      reads.close();
      await listener.end();
    }
  });

  test('checkpoint-only moves asked at once are one statement, each still a compare-and-set with its notice', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((x) => uniqueStream(`batched-${x}`)) as [string, string, string];
    for (const name of [a, b, c]) await resetCheckpoint(readPool, name, { position: 10n });
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const announced: string[] = [];
    listener.on('notification', (m) => announced.push(m.payload ?? ''));
    await listener.query('LISTEN sqldaily_checkpoints');
    const query = readPool.query.bind(readPool);
    let statements = 0;
    readPool.query = ((...args: Parameters<Pool['query']>) => (statements++, (query as (...x: unknown[]) => unknown)(...args))) as Pool['query'];
    try {
      const batcher = new CheckpointBatcher(readPool);
      // c is at 10, not 5: a stale runner's move, refused
      expect(await Promise.all([batcher.advance(a, 10n, 20n), batcher.advance(b, 10n, 21n), batcher.advance(c, 5n, 22n)])).toEqual([true, true, false]);
      expect(statements).toBe(1);
    } finally {
      readPool.query = query;
    }
    await waitFor('both notices', async () => announced.includes(`${a} 20`) && announced.includes(`${b} 21`));
    expect(announced.some((n) => n.startsWith(`${c} `))).toBe(false);
    const { rows } = await readPool.query<{ name: string; position: string }>(`SELECT name, position::text FROM subscription_checkpoints WHERE name = ANY($1) ORDER BY name`, [[a, b, c]]);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.position]))).toEqual({ [a]: '20', [b]: '21', [c]: '10' });
    await listener.end();
  });
});

describe('the projector\'s transactions (issue 36)', () => {
  const listen = async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const announced: string[] = [];
    listener.on('notification', (m) => announced.push(m.payload ?? ''));
    await listener.query('LISTEN sqldaily_checkpoints');
    return { announced, end: () => listener.end() };
  };

  test('subscriptions woken by the same append write their batches in one transaction, each checkpoint moved and announced', async () => {
    const prefix = uniqueStream('shared-tx');
    const names = [uniqueStream('shared-a'), uniqueStream('shared-b')] as const;
    const head = await store.headPosition();
    for (const name of names) await resetCheckpoint(readPool, name, { position: head });
    const listener = await listen();
    const reads = new SharedReads(store);
    const transactions = new SharedTransactions(readPool);
    const txids = new Map<string, string[]>(names.map((n) => [n, []]));
    try {
      for (const name of names) {
        const consumer = recordingConsumer(name, prefix, async (mine, tx) => {
          if (mine.length) txids.get(name)!.push((await tx.query<{ id: string }>('SELECT txid_current()::text AS id')).rows[0]!.id);
        });
        // no poll before the append's notice: both wake on it
        subscription(reads.eventStore, readPool, name, consumer, { transactions, pollIntervalMs: 60_000 }).start();
      }
      await sleep(300);
      const appended = await store.append(`${prefix}-s`, events(3));
      await waitFor('both checkpoints', async () => (await readPool.query(`SELECT count(*)::int AS n FROM subscription_checkpoints WHERE name = ANY($1) AND position >= $2`, [names, appended.lastPosition.toString()])).rows[0].n === 2);
      for (const name of names) expect(await seen(readPool, name)).toMatchObject({ total: 3, distinct: 3, ordered: true });
      expect(txids.get(names[0])).toHaveLength(1);
      expect(txids.get(names[1])).toEqual(txids.get(names[0]));
      await waitFor('both notices', () => names.every((n) => listener.announced.includes(`${n} ${appended.lastPosition}`)));
    } finally {
      reads.close();
      await listener.end();
    }
  });

  test('a batch failing in the shared transaction holds back only its own subscription, and nothing is written twice', async () => {
    const prefix = uniqueStream('shared-fail');
    const [flaky, steady] = [uniqueStream('shared-flaky'), uniqueStream('shared-steady')];
    const head = await store.headPosition();
    for (const name of [flaky, steady]) await resetCheckpoint(readPool, name, { position: head });
    const reads = new SharedReads(store);
    const transactions = new SharedTransactions(readPool);
    let failures = 0;
    try {
      subscription(reads.eventStore, readPool, flaky, recordingConsumer(flaky, prefix, async (mine) => {
        if (mine.length && failures++ === 0) throw new Error('a projection bug');
      }), { transactions, pollIntervalMs: 60_000 }).start();
      subscription(reads.eventStore, readPool, steady, recordingConsumer(steady, prefix), { transactions, pollIntervalMs: 60_000 }).start();
      await sleep(300);
      const appended = await store.append(`${prefix}-s`, events(3));
      await waitFor('both checkpoints', async () => (await readPool.query(`SELECT count(*)::int AS n FROM subscription_checkpoints WHERE name = ANY($1) AND position >= $2`, [[flaky, steady], appended.lastPosition.toString()])).rows[0].n === 2);
      expect(failures).toBeGreaterThanOrEqual(2);
      expect(await seen(readPool, steady)).toMatchObject({ total: 3, distinct: 3 });
      expect(await seen(readPool, flaky)).toMatchObject({ total: 3, distinct: 3 });
    } finally {
      reads.close();
    }
  });

  test('a checkpoint moved under its runner rolls the shared transaction back; alone, that batch fails and writes nothing', async () => {
    const [a, c] = [uniqueStream('cas-a'), uniqueStream('cas-c')];
    for (const name of [a, c]) await resetCheckpoint(readPool, name, { position: 10n });
    const transactions = new SharedTransactions(readPool);
    const write = (sub: string) => async (tx: import('pg').PoolClient) => {
      await tx.query(`INSERT INTO seen_events (sub, position, event_id, stream_id) VALUES ($1, 1, gen_random_uuid(), 's')`, [sub]);
    };
    // c is at 10, not 5
    expect(await Promise.all([transactions.run(a, 10n, 20n, write(a)), transactions.run(c, 5n, 20n, write(c))])).toEqual(['alone', 'alone']);
    await expect(transactions.run(c, 5n, 20n, write(c))).rejects.toBeInstanceOf(CheckpointMovedError);
    expect((await seen(readPool, a)).total + (await seen(readPool, c)).total).toBe(0);
    expect(await transactions.run(a, 10n, 20n, write(a))).toBe('committed');
    expect((await seen(readPool, a)).total).toBe(1);
    const { rows } = await readPool.query<{ name: string; position: string }>(`SELECT name, position::text FROM subscription_checkpoints WHERE name = ANY($1)`, [[a, c]]);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.position]))).toEqual({ [a]: '20', [c]: '10' });
  });

  test('the checkpoints and the COMMIT go in one round trip', async () => {
    const [a, b] = [uniqueStream('one-trip-a'), uniqueStream('one-trip-b')];
    for (const name of [a, b]) await resetCheckpoint(readPool, name, { position: 3n });
    const tx = await readPool.connect();
    const query = tx.query.bind(tx);
    let trips = 0;
    tx.query = ((...args: unknown[]) => (trips++, (query as (...x: unknown[]) => unknown)(...args))) as typeof tx.query;
    try {
      await tx.query('BEGIN');
      await commitWithCheckpoints(tx, [{ name: a, from: 3n, to: 7n }, { name: b, from: 3n, to: 8n }]);
      expect(trips).toBe(2);
      expect((await tx.query<{ t: boolean }>('SELECT now() = statement_timestamp() AS t')).rows[0]!.t).toBe(true); // no transaction left open
    } finally {
      tx.query = query;
      tx.release();
    }
    const { rows } = await readPool.query<{ name: string; position: string }>(`SELECT name, position::text FROM subscription_checkpoints WHERE name = ANY($1)`, [[a, b]]);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.position]))).toEqual({ [a]: '7', [b]: '8' });
  });
});

describe('PostgreSQL event store under concurrency', () => {
  test('a transaction holding a lower position keeps readers below it until it commits', async () => {
    const before = await store.headPosition();
    const held = await storePool.connect();
    try {
      await held.query('BEGIN');
      const low = await store.appendWith(held, uniqueStream('low'), events(1));
      const high = await store.append(uniqueStream('high'), events(1));
      expect(high.lastPosition).toBeGreaterThan(low.lastPosition);

      const name = uniqueStream('held');
      await resetCheckpoint(readPool, name, { position: before });
      const sub = subscription(store, readPool, name, recordingConsumer(name, ''));
      sub.start();
      await sleep(300);
      expect(await store.headPosition()).toBeLessThan(low.lastPosition);
      expect(await store.readAll({ after: before })).toEqual([]);
      expect((await sub.status()).checkpoint).toBe(before);
      expect((await seen(readPool, name)).total).toBe(0);

      await held.query('COMMIT');
      store.notifyAppended();
      await waitFor('both events', async () => (await seen(readPool, name)).total >= 2);
      await sub.stop();
      const { rows } = await readPool.query<{ position: string }>(`SELECT position::text FROM seen_events WHERE sub = $1 ORDER BY seq`, [name]);
      expect(rows.map((r) => BigInt(r.position))).toEqual([low.lastPosition, high.lastPosition]);
    } finally {
      await held.query('ROLLBACK').catch(() => {});
      held.release();
    }
  });

  test('8 concurrent writers × 1,000 events: a running subscription sees each committed event exactly once', async () => {
    const name = uniqueStream('load');
    const prefix = `${name}-w`;
    await resetCheckpoint(readPool, name, { position: await store.headPosition() });
    const sub = subscription(store, readPool, name, recordingConsumer(name, prefix), { batchSize: 500 });
    sub.start();
    const appended = new Set<string>();

    // Odd writers append inside their own transaction and linger before committing, so lower
    // positions regularly commit after higher ones; every 10th append goes to a shared stream.
    const writer = async (w: number) => {
      let n = 0;
      for (let i = 0; n < 1000; i++) {
        const batch = events(Math.min(1 + (i % 4), 1000 - n), 'Load', n);
        const stream = i % 10 === 9 ? `${prefix}-shared` : `${prefix}${w}-${i % 3}`;
        if (w % 2 === 1) {
          const tx = await storePool.connect();
          try {
            await tx.query('BEGIN');
            await store.appendWith(tx, stream, batch);
            await sleep(Math.random() * 3);
            await tx.query('COMMIT');
          } finally {
            tx.release();
          }
          store.notifyAppended();
        } else {
          await store.append(stream, batch);
        }
        batch.forEach((e) => appended.add(e.id));
        n += batch.length;
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
    expect(appended.size).toBe(8000);
    await waitFor('8,000 events', async () => (await seen(readPool, name)).total >= 8000, 20000);
    await sub.stop();
    const got = await seen(readPool, name);
    expect([got.total, got.distinct, got.ordered]).toEqual([8000, 8000, true]);
    expect([...appended].every((id) => got.ids.has(id))).toBe(true);
  });

  test('a runner killed mid-batch (its connections gone) loses and repeats nothing after restart', async () => {
    const name = uniqueStream('kill');
    const prefix = `${name}-s`;
    await resetCheckpoint(readPool, name, { position: await store.headPosition() });
    await store.append(`${prefix}1`, events(40));
    let entered!: (pid: number) => void;
    const inBatch = new Promise<number>((r) => (entered = r));
    let openGate!: () => void;
    const gate = new Promise<void>((r) => (openGate = r));
    const victim = subscription(
      store,
      readPool,
      name,
      recordingConsumer(name, prefix, async (_batch, tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        entered(rows[0]!.pid);
        await gate;
        await tx.query('SELECT 1');
      }),
      { batchSize: 15 },
    );
    victim.start();
    try {
      const txPid = await inBatch;
      const [k1, k2] = lockKey(name);
      const { rows } = await readPool.query<{ pid: number }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::int::oid AND objid = $2::int::oid AND objsubid = 2
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND granted`,
        [k1, k2],
      );
      expect(rows).toHaveLength(1);
      await readPool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [[txPid, rows[0]!.pid]]);
      const stopped = victim.stop();
      openGate();
      await stopped;
    } finally {
      openGate(); // a failed test must not leave the runner blocked in its batch
    }
    expect((await seen(readPool, name)).total).toBe(0);

    const successor = subscription(store, readPool, name, recordingConsumer(name, prefix), { batchSize: 15 });
    successor.start();
    await waitFor('40 events', async () => (await seen(readPool, name)).total >= 40);
    await successor.stop();
    const got = await seen(readPool, name);
    expect([got.total, got.distinct, got.ordered]).toEqual([40, 40, true]);
  });

  test('a standby takes over when the active runner dies without stopping', async () => {
    const name = uniqueStream('die');
    const prefix = `${name}-s`;
    await resetCheckpoint(readPool, name, { position: await store.headPosition() });
    const a = subscription(store, readPool, name, recordingConsumer(name, prefix));
    const b = subscription(store, readPool, name, recordingConsumer(name, prefix));
    a.start();
    await waitFor('a active', async () => (await a.status()).active);
    b.start();
    await store.append(`${prefix}1`, events(10));
    await waitFor('10 events', async () => (await seen(readPool, name)).total >= 10);
    const [k1, k2] = lockKey(name);
    await readPool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::int::oid AND objid = $2::int::oid AND objsubid = 2
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [k1, k2],
    );
    await a.stop(); // the dead process never runs again
    await waitFor('b active', async () => (await b.status()).active);
    await store.append(`${prefix}2`, events(10));
    await waitFor('20 events', async () => (await seen(readPool, name)).total >= 20);
    await b.stop();
    const got = await seen(readPool, name);
    expect([got.total, got.distinct, got.ordered]).toEqual([20, 20, true]);
  });

  test('an append by another store instance wakes a subscription through NOTIFY, long before its poll', async () => {
    const name = uniqueStream('notify');
    const prefix = `${name}-s`;
    const otherPool = openPool(db.url, 2);
    const otherProcess = new PostgresEventStore(otherPool);
    await resetCheckpoint(readPool, name, { position: await store.headPosition() });
    const sub = subscription(store, readPool, name, recordingConsumer(name, prefix), { pollIntervalMs: 60_000 });
    try {
      sub.start();
      await waitFor('active and caught up', async () => (await sub.status()).active);
      await sleep(100); // the first (empty) read is done; the runner now sleeps for a minute
      const started = Date.now();
      await otherProcess.append(`${prefix}1`, events(3));
      await waitFor('3 events', async () => (await seen(readPool, name)).total >= 3, 5000);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await sub.stop();
      await otherProcess.close();
      await otherPool.end();
    }
  });

  test('woken for events a transaction open elsewhere holds back, a subscription reads them soon after it ends, not at its poll', async () => {
    const name = uniqueStream('held');
    const prefix = `${name}-s`;
    await resetCheckpoint(readPool, name, { position: await store.headPosition() });
    const sub = subscription(store, readPool, name, recordingConsumer(name, prefix), { pollIntervalMs: 60_000 });
    const holder = await readPool.connect();
    try {
      sub.start();
      await waitFor('active', async () => (await sub.status()).active);
      // An open transaction with an id: the safe bound (the cluster's oldest running transaction) stops below it.
      await holder.query('BEGIN');
      await holder.query('SELECT txid_current()');
      await store.append(`${prefix}1`, events(3));
      await sleep(300);
      expect((await seen(readPool, name)).total).toBe(0);
      await holder.query('COMMIT');
      const committed = Date.now();
      await waitFor('3 events', async () => (await seen(readPool, name)).total >= 3, 10_000);
      expect(Date.now() - committed).toBeLessThan(10_000);
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      holder.release();
      await sub.stop();
    }
  });

  test('a stale runner cannot move a checkpoint another runner moved', async () => {
    const name = uniqueStream('cas');
    await resetCheckpoint(readPool, name, { position: 10n });
    const tx = await readPool.connect();
    try {
      expect(await advanceCheckpoint(tx, name, 5n, 20n)).toBe(false);
      expect(await advanceCheckpoint(tx, name, 10n, 20n)).toBe(true);
    } finally {
      tx.release();
    }
  });

  test('appending an id stored in another stream is a conflict, never a raw database error', async () => {
    const [e] = events(1);
    await store.append(uniqueStream('x'), [e!]);
    await expect(store.append(uniqueStream('y'), [{ ...e!, id: e!.id }])).rejects.toMatchObject({ code: 'WRONG_EXPECTED_VERSION' });
    await expect(store.append(uniqueStream('z'), [{ id: randomUUID().slice(0, 8), type: 'T', data: {} }])).rejects.toThrow(/not a uuid/);
  });
});

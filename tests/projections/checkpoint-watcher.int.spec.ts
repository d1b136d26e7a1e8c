import { Pool } from 'pg';
import { migrate } from '../../backend/src/platform/database/data-source';
import { advanceCheckpoint, loadCheckpoint } from '../../backend/src/platform/eventstore/subscription/checkpoints';
import { CheckpointWatcher } from '../../backend/src/platform/projector/checkpoint-watcher';
import { createTestDatabase, type TestDatabase } from '../support/db';

/** Read-your-writes waits on the projector's NOTIFY of each committed checkpoint (issue 16, the knee). */
let db: TestDatabase;
let pool: Pool;
let watcher: CheckpointWatcher;

beforeAll(async () => {
  db = await createTestDatabase('ckpt');
  await migrate(db.url);
  pool = new Pool({ connectionString: db.url, max: 4 });
  for (const p of ['a', 'b']) await loadCheckpoint(pool, `projection:${p}`);
  watcher = new CheckpointWatcher(pool);
});

afterAll(async () => {
  await watcher?.close();
  await pool?.end();
  await db?.drop();
});

/** Moves a checkpoint in a transaction of its own, as a projector batch does; `commit: false` rolls it back. */
async function advance(projection: string, to: bigint, commit = true): Promise<void> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const from = await loadCheckpoint(tx, `projection:${projection}`);
    expect(await advanceCheckpoint(tx, `projection:${projection}`, from, to)).toBe(true);
    await tx.query(commit ? 'COMMIT' : 'ROLLBACK');
  } finally {
    tx.release();
  }
}

const settled = <T>(p: Promise<T>) => {
  const state = { done: false, value: undefined as T | undefined };
  void p.then((v) => Object.assign(state, { done: true, value: v }));
  return state;
};

test('a waiter is answered when the last of its projections commits the position, not before, and not by a rolled-back batch', async () => {
  const waiting = settled(watcher.reached(['a', 'b'], 10n, 20_000));
  await advance('a', 10n);
  await advance('b', 10n, false);
  await new Promise((r) => setTimeout(r, 400));
  expect(waiting.done).toBe(false);
  await advance('b', 12n);
  for (let i = 0; i < 200 && !waiting.done; i++) await new Promise((r) => setTimeout(r, 10));
  expect(waiting).toEqual({ done: true, value: true });
  // already there: answered from what is known
  expect(await watcher.reached(['a'], 10n, 1)).toBe(true);
});

test('a checkpoint that never arrives answers false at the deadline', async () => {
  expect(await watcher.reached(['a'], 1_000n, 300)).toBe(false);
});

test('the listening connection dropped: waiters are still answered (polling, then a new LISTEN)', async () => {
  const admin = new Pool({ connectionString: db.url, max: 1 });
  try {
    const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    expect(killed.rowCount).toBe(1);
    const waiting = watcher.reached(['a'], 20n, 10_000);
    await advance('a', 20n);
    expect(await waiting).toBe(true);
    const again = watcher.reached(['b'], 30n, 10_000);
    await new Promise((r) => setTimeout(r, 1500)); // past the reconnect delay
    await advance('b', 30n);
    expect(await again).toBe(true);
    const listening = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    expect(listening.rowCount).toBe(1);
  } finally {
    await admin.end();
  }
});

test('with the listener up, hundreds of waiters read nothing while they wait: the projector\'s notices answer them (issue 36)', async () => {
  await watcher.reached(['a', 'b'], 0n, 1000); // the listener is up and both positions are current
  const query = pool.query.bind(pool);
  let reads = 0;
  pool.query = ((...args: Parameters<Pool['query']>) => {
    if (String((args[0] as { text?: string }).text ?? args[0]).includes('subscription_checkpoints')) reads++;
    return (query as (...a: unknown[]) => unknown)(...args);
  }) as Pool['query'];
  try {
    const waiting = Array.from({ length: 300 }, (_, i) => watcher.reached(i % 2 ? ['a'] : ['a', 'b'], 100n, 20_000));
    await new Promise((r) => setTimeout(r, 700));
    await advance('a', 100n);
    await advance('b', 100n);
    expect(await Promise.all(waiting)).toEqual(Array(300).fill(true));
    // no polling (every 250 ms it made 3–4 reads over these 700 ms): at most the one read of positions not
    // yet seen on this listener (the previous test replaced it), then the NOTIFYs alone
    expect(reads).toBeLessThanOrEqual(1);
  } finally {
    pool.query = query;
  }
});

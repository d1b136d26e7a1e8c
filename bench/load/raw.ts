/**
 * Raw floors beside the product's figures, in the same run, on the same servers, closed loop (no think
 * time) at a fixed concurrency:
 *   PostgreSQL  what each endpoint fundamentally costs in the app database with plain pg: the event
 *               rows it appends (one multi-row INSERT), the read-model row it reads
 *   sandbox     one learner query on the sandbox cluster as superuser (setup + query, rolled back);
 *               a test run is one, a submit one per graded dataset
 *   Redis       a PING round-trip and the per-learner lock (SET NX PX + DEL) the API takes per run
 *   argon2      the product's own hash (register) and verify (login), 2 at a time (one per core)
 */
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import type { Pool } from 'pg';
import { hashPassword, verifyPassword } from '../../backend/src/accounts/application/password';

export interface RawFigure {
  name: string;
  perSecond: number;
  p50: number;
  p95: number;
}

async function closedLoop(name: string, concurrency: number, seconds: number, op: (worker: number, i: number) => Promise<unknown>): Promise<RawFigure> {
  const lat: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      while (performance.now() < until) {
        const t = performance.now();
        await op(w, i++);
        lat.push(performance.now() - t);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  lat.sort((a, b) => a - b);
  const q = (x: number) => lat[Math.min(lat.length - 1, Math.floor(x * lat.length))] ?? NaN;
  return { name, perSecond: lat.length / wall, p50: q(0.5), p95: q(0.95) };
}

export async function rawBaselines(opts: {
  pool: Pool;
  sandbox: Pool;
  redisUrl: string;
  concurrency: number;
  seconds: number;
  challenge: { setup: string; solution: string };
}): Promise<RawFigure[]> {
  const { pool, sandbox, concurrency: c, seconds } = opts;
  await pool.query(`CREATE TABLE IF NOT EXISTS load_raw_events (
    global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text NOT NULL, stream_version int NOT NULL,
    event_id uuid NOT NULL UNIQUE, type text NOT NULL, data jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream_id, stream_version))`);
  const versions = new Map<string, number>();
  const append = (stream: string, n: number) => {
    const values: unknown[] = [];
    let v = versions.get(stream) ?? 0;
    const tuples = Array.from({ length: n }, (_, k) => {
      values.push(stream, v++, randomUUID(), 'RawEvent', JSON.stringify({ userId: 1, challengeId: 1, date: '2026-06-01', sql: opts.challenge.solution }));
      return `($${k * 5 + 1}, $${k * 5 + 2}, $${k * 5 + 3}, $${k * 5 + 4}, $${k * 5 + 5})`;
    });
    versions.set(stream, v);
    return pool.query(`INSERT INTO load_raw_events (stream_id, stream_version, event_id, type, data) VALUES ${tuples.join(', ')}`, values);
  };
  const someUser = Number((await pool.query<{ id: number }>(`SELECT max(user_id) AS id FROM user_stats`)).rows[0]?.id ?? 1);
  const out: RawFigure[] = [];
  out.push(await closedLoop('pg: append 2 events (daily)', c, seconds, (w, i) => append(`raw-${w}-${i}`, 2)));
  out.push(await closedLoop('pg: append 3 events (submit)', c, seconds, (w, i) => append(`raw3-${w}-${i}`, 3)));
  out.push(await closedLoop('pg: user row by id (users/me)', c, seconds, () => pool.query(`SELECT * FROM users WHERE id = $1`, [1])));
  out.push(await closedLoop('pg: 20 history rows of a learner', c, seconds, () => pool.query(`SELECT * FROM learner_history WHERE user_id = $1 ORDER BY date DESC LIMIT 20`, [someUser])));
  out.push(
    await closedLoop('pg: global top 100 (ORDER BY … LIMIT)', c, seconds, () =>
      pool.query(`SELECT * FROM user_stats WHERE resolved_count > 0 ORDER BY current_elo DESC, total_points DESC, registered_at, user_id LIMIT 100`),
    ),
  );
  out.push(
    await closedLoop('sandbox: setup + one learner query (superuser)', Math.min(c, 4), seconds, async () => {
      const client = await sandbox.connect();
      try {
        await client.query(`BEGIN; SET LOCAL search_path = pg_temp; ${opts.challenge.setup}`);
        await client.query(opts.challenge.solution);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    }),
  );
  const redis = Array.from({ length: Math.min(c, 16) }, () => new IORedis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }));
  try {
    out.push(await closedLoop('redis: PING round-trip', redis.length, Math.min(seconds, 3), (w) => redis[w]!.ping()));
    out.push(
      await closedLoop('redis: lock SET NX PX + DEL', redis.length, Math.min(seconds, 3), async (w, i) => {
        await redis[w]!.set(`load-raw-lock-${w}-${i}`, '1', 'PX', 5000, 'NX');
        await redis[w]!.del(`load-raw-lock-${w}-${i}`);
      }),
    );
  } finally {
    for (const r of redis) r.disconnect();
  }
  const stored = await hashPassword('password-123');
  out.push(await closedLoop('argon2: hash (register), 2 at a time', 2, Math.min(seconds, 3), () => hashPassword('password-123')));
  out.push(await closedLoop('argon2: verify (login), 2 at a time', 2, Math.min(seconds, 3), () => verifyPassword(stored, 'password-123')));
  await pool.query(`DROP TABLE load_raw_events`);
  return out;
}

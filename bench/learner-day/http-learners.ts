/**
 * Section 1: N concurrent simulated learners over HTTP against the whole product started in-process
 * (API, workers, projector), each a fresh user doing register → login → daily → start → test →
 * submit (correct). Beside it, the raw floor of the same learner day done directly: the rows and
 * events written with plain pg and the learner SQL run on the sandbox's superuser connection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { startProduct } from '../../backend/src/bootstrap';
import { resolveRedis } from '../../backend/src/platform/infra/redis-resolver';
import { resolveSandbox } from '../../backend/src/grading/sandbox/sandbox-resolver';
import { BENCH_CHALLENGES } from './challenges';
import { DATA_DIR, int, ms, pct, Samples, table, type Throwaway } from './support';

const LEVELS = (process.env.BENCH_HTTP_LEARNERS ?? '10,50').split(',').map(Number);
/** Learner days per level: at least this many, and at least 2 × N. */
const MIN_DAYS = Number(process.env.BENCH_HTTP_DAYS ?? 40);
const STEPS = ['register', 'login', 'daily', 'start', 'test', 'submit'] as const;
const ADMIN = { email: 'admin@bench.local', password: 'admin-password-1' };

interface Api {
  call(method: string, p: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function api(baseUrl: string): Api {
  return {
    async call(method, p, body, token) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${baseUrl}/api/v1${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* keep the text */
      }
      return { status: res.status, body: parsed };
    },
  };
}

export async function httpSection(db: Throwaway): Promise<void> {
  console.log('\n## 1. Concurrent learners over HTTP (whole product in-process)\n');
  const sandbox = await resolveSandbox({
    sandboxUrl: process.env.SANDBOX_DATABASE_URL,
    dataDir: DATA_DIR,
    embeddedPort: Number(process.env.BENCH_SANDBOX_PORT ?? 54333),
    log: () => {},
  });
  const redis = await resolveRedis({ redisUrl: process.env.REDIS_URL, dataDir: DATA_DIR, spawnPort: Number(process.env.BENCH_REDIS_PORT ?? 63793) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-bench-ld-'));
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  const pool = new Pool({ connectionString: db.url, max: 10 });
  const sandboxPool = new Pool({ connectionString: sandbox.superuserUrl.replace(/\/postgres$/, '/sandbox'), max: 4 });
  pool.on('error', () => {});
  sandboxPool.on('error', () => {});
  try {
    product = await startProduct({
      port: 0,
      logLevels: ['error'],
      env: {
        DATABASE_URL: db.url,
        REDIS_URL: redis.url,
        SANDBOX_DATABASE_URL: sandbox.superuserUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
      },
    });
    console.log(`product on ${product.url}; PostgreSQL ${db.source}, Redis ${redis.source}, sandbox ${sandbox.source}; WORKER_CONCURRENCY ${product.config.env.WORKER_CONCURRENCY}`);
    const client = api(product.url);
    const admin = (await client.call('POST', '/auth/login', ADMIN)).body.access_token as string;
    const solutions = new Map<number, { solution: string; probe: string; setup: string }>();
    for (const c of BENCH_CHALLENGES) {
      const created = await client.call('POST', '/admin/challenges', { ...c, probe: undefined, difficulty_rating: 1200, estimated_time_minutes: 10, category: 'AGGREGATION' }, admin);
      if (created.status !== 201) throw new Error(`create challenge: ${created.status} ${JSON.stringify(created.body)}`);
      const v = await client.call('POST', `/admin/challenges/${created.body.id}/validate`, undefined, admin);
      if (!v.body?.success) throw new Error(`validate challenge: ${JSON.stringify(v.body)}`);
      solutions.set(created.body.id as number, { solution: c.correct_solution, probe: c.probe, setup: c.schema_setup });
    }
    const datasets = Number(
      (await pool.query<{ n: string }>(`SELECT avg(1 + jsonb_array_length(grading->'variants'))::text AS n FROM challenges`)).rows[0]!.n,
    );
    console.log(`${solutions.size} validated challenges (avg ${datasets.toFixed(1)} datasets graded per submit)\n`);

    await createRawTables(pool);
    const rows: string[][] = [];
    const summary: string[] = [];
    let tag = 0;
    for (const n of LEVELS) {
      const days = Math.max(MIN_DAYS, 2 * n);
      const samples = new Samples();
      let errors = 0;
      const errorKinds = new Map<string, number>();
      const fail = (step: string, status: number, body: unknown) => {
        errors++;
        const key = `${step} ${status}${typeof body === 'object' && body && 'detail' in body ? `: ${String((body as { detail: unknown }).detail).slice(0, 60)}` : ''}`;
        errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
      };
      const level = `${n}-${tag++}-${Date.now().toString(36)}`;
      let next = 0;
      let requests = 0;
      const step = async (name: string, method: string, p: string, body?: unknown, token?: string) => {
        const t = performance.now();
        const res = await client.call(method, p, body, token);
        samples.add(name, performance.now() - t);
        requests++;
        return res;
      };
      const started = performance.now();
      await Promise.all(
        Array.from({ length: n }, async () => {
          while (next < days) {
            const i = next++;
            const email = `l${level}-${i}@bench.local`;
            const reg = await step('register', 'POST', '/auth/register', { email, username: `l${level}-${i}`.slice(0, 32), password: 'password-123' });
            if (reg.status !== 201) return fail('register', reg.status, reg.body);
            const login = await step('login', 'POST', '/auth/login', { email, password: 'password-123' });
            if (login.status !== 200) return fail('login', login.status, login.body);
            const token = login.body.access_token as string;
            const daily = await step('daily', 'GET', '/challenges/daily', undefined, token);
            if (daily.status !== 200) return fail('daily', daily.status, daily.body);
            const id = daily.body.id as number;
            const known = solutions.get(id);
            if (!known) return fail('daily', daily.status, { detail: `unknown challenge ${id}` });
            const start = await step('start', 'POST', `/challenges/start/${id}`, undefined, token);
            if (start.status !== 200) return fail('start', start.status, start.body);
            const test = await step('test', 'POST', `/challenges/${id}/test`, { sql_query: known.probe }, token);
            if (test.status !== 200 || !test.body.success) return fail('test', test.status, test.body);
            const submit = await step('submit', 'POST', `/challenges/${id}/submit`, { sql_solution: known.solution }, token);
            if (submit.status !== 200 || !submit.body.is_correct) return fail('submit', submit.status, submit.body);
          }
        }),
      );
      const wall = performance.now() - started;

      // Raw: the same learner days, same concurrency, directly in PostgreSQL (see README).
      const raw = new Samples();
      const challengeList = [...solutions.values()];
      let rawNext = 0;
      const rawStarted = performance.now();
      await Promise.all(
        Array.from({ length: n }, async () => {
          while (rawNext < days) {
            const i = rawNext++;
            await rawLearnerDay(pool, sandboxPool, `r${level}-${i}`, challengeList[i % challengeList.length]!, Math.round(datasets), raw);
          }
        }),
      );
      const rawWall = performance.now() - rawStarted;

      for (const s of STEPS) {
        const xs = samples.get(s);
        const r = raw.get(s);
        rows.push([`${n}`, s, String(xs.length), ms(pct(xs, 0.5)), ms(pct(xs, 0.99)), ms(pct(r, 0.5)), ms(pct(r, 0.99))]);
      }
      summary.push(
        `N=${n}: ${days} learner days, ${requests} requests in ${(wall / 1000).toFixed(1)} s = ${(requests / (wall / 1000)).toFixed(1)} req/s, ` +
          `${(days / (wall / 1000)).toFixed(2)} learner days/s; errors ${errors}${errorKinds.size ? ` (${[...errorKinds].map(([k, v]) => `${k} ×${v}`).join('; ')})` : ''}; ` +
          `raw ${(days / (rawWall / 1000)).toFixed(1)} learner days/s (${((days / rawWall) / (days / wall)).toFixed(1)}× the product)`,
      );
    }
    console.log(table(['N', 'endpoint', 'requests', 'p50 ms', 'p99 ms', 'raw p50 ms', 'raw p99 ms'], rows));
    console.log();
    for (const s of summary) console.log(s);
    const pending = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM events`);
    console.log(`(${int(Number(pending.rows[0]!.n))} events in the product's store after the run)`);
  } finally {
    await product?.close();
    await pool.end();
    await sandboxPool.end();
    await redis.stop();
    await sandbox.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function createRawTables(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE raw_users (id serial PRIMARY KEY, email text NOT NULL UNIQUE, username text NOT NULL UNIQUE, password_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(`CREATE TABLE raw_events (
    global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text NOT NULL, stream_version int NOT NULL,
    event_id uuid NOT NULL UNIQUE, type text NOT NULL, data jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream_id, stream_version))`);
  await pool.query(`CREATE TABLE raw_user_stats (user_id int PRIMARY KEY, elo int NOT NULL, points int NOT NULL DEFAULT 0, solved int NOT NULL DEFAULT 0)`);
}

/**
 * The learner day without Node/Nest/BullMQ/argon2: a users row; the events each endpoint appends
 * (one multi-row INSERT per request, versions tracked here); the learner SQL on the sandbox database
 * as superuser inside a rolled-back transaction (test once, submit once per graded dataset); the
 * user-stats upsert the projector would do.
 */
async function rawLearnerDay(pool: Pool, sandbox: Pool, name: string, c: { solution: string; probe: string; setup: string }, datasets: number, samples: Samples): Promise<void> {
  const at = async (step: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    samples.add(step, performance.now() - t);
  };
  let userId = 0;
  let version = 0;
  const append = async (types: string[]) => {
    const values: unknown[] = [];
    const tuples = types.map((type, i) => {
      values.push(`learner-${userId}`, version++, randomUUID(), type, JSON.stringify({ userId, challengeId: 1, date: '2026-06-01', sql: c.solution }));
      return `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`;
    });
    await pool.query(`INSERT INTO raw_events (stream_id, stream_version, event_id, type, data) VALUES ${tuples.join(', ')}`, values);
  };
  const runSql = async (sql: string) => {
    const client = await sandbox.connect();
    try {
      await client.query(`BEGIN; SET LOCAL search_path = pg_temp; ${c.setup}`);
      await client.query(sql);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  };
  await at('register', async () => {
    userId = (await pool.query<{ id: number }>(`INSERT INTO raw_users (email, username, password_hash) VALUES ($1, $1, 'x') RETURNING id`, [name])).rows[0]!.id;
  });
  await at('login', () => pool.query(`SELECT id, password_hash FROM raw_users WHERE email = $1`, [name]));
  await at('daily', () => append(['LearnerEnrolled', 'DailyChallengeAssigned']));
  await at('start', () => append(['AttemptStarted']));
  await at('test', () => runSql(c.probe));
  await at('submit', async () => {
    for (let d = 0; d < datasets; d++) await runSql(c.solution);
    await append(['SolutionSubmitted', 'EloChanged', 'DailyChallengeResolved']);
    await pool.query(
      `INSERT INTO raw_user_stats (user_id, elo, points, solved) VALUES ($1, 1220, 168, 1)
       ON CONFLICT (user_id) DO UPDATE SET elo = EXCLUDED.elo, points = raw_user_stats.points + EXCLUDED.points, solved = raw_user_stats.solved + 1`,
      [userId],
    );
  });
}

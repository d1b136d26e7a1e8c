/**
 * Load benchmark (not a test): `npm run bench:load [-- --scaled]`. A scripted crowd of learners over
 * loopback HTTP against the product started as separate processes (api, worker, projector; with
 * --scaled two of each, the APIs on two ports), in a throwaway database dropped at the end. For each
 * level of BENCH_LOAD_LEARNERS: a warm-up registers and logs in the learners, then for
 * BENCH_LOAD_SECONDS they live their day (crowd.ts) while CPU and memory of every process are
 * sampled; then the consistency checks (consistency.ts). Raw PostgreSQL / sandbox / Redis floors
 * (raw.ts) are measured in the same run. Knobs:
 *   BENCH_LOAD_LEARNERS=100,1000   levels (concurrent learners), e.g. 25,50,100,200,400,1000 for the knee
 *   BENCH_LOAD_SECONDS=60          measured window per level (requests in flight at its end finish)
 *   BENCH_LOAD_THINK_MS=1000       mean think time between a learner's requests (uniform 0.5–1.5 ×)
 *   BENCH_LOAD_RAMP_SECONDS=10     learners start spread over this long
 *   BENCH_LOAD_BROWSE=6            browse requests per learner after the day (bounds the count)
 *   BENCH_LOAD_WRONG=0.35          probability of a wrong first submit (halved for the second)
 *   BENCH_LOAD_RAW_SECONDS=5, BENCH_LOAD_RAW_CONCURRENCY=8
 *   BENCH_LOAD_PG=resolved|own     own: an embedded cluster of the bench's (max_connections 300) instead of
 *                                  the resolved server; the default with --scaled, whose six processes
 *                                  can open ~30 connections each (more than a shared server's 100 allow)
 *   BENCH_LOAD_TOPOLOGY=2,1,1      processes of each role (apis,workers,projectors); --scaled is 2,2,2
 *   BENCH_LOAD_PROFILE=<dir>       each product process writes a V8 CPU profile (<name>.cpuprofile) there at exit
 *                                  pg_stat_statements per level needs the module preloaded: BENCH_LOAD_PG=own has it
 *   BENCH_DATA_DIR=.data/bench-load, BENCH_SANDBOX_PORT=54371 (embedded sandbox unless SANDBOX_DATABASE_URL)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import IORedis from 'ioredis';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { startEmbeddedPostgres } from '../../backend/src/platform/infra/embedded-postgres';
import { resolveRedis, type ResolvedRedis } from '../../backend/src/platform/infra/redis-resolver';
import { resolveSandbox, type ResolvedSandbox } from '../../backend/src/grading/sandbox/sandbox-resolver';
import { BENCH_CHALLENGES } from '../learner-day/challenges';
import { int, ms, pct, table } from '../learner-day/support';
import { throwawayDatabase, type Throwaway } from '../support/throwaway-database';
import { checkConsistency, type ConsistencyReport } from './consistency';
import { closeAgent, runCrowd, type Challenge, type CrowdResult, type EndpointStats } from './crowd';
import { forgetInstanceKeys } from '../../tests/support/redis-cleanup';
import { buildIfStale, Product, stopEverything, type Topology } from './product';
import { rawBaselines, type RawFigure } from './raw';
import { resetStatements, statementsAvailable, topStatements, type StatementFigure } from './statements';
import { LoopSampler, type LoopFigure } from './event-loop';
import { childrenOf, ResourceSampler, type ProcessGroup, type ResourceReport } from './resources';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const LEVELS = (process.env.BENCH_LOAD_LEARNERS ?? '100,1000').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const SECONDS = num('BENCH_LOAD_SECONDS', 60);
const THINK_MS = num('BENCH_LOAD_THINK_MS', 1000);
const RAMP_SECONDS = num('BENCH_LOAD_RAMP_SECONDS', 10);
const BROWSE = num('BENCH_LOAD_BROWSE', 6);
const WRONG = num('BENCH_LOAD_WRONG', 0.35);
const RAW_SECONDS = num('BENCH_LOAD_RAW_SECONDS', 5);
const RAW_CONCURRENCY = num('BENCH_LOAD_RAW_CONCURRENCY', 8);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.data/bench-load');
const SANDBOX_PORT = num('BENCH_SANDBOX_PORT', 54371);
const SCALED = process.argv.includes('--scaled');
const OWN_PG = (process.env.BENCH_LOAD_PG ?? (SCALED ? 'own' : 'resolved')) === 'own';
const TOPOLOGY: Topology = topology(process.env.BENCH_LOAD_TOPOLOGY ?? (SCALED ? '2,2,2' : '1,1,1'));

/** `apis,workers,projectors`, e.g. `2,1,1`. */
function topology(spec: string): Topology {
  const [apis, workers, projectors] = spec.split(',').map(Number);
  if (![apis, workers, projectors].every((n) => Number.isInteger(n) && n! >= 1 && n! <= 4)) throw new Error(`BENCH_LOAD_TOPOLOGY must be apis,workers,projectors (1–4 each), not ${spec}`);
  return { apis: apis!, workers: workers!, projectors: projectors! };
}
const ADMIN = { email: 'admin@load.bench', password: 'admin-password-1' };
const ORDER = ['users/me', 'daily', 'start', 'test', 'submit', 'history', 'leaderboard/global', 'leaderboard/weekly'];

interface LevelResult {
  learners: number;
  crowd: CrowdResult;
  resources: ResourceReport;
  /** Event-loop delay and GC of each product process over the window. */
  loops: LoopFigure[];
  consistency: ConsistencyReport;
  /** pg_stat_statements over the window, when the server has it. */
  statements?: { figures: StatementFigure[]; byCalls: StatementFigure[]; totalMs: number; calls: number };
}

const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | undefined;
/** Once, whoever asks first (Ctrl-C while main() is still failing asks twice). */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    closeAgent();
    await stopEverything().catch((e: unknown) => console.error(e));
    while (cleanups.length) await cleanups.pop()!().catch((e: unknown) => console.error(e));
  })();
  return cleaning;
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `# bench:load — ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
      `topology ${TOPOLOGY.apis} api / ${TOPOLOGY.workers} worker / ${TOPOLOGY.projectors} projector process(es)`,
  );
  console.log(`levels ${LEVELS.join(', ')} learners; window ${SECONDS} s, think ${THINK_MS} ms, ramp ${RAMP_SECONDS} s, browse ${BROWSE}, wrong first submit ${WRONG}`);
  buildIfStale((l) => console.log(l));
  fs.mkdirSync(DATA_DIR, { recursive: true });

  if (OWN_PG) {
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'pg'), port: num('BENCH_EMBEDDED_PG_PORT', 54370), settings: { max_connections: 300, shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.max': 1000 } });
    cleanups.push(() => cluster.stop());
    process.env.DATABASE_URL = `postgres://${cluster.user}:${encodeURIComponent(cluster.password)}@127.0.0.1:${cluster.port}/postgres`;
  }
  const db: Throwaway = await throwawayDatabase({ label: 'load', dataDir: DATA_DIR, embeddedPort: 54370 });
  cleanups.push(() => db.drop());
  const redis: ResolvedRedis = await resolveRedis({ redisUrl: process.env.REDIS_URL, dataDir: DATA_DIR, spawnPort: num('BENCH_REDIS_PORT', 63771) });
  cleanups.push(() => redis.stop());
  cleanups.push(() => forgetInstanceKeys(redis.url, db.url)); // runs before redis.stop (cleanups run last first)
  const sandbox: ResolvedSandbox = await resolveSandbox({ sandboxUrl: process.env.SANDBOX_DATABASE_URL, dataDir: DATA_DIR, embeddedPort: SANDBOX_PORT, log: () => {} });
  cleanups.push(() => sandbox.stop());
  installSignalHandlers();
  const productDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-bench-load-'));
  cleanups.push(async () => fs.rmSync(productDir, { recursive: true, force: true }));

  const product = new Product(
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SANDBOX_DATABASE_URL: sandbox.superuserUrl,
      DATA_DIR: productDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    path.join(DATA_DIR, 'logs'),
  );
  const t0 = performance.now();
  await product.start(TOPOLOGY);
  console.log(
    `started in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${product.processes.map((p) => `${p.name} pid ${p.pid}${p.url ? ` ${p.url}` : ''}`).join(', ')}; ` +
      `PostgreSQL ${OWN_PG ? 'embedded (the bench’s own, max_connections 300)' : db.source}, Redis ${redis.source}, sandbox ${sandbox.source}; logs in ${path.relative(process.cwd(), path.join(DATA_DIR, 'logs'))}/`,
  );

  const challenges = await seedChallenges(product.apis[0]!.url);
  console.log(`${challenges.size} challenges created and validated through the admin API`);

  const pool = new Pool({ connectionString: db.url, max: Math.max(4, RAW_CONCURRENCY) });
  pool.on('error', () => {});
  const store = new PostgresEventStore(pool, { log: () => {} });
  cleanups.push(async () => {
    await store.close();
    await pool.end();
  });
  const monitor = new Client({ connectionString: db.url });
  await monitor.connect();
  cleanups.push(() => monitor.end());
  const pgss = await statementsAvailable(monitor);
  console.log(pgss ? 'pg_stat_statements: on (reset at each window start)' : 'pg_stat_statements: not loaded on this server (BENCH_LOAD_PG=own has it); statements per request from Server-Timing only');
  const redisClient = new IORedis(redis.url, { maxRetriesPerRequest: 1 });
  cleanups.push(async () => redisClient.disconnect());
  const redisPid = Number(/process_id:(\d+)/.exec(await redisClient.info('server'))?.[1] ?? 0);
  const dbName = new URL(db.url).pathname.slice(1);
  const sandboxPm = sandbox.source === 'embedded' ? Number(fs.readFileSync(path.join(DATA_DIR, 'sandbox', 'postmaster.pid'), 'utf8').split('\n')[0]) : 0;

  const groups: ProcessGroup[] = [
    ...product.processes.map((p) => ({ name: p.name, pids: () => [p.pid] })),
    {
      name: 'PostgreSQL backends (app db)',
      pids: async () =>
        (await monitor.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [dbName])).rows.map((r) => r.pid),
    },
    ...(sandboxPm ? [{ name: 'sandbox cluster (all processes)', pids: () => [sandboxPm, ...childrenOf(sandboxPm)] }] : []),
    ...(redisPid ? [{ name: `redis-server (${redis.source}, shared)`, pids: () => [redisPid] }] : []),
  ];

  const results: LevelResult[] = [];
  let accepted = 0;
  for (const [k, learners] of LEVELS.entries()) {
    console.log(`\n## ${learners} concurrent learners (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
    const sampler = new ResourceSampler(groups);
    const loops = new LoopSampler(product.processes);
    const crowd = await runCrowd({
      learners,
      apiUrls: product.apis.map((a) => a.url),
      seconds: SECONDS,
      thinkMs: THINK_MS,
      rampSeconds: RAMP_SECONDS,
      browse: BROWSE,
      wrongFirst: WRONG,
      tag: `n${learners}-${k}-${randomBytes(2).toString('hex')}`,
      challenges,
      warmupConcurrency: 8,
      seed: k + 1,
      onWindowStart: () => {
        sampler.start();
        void loops.start();
        if (pgss) void resetStatements(monitor).catch(() => {});
      },
    });
    const resources = await sampler.stop();
    const loopFigures = await loops.stop();
    const statements = pgss ? await topStatements(monitor, dbName, requestCount(crowd.window.endpoints)) : undefined;
    accepted += crowd.acceptedSubmissions;
    const consistency = await checkConsistency(store, pool, accepted);
    const level = { learners, crowd, resources, loops: loopFigures, consistency, statements };
    results.push(level);
    printLevel(level);
  }

  printSummary(results);

  console.log(`\n## Raw floors (closed loop, concurrency ${RAW_CONCURRENCY}, ${RAW_SECONDS} s each; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})\n`);
  const sandboxPool = new Pool({ connectionString: sandbox.superuserUrl.replace(/\/postgres$/, '/sandbox'), max: 4 });
  sandboxPool.on('error', () => {});
  let raw: RawFigure[] = [];
  try {
    raw = await rawBaselines({
      pool,
      sandbox: sandboxPool,
      redisUrl: redis.url,
      concurrency: RAW_CONCURRENCY,
      seconds: RAW_SECONDS,
      challenge: { setup: BENCH_CHALLENGES[0]!.schema_setup, solution: BENCH_CHALLENGES[0]!.correct_solution },
    });
  } catch (err) {
    console.error(`raw floors failed: ${(err as Error).message}`);
  } finally {
    await sandboxPool.end();
  }
  console.log(table(['raw work', 'per s', 'p50 ms', 'p95 ms'], raw.map((r) => [r.name, int(r.perSecond), ms(r.p50), ms(r.p95)])));
  const out = path.join(DATA_DIR, `results-${SCALED ? 'scaled' : 'single'}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify({ topology: TOPOLOGY, levels: results.map(summaryOf), raw }, null, 2));
  console.log(`\nresults written to ${path.relative(process.cwd(), out)}; done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function seedChallenges(base: string): Promise<Map<number, Challenge>> {
  const call = async (method: string, p: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const token = (await call('POST', '/auth/login', ADMIN)).body.access_token as string;
  const out = new Map<number, Challenge>();
  for (const c of BENCH_CHALLENGES) {
    const created = await call('POST', '/admin/challenges', { ...c, probe: undefined, difficulty_rating: 1200, estimated_time_minutes: 10, category: 'AGGREGATION' }, token);
    if (created.status !== 201) throw new Error(`create challenge: ${created.status} ${JSON.stringify(created.body)}`);
    const v = await call('POST', `/admin/challenges/${created.body.id}/validate`, undefined, token);
    if (!v.body?.success) throw new Error(`validate challenge: ${JSON.stringify(v.body)}`);
    out.set(created.body.id as number, { solution: c.correct_solution, probe: c.probe });
  }
  return out;
}

const errorCount = (eps: EndpointStats[]) => eps.reduce((a, e) => a + [...e.errors.values()].reduce((x, y) => x + y, 0), 0);
const requestCount = (eps: EndpointStats[]) => eps.reduce((a, e) => a + e.latencies.length, 0);
const errorText = (e: EndpointStats) => [...e.errors].map(([k, v]) => `${k}×${v}`).join(' ') || '0';

function summaryOf(l: LevelResult) {
  const eps = l.crowd.window.endpoints;
  const all = eps.flatMap((e) => e.latencies).sort((a, b) => a - b);
  const submit = [...(eps.find((e) => e.name === 'submit')?.latencies ?? [])].sort((a, b) => a - b);
  return {
    learners: l.learners,
    seconds: l.crowd.window.seconds,
    requests: requestCount(eps),
    rps: requestCount(eps) / l.crowd.window.seconds,
    submitsPerSecond: submit.length / l.crowd.window.seconds,
    p50: pct(all, 0.5),
    p95: pct(all, 0.95),
    p99: pct(all, 0.99),
    submitP95: pct(submit, 0.95),
    errors: errorCount(eps) + errorCount(l.crowd.warmup.endpoints),
    accepted: l.crowd.acceptedSubmissions,
    resolved: l.crowd.learnerDaysResolved,
    endpoints: eps.map((e) => {
      const xs = [...e.latencies].sort((a, b) => a - b);
      return { name: e.name, n: xs.length, p50: pct(xs, 0.5), p95: pct(xs, 0.95), p99: pct(xs, 0.99), errors: Object.fromEntries(e.errors), stages: stagesOf(e) };
    }),
    warmup: { seconds: l.crowd.warmup.seconds, endpoints: l.crowd.warmup.endpoints.map((e) => ({ name: e.name, n: e.latencies.length, errors: Object.fromEntries(e.errors) })) },
    resources: l.resources,
    loops: l.loops,
    cpuMsPerRequest: cpuMsPerRequest(l),
    statements: l.statements,
    consistency: l.consistency,
  };
}

/** CPU milliseconds each process group spent per crowd request over the window (and their sum, the crowd's own left out). */
function cpuMsPerRequest(l: LevelResult): Record<string, number> {
  const rps = requestCount(l.crowd.window.endpoints) / l.crowd.window.seconds;
  const out: Record<string, number> = {};
  let sum = 0;
  for (const g of l.resources.groups) {
    const ms = rps ? (g.cpuPct / 100) * 1000 / rps : 0;
    out[g.name] = ms;
    if (!g.name.startsWith('bench')) sum += ms;
  }
  out['all but the crowd'] = sum;
  return out;
}

function printLevel(l: LevelResult): void {
  const w = l.crowd.window;
  const rows: string[][] = [];
  const line = (e: EndpointStats, seconds: number, phase: string) => {
    const xs = [...e.latencies].sort((a, b) => a - b);
    rows.push([`${e.name}${phase}`, int(xs.length), (xs.length / seconds).toFixed(1), ms(pct(xs, 0.5)), ms(pct(xs, 0.95)), ms(pct(xs, 0.99)), errorText(e)]);
  };
  for (const e of l.crowd.warmup.endpoints) line(e, l.crowd.warmup.seconds, ' (warm-up)');
  const eps = [...w.endpoints].sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
  for (const e of eps) line(e, w.seconds, '');
  const all: EndpointStats = { name: 'all (window)', latencies: eps.flatMap((e) => e.latencies), stages: new Map(), errors: new Map([['errors', errorCount(eps)]]) };
  line(all, w.seconds, '');
  rows[rows.length - 1]![6] = String(errorCount(eps));
  console.log(`warm-up ${l.crowd.warmup.seconds.toFixed(1)} s (register + login, 8 at a time); window ${w.seconds.toFixed(1)} s\n`);
  console.log(table(['endpoint', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows));
  printStages(eps);
  printDbHeld(eps);
  console.log(
    `\nsubmits accepted ${l.crowd.acceptedSubmissions} (${l.crowd.correctSubmissions} correct), learner days resolved ${l.crowd.learnerDaysResolved}/${l.learners}`,
  );
  if (l.crowd.errorSamples.length) console.log(`error samples: ${l.crowd.errorSamples.join(' | ')}`);
  const r = l.resources;
  console.log(
    `\n${table(
      ['process', 'processes (max)', 'CPU % (of 1 core)', 'RSS avg MB', 'RSS max MB'],
      r.groups.map((g) => [g.name, String(g.maxProcesses), g.cpuPct.toFixed(0), g.rssAvgMb.toFixed(0), g.rssMaxMb.toFixed(0)]),
    )}`,
  );
  const cpu = cpuMsPerRequest(l);
  console.log(`CPU ms per request: ${Object.entries(cpu).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
  if (l.loops.length) {
    const requests = requestCount(w.endpoints);
    console.log(
      `\n${table(
        ['process', 'loop delay p50 ms', 'p99 ms', 'max ms', 'mean ms', 'late, % of time', 'GC ms', 'GC pauses', 'GC ms per request'],
        l.loops.map((x) => [x.name, ms(x.delayP50), ms(x.delayP99), ms(x.delayMax), ms(x.delayMean), (x.lateShare * 100).toFixed(0), ms(x.gcMs), int(x.gcCount), (requests ? x.gcMs / requests : 0).toFixed(3)]),
      )}`,
    );
  }
  if (l.statements) printStatements(l.statements, requestCount(w.endpoints));
  console.log(`machine: ${r.machineBusyPct.toFixed(0)} % of all cores busy; load average ${r.loadStart} → ${r.loadEnd} (max 1-min ${r.loadMax.toFixed(2)})`);
  const c = l.consistency;
  console.log(
    `\nconsistency: projections caught up ${c.catchUpSeconds.toFixed(1)} s after the window; ` +
      `accepted submissions ${c.submissionsAccepted} vs SolutionSubmitted events ${c.submissionsStored}: ${c.submissionsOk ? 'PASS' : 'FAIL'}; ` +
      `read models vs a fresh rebuild (${c.tables.length} tables, ${int(c.tables.reduce((a, t) => a + t.rows, 0))} rows, rebuilt in ${c.rebuildSeconds.toFixed(1)} s): ${c.readModelsOk ? 'PASS' : 'FAIL'}`,
  );
  for (const t of c.tables.filter((x) => x.differing)) console.log(`  ${t.projection}/${t.table}: ${t.differing} rows differ of ${t.rows}`);
}

/**
 * Where the requests waited, from the server's Server-Timing: per endpoint and stage, p50 / p95 ms over the
 * answers that had the stage, and its share of the endpoint's summed client-side latency. The rest is
 * the server's own work (parsing, rules, read-model queries) and the network.
 */
function printStages(eps: EndpointStats[]): void {
  const rows: string[][] = [];
  for (const e of eps) {
    const total = e.latencies.reduce((a, b) => a + b, 0);
    for (const [stage, xs] of [...e.stages].filter(([name]) => name !== 'db_statements').sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))) {
      const sorted = [...xs].sort((a, b) => a - b);
      const sum = xs.reduce((a, b) => a + b, 0);
      rows.push([e.name, stage, int(xs.length), ms(pct(sorted, 0.5)), ms(pct(sorted, 0.95)), total ? `${((sum / total) * 100).toFixed(0)} %` : '-']);
    }
  }
  if (rows.length) console.log(`\nwhere requests wait (Server-Timing):\n\n${table(['endpoint', 'stage', 'answers', 'p50 ms', 'p95 ms', 'share of latency'], rows)}`);
}

/** The app database's statements of the window by execution time (pg_stat_statements). */
function printStatements(s: NonNullable<LevelResult['statements']>, requests: number): void {
  console.log(
    `\nPostgreSQL (pg_stat_statements, the window): ${int(s.calls)} statements, ${(requests ? s.calls / requests : 0).toFixed(2)} per request, ` +
      `${(s.totalMs / 1000).toFixed(2)} s executing (${(requests ? s.totalMs / requests : 0).toFixed(3)} ms per request)\n`,
  );
  console.log(
    table(
      ['statement', 'calls', 'per request', 'mean ms', 'rows/call', 'share of exec time'],
      s.figures.map((f) => [f.query, int(f.calls), f.perRequest.toFixed(3), f.meanMs.toFixed(3), f.rowsPerCall.toFixed(1), `${(f.share * 100).toFixed(1)} %`]),
    ),
  );
  console.log('\nthe same, by calls:\n');
  console.log(table(['statement', 'calls', 'per request', 'mean ms'], s.byCalls.map((f) => [f.query, int(f.calls), f.perRequest.toFixed(3), f.meanMs.toFixed(3)])));
}

/**
 * Per endpoint: statements per answer (Server-Timing `db_statements`), their own round trips (`db_query`)
 * against the time connections were held (`db_held`): a ratio near 1 means no connection waited idle.
 */
function printDbHeld(eps: EndpointStats[]): void {
  const rows: string[][] = [];
  for (const e of eps) {
    const count = e.stages.get('db_statements');
    const query = e.stages.get('db_query');
    const held = e.stages.get('db_held');
    if (!count || !query || !held) continue;
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    rows.push([
      e.name,
      ms(pct(sorted(count), 0.5)),
      (sum(count) / e.latencies.length).toFixed(2),
      ms(pct(sorted(query), 0.5)),
      ms(pct(sorted(held), 0.5)),
      (pct(sorted(held), 0.5) / Math.max(pct(sorted(query), 0.5), 1e-3)).toFixed(2),
      (sum(held) / Math.max(sum(query), 1e-3)).toFixed(2),
    ]);
  }
  if (rows.length) console.log(`\nstatements per answer and connection hold (Server-Timing):\n\n${table(['endpoint', 'statements p50', 'statements mean', 'db_query p50 ms', 'db_held p50 ms', 'held/query p50', 'held/query sum'], rows)}`);
}

function stagesOf(e: EndpointStats) {
  return Object.fromEntries(
    [...e.stages].map(([stage, xs]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return [stage, { n: xs.length, p50: pct(sorted, 0.5), p95: pct(sorted, 0.95) }];
    }),
  );
}

function printSummary(results: LevelResult[]): void {
  console.log('\n## Levels\n');
  const s = results.map(summaryOf);
  const rows = s.map((x, i) => {
    const prev = s[i - 1];
    const gain = prev ? `${(x.rps / prev.rps).toFixed(2)}× for ${(x.learners / prev.learners).toFixed(1)}× learners` : '';
    return [
      String(x.learners),
      x.rps.toFixed(1),
      x.submitsPerSecond.toFixed(2),
      ms(x.p50),
      ms(x.p95),
      ms(x.p99),
      ms(x.submitP95),
      String(x.errors),
      gain,
      x.consistency.submissionsOk && x.consistency.readModelsOk ? 'PASS' : 'FAIL',
      `${x.resources.machineBusyPct.toFixed(0)} %, ${x.resources.loadMax.toFixed(1)}`,
    ];
  });
  console.log(table(['learners', 'req/s', 'submits/s', 'p50 ms', 'p95 ms', 'p99 ms', 'submit p95', 'errors', 'throughput gain', 'checks', 'machine busy, max load'], rows));
  // The knee: the last level whose throughput still grew at least half as fast as the crowd, with no errors.
  let knee = s[0];
  let beyond: (typeof s)[number] | undefined;
  for (let i = 1; i < s.length; i++) {
    const x = s[i]!;
    const prev = s[i - 1]!;
    const grew = x.rps / prev.rps >= 1 + 0.5 * (x.learners / prev.learners - 1);
    if (!grew || x.errors > 0) {
      beyond = x;
      break;
    }
    knee = x;
  }
  if (!knee || s.length < 2) return;
  if (!beyond) console.log(`\nno knee within these levels: throughput still grew with the crowd up to ${knee.learners} learners (${knee.rps.toFixed(1)} req/s)`);
  else
    console.log(
      `\nknee: ${knee.learners} learners (${knee.rps.toFixed(1)} req/s, p95 ${ms(knee.p95)} ms); at ${beyond.learners}: ${beyond.rps.toFixed(1)} req/s ` +
        `(${(beyond.rps / knee.rps).toFixed(2)}× for ${(beyond.learners / knee.learners).toFixed(1)}× learners), p95 ${ms(beyond.p95)} ms, ${beyond.errors} errors`,
    );
}

let interrupted = false;
/**
 * Ctrl-C / SIGTERM: stop everything, then exit. Installed again once the embedded clusters are started:
 * embedded-postgres registers exit hooks that would exit the process before the database is dropped
 * (our cleanup stops those clusters itself).
 */
function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping the product and dropping the database…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}
installSignalHandlers();

main().then(
  async () => {
    await cleanup();
    process.exit(0);
  },
  async (err) => {
    if (!interrupted) console.error(err);
    await cleanup();
    process.exit(interrupted ? 130 : 1);
  },
);

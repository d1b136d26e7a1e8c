/**
 * Grading throughput and latency: the library (executor + comparison) beside the raw execution of
 * the same setup + query on a direct superuser connection, in the same run.
 *   npx ts-node --transpile-only bench/grading/run.ts     (BENCH_JOBS, BENCH_POOL to change the load)
 * Add a mode (e.g. "through the BullMQ queue") by pushing one more entry to `modes`.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Pool } from 'pg';
import { createGrader } from '../../backend/src/grading';
import { resolveRedis } from '../../backend/src/infra/redis-resolver';
import { resolveSandbox } from '../../backend/src/infra/sandbox-resolver';
import { SandboxExecutor } from '../../backend/src/sandbox';
import { BENCH_QUERIES, benchSetup } from './dataset';
import { measure, table, type Measurement } from './measure';

async function main(): Promise<void> {
  const jobs = Number(process.env.BENCH_JOBS ?? 400);
  const poolSize = Number(process.env.BENCH_POOL ?? 4);
  const sandbox = await resolveSandbox({
    sandboxUrl: process.env.SANDBOX_DATABASE_URL,
    dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench',
    embeddedPort: Number(process.env.BENCH_SANDBOX_PORT ?? 54332),
    log: (l) => console.log(l),
  });
  const executor = new SandboxExecutor({ runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl, poolSize });
  const grader = createGrader(executor);
  const raw = new Pool({ connectionString: sandbox.superuserUrl.replace(/\/postgres$/, '/sandbox'), max: poolSize });
  const redis = await resolveRedis({ redisUrl: process.env.REDIS_URL, dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench', spawnPort: 63792 });
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  const connection = { url: redis.url, maxRetriesPerRequest: null };
  const queue = new Queue('sandbox', { connection, prefix });
  const events = new QueueEvents('sandbox', { connection, prefix });
  let worker: Worker | undefined;
  try {
    const setupSql = benchSetup();
    const prepared = await Promise.all(BENCH_QUERIES.map((q) => grader.prepareChallenge({ setupSql, referenceSql: q.sql })));
    prepared.forEach((p, i) => {
      if (p.problems.length) throw new Error(`${BENCH_QUERIES[i]?.name}: ${p.problems.join('; ')}`);
    });
    const query = (i: number) => BENCH_QUERIES[i % BENCH_QUERIES.length] as { sql: string };
    const datasets = 1 + Math.round(prepared.reduce((n, p) => n + p.variants.length, 0) / prepared.length);

    const rawRun = async (i: number): Promise<void> => {
      const c = await raw.connect();
      try {
        await c.query(`BEGIN; SET LOCAL search_path = pg_temp; ${setupSql}`);
        await c.query(query(i).sql);
        await c.query('ROLLBACK');
      } finally {
        c.release();
      }
    };
    // The product's path: the API adds a job with a deterministic id and awaits it; a worker grades it.
    worker = new Worker('sandbox', async (job) => grader.grade(prepared[job.data.i % prepared.length]!, query(job.data.i).sql, { learnerKey: `learner-${job.data.i}` }), {
      connection,
      prefix,
      concurrency: poolSize,
    });
    await events.waitUntilReady();
    const queued = async (i: number): Promise<void> => {
      const job = await queue.add('grade', { i }, { jobId: `grade-${i}-${randomUUID()}`, removeOnComplete: true });
      await job.waitUntilFinished(events, 60_000);
    };
    const modes: Array<{ name: string; job: (i: number) => Promise<void> }> = [
      { name: 'raw: setup + query, superuser', job: rawRun },
      { name: 'library: executor.run (1 dataset)', job: async (i) => void (await executor.run(`learner-${i}`, { setupSql, sql: query(i).sql })) },
      { name: `library: grade (${datasets} datasets avg)`, job: async (i) => void (await grader.grade(prepared[i % prepared.length]!, query(i).sql, { learnerKey: `learner-${i}` })) },
      { name: `queue: BullMQ job → worker → grade`, job: queued },
    ];
    await measure('warm-up', 20, poolSize, rawRun);
    const results: Measurement[] = [];
    for (const mode of modes) results.push(await measure(mode.name, jobs, poolSize, mode.job));

    const [r, e, g, q] = results as [Measurement, Measurement, Measurement, Measurement];
    console.log(`\n${jobs} jobs per mode, concurrency = pool size = ${poolSize}, ${BENCH_QUERIES.length} queries over a 300 + 3 000 row setup\n`);
    console.log(table(results));
    console.log(`\nexecutor.run vs raw: p50 overhead ${(e.p50 - r.p50).toFixed(2)} ms, throughput ${((e.perSecond / r.perSecond) * 100).toFixed(0)}% of raw`);
    console.log(`grade vs raw × ${datasets} datasets: p50 overhead ${(g.p50 - r.p50 * datasets).toFixed(2)} ms, throughput ${((g.perSecond * datasets / r.perSecond) * 100).toFixed(0)}% of raw`);
    console.log(`queue vs library grade: p50 overhead ${(q.p50 - g.p50).toFixed(2)} ms, throughput ${((q.perSecond / g.perSecond) * 100).toFixed(0)}% of direct`);
    console.log(`queue vs raw × ${datasets} datasets: throughput ${((q.perSecond * datasets / r.perSecond) * 100).toFixed(0)}% of raw`);
  } finally {
    await worker?.close();
    await events.close();
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    await redis.stop();
    await raw.end();
    await executor.close();
    await sandbox.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

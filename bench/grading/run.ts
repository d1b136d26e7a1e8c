/**
 * Grading throughput and latency, in one run:
 *  1. validation: prepareChallenge (mutants + candidate datasets + search) on every demo challenge and
 *     on the bench's own 300 + 3,000-row challenges, one at a time: time per challenge, mutation scores;
 *  2. modes: the library (executor + comparison) beside the raw execution of the same setup + query on a
 *     direct superuser connection, the whole grade and the BullMQ queue (the bench's own challenges);
 *  3. old vs new: the whole grade of a correct submission as the product did it before issue 11 (visible
 *     + 3 perturbation variants, one sandbox transaction each, bench/grading/old-grade.ts) beside today's
 *     grade() (every dataset in one transaction), interleaved, on the demo catalogue and on the bench's
 *     challenges, with the raw floor of each: the learner query alone on already-loaded data, summed
 *     over the grade's datasets;
 *  4. materialised: grade() reading datasets loaded once (SET LOCAL ROLE per dataset) beside grade()
 *     building them in the run, interleaved, with the same raw floor; the first grade of each challenge
 *     (which loads its datasets) timed apart.
 *   npm run bench:grading
 * Knobs: BENCH_JOBS (per mode in 2, default 100), BENCH_POOL (concurrency, 4), BENCH_SECTIONS
 * (modes,compare,materialised; validation always runs for the challenges used), BENCH_DEMO_LIMIT (demo challenges,
 * default all), BENCH_COMPARE_JOBS (grades per mode on the demo catalogue, default 2 per challenge),
 * BENCH_COMPARE_BENCH_JOBS (on the bench's challenges, default 40), BENCH_ROUNDS (interleaved rounds,
 * 2), BENCH_MUTATION_THRESHOLD (0.9), BENCH_DATA_DIR, BENCH_SANDBOX_PORT, BENCH_REDIS_PORT.
 * Add a mode (e.g. "through the BullMQ queue") by pushing one more entry to `modes`.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Pool } from 'pg';
import { catalogueContent } from '../../backend/src/catalogue/content';
import { createGrader, type PreparedChallenge } from '../../backend/src/grading/engine';
import { resolveRedis, type ResolvedRedis } from '../../backend/src/platform/infra/redis-resolver';
import { resolveSandbox } from '../../backend/src/grading/sandbox/sandbox-resolver';
import { SandboxExecutor } from '../../backend/src/grading/sandbox';
import { BENCH_QUERIES, benchSetup } from './dataset';
import { measure, measureInterleaved, percentile, table, type Job, type Measurement } from './measure';
import { gradeOld, prepareOld, type OldPrepared } from './old-grade';

interface Challenge {
  name: string;
  setupSql: string;
  referenceSql: string;
  hiddenDatasets: string[];
  bench: boolean;
}

interface Validated extends Challenge {
  prepared: PreparedChallenge;
  ms: number;
  /** prepared, without the mutation-score problem (a score below the threshold still grades here). */
  gradable?: PreparedChallenge;
  old?: OldPrepared;
}

const MUTATION_PROBLEM = /^Mutation score /;
const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

async function main(): Promise<void> {
  const started = performance.now();
  const jobs = Number(process.env.BENCH_JOBS ?? 100);
  const poolSize = Number(process.env.BENCH_POOL ?? 4);
  const sections = new Set((process.env.BENCH_SECTIONS ?? 'modes,compare,materialised').split(',').map((s) => s.trim()));
  const demoLimit = Number(process.env.BENCH_DEMO_LIMIT ?? catalogueContent().challenges.length);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const threshold = Number(process.env.BENCH_MUTATION_THRESHOLD ?? 0.9);
  const dataDir = process.env.BENCH_DATA_DIR ?? '.data/bench';
  const sandbox = await resolveSandbox({
    sandboxUrl: process.env.SANDBOX_DATABASE_URL,
    dataDir,
    embeddedPort: Number(process.env.BENCH_SANDBOX_PORT ?? 54332),
    log: (l) => console.log(l),
  });
  // sections 1–3 measure data built in each run (as before materialised datasets); section 4 compares both
  const executor = new SandboxExecutor({ runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl, poolSize });
  const grader = createGrader(executor);
  const materialisedExecutor = new SandboxExecutor({ runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl, superuserUrl: sandbox.superuserUrl, poolSize });
  const materialisedGrader = createGrader(materialisedExecutor);
  const raw = new Pool({ connectionString: sandbox.superuserUrl.replace(/\/postgres$/, '/sandbox'), max: poolSize });
  raw.on('error', () => {}); // an idle connection closed by the cluster's shutdown at the end
  let redis: ResolvedRedis | undefined;
  let queue: Queue | undefined;
  let events: QueueEvents | undefined;
  let worker: Worker | undefined;
  try {
    // ---- 1. validation, one challenge at a time (as one validation job runs) ----
    const setupSql = benchSetup();
    const sources: Challenge[] = [
      ...catalogueContent().challenges.slice(0, demoLimit).map((c) => ({ name: c.slug, setupSql: c.schema_setup, referenceSql: c.correct_solution, hiddenDatasets: c.hidden_datasets ?? [], bench: false })),
      ...BENCH_QUERIES.map((q) => ({ name: `bench: ${q.name}`, setupSql, referenceSql: q.sql, hiddenDatasets: [], bench: true })),
    ];
    const validated: Validated[] = [];
    for (const c of sources) {
      const t = performance.now();
      const prepared = await grader.prepareChallenge({ setupSql: c.setupSql, referenceSql: c.referenceSql, hiddenDatasets: c.hiddenDatasets, mutationThreshold: threshold });
      const ms = performance.now() - t;
      const other = prepared.problems.filter((p) => !MUTATION_PROBLEM.test(p));
      validated.push({ ...c, prepared, ms, ...(other.length ? {} : { gradable: { ...prepared, problems: [] } }) });
    }
    const demo = validated.filter((v) => !v.bench);
    const own = validated.filter((v) => v.bench);
    console.log(`\n== Validation: prepareChallenge (mutants + candidate datasets + search), one challenge at a time, pool ${poolSize} ==`);
    if (demo.length) printValidation(`demo catalogue (${demo.length} challenges)`, demo, threshold);
    printValidation(`bench challenges (${own.length}, 300 + 3,000 rows)`, own, threshold);
    for (const v of own) {
      console.log(`  ${v.name}: ${fmt(v.ms)} ms, score ${v.prepared.mutation.score} (${v.prepared.mutation.killed}/${v.prepared.mutation.total}), ${v.prepared.variants.length} hidden datasets`);
    }
    for (const v of validated.filter((x) => !x.gradable)) console.log(`  NOT GRADABLE ${v.name}: ${v.prepared.problems.join(' | ')}`);

    const benchPrepared = own.map((v) => {
      if (!v.gradable) throw new Error(`${v.name}: ${v.prepared.problems.join('; ')}`);
      return v.gradable;
    });
    const query = (i: number) => BENCH_QUERIES[i % BENCH_QUERIES.length] as { sql: string };

    // ---- 2. modes on the bench's challenges (raw, executor, grade, queue) ----
    if (sections.has('modes')) {
      redis = await resolveRedis({ redisUrl: process.env.REDIS_URL, dataDir, spawnPort: Number(process.env.BENCH_REDIS_PORT ?? 63792) });
      const prefix = `bench-${randomUUID().slice(0, 8)}`;
      const connection = { url: redis.url, maxRetriesPerRequest: null };
      queue = new Queue('sandbox', { connection, prefix });
      events = new QueueEvents('sandbox', { connection, prefix });
      const datasets = 1 + Math.round(benchPrepared.reduce((n, p) => n + p.variants.length, 0) / benchPrepared.length);
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
      worker = new Worker('sandbox', async (job) => grader.grade(benchPrepared[job.data.i % benchPrepared.length]!, query(job.data.i).sql, { learnerKey: `learner-${job.data.i}` }), {
        connection,
        prefix,
        concurrency: poolSize,
      });
      await events.waitUntilReady();
      const queued = async (i: number): Promise<void> => {
        const job = await queue!.add('grade', { i }, { jobId: `grade-${i}-${randomUUID()}`, removeOnComplete: true });
        await job.waitUntilFinished(events!, 60_000);
      };
      const modes: Array<{ name: string; job: (i: number) => Promise<void> }> = [
        { name: 'raw: setup + query, superuser', job: rawRun },
        { name: 'library: executor.run (1 dataset)', job: async (i) => void (await executor.run(`learner-${i}`, { setupSql, sql: query(i).sql })) },
        { name: `library: grade (${datasets} datasets avg)`, job: async (i) => void (await grader.grade(benchPrepared[i % benchPrepared.length]!, query(i).sql, { learnerKey: `learner-${i}` })) },
        { name: `queue: BullMQ job → worker → grade`, job: queued },
      ];
      await measure('warm-up', 20, poolSize, rawRun);
      const results: Measurement[] = [];
      for (const mode of modes) results.push(await measure(mode.name, jobs, poolSize, mode.job));

      const [r, e, g, q] = results as [Measurement, Measurement, Measurement, Measurement];
      console.log(`\n== Modes: ${jobs} jobs per mode, concurrency = pool size = ${poolSize}, ${BENCH_QUERIES.length} queries over a 300 + 3 000 row setup ==\n`);
      console.log(table(results));
      console.log(`\nexecutor.run vs raw: p50 overhead ${(e.p50 - r.p50).toFixed(2)} ms, throughput ${((e.perSecond / r.perSecond) * 100).toFixed(0)}% of raw`);
      console.log(`grade vs raw × ${datasets} datasets: p50 overhead ${(g.p50 - r.p50 * datasets).toFixed(2)} ms, throughput ${((g.perSecond * datasets / r.perSecond) * 100).toFixed(0)}% of raw`);
      console.log(`queue vs library grade: p50 overhead ${(q.p50 - g.p50).toFixed(2)} ms, throughput ${((q.perSecond / g.perSecond) * 100).toFixed(0)}% of direct`);
      console.log(`queue vs raw × ${datasets} datasets: throughput ${((q.perSecond * datasets / r.perSecond) * 100).toFixed(0)}% of raw`);
    }

    // ---- 3. whole grade, old vs new, same run ----
    if (sections.has('compare')) {
      const gradable = validated.filter((v) => v.gradable);
      const oldMs: number[] = [];
      for (const v of gradable) {
        const t = performance.now();
        v.old = await prepareOld(executor, v.setupSql, v.referenceSql);
        oldMs.push(performance.now() - t);
      }
      oldMs.sort((a, b) => a - b);
      console.log(`\n== Whole grade of a correct submission: old (visible + 3 perturbation variants, one transaction each) vs new (grade(), one transaction) ==`);
      console.log(`(old preparation, for reference: p50 ${fmt(percentile(oldMs, 0.5))} ms, max ${fmt(oldMs[oldMs.length - 1] ?? 0)} ms per challenge)`);
      for (const set of gradeSets(gradable)) {
        if (!set.list.length || set.jobs <= 0) continue;
        await compareSet(set.label, set.list, set.jobs);
      }
    }
    if (sections.has('materialised')) {
      const gradable = validated.filter((v) => v.gradable);
      console.log(`\n== Whole grade of a correct submission: datasets built in the run vs materialised (loaded once, read under the dataset's role) ==`);
      for (const set of gradeSets(gradable)) {
        if (!set.list.length || set.jobs <= 0) continue;
        await materialisedSet(set.label, set.list, set.jobs);
      }
    }
    console.log(`\nbench total ${fmt((performance.now() - started) / 1000, 1)} s`);
  } finally {
    await worker?.close();
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await redis?.stop();
    await raw.end();
    await executor.close();
    await materialisedExecutor.close();
    await sandbox.stop();
  }

  /** The learner query alone on each dataset of the grade, data loaded in a transaction of its own (superuser). */
  async function queryFloor(v: Validated): Promise<number> {
    const client = await raw.connect();
    let ms = 0;
    try {
      await client.query(`BEGIN; SET LOCAL search_path = pg_temp; ${v.setupSql}`);
      for (const script of ['', ...(v.gradable as PreparedChallenge).variants.map((x) => x.script)]) {
        try {
          await client.query(`SAVEPOINT d;\n${script}`);
        } catch {
          await client.query('ROLLBACK TO SAVEPOINT d');
          continue;
        }
        const t = performance.now();
        await client.query(v.referenceSql).catch(() => {});
        ms += performance.now() - t;
        await client.query('ROLLBACK TO SAVEPOINT d');
      }
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
    }
    return ms;
  }

  async function materialisedSet(label: string, list: Validated[], count: number): Promise<void> {
    const at = (i: number): Validated => list[i % list.length] as Validated;
    const wrong = { built: 0, materialised: 0 };
    // the first grade of each challenge loads its datasets: timed apart, then every grade reads them
    const firstMs: number[] = [];
    for (const [i, v] of list.entries()) {
      const t = performance.now();
      const r = await materialisedGrader.grade(v.gradable as PreparedChallenge, v.referenceSql, { learnerKey: `first-${i}` });
      firstMs.push(performance.now() - t);
      if (!r.correct) console.log(`  first grade NOT CORRECT ${v.name}: ${r.message}`);
    }
    firstMs.sort((a, b) => a - b);
    const gradeWith = (g: typeof grader, key: keyof typeof wrong): Job => async (i) => {
      const v = at(i);
      const r = await g.grade(v.gradable as PreparedChallenge, v.referenceSql, { learnerKey: `${key}-${i}` });
      if (!r.correct) wrong[key]++;
    };
    const modes: Array<{ name: string; job: Job }> = [
      { name: 'built: grade(), data built in the run', job: gradeWith(grader, 'built') },
      { name: 'materialised: grade(), datasets loaded once', job: gradeWith(materialisedGrader, 'materialised') },
      { name: 'raw floor: query alone on each dataset, data loaded', job: (i) => queryFloor(at(i)) },
    ];
    await measureInterleaved(modes.slice(0, 2), Math.min(list.length, 8), poolSize, 1); // warm-up
    wrong.built = wrong.materialised = 0;
    const results = await measureInterleaved(modes, count, poolSize, rounds);
    const [b, m, f] = results as [Measurement, Measurement, Measurement];
    const datasets = mean(list.map((v) => 1 + (v.gradable as PreparedChallenge).variants.length));
    console.log(`\n-- ${label}: ${count} grades per mode, ${rounds} interleaved rounds, concurrency ${poolSize}; ${datasets.toFixed(2)} datasets per grade --\n`);
    console.log(table(results));
    const x = (a: number, c: number): string => `${(a / c).toFixed(2)}×`;
    console.log(`materialised over the raw floor (summed over the grade's datasets), p50: ${x(m.p50, f.p50)} (target ≤ 3×: ${m.p50 <= 3 * f.p50 ? 'met' : 'MISSED'}); built: ${x(b.p50, f.p50)}`);
    console.log(`materialised / built: throughput ${x(m.perSecond, b.perSecond)}, p50 ${x(b.p50, m.p50)} faster, p95 ${x(b.p95, m.p95)} faster`);
    console.log(`first grade of a challenge (loads its datasets): p50 ${fmt(percentile(firstMs, 0.5))} ms, max ${fmt(firstMs[firstMs.length - 1] ?? 0)} ms`);
    console.log(`verdicts: built rejected ${wrong.built}, materialised rejected ${wrong.materialised} of ${count} correct submissions`);
  }

  async function compareSet(label: string, list: Validated[], count: number): Promise<void> {
    const at = (i: number): Validated => list[i % list.length] as Validated;
    let oldWrong = 0;
    let newWrong = 0;
    const wrongNames = new Set<string>();
    // The learner query alone on each dataset of the grade, data already loaded (superuser, no sandbox):
    // what a grade cannot go below. The loading it leaves out is timed apart, as each grade pays it:
    // the old one the setup once per dataset, the new one the setup once, then every dataset's script.
    const loads = { old: [] as number[], new: [] as number[] };
    const floor = (kind: 'old' | 'new', scripts: (v: Validated) => string[]): Job => async (i) => {
      const v = at(i);
      const client = await raw.connect();
      let ms = 0;
      try {
        let t = performance.now();
        await client.query(`BEGIN; SET LOCAL search_path = pg_temp; ${v.setupSql}`);
        const setupMs = performance.now() - t;
        let loadMs = 0;
        const list = scripts(v);
        for (const script of list) {
          t = performance.now();
          try {
            await client.query(`SAVEPOINT d;\n${script}`);
          } catch {
            await client.query('ROLLBACK TO SAVEPOINT d');
            continue;
          }
          loadMs += performance.now() - t;
          t = performance.now();
          await client.query(v.referenceSql).catch(() => {});
          ms += performance.now() - t;
          await client.query('ROLLBACK TO SAVEPOINT d');
        }
        loads[kind].push(loadMs + setupMs * (kind === 'old' ? list.length : 1));
      } finally {
        await client.query('ROLLBACK').catch(() => {});
        client.release();
      }
      return ms;
    };
    const modes: Array<{ name: string; job: Job }> = [
      {
        name: 'old: visible + 3 variants, a transaction each',
        job: async (i) => {
          const v = at(i);
          if (!(await gradeOld(executor, v.old as OldPrepared, v.referenceSql, `learner-${i}`))) {
            oldWrong++;
            wrongNames.add(`old ${v.name}`);
          }
        },
      },
      {
        name: 'new: grade(), all datasets in one transaction',
        job: async (i) => {
          const v = at(i);
          const r = await grader.grade(v.gradable as PreparedChallenge, v.referenceSql, { learnerKey: `learner-${i}` });
          if (!r.correct) {
            newWrong++;
            wrongNames.add(`new ${v.name}: ${r.message}`);
          }
        },
      },
      { name: 'raw floor, old datasets: query alone, data loaded', job: floor('old', (v) => ['', ...(v.old as OldPrepared).variants.map((x) => x.script)]) },
      { name: 'raw floor, new datasets: query alone, data loaded', job: floor('new', (v) => ['', ...(v.gradable as PreparedChallenge).variants.map((x) => x.script)]) },
    ];
    await measureInterleaved(modes.slice(0, 2), Math.min(list.length, 8), poolSize, 1); // warm-up
    oldWrong = newWrong = 0;
    wrongNames.clear();
    loads.old.length = loads.new.length = 0;
    const results = await measureInterleaved(modes, count, poolSize, rounds);
    const [o, n, fo, fn] = results as [Measurement, Measurement, Measurement, Measurement];
    const oldDatasets = mean(list.map((v) => 1 + (v.old as OldPrepared).variants.length));
    const newDatasets = mean(list.map((v) => 1 + (v.gradable as PreparedChallenge).variants.length));
    console.log(`\n-- ${label}: ${count} grades per mode, ${rounds} interleaved rounds, concurrency ${poolSize}; datasets per grade: old ${oldDatasets.toFixed(2)}, new ${newDatasets.toFixed(2)} --\n`);
    console.log(table(results));
    const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
    const verdict = n.p50 / o.p50 <= 1.5 && n.p95 / o.p95 <= 1.5 && o.perSecond / n.perSecond <= 1.5 ? 'met' : 'MISSED';
    console.log(`new / old: p50 ${ratio(n.p50, o.p50)}, p95 ${ratio(n.p95, o.p95)}, throughput ${ratio(n.perSecond, o.perSecond)} (cost ${ratio(o.perSecond, n.perSecond)}); target new within 1.5× of old: ${verdict}`);
    console.log(`over the raw floor (p50): old ${ratio(o.p50, fo.p50)} its floor, new ${ratio(n.p50, fn.p50)} its floor`);
    const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
    const [lo, ln] = [sorted(loads.old), sorted(loads.new)];
    console.log(`raw loading per grade (superuser, outside the floor): old ${(lo.length ? percentile(lo, 0.5) : NaN).toFixed(1)} ms p50 (the setup once per dataset + 3 perturbation scripts), ` +
      `new ${(ln.length ? percentile(ln, 0.5) : NaN).toFixed(1)} ms p50 (the setup once + every dataset's script)`);
    console.log(`verdicts: old rejected ${oldWrong}, new rejected ${newWrong} of ${count} correct submissions${wrongNames.size ? `: ${[...wrongNames].join(' | ')}` : ''}`);
  }
}

/** The two sets whole grades are compared on: the demo catalogue and the bench's 3,300-row challenges. */
function gradeSets(gradable: Validated[]): Array<{ label: string; list: Validated[]; jobs: number }> {
  const demo = gradable.filter((v) => !v.bench);
  const own = gradable.filter((v) => v.bench);
  return [
    { label: `demo catalogue (${demo.length} challenges)`, list: demo, jobs: Number(process.env.BENCH_COMPARE_JOBS ?? 2 * demo.length) },
    { label: `bench challenges (${own.length}, 300 + 3,000 rows)`, list: own, jobs: Number(process.env.BENCH_COMPARE_BENCH_JOBS ?? 40) },
  ];
}

function printValidation(label: string, list: Validated[], threshold: number): void {
  const ms = list.map((v) => v.ms).sort((a, b) => a - b);
  const slowest = [...list].sort((a, b) => b.ms - a.ms);
  const scores = list.map((v) => v.prepared.mutation.score);
  const lowest = [...list].sort((a, b) => a.prepared.mutation.score - b.prepared.mutation.score)[0] as Validated;
  const m = list.map((v) => v.prepared.mutation);
  const p95 = percentile(ms, 0.95);
  console.log(`\n${label}:`);
  console.log(`  validation time: p50 ${fmt(percentile(ms, 0.5))} ms, p95 ${fmt(p95)} ms, max ${fmt(ms[ms.length - 1] ?? 0)} ms (${slowest.slice(0, 3).map((v) => `${v.name} ${fmt(v.ms)}`).join(', ')}); mean ${fmt(mean(ms))} ms, total ${fmt(ms.reduce((a, b) => a + b, 0) / 1000, 1)} s; target p95 ≤ 10,000 ms: ${p95 <= 10_000 ? 'met' : 'MISSED'}`);
  console.log(`  mutation score: mean ${mean(scores).toFixed(3)}, min ${lowest.prepared.mutation.score} (${lowest.name})`);
  const bucket = (lo: number, hi: number): number => scores.filter((s) => s >= lo && s < hi).length;
  console.log(`  score distribution: 1.0: ${bucket(1, 2)}, [0.95, 1): ${bucket(0.95, 1)}, [0.9, 0.95): ${bucket(0.9, 0.95)}, below 0.9: ${bucket(-1, 0.9)}; at or above ${threshold}: ${scores.filter((s) => s >= threshold).length} of ${scores.length}`);
  const below = list.filter((v) => v.prepared.mutation.score < threshold);
  if (below.length) console.log(`  below ${threshold}: ${below.map((v) => `${v.name} ${v.prepared.mutation.score} (${v.prepared.mutation.surviving.length} surviving)`).join(', ')}`);
  const scored = m.map((x) => x.total);
  const generated = m.map((x) => x.total + x.dropped + (x.equivalent ?? 0));
  console.log(`  mutants per challenge: scored (killed + surviving) mean ${mean(scored).toFixed(1)}, min ${Math.min(...scored)}, max ${Math.max(...scored)}; ` +
    `generated mean ${mean(generated).toFixed(1)} (dropped ${mean(m.map((x) => x.dropped)).toFixed(1)}, equivalent ${mean(m.map((x) => x.equivalent ?? 0)).toFixed(1)}); surviving mean ${mean(m.map((x) => x.surviving.length)).toFixed(2)}`);
  const generatedSets = list.map((v) => v.prepared.variants.filter((x) => x.strategy === 'mutation').length);
  const authorSets = list.map((v) => v.prepared.variants.filter((x) => x.strategy === 'author').length);
  console.log(`  hidden datasets per challenge: generated mean ${mean(generatedSets).toFixed(2)} (max ${Math.max(...generatedSets)}), author-written mean ${mean(authorSets).toFixed(2)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

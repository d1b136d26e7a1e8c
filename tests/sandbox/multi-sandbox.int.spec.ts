import { setTimeout as sleep } from 'node:timers/promises';
import { resolveSandbox, type ResolvedSandbox } from '../../backend/src/grading/sandbox/sandbox-resolver';
import { grade, type GradeResult, type PreparedChallenge } from '../../backend/src/grading/engine';
import { provisionSandbox, SandboxExecutor } from '../../backend/src/grading/sandbox';
import { DEMO_CHALLENGES } from '../support/catalogue';
import { prepareDemo } from '../support/demo-prepared';
import { ECOMMERCE_FAIRNESS } from '../grading/fairness/ecommerce';
import { freePort, OwnPostgres } from '../support/product-processes';

/**
 * Issue 16, scale out grading: SANDBOX_DATABASE_URLS. Two sandbox clusters of this file's own; one is
 * stopped while grades run on both. Every grade ends with the verdict its query deserves (a run the
 * stopped server could not finish answers "unavailable" and is run again, as the job queue does), and
 * the stopped server takes runs again once it is back.
 */
jest.setTimeout(240_000);

const SLUG = 'ecommerce-affordable-home-kitchen';
const challenge = DEMO_CHALLENGES.find((c) => c.slug === SLUG)!;
const wrongSql = ECOMMERCE_FAIRNESS[SLUG]!.wrong.map((w) => w.sql);
let clusterA: OwnPostgres;
let clusterB: OwnPostgres;
let a: ResolvedSandbox;
let executor: SandboxExecutor;
let prepared: PreparedChallenge;
const log: string[] = [];

beforeAll(async () => {
  clusterA = new OwnPostgres(await freePort());
  clusterB = new OwnPostgres(await freePort());
  await Promise.all([clusterA.init(), clusterB.init()]);
  const both = await resolveSandbox({ sandboxUrls: [clusterA.url('postgres'), clusterB.url('postgres')], dataDir: '.', embeddedPort: 1, log: () => {} });
  expect(both.servers.map((s) => s.provisioned)).toEqual([true, true]);
  a = both;
  executor = new SandboxExecutor({ servers: both.servers, poolSize: 3, recheckMs: 200, log: (l) => log.push(l) });
  prepared = await prepareDemo(new SandboxExecutor({ runnerUrl: a.runnerUrl, watchdogUrl: a.watchdogUrl, poolSize: 2 }), challenge);
  expect(prepared.problems).toEqual([]);
});

afterAll(async () => {
  await executor?.close();
  await Promise.all([clusterA?.destroy(), clusterB?.destroy()]);
});

/** The job queue's part: an "unavailable" answer is no verdict, the grade runs again (3 attempts). */
async function gradeLikeTheJob(sql: string, learnerKey: string): Promise<{ result: GradeResult; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const result = await grade(executor, prepared, sql, { learnerKey });
    if (result.error?.kind !== 'internal' || attempt === 3) return { result, attempts: attempt };
    await sleep(200 * 2 ** (attempt - 1));
  }
}

/** A Test Query that keeps its server busy for a while, so the stop lands in the middle of it. */
const SLOW = { setupSql: 'SELECT 1;', sql: 'SELECT count(*) AS n FROM generate_series(1, 1500000)' };

test('both servers take runs; one stopped mid-load costs retries, never a wrong verdict; it takes runs again once back', async () => {
  const cases = Array.from({ length: 48 }, (_, i) => ({ sql: i % 4 === 3 ? wrongSql[i % wrongSql.length]! : challenge.correct_solution, correct: i % 4 !== 3, key: `multi-${i}` }));
  let stoppedAt = -1;
  let finished = 0;
  const stopper = (async () => {
    // stop B while it is running something: the runs on it lose their server mid-query
    while (!(executor.servers()[1]!.running > 0 && finished >= 4)) await sleep(5);
    stoppedAt = finished;
    await clusterB.stop('fast');
  })();
  const [outcomes, testRuns] = await Promise.all([
    Promise.all(
      cases.map(async (c, i) => {
        await sleep(i * 15); // a steady arrival, not one burst
        const o = await gradeLikeTheJob(c.sql, c.key);
        finished++;
        return o;
      }),
    ),
    // Test Query runs are not repeated by a job: the executor gives one that lost its server to another one
    Promise.all(Array.from({ length: 16 }, async (_, i) => {
      await sleep(i * 45);
      return executor.run(`slow-${i}`, SLOW);
    })),
  ]);
  await stopper;
  expect(testRuns.map((r) => [r.error?.kind ?? null, r.rows])).toEqual(Array.from({ length: 16 }, () => [null, [[1500000]]]));
  expect(stoppedAt).toBeGreaterThanOrEqual(4);
  expect(stoppedAt).toBeLessThan(cases.length);

  const verdicts = outcomes.map((o) => ({ correct: o.result.correct, error: o.result.error?.kind ?? null }));
  expect(verdicts).toEqual(cases.map((c) => ({ correct: c.correct, error: null })));
  expect(executor.servers().map((s) => s.up)).toEqual([true, false]);
  expect(executor.servers().every((s) => s.runs > 0)).toBe(true);
  expect(log.some((l) => /sandbox 2 .*unavailable/.test(l))).toBe(true);

  // B comes back (same data folder and port): the recheck provisions nothing new, sees it answer, and runs reach it again
  await clusterB.start();
  for (let i = 0; i < 100 && !executor.servers()[1]!.up; i++) await sleep(100);
  expect(executor.servers()[1]!.up).toBe(true);
  const runsOnB = executor.servers()[1]!.runs;
  const again = await Promise.all(Array.from({ length: 6 }, (_, i) => grade(executor, prepared, challenge.correct_solution, { learnerKey: `back-${i}` })));
  expect(again.map((r) => r.correct)).toEqual(Array(6).fill(true));
  expect(executor.servers()[1]!.runs).toBeGreaterThan(runsOnB);
});

test('a server that does not answer at start gets no runs until it answers and is provisioned', async () => {
  const port = await freePort();
  const dataRoot = '.';
  const late = `postgres://postgres:whatever@127.0.0.1:${port}/postgres`;
  const resolved = await resolveSandbox({ sandboxUrls: [a.superuserUrl, late], dataDir: dataRoot, embeddedPort: 1, log: () => {} });
  expect(resolved.servers.map((s) => s.provisioned)).toEqual([true, false]);
  const lines: string[] = [];
  const two = new SandboxExecutor({
    servers: resolved.servers.map((s) => ({ runnerUrl: s.runnerUrl, watchdogUrl: s.watchdogUrl, ...(s.provisioned ? {} : { provision: () => provisionSandbox(s.superuserUrl) }) })),
    recheckMs: 100,
    log: (l) => lines.push(l),
  });
  try {
    expect(two.servers().map((s) => s.up)).toEqual([true, false]);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => two.run(`late-${i}`, { setupSql: 'CREATE TEMP TABLE t (x int); INSERT INTO t VALUES (1), (2);', sql: 'SELECT sum(x) AS s FROM t' })));
    expect(results.map((r) => [r.ok, r.rows])).toEqual(Array.from({ length: 4 }, () => [true, [[3]]]));
    await sleep(400);
    expect(two.servers()[1]!.up).toBe(false);
    expect(lines.filter((l) => /still unavailable/.test(l)).length).toBe(1); // a long outage is said once
  } finally {
    await two.close();
  }
});

test('every server down: the run answers "unavailable", never a verdict', async () => {
  const none = new SandboxExecutor({
    servers: [1, 2].map(() => ({ runnerUrl: 'postgres://nobody:x@127.0.0.1:1/sandbox', watchdogUrl: 'postgres://nobody:x@127.0.0.1:1/postgres' })),
  });
  try {
    const r = await grade(none, prepared, challenge.correct_solution, { learnerKey: 'none' });
    expect([r.correct, r.error?.kind]).toEqual([false, 'internal']);
  } finally {
    await none.close();
  }
});

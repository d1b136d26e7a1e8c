import { Queue } from 'bullmq';
import { instanceKey } from '../../backend/src/platform/config/instance-key';
import type { RuntimeConfig } from '../../backend/src/platform/config/runtime-config';
import { PROJECTIONS } from '../../projections/src';
import { subscriptionName } from '../../backend/src/platform/projector/projection-subscription';
import { projectionStatus } from '../../backend/src/platform/projector/projection-status';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { apiClient } from '../support/product';
import { testRedisUrl } from '../support/db';
import { ensureBackendBuilt, eventually, freePort, OwnPostgres, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { eventsSettled } from '../support/read-models';
import { compareWithFreshReplay, mismatches } from '../support/replay-compare';
import { adminLogin, createChallenge, EventsDb, register, RIGHT, WRONG } from '../faults/fault-support';

/**
 * Scale-out: the three entry points as separate processes — two APIs on two ports, two workers,
 * two projectors — on one PostgreSQL and one Redis, with a crowd of learners spread over both
 * APIs. Every grade job runs once, every event is projected once (one projector leads each
 * subscription, the other waits as a standby), and the standby takes over when the leader dies.
 */
jest.setTimeout(150_000);

const LEARNERS = 36;

let pg: OwnPostgres;
let dbUrl: string;
let procs: ProductProcesses;
let apis: ProductProcess[];
let projectors: ProductProcess[];
let events: EventsDb;
let sandboxQueue: Queue;

beforeAll(async () => {
  await ensureBackendBuilt();
  // A cluster of its own: six processes under a crowd hold more connections than a shared server may allow.
  pg = new OwnPostgres(await freePort(54800, 54899));
  await pg.init();
  dbUrl = pg.url('sqldaily');
  procs = new ProductProcesses({ databaseUrl: dbUrl, redisUrl: testRedisUrl() });
  const started = await Promise.all([
    procs.add('api-1', 'api'),
    procs.add('api-2', 'api'),
    procs.add('worker-1', 'worker'),
    procs.add('worker-2', 'worker'),
    procs.add('projector-1', 'projector', { LOG_LEVEL: 'log' }), // taking the lead is logged at info
    procs.add('projector-2', 'projector', { LOG_LEVEL: 'log' }),
  ]);
  apis = started.slice(0, 2);
  projectors = started.slice(4);
  events = new EventsDb(dbUrl);
  sandboxQueue = new Queue('sandbox', { connection: { url: testRedisUrl() }, prefix: `sqldaily-${instanceKey({ databaseUrl: dbUrl } as RuntimeConfig)}` });
});
afterAll(async () => {
  await sandboxQueue?.close();
  await procs?.stopAll();
  await events?.close();
  await pg?.destroy();
});

/** Which subscriptions each projector process has led (its "subscription X: active" log lines). */
function leadership(): Map<string, string[]> {
  const led = new Map<string, string[]>();
  for (const p of projectors) {
    for (const m of p.logs().matchAll(/subscription (projection:\S+): active/g)) led.set(m[1]!, [...(led.get(m[1]!) ?? []), p.name]);
  }
  return led;
}

async function expectProjectedOnce(): Promise<void> {
  // A resolving submit answers before its league placement is appended: wait for those events too, or
  // one lands between the stored count and the read of the projected one (a CI run saw 38 of 40).
  await eventsSettled(events.pool, 60_000);
  const stored = await events.countByType();
  const { rows } = await events.pool.query(`SELECT type, count::int FROM event_type_counts`);
  expect(Object.fromEntries(rows.map((r) => [r.type, r.count]))).toEqual(stored);
  expect(mismatches(await compareWithFreshReplay(events.pool))).toEqual([]);
}

test('2 APIs, 2 workers, 2 projectors under a crowd: every job done once, every event projected once, the standby takes over', async () => {
  const [a, b] = apis.map((p) => apiClient(p.url)) as [ReturnType<typeof apiClient>, ReturnType<typeof apiClient>];
  const challengeId = await createChallenge(a, await adminLogin(b));

  // The crowd: every learner registers on one API and plays on both, alternating call by call.
  const plans = Array.from({ length: LEARNERS }, (_, i) => (i % 3 === 0 ? [WRONG, RIGHT] : i % 3 === 1 ? [RIGHT] : [WRONG, WRONG, RIGHT]));
  const results = await Promise.all(
    plans.map(async (plan, i) => {
      const [x, y] = i % 2 ? [a, b] : [b, a];
      const learner = await register(x, `so${i}`);
      const daily = await y.get('/challenges/daily', learner.token);
      if (daily.status !== 200) throw new Error(`daily: ${daily.status} ${JSON.stringify(daily.body)}\n${procs.logs()}`);
      const answers = [];
      for (const [n, sql] of plan.entries()) {
        const [s, t] = n % 2 ? [x, y] : [y, x];
        const start = await s.post(`/challenges/start/${challengeId}`, undefined, learner.token);
        if (start.status !== 200) throw new Error(`start: ${start.status} ${JSON.stringify(start.body)}`);
        const res = await t.post(`/challenges/${challengeId}/submit`, { sql_solution: sql }, learner.token);
        if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}\n${procs.logs()}`);
        answers.push(res.body);
      }
      return { learner, answers };
    }),
  );
  const submits = plans.reduce((n, p) => n + p.length, 0);

  // Every submission was recorded once, with the verdict its SQL deserves.
  for (const [i, { learner, answers }] of results.entries()) {
    const stored = await events.ofLearner(learner.id, 'SolutionSubmitted');
    expect(stored.map((e) => [e.data.attemptNumber, e.data.correct])).toEqual(plans[i]!.map((sql, n) => [n + 1, sql === RIGHT]));
    expect(stored.map((e) => e.data.attemptId)).toEqual(answers.map((x: any) => x.attempt_id));
  }
  expect((await events.countByType()).SolutionSubmitted).toBe(submits);

  // Every grade job ran once, and both workers were there to take them.
  const graded = (await sandboxQueue.getCompleted(0, -1)).filter((j) => j.name === 'grade');
  expect(graded).toHaveLength(submits);
  expect(graded.filter((j) => j.attemptsStarted !== 1 || j.attemptsMade !== 1).map((j) => j.id)).toEqual([]);
  expect(await sandboxQueue.getFailedCount()).toBe(0);
  expect((await sandboxQueue.getWorkers()).length).toBe(2);

  // Every event projected once: one leader per subscription, the other projector a standby.
  await expectProjectedOnce();
  const led = leadership();
  for (const p of PROJECTIONS) expect({ name: p.name, leaders: led.get(subscriptionName(p.name))?.length }).toEqual({ name: p.name, leaders: 1 });
  const store = new PostgresEventStore(events.pool);
  expect((await projectionStatus(store, events.pool)).every((s) => s.active)).toBe(true);

  // Kill -9 every projector that leads something: the standby takes over each subscription it held.
  const leaders = projectors.filter((p) => [...led.values()].some((names) => names.includes(p.name)));
  const standby = projectors.find((p) => !leaders.includes(p));
  await Promise.all(leaders.map((p) => p.kill9()));
  if (!standby) {
    // Leadership happened to be split: restart one as the standby-to-be and kill the rest.
    await leaders[0]!.start();
  }
  const survivor = standby ?? leaders[0]!;
  if (process.env.FAULTS_VERBOSE) console.log(`leaders: ${leaders.map((p) => p.name)}; survivor: ${survivor.name}; ${JSON.stringify([...led])}`);
  await eventually(
    'the standby to take over every subscription',
    async () => PROJECTIONS.every((p) => new RegExp(`subscription ${subscriptionName(p.name)}: active`).test(survivor.logs())),
    20_000,
  );
  // More learners play while only the former standby projects.
  await Promise.all(
    [0, 1, 2, 3].map(async (i) => {
      const learner = await register(i % 2 ? a : b, `sx${i}`);
      await (i % 2 ? b : a).get('/challenges/daily', learner.token);
      await a.post(`/challenges/start/${challengeId}`, undefined, learner.token);
      expect((await b.post(`/challenges/${challengeId}/submit`, { sql_solution: RIGHT }, learner.token)).status).toBe(200);
    }),
  );
  await expectProjectedOnce();
  expect((await projectionStatus(store, events.pool)).every((s) => s.active)).toBe(true);
});

test('every role serves /metrics and the probes on METRICS_PORT (the APIs answer the probes on their port too, never /metrics)', async () => {
  const text = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  };
  for (const api of apis) {
    expect((await text(`${api.url}/metrics`)).status).toBe(404);
    const metrics = await text(`http://127.0.0.1:${api.metricsPort}/metrics`);
    expect([metrics.status, metrics.type]).toEqual([200, expect.stringMatching(/^text\/plain/)]);
    expect(metrics.body).toMatch(/sqldaily_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/challenges\/:id\/submit",status="200"\} [1-9]/);
    expect(metrics.body).toMatch(/sqldaily_event_append_duration_seconds_count [1-9]/);
    expect(metrics.body).toMatch(/sqldaily_queue_jobs\{queue="sandbox",state="waiting"\} \d+/);
    expect(metrics.body).toMatch(/sqldaily_projection_lag_events\{projection="[a-z_]+"\} \d+/);
    expect((await text(`${api.url}/api/v1/health/live`)).status).toBe(200);
    const ready = await text(`${api.url}/api/v1/health/ready`);
    expect([ready.status, JSON.parse(ready.body).status]).toEqual([200, 'ready']);
  }
  const others = procs.all.filter((p) => (p.role === 'worker' || p.role === 'projector') && p.running);
  expect(others.filter((p) => p.role === 'worker')).toHaveLength(2);
  for (const p of others) {
    const base = `http://127.0.0.1:${p.metricsPort}`;
    const metrics = await text(`${base}/metrics`);
    expect([p.name, metrics.status]).toEqual([p.name, 200]);
    expect(metrics.body).toMatch(/sqldaily_process_resident_memory_bytes \d+/);
    if (p.role === 'worker') {
      expect(metrics.body).toMatch(/sqldaily_sandbox_pool_connections\{state="idle"\} \d+/);
      expect(metrics.body).toMatch(/sqldaily_job_duration_seconds_count\{queue="sandbox",name="grade",outcome="completed"\} \d+/);
    }
    expect(JSON.parse((await text(`${base}/health/live`)).body)).toMatchObject({ status: 'ok' });
    const ready = await text(`${base}/health/ready`);
    expect([p.name, ready.status, JSON.parse(ready.body).status]).toEqual([p.name, 200, 'ready']);
  }
  // the grades were spread over both workers: together they timed every one, with its outcome
  const grades = await Promise.all(others.filter((p) => p.role === 'worker').map(async (p) => (await text(`http://127.0.0.1:${p.metricsPort}/metrics`)).body));
  const count = (body: string, outcome: string) => Number(new RegExp(`sqldaily_grading_duration_seconds_count\\{outcome="${outcome}"\\} (\\d+)`).exec(body)?.[1] ?? 0);
  expect(grades.reduce((n, b) => n + count(b, 'correct'), 0)).toBeGreaterThanOrEqual(LEARNERS);
  expect(grades.reduce((n, b) => n + count(b, 'incorrect'), 0)).toBeGreaterThan(0);
});

import { apiClient } from '../support/product';
import { testRedisUrl } from '../support/db';
import { ensureBackendBuilt, eventually, freePort, OwnPostgres, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { readModelsCaughtUp } from '../support/read-models';
import { compareWithFreshReplay, mismatches } from '../support/replay-compare';
import { adminLogin, createChallenge, EventsDb, playOnce, register, RIGHT, WRONG } from './fault-support';

/**
 * The app's PostgreSQL restarts under a running product (its own cluster, so nobody else's
 * database is touched). During the outage the API answers plain 503s, quickly; afterwards the
 * same API, worker and projector processes work again without being restarted.
 */
jest.setTimeout(120_000);

let pg: OwnPostgres;
let procs: ProductProcesses;
let api: ProductProcess;
let events: EventsDb;

beforeAll(async () => {
  await ensureBackendBuilt();
  pg = new OwnPostgres(await freePort(54800, 54899));
  await pg.init();
  procs = new ProductProcesses({ databaseUrl: pg.url('sqldaily'), redisUrl: testRedisUrl() });
  api = await procs.add('api', 'api'); // migrates first: the others start on a ready schema
  await Promise.all([procs.add('worker', 'worker'), procs.add('projector', 'projector')]);
  events = new EventsDb(pg.url('sqldaily'));
});
afterAll(async () => {
  await procs?.stopAll();
  await events?.close();
  await pg?.destroy();
});

async function timed(fn: () => Promise<{ status: number; body: any }>) {
  const t0 = Date.now();
  const res = await fn();
  return { ...res, ms: Date.now() - t0 };
}

test('PostgreSQL restarted: plain 503s during the outage, everything works again afterwards without a restart', async () => {
  const http = apiClient(api.url);
  const challengeId = await createChallenge(http, await adminLogin(http));
  const before = await register(http, 'pgb');
  expect((await playOnce(http, before.token, challengeId, WRONG)).status).toBe(200);
  const pids = procs.all.map((p) => p.pid);

  await pg.stop('fast');
  try {
    const during = [
      await timed(() => http.get('/health')),
      await timed(() => http.post('/auth/login', { email: 'nobody@example.com', password: 'password-123' })),
      await timed(() => http.get('/challenges/daily', before.token)),
      await timed(() => http.post(`/challenges/start/${challengeId}`, undefined, before.token)),
      await timed(() => http.get('/users/me', before.token)),
    ];
    for (const r of during) {
      expect({ status: r.status, fast: r.ms < 15_000 }).toEqual({ status: 503, fast: true });
      if (r.body?.status === 'degraded') {
        expect(r.body.postgres).toBe('failing'); // the health report names the failing part (in words: the caller is anonymous)
      } else {
        expect(typeof r.body?.detail).toBe('string');
        expect(JSON.stringify(r.body)).not.toMatch(/\bat .+\.js:\d+|ECONNREFUSED|stack/);
      }
    }
  } finally {
    await pg.start();
  }

  // Same processes, working again: nothing crashed on the dropped connections.
  await eventually('the API to report healthy', async () => (await http.get('/health')).status === 200, 30_000, 250);
  expect(procs.all.map((p) => p.pid)).toEqual(pids);
  expect(procs.all.every((p) => p.running)).toBe(true);

  expect((await http.post(`/challenges/start/${challengeId}`, undefined, before.token)).status).toBe(200);
  const second = await http.post(`/challenges/${challengeId}/submit`, { sql_solution: RIGHT }, before.token);
  expect(second.status).toBe(200);
  expect(second.body).toMatchObject({ is_correct: true, attempt_number: 2 });
  const after = await register(http, 'pga');
  expect((await playOnce(http, after.token, challengeId, RIGHT)).body).toMatchObject({ is_correct: true });

  // The projector resumed too: the read models caught up and equal a fresh replay.
  await readModelsCaughtUp(events.pool, 30_000);
  expect(mismatches(await compareWithFreshReplay(events.pool))).toEqual([]);
  const me = await http.get('/users/me', after.token);
  expect(me.body).toMatchObject({ total_challenges_completed: 1 });
  // The attempt refused during the outage left nothing: two submits for `before`, one for `after`.
  expect(await events.ofLearner(before.id, 'SolutionSubmitted')).toHaveLength(2);
  expect(await events.ofLearner(after.id, 'SolutionSubmitted')).toHaveLength(1);
});

import { apiClient } from '../support/product';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '../support/db';
import { ensureBackendBuilt, ProductProcesses, type ProductProcess } from '../support/product-processes';
import { readModelsCaughtUp } from '../support/read-models';
import { compareWithFreshReplay, mismatches } from '../support/replay-compare';
import { adminLogin, createChallenge, EventsDb, playOnce, register, RIGHT, WRONG } from './fault-support';

/**
 * A full event-store replay into fresh tables gives exactly the live read models: every
 * projection, every table, row for row, after a learner day played over HTTP against the built product.
 */
jest.setTimeout(120_000);

let db: TestDatabase;
let procs: ProductProcesses;
let app: ProductProcess;
let events: EventsDb;

beforeAll(async () => {
  await ensureBackendBuilt();
  db = await createTestDatabase('replay');
  procs = new ProductProcesses({ databaseUrl: db.url, redisUrl: testRedisUrl() });
  app = await procs.add('all', 'all');
  events = new EventsDb(db.url);
});
afterAll(async () => {
  await procs?.stopAll();
  await events?.close();
  await db?.drop();
});

test('replaying every event into fresh tables reproduces every live read model exactly', async () => {
  const api = apiClient(app.url);
  const challengeId = await createChallenge(api, await adminLogin(api));
  const learners = await Promise.all(Array.from({ length: 6 }, (_, i) => register(api, `rp${i}`)));
  await Promise.all(
    learners.map(async (l, i) => {
      // Some solve at once, some after a wrong attempt, some fail all three, one only looks.
      const plan = [[RIGHT], [WRONG, RIGHT], [WRONG, WRONG, WRONG], [WRONG], [RIGHT], []][i]!;
      if (!plan.length) return void (await api.get('/challenges/daily', l.token));
      for (const sql of plan) {
        const res = await playOnce(api, l.token, challengeId, sql);
        if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}\n${procs.logs()}`);
      }
    }),
  );
  // A resolved day puts its learner in a league cohort through a job of its own: wait for those events
  // too, or one lands between the count below and the read of the live table.
  for (let i = 0; i < 200; i++) {
    const c = await events.countByType();
    if ((c.LeagueCohortJoined ?? 0) >= (c.DailyChallengeResolved ?? 0)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await readModelsCaughtUp(events.pool, 20_000);
  const counts = await events.countByType();
  expect(counts.LeagueCohortJoined).toBe(counts.DailyChallengeResolved);
  expect(counts.SolutionSubmitted).toBe(1 + 2 + 3 + 1 + 1);

  const diffs = await compareWithFreshReplay(events.pool);
  expect(mismatches(diffs)).toEqual([]);
  // The comparison covered real rows, not empty tables.
  expect(diffs.find((d) => d.table === 'event_type_counts')!.liveRows).toBeGreaterThan(3);
  expect(diffs.filter((d) => d.liveRows > 0).length).toBeGreaterThan(3);
  const { rows } = await events.pool.query(`SELECT type, count::int FROM event_type_counts`);
  expect(Object.fromEntries(rows.map((r) => [r.type, r.count]))).toEqual(counts);
});

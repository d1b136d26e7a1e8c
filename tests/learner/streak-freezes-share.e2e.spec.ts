import { Pool } from 'pg';
import { JobsClient } from '../../backend/src/platform/jobs/jobs.client';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { seedSolvedDays } from '../support/learner-seed';
import { readModelsCaughtUp } from '../support/read-models';
import { compareWithFreshReplay, mismatches } from '../support/replay-compare';

const SETUP = `CREATE TABLE parcels (id serial PRIMARY KEY, depot text NOT NULL, courier text NOT NULL, kilos numeric(6,2) NOT NULL);
INSERT INTO parcels (depot, courier, kilos) VALUES ('Zephyrton','Quillan',12.50),('Zephyrton','Marisol',3.25),('Brackwater','Quillan',7.75),('Brackwater','Odessa',9.10);`;
const SOLUTION = 'SELECT depot, SUM(kilos) AS total_kilos FROM parcels GROUP BY depot ORDER BY depot';

// Tokyo (UTC+9): the learner's days run 15:00Z → 15:00Z (seeded days are played at 12:00Z, 21:00 in Tokyo).
const TZ = 'Asia/Tokyo';
const clock = new ManualClock(Date.parse('2026-05-01T03:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let challengeId: number;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  challengeId = await createValidatedChallenge(api, await adminToken(api), {
    title: 'Kilos per depot',
    description: 'Return each depot and the total kilos of its parcels, by depot name.',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: SOLUTION,
  });
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

const types = async (userId: number) =>
  (await pool.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`learner-${userId}`])).rows.map((r) => r.type as string);

/** Seven solved days, May 1–7 (Tokyo): the run that earns a freeze on its 7th day. */
const sevenSolvedDays = (userId: number) =>
  seedSolvedDays(product.app, clock, userId, ['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-05-${d}`));

const me = async (token: string) => {
  await readModelsCaughtUp(pool);
  return (await api.get('/users/me', token)).body;
};

test('a missed day with a freeze keeps the streak: earned on the 7th day, spent by the day-end job once, then shared', async () => {
  const learner = await newLearner(api, { timezone: TZ });
  await sevenSolvedDays(learner.id);
  expect(await me(learner.token)).toMatchObject({ current_streak: 7, best_streak: 7, streak_freezes: 1 });

  // May 8 is missed. Just before its end (Tokyo midnight = 15:00Z) nothing is spent; just after, the job spends the freeze once.
  const jobs = product.app.get(JobsClient);
  const closeMay8 = (suffix: string) =>
    jobs.run('maintenance', 'close-day', { userId: learner.id, date: '2026-05-08' }, { jobId: `test-freeze-${learner.id}-${suffix}`, timeoutMs: 20_000 });
  clock.set('2026-05-08T14:59:00Z');
  await closeMay8('early');
  expect(await types(learner.id)).not.toContain('StreakFreezeUsed');
  clock.set('2026-05-08T15:00:30Z');
  await closeMay8('late');
  await closeMay8('again');
  expect((await types(learner.id)).filter((t) => t === 'StreakFreezeUsed')).toHaveLength(1);

  clock.set('2026-05-09T01:00:00Z'); // 10:00 on May 9 in Tokyo
  expect(await me(learner.token)).toMatchObject({ current_streak: 7, streak_freezes: 0 });
  expect((await api.get('/challenges/history/freezes', learner.token)).body).toEqual({ streak_freezes: 0, frozen_days: ['2026-05-08'] });

  // May 9 is played over HTTP: a wrong answer, then the right one. The run goes on to 8 (the frozen day adds nothing).
  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.body).toMatchObject({ id: challengeId, date: '2026-05-09' });
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(30);
  expect((await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'SELECT depot FROM parcels' }, learner.token)).body.is_correct).toBe(false);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(95);
  expect((await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token)).body.is_correct).toBe(true);
  expect(await me(learner.token)).toMatchObject({ current_streak: 8, best_streak: 8, streak_freezes: 0 });

  const share = await api.get(`/challenges/${challengeId}/share`, learner.token);
  expect(share.status).toBe(200);
  expect(share.body.image_url).toBe(`/api/v1/challenges/${challengeId}/share/image`);
  const text: string = share.body.text;
  expect(text).toContain('2026-05-09');
  expect(text).toContain('🟥🟩');
  expect(text).toContain('Streak: 8 days');
  expect(text).toMatch(/ELO [+−±]\d+/);
  // Spoiler-free: no SQL, no table or column names, no data, no title or solution.
  for (const secret of [SOLUTION, 'SELECT', 'SUM(', 'parcels', 'depot', 'kilos', 'Zephyrton', 'Quillan', '12.50', 'Kilos per depot']) {
    expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  }

  const image = await fetch(`${product.url}${share.body.image_url}`, { headers: { authorization: `Bearer ${learner.token}` } });
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await image.arrayBuffer());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(16)).toBe(1200); // IHDR width
  expect(png.toString('latin1')).not.toMatch(/parcels|Zephyrton|SELECT/);
});

test('without the job, the next visit spends the freeze before the new day; two missed days with one freeze break the streak', async () => {
  const kept = await newLearner(api, { timezone: TZ });
  const broken = await newLearner(api, { timezone: TZ });
  await sevenSolvedDays(kept.id);
  await sevenSolvedDays(broken.id);

  clock.set('2026-05-09T01:00:00Z'); // May 8 missed; no job ran
  await api.get('/challenges/daily', kept.token);
  expect((await types(kept.id)).slice(-2)).toEqual(['StreakFreezeUsed', 'DailyChallengeAssigned']);
  expect(await me(kept.token)).toMatchObject({ current_streak: 7, streak_freezes: 0 });
  // The global board honours the frozen day too (the same read model).
  const board = await api.get('/leaderboard/global', kept.token);
  expect(board.body.leaderboard.find((e: { user_id: number }) => e.user_id === kept.id)).toMatchObject({ current_streak: 7, best_streak: 7 });

  clock.set('2026-05-10T01:00:00Z'); // May 8 and 9 missed
  await api.get('/challenges/daily', broken.token);
  expect((await types(broken.id)).filter((t) => t === 'StreakFreezeUsed')).toHaveLength(1);
  expect(await me(broken.token)).toMatchObject({ current_streak: 0, best_streak: 7, streak_freezes: 0 });
});

test('share: 401 without a token, 400 for a malformed id, 404 for a day not the caller’s, 403 before the day is resolved', async () => {
  clock.set('2026-05-11T01:00:00Z');
  const learner = await newLearner(api, { timezone: TZ });
  expect((await api.get(`/challenges/${challengeId}/share`)).status).toBe(401);
  expect((await api.get(`/challenges/${challengeId}/share/image`)).status).toBe(401);
  expect((await api.get('/challenges/abc/share', learner.token)).status).toBe(400);
  const none = await api.get('/challenges/900001/share', learner.token);
  expect(none.status).toBe(404);
  expect(none.body.detail).toMatch(/not one of your daily challenges/);
  expect((await api.get('/challenges/900001/share/image', learner.token)).status).toBe(404);
  await api.get('/challenges/daily', learner.token);
  const open = await api.get(`/challenges/${challengeId}/share`, learner.token);
  expect(open.status).toBe(403);
  expect(open.body.detail).toMatch(/not over yet/);
  expect((await api.get(`/challenges/${challengeId}/share/image`, learner.token)).status).toBe(403);
});

test('the read models rebuilt from the events equal the live tables (user_stats with frozen days included)', async () => {
  await readModelsCaughtUp(pool);
  const diffs = await compareWithFreshReplay(pool);
  expect(diffs.find((d) => d.table === 'user_stats_frozen_days')?.liveRows).toBeGreaterThan(0);
  expect(mismatches(diffs)).toEqual([]);
});

import { Pool } from 'pg';
import { JobsClient } from '../../backend/src/platform/jobs/jobs.client';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE visits (id serial PRIMARY KEY, patient text NOT NULL, ward text NOT NULL, minutes int NOT NULL);
INSERT INTO visits (patient, ward, minutes) VALUES ('P1','A',30),('P2','A',45),('P3','B',20),('P4','B',60),('P5','C',15),('P6','A',25);`;

const clock = new ManualClock(Date.parse('2026-03-28T20:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  const admin = await adminToken(api);
  for (const [title, rating, sql] of [
    ['Minutes per ward', 1200, 'SELECT ward, SUM(minutes) AS total FROM visits GROUP BY ward'],
    ['Visits per ward', 1250, 'SELECT ward, COUNT(*) AS n FROM visits GROUP BY ward'],
    ['Longest visit per ward', 1150, 'SELECT ward, MAX(minutes) AS longest FROM visits GROUP BY ward'],
  ] as const) {
    await createValidatedChallenge(api, admin, {
      title,
      description: `${title}. Row order does not matter.`,
      difficulty_rating: rating,
      estimated_time_minutes: 5,
      category: 'AGGREGATION',
      schema_setup: SETUP,
      correct_solution: sql,
    });
  }
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

async function learnerEvents(userId: number) {
  const { rows } = await pool.query(`SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`learner-${userId}`]);
  return rows as Array<{ type: string; data: Record<string, any> }>;
}

test.each([
  ['Asia/Kolkata', '2026-03-28T18:20:00Z', '2026-03-28T18:40:00Z'], // midnight IST = 18:30Z
  ['America/Los_Angeles', '2026-03-29T06:50:00Z', '2026-03-29T07:10:00Z'], // midnight PDT = 07:00Z
  ['Pacific/Auckland', '2026-03-28T10:50:00Z', '2026-03-28T11:10:00Z'], // midnight NZDT = 11:00Z
])('in %s the day-end job abandons a started, unfinished day only after the learner’s midnight', async (tz, before, after) => {
  clock.set(before);
  const learner = await newLearner(api, { timezone: tz });
  const daily = await api.get('/challenges/daily', learner.token);
  await api.post(`/challenges/start/${daily.body.id}`, undefined, learner.token);
  const jobs = product.app.get(JobsClient);
  const run = (suffix: string) =>
    jobs.run<{ abandoned: boolean }>('maintenance', 'close-day', { userId: learner.id, date: daily.body.date }, { jobId: `test-close-${learner.id}-${suffix}`, timeoutMs: 20_000 });
  expect(await run('early')).toEqual({ abandoned: false });
  clock.set(after);
  expect(await run('late')).toEqual({ abandoned: true });
  expect(await run('again')).toEqual({ abandoned: false }); // idempotent
  const types = (await learnerEvents(learner.id)).map((e) => e.type);
  expect(types).toEqual(['LearnerEnrolled', 'DailyChallengeAssigned', 'AttemptStarted', 'ChallengeAbandoned', 'EloChanged', 'DailyChallengeResolved']);
  const elo = (await learnerEvents(learner.id)).find((e) => e.type === 'EloChanged')!.data;
  expect(elo.reason).toBe('abandoned');
  expect(elo.delta).toBeLessThan(0);
});

test('if the job was lost, the next day’s first visit settles the abandoned day first (Europe/Berlin, across the DST change)', async () => {
  clock.set('2026-03-28T21:00:00Z'); // 22:00 CET on Saturday; the clocks go forward that night
  const learner = await newLearner(api, { timezone: 'Europe/Berlin' });
  const day1 = await api.get('/challenges/daily', learner.token);
  expect(day1.body.date).toBe('2026-03-28');
  await api.post(`/challenges/start/${day1.body.id}`, undefined, learner.token);
  clock.set('2026-03-28T23:30:00Z'); // 00:30 CET: already Sunday in Berlin, half an hour before the clocks go forward
  const day2 = await api.get('/challenges/daily', learner.token);
  expect(day2.status).toBe(200);
  expect(day2.body.date).toBe('2026-03-29');
  expect(day2.body.id).not.toBe(day1.body.id);
  const types = (await learnerEvents(learner.id)).map((e) => e.type);
  expect(types.slice(3)).toEqual(['ChallengeAbandoned', 'EloChanged', 'DailyChallengeResolved', 'DailyChallengeAssigned']);
});

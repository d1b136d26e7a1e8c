import { Pool } from 'pg';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { isoWeekLabel, isoWeekStart } from '../../projections/src/learner/iso-week';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { challenge, LearnerScript } from './support/learner-script';
import { insertChallenge, waitForProjections } from './support/projection-harness';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let store: PostgresEventStore;
let player: Awaited<ReturnType<typeof newLearner>>;
let idle: Awaited<ReturnType<typeof newLearner>>;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl, max: 4 });
  store = new PostgresEventStore(pool);
  player = await newLearner(api);
  idle = await newLearner(api);
  await insertChallenge(pool, store, 9001, 1100);
  await insertChallenge(pool, store, 9002, 1450);
  // The player (UTC) failed yesterday's challenge and solved today's on the second attempt.
  const script = new LearnerScript(store, player.id);
  await script.enrol(`${day(-1)}T00:00:00.000Z`);
  await script.day(day(-1), challenge(9001, 1100), ['wrong', 'wrong', 'wrong'], '00:10');
  await script.day(day(0), challenge(9002, 1450), ['wrong', 'right'], '00:10');
  await waitForProjections(store, pool, 60_000);
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await product?.stop();
});

test('history: the caller\'s resolved days, newest first, as the spec\'s History items', async () => {
  const res = await api.get('/challenges/history', player.token);
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(2);
  expect(res.body[0]).toMatchObject({
    challenge_id: 9002,
    challenge_title: 'Challenge 9002',
    difficulty_category: 'advanced',
    difficulty_rating: 1450,
    category: 'JOIN',
    date: day(0),
    is_correct: true,
    total_attempts: 2,
    execution_time_seconds: 240,
    outcome: 'solved',
  });
  expect(res.body[0].points_earned).toBeGreaterThan(0);
  expect(res.body[0].final_elo_change).toBe(res.body[0].elo_after - res.body[0].elo_before);
  expect(new Date(res.body[0].submitted_at).toISOString()).toBe(res.body[0].submitted_at);
  expect(res.body[1]).toMatchObject({ challenge_id: 9001, difficulty_category: 'beginner', is_correct: false, total_attempts: 3, points_earned: 0 });
  expect(res.body[1].elo_after).toBe(res.body[0].elo_before);

  const page = await api.get('/challenges/history?limit=1&offset=1', player.token);
  expect(page.body.map((h: { challenge_id: number }) => h.challenge_id)).toEqual([9001]);
  expect((await api.get('/challenges/history', idle.token)).body).toEqual([]);
});

test.each(['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'page=2'])('history rejects %s with 400 {detail}', async (query) => {
  const res = await api.get(`/challenges/history?${query}`, player.token);
  expect(res.status).toBe(400);
  expect(typeof res.body.detail).toBe('string');
});

test('leaderboards need a signed-in user', async () => {
  for (const path of ['/challenges/history', '/leaderboard/global', '/leaderboard/weekly']) {
    expect((await api.get(path)).status).toBe(401);
  }
});

test('global leaderboard: the active player is ranked; an idle caller sees the board without a rank', async () => {
  const mine = await api.get('/leaderboard/global', player.token);
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ current_user_rank: 1, total_users: 1, period: 'all_time' });
  expect(mine.body.leaderboard).toEqual([
    expect.objectContaining({
      rank: 1,
      user_id: player.id,
      is_current_user: true,
      total_challenges_completed: 1,
      current_streak: 2,
      best_streak: 2,
      average_completion_time: 240,
    }),
  ]);
  const theirs = await api.get('/leaderboard/global', idle.token);
  expect(theirs.body).toMatchObject({ current_user_rank: null, total_users: 1 });
  expect(theirs.body.leaderboard[0].is_current_user).toBe(false);
});

test('weekly leaderboard: the current ISO week', async () => {
  const res = await api.get('/leaderboard/weekly', player.token);
  expect(res.status).toBe(200);
  const now = new Date();
  expect(res.body).toMatchObject({ period: isoWeekLabel(now), week_start: isoWeekStart(now), current_user_rank: 1 });
  expect(res.body.leaderboard[0]).toMatchObject({ rank: 1, user_id: player.id, is_current_user: true, weekly_completed: 1, current_streak: 2 });
  expect(res.body.leaderboard[0].weekly_points).toBeGreaterThan(0);
});

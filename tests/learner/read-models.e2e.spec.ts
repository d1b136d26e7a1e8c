import { Pool } from 'pg';
import { PROJECTIONS } from '../../projections/src';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE sessions (id serial PRIMARY KEY, player text NOT NULL, game text NOT NULL, minutes int NOT NULL);
INSERT INTO sessions (player, game, minutes) VALUES ('ana','chess',40),('ben','go',25),('ana','go',15),('cy','chess',60),('ben','chess',35),('dia','go',50);`;
const RIGHT = 'SELECT player, SUM(minutes) AS total FROM sessions GROUP BY player';
const WRONG = 'SELECT player, COUNT(*) FROM sessions GROUP BY player';

const clock = new ManualClock(Date.parse('2026-06-10T08:00:00Z')); // a Wednesday
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let store: PostgresEventStore;
let challengeId: number;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  store = new PostgresEventStore(pool);
  challengeId = await createValidatedChallenge(api, await adminToken(api), {
    title: 'Minutes per player',
    description: 'Return each player and their total minutes played. Row order does not matter.',
    difficulty_rating: 1200,
    estimated_time_minutes: 10,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: RIGHT,
  });
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

const caughtUp = () => readModelsCaughtUp(pool);

async function play(token: string, answers: string[], secondsEach: number) {
  await api.get('/challenges/daily', token);
  let last: any;
  for (const sql of answers) {
    await api.post(`/challenges/start/${challengeId}`, undefined, token);
    clock.advance(secondsEach);
    last = (await api.post(`/challenges/${challengeId}/submit`, { sql_solution: sql }, token)).body;
  }
  return last;
}

test('two learners play a day; me, history and both leaderboards show what DESIGN.md predicts, also after a rebuild', async () => {
  const a = await newLearner(api, { first_name: 'Ada' });
  const b = await newLearner(api, { first_name: 'Bo' });
  await play(a.token, [RIGHT], 120); // attempt 1 after 120 s of 600: +K(1−E) = +20, points 120 × (1 + 0.5 × 0.8)
  await play(b.token, [WRONG, RIGHT], 60); // attempt 2 after 120 s in all: −0.5·K·E = −10, points 120 × 1.4 × 0.5
  const expectA = { elo: 1220, points: Math.round(120 * 1.4), time: 120 };
  const expectB = { elo: 1190, points: Math.round(120 * 1.4 * 0.5), time: 120 };
  await caughtUp();

  const check = async () => {
    const meA = (await api.get('/users/me', a.token)).body;
    const meB = (await api.get('/users/me', b.token)).body;
    expect(meA).toMatchObject({ current_elo_rating: expectA.elo, total_points_earned: expectA.points, current_streak: 1, best_streak: 1, total_challenges_completed: 1 });
    expect(meB).toMatchObject({ current_elo_rating: expectB.elo, total_points_earned: expectB.points, current_streak: 1, best_streak: 1, total_challenges_completed: 1 });
    expect(meA.today_challenge).toEqual({ date: '2026-06-10', challenge_id: challengeId, status: 'solved' });

    const histB = (await api.get('/challenges/history?limit=20&offset=0', b.token)).body;
    expect(histB).toHaveLength(1);
    expect(histB[0]).toMatchObject({
      challenge_id: challengeId,
      challenge_title: 'Minutes per player',
      difficulty_category: 'intermediate',
      date: '2026-06-10',
      is_correct: true,
      total_attempts: 2,
      elo_before: 1200,
      elo_after: 1190,
      final_elo_change: -10,
      execution_time_seconds: expectB.time,
      points_earned: expectB.points,
    });

    const global = (await api.get('/leaderboard/global', b.token)).body;
    expect(global).toMatchObject({ current_user_rank: 2, total_users: 2 });
    expect(global.leaderboard.map((e: any) => [e.rank, e.user_id, e.current_elo_rating, e.is_current_user])).toEqual([
      [1, a.id, 1220, false],
      [2, b.id, 1190, true],
    ]);
    expect(global.leaderboard[0]).toMatchObject({ first_name: 'Ada', total_points_earned: expectA.points, total_challenges_completed: 1, current_streak: 1, best_streak: 1 });

    const weekly = (await api.get('/leaderboard/weekly', a.token)).body;
    expect(weekly).toMatchObject({ current_user_rank: 1, total_users: 2 });
    expect(weekly.leaderboard.map((e: any) => [e.rank, e.user_id, e.weekly_points, e.weekly_completed])).toEqual([
      [1, a.id, expectA.points, 1],
      [2, b.id, expectB.points, 1],
    ]);
  };

  await check();
  for (const p of PROJECTIONS) await rebuildProjection(store, pool, p);
  await caughtUp();
  await check();

  // The next day, before playing: the streak still counts (yesterday counted, today open).
  clock.advance(24 * 3600);
  expect((await api.get('/users/me', a.token)).body).toMatchObject({ current_streak: 1, today_challenge: null });
  // Two days later without playing: the streak is broken, the best remains.
  clock.advance(24 * 3600);
  expect((await api.get('/users/me', a.token)).body).toMatchObject({ current_streak: 0, best_streak: 1 });
});

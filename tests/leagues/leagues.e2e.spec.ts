import { Pool } from 'pg';
import { CurrentLeagueSchema } from '../../backend/src/leagues/http/league.schemas';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE sessions (id serial PRIMARY KEY, player text NOT NULL, game text NOT NULL, minutes int NOT NULL);
INSERT INTO sessions (player, game, minutes) VALUES ('ana','chess',40),('ben','go',25),('ana','go',15),('cy','chess',60),('ben','chess',35),('dia','go',50);`;
const WRONG = 'SELECT 1 AS nothing';

const clock = new ManualClock(Date.parse('2026-06-10T08:00:00Z')); // Wednesday of 2026-W24
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let admin: string;
const right = new Map<number, string>();

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  admin = await adminToken(api);
  for (const [title, rating, sql] of [
    ['Minutes per player', 1200, 'SELECT player, SUM(minutes) AS total FROM sessions GROUP BY player'],
    ['Sessions per player', 1250, 'SELECT player, COUNT(*) AS n FROM sessions GROUP BY player'],
    ['Longest session per player', 1150, 'SELECT player, MAX(minutes) AS longest FROM sessions GROUP BY player'],
  ] as const) {
    const id = await createValidatedChallenge(api, admin, {
      title,
      description: `${title}. Row order does not matter.`,
      difficulty_rating: rating,
      estimated_time_minutes: 10,
      category: 'AGGREGATION',
      schema_setup: SETUP,
      correct_solution: sql,
    });
    right.set(id, sql);
  }
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

/** Plays today's challenge: each answer after `secondsEach`; 'right' is the challenge's own solution. */
async function play(token: string, answers: Array<'right' | 'wrong'>, secondsEach: number) {
  const daily = await api.get('/challenges/daily', token);
  expect(daily.status).toBe(200);
  const id = daily.body.id as number;
  for (const a of answers) {
    await api.post(`/challenges/start/${id}`, undefined, token);
    clock.advance(secondsEach);
    const res = await api.post(`/challenges/${id}/submit`, { sql_solution: a === 'right' ? right.get(id) : WRONG }, token);
    expect(res.status).toBe(200);
  }
}

/** The learners of `ids` in the week's standings, once they all are (a placement runs just after the submit's answer). */
async function placedInStandings(week: string, ids: number[], timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await pool.query(`SELECT user_id FROM league_standings WHERE week = $1 AND user_id = ANY($2) ORDER BY user_id`, [week, ids])).rows.map((r) => r.user_id as number);
    if (rows.length === ids.length || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('GET /leagues/current needs a token; a learner not placed yet gets their tier, an empty cohort and a message', async () => {
  expect((await api.get('/leagues/current')).status).toBe(401);
  const l = await newLearner(api);
  const res = await api.get('/leagues/current', l.token);
  expect(res.status).toBe(200);
  expect(CurrentLeagueSchema.parse(res.body)).toEqual({
    tier: 'bronze',
    week: '2026-W24',
    week_start: '2026-06-08',
    week_ends_at: '2026-06-15T00:00:00Z',
    placed: false,
    cohort: [],
    promotion_cutoff: null,
    demotion_cutoff: null,
    message: expect.stringContaining('Bronze'),
  });
});

test('closing a week is admin-only, for an ended ISO week, with every input checked', async () => {
  const l = await newLearner(api);
  expect((await api.post('/admin/leagues/close-week', {})).status).toBe(401);
  expect((await api.post('/admin/leagues/close-week', {}, l.token)).status).toBe(403);
  const current = await api.post('/admin/leagues/close-week', { week: '2026-W24' }, admin);
  expect(current).toMatchObject({ status: 409, body: { detail: expect.stringContaining('has not ended') } });
  for (const week of ['2026-W99', 'soon', 24]) {
    const bad = await api.post('/admin/leagues/close-week', { week }, admin);
    expect({ week, status: bad.status, detail: typeof bad.body.detail }).toEqual({ week, status: 400, detail: 'string' });
  }
  expect((await api.post('/admin/leagues/close-week', { week: '2026-W20', extra: 1 }, admin)).status).toBe(400);
});

test('learners earn weekly points, the week closes once, tiers move and the next week shows the new tier', async () => {
  const [a, b, c, d] = [await newLearner(api), await newLearner(api), await newLearner(api), await newLearner(api)];
  await play(a.token, ['right'], 60);
  await play(b.token, ['right'], 500);
  await play(c.token, ['wrong', 'right'], 60);
  await play(d.token, ['wrong', 'wrong', 'wrong'], 60);
  // The submit that resolved each learner's first day of the week placed them, just after its answer (nobody opened the league yet).
  expect(await placedInStandings('2026-W24', [a, b, c, d].map((l) => l.id))).toEqual([a, b, c, d].map((l) => l.id).sort((x, y) => x - y));
  await readModelsCaughtUp(pool);

  for (const l of [d, c, b, a]) expect((await api.get('/leagues/current', l.token)).body.placed).toBe(true);
  const view = await api.get('/leagues/current', a.token);
  expect(CurrentLeagueSchema.parse(view.body)).toMatchObject({ tier: 'bronze', week: '2026-W24', placed: true, promotion_cutoff: 2, demotion_cutoff: null, message: null });
  const ids = [a, b, c, d].map((l) => l.id);
  const mine = view.body.cohort.filter((m: { user_id: number }) => ids.includes(m.user_id));
  expect(mine.map((m: { user_id: number; rank: number }) => m.user_id)).toEqual(ids);
  expect(mine.map((m: { is_current_user: boolean }) => m.is_current_user)).toEqual([true, false, false, false]);
  expect(mine[3].weekly_points).toBe(0);
  expect(mine[0].weekly_points).toBeGreaterThan(mine[1].weekly_points);
  const weekly = await api.get('/leaderboard/weekly', a.token);
  const board = new Map(weekly.body.leaderboard.map((r: { user_id: number; weekly_points: number }) => [r.user_id, r.weekly_points]));
  for (const m of mine) expect(m.weekly_points).toBe(board.get(m.user_id));
  expect(view.body.cohort.map((m: { rank: number }) => m.rank)).toEqual(view.body.cohort.map((_: unknown, i: number) => i + 1));

  // Monday 00:10 UTC: the week has ended. Closing it twice (or the scheduled tick racing it) closes it once.
  clock.set('2026-06-15T00:10:00Z');
  const first = await api.post('/admin/leagues/close-week', {}, admin);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ week: '2026-W24', learners: view.body.cohort.length, promoted: 2, demoted: 0 });
  const again = await api.post('/admin/leagues/close-week', { week: '2026-W24' }, admin);
  expect(again.body).toEqual({ ...first.body, closed: false });
  const closes = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'league-2026-W24' AND type = 'LeagueWeekClosed'`);
  expect(closes.rows[0].n).toBe(1);
  await readModelsCaughtUp(pool);

  // Week 25: before playing, a and b see Silver with an empty cohort; c and d stay in Bronze (Bronze cannot go down).
  const before = await api.get('/leagues/current', a.token);
  expect(before.body).toMatchObject({ tier: 'silver', week: '2026-W25', placed: false, cohort: [], message: expect.stringContaining('Silver') });
  expect((await api.get('/leagues/current', b.token)).body.tier).toBe('silver');
  expect((await api.get('/leagues/current', d.token)).body.tier).toBe('bronze');
  clock.set('2026-06-15T09:00:00Z');
  await play(a.token, ['right'], 90);
  const after = await api.get('/leagues/current', a.token);
  expect(CurrentLeagueSchema.parse(after.body)).toMatchObject({ tier: 'silver', week: '2026-W25', placed: true, promotion_cutoff: 1, demotion_cutoff: null });
  expect(after.body.cohort).toEqual([{ rank: 1, user_id: a.id, username: expect.any(String), weekly_points: expect.any(Number), is_current_user: true }]);
});

test('a crowd of first submits at once (a Monday morning): every learner placed once, and their league shows it right after their answer', async () => {
  const crowd = await Promise.all(Array.from({ length: 10 }, () => newLearner(api)));
  const { week } = (await api.get('/leagues/current', crowd[0]!.token)).body as { week: string };
  const ids = crowd.map((l) => l.id);
  // each learner opens the league the moment their answer arrives: placed, whether their placement is still running or not
  const views = await Promise.all(crowd.map(async (l) => (await play(l.token, ['right'], 60), (await api.get('/leagues/current', l.token)).body)));
  expect(views.map((v) => v.placed)).toEqual(ids.map(() => true));
  for (const [i, v] of views.entries()) expect(v.cohort.filter((m: { is_current_user: boolean }) => m.is_current_user).map((m: { user_id: number }) => m.user_id)).toEqual([ids[i]]);
  expect(await placedInStandings(week, ids)).toEqual([...ids].sort((x, y) => x - y));
  // batched placements (league-placements.unit.spec.ts) place nobody twice and nobody not asked for
  const events = await pool.query(`SELECT (data->>'userId')::int AS id FROM events WHERE stream_id = $1 AND (data->>'userId')::int = ANY($2) ORDER BY 1`, [`league-${week}`, ids]);
  expect(events.rows.map((r) => r.id)).toEqual([...ids].sort((x, y) => x - y));
});

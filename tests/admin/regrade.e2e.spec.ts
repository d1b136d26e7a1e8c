import { Pool } from 'pg';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

jest.setTimeout(120_000);

const SETUP = `CREATE TABLE shipments (id serial PRIMARY KEY, carrier text NOT NULL, weight_kg numeric(8,2) NOT NULL, days int NOT NULL);
INSERT INTO shipments (carrier, weight_kg, days) VALUES ('DHL',12.5,3),('UPS',4.0,5),('DHL',30.0,2),('FedEx',8.25,4),('UPS',15.0,6),('FedEx',2.5,1),('DHL',1.0,1);`;
const RIGHT = 'SELECT carrier, COUNT(*) AS shipments FROM shipments GROUP BY carrier';
/** The challenge's first, mistaken reference: it leaves out one-day shipments. */
const BUGGY = 'SELECT carrier, COUNT(*) AS shipments FROM shipments WHERE days > 1 GROUP BY carrier';
const WRONG = 'SELECT carrier FROM shipments';

const clock = new ManualClock(Date.parse('2026-05-04T10:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let adminId: number;
let pool: Pool;
let current: number | null = null;

const fields = (solution: string) => ({
  title: 'Shipments per carrier',
  description: 'Return each carrier and its number of shipments. Row order does not matter.',
  difficulty_rating: 1200,
  estimated_time_minutes: 5,
  category: 'AGGREGATION',
  status: 'active',
  schema_setup: SETUP,
  correct_solution: solution,
});

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  admin = await adminToken(api);
  adminId = (await api.get('/users/me', admin)).body.id;
  pool = new Pool({ connectionString: product.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

/** A challenge with the mistaken reference, the only one new learners can be given (the previous one is archived). */
async function buggyChallenge(): Promise<number> {
  if (current !== null) expect((await api.raw('DELETE', `/admin/challenges/${current}`, { token: admin })).status).toBe(200);
  current = await createValidatedChallenge(api, admin, fields(BUGGY));
  return current;
}

/** The admin fixes the reference and validates the challenge again. */
async function fixChallenge(id: number) {
  expect((await api.raw('PUT', `/admin/challenges/${id}`, { token: admin, body: fields(RIGHT) })).status).toBe(200);
  const v = await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
  expect(v.body.success).toBe(true);
}

/** A new learner who submits `sql` three times on the challenge (each graded wrong): their attempt ids. */
async function failThrice(challengeId: number, sql: string) {
  const l = await newLearner(api);
  expect((await api.get('/challenges/daily', l.token)).body.id).toBe(challengeId);
  const attempts: number[] = [];
  for (let i = 0; i < 3; i++) {
    expect((await api.post(`/challenges/start/${challengeId}`, undefined, l.token)).status).toBe(200);
    clock.advance(20);
    const r = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: sql }, l.token);
    expect([r.status, r.body.is_correct]).toEqual([200, false]);
    attempts.push(r.body.attempt_id);
  }
  return { ...l, attempts };
}

async function stream(userId: number) {
  const r = await pool.query(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`learner-${userId}`]);
  return r.rows as Array<{ type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>;
}

test('a right answer graded wrong by a mistaken reference becomes correct: SubmissionRegraded, ELO recalculated, nothing twice', async () => {
  const challengeId = await buggyChallenge();
  const l = await failThrice(challengeId, RIGHT);
  await readModelsCaughtUp(pool);
  const failedElo = (await api.get('/users/me', l.token)).body.current_elo_rating;
  expect(failedElo).toBe(1200 - 20); // three wrong: −K·E against an equal rating

  // Changed but not validated yet: re-grading would use no definition at all.
  expect((await api.raw('PUT', `/admin/challenges/${challengeId}`, { token: admin, body: fields(RIGHT) })).status).toBe(200);
  const early = await api.post(`/admin/attempts/${l.attempts[0]}/regrade`, { reason: 'reference left out one-day shipments' }, admin);
  expect(early.status).toBe(409);
  expect(early.body.detail).toMatch(/validat/);
  await fixChallenge(challengeId);

  const before = (await stream(l.id)).length;
  const dry = await api.post(`/admin/attempts/${l.attempts[0]}/regrade`, { reason: 'reference left out one-day shipments', dry_run: true }, admin);
  expect(dry.status).toBe(200);
  expect(dry.body).toEqual({
    dry_run: true,
    checked: 1,
    changed: [{ attempt_id: l.attempts[0], user_id: l.id, challenge_id: challengeId, was_correct: false, now_correct: true }],
    unchanged: 0,
    still_open: [],
    elo_recalculations: {},
    affected_users: [l.id],
  });
  expect((await stream(l.id)).length).toBe(before);

  const res = await api.post(`/admin/attempts/${l.attempts[0]}/regrade`, { reason: '  reference left out one-day shipments ' }, admin);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    dry_run: false,
    checked: 1,
    changed: [{ attempt_id: l.attempts[0], user_id: l.id, challenge_id: challengeId, was_correct: false, now_correct: true }],
    unchanged: 0,
    affected_users: [l.id],
  });
  // Now a first-attempt success against an equal rating: +K·(1 − E).
  expect(res.body.elo_recalculations[l.id]).toEqual({ user_id: l.id, elo_before_recalculation: failedElo, elo_after_recalculation: 1220, elo_change: 1220 - failedElo });

  const events = await stream(l.id);
  const added = events.slice(before);
  expect(added.map((e) => e.type)).toEqual(['SubmissionRegraded', 'EloRecalculated']);
  expect(added[0]!.data).toMatchObject({ attemptId: l.attempts[0], correct: true, previousCorrect: false, adminId, reason: 'reference left out one-day shipments' });
  expect(added[0]!.metadata.actorId).toBe(adminId);
  expect((await api.get('/users/me', l.token)).body.current_elo_rating).toBe(1220);
  const history = await api.get(`/admin/users/${l.id}/rating-history`, admin);
  const last = history.body[history.body.length - 1];
  expect(last).toMatchObject({ before: failedElo, after: 1220, actor_id: adminId, cause: expect.stringContaining(`regraded: ${l.attempts[0]}`) });
  expect(last.cause).toContain('reference left out one-day shipments');

  // The same verdict again records nothing, dry run or not.
  const again = await api.post(`/admin/attempts/${l.attempts[0]}/regrade`, { reason: 'once more' }, admin);
  expect(again.body).toEqual({ dry_run: false, checked: 1, changed: [], unchanged: 1, still_open: [], elo_recalculations: {}, affected_users: [] });
  expect((await stream(l.id)).length).toBe(events.length);
});

test('a whole challenge: two learners changed, a truly wrong one unchanged; a dry run first appends nothing', async () => {
  const challengeId = await buggyChallenge();
  const a = await failThrice(challengeId, RIGHT);
  const b = await failThrice(challengeId, RIGHT);
  const c = await failThrice(challengeId, WRONG);
  await fixChallenge(challengeId);
  const lengths = async () => Promise.all([a, b, c].map(async (l) => (await stream(l.id)).length));
  const before = await lengths();

  const dry = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'reference fixed', dry_run: true }, admin);
  expect(dry.status).toBe(200);
  expect(dry.body).toMatchObject({ dry_run: true, checked: 9, unchanged: 3, elo_recalculations: {} });
  expect(dry.body.changed).toHaveLength(6);
  expect(new Set(dry.body.affected_users)).toEqual(new Set([a.id, b.id]));
  expect(await lengths()).toEqual(before);

  const res = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'reference fixed' }, admin);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ dry_run: false, checked: 9, unchanged: 3 });
  expect(res.body.changed.map((x: { attempt_id: number }) => x.attempt_id)).toEqual([...a.attempts, ...b.attempts].sort((x, y) => x - y));
  expect(res.body.changed.every((x: { was_correct: boolean; now_correct: boolean }) => !x.was_correct && x.now_correct)).toBe(true);
  expect(new Set(res.body.affected_users)).toEqual(new Set([a.id, b.id]));
  expect(Object.keys(res.body.elo_recalculations).map(Number).sort()).toEqual([a.id, b.id].sort());
  for (const l of [a, b]) {
    expect(res.body.elo_recalculations[l.id]).toMatchObject({ elo_before_recalculation: 1180, elo_after_recalculation: 1220 });
    expect((await api.get('/users/me', l.token)).body.current_elo_rating).toBe(1220);
    expect((await stream(l.id)).filter((e) => e.type === 'SubmissionRegraded')).toHaveLength(3);
  }
  const after = await lengths();
  expect(after[2]).toBe(before[2]); // the truly wrong learner: nothing recorded
  expect((await api.get('/users/me', c.token)).body.current_elo_rating).toBe(1180);

  const again = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'reference fixed' }, admin);
  expect(again.body).toMatchObject({ checked: 9, changed: [], unchanged: 9, affected_users: [] });
  expect(await lengths()).toEqual(after);
});

test('a day still in play is left alone: 409 for the attempt, listed as still_open for the challenge', async () => {
  const challengeId = await buggyChallenge();
  const l = await newLearner(api);
  expect((await api.get('/challenges/daily', l.token)).body.id).toBe(challengeId);
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, l.token)).status).toBe(200);
  clock.advance(20);
  const wrong = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: RIGHT }, l.token);
  expect([wrong.status, wrong.body.is_correct]).toEqual([200, false]);
  await fixChallenge(challengeId);
  const before = (await stream(l.id)).length;

  const one = await api.post(`/admin/attempts/${wrong.body.attempt_id}/regrade`, { reason: 'reference fixed' }, admin);
  expect(one.status).toBe(409);
  expect(one.body.detail).toMatch(/still playing/);
  const all = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'reference fixed' }, admin);
  expect(all.body).toMatchObject({ checked: 0, changed: [], still_open: [wrong.body.attempt_id], affected_users: [] });
  expect((await stream(l.id)).length).toBe(before);

  // The learner goes on playing: their next attempt is graded against the fixed reference.
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, l.token)).status).toBe(200);
  clock.advance(20);
  expect((await api.post(`/challenges/${challengeId}/submit`, { sql_solution: RIGHT }, l.token)).body.is_correct).toBe(true);
});

test('a challenge with no attempts checks nothing; unknown ids are 404; learners get 403; bad bodies get 400 { detail }', async () => {
  const challengeId = await buggyChallenge();
  const empty = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'nothing to do' }, admin);
  expect(empty.body).toEqual({ dry_run: false, checked: 0, changed: [], unchanged: 0, still_open: [], elo_recalculations: {}, affected_users: [] });

  for (const p of ['/admin/attempts/99999999/regrade', '/admin/challenges/99999999/regrade']) {
    const r = await api.post(p, { reason: 'x' }, admin);
    expect([p, r.status, typeof r.body.detail]).toEqual([p, 404, 'string']);
  }

  const l = await newLearner(api);
  for (const p of ['/admin/attempts/1/regrade', `/admin/challenges/${challengeId}/regrade`]) {
    const r = await api.post(p, { reason: 'x', dry_run: true }, l.token);
    expect([p, r.status]).toEqual([p, 403]);
  }

  const bad: unknown[] = [
    {},
    { reason: '' },
    { reason: '   ' },
    { reason: 'x'.repeat(501) },
    { reason: 42 },
    { reason: null },
    { reason: 'ok', dry_run: 'yes' },
    { reason: 'ok', dry_run: 1 },
    { reason: 'ok', extra: true },
    ['reason'],
  ];
  for (const body of bad) {
    for (const p of ['/admin/attempts/1/regrade', `/admin/challenges/${challengeId}/regrade`]) {
      const r = await api.post(p, body, admin);
      expect([p, body, r.status]).toEqual([p, body, 400]);
      expect(typeof r.body.detail).toBe('string');
    }
  }
  const notJson = await api.raw('POST', `/admin/challenges/${challengeId}/regrade`, { token: admin, raw: '{"reason": ' });
  expect(notJson.status).toBe(400);
  expect(Object.keys(notJson.body)).toEqual(['detail']);
});

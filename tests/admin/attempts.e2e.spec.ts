import { Pool } from 'pg';
import { JobsClient } from '../../backend/src/platform/jobs/jobs.client';
import { LearnerRepository } from '../../backend/src/learner/application/learner.repository';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE shipments (id serial PRIMARY KEY, carrier text NOT NULL, weight_kg numeric(8,2) NOT NULL, days int NOT NULL);
INSERT INTO shipments (carrier, weight_kg, days) VALUES ('DHL',12.5,3),('UPS',4.0,5),('DHL',30.0,2),('FedEx',8.25,4),('UPS',15.0,6),('FedEx',2.5,1);`;
const RIGHT = 'SELECT carrier, COUNT(*) AS shipments FROM shipments GROUP BY carrier';
const WRONG = 'SELECT carrier FROM shipments';

const clock = new ManualClock(Date.parse('2026-05-04T10:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let challengeId: number;
let pool: Pool;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  admin = await adminToken(api);
  pool = new Pool({ connectionString: product.databaseUrl });
  challengeId = await createValidatedChallenge(api, admin, {
    title: 'Shipments per carrier',
    description: 'Return each carrier and its number of shipments. Row order does not matter.',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
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

/** A learner who fails attempt 1 and solves on attempt 2; returns their id, token and attempts. */
async function failThenSolve() {
  const l = await newLearner(api);
  await api.get('/challenges/daily', l.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, l.token);
  clock.advance(20);
  const first = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: WRONG }, l.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, l.token);
  clock.advance(20);
  const second = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: RIGHT }, l.token);
  expect([first.body.is_correct, second.body.is_correct]).toEqual([false, true]);
  return { ...l, wrongAttempt: first.body.attempt_id as number, rightAttempt: second.body.attempt_id as number, eloAfterDay: 1200 + second.body.elo_change };
}

test('search finds attempts by user, challenge, result and date, with the spec’s fields', async () => {
  const l = await failThenSolve();
  await caughtUp();
  const byUser = await api.post('/admin/attempts/search', { user_id: l.id, limit: 20, offset: 0 }, admin);
  expect(byUser.status).toBe(200);
  expect(byUser.body.total_count).toBe(2);
  expect(byUser.body.attempts[0]).toMatchObject({
    id: l.rightAttempt,
    user_id: l.id,
    user_email: l.email,
    challenge_id: challengeId,
    challenge_title: 'Shipments per carrier',
    attempt_number: 2,
    is_correct: true,
  });
  for (const key of ['username', 'points_earned', 'elo_change', 'elo_before', 'elo_after', 'execution_time_seconds', 'submitted_at']) {
    expect(byUser.body.attempts[0]).toHaveProperty(key);
  }
  const wrongOnly = await api.post('/admin/attempts/search', { user_id: l.id, is_correct: false, limit: 20, offset: 0 }, admin);
  expect(wrongOnly.body.attempts.map((a: { id: number }) => a.id)).toEqual([l.wrongAttempt]);
  const future = await api.post('/admin/attempts/search', { user_id: l.id, date_from: '2030-01-01', limit: 20, offset: 0 }, admin);
  expect(future.body.total_count).toBe(0);
  const bad = await api.post('/admin/attempts/search', { user_id: 'abc', limit: 20, offset: 0 }, admin);
  expect(bad.status).toBe(400);
});

test('deleting the wrong first attempt turns the second-attempt success into a first-attempt success and raises the ELO', async () => {
  const l = await failThenSolve();
  await caughtUp();
  expect(l.eloAfterDay).toBeLessThan(1200); // solved on attempt 2: −0.5·K·E
  const del = await api.raw('DELETE', `/admin/attempts/${l.wrongAttempt}`, { token: admin });
  expect(del.status).toBe(200);
  const expectedGain = Math.round(40 * (1 - 0.5)); // now a first-attempt success against an equal rating
  expect(del.body).toMatchObject({
    affected_users: [l.id],
    elo_recalculation: { user_id: l.id, elo_before_recalculation: l.eloAfterDay, elo_after_recalculation: 1200 + expectedGain },
  });
  expect(del.body.elo_recalculation.elo_change).toBe(1200 + expectedGain - l.eloAfterDay);
  await caughtUp();
  const left = await api.post('/admin/attempts/search', { user_id: l.id, limit: 20, offset: 0 }, admin);
  expect(left.body.attempts.map((a: { id: number }) => a.id)).toEqual([l.rightAttempt]);
  expect((await api.get('/users/me', l.token)).body.current_elo_rating).toBe(1200 + expectedGain);
  const history = await api.get(`/admin/users/${l.id}/rating-history`, admin);
  const last = history.body[history.body.length - 1];
  expect(last).toMatchObject({ before: l.eloAfterDay, after: 1200 + expectedGain, cause: expect.stringContaining(`${l.wrongAttempt}`) });
  expect(typeof last.actor_id).toBe('number');
  expect((await api.raw('DELETE', `/admin/attempts/${l.wrongAttempt}`, { token: admin })).status).toBe(404);
  // Its recalculation ran: nothing is left for the repair job.
  expect((await pool.query(`SELECT 1 FROM elo_recalculation_due WHERE user_id = $1`, [l.id])).rowCount).toBe(0);
});

test('a deletion whose recalculation request was lost is repaired by the periodic job', async () => {
  const l = await failThenSolve();
  await caughtUp();
  // The deletion is recorded, then the API "crashes" before asking the worker to recalculate.
  const adminId = (await api.get('/users/me', admin)).body.id;
  await product.app
    .get(LearnerRepository, { strict: false })
    .execute(l.id, () => ({ type: 'DeleteAttempt', data: { attemptId: l.wrongAttempt, adminId, reason: null, now: clock.now().toISOString() } }), adminId);
  await caughtUp();
  expect((await api.get('/users/me', l.token)).body.current_elo_rating).toBe(l.eloAfterDay);
  const due = await pool.query(`SELECT admin_id FROM elo_recalculation_due WHERE user_id = $1`, [l.id]);
  expect(due.rows).toEqual([{ admin_id: adminId }]);

  const jobs = product.app.get(JobsClient);
  // Younger than the grace period: still its own request's business.
  const early = await jobs.run<{ repaired: unknown[] }>('maintenance', 'repair-elo', { graceSeconds: 3600 }, { jobId: `test-repair-early-${l.id}`, timeoutMs: 20_000 });
  expect(early.repaired).toEqual([]);
  const repair = await jobs.run<{ repaired: Array<{ user_id: number; elo_after_recalculation: number }> }>('maintenance', 'repair-elo', { graceSeconds: 0 }, {
    jobId: `test-repair-${l.id}`,
    timeoutMs: 20_000,
  });
  expect(repair.repaired.find((r) => r.user_id === l.id)).toMatchObject({ elo_after_recalculation: 1220 });
  await caughtUp();
  expect((await api.get('/users/me', l.token)).body.current_elo_rating).toBe(1220);
  const history = await api.get(`/admin/users/${l.id}/rating-history`, admin);
  expect(history.body[history.body.length - 1]).toMatchObject({ before: l.eloAfterDay, after: 1220, actor_id: adminId, cause: expect.stringContaining('repair') });
  expect((await pool.query(`SELECT 1 FROM elo_recalculation_due WHERE user_id = $1`, [l.id])).rowCount).toBe(0);
});

test('bulk deletion across two users reports both; an empty list does nothing; the recalculation job is idempotent', async () => {
  const a = await failThenSolve();
  const b = await failThenSolve();
  await caughtUp();
  const none = await api.post('/admin/attempts/bulk-delete', [], admin);
  expect(none.body).toMatchObject({ deleted: 0, elo_recalculations: {}, affected_users: [] });
  const res = await api.post('/admin/attempts/bulk-delete', [a.wrongAttempt, b.wrongAttempt, 99999999], admin);
  expect(res.status).toBe(200);
  expect(res.body.deleted).toBe(2);
  expect(new Set(res.body.affected_users)).toEqual(new Set([a.id, b.id]));
  expect(Object.keys(res.body.elo_recalculations).map(Number).sort()).toEqual([a.id, b.id].sort());
  expect(res.body.not_found).toEqual([99999999]);
  // Run the same recalculation job again, as a retry would: same answer, nothing appended.
  const cause = `attempts deleted: ${a.wrongAttempt}`;
  const before = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`learner-${a.id}`]);
  const again = await product.app.get(JobsClient).run('maintenance', 'recalculate-elo', { userId: a.id, adminId: 1, cause }, { jobId: `test-recalc-again-${a.id}`, timeoutMs: 20_000 });
  const after = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`learner-${a.id}`]);
  expect(again).toEqual(res.body.elo_recalculations[a.id]);
  expect(after.rows[0].n).toBe(before.rows[0].n);
});

test('learners get 403 on every attempts route', async () => {
  const l = await newLearner(api);
  for (const [method, path, body] of [
    ['POST', '/admin/attempts/search', { limit: 20, offset: 0 }],
    ['DELETE', '/admin/attempts/1', undefined],
    ['POST', '/admin/attempts/bulk-delete', [1]],
    ['GET', `/admin/users/${l.id}/rating-history`, undefined],
  ] as const) {
    const r = await api.raw(method, path, { token: l.token, body });
    expect([path, r.status]).toEqual([path, 403]);
  }
});

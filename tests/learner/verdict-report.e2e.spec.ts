import { Pool } from 'pg';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';

/**
 * Issue 32, part 5: a learner rejected on hidden data is told what kind of case failed (never a row), can
 * report the verdict, and an admin who agrees adds the query to the accepted readings and re-grades.
 */
jest.setTimeout(180_000);

// The text says "in Oslo" without a word on letter case: a case-blind reading is faithful, yet the
// generated datasets hold look-alike spellings ('OSLO') that grade it wrong until it is accepted.
const SETUP = `CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, city text NOT NULL);
INSERT INTO customers (id, name, city) VALUES (1, 'Ann', 'Oslo'), (2, 'Bob', 'Rome'), (3, 'Cy', 'Lima'), (4, 'Di', 'Oslo'), (5, 'Ed', 'Rome');`;
const REFERENCE = `SELECT id, name FROM customers WHERE city = 'Oslo' ORDER BY id`;
const CASE_BLIND = `SELECT id, name FROM customers WHERE lower(city) = 'oslo' ORDER BY id`;

const clock = new ManualClock(Date.parse('2026-05-04T10:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let pool: Pool;

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  admin = await adminToken(api);
  pool = new Pool({ connectionString: product.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

test('rejected on hidden data: the kind of case is named, the verdict is reported, accepted and re-graded', async () => {
  const challengeId = await createValidatedChallenge(api, admin, {
    title: 'Customers in Oslo',
    description: 'Return `id` and `name` of every customer in Oslo. Order by `id`.',
    difficulty_rating: 1200,
    schema_setup: SETUP,
    correct_solution: REFERENCE,
  });
  const learner = await newLearner(api);
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(challengeId);
  const attempts: number[] = [];
  for (let i = 0; i < 3; i++) {
    expect((await api.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);
    clock.advance(20);
    const r = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: CASE_BLIND }, learner.token);
    expect([r.status, r.body.is_correct]).toEqual([200, false]);
    // the sample's rows match: only a hidden dataset tells it apart, and the answer names its kind of case
    expect(r.body.error_message).toMatch(/not on a hidden dataset.*The first hidden dataset where it differs holds [a-z]/);
    expect(r.body.error_message).not.toMatch(/OSLO|oslo/);
    attempts.push(r.body.attempt_id);
  }

  // bad input, someone else's attempt, an unknown attempt
  expect((await api.post(`/challenges/${challengeId}/verdict-report`, { attempt_id: 'x' }, learner.token)).status).toBe(400);
  expect((await api.post(`/challenges/${challengeId}/verdict-report`, { attempt_id: attempts[0], extra: 1 }, learner.token)).status).toBe(400);
  const other = await newLearner(api);
  const notYours = await api.post(`/challenges/${challengeId}/verdict-report`, { attempt_id: attempts[0] }, other.token);
  expect([notYours.status, notYours.body.detail]).toEqual([404, 'Attempt not found']);
  expect((await api.post(`/challenges/${challengeId + 1}/verdict-report`, { attempt_id: attempts[0] }, learner.token)).status).toBe(404);

  const report = await api.post(`/challenges/${challengeId}/verdict-report`, { attempt_id: attempts[2], message: 'The text does not say the city is case-sensitive.' }, learner.token);
  expect(report.status).toBe(201);
  expect(report.body).toMatchObject({ category: 'verdict', status: 'new', user_id: learner.id, verdict: { challenge_id: challengeId, attempt_id: attempts[2], sql: CASE_BLIND } });
  await readModelsCaughtUp(pool);
  const again = await api.post(`/challenges/${challengeId}/verdict-report`, { attempt_id: attempts[2] }, learner.token);
  expect(again.status).toBe(409);

  // the admin's review queue
  const queue = (await api.get('/admin/feedback', admin)).body as Array<{ category: string; verdict: { sql: string } | null }>;
  const item = queue.find((f) => f.category === 'verdict');
  expect(item?.verdict?.sql).toBe(CASE_BLIND);
  // the general feedback form cannot send a verdict report
  expect((await api.post('/feedback', { category: 'verdict', message: 'x' }, learner.token)).status).toBe(400);

  // the admin agrees: the query becomes an accepted reading, validation keeps no dataset it fails
  const accepted = await api.post(`/admin/challenges/${challengeId}/accepts`, { sql: item!.verdict!.sql }, admin);
  expect(accepted.status).toBe(200);
  expect([accepted.body.success, accepted.body.error]).toEqual([true, null]);
  expect((await api.get(`/admin/challenges/${challengeId}`, admin)).body.accepts).toEqual([CASE_BLIND]);
  const events = (await api.get(`/admin/events/streams/challenge-${challengeId}`, admin)).body.events.map((e: { type: string }) => e.type);
  expect(events).toContain('ChallengeUpdated');

  // the audited re-grade: a dry run first, then applied
  const dry = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'case-blind reading accepted', dry_run: true }, admin);
  expect(dry.status).toBe(200);
  // the day's three attempts were the same reading: the first becomes correct (the later ones follow it)
  expect(dry.body.changed.map((c: { attempt_id: number; now_correct: boolean }) => [c.attempt_id, c.now_correct])).toEqual(attempts.map((a) => [a, true]));
  const applied = await api.post(`/admin/challenges/${challengeId}/regrade`, { reason: 'case-blind reading accepted' }, admin);
  expect(applied.body).toMatchObject({ dry_run: false, affected_users: [learner.id] });
});

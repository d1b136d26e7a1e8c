/**
 * Issue 34: the surfaces of the last attack round under attack again. Metrics stay off the public port,
 * readiness answers a burst with status words only, NUL bytes are refused at input, the share image is
 * cached (ETag) and rate-limited, practice is capped per day and keeps its SQL out of the learner's
 * stream, and a verdict that depends on hidden data is answered at a quantised time.
 */
import { Pool } from 'pg';
import { freePort } from '../support/product-processes';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';

jest.setTimeout(180_000);

const SETUP = `CREATE TABLE parcels (id serial PRIMARY KEY, depot text NOT NULL, courier text NOT NULL, kilos numeric(6,2) NOT NULL);
INSERT INTO parcels (depot, courier, kilos) VALUES ('Zephyrton','Quillan',12.50),('Zephyrton','Marisol',3.25),('Brackwater','Quillan',7.75),('Brackwater','Odessa',9.10);`;
const SOLUTION = 'SELECT depot, SUM(kilos) AS total_kilos FROM parcels GROUP BY depot ORDER BY depot';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let metricsPort: number;
let challengeId: number;

beforeAll(async () => {
  metricsPort = await freePort();
  product = await startTestProduct({ METRICS_PORT: String(metricsPort) });
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

/** A learner whose day on the challenge is resolved (solved at the first attempt). */
async function learnerWithResolvedDay() {
  const learner = await newLearner(api);
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(challengeId);
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, learner.token)).status).toBe(200);
  expect((await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token)).body.is_correct).toBe(true);
  return learner;
}

const streamBytes = async (userId: number) =>
  Number((await pool.query(`SELECT coalesce(sum(octet_length(data::text)), 0) AS n FROM events WHERE stream_id = $1`, [`learner-${userId}`])).rows[0].n);

test('metrics: served on METRICS_PORT, not on the public port; no Node version on the public surface', async () => {
  const onPublic = await fetch(`${product.url}/metrics`);
  const publicBody = await onPublic.text();
  expect(onPublic.status).toBe(404);
  expect(publicBody).not.toMatch(/nodejs_version_info|sqldaily_/);
  const internal = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(internal.status).toBe(200);
  expect(await internal.text()).toMatch(/sqldaily_http_request_duration_seconds_count\{/);
  for (const p of ['/api/v1/health', '/api/v1/health/ready', '/api/v1/health/live']) {
    expect(await (await fetch(`${product.url}${p}`)).text()).not.toContain(process.version);
  }
});

test('readiness: a burst of 75 anonymous probes all answer 200 with status words only; an admin gets the detail', async () => {
  const probe = async () => {
    const res = await fetch(`${product.url}/api/v1/health/ready`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const answers = await Promise.all(Array.from({ length: 75 }, probe));
  expect(answers.map((a) => a.status)).toEqual(Array(75).fill(200));
  for (const { body } of answers) {
    expect(body.status).toBe('ready');
    for (const [key, value] of Object.entries(body)) expect([key, typeof value]).toEqual([key, 'string']);
    expect(JSON.stringify(body)).not.toMatch(/runner|role|connection|latency|error/i);
  }
  const anonymousReport = await api.get('/health');
  expect(JSON.stringify(anonymousReport.body)).not.toMatch(/latency_ms|head_position|runner|checkpoint/);
  const admin = await adminToken(api);
  const detailed = await api.get('/health/ready', admin);
  expect(detailed.status).toBe(200);
  expect(detailed.body.postgres).toEqual(expect.objectContaining({ ok: true, latency_ms: expect.any(Number) }));
  expect((await api.get('/health', admin)).body.postgres).toEqual(expect.objectContaining({ ok: true }));
});

test('NUL bytes are refused at input with a 400 naming them, before any password hash', async () => {
  const n = Date.now().toString(36);
  const reg = await api.post('/auth/register', { email: `nul_${n}@example.com`, username: `nul_${n}`, password: 'password-123', first_name: 'Ada\u0000' });
  expect(reg.status).toBe(400);
  expect(reg.body.detail).toMatch(/NUL/);
  const login = await api.post('/auth/login', { email: `nul_${n}@example.com`, password: 'pass\u0000word-123' });
  expect(login.status).toBe(400);
  expect(login.body.detail).toMatch(/NUL/);
  expect((await pool.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [`nul_${n}@example.com`])).rows[0].n).toBe(0);
});

test('share image: an ETag and 304 on If-None-Match, the same bytes from the cache, then 429 with a detail', async () => {
  const learner = await learnerWithResolvedDay();
  const url = `${product.url}/api/v1/challenges/${challengeId}/share/image`;
  const auth = { authorization: `Bearer ${learner.token}` };
  const first = await fetch(url, { headers: auth });
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const png = Buffer.from(await first.arrayBuffer());
  const again = await fetch(url, { headers: auth });
  expect(again.headers.get('etag')).toBe(etag);
  expect(Buffer.from(await again.arrayBuffer()).equals(png)).toBe(true);
  const notModified = await fetch(url, { headers: { ...auth, 'if-none-match': etag! } });
  expect(notModified.status).toBe(304);
  const statuses: number[] = [];
  let limited: { detail?: string } | undefined;
  for (let i = 0; i < 40 && !limited; i++) {
    const res = await fetch(url, { headers: auth });
    statuses.push(res.status);
    if (res.status === 429) limited = (await res.json()) as { detail?: string };
    else await res.arrayBuffer();
  }
  expect(limited?.detail).toMatch(/too many/i);
  // another learner is not limited by the first one's requests
  const other = await learnerWithResolvedDay();
  expect((await fetch(url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(200);
});

test('practice: the SQL of practice answers stays out of the learner stream, and answers are capped per challenge per day', async () => {
  const learner = await learnerWithResolvedDay();
  expect((await api.post(`/practice/${challengeId}/start`, undefined, learner.token)).status).toBe(200);
  const before = await streamBytes(learner.id);
  const big = `SELECT depot, SUM(kilos) FROM parcels /* ${'x'.repeat(19_000)} */ GROUP BY depot`;
  for (let i = 0; i < 5; i++) {
    const r = await api.post(`/practice/${challengeId}/submit`, { sql_solution: big }, learner.token);
    expect([i, r.status, r.body.is_correct]).toEqual([i, 200, false]);
  }
  const perAnswer = (await streamBytes(learner.id) - before) / 5;
  console.log(`practice: the learner stream grew by ${perAnswer.toFixed(0)} bytes per 19 kB answer (stream ${before} → ${await streamBytes(learner.id)} bytes)`);
  expect(perAnswer).toBeLessThan(1_000);
  const { rows } = await pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'PracticeSubmitted'`, [`learner-${learner.id}`]);
  expect(rows).toHaveLength(5);
  for (const r of rows) expect(JSON.stringify(r.data)).not.toContain('xxxx');

  let status = 200;
  let answered = 5;
  let last: { detail?: string } = {};
  while (status === 200 && answered < 40) {
    const r = await api.post(`/practice/${challengeId}/submit`, { sql_solution: 'SELECT 1' }, learner.token);
    status = r.status;
    last = r.body;
    if (status === 200) answered++;
  }
  expect(status).toBe(429);
  expect(answered).toBe(15);
  expect(last.detail).toMatch(/15 practice answers/);
});

/** What the product's own Server-Timing says it spent on the grading job (enqueue + wait). */
const gradingMs = (res: { headers: Headers }) => {
  const timing = res.headers.get('server-timing') ?? '';
  return [...timing.matchAll(/job_(?:add|grade);dur=([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
};

test('timing: a verdict that depends on hidden data is answered on a 500 ms step, however long the hidden runs slept', async () => {
  // Correct on the sample (4 rows), wrong on hidden data; the sleepy one also sleeps 0.3 s on any dataset that is not the sample.
  const control = `SELECT depot, SUM(kilos) FROM parcels WHERE depot IN ('Zephyrton','Brackwater') GROUP BY depot ORDER BY depot`;
  const sleepy = `SELECT depot, SUM(kilos) FROM parcels, (SELECT pg_sleep(CASE WHEN (SELECT count(*) FROM parcels) <> 4 THEN 0.3 ELSE 0 END)) s
    WHERE depot IN ('Zephyrton','Brackwater') GROUP BY depot ORDER BY depot`;
  const learner = await learnerWithResolvedDay();
  expect((await api.post(`/practice/${challengeId}/start`, undefined, learner.token)).status).toBe(200);
  const measured: Record<string, number[]> = { control: [], sleepy: [] };
  for (let i = 0; i < 3; i++) {
    for (const [name, sql] of [['control', control], ['sleepy', sleepy]] as const) {
      // a comment makes each answer a job of its own (the same text would get the same job's answer back)
      const res = await api.post(`/practice/${challengeId}/submit`, { sql_solution: `${sql} -- ${i}` }, learner.token);
      expect([name, res.status, res.body.is_correct]).toEqual([name, 200, false]);
      measured[name]!.push(gradingMs(res));
    }
  }
  console.log(`hidden-data timing (ms, grading as Server-Timing shows it): ${JSON.stringify(measured)}`);
  for (const ms of [...measured.control!, ...measured.sleepy!]) {
    expect(ms).toBeGreaterThanOrEqual(490);
    expect(ms % 500 < 120 || ms % 500 > 490).toBe(true);
  }

  // the rated submit too: a fresh learner's first attempt with the sleepy query
  const rated = await newLearner(api);
  await api.get('/challenges/daily', rated.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, rated.token);
  const submitted = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: sleepy }, rated.token);
  expect(submitted.body.is_correct).toBe(false);
  const ms = gradingMs(submitted);
  expect(ms % 500 < 120 || ms % 500 > 490).toBe(true);
});

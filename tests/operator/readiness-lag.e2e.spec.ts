import { Pool } from 'pg';
import { startProduct, type RunningProduct } from '../../backend/src/bootstrap';
import { adminToken, apiClient, newLearner, testProductEnv } from '../support/product';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { readModelsCaughtUp } from '../support/read-models';

/**
 * Readiness counts the events a projection has still to apply, not the distance between positions: a
 * transaction's events are numbered from its id shifted left by 20 bits, so one event behind used to read
 * as a million and the probe answered 503 whenever a projection was a transaction behind.
 */
describe('readiness: projections behind by a few events', () => {
  let db: TestDatabase;
  let pool: Pool;
  let apiOnly: RunningProduct | undefined;

  beforeAll(async () => {
    db = await createTestDatabase('ready');
    pool = new Pool({ connectionString: db.url, max: 2 });
    // a whole product writes events and projects them, then stops
    const full = await startProduct({ port: 0, logLevels: ['error'], env: testProductEnv(db.url) });
    const api = apiClient(full.url);
    const learner = await newLearner(api);
    // each message is an event of its own transaction
    for (let i = 0; i < 4; i++) expect((await api.post('/feedback', { category: 'bug', message: `Message ${i} about the editor.` }, learner.token)).status).toBe(201);
    await readModelsCaughtUp(pool);
    await full.close();
    // an API alone (no projector moves a checkpoint while the test sets it), at most 2 events behind
    apiOnly = await startProduct({ port: 0, logLevels: ['error'], roles: ['api'], env: testProductEnv(db.url, { READY_MAX_LAG: '2', METRICS_PUBLIC: 'true' }) });
  });

  afterAll(async () => {
    await apiOnly?.close();
    await pool?.end();
    await db?.drop();
  });

  /** Moves the feedback projection's checkpoint back to just before the last `n` events. */
  const behindBy = async (n: number) => {
    const { rows } = await pool.query<{ p: string }>('SELECT global_position::text AS p FROM events ORDER BY global_position DESC OFFSET $1 LIMIT 1', [n]);
    await pool.query(`UPDATE subscription_checkpoints SET position = $1 WHERE name = 'projection:feedback'`, [rows[0]!.p]);
  };

  // the readiness detail (which projection, how far behind) is for admins; anonymous probes get status words
  const ready = async () => {
    const res = await fetch(`${apiOnly!.url}/api/v1/health/ready`, { headers: { authorization: `Bearer ${await adminToken(apiClient(apiOnly!.url))}` } });
    return { status: res.status, body: (await res.json()) as { status: string; projections: { ok: boolean; error?: string } } };
  };

  it('answers 200 when a projection is behind by events within READY_MAX_LAG, however far apart their positions', async () => {
    await behindBy(2);
    const { rows } = await pool.query<{ gap: string }>(
      `SELECT (max(global_position) - min(global_position))::text AS gap FROM (SELECT global_position FROM events ORDER BY global_position DESC LIMIT 3) last`,
    );
    // the last three events came from different transactions: their positions are a million and more apart
    expect(BigInt(rows[0]!.gap)).toBeGreaterThan(1_000_000n);
    const r = await ready();
    expect(r.body.projections).toEqual(expect.objectContaining({ ok: true }));
    expect(r.status).toBe(200);
  });

  it('answers 503 naming the projection and its count once it is further behind', async () => {
    await behindBy(3);
    const r = await ready();
    expect(r.status).toBe(503);
    expect(r.body.projections.error).toBe('behind by more than 2 events: feedback (3)');
  });

  it('the metric counts events too', async () => {
    await behindBy(3);
    const text = await (await fetch(`${apiOnly!.url}/metrics`)).text();
    expect(text).toMatch(/^sqldaily_projection_lag_events\{projection="feedback"\} 3$/m);
  });
});

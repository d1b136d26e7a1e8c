/**
 * Issue 34's two figures (not a test): `npm run bench:share-probes`. The product in one process (all roles,
 * the way `npm start` runs it) on a throwaway database:
 *   1. another learner's `GET /challenges/daily`, p50/p95, alone and while share images are asked for
 *      IMAGES at a time (each of IMAGES learners' first request draws a card; their repeats hit the cache,
 *      304 or 429 once past the per-learner limit);
 *   2. readiness under bursts of PROBES concurrent anonymous probes: the statuses and latencies.
 * Knobs: BENCH_SHARE_IMAGES=20, BENCH_SHARE_SECONDS=10, BENCH_PROBES=75, BENCH_PROBE_BURSTS=5,
 * DATA_DIR (embedded sandbox), EMBEDDED_SANDBOX_PORT, DATABASE_URL (the server for the throwaway database).
 */
import { startProduct } from '../../backend/src/bootstrap';
import { pct, table } from '../learner-day/support';
import { throwawayDatabase } from '../support/throwaway-database';

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const IMAGES = num('BENCH_SHARE_IMAGES', 20);
const SECONDS = num('BENCH_SHARE_SECONDS', 10);
const PROBES = num('BENCH_PROBES', 75);
const BURSTS = num('BENCH_PROBE_BURSTS', 5);

const SETUP = `CREATE TABLE parcels (id serial PRIMARY KEY, depot text NOT NULL, kilos numeric(6,2) NOT NULL);
INSERT INTO parcels (depot, kilos) VALUES ('Zephyrton',12.50),('Zephyrton',3.25),('Brackwater',7.75),('Brackwater',9.10);`;
const SOLUTION = 'SELECT depot, SUM(kilos) AS total_kilos FROM parcels GROUP BY depot ORDER BY depot';

async function main(): Promise<void> {
  const db = await throwawayDatabase({ label: 'share', dataDir: process.env.DATA_DIR ?? '.data/bench-share', embeddedPort: 54372 });
  const product = await startProduct({
    port: num('PORT', 0),
    logLevels: ['error'],
    env: { ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'false', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'error' },
  });
  const base = `${product.url}/api/v1`;
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  try {
    const admin = (await call('POST', '/auth/login', undefined, { email: product.admin.email, password: product.admin.password })).body.access_token as string;
    const created = await call('POST', '/admin/challenges', admin, {
      title: 'Kilos per depot', description: 'Return each depot and the total kilos of its parcels, by depot name.', difficulty_rating: 1200,
      estimated_time_minutes: 5, category: 'AGGREGATION', schema_setup: SETUP, correct_solution: SOLUTION,
    });
    const id = created.body.id as number;
    await call('POST', `/admin/challenges/${id}/validate`, admin);
    const learner = async (n: number) => {
      const email = `bench_${n}_${Date.now().toString(36)}@example.com`;
      await call('POST', '/auth/register', undefined, { email, username: `bench_${n}_${Date.now().toString(36)}`, password: 'password-123' });
      return (await call('POST', '/auth/login', undefined, { email, password: 'password-123' })).body.access_token as string;
    };
    const sharers: string[] = [];
    for (let i = 0; i < IMAGES; i++) {
      const token = await learner(i);
      await call('GET', '/challenges/daily', token);
      await call('POST', `/challenges/start/${id}`, token);
      await call('POST', `/challenges/${id}/submit`, token, { sql_solution: SOLUTION });
      sharers.push(token);
    }
    const observer = await learner(999);
    await call('GET', '/challenges/daily', observer);

    const dailyFor = async (ms: number): Promise<number[]> => {
      const out: number[] = [];
      const until = performance.now() + ms;
      while (performance.now() < until) {
        const t = performance.now();
        await call('GET', '/challenges/daily', observer);
        out.push(performance.now() - t);
      }
      return out.sort((a, b) => a - b);
    };
    const alone = await dailyFor(SECONDS * 1000);
    /** Keeps one request in flight per entry of `tokens` while the observer reads its daily for SECONDS. */
    const withImages = async (tokens: string[]) => {
      const statuses = new Map<number, number>();
      const imageMs: number[] = [];
      let stop = false;
      const loop = async (token: string) => {
        while (!stop) {
          const t = performance.now();
          const res = await fetch(`${base}/challenges/${id}/share/image`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          imageMs.push(performance.now() - t);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) await new Promise((r) => setTimeout(r, 250));
        }
      };
      const inFlight = tokens.map(loop);
      const daily = await dailyFor(SECONDS * 1000);
      stop = true;
      await Promise.all(inFlight);
      return { daily, statuses, imageMs: imageMs.sort((a, b) => a - b) };
    };
    // the attack: one learner keeps IMAGES requests in flight (one drawing, then the cache, then 429s)
    const oneLearner = await withImages(Array.from({ length: IMAGES }, () => sharers[0]!));
    // the worst case: IMAGES learners each ask for their own card at once (IMAGES drawings, cold cache)
    const manyLearners = await withImages(sharers.slice(1).concat(sharers[0]!));
    const probes: number[] = [];
    const statuses = new Map<number, number>();
    for (let b = 0; b < BURSTS; b++) {
      await Promise.all(Array.from({ length: PROBES }, async () => {
        const t = performance.now();
        const res = await fetch(`${base}/health/ready`);
        await res.text();
        probes.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }));
      await new Promise((r) => setTimeout(r, 300));
    }
    probes.sort((a, b) => a - b);

    const f = (x: number) => x.toFixed(0);
    console.log(`\nAnother learner's GET /challenges/daily (ms), ${SECONDS} s each:`);
    const row = (name: string, xs: number[]) => [name, String(xs.length), f(pct(xs, 0.5)), f(pct(xs, 0.95)), f(xs.at(-1)!), `${(((pct(xs, 0.95) / pct(alone, 0.95)) - 1) * 100).toFixed(0)} %`];
    console.log(table(['', 'requests', 'p50', 'p95', 'max', 'p95 change'], [
      row('alone', alone),
      row(`one learner, ${IMAGES} image requests in flight`, oneLearner.daily),
      row(`${IMAGES} learners, one image each in flight (cold cache)`, manyLearners.daily),
    ]));
    for (const [name, r] of [['one learner', oneLearner], [`${IMAGES} learners`, manyLearners]] as const) {
      console.log(`share images, ${name}: ${JSON.stringify(Object.fromEntries(r.statuses))}, p50 ${f(pct(r.imageMs, 0.5))} ms, p95 ${f(pct(r.imageMs, 0.95))} ms`);
    }
    console.log(`\nReadiness: ${BURSTS} bursts of ${PROBES} concurrent anonymous probes: ${JSON.stringify(Object.fromEntries(statuses))}, p50 ${f(pct(probes, 0.5))} ms, p95 ${f(pct(probes, 0.95))} ms, max ${f(probes.at(-1)!)} ms`);
  } finally {
    await product.close();
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

import { Client } from 'pg';
import { DEMO_CHALLENGES } from '../support/catalogue';
import { runDemoChallenge } from '../../backend/src/catalogue/content/content-checks';
import { DEFAULT_MUTATION_THRESHOLD } from '../../backend/src/grading/engine/prepare-challenge';
import { MAX_GENERATED_DATASETS } from '../../backend/src/grading/engine/mutation/search';
import { prepareDemo } from '../support/demo-prepared';
import { SandboxExecutor, sandboxUrls } from '../../backend/src/grading/sandbox';

const cases = DEMO_CHALLENGES.map((c) => [c.slug, c] as const);

describe('demo catalogue on the test PostgreSQL (temporary tables, search_path = pg_temp)', () => {
  let client: Client;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is unset: run tests through jest');
    client = new Client({ connectionString: url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
  });

  test.each(cases)('%s: setup builds temp tables and the reference returns rows with distinct column names', async (_slug, c) => {
    const run = await runDemoChallenge(client, c);
    expect(run.tables.length).toBeGreaterThan(0);
    expect(run.tables.filter((t) => !t.temporary)).toEqual([]);
    expect(run.rowCount).toBeGreaterThanOrEqual(1);
    expect(new Set(run.columns).size).toBe(run.columns.length);
  });

  test('nothing leaks out of the rolled-back transaction', async () => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class WHERE relname IN ('customers', 'orders', 'shipments', 'employees', 'players') AND relpersistence = 'p'`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('demo catalogue through the grader (prepareChallenge with hidden variants)', () => {
  let executor: SandboxExecutor;

  beforeAll(() => {
    const url = process.env.TEST_SANDBOX_URL;
    if (!url) throw new Error('TEST_SANDBOX_URL is unset: run tests through jest');
    const urls = sandboxUrls(url);
    executor = new SandboxExecutor({ runnerUrl: urls.runnerUrl, watchdogUrl: urls.watchdogUrl, poolSize: 2 });
  });

  afterAll(async () => {
    await executor.close();
  });

  test.each(cases)('%s: validates with no problems and keeps hidden variants that change the answer', async (_slug, c) => {
    const prepared = await prepareDemo(executor, c);
    expect(prepared.problems).toEqual([]);
    expect(prepared.expected.length).toBeGreaterThanOrEqual(1);
    expect(prepared.ordered).toBe(!/Row order does not matter\./.test(c.description));
    expect(prepared.variants.length).toBeGreaterThanOrEqual(2);
    expect(prepared.variants.length).toBeLessThanOrEqual(MAX_GENERATED_DATASETS + 1 + (c.hidden_datasets?.length ?? 0));
    expect(prepared.mutation.score).toBeGreaterThanOrEqual(DEFAULT_MUTATION_THRESHOLD);
    expect(prepared.variants.filter((v) => v.strategy === 'author')).toHaveLength(c.hidden_datasets?.length ?? 0);
  });
});

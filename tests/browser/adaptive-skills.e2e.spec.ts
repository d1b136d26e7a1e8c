import type { Browser } from 'playwright-core';
import { Pool } from 'pg';
import type { ChallengeCandidate } from '../../backend/src/learner/domain/assignment';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { LearnerScript } from '../learner-read/support/learner-script';
import { waitForProjections } from '../learner-read/support/projection-harness';
import { ensureFrontendBuilt } from '../support/frontend-build';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { launchBrowser, newContext, screenshot, shotOnFailure, until, watchErrors } from './support/browser';

// Issue 15 in Chromium: a learner's concept skills on the dashboard (strongest to weakest) and the
// adaptive pick's "Picked for you" line on the challenge page. Screenshots: artifacts/screenshots/adaptive-*.png.

const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
let pool: Pool;
let store: PostgresEventStore;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await ensureFrontendBuilt();
  const launching = launchBrowser().then((b) => (browser = b));
  product = await startTestProduct().finally(() => launching);
  await launching;
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl, max: 4 });
  store = new PostgresEventStore(pool);
  const admin = await adminToken(api);
  await createValidatedChallenge(api, admin, {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest total first (ties by name).',
    difficulty_rating: 1250,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer',
    concepts: ['aggregation'],
  });
  await createValidatedChallenge(api, admin, {
    title: 'Orders per customer',
    description: 'Return each customer and how many orders they placed. Row order does not matter.',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: 'SELECT customer, COUNT(*) AS orders FROM orders GROUP BY customer',
    concepts: ['filtering'],
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await store?.close();
  await pool?.end();
  await product?.stop();
});

test('the dashboard charts concept skills strongest to weakest; the challenge page says why it was picked', async () => {
  const learner = await newLearner(api);
  const script = new LearnerScript(store, learner.id);
  await script.enrol(`${day(-9)}T08:00:00.000Z`);
  const past = (id: number, rating: number, concepts: string[]): ChallengeCandidate => ({ id, rating, estimatedMinutes: 5, category: 'AGGREGATION', concepts });
  for (const offset of [-8, -7, -6]) await script.day(day(offset), past(80_000 - offset, 900, ['aggregation']), ['wrong', 'wrong', 'wrong']);
  for (const offset of [-5, -4, -3, -2]) await script.day(day(offset), past(81_000 - offset, 1400, ['filtering']), ['right']);
  await waitForProjections(store, pool, 60_000);

  const context = await newContext(browser, product.url, { token: learner.token });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await shotOnFailure(page, 'adaptive', async () => {
    await page.goto('/dashboard');
    const chart = page.getByTestId('skills-chart');
    await chart.waitFor();
    await until('two skill rows', async () => expect(await chart.getByTestId('skill-row').count()).toBe(2));
    const rows = await chart.getByTestId('skill-row').allInnerTexts();
    expect(rows[0]).toMatch(/^Filtering \d+ · confidence 57 % · 4\/4 solved/);
    expect(rows[1]).toMatch(/^Aggregation \d+ · confidence 50 % · 0\/3 solved/);
    // The chart itself: one bar per concept, drawn by recharts next to the ELO chart.
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBe(2);
    expect(await page.getByTestId('progress-insights').isVisible()).toBe(true);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'adaptive-01-dashboard-skills');

    await page.goto('/challenge');
    const reason = page.getByTestId('pick-reason');
    await reason.waitFor();
    expect(await reason.innerText()).toBe('Picked for you: Aggregation, one of your weaker concepts, last practised 6 days ago');
    expect(await page.getByTestId('challenge-title').innerText()).toBe('Customer totals');
    await screenshot(page, 'adaptive-02-picked-for-you');
  });
  expect(errors).toEqual([]);
  await context.close();
});

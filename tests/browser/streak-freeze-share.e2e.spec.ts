import type { Browser } from 'playwright-core';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { ensureFrontendBuilt } from '../support/frontend-build';
import { seedSolvedDays, useFreezes } from '../support/learner-seed';
import { launchBrowser, newContext, screenshot, shotOnFailure, until, watchErrors } from './support/browser';

// Issue 15, parts 4 and 6 in a real browser: a frozen day on the calendar, the freezes held on the
// dashboard, and the share dialog (text copied to the clipboard, the PNG shown). Screenshots land in
// artifacts/screenshots/streak-freeze-*.png.

const SETUP = `CREATE TABLE lanterns (id serial PRIMARY KEY, harbour text NOT NULL, lumens int NOT NULL);
INSERT INTO lanterns (harbour, lumens) VALUES ('Gullhaven', 400), ('Gullhaven', 250), ('Saltmere', 900);`;
const SOLUTION = 'SELECT harbour, SUM(lumens) AS total FROM lanterns GROUP BY harbour ORDER BY harbour';

// The days are placed before the real today (the browser's calendar opens on the real month).
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const clock = new ManualClock(Date.now());
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
let challengeId: number;

beforeAll(async () => {
  await ensureFrontendBuilt();
  const launching = launchBrowser().then((b) => (browser = b));
  product = await startTestProduct({}, { clock }).finally(() => launching);
  await launching;
  api = apiClient(product.url);
  challengeId = await createValidatedChallenge(api, await adminToken(api), {
    title: 'Lumens per harbour',
    description: 'Return each harbour and the total lumens of its lanterns, by harbour.',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: SOLUTION,
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('a frozen day shows on the calendar and the share dialog copies the text and shows the image', async () => {
  const learner = await newLearner(api, { timezone: 'UTC' });
  await seedSolvedDays(product.app, clock, learner.id, [-9, -8, -7, -6, -5, -4, -3].map(day)); // 7 days: one freeze
  await useFreezes(product.app, learner.id, `${day(-1)}T00:00:05.000Z`); // day −2 missed: the freeze covers it
  clock.set(`${day(-1)}T09:00:00.000Z`);
  await api.get('/challenges/daily', learner.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(40);
  await api.post(`/challenges/${challengeId}/submit`, { sql_solution: 'SELECT harbour FROM lanterns' }, learner.token);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  clock.advance(80);
  expect((await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token)).body.is_correct).toBe(true);
  clock.set(new Date().toISOString());

  const context = await newContext(browser, product.url, { token: learner.token });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await shotOnFailure(page, 'streak-freeze', async () => {
    await page.goto('/dashboard');
    await page.getByTestId('stat-cards').getByText('8 days').waitFor();
    await page.getByTestId('stat-cards').getByText('0 freezes held').waitFor();

    await page.goto('/calendar');
    const frozen = day(-2);
    if (frozen.slice(0, 7) !== new Date().toISOString().slice(0, 7)) await page.getByRole('button', { name: 'Previous month' }).click();
    const cell = page.getByTestId('calendar-frozen-day');
    await cell.waitFor();
    expect(await cell.count()).toBe(1);
    expect(await cell.getAttribute('aria-label')).toMatch(/streak freeze used/);
    expect(await cell.locator('.calendar-day-number').innerText()).toBe(String(Number(frozen.slice(8))));
    await page.getByText('Streak freeze used').waitFor(); // the legend
    await screenshot(page, 'streak-freeze-calendar');

    await page.goto('/history');
    const row = page.getByTestId('history-table').locator('tbody tr').first();
    await row.getByTestId('share-button').click();
    const dialog = page.getByTestId('share-dialog');
    const text = dialog.getByTestId('share-text');
    await text.waitFor();
    expect(await text.innerText()).toContain('🟥🟩');
    expect(await text.innerText()).toContain('Streak: 8 days');
    expect(await text.innerText()).not.toMatch(/lanterns|harbour|SELECT|Gullhaven/i);
    const image = dialog.getByTestId('share-image');
    await until('the PNG to load', async () => expect(await image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1200));
    expect(await dialog.getByTestId('share-download').getAttribute('href')).toMatch(/^blob:/);
    await dialog.getByTestId('share-copy').click();
    await dialog.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(await text.innerText());
    await screenshot(page, 'streak-freeze-share-dialog');
  });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

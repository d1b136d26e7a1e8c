import { Pool } from 'pg';
import type { Browser } from 'playwright-core';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, createValidatedChallenge, ManualClock, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { ensureFrontendBuilt } from '../support/frontend-build';
import { launchBrowser, newContext, screenshot, shotOnFailure, until, watchErrors } from './support/browser';

// Issue 15, part 5 in Chromium: seven learners play a week in Bronze, the week closes (the top three of
// seven move up), three of them play the next week in one Silver cohort; the league screen shows the
// tier, the cohort with the learner highlighted and both cut-off lines, and the sidebar shows the tier.
// Screenshots land in artifacts/screenshots/league-*.png.

const SETUP = `CREATE TABLE sessions (id serial PRIMARY KEY, player text NOT NULL, game text NOT NULL, minutes int NOT NULL);
INSERT INTO sessions (player, game, minutes) VALUES ('ana','chess',40),('ben','go',25),('ana','go',15),('cy','chess',60),('ben','chess',35),('dia','go',50);`;

const clock = new ManualClock(Date.parse('2026-06-10T08:00:00Z')); // Wednesday of 2026-W24
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
let admin: string;
let pool: Pool;
const right = new Map<number, string>();

beforeAll(async () => {
  await ensureFrontendBuilt();
  const launching = launchBrowser().then((b) => (browser = b));
  product = await startTestProduct({}, { clock }).finally(() => launching);
  await launching;
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  admin = await adminToken(api);
  for (const [title, rating, sql] of [
    ['Minutes per player', 1200, 'SELECT player, SUM(minutes) AS total FROM sessions GROUP BY player'],
    ['Sessions per player', 1250, 'SELECT player, COUNT(*) AS n FROM sessions GROUP BY player'],
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
}, 240_000);
afterAll(async () => {
  await pool?.end();
  await browser?.close();
  await product?.stop();
});

/** Solves today's challenge after `seconds`: fewer seconds, more points. */
async function solve(token: string, seconds: number) {
  const { id } = (await api.get('/challenges/daily', token)).body as { id: number };
  await api.post(`/challenges/start/${id}`, undefined, token);
  clock.advance(seconds);
  const res = await api.post(`/challenges/${id}/submit`, { sql_solution: right.get(id) }, token);
  expect(res.body.is_correct).toBe(true);
}

test('the league screen shows the tier, the cohort with the learner highlighted and the cut-off lines; the sidebar shows the tier', async () => {
  const learners: Array<Awaited<ReturnType<typeof newLearner>>> = [];
  for (let i = 0; i < 7; i++) learners.push(await newLearner(api, { username: `league_${i}_${Date.now().toString(36)}` }));
  for (const [i, l] of learners.entries()) await solve(l.token, 60 + i * 60);
  await readModelsCaughtUp(pool);
  for (const l of learners) expect((await api.get('/leagues/current', l.token)).body.placed).toBe(true);
  clock.set('2026-06-15T00:10:00Z');
  expect((await api.post('/admin/leagues/close-week', { week: '2026-W24' }, admin)).body).toMatchObject({ promoted: 3 });
  clock.set('2026-06-15T09:00:00Z');
  const [first, second, third] = learners;
  await solve(first!.token, 60);
  await solve(second!.token, 120);
  await solve(third!.token, 300);
  await readModelsCaughtUp(pool);
  for (const l of [first!, second!, third!]) expect((await api.get('/leagues/current', l.token)).body).toMatchObject({ tier: 'silver', placed: true });

  const context = await newContext(browser, product.url, { token: second!.token });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await shotOnFailure(page, 'league', async () => {
    await page.goto('/dashboard');
    const badge = page.locator('#sidebar').getByTestId('sidebar-league-tier');
    await until('the sidebar tier', async () => expect(await badge.innerText()).toContain('Silver league'));
    await badge.click();
    await page.waitForURL('**/league');
    await page.getByTestId('league-tier').filter({ hasText: 'Silver League' }).waitFor();
    const table = page.getByTestId('league-cohort');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    await until('the cohort and both lines', async () => expect(await rows.count()).toBe(5));
    const texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts[0]).toContain(await usernameOf(first!.token));
    expect(texts[1]).toMatch(/Promotion zone above: the top 1 move up to Gold/);
    expect(texts[3]).toMatch(/Demotion zone below: these move down to Bronze/);
    const mine = table.locator('tr.is-current-user');
    expect(await mine.count()).toBe(1);
    expect(await mine.innerText()).toContain('You');
    expect(texts[2]).toContain('You');
    await screenshot(page, 'league-01-silver-cohort');

    // A learner who stayed in Bronze and has not played this week: their tier and an explanation, no error.
    const idle = await newContext(browser, product.url, { token: learners[6]!.token });
    const idlePage = await idle.newPage();
    await idlePage.goto('/league');
    await idlePage.getByTestId('league-unplaced').filter({ hasText: 'You join a Bronze cohort' }).waitFor();
    await idlePage.locator('#sidebar').getByTestId('sidebar-league-tier').filter({ hasText: 'Bronze league' }).waitFor();
    await screenshot(idlePage, 'league-02-not-placed');
    await idle.close();
  });
  expect(errors).toEqual([]);
});

async function usernameOf(token: string): Promise<string> {
  return (await api.get('/users/me', token)).body.username as string;
}

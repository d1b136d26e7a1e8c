import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { ensureFrontendBuilt } from '../support/frontend-build';
import { launchBrowser, newContext, screenshot, shotOnFailure, until, watchErrors } from './support/browser';

// Issue 13, parts 2, 3 and 8 in Chromium: a learner reveals a hint (the points shown drop), solves, reads the
// explanation on the result and in history, then replays the day in practice (unrated). Screenshots land in
// artifacts/screenshots/hints-*.png.

const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;
const RIGHT = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';
const WRONG = 'SELECT customer, SUM(amount) FROM orders GROUP BY customer';
const HINTS = ['One row per customer: GROUP BY customer.', 'SUM(amount) adds up each customer’s orders.', 'ORDER BY the total descending, then the name.'];
const EXPLANATION = [
  '## Approach',
  'Group the orders by **customer** and add up `amount`.',
  '',
  '```sql',
  '-- one row per customer, largest total first',
  RIGHT,
  '```',
  '',
  '## Common mistakes',
  '- Forgetting the tie-break on `customer`.',
  '- Filtering the sums with `WHERE` instead of `HAVING`.',
].join('\n');

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let browser: Browser;

beforeAll(async () => {
  await ensureFrontendBuilt();
  const launching = launchBrowser().then((b) => (browser = b));
  product = await startTestProduct().finally(() => launching);
  await launching;
  api = apiClient(product.url);
  await createValidatedChallenge(api, await adminToken(api), {
    title: 'Customer totals',
    description: 'Return each customer and the total of their orders, largest total first, ties by name.',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: RIGHT,
    hints: HINTS,
    explanation: EXPLANATION,
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const editor = (page: Page): Locator => page.getByTestId('sql-editor').locator('.monaco-editor');

async function typeSql(page: Page, sql: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
  await until(`the editor to hold ${JSON.stringify(sql)}`, async () => {
    const text = (await editor(page).locator('.view-line').allInnerTexts()).join('').replace(/\u00a0/g, ' ').trim();
    expect(text).toBe(sql);
  });
}

test('a learner reveals a hint (points shown lower), solves, reads the explanation, and replays the day in practice', async () => {
  const learner = await newLearner(api);
  const context = await newContext(browser, product.url, { token: learner.token });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await shotOnFailure(page, 'hints-practice', async () => {
    // The hints panel states the cost before revealing; the best possible points drop from 180 to 144.
    await page.goto('/challenge');
    await page.getByTestId('problem-hints-tab').click();
    const hints = page.getByTestId('hints-panel');
    await hints.getByRole('heading', { name: /Hints \(0\/3\)/ }).waitFor();
    expect(await hints.getByTestId('hints-max-points').innerText()).toBe('180');
    const reveal = hints.getByRole('button', { name: 'Reveal hint 1 of 3 (−20 % points)' });
    await reveal.waitFor();
    await reveal.click();
    await hints.getByText(HINTS[0]!).waitFor();
    await until('the lower points', async () => expect(await hints.getByTestId('hints-max-points').innerText()).toBe('144'));
    expect(await hints.getByTestId('hints-points').innerText()).toContain('80 %');
    await screenshot(page, 'hints-01-challenge-hint-revealed');

    // Solve: the points earned carry the hint's 20 %, and the explanation follows the result.
    await page.getByTestId('start-challenge').click();
    await typeSql(page, RIGHT);
    await page.getByRole('button', { name: 'Submit Solution' }).click();
    const result = page.getByTestId('result-panel');
    await result.getByRole('heading', { name: 'Perfect! First Try!' }).waitFor();
    const points = Number(await result.getByTestId('result-points').innerText());
    expect(points).toBeGreaterThan(0);
    expect(points).toBeLessThanOrEqual(144);
    // The problem side opens its Explanation tab; the celebration closes onto the finished day, which has it too.
    const explanation = page.getByTestId('problem-explanation-tabpanel').getByTestId('explanation-panel');
    await explanation.getByRole('heading', { name: 'Approach' }).waitFor();
    expect(await explanation.locator('pre code').innerText()).toContain('-- one row per customer');
    await page.getByTestId('celebration-dialog').getByRole('button', { name: 'See the solution and explanation' }).click();
    const finished = page.getByTestId('finished-day');
    await finished.getByTestId('explanation-panel').getByRole('heading', { name: 'Approach' }).waitFor();
    const me = (await api.get('/users/me', learner.token)).body;
    expect(me.total_points_earned).toBe(points);

    // History shows the hint used and the explanation for the past day.
    await page.goto('/history');
    const row = page.getByTestId('history-table');
    await row.getByTestId('history-hints').filter({ hasText: '1 hint' }).waitFor();
    await row.getByTestId('history-explanation-toggle').click();
    await row.getByRole('heading', { name: 'Common mistakes' }).waitFor();
    await screenshot(page, 'hints-02-history-explanation');

    // Practice, from the sidebar: the day is listed; a wrong then a right answer, unrated; hints are free.
    await page.locator('#sidebar').getByRole('link', { name: 'Practice' }).click();
    await page.waitForURL('**/practice');
    await page.getByTestId('practice-list').getByRole('link', { name: 'Practise' }).click();
    await page.getByTestId('practice-title').filter({ hasText: 'Customer totals' }).waitFor();
    await page.getByTestId('problem-hints-tab').click();
    await page.getByTestId('hints-panel').getByRole('button', { name: 'Reveal hint 1 of 3' }).click();
    await page.getByTestId('hints-panel').getByText(HINTS[0]!).waitFor();
    await page.getByTestId('start-practice').click();
    await typeSql(page, WRONG);
    await page.getByTestId('practice-submit').click();
    await page.getByTestId('practice-result').getByText('Not yet (practice)').waitFor();
    await typeSql(page, RIGHT);
    await page.getByTestId('practice-submit').click();
    await page.getByTestId('practice-result').getByText('Correct! (practice)').waitFor();
    await page.getByTestId('start-practice').filter({ hasText: 'Practise again' }).waitFor();
    await screenshot(page, 'hints-03-practice-solved');

    // Unrated: ELO, points and streak as before; history shows the replay as Practice.
    const after = (await api.get('/users/me', learner.token)).body;
    for (const k of ['current_elo_rating', 'total_points_earned', 'current_streak', 'total_challenges_completed']) expect(after[k]).toEqual(me[k]);
    await page.goto('/history');
    await page.getByTestId('history-practice').filter({ hasText: 'Practice ×1 (1 solved)' }).waitFor();
    await screenshot(page, 'hints-04-history-practice');
  });
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

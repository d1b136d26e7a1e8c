import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { ensureFrontendBuilt } from '../support/frontend-build';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newContext, shotOnFailure, until, watchErrors } from './support/browser';
import fs from 'node:fs';
import path from 'node:path';

// Issue 33 in a real browser: the daily challenge and practice as one workspace, at 1366×768 and 390×844, light
// and dark. At 1366×768 the page does not scroll and the result, the expected output and the diff are each in
// view; the finished day shows the verdict, the learner's query, the reference and the explanation; axe-core
// finds no serious or critical violation on any screen walked. Screenshots: artifacts/screenshots/workspace-*.png.

const SETUP = `CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, signup_date date NOT NULL, city text NOT NULL, profile jsonb);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), ordered_at date NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO customers (name, signup_date, city, profile) VALUES ('Ann', '2024-01-02', 'Paris', '{"tier": "gold", "tags": ["a", "b"]}'), ('Bob', '2024-02-11', 'Lyon', NULL),
  ('Cid', '2024-03-05', 'Nice', '{"tier": "silver"}'), ('Dee', '2024-03-30', 'Lille', NULL);
INSERT INTO orders (customer_id, ordered_at, amount) VALUES (1, '2024-04-01', 120.00), (2, '2024-04-02', 80.50), (1, '2024-04-03', 45.25), (3, '2024-04-04', 300.00), (2, '2024-04-05', 19.99), (4, '2024-04-06', 75.00);`;
const RIGHT = 'SELECT c.name, c.city, SUM(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name, c.city ORDER BY total DESC, c.name';
const WRONG = 'SELECT c.name, c.city, SUM(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.amount > 50 GROUP BY c.name, c.city ORDER BY total DESC, c.name';
const HINTS = ['Join **orders** to `customers` on the customer id.', 'Use `SUM(amount)` per customer.'];
const EXPLANATION = ['## Approach', 'Join each order to its customer, then **sum** per customer.', '```sql', 'SELECT c.name, SUM(o.amount) -- one row per customer', 'FROM customers c JOIN orders o ON o.customer_id = c.id', 'GROUP BY c.name;', '```'].join('\n');
const SHOTS = path.resolve(__dirname, '../../artifacts/screenshots');

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
let challengeId: number;

beforeAll(async () => {
  await ensureFrontendBuilt();
  const launching = launchBrowser().then((b) => (browser = b));
  product = await startTestProduct().finally(() => launching);
  await launching;
  api = apiClient(product.url);
  challengeId = await createValidatedChallenge(api, await adminToken(api), {
    title: 'Customer totals by city',
    description: 'Return each **customer name**, their `city` and the total of their orders, largest total first (ties by name).',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'JOIN',
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
const squash = (s: string) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

async function typeSql(page: Page, sql: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape'); // close the completion popup
  // One logical line, wrapped on a narrow screen: the visual lines join without a separator.
  await until(`the editor to hold the query`, async () => expect(squash((await editor(page).locator('.view-line').allInnerTexts()).join(''))).toBe(sql));
}

/** The viewport as it is (not a full-page capture: the point is what one screen shows). */
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(SHOTS, `workspace-${name}.png`) });
}

/** Collects each screen's serious/critical axe findings; the walk asserts none at its end (one run shows them all). */
async function axeCheck(page: Page, screen: string, into: Array<{ screen: string; violations: unknown[] }>): Promise<void> {
  const violations = await seriousAxeViolations(page);
  if (violations.length) into.push({ screen, violations });
}

/** Elements that reach below the window (what makes a page scroll), for a failure to name them. */
const belowTheFold = (page: Page) =>
  page.evaluate(`[...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().bottom > window.innerHeight + 1 && getComputedStyle(el).position !== 'fixed')
    .slice(0, 8).map((el) => el.tagName + '.' + String(el.className).slice(0, 40) + ' ' + Math.round(el.getBoundingClientRect().bottom))`) as Promise<string[]>;

const pageScroll = (page: Page) => page.evaluate('Math.max(0, document.documentElement.scrollHeight - window.innerHeight)') as Promise<number>;

/** The element's box lies inside the viewport (it can be read without scrolling the page). */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const vp = page.viewportSize()!;
  expect({ what, inside: !!box && box.y >= 0 && box.x >= 0 && box.y + Math.min(box.height, 40) <= vp.height && box.x + Math.min(box.width, 40) <= vp.width }).toEqual({ what, inside: true });
}

const CASES = [
  { name: 'desktop-light', width: 1366, height: 768, theme: 'light' },
  { name: 'desktop-dark', width: 1366, height: 768, theme: 'dark' },
  { name: 'phone-light', width: 390, height: 844, theme: 'light' },
  { name: 'phone-dark', width: 390, height: 844, theme: 'dark' },
] as const;

describe.each(CASES)('the workspace at $width×$height, $theme', ({ name, width, height, theme }) => {
  test('daily challenge: tabs, a diff, a solve, the finished day, and practice', async () => {
    const learner = await newLearner(api);
    const context = await newContext(browser, product.url, { token: learner.token });
    await context.addInitScript({ content: `localStorage.setItem('theme', ${JSON.stringify(theme)});` });
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    const errors = watchErrors(page);
    const desktop = width >= 1024;
    const axe: Array<{ screen: string; violations: unknown[] }> = [];
    await shotOnFailure(page, `workspace-${name}`, async () => {
      await page.goto('/challenge');
      await page.getByTestId('challenge-title').waitFor();
      await editor(page).waitFor();
      expect(await page.evaluate('document.documentElement.dataset.theme')).toBe(theme);
      if (desktop) expect(await pageScroll(page)).toBeLessThanOrEqual(0);
      await page.getByTestId('pick-reason').waitFor();
      await shot(page, `${name}-01-description`);
      await axeCheck(page, 'challenge, description', axe);

      // Tables: the diagram (text at least 12 px) and sample rows that scroll sideways rather than wrap.
      await page.getByTestId('problem-tables-tab').click();
      const diagram = page.getByTestId('schema-diagram');
      await diagram.waitFor();
      // The rendered font size of the diagram's smallest text (its SVG is drawn at its own size, never shrunk).
      const smallest = (await page.evaluate(`Math.min(...[...document.querySelectorAll('[data-testid="schema-diagram"] text, [data-testid="schema-diagram"] tspan')]
        .map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.closest('svg').getBoundingClientRect().width / t.closest('svg').viewBox.baseVal.width)))`)) as number;
      expect(smallest).toBeGreaterThanOrEqual(12);
      const wrapped = await page.evaluate(`[...document.querySelectorAll('[data-testid="table-customers"] td')].filter((td) => td.getBoundingClientRect().height > 40).length`);
      expect(wrapped).toBe(0);
      await shot(page, `${name}-02-tables`);
      await axeCheck(page, 'challenge, tables', axe);

      // Hints: Markdown, not raw ** or backticks.
      await page.getByTestId('problem-hints-tab').click();
      await page.getByTestId('reveal-hint').click();
      const hint = page.getByTestId('hints-list').locator('li').first();
      await hint.locator('strong').filter({ hasText: 'orders' }).waitFor();
      expect(await hint.innerText()).not.toMatch(/\*\*|`/);

      // A wrong query: Result, Expected and Diff, each in view without scrolling the page on a desktop.
      await page.getByTestId('start-challenge').click();
      await typeSql(page, WRONG);
      await page.getByTestId('test-query').click();
      const grid = page.getByTestId('test-result-grid');
      await grid.waitFor();
      if (!desktop) await grid.scrollIntoViewIfNeeded();
      await expectInViewport(page, grid, 'the result grid');
      await shot(page, `${name}-03-result`);
      await page.getByTestId('results-expected-tab').click();
      const expected = page.getByTestId('expected-output-grid');
      await expected.waitFor();
      if (!desktop) await expected.scrollIntoViewIfNeeded();
      await expectInViewport(page, expected, 'the expected output');
      expect(await expected.locator('tbody tr').count()).toBe(4);
      await page.getByTestId('results-diff-tab').click();
      const diff = page.getByTestId('sample-diff');
      await diff.getByText('Differs from the expected output of the sample data.').waitFor();
      if (!desktop) await diff.scrollIntoViewIfNeeded();
      await expectInViewport(page, diff, 'the diff');
      if (desktop) expect(await pageScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, `${name}-04-diff`);
      await axeCheck(page, 'challenge, diff', axe);

      // The right answer: the explanation tab opens, the celebration closes onto the finished day.
      await typeSql(page, RIGHT);
      await page.getByTestId('submit-solution').click();
      await page.getByTestId('result-panel').getByRole('heading', { name: 'Perfect! First Try!' }).waitFor();
      await page.getByTestId('problem-explanation-tabpanel').getByRole('heading', { name: 'Approach' }).waitFor();
      const scrolled = desktop ? await pageScroll(page) : 0;
      if (scrolled > 0) {
        console.log(await page.evaluate(`(() => { const out = []; let el = document.querySelector('.ws-result'); while (el) { const r = el.getBoundingClientRect(); out.push(el.tagName + '.' + String(el.className).slice(0, 30) + ' h=' + Math.round(r.height) + ' b=' + Math.round(r.bottom) + ' sh=' + el.scrollHeight + ' ch=' + el.clientHeight + ' ov=' + getComputedStyle(el).overflow + ' style=' + (el.getAttribute('style') || '').slice(0, 80)); el = el.parentElement; } return out.join('\\n'); })()`));
      }
      expect(scrolled > 0 ? { scrolled, below: await belowTheFold(page) } : 'no page scroll').toEqual('no page scroll');
      const celebration = page.getByTestId('celebration-dialog');
      await celebration.getByRole('button', { name: 'See the solution and explanation' }).click();
      const finished = page.getByTestId('finished-day');
      await finished.getByRole('heading', { name: 'Great Job!' }).waitFor();
      expect(squash(await finished.getByTestId('your-last-query').innerText())).toBe(RIGHT);
      expect(squash(await finished.getByTestId('reference-solution').innerText())).toBe(RIGHT);
      await finished.getByTestId('explanation-panel').getByRole('heading', { name: 'Approach' }).waitFor();
      expect(await finished.getByTestId('explanation-panel').locator('.sql-keyword').count()).toBeGreaterThan(0);
      await shot(page, `${name}-05-finished-day`);
      await axeCheck(page, 'finished day', axe);

      // A reload keeps the finished day (not "come back tomorrow"); practice opens in the same workspace.
      await page.reload();
      await page.getByTestId('finished-day').waitFor();
      await page.getByTestId('practise-this').click();
      await page.waitForURL(`**/practice/${challengeId}`);
      await page.getByTestId('practice-title').waitFor();
      await editor(page).waitFor();
      if (desktop) expect(await pageScroll(page)).toBeLessThanOrEqual(0);
      await page.getByTestId('start-practice').click();
      await typeSql(page, WRONG);
      await page.getByTestId('practice-test-query').click();
      await page.getByTestId('test-result-grid').waitFor();
      await page.getByTestId('results-diff-tab').click();
      await page.getByTestId('sample-diff').getByText('Differs from the expected output of the sample data.').waitFor();
      if (desktop) expect(await pageScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, `${name}-06-practice-diff`);
      await axeCheck(page, 'practice, diff', axe);
    });
    expect(axe).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

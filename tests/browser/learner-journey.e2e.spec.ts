import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { launchBrowser, newContext, screenshot, shotOnFailure, until, VIEWPORT, watchErrors } from './support/browser';
import { ensureFrontendBuilt } from '../support/frontend-build';

// The learner's whole day in a real browser: landing → registration → tutorial → challenge (a wrong then a
// right answer, typed key by key) → dashboard, history, calendar and leaderboards; then paste blocking,
// the 401 bounce and the redirects. Screenshots of every page land in artifacts/screenshots/.

const SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL, placed_on date NOT NULL);
INSERT INTO orders (customer, amount, placed_on) VALUES
 ('Ann', 120.00, '2026-01-03'), ('Bob', 80.50, '2026-01-04'), ('Ann', 45.25, '2026-01-09'),
 ('Cid', 300.00, '2026-01-10'), ('Bob', 19.99, '2026-01-12'), ('Dee', 75.00, '2026-01-15');`;
const TITLE = 'Customer totals';
const DESCRIPTION = [
  'Finance wants the **total order amount** per customer.',
  '',
  'Return two columns:',
  '- `customer`',
  '- `total` – the sum of `amount`',
  '',
  'Order by `total` descending, then by `customer`.',
].join('\n');
const WRONG = 'SELECT customer, SUM(amount) FROM orders GROUP BY customer';
const RIGHT = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';
const squash = (s: string) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

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
    title: TITLE,
    description: DESCRIPTION,
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: RIGHT,
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Reloads the page until `check` passes: read models follow the events within a second or two. */
async function eventually(page: Page, what: string, check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not appear within ${timeoutMs / 1000} s: ${(error as Error).message}`);
      await page.waitForTimeout(500);
      await page.reload();
    }
  }
}

const quick = { timeout: 2_000 };

function editor(page: Page): Locator {
  return page.getByTestId('sql-editor').locator('.monaco-editor');
}

/** The editor's text as rendered; view lines are joined without a break because long lines word-wrap (the queries typed here are one line). */
async function editorText(page: Page): Promise<string> {
  return (await editor(page).locator('.view-line').allInnerTexts()).join('').replace(/\u00a0/g, ' ').trim();
}

/** Types into Monaco key by key, replacing what is there (pasting is blocked during an attempt). */
async function typeSql(page: Page, sql: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape'); // close a word-suggestion popup, if any
  await until(`the editor to hold ${JSON.stringify(sql)}`, async () => expect(await editorText(page)).toBe(sql));
}

test('a visitor joins, takes the tutorial, fails then solves the challenge, and sees it everywhere', async () => {
  const context = await newContext(browser, product.url, { timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await shotOnFailure(page, 'learner-journey', () => journey(page));
  await context.close();
}, 120_000);

async function journey(page: Page): Promise<void> {
  const errors = watchErrors(page);
  const suffix = Date.now().toString(36);
  const username = `ada_${suffix}`;

  // Landing → Join Beta → registration with every field; the browser's zone (Paris) preselects Berlin.
  await page.goto('/');
  await page.waitForURL(/\/landing$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await screenshot(page, 'learner-01-landing');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Join Beta' }).click();
  await page.waitForURL('**/register');
  expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada_${suffix}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByLabel('Job title').fill('Data Analyst');
  await page.getByLabel('Company').fill('Analytical Engines Ltd');
  await page.getByLabel('Years of experience').selectOption('3');
  await page.getByLabel('SQL comfort level').selectOption('intermediate');
  await screenshot(page, 'learner-02-register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');

  // The five-step tutorial, walked with Next, ends in Start Challenge.
  const tutorial = page.getByTestId('tutorial-dialog');
  await tutorial.getByRole('heading', { name: 'Welcome to SQL Daily!' }).waitFor();
  await screenshot(page, 'learner-03-dashboard-tutorial');
  for (const title of ['Read the challenge', 'Explore the tables', 'Test your query', 'Submit your solution']) {
    await tutorial.getByRole('button', { name: 'Next' }).click();
    await tutorial.getByRole('heading', { name: title }).waitFor();
  }
  await tutorial.getByRole('button', { name: 'Back' }).click();
  await tutorial.getByText('EXTRACT(YEAR FROM date)').waitFor();
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await tutorial.getByRole('button', { name: 'Start Challenge' }).click();
  await page.waitForURL('**/challenge');

  // The challenge, its light-Markdown description, the locked editor.
  await page.getByTestId('challenge-title').filter({ hasText: TITLE }).waitFor();
  const description = page.locator('.challenge-description');
  expect(await description.locator('strong').first().innerText()).toBe('total order amount');
  expect(await description.locator('li').count()).toBe(2);
  expect(await description.locator('code').allInnerTexts()).toEqual(['customer', 'total', 'amount', 'total', 'customer']);
  expect(await description.innerHTML()).not.toContain('**');
  await page.getByTestId('problem-tables-tab').click();
  await page.getByRole('heading', { name: 'Available Tables' }).waitFor();
  await page.getByTestId('problem-description-tab').click();
  await editor(page).waitFor();
  await screenshot(page, 'learner-04-challenge-locked');
  await page.getByTestId('start-challenge').click();
  await page.getByTestId('challenge-timer').getByText('Time Remaining').waitFor();

  // A wrong answer, typed: Test Query shows the grid, Submit says why and how many attempts are left.
  await typeSql(page, WRONG);
  await page.getByRole('button', { name: 'Test Query' }).click();
  const grid = page.getByTestId('test-result-grid');
  await grid.waitFor();
  expect(await grid.locator('tbody tr').count()).toBe(4);
  await screenshot(page, 'learner-05-challenge-test-grid');
  // The workspace is the viewport (issue 33): no page scroll; the timer and the sidebar are in view.
  expect(await page.evaluate('document.documentElement.scrollHeight - window.innerHeight')).toBeLessThanOrEqual(0);
  const timerBox = await page.getByTestId('challenge-timer').boundingBox();
  expect(timerBox && timerBox.y >= 0 && timerBox.y < 80).toBe(true);
  const sideBox = await page.locator('#sidebar').boundingBox();
  expect(sideBox && Math.abs(sideBox.y) < 1 && sideBox.x === 0 && Math.round(sideBox.height) === VIEWPORT.height).toBe(true);
  await page.screenshot({ path: 'artifacts/screenshots/learner-06-challenge-scrolled-viewport.png' });

  await page.getByRole('button', { name: 'Submit Solution' }).click();
  const result = page.getByTestId('result-panel');
  await result.getByRole('heading', { name: 'Incorrect Solution' }).waitFor();
  await result.getByText("Your solution didn't match the expected result").waitFor();
  expect(await result.getByTestId('attempts-remaining').innerText()).toBe('2 attempts remaining');
  expect(await result.getByTestId('result-elo').innerText()).toMatch(/±0\*\s*\*Pending/);
  await screenshot(page, 'learner-07-challenge-incorrect');

  // Try Again, the right answer typed: Correct Solution!, the celebration, back to the dashboard.
  await result.getByRole('button', { name: 'Try Again (2 attempts left)' }).click();
  await result.waitFor({ state: 'detached' });
  await typeSql(page, RIGHT);
  await page.getByRole('button', { name: 'Submit Solution' }).click();
  await result.getByRole('heading', { name: 'Correct Solution!' }).waitFor();
  const points = Number(await result.getByTestId('result-points').innerText());
  const eloChange = Number((await result.getByTestId('result-elo').innerText()).replace('−', '-'));
  expect(points).toBeGreaterThan(0);
  expect(eloChange).toBeLessThan(0); // a success after a miss carries the penalty
  expect(await result.getByTestId('result-attempts').innerText()).toBe('2/3');
  const celebration = page.getByTestId('celebration-dialog');
  await celebration.getByRole('button', { name: 'See the solution and explanation' }).waitFor();
  await page.waitForTimeout(600); // let the confetti show in the screenshot
  await screenshot(page, 'learner-08-challenge-correct-celebration');
  // The celebration closes onto the finished day (issue 33), which links on; the dashboard is a click away.
  await celebration.getByRole('button', { name: 'See the solution and explanation' }).click();
  await page.getByTestId('finished-day').getByRole('heading', { name: 'Great Job!' }).waitFor();
  expect(squash(await page.getByTestId('your-last-query').innerText())).toBe(squash(RIGHT));
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');

  // Dashboard: new ELO, points and a one-day streak (the user's stats are a read model).
  const stats = page.getByTestId('stat-cards');
  await eventually(page, 'the new ELO, points and streak on the dashboard', async () => {
    const text = await stats.innerText({ timeout: 5_000 });
    expect(text).toContain(String(1200 + eloChange));
    expect(text).toContain(`${points}`);
    expect(text).toContain('1 day');
  });
  expect(await tutorial.count()).toBe(0);
  await screenshot(page, 'learner-09-dashboard-after');

  // History, calendar and leaderboards, reached through the sidebar.
  const nav = page.getByRole('navigation', { name: 'Learner' });
  await nav.getByRole('link', { name: 'History' }).click();
  await page.waitForURL('**/history');
  await eventually(page, "today's row in History", async () => {
    const row = page.getByTestId('history-table').locator('tbody tr').filter({ hasText: TITLE });
    const text = await row.innerText(quick);
    expect(text).toContain('Solved');
    expect(text).toContain(String(points));
  });
  await screenshot(page, 'learner-10-history');

  await nav.getByRole('link', { name: 'Calendar' }).click();
  await page.waitForURL('**/calendar');
  const day = page.getByTestId('calendar-grid').getByRole('button', { name: new RegExp(`${TITLE}, solved, ${points} points`) });
  await eventually(page, "today's cell in the Calendar", () => day.waitFor(quick));
  await screenshot(page, 'learner-11-calendar');
  await day.click();
  await page.getByRole('dialog').getByText(TITLE).first().waitFor();
  await screenshot(page, 'learner-12-calendar-day-detail');
  await page.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await page.waitForURL('**/leaderboard');
  await eventually(page, 'the learner ranked on the global leaderboard', async () => {
    await page.getByTestId('your-rank').filter({ hasText: /Your Current Rank: #1 out of \d+ users/ }).waitFor(quick);
    await page.getByTestId('leaderboard-global').locator('tr.is-current-user').filter({ hasText: username }).filter({ hasText: 'You' }).waitFor(quick);
  });
  expect(await page.getByTestId('period-label').innerText()).toBe('Period: All time');
  await screenshot(page, 'learner-13-leaderboard-global');
  await page.getByRole('tab', { name: 'This Week' }).click();
  const weekly = page.getByTestId('leaderboard-weekly').locator('tr.is-current-user').filter({ hasText: username });
  await weekly.waitFor();
  expect(await weekly.innerText()).toContain(String(points));
  expect(await page.getByTestId('period-label').innerText()).toMatch(/^Period: Week \d{1,2}, \d{4}$/);
  await screenshot(page, 'learner-14-leaderboard-weekly');

  expect(errors).toEqual([]);
}

test('pasting into the editor is blocked with a 3-second message; Tab inserts two spaces', async () => {
  const learner = await newLearner(api);
  const context = await newContext(browser, product.url, { token: learner.token });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
  const page = await context.newPage();
  await page.goto('/challenge');
  await shotOnFailure(page, 'learner-paste', async () => {
    await page.getByTestId('start-challenge').click();
    await editor(page).locator('.view-lines').click();
    await page.evaluate("navigator.clipboard.writeText('SELECT * FROM orders')");
    await page.keyboard.press('ControlOrMeta+V');
    const warning = page.getByTestId('paste-warning');
    await warning.waitFor();
    const shownAt = Date.now();
    expect(await warning.innerText()).toBe('Paste is disabled. Please type your solution.');
    expect(await editorText(page)).toBe('');
    await screenshot(page, 'learner-15-challenge-paste-blocked');
    await warning.waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    await page.keyboard.press('Tab');
    await page.keyboard.type('x');
    // Monaco renders the typed character on its next frame: wait for it rather than read at once.
    const firstLine = editor(page).locator('.view-line').first();
    for (let i = 0; i < 30 && !(await firstLine.innerText()).includes('x'); i++) await page.waitForTimeout(100);
    expect(await firstLine.innerText()).toBe('\u00a0\u00a0x');
  });
  await context.close();
});

test('a 401 from the API (a garbage token) drops the token and bounces to /login', async () => {
  const context = await newContext(browser, product.url);
  const page = await context.newPage();
  await page.goto('/landing');
  await page.evaluate("localStorage.setItem('authToken', 'garbage.not-a.jwt')");
  await page.goto('/leaderboard');
  await page.waitForURL(/\/login\?redirectTo=%2Fleaderboard$/);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  expect(await page.evaluate("localStorage.getItem('authToken')")).toBeNull();
  await screenshot(page, 'learner-16-login-after-401');
  await context.close();
});

test('/ and unknown paths go to /landing; a guarded page is remembered through sign-in', async () => {
  const learner = await newLearner(api);
  const context = await newContext(browser, product.url);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForURL(/\/landing$/);
  await page.goto('/no/such/page?x=1');
  await page.waitForURL(/\/landing$/);

  await page.goto('/calendar');
  await page.waitForURL(/\/login\?redirectTo=%2Fcalendar$/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill('password-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/calendar$/);
  await page.getByTestId('calendar-grid').waitFor();
  await context.close();
});

/** The focused element draws a ring: an outline or a box-shadow that is not "none". */
const FOCUS_PROBE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  return { label: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40), ring };
})()`;

async function tabThrough(page: Page, presses: number): Promise<Array<{ label: string; ring: boolean }>> {
  const seen: Array<{ label: string; ring: boolean }> = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const probe = (await page.evaluate(FOCUS_PROBE)) as { label: string; ring: boolean } | null;
    if (probe) seen.push(probe);
  }
  return seen;
}

test('keyboard users reach every control and always see where the focus is', async () => {
  const learner = await newLearner(api);
  const context = await newContext(browser, product.url);
  const page = await context.newPage();
  await page.goto('/landing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const landing = await tabThrough(page, 14);
  expect(landing.map((f) => f.label)).toEqual(expect.arrayContaining(['Sign In', 'Join Beta']));
  expect(landing.filter((f) => !f.ring)).toEqual([]);

  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill('password-123');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('tutorial-dialog').getByRole('button', { name: 'Skip tutorial' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('tutorial-dialog').waitFor({ state: 'detached' });
  const dashboard = await tabThrough(page, 12);
  expect(dashboard.map((f) => f.label)).toEqual(expect.arrayContaining(['Skip to content', 'Dashboard', 'Leaderboard', 'Send Feedback', 'Sign out']));
  expect(dashboard.filter((f) => !f.ring)).toEqual([]);

  // Keyboard only: into the challenge, Start with Enter, and Ctrl+M lets Tab leave the editor for the buttons.
  await page.goto('/challenge');
  await page.getByTestId('start-challenge').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('challenge-timer').waitFor();
  await editor(page).locator('textarea').focus();
  await page.keyboard.type('SELECT 1');
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  const next = (await page.evaluate(FOCUS_PROBE)) as { label: string; ring: boolean };
  expect(next.label).not.toContain('SQL editor');
  expect(next.ring).toBe(true);
  await context.close();
});

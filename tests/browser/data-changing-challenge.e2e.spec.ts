import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { launchBrowser, newContext, screenshot, shotOnFailure, until, watchErrors } from './support/browser';
import { ensureFrontendBuilt } from '../support/frontend-build';

// Issue 37, tried as a learner in a real browser at 1440 px: a data-changing challenge's Test Query shows what the
// statement did to the sample (rows changed, before and after), a wrong UPDATE that the sample cannot tell apart
// is rejected on hidden data with the kind of case named, and the right one is accepted.
// Screenshots land in artifacts/screenshots/data-changing-*.png.

const SETUP = `CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), amount numeric(10,2) NOT NULL CHECK (amount > 0));
INSERT INTO customers (id, name) VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cid'), (4, 'Dee');
INSERT INTO orders (id, customer_id, amount) VALUES (1, 1, 120.00), (2, 2, 80.50), (3, 1, 45.25), (4, 3, 300.00), (5, 2, 19.99), (6, 4, 75.00);`;
const RIGHT = 'UPDATE orders SET amount = amount * 0.9 WHERE amount >= 100';
const EVERY_ROW = 'UPDATE orders SET amount = amount * 0.9';
const STRICT = 'UPDATE orders SET amount = amount * 0.9 WHERE amount > 100';

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
    title: 'Discount large orders',
    description: 'Give a 10 % discount on every order of **100 or more**: change `amount` in `orders`. Leave every other order as it is.',
    difficulty_rating: 900,
    estimated_time_minutes: 5,
    category: 'SELECT',
    schema_setup: SETUP,
    correct_solution: RIGHT,
    checks: ['orders'],
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const editor = (page: Page): Locator => page.getByTestId('sql-editor').locator('.monaco-editor');
const squash = (s: string) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const editorText = async (page: Page) => squash((await editor(page).locator('.view-line').allInnerTexts()).join(' '));

async function typeSql(page: Page, sql: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape'); // close the completion popup
  await until(`the editor to hold ${JSON.stringify(sql)}`, async () => expect(await editorText(page)).toBe(sql));
}

test('a learner sees what an UPDATE did to the sample, is told which kind of hidden case a wrong WHERE misses, and solves it', async () => {
  const learner = await newLearner(api);
  const context = await newContext(browser, product.url, { token: learner.token });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await shotOnFailure(page, 'data-changing', async () => {
    await page.goto('/challenge');
    await page.getByTestId('challenge-title').waitFor();
    await page.getByTestId('start-challenge').click();
    await page.getByTestId('challenge-timer').waitFor();

    // Every row discounted: the panel lists the six orders before and after, the diff says it differs.
    await typeSql(page, EVERY_ROW);
    await page.getByTestId('test-query').click();
    const orders = page.getByTestId('data-changes-orders');
    await orders.waitFor();
    expect(squash(await orders.locator('.sample-diff-title').innerText())).toBe('orders 0 rows added, 0 removed, 6 changed, 0 unchanged');
    expect(await orders.getByTestId('data-changes-changed').locator('tbody tr').count()).toBe(12);
    expect(await orders.locator('td.cell-changed').count()).toBe(6);
    await screenshot(page, 'data-changing-01-every-row');
    await page.getByTestId('results-diff-tab').click();
    await page.getByTestId('sample-diff').getByText('Differs from the expected output of the sample data.').waitFor();

    // The right statement changes two orders, 120.00 → 108.00 and 300.00 → 270.00, and matches the sample.
    await typeSql(page, RIGHT);
    await page.getByTestId('test-query').click();
    await page.getByTestId('results-diff-tab').filter({ hasText: 'matches' }).waitFor();
    await page.getByTestId('results-result-tab').click();
    await until('two changed orders', async () => expect(squash(await orders.locator('.sample-diff-title').innerText())).toBe('orders 0 rows added, 0 removed, 2 changed, 4 unchanged'));
    const changed = squash(await orders.getByTestId('data-changes-changed').innerText());
    expect(changed).toMatch(/before 1 1 120 .*after 1 1 108/i);
    expect(changed).toMatch(/before 4 3 300 .*after 4 3 270/i);
    await screenshot(page, 'data-changing-02-right-statement');

    // `> 100` is right on the sample (no order of exactly 100.00): a hidden dataset tells, and names its kind of case.
    await typeSql(page, STRICT);
    await page.getByTestId('submit-solution').click();
    const result = page.getByTestId('result-panel');
    await result.getByText(/hidden dataset/).waitFor();
    expect(squash(await result.innerText())).toMatch(/The first hidden dataset where it differs holds .+\./);
    await screenshot(page, 'data-changing-03-hidden-case');

    await result.getByRole('button', { name: /Try Again/ }).click();
    await page.getByTestId('submit-solution').waitFor();
    await typeSql(page, RIGHT);
    await page.getByTestId('submit-solution').click();
    await result.getByRole('heading', { name: 'Correct Solution!' }).waitFor();
    await screenshot(page, 'data-changing-04-solved');
  });
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

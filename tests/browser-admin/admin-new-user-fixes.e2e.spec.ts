import type { Browser, Page } from 'playwright-core';
import { type apiClient, createValidatedChallenge, newLearner, type TestProduct } from '../support/product';
import { closeAdminSuite, openAdminSuite, ORDERS_SETUP, ORDERS_SOLUTION, screenshot, signedInContext } from './browser';

// Issue 13, part 9, on the admin screens: '/admin/events' refuses a learner and stops asking; descriptions are
// Markdown like on the learner page; the generator's concept list shows whole rows; the event tables' dates do
// not wrap.

jest.setTimeout(240_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let browser: Browser;

beforeAll(async () => {
  ({ product, api, admin, browser } = await openAdminSuite());
}, 600_000);

afterAll(() => closeAdminSuite({ product, browser }));

test("/admin/events shows 'Access Denied' to a learner and polls nothing", async () => {
  const learner = await newLearner(api);
  const context = await signedInContext(browser, learner.token);
  const page = await context.newPage();
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/admin/')) adminCalls.push(r.url());
  });
  try {
    await page.goto(`${product.url}/admin/events`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin access is required to view this page.').waitFor();
    await page.waitForTimeout(5_000); // more than two poll intervals
    expect(adminCalls).toEqual([]);
    await screenshot(page, 'events-access-denied');
  } finally {
    await context.close();
  }
});

/** A cell's text stays on one line: no wrapping, its height one line box. */
async function oneLine(page: Page, selector: string): Promise<Array<{ text: string; lines: number; whiteSpace: string }>> {
  return (await page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const lineTops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return { text: (cell.textContent || '').trim(), lines: lineTops.size, whiteSpace: getComputedStyle(cell).whiteSpace };
  })`)) as Array<{ text: string; lines: number; whiteSpace: string }>;
}

test('admin screens: Markdown descriptions, event dates on one line, whole rows in the concept list', async () => {
  const description = 'Finance wants the **total** per customer.\n\nReturn:\n- `customer`\n- `total`';
  const id = await createValidatedChallenge(api, admin, {
    title: 'Markdown totals',
    description,
    difficulty_rating: 1200,
    estimated_time_minutes: 1,
    schema_setup: ORDERS_SETUP,
    correct_solution: ORDERS_SOLUTION,
  });
  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  try {
    // The detail renders the description like the learner page; the list shows it as plain text.
    await page.goto(`${product.url}/admin/challenges/${id}`);
    const rendered = page.locator('.challenge-description').filter({ hasText: 'Finance wants' });
    await rendered.waitFor();
    expect(await rendered.locator('strong').innerText()).toBe('total');
    expect(await rendered.locator('li').count()).toBe(2);
    expect(await rendered.innerHTML()).not.toContain('**');
    await page.getByText('1 minute', { exact: true }).waitFor();
    await screenshot(page, 'detail-markdown');
    await page.goto(`${product.url}/admin/challenges`);
    const row = page.locator('tr').filter({ hasText: 'Markdown totals' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Finance wants the total per customer. Return: customer total');
    expect(await row.innerText()).not.toContain('**');

    // Event Stream: the streams table's and the rating history's dates never wrap, even in a narrow window.
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(`${product.url}/admin/events?tab=streams`);
    await page.getByTestId('streams-table').locator('tbody tr').first().waitFor();
    const dates = await oneLine(page, '[data-testid="streams-table"] tbody td:nth-child(3)');
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatchObject({ lines: 1, whiteSpace: 'nowrap' });
    await screenshot(page, 'events-streams-dates');
    await page.goto(`${product.url}/admin/events?tab=live`);
    await page.getByTestId('live-events').getByTestId('event-item').first().waitFor({ timeout: 20_000 });
    const eventDates = await oneLine(page, '[data-testid="event-item"] summary .nowrap');
    expect(eventDates.length).toBeGreaterThan(0);
    for (const d of eventDates) expect(d.lines).toBe(1);
    await page.setViewportSize({ width: 1440, height: 960 });

    // Generator: the SQL Concepts list shows three whole rows, none cut.
    await page.goto(`${product.url}/admin/challenge-generator`);
    const concepts = page.getByTestId('template-0').getByLabel('SQL Concepts');
    await concepts.locator('option').nth(3).waitFor({ state: 'attached' });
    const conceptsId = await concepts.getAttribute('id');
    // Rows visible between the first option's top and the list's inner bottom edge (a padding there would show
    // a sliver of the fourth row).
    const box = (await page.evaluate(`(() => {
      const select = document.getElementById(${JSON.stringify(conceptsId)});
      const bottom = select.getBoundingClientRect().bottom - parseFloat(getComputedStyle(select).borderBottomWidth);
      const first = select.options[0].getBoundingClientRect();
      return { option: first.height, rows: (bottom - first.top) / first.height, size: select.size };
    })()`)) as { option: number; rows: number; size: number };
    expect(box.size).toBe(3);
    expect(box.option).toBeGreaterThan(10);
    expect(box.rows).toBeCloseTo(3, 1);
    await screenshot(page, 'generator-concepts');

    // The admin screens follow dark mode too (the system setting here).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${product.url}/admin/challenges`);
    await page.locator('tr').filter({ hasText: 'Markdown totals' }).waitFor();
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    await screenshot(page, 'dark-challenges');
    await page.goto(`${product.url}/admin/challenges/${id}`);
    await page.locator('.challenge-description').filter({ hasText: 'Finance wants' }).waitFor();
    await screenshot(page, 'dark-challenge-detail');
  } finally {
    await context.close();
  }
});

import type { Browser } from 'playwright-core';
import { type apiClient, newLearner, type TestProduct } from '../support/product';
import { closeAdminSuite, collectDialogs, openAdminSuite, ORDERS_SETUP as SETUP, ORDERS_SOLUTION as SOLUTION, screenshot, signedInContext } from './browser';

jest.setTimeout(240_000);

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let browser: Browser;

beforeAll(async () => {
  ({ product, api, admin, browser } = await openAdminSuite());
}, 600_000);

afterAll(() => closeAdminSuite({ product, browser }));

test("a learner sees 'Access Denied' on the admin screens", async () => {
  const learner = await newLearner(api);
  const context = await signedInContext(browser, learner.token);
  const page = await context.newPage();
  try {
    await page.goto(`${product.url}/admin/challenges`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin access is required to view this page.').waitFor();
    expect(await page.getByRole('heading', { name: 'Administration' }).count()).toBe(0);
    await screenshot(page, 'access-denied');

    await page.goto(`${product.url}/admin/challenge-generator`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin access required', { exact: true }).waitFor();
  } finally {
    await context.close();
  }
});

test('an admin creates, validates, edits, views, archives and unarchives a challenge', async () => {
  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  const alerts = collectDialogs(page);
  try {
    await page.goto(`${product.url}/admin/challenges`);
    await page.getByRole('heading', { name: 'Admin: Challenges Management' }).waitFor();
    await page.getByRole('heading', { name: 'Administration' }).waitFor();

    // Create: a broken setup script is refused by the sandbox and the error shows in the dialog.
    await page.getByRole('button', { name: 'Add Challenge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Challenge' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Difficulty Rating').inputValue()).toBe('1200');
    expect(await dialog.getByLabel(/Estimated Time/).inputValue()).toBe('5');
    expect(await dialog.getByLabel('Status').inputValue()).toBe('active');
    await dialog.getByLabel('Title', { exact: true }).fill('Customer totals');
    await dialog.getByLabel('Description', { exact: true }).fill('Return each customer and their total order amount, largest first (ties by name).');
    await dialog.getByLabel('Category').selectOption('AGGREGATION');
    await dialog.getByLabel('Schema Setup (SQL)').fill('CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL;');
    await dialog.getByLabel('Correct Solution (SQL)').fill(SOLUTION);
    await dialog.getByRole('button', { name: 'Create Challenge' }).click();
    const error = dialog.getByTestId('challenge-form-error');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(5);
    await screenshot(page, 'challenge-dialog-error');

    await dialog.getByLabel('Schema Setup (SQL)').fill(SETUP);
    await dialog.getByRole('button', { name: 'Create Challenge' }).click();
    await dialog.waitFor({ state: 'detached' });
    const list = await api.get('/admin/challenges/list?page=1&limit=20', admin);
    const id: number = list.body.challenges.find((c: any) => c.title === 'Customer totals').id;
    const row = page.getByTestId(`challenge-row-${id}`);
    await row.waitFor();
    await row.getByText('Intermediate').waitFor();
    await row.getByText('AGGREGATION').waitFor();

    // Validate from the row.
    await row.getByRole('button', { name: 'Validate Customer totals' }).click();
    await row.getByTestId('challenge-validation').getByText('Validated').waitFor();
    // …with its mutation score: the share of plausible wrong answers its hidden datasets reject
    await row.getByTestId('mutation-score').waitFor();
    expect(await row.getByTestId('mutation-score').textContent()).toMatch(/Mutation score \d\.\d\d \(\d+ surviving\)/);

    // Edit: the dialog is filled from the full record; the list shows the new title.
    await row.getByRole('button', { name: 'Edit Customer totals' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Challenge' });
    await edit.waitFor();
    expect(await edit.getByLabel('Schema Setup (SQL)').inputValue()).toContain('CREATE TABLE orders');
    await edit.getByLabel('Title', { exact: true }).fill('Customer totals (edited)');
    await edit.getByRole('button', { name: 'Update Challenge' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Customer totals (edited)').waitFor();
    if (!(await api.get(`/admin/challenges/${id}`, admin)).body.validated) {
      await api.post(`/admin/challenges/${id}/validate`, undefined, admin);
    }

    // Validate All reports its counts.
    await page.getByRole('button', { name: 'Validate All' }).click();
    await page.getByTestId('admin-notice').getByText(/Validation finished: 1 passed, 0 failed/).waitFor();

    // View opens the detail in a new tab.
    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: 'View Customer totals (edited) in a new tab' }).click(),
    ]);
    await detail.getByRole('heading', { name: 'Customer totals (edited)' }).waitFor();
    await detail.getByRole('heading', { name: 'Database Schema & Sample Data' }).waitFor();
    await detail.getByTestId('table-orders').waitFor();
    await detail.getByRole('heading', { name: 'Expected Output' }).waitFor();
    await detail.getByTestId('detail-mutation').getByRole('heading', { name: 'Mutation Analysis' }).waitFor();
    await detail.getByTestId('mutation-stats').getByText('Threshold').waitFor();
    await detail.getByTestId('detail-solution').locator('.monaco-editor').waitFor({ timeout: 30_000 });
    expect(await detail.getByRole('link', { name: 'View All Attempts' }).getAttribute('href')).toBe(`/admin/attempts?challenge_id=${id}`);
    await detail.getByText('Additional Information').waitFor();
    await detail.getByText('Manual', { exact: true }).waitFor();
    await detail.waitForTimeout(500);
    await screenshot(detail, 'challenge-detail');
    await detail.close();

    // A learner attempts it, so deleting archives it.
    const learner = await newLearner(api);
    const daily = await api.get('/challenges/daily', learner.token);
    expect(daily.body.id).toBe(id);
    await api.post(`/challenges/start/${id}`, undefined, learner.token);
    const submitted = await api.post(`/challenges/${id}/submit`, { sql_solution: SOLUTION }, learner.token);
    expect(submitted.body.is_correct).toBe(true);

    // The list's stats come from a projection: wait until it has counted the attempt.
    await waitFor(async () => (await api.get(`/admin/challenges/${id}`, admin)).body.total_attempts === 1);
    await page.reload();
    await row.getByText('1 attempt', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Delete Customer totals (edited)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Challenge' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await page.getByTestId('admin-notice').getByText('has attempts, so it was archived').waitFor();
    await row.getByTestId('challenge-status').getByText('archived').waitFor();
    await screenshot(page, 'challenges-archived');

    await row.getByRole('button', { name: 'Unarchive Customer totals (edited)' }).click();
    await row.getByTestId('challenge-status').getByText('active').waitFor();
    expect((await api.get(`/admin/challenges/${id}`, admin)).body.status).toBe('active');
    await screenshot(page, 'challenges-list');
    expect(alerts).toEqual([]);
  } finally {
    await context.close();
  }
});

import type { Browser } from 'playwright-core';
import { type apiClient, type TestProduct } from '../support/product';
import { closeAdminSuite, openAdminSuite, ORDERS_SETUP as SETUP, screenshot, signedInContext } from './browser';

jest.setTimeout(240_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let browser: Browser;

beforeAll(async () => {
  ({ product, api, admin, browser } = await openAdminSuite());
}, 600_000);

afterAll(() => closeAdminSuite({ product, browser }));

test('an admin names the checked tables of a data-changing challenge in the form (decision 029)', async () => {
  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  try {
    await page.goto(`${product.url}/admin/challenges`);
    await page.getByRole('button', { name: 'Add Challenge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Challenge' });
    await dialog.waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill('Top up small orders');
    await dialog.getByLabel('Description', { exact: true }).fill('Write one UPDATE on `orders` that adds 10 to the amount of every order under 100. Graded by the rows of `orders`.');
    await dialog.getByLabel('Category').selectOption('SELECT');
    await dialog.getByLabel('Schema Setup (SQL)').fill(SETUP);

    // a query solution has no checked tables; a data-changing one asks for them
    await dialog.getByLabel('Correct Solution (SQL)').fill('SELECT id FROM orders');
    expect(await dialog.getByLabel('Checked Tables').count()).toBe(0);
    await dialog.getByLabel('Correct Solution (SQL)').fill('UPDATE orders SET amount = amount + 10 WHERE amount < 100');
    await dialog.getByLabel('Checked Tables').fill('orders');
    await screenshot(page, 'challenge-dialog-checked-tables');
    await dialog.getByRole('button', { name: 'Create Challenge' }).click();
    await dialog.waitFor({ state: 'detached' });

    const list = await api.get('/admin/challenges/list?page=1&limit=50', admin);
    const id: number = list.body.challenges.find((c: { title: string }) => c.title === 'Top up small orders').id;
    expect((await api.get(`/admin/challenges/${id}`, admin)).body.checks).toEqual(['orders']);

    // the edit dialog shows them again
    const row = page.getByTestId(`challenge-row-${id}`);
    await row.getByRole('button', { name: 'Edit Top up small orders' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Challenge' });
    await edit.waitFor();
    expect(await edit.getByLabel('Checked Tables').inputValue()).toBe('orders');
  } finally {
    await context.close();
  }
});

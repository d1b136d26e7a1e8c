import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { adminToken, apiClient, startTestProduct, type TestProduct } from '../support/product';
import { ensureFrontendBuilt } from '../support/frontend-build';


export const ROOT = path.resolve(__dirname, '../..');
const SCREENSHOTS = path.join(ROOT, 'artifacts', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A desktop-sized context already signed in with the given token (the app reads localStorage.authToken). */
export async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.addInitScript({ content: `window.localStorage.setItem('authToken', ${JSON.stringify(token)});` });
  return context;
}

/** Records alert texts and accepts them (the admin screens use alerts for some results). */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (d) => {
    messages.push(d.message());
    void d.accept();
  });
  return messages;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `admin-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A challenge the admin flows create, validate, edit and attempt. */
export const ORDERS_SETUP = `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO orders (customer, amount) VALUES ('Ann', 120.00), ('Bob', 80.50), ('Ann', 45.25), ('Cid', 300.00);`;
export const ORDERS_SOLUTION = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';

export interface AdminSuite {
  product: TestProduct;
  api: ReturnType<typeof apiClient>;
  admin: string;
  browser: Browser;
}

/** The client built, the product started, the admin signed in over the API, Chromium launched. */
export async function openAdminSuite(): Promise<AdminSuite> {
  await ensureFrontendBuilt();
  const product = await startTestProduct();
  const api = apiClient(product.url);
  return { product, api, admin: await adminToken(api), browser: await launchBrowser() };
}

export async function closeAdminSuite(suite: Partial<AdminSuite>): Promise<void> {
  await suite.browser?.close();
  await suite.product?.stop();
}

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import { launchBrowser, newContext } from './support/browser';
import { ensureFrontendBuilt } from '../support/frontend-build';

// Issue 16, serving: the bytes a cold browser transfers for the landing page, the dashboard and the
// challenge page (compressed, as sent) beside the bytes the same responses hold uncompressed (what the
// server sent before precompressed assets). Written to artifacts/page-weight.json.

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
let learnerToken: string;

beforeAll(async () => {
  await ensureFrontendBuilt();
  const launching = launchBrowser().then((b) => (browser = b));
  product = await startTestProduct().finally(() => launching);
  await launching;
  api = apiClient(product.url);
  await createValidatedChallenge(api, await adminToken(api), {
    title: 'Page weight probe',
    description: 'Return every `name` of `t`, ordered by `name`.',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'SELECT',
    schema_setup: "CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL);\nINSERT INTO t (id, name) VALUES (1, 'b'), (2, 'a'), (3, 'c');",
    correct_solution: 'SELECT name FROM t ORDER BY name',
  });
  learnerToken = (await newLearner(api)).token;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

interface Weight {
  requests: number;
  wire: number;
  uncompressed: number;
}

/** Loads `url` in a fresh profile and sums, over every response, the encoded bytes and the decoded ones. */
async function weigh(url: string, ready: (page: Page) => Promise<void>, token?: string): Promise<Weight> {
  const context = await newContext(browser, product.url, token ? { token } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const weight: Weight = { requests: 0, wire: 0, uncompressed: 0 };
  cdp.on('Network.dataReceived', (e: { dataLength: number }) => (weight.uncompressed += e.dataLength));
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    weight.requests++;
    weight.wire += e.encodedDataLength;
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return weight;
}

test('bytes on the wire per page: every page compressed, the challenge page under 1.2 MB', async () => {
  const pages = {
    landing: await weigh('/', (p) => p.getByTestId('spots-counter').waitFor()),
    dashboard: await weigh('/dashboard', (p) => p.getByTestId('stat-cards').waitFor(), learnerToken),
    challenge: await weigh('/challenge', (p) => p.getByTestId('sql-editor').locator('.monaco-editor').waitFor(), learnerToken),
  };
  fs.mkdirSync(path.resolve(__dirname, '../../artifacts'), { recursive: true });
  fs.writeFileSync(path.resolve(__dirname, '../../artifacts/page-weight.json'), JSON.stringify(pages, null, 2));
  console.log(Object.entries(pages).map(([name, w]) => `${name}: ${(w.wire / 1024).toFixed(0)} KiB on the wire, ${(w.uncompressed / 1024).toFixed(0)} KiB uncompressed, ${w.requests} requests`).join('\n'));
  // fonts (woff2) and images are compressed already: a page of them shrinks less than a page of script
  for (const w of Object.values(pages)) expect(w.wire).toBeLessThan(w.uncompressed / 2);
  expect(pages.challenge.wire).toBeLessThan(1.2 * 1024 * 1024);
}, 120_000);

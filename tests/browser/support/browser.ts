import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOTS = path.resolve(__dirname, '../../../artifacts/screenshots');
export const VIEWPORT = { width: 1366, height: 860 };

/** Debian's Chromium, headless; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** A fresh browser profile on the product's origin; `token` signs it in before any page script runs. */
export async function newContext(browser: Browser, baseURL: string, opts: { token?: string; timezoneId?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, timezoneId: opts.timezoneId ?? 'UTC', locale: 'en-US', reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  if (opts.token) await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(opts.token)});` });
  return context;
}

/** Saves a PNG of the whole page under artifacts/screenshots/. Chromium's own full-page capture draws sticky and
 *  fixed parts (sidebar, timer, modal backdrop) at the scroll position, so the window is made as tall as the page
 *  instead: the picture is what a screen that tall would show. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const viewport = page.viewportSize() ?? VIEWPORT;
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.waitForTimeout(150); // one layout pass for the editor and charts after the resize
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  } finally {
    if (height > viewport.height) await page.setViewportSize(viewport);
  }
}

/** Collects uncaught page errors and console errors so a test can assert the page stayed healthy. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[19]|Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Retries `check` until it passes (for in-page state that settles without a reload). */
export async function until(what: string, check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Runs `steps`; when they fail, saves a screenshot named `<name>-FAILED` before rethrowing. */
export async function shotOnFailure(page: Page, name: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    await screenshot(page, `${name}-FAILED`).catch(() => undefined);
    throw error;
  }
}

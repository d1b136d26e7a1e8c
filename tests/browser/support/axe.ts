import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (from node_modules, evaluated in the page: no CDN; evaluation is not subject to the product's
 * `script-src 'self'`, a script tag would be) on the page as it is and returns the serious and critical
 * violations, each with the elements it found.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(`(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' :: ' + (n.failureSummary || '').split('\\n').slice(1, 2).join('')) }));
  })()`)) as AxeFinding[];
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Both palettes of theme.css meet WCAG AA for the text/background pairs the styles use.
const css = fs.readFileSync(path.resolve(__dirname, 'theme.css'), 'utf8');

function palette(selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  const vars: Record<string, string> = {};
  for (const m of body.matchAll(/--([\w-]+):\s*([^;]+);/g)) vars[m[1]] = m[2].trim();
  return vars;
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['text', 'bg'], ['text', 'surface'], ['text', 'surface-2'], ['muted', 'bg'], ['muted', 'surface'], ['muted', 'surface-2'],
  ['primary', 'surface'], ['primary', 'bg'], ['on-primary', 'primary'], ['primary-strong', 'primary-50'], ['primary', 'primary-50'],
  ['success', 'surface'], ['danger', 'surface'], ['warning', 'surface'], ['accent', 'surface'],
  ['success-text', 'success-50'], ['danger-text', 'danger-50'], ['warning-text', 'warning-50'], ['danger', 'danger-50'],
  ['banner-text', 'banner-from'], ['banner-text', 'banner-to'],
  ['green-fg', 'green-bg'], ['grey-fg', 'grey-bg'], ['slate-fg', 'slate-bg'], ['blue-fg', 'blue-bg'], ['yellow-fg', 'yellow-bg'],
  ['amber-fg', 'amber-bg'], ['red-fg', 'red-bg'], ['purple-fg', 'purple-bg'], ['violet-fg', 'violet-bg'], ['orange-fg', 'orange-bg'],
  ['text', 'row-hover'], ['text', 'current-row'], ['text', 'selected-card'], ['calendar-outside', 'bg'], ['calendar-outside', 'surface'],
];

describe.each([
  ['light', ':root, :root[data-theme'],
  ['dark', ":root[data-theme='dark']"],
])('%s palette', (_name, selector) => {
  const p = palette(selector);

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(p[fg], fg).toMatch(/^#/);
    expect(p[bg], bg).toMatch(/^#/);
    expect(contrast(p[fg], p[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('white on the danger button reaches 4.5:1', () => {
    expect(contrast('#ffffff', p['danger-button'])).toBeGreaterThanOrEqual(4.5);
  });
});

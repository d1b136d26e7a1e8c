import type { GenerationTemplate } from '../api/types';

export const GENERATOR_LIMITS = { countMin: 1, countMax: 50, timeMin: 1, timeMax: 15 } as const;
export const PREVIEW_DESCRIPTION_CHARS = 100;

/** Default template: beginner, ecommerce, basic_select, count 1, 5 minutes. */
export const defaultTemplate = (): GenerationTemplate => ({
  difficulty: 'beginner',
  industry_context: 'ecommerce',
  sql_concepts: ['basic_select'],
  count: 1,
  estimated_time: 5,
});

/** Generator badge colours: below 1000 green, below 1400 primary, below 1800 purple, else red. */
export function eloBadgeColour(rating: number): 'green' | 'primary' | 'purple' | 'red' {
  if (rating < 1000) return 'green';
  if (rating < 1400) return 'primary';
  if (rating < 1800) return 'purple';
  return 'red';
}

export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** 'window_functions' → 'Window Functions', 'hr' → 'HR'. */
const SPECIAL_LABELS: Record<string, string> = { saas: 'SaaS', hr: 'HR', ctes: 'CTEs', case_when: 'CASE WHEN', basic_select: 'Basic SELECT' };

export function optionLabel(value: string): string {
  return SPECIAL_LABELS[value] ?? value.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function truncateDescription(text: string, max = PREVIEW_DESCRIPTION_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const totalCount = (templates: GenerationTemplate[]) => templates.reduce((n, t) => n + t.count, 0);

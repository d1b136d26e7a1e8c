import type { ChallengeCategory } from '../../challenge-fields';
import type { ConceptSlug } from '../../concepts';
import type { Industry, SqlConcept } from '../../generator.constants';
import type { Complexity } from '../concepts/template';
import type { Authored } from '../authored';
import type { Random } from '../random';

/**
 * Issue 14, part 5: dataset shapes beyond the families' people/items/events. Each shape builds its own
 * seeded tables (themed per industry) and its templates ask the questions that shape makes natural:
 * recursive CTEs on a tree, frames and LAG on daily readings, semi/anti joins on a link table...
 */
export const SHAPES = ['hierarchy', 'time-series', 'many-to-many', 'ledger', 'history', 'event-log'] as const;
export type ShapeKey = (typeof SHAPES)[number];

/** One generated question on a shape, with everything a catalogue challenge carries. */
export interface ShapeChallenge {
  title: string;
  /** Names every output column in backticks and states the row order (or "Row order does not matter."). */
  description: string;
  /** The output columns, in order (the description names each). */
  columns: string[];
  solution: string;
  setup: string;
  /** sample_data_description */
  data: string;
  tags: string[];
  /** 2–3 progressive hints: a nudge, the key construct, nearly the answer. */
  hints: string[];
  /** The explanation's `### Approach` paragraph(s). */
  approach: string;
  /** The explanation's two common mistakes. */
  mistakes: readonly [string, string];
  /** What was chosen (names the question for deduplication). */
  params: string[];
  /** The question's own accepted readings, wrong answers and invariants (issue 32). */
  authored: Authored;
}

export interface ShapeTemplate {
  id: string;
  shape: ShapeKey;
  /** The admin form's concept this template answers for. */
  sqlConcept: SqlConcept;
  /** 1–3 taxonomy slugs, the main one first. */
  concepts: readonly ConceptSlug[];
  /** Where the question sits on the rating scale; clamped into the requested tier when that stays near the main concept's band. */
  rating: number;
  complexity: Complexity;
  category: ChallengeCategory;
  build(industry: Industry, r: Random): ShapeChallenge;
}

/** A shape's seeded dataset: at least its tables' SQL and their description. */
export interface ShapeData {
  setup: string;
  data: string;
}

/** What a shape question asks: the challenge but for the dataset's SQL and description. */
export type ShapeAsked = Omit<ShapeChallenge, 'setup' | 'data'>;

type ShapeMeta<O> = Omit<ShapeTemplate, 'shape' | 'build'> & { dataset?: O };

/**
 * The template maker of one shape: each template builds the shape's dataset (with its own options,
 * if any) from the seeded source, then asks its question on it with the same source.
 */
export function shapeQuestions<D extends ShapeData, O>(shape: ShapeKey, build: (industry: Industry, r: Random, options?: O) => D) {
  return ({ id, dataset, ...meta }: ShapeMeta<O>, ask: (d: D, r: Random) => ShapeAsked): ShapeTemplate => ({
    id,
    shape,
    ...meta,
    build(industry, r) {
      const d = build(industry, r, dataset);
      return { ...ask(d, r), setup: d.setup, data: d.data };
    },
  });
}

/** Markdown of an explanation: Approach, Solution (the reference in a sql block), Common mistakes (two). */
export function explanation(approach: string, solution: string, mistakes: readonly string[]): string {
  return [
    '### Approach',
    '',
    approach.trim(),
    '',
    '### Solution',
    '',
    '```sql',
    solution.trim(),
    '```',
    '',
    '### Common mistakes',
    '',
    ...mistakes.map((m, i) => `${i + 1}. ${m.trim()}`),
  ].join('\n');
}

export const DAY_MS = 86_400_000;

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:MM:SS` from a date and minutes after midnight. */
export function stamp(isoDate: string, minutes: number): string {
  const t = new Date(Date.parse(`${isoDate}T00:00:00Z`) + minutes * 60_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

/** Distinct full names (first + last), deterministic for the random source. */
export function personNames(r: Random, n: number, first: readonly string[], last: readonly string[]): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(`${r.pick(first)} ${r.pick(last)}`);
  return [...out];
}

export const round2 = (x: number): number => Math.round(x * 100) / 100;

/** "a, b and c" */
export function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "a" or "an" before a word ("an office", "a user"). */
export const an = (word: string): string => `${/^[aeio]|^u(?!s)|^hour/i.test(word) ? 'an' : 'a'} ${word}`;

/** A simple English plural ("skill groups", "drug classes", "categories"). */
export const plural = (word: string): string => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`);

import { type Cell, literal } from '../../sql-literals';
import type { ChallengeCategory } from '../../challenge-fields';
import type { ConceptSlug } from '../../concepts';
import type { Dataset, Part } from '../dataset';
import type { Col } from '../family';
import type { Authored } from '../authored';
import type { Random } from '../random';

export type Complexity = 0 | 1 | 2;

/** One question about a dataset, before validation. */
export interface Draft {
  title: string;
  description: string;
  solution: string;
  parts: Part[];
  tags: string[];
  category?: ChallengeCategory;
  /** The question's own accepted readings, wrong answers and invariants (issue 32). */
  authored: Authored;
}

export interface QuestionTemplate {
  id: string;
  complexity: Complexity;
  /** 1–3 taxonomy slugs, the main one first. */
  concepts: readonly ConceptSlug[];
  /** Returns the draft and the parameters chosen (they name the question for deduplication). */
  build(ds: Dataset, r: Random): { draft: Draft; params: string[] };
}

/** A question's draft with the parameters chosen beside its fields. */
export type Asked = Draft & { params: string[] };

/** A family question: its id, complexity and concepts, and what it asks on a seeded dataset. */
export function question(id: string, complexity: Complexity, concepts: readonly ConceptSlug[], ask: (ds: Dataset, r: Random) => Asked): QuestionTemplate {
  return {
    id,
    complexity,
    concepts,
    build(ds, r) {
      const { params, ...draft } = ask(ds, r);
      return { draft, params };
    },
  };
}

/** A numeric measure of the events table, with how to show it. */
export interface Measure extends Col {
  money: boolean;
}

export function measures(ds: Dataset): Measure[] {
  const E = ds.family.events;
  return [
    { ...E.amount, money: true },
    { ...E.count, money: false },
  ];
}

/** A text column to group by, with the table alias it lives on. */
export interface Grouping extends Col {
  alias: 'p' | 'i' | 'e';
  part: Part;
}

export function groupings(ds: Dataset): Grouping[] {
  const { people: P, items: I, events: E } = ds.family;
  return [
    { ...P.group, alias: 'p', part: 'people' },
    { ...I.category, alias: 'i', part: 'items' },
    { ...E.status, alias: 'e', part: 'events' },
  ];
}

export const lit = (v: Cell): string => literal(v);
export const code = (s: string): string => `\`${s}\``;
export const cols = (...names: string[]): string => names.map(code).join(', ');
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const titleCase = (s: string): string => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
export const UNORDERED = 'Row order does not matter.';

/** Distinct values of a column in the rows, sorted. */
export function valuesOf(rows: Array<Record<string, Cell>>, col: string): Cell[] {
  return [...new Set(rows.map((r) => r[col]))].filter((v) => v !== null).sort((a, b) => (String(a) < String(b) ? -1 : 1));
}

/** A value at the given quantile of a numeric column, rounded down to a "round" number. */
export function threshold(rows: Array<Record<string, Cell>>, col: string, q: number): number {
  const xs = rows.map((r) => Number(r[col])).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const x = xs[Math.min(xs.length - 1, Math.max(0, Math.floor(q * xs.length)))] ?? 0;
  const step = x >= 1000 ? 100 : x >= 100 ? 10 : x >= 10 ? 5 : 1;
  return Math.floor(x / step) * step;
}

/** The SQL lines joined, indented as the demo catalogue writes them. */
export const sql = (...lines: Array<string | false | undefined>): string => lines.filter((l): l is string => !!l).join('\n');
export const para = (...ps: Array<string | false | undefined>): string => ps.filter((p): p is string => !!p).join('\n\n');

/**
 * Near-duplicates. Two challenges are near-duplicates when their titles are equal once case and
 * punctuation are ignored, or when they use the same tables (same schema family) and their
 * reference solutions have the same normalised structure and parameters (case, spacing, comments
 * and numbers ignored, so "over 100" and "over 200" are one question, while 'delivered' and
 * 'cancelled' are different parameters), or when those normalised solutions' token bigrams
 * overlap by at least 90%.
 */
export interface Fingerprint {
  title: string;
  tables: string;
  shape: string;
  bigrams: Set<string>;
}

export const SIMILARITY_THRESHOLD = 0.9;

export function fingerprint(c: { title: string; correct_solution: string; schema_setup: string }): Fingerprint {
  const shape = solutionShape(c.correct_solution);
  return { title: normaliseTitle(c.title), tables: tableKey(c.schema_setup), shape, bigrams: bigrams(shape) };
}

export function isNearDuplicate(a: Fingerprint, b: Fingerprint): boolean {
  if (a.title && a.title === b.title) return true;
  if (a.tables !== b.tables) return false;
  return a.shape === b.shape || jaccard(a.bigrams, b.bigrams) >= SIMILARITY_THRESHOLD;
}

export function normaliseTitle(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The solution with comments, numbers, case and spacing normalised away (text literals are parameters: kept). */
export function solutionShape(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .toLowerCase()
    .replace(/'(?:[^']|'')*'|\b\d+(\.\d+)?\b/g, (m) => (m.startsWith("'") ? m.replace(/\s+/g, '_') : '?'))
    .replace(/([(),;])/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .replace(/[\s;]+$/, '')
    .trim();
}

/** The sorted table names a setup script creates: the schema family. */
export function tableKey(setupSql: string): string {
  const names = [...setupSql.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => (m[1] ?? '').toLowerCase());
  return [...new Set(names)].sort().join(',');
}

function bigrams(shape: string): Set<string> {
  const tokens = shape.split(' ');
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) out.add(`${tokens[i]} ${tokens[i + 1]}`);
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Accepted fingerprints so far; claims are made before the (slow) sandbox check and released on failure. */
export class DuplicateGuard {
  private readonly taken: Fingerprint[] = [];

  constructor(existing: Fingerprint[] = []) {
    this.taken.push(...existing);
  }

  claim(f: Fingerprint): boolean {
    if (this.taken.some((t) => isNearDuplicate(t, f))) return false;
    this.taken.push(f);
    return true;
  }

  release(f: Fingerprint): void {
    const i = this.taken.findIndex((t) => t === f || (t.title === f.title && t.shape === f.shape && t.tables === f.tables));
    if (i >= 0) this.taken.splice(i, 1);
  }
}

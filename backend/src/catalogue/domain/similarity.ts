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

/**
 * Clones (issue 37): two solutions that share more than this share of their tokens are one pattern
 * retold, whatever the industry, unless a file's `clone_notes` says why the pair is fine.
 */
export const CLONE_THRESHOLD = 0.7;

function tokenCounts(sql: string): { counts: Map<string, number>; total: number } {
  const tokens = solutionShape(sql).split(' ').filter(Boolean);
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { counts, total: tokens.length };
}

/**
 * The share of solution tokens two solutions have in common: the tokens of their normalised shapes
 * (numbers as `?`) matched as multisets, over the longer solution's token count, so a short query that
 * is a fragment of a long one is not a clone of it.
 */
export function sharedTokenShare(a: string, b: string): number {
  return shareOf(tokenCounts(a), tokenCounts(b));
}

function shareOf(x: ReturnType<typeof tokenCounts>, y: ReturnType<typeof tokenCounts>): number {
  if (!x.total || !y.total) return 0;
  let shared = 0;
  for (const [t, n] of x.counts) shared += Math.min(n, y.counts.get(t) ?? 0);
  return shared / Math.max(x.total, y.total);
}

/** Every pair over CLONE_THRESHOLD, with its share; `later` is the second one in the given order. */
export function clonePairs(solutions: ReadonlyArray<{ slug: string; correct_solution: string }>): Array<{ earlier: string; later: string; share: number }> {
  const counted = solutions.map((s) => ({ slug: s.slug, ...tokenCounts(s.correct_solution) }));
  const pairs: Array<{ earlier: string; later: string; share: number }> = [];
  for (let i = 0; i < counted.length; i++) {
    for (let j = 0; j < i; j++) {
      const x = counted[i]!;
      const y = counted[j]!;
      // the share cannot pass the threshold unless the shorter solution is longer than that share of the other
      if (Math.min(x.total, y.total) <= CLONE_THRESHOLD * Math.max(x.total, y.total)) continue;
      const share = shareOf(x, y);
      if (share > CLONE_THRESHOLD) pairs.push({ earlier: y.slug, later: x.slug, share });
    }
  }
  return pairs;
}

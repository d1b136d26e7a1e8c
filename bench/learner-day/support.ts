import { throwawayDatabase } from '../support/throwaway-database';

export { type Throwaway } from '../support/throwaway-database';

/** Where the bench keeps anything it has to start itself (embedded PostgreSQL, sandbox, Redis). */
export const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench-ld';

/** A database of its own for one section of this bench. */
export const sectionDatabase = (label: string) => throwawayDatabase({ label: `ld_${label}`, dataDir: DATA_DIR, embeddedPort: 54352 });

/** Sorted-sample percentile (nearest rank). */
export function pct(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export class Samples {
  private readonly by = new Map<string, number[]>();
  add(name: string, ms: number): void {
    const xs = this.by.get(name) ?? [];
    xs.push(ms);
    this.by.set(name, xs);
  }
  get(name: string): number[] {
    return [...(this.by.get(name) ?? [])].sort((a, b) => a - b);
  }
  names(): string[] {
    return [...this.by.keys()];
  }
}

/** Times `fn` up to `n` times (sequentially, at least 5) or until `budgetMs` is spent; sorted milliseconds. */
export async function timeEach(n: number, fn: (i: number) => Promise<unknown>, budgetMs = BUDGET_MS): Promise<number[]> {
  const out: number[] = [];
  const until = performance.now() + budgetMs;
  for (let i = 0; i < n && (i < 5 || performance.now() < until); i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

const BUDGET_MS = Number(process.env.BENCH_BUDGET_SECONDS ?? 8) * 1000;

export const ms = (x: number): string => (Number.isFinite(x) ? (x < 10 ? x.toFixed(3) : x.toFixed(1)) : '-');
export const int = (x: number): string => Math.round(x).toLocaleString('en-US');

/** A plain left-aligned text table. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

import { prng, seedFrom } from '../../../kernel/prng';

/** Seeded choices: the same seed always yields the same dataset and question. */
export class Random {
  private readonly next: () => number;

  constructor(seed: number | string) {
    this.next = prng(typeof seed === 'number' ? seed : seedFrom(seed));
  }

  float(): number {
    return this.next();
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, k);
  }

  /** A money amount with two decimals between min and max. */
  money(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  /** An ISO date between two ISO dates (inclusive). */
  date(from: string, to: string): string {
    const a = Date.parse(`${from}T00:00:00Z`);
    const b = Date.parse(`${to}T00:00:00Z`);
    const day = this.int(0, Math.round((b - a) / 86_400_000));
    return new Date(a + day * 86_400_000).toISOString().slice(0, 10);
  }
}

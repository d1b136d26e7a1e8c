import type { Dataset, Row } from '../dataset';

/**
 * Edge rows for the visible sample: a question that stresses an edge ("strictly above", "at most",
 * "keep duplicates") gets a row that sits on it, so a learner sees it with Test Query and the
 * mutation search can tell the near-miss answers apart.
 */

const unitsOf = (money: boolean): number => (money ? 100 : 1);

/**
 * Scales the values of `col` in `rows` so they add up to `target` (each keeps its share, the rounding
 * goes to the largest). False (and nothing changed) when a value would drop below `floor`.
 */
export function setSum(rows: Row[], col: string, target: number, money: boolean, floor: number): boolean {
  const u = unitsOf(money);
  const values = rows.map((row) => Math.round(Number(row[col]) * u));
  const total = values.reduce((s, v) => s + v, 0);
  const goal = Math.round(target * u);
  if (!rows.length || total <= 0) return false;
  const next = values.map((v) => Math.round((v * goal) / total));
  const largest = next.indexOf(Math.max(...next));
  next[largest] = next[largest]! + goal - next.reduce((s, v) => s + v, 0);
  if (next.some((v) => v < floor * u)) return false;
  rows.forEach((row, i) => (row[col] = next[i]! / u));
  return true;
}

/** Adds `n` units (cents or whole numbers) to `n` different rows, one each. */
function nudge(rows: Row[], col: string, n: number, money: boolean): void {
  const u = unitsOf(money);
  for (let i = 0; i < n; i++) {
    const row = rows[i % rows.length]!;
    row[col] = Math.round(Number(row[col]) * u + 1) / u;
  }
}

/**
 * One person's total of `col` made exactly the average of every person's total (people without
 * events count 0), so "strictly greater than the average" has a row on the edge.
 */
export function personOnAverage(ds: Dataset, col: string, money: boolean, floor: number): void {
  const E = ds.family.events;
  const u = unitsOf(money);
  const n = ds.people.length;
  const totalOf = (id: unknown): number => ds.events.filter((e) => e[E.personFk] === id).reduce((s, e) => s + Math.round(Number(e[col]) * u), 0);
  const all = (): number => ds.events.reduce((s, e) => s + Math.round(Number(e[col]) * u), 0);
  const active = ds.people.filter((p) => ds.events.some((e) => e[E.personFk] === p.id));
  const mean = all() / n;
  const k = [...active].sort((a, b) => Math.abs(totalOf(a.id) - mean) - Math.abs(totalOf(b.id) - mean))[0];
  if (!k || n < 2) return;
  // (all - T_k) must split evenly into n - 1 shares: add a few units to other people's events first
  const others = ds.events.filter((e) => e[E.personFk] !== k.id);
  const rest = all() - totalOf(k.id);
  const fix = (n - 1 - (rest % (n - 1))) % (n - 1);
  if (fix > others.length) return;
  nudge(others, col, fix, money);
  const target = (all() - totalOf(k.id)) / (n - 1);
  setSum(ds.events.filter((e) => e[E.personFk] === k.id), col, target / u, money, floor);
}

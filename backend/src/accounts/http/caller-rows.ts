import type { CallerRow } from '../../platform/http/caller-row';

export type GuardRow = CallerRow & { email: string; is_admin: boolean };

/** Callers remembered at once; beyond it the oldest go (a Map keeps insertion order). */
const MAX_ROWS = 10_000;

/**
 * The callers' `users` rows the auth guard read last, for at most `ttlMs`, so a learner's burst of
 * requests reads the row once instead of once per request (one statement of every request).
 * Only non-admin rows are kept: an admin's row is read on every request, so a revoked admin loses
 * access at once on every route. What a kept row holds does not change once registered (e-mail, zone,
 * starting ELO, creation); a learner promoted to admin is read fresh on the admin routes (the guard
 * passes `fresh`), and at worst sees the plain health report for `ttlMs` more.
 */
export class CallerRows {
  private readonly rows = new Map<number, { row: GuardRow; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(id: number): GuardRow | undefined {
    const hit = this.rows.get(id);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.row;
    this.rows.delete(id);
    return undefined;
  }

  put(row: GuardRow): void {
    this.rows.delete(row.id);
    if (row.is_admin || this.ttlMs <= 0) return;
    if (this.rows.size >= MAX_ROWS) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(row.id, { row, until: this.now() + this.ttlMs });
  }
}

import type { Pool } from 'pg';

/** The admin's attempt search (the HTTP schema validates it). */
export interface AttemptSearch {
  user_id?: number | null;
  challenge_id?: number | null;
  is_correct?: boolean | null;
  date_from?: string | null;
  date_to?: string | null;
  limit: number;
  offset: number;
}

/** The admin's view of submissions, from the admin-attempts read model (deleted ones left out). */
export class AdminAttemptsQuery {
  constructor(private readonly pool: Pool) {}

  async search(q: AttemptSearch) {
    const where: string[] = ['NOT a.deleted'];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (q.user_id) add('a.user_id = ?', q.user_id);
    if (q.challenge_id) add('a.challenge_id = ?', q.challenge_id);
    if (q.is_correct !== null && q.is_correct !== undefined) add('a.is_correct = ?', q.is_correct);
    if (q.date_from) add('a.submitted_at >= ?::timestamptz', q.date_from);
    // A bare date as the upper bound includes that whole day.
    if (q.date_to) add(q.date_to.length === 10 ? `a.submitted_at < (?::date + 1)` : 'a.submitted_at <= ?::timestamptz', q.date_to);
    const filter = where.join(' AND ');
    const { rows: [count] } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_attempts a WHERE ${filter}`, params);
    const { rows } = await this.pool.query(
      `SELECT a.id::int AS id, a.user_id, u.username, u.email AS user_email, a.challenge_id, c.title AS challenge_title, a.attempt_number,
              a.is_correct, a.points_earned, a.elo_change, a.elo_before, a.elo_after, a.execution_time_seconds, a.submitted_at
         FROM admin_attempts a
         LEFT JOIN users u ON u.id = a.user_id
         LEFT JOIN challenge_texts c ON c.challenge_id = a.challenge_id
        WHERE ${filter}
        ORDER BY a.submitted_at DESC, a.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, q.offset],
    );
    return { attempts: rows, total_count: count?.n ?? 0 };
  }

  /** A (not deleted) attempt's owner and challenge; undefined when there is none. */
  async attempt(id: number): Promise<{ userId: number; challengeId: number } | undefined> {
    const { rows: [row] } = await this.pool.query<{ user_id: number; challenge_id: number }>(
      `SELECT user_id, challenge_id FROM admin_attempts WHERE id = $1 AND NOT deleted`,
      [id],
    );
    return row && { userId: row.user_id, challengeId: row.challenge_id };
  }

  /** Every (not deleted) attempt on a challenge, by learner, in id order. */
  async onChallenge(challengeId: number): Promise<Map<number, number[]>> {
    const { rows } = await this.pool.query<{ id: number; user_id: number }>(
      `SELECT id::int AS id, user_id FROM admin_attempts WHERE challenge_id = $1 AND NOT deleted ORDER BY id`,
      [challengeId],
    );
    const byUser = new Map<number, number[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id]);
    return byUser;
  }

  /** Which learner an attempt belongs to (null when unknown or already deleted). */
  async owners(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const { rows } = await this.pool.query<{ id: number; user_id: number }>(
      `SELECT id::int AS id, user_id FROM admin_attempts WHERE id = ANY($1) AND NOT deleted`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.user_id]));
  }
}

import type { Pool, QueryResultRow } from 'pg';

/** What the queries need of the server's clock (the backend's kernel Clock fits). */
export interface Clock {
  now(): Date;
}

/**
 * The current streak at read time: the stored run counts while its last day is the learner's today
 * or yesterday in their own zone (user_stats keeps it from LearnerEnrolled); `$now` is the clock's instant.
 * Needs `s` (user_stats).
 */
export const currentStreakSql = (now: string) =>
  `CASE WHEN s.last_counted_day >= ((${now}::timestamptz AT TIME ZONE s.timezone)::date - 1) THEN s.streak_run ELSE 0 END`;

/**
 * Runs a read-model query; a read model the projector has not installed yet reads as empty, so an
 * API replica started before the projector answers "nothing yet" rather than a 500.
 */
export async function readModel<R extends QueryResultRow>(pool: Pool, sql: string, params: unknown[]): Promise<R[]> {
  try {
    return (await pool.query<R>(sql, params)).rows;
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return [];
    throw err;
  }
}

export const oneDecimal = (n: number | null): number | null => (n === null ? null : Math.round(n * 10) / 10);

import type { Pool } from 'pg';

export interface TypeCount {
  type: string;
  count: number;
  last_position: string;
  last_at: string;
}

/** Counts per type from the `event_type_counts` projection (as far as it has caught up). */
export async function eventTypeCounts(pool: Pool): Promise<TypeCount[]> {
  const { rows } = await pool.query<{ type: string; count: string; last_position: string; last_at: Date }>(
    `SELECT type, count::text, last_position::text, last_at FROM event_type_counts ORDER BY count DESC, type`,
  );
  return rows.map((r) => ({ type: r.type, count: Number(r.count), last_position: r.last_position, last_at: r.last_at.toISOString() }));
}

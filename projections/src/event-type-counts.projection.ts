import type { Projection } from './projection';

/** How many events of each type the store holds: what operators look at first. */
export const eventTypeCounts: Projection = {
  name: 'event_type_counts',
  version: 1,
  handles: '*',
  tables: ['event_type_counts'],
  schema: (t) => [
    `CREATE TABLE ${t('event_type_counts')} (
       type        text PRIMARY KEY,
       count       bigint NOT NULL,
       last_position bigint NOT NULL,
       last_at     timestamptz NOT NULL
     )`,
  ],
  async apply(events, { tx, table }) {
    const byType = new Map<string, { n: number; pos: bigint; at: Date }>();
    for (const e of events) {
      const cur = byType.get(e.type);
      byType.set(e.type, { n: (cur?.n ?? 0) + 1, pos: e.globalPosition, at: e.createdAt });
    }
    // one statement for the batch's types (a learner's append carries two or three)
    const rows = [...byType];
    await tx.query(
      `INSERT INTO ${table('event_type_counts')} AS c (type, count, last_position, last_at)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::timestamptz[])
       ON CONFLICT (type) DO UPDATE SET count = c.count + EXCLUDED.count, last_position = EXCLUDED.last_position, last_at = EXCLUDED.last_at`,
      [rows.map(([type]) => type), rows.map(([, r]) => r.n), rows.map(([, r]) => r.pos.toString()), rows.map(([, r]) => r.at)],
    );
  },
};

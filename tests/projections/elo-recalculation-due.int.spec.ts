import { Pool } from 'pg';
import type { RecordedEvent } from '../../backend/src/platform/eventstore/event-store.port';
import { eloRecalculationDue } from '../../projections/src/learner';
import { createTestDatabase, type TestDatabase } from '../support/db';

let db: TestDatabase;
let pool: Pool;
beforeAll(async () => {
  db = await createTestDatabase('due');
  pool = new Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => {});
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

let position = 0n;
const event = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 10n;
  return { id: `e${position}`, streamId: `learner-${data.userId}`, streamVersion: Number(position), globalPosition: position, type, data, metadata: {}, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))) };
};
const deleted = (userId: number, adminId = 1) => event('AttemptDeleted', { userId, attemptId: Number(position), challengeId: 1, adminId, reason: null, deletedAt: '' });
const regraded = (userId: number, adminId = 1) => event('SubmissionRegraded', { userId, attemptId: Number(position), adminId, correct: true });
const recalculated = (userId: number) => event('EloRecalculated', { userId, before: 1200, after: 1210, adminId: 1, cause: 'x', recalculatedAt: '' });

/** The table after applying `events` in batches of `size` (fresh tables each time). */
async function project(events: RecordedEvent[], size: number) {
  const t = (name: string) => `${name}__s${size}`;
  const client = await pool.connect();
  try {
    for (const ddl of eloRecalculationDue.schema(t)) await client.query(ddl);
    for (let i = 0; i < events.length; i += size) {
      await client.query('BEGIN');
      await eloRecalculationDue.apply(events.slice(i, i + size), { tx: client, table: t });
      await client.query('COMMIT');
    }
    const { rows } = await client.query(`SELECT user_id, since_position::int AS since, admin_id FROM ${t('elo_recalculation_due')} ORDER BY user_id`);
    return rows;
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${t('elo_recalculation_due')}`);
    client.release();
  }
}

test('a learner is due from the first change after their last recalculation, whatever the batches', async () => {
  position = 0n;
  const events = [
    deleted(1), // 10: user 1 due since 10
    regraded(1), // 20: still since 10
    recalculated(1), // 30: settled
    regraded(1, 7), // 40: due again since 40, by admin 7
    deleted(2), // 50: user 2 due since 50
    recalculated(2), // 60: settled
    recalculated(3), // 70: nothing was due
    deleted(4), // 80
    regraded(4), // 90: user 4 due since 80
  ];
  const expected = [
    { user_id: 1, since: 40, admin_id: 7 },
    { user_id: 4, since: 80, admin_id: 1 },
  ];
  for (const size of [1, 2, 3, 4, 5, events.length]) expect({ size, rows: await project(events, size) }).toEqual({ size, rows: expected });
});

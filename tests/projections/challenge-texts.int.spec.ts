import { Pool } from 'pg';
import type { RecordedEvent } from '../../backend/src/platform/eventstore/event-store.port';
import { challengeTexts } from '../../projections/src/learner';
import { createTestDatabase, type TestDatabase } from '../support/db';

let db: TestDatabase;
let pool: Pool;
beforeAll(async () => {
  db = await createTestDatabase('texts');
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
  return { id: `e${position}`, streamId: `challenge-${data.challengeId}`, streamVersion: Number(position), globalPosition: position, type, data, metadata: {}, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))) };
};
const created = (challengeId: number, fields: Record<string, unknown>) => event('ChallengeCreated', { challengeId, description: 'd', difficulty_rating: 1200, ...fields });
const updated = (challengeId: number, changes: Record<string, unknown>) => event('ChallengeUpdated', { challengeId, changes, invalidated: false });

/** The table after applying `events` in batches of `size` (fresh tables each time). */
async function project(events: RecordedEvent[], size: number) {
  const t = (name: string) => `${name}__s${size}`;
  const client = await pool.connect();
  try {
    for (const ddl of challengeTexts.schema(t)) await client.query(ddl);
    for (let i = 0; i < events.length; i += size) {
      await client.query('BEGIN');
      await challengeTexts.apply(events.slice(i, i + size), { tx: client, table: t });
      await client.query('COMMIT');
    }
    const { rows } = await client.query(`SELECT challenge_id, title, hint_count, explanation FROM ${t('challenge_texts')} ORDER BY challenge_id`);
    return rows;
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${t('challenge_texts')}`);
    client.release();
  }
}

test("a challenge's title, hint count and explanation follow its events, whatever the batches", async () => {
  position = 0n;
  const events = [
    created(1, { title: 'Top customers', hints: ['Group first', 'Then order'], explanation: 'Use GROUP BY.' }),
    created(2, { title: 'Late orders' }), // an admin's create without hints or explanation
    event('ChallengeValidated', { challengeId: 2, error: null }), // not a text: left alone
    updated(1, { title: 'Top customers by revenue', difficulty_rating: 1300 }),
    updated(2, { hints: ['Compare the dates'], explanation: 'WHERE shipped > due.' }),
    created(3, { title: 'Gone soon', hints: ['x'] }),
    updated(1, { explanation: null, hints: [] }),
    event('ChallengeDeleted', { challengeId: 3, title: 'Gone soon' }),
    updated(3, { title: 'After the deletion' }), // nothing to update any more
    updated(4, { title: 'Never created' }),
  ];
  const expected = [
    { challenge_id: 1, title: 'Top customers by revenue', hint_count: 0, explanation: null },
    { challenge_id: 2, title: 'Late orders', hint_count: 1, explanation: 'WHERE shipped > due.' },
  ];
  for (const size of [1, 3, events.length]) expect(await project(events, size)).toEqual(expected);
});

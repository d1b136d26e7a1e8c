import type { CatalogueEvent } from '../../../contracts/src';
import type { Projection } from '../projection';

interface Texts {
  title: string | null;
  hint_count: number;
  explanation: string | null;
}

const HANDLES = ['ChallengeCreated', 'ChallengeUpdated', 'ChallengeDeleted'] as const;

const hintCount = (hints: unknown) => (Array.isArray(hints) ? hints.length : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What the learner's and the admin's views show of a challenge (its title, how many hints it has, its
 * explanation), from the `challenge-<id>` streams: the read models never join the catalogue's table.
 * A deleted challenge leaves no row (the views then name it "Challenge #<id>").
 */
export const challengeTexts: Projection = {
  name: 'challenge_texts',
  version: 1,
  handles: HANDLES,
  tables: ['challenge_texts'],
  schema: (t) => [
    `CREATE TABLE ${t('challenge_texts')} (
       challenge_id int PRIMARY KEY,
       title        text,
       hint_count   int NOT NULL,
       explanation  text
     )`,
  ],
  async apply(recorded, { tx, table }) {
    const events = recorded
      .filter((e) => (HANDLES as readonly string[]).includes(e.type))
      .map((e) => ({ type: e.type, data: e.data }) as CatalogueEvent);
    if (!events.length) return;
    // The batch folded in memory, in order, over the stored rows of the challenges it touches.
    const ids = [...new Set(events.map((e) => e.data.challengeId))];
    const { rows } = await tx.query<Texts & { challenge_id: number }>(
      `SELECT challenge_id, title, hint_count, explanation FROM ${table('challenge_texts')} WHERE challenge_id = ANY($1::int[])`,
      [ids],
    );
    const texts = new Map<number, Texts | null>(rows.map(({ challenge_id, ...t }) => [challenge_id, t]));
    for (const e of events) {
      const current = texts.get(e.data.challengeId);
      if (e.type === 'ChallengeCreated') {
        texts.set(e.data.challengeId, { title: text(e.data.title), hint_count: hintCount(e.data.hints), explanation: text(e.data.explanation) });
      } else if (e.type === 'ChallengeUpdated' && current) {
        const changes = e.data.changes;
        if ('title' in changes) current.title = text(changes.title);
        if ('hints' in changes) current.hint_count = hintCount(changes.hints);
        if ('explanation' in changes) current.explanation = text(changes.explanation);
      } else if (e.type === 'ChallengeDeleted') {
        texts.set(e.data.challengeId, null);
      }
    }
    const kept = [...texts].filter((entry): entry is [number, Texts] => entry[1] !== null);
    const gone = [...texts].filter(([, t]) => t === null).map(([id]) => id);
    if (gone.length) await tx.query(`DELETE FROM ${table('challenge_texts')} WHERE challenge_id = ANY($1::int[])`, [gone]);
    if (!kept.length) return;
    await tx.query(
      `INSERT INTO ${table('challenge_texts')} AS c (challenge_id, title, hint_count, explanation)
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[])
       ON CONFLICT (challenge_id) DO UPDATE SET title = EXCLUDED.title, hint_count = EXCLUDED.hint_count, explanation = EXCLUDED.explanation`,
      [kept.map(([id]) => id), kept.map(([, t]) => t.title), kept.map(([, t]) => t.hint_count), kept.map(([, t]) => t.explanation)],
    );
  },
};

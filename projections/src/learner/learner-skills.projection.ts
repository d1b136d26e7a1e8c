import { updateConceptSkill, type ConceptSkill } from '../../../contracts/src/concept-skill';
import type { Projection } from '../projection';
import { learnerEvents } from './learner-events';

interface Day {
  concepts: string[];
  rating: number;
}

/**
 * Concept skills per learner (issue 15): each resolved day of a tagged challenge updates its concepts by
 * the rule the learner stream itself folds for the daily pick (contracts/src/concept-skill.ts), so the
 * chart and the pick agree. An assigned day waits in learner_skills_days until it is resolved.
 */
export const learnerSkills: Projection = {
  name: 'learner_skills',
  version: 1,
  handles: ['DailyChallengeAssigned', 'DailyChallengeResolved'],
  tables: ['learner_skills', 'learner_skills_days'],
  schema: (t) => [
    `CREATE TABLE ${t('learner_skills')} (
       user_id        int NOT NULL,
       concept        text NOT NULL,
       skill          double precision NOT NULL,
       attempted      int NOT NULL,
       solved         int NOT NULL,
       last_practised date NOT NULL,
       PRIMARY KEY (user_id, concept)
     )`,
    `CREATE TABLE ${t('learner_skills_days')} (
       user_id  int NOT NULL,
       date     date NOT NULL,
       concepts text[] NOT NULL,
       rating   int NOT NULL,
       PRIMARY KEY (user_id, date)
     )`,
  ],
  async apply(recorded, { tx, table }) {
    const events = learnerEvents(recorded);
    const key = (userId: number, date: string) => `${userId}|${date}`;
    const days = new Map<string, Day>();
    const stored = new Set<string>();
    const resolvedKeys = events.flatMap((e) => (e.type === 'DailyChallengeResolved' ? [[e.data.userId, e.data.date] as const] : []));
    if (!resolvedKeys.length && !events.some((e) => e.type === 'DailyChallengeAssigned' && e.data.concepts?.length)) return;
    if (resolvedKeys.length) {
      const { rows } = await tx.query<{ user_id: number; date: string; concepts: string[]; rating: number }>(
        `SELECT d.user_id, d.date::text AS date, d.concepts, d.rating FROM ${table('learner_skills_days')} d
           JOIN unnest($1::int[], $2::date[]) AS k(user_id, date) ON k.user_id = d.user_id AND k.date = d.date`,
        [resolvedKeys.map((k) => k[0]), resolvedKeys.map((k) => k[1])],
      );
      for (const r of rows) {
        days.set(key(r.user_id, r.date), { concepts: r.concepts, rating: r.rating });
        stored.add(key(r.user_id, r.date));
      }
    }
    const users = [...new Set(resolvedKeys.map((k) => k[0]))];
    const skills = new Map<string, ConceptSkill>();
    if (users.length) {
      const { rows } = await tx.query<{ user_id: number; concept: string; skill: number; attempted: number; solved: number; last_practised: string }>(
        `SELECT user_id, concept, skill, attempted, solved, last_practised::text AS last_practised FROM ${table('learner_skills')} WHERE user_id = ANY($1::int[])`,
        [users],
      );
      for (const r of rows) skills.set(`${r.user_id}|${r.concept}`, { skill: r.skill, attempted: r.attempted, solved: r.solved, lastPractised: r.last_practised });
    }
    const changed = new Set<string>();
    const resolvedStored = new Set<string>();
    for (const e of events) {
      if (e.type === 'DailyChallengeAssigned') {
        if (e.data.concepts?.length) days.set(key(e.data.userId, e.data.date), { concepts: e.data.concepts, rating: e.data.challengeRating });
      } else if (e.type === 'DailyChallengeResolved') {
        const k = key(e.data.userId, e.data.date);
        const day = days.get(k);
        if (!day) continue;
        days.delete(k);
        if (stored.has(k)) resolvedStored.add(k);
        const result = { rating: day.rating, outcome: e.data.outcome, attempts: e.data.attempts, date: e.data.date, eloBefore: e.data.eloBefore };
        for (const concept of new Set(day.concepts)) {
          const sk = `${e.data.userId}|${concept}`;
          skills.set(sk, updateConceptSkill(skills.get(sk), result));
          changed.add(sk);
        }
      }
    }
    const pending = [...days].filter(([k]) => !stored.has(k));
    if (pending.length) {
      await tx.query(
        `INSERT INTO ${table('learner_skills_days')} (user_id, date, concepts, rating)
         SELECT u, d, ARRAY(SELECT jsonb_array_elements_text(c)), r FROM unnest($1::int[], $2::date[], $3::jsonb[], $4::int[]) AS x(u, d, c, r)
         ON CONFLICT DO NOTHING`,
        [pending.map(([k]) => Number(k.split('|')[0])), pending.map(([k]) => k.split('|')[1]), pending.map(([, d]) => JSON.stringify(d.concepts)), pending.map(([, d]) => d.rating)],
      );
    }
    if (resolvedStored.size) {
      const rs = [...resolvedStored].map((k) => k.split('|'));
      await tx.query(
        `DELETE FROM ${table('learner_skills_days')} d USING unnest($1::int[], $2::date[]) AS k(user_id, date) WHERE d.user_id = k.user_id AND d.date = k.date`,
        [rs.map((k) => Number(k[0])), rs.map((k) => k[1])],
      );
    }
    if (changed.size) {
      const cs = [...changed].map((k) => [k, skills.get(k)!] as const);
      await tx.query(
        `INSERT INTO ${table('learner_skills')} (user_id, concept, skill, attempted, solved, last_practised)
         SELECT * FROM unnest($1::int[], $2::text[], $3::float8[], $4::int[], $5::int[], $6::date[])
         ON CONFLICT (user_id, concept) DO UPDATE SET skill = EXCLUDED.skill, attempted = EXCLUDED.attempted, solved = EXCLUDED.solved,
           last_practised = EXCLUDED.last_practised`,
        [cs.map(([k]) => Number(k.split('|')[0])), cs.map(([k]) => k.slice(k.indexOf('|') + 1)), cs.map(([, s]) => s.skill), cs.map(([, s]) => s.attempted), cs.map(([, s]) => s.solved), cs.map(([, s]) => s.lastPractised)],
      );
    }
  },
};

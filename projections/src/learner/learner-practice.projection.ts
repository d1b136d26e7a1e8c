import type { PracticeStarted, PracticeSubmitted } from '../../../contracts/src';
import type { Projection } from '../projection';
import { learnerEvents } from './learner-events';

/**
 * Practice runs (issue 13): one row per replay of a past challenge, unrated. Kept apart from every
 * rated read model (stats, history's numbers, leaderboards, challenge stats, admin attempts), which
 * do not handle practice events, so a replay can never move ELO, points, streaks or ranks.
 */
export const learnerPractice: Projection = {
  name: 'learner_practice',
  version: 1,
  handles: ['PracticeStarted', 'PracticeSubmitted'],
  tables: ['learner_practice_runs'],
  schema: (t) => [
    `CREATE TABLE ${t('learner_practice_runs')} (
       user_id           int NOT NULL,
       challenge_id      int NOT NULL,
       run               int NOT NULL,
       date              date NOT NULL,
       started_at        timestamptz NOT NULL,
       submissions       int NOT NULL DEFAULT 0,
       solved            boolean NOT NULL DEFAULT false,
       seconds           int,
       last_submitted_at timestamptz,
       PRIMARY KEY (user_id, challenge_id, run)
     )`,
  ],
  async apply(recorded, { tx, table }) {
    const runs = table('learner_practice_runs');
    const started: Array<PracticeStarted['data']> = [];
    const submitted: Array<PracticeSubmitted['data']> = [];
    for (const e of learnerEvents(recorded)) {
      if (e.type === 'PracticeStarted') started.push(e.data);
      else if (e.type === 'PracticeSubmitted') submitted.push(e.data);
    }
    if (started.length) {
      await tx.query(
        `INSERT INTO ${runs} (user_id, challenge_id, run, date, started_at)
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::date[], $5::timestamptz[])
         ON CONFLICT DO NOTHING`,
        [started.map((d) => d.userId), started.map((d) => d.challengeId), started.map((d) => d.run), started.map((d) => d.date), started.map((d) => d.startedAt)],
      );
    }
    // In stream order: a run's first correct answer fixes its time; later answers only count.
    for (const d of submitted) {
      await tx.query(
        `UPDATE ${runs} SET submissions = submissions + 1, last_submitted_at = $4,
                seconds = CASE WHEN solved THEN seconds ELSE $6 END, solved = solved OR $5
          WHERE user_id = $1 AND challenge_id = $2 AND run = $3`,
        [d.userId, d.challengeId, d.run, d.submittedAt, d.correct, d.seconds],
      );
    }
  },
};

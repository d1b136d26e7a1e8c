import type { Projection, ProjectionContext } from '../projection';
import { learnerEvents, pairs } from './learner-events';
import type { LearnerEnrolled, SolutionSubmitted, SubmissionRegraded } from '../../../contracts/src';

const TABLES = [
  'leaderboard_weekly',
  'leaderboard_weekly_submissions',
  'leaderboard_weekly_resolutions',
  'leaderboard_weekly_learners',
  'leaderboard_weekly_counts',
  'leaderboard_weekly_elo_counts',
  'leaderboard_weekly_band_counts',
];

/** Width of a band of weekly points in leaderboard_weekly_band_counts (band = points / width). */
export const WEEKLY_POINTS_BAND = 32;

/**
 * Per ISO week (Monday 00:00 UTC, by the instant of the submission or resolution) and learner:
 * points of the remaining submissions, challenges solved, challenges resolved. A challenge counts once,
 * in the week of its first correct remaining submission and with that submission's points (a regrade
 * can leave several correct ones). A learner is on a week's board once they resolved a challenge in it.
 */
export const leaderboardWeekly: Projection = {
  name: 'leaderboard_weekly',
  version: 5,
  handles: ['LearnerEnrolled', 'SolutionSubmitted', 'EloChanged', 'DailyChallengeResolved', 'AttemptDeleted', 'EloRecalculated', 'SubmissionRegraded'],
  tables: TABLES,
  schema: (t) => [
    // current_elo and registered_at are the learner's (as in user_stats), copied so the board's full
    // order is one index; every ELO change rewrites the learner's rows.
    `CREATE TABLE ${t('leaderboard_weekly')} (
       week_start       date NOT NULL,
       user_id          int NOT NULL,
       weekly_points    int NOT NULL,
       weekly_completed int NOT NULL,
       weekly_resolved  int NOT NULL,
       current_elo      int NOT NULL,
       registered_at    timestamptz NOT NULL,
       PRIMARY KEY (week_start, user_id)
     )`,
    `CREATE INDEX ${t('leaderboard_weekly')}_rank ON ${t('leaderboard_weekly')}
       (week_start, weekly_points DESC, weekly_completed DESC, current_elo DESC, registered_at, user_id)`,
    `CREATE INDEX ${t('leaderboard_weekly')}_user ON ${t('leaderboard_weekly')} (user_id)`,
    `CREATE TABLE ${t('leaderboard_weekly_submissions')} (
       attempt_id   bigint PRIMARY KEY,
       user_id      int NOT NULL,
       challenge_id int NOT NULL,
       week_start   date NOT NULL,
       attempt_number int NOT NULL,
       correct      boolean NOT NULL,
       points       int NOT NULL,
       deleted      boolean NOT NULL DEFAULT false
     )`,
    `CREATE INDEX ${t('leaderboard_weekly_submissions')}_week ON ${t('leaderboard_weekly_submissions')} (user_id, week_start)`,
    `CREATE INDEX ${t('leaderboard_weekly_submissions')}_day ON ${t('leaderboard_weekly_submissions')} (user_id, challenge_id)`,
    `CREATE TABLE ${t('leaderboard_weekly_resolutions')} (
       user_id      int NOT NULL,
       challenge_id int NOT NULL,
       week_start   date NOT NULL,
       PRIMARY KEY (user_id, challenge_id)
     )`,
    `CREATE INDEX ${t('leaderboard_weekly_resolutions')}_week ON ${t('leaderboard_weekly_resolutions')} (user_id, week_start)`,
    `CREATE TABLE ${t('leaderboard_weekly_learners')} (user_id int PRIMARY KEY, elo int NOT NULL, registered_at timestamptz NOT NULL)`,
    // Learners per (week, band of 32 points), per (week, points, solved) and per (week, points, solved, ELO):
    // a rank is three small sums plus an index-only count among the learners tied on all three.
    `CREATE TABLE ${t('leaderboard_weekly_band_counts')} (
       week_start date NOT NULL, band int NOT NULL, users int NOT NULL,
       PRIMARY KEY (week_start, band)
     )`,
    `CREATE TABLE ${t('leaderboard_weekly_counts')} (
       week_start date NOT NULL, points int NOT NULL, completed int NOT NULL, users int NOT NULL,
       PRIMARY KEY (week_start, points, completed)
     )`,
    `CREATE TABLE ${t('leaderboard_weekly_elo_counts')} (
       week_start date NOT NULL, points int NOT NULL, completed int NOT NULL, elo int NOT NULL, users int NOT NULL,
       PRIMARY KEY (week_start, points, completed, elo)
     )`,
  ],
  async apply(recorded, ctx) {
    const { tx, table } = ctx;
    const enrolled = new Map<number, LearnerEnrolled['data']>();
    const elo = new Map<number, number>();
    const subs = new Map<number, SolutionSubmitted['data'] & { week: string }>();
    const resolutions = new Map<string, [number, number, string]>();
    const regraded = new Map<number, SubmissionRegraded['data']>();
    const deleted = new Set<number>();
    // (user, challenge) whose first correct submission may have moved: every week of theirs is recomputed.
    const changed: Array<readonly [number, number]> = [];
    const touched: Array<readonly [number, string]> = [];
    for (const e of learnerEvents(recorded)) {
      switch (e.type) {
        case 'LearnerEnrolled':
          if (!enrolled.has(e.data.userId)) enrolled.set(e.data.userId, e.data);
          break;
        case 'EloChanged':
        case 'EloRecalculated':
          elo.set(e.data.userId, e.data.after);
          break;
        case 'SolutionSubmitted': {
          const week = weekStart(e.data.submittedAt);
          if (!subs.has(e.data.attemptId)) subs.set(e.data.attemptId, { ...e.data, week });
          touched.push([e.data.userId, week]);
          break;
        }
        case 'DailyChallengeResolved': {
          const week = weekStart(e.data.resolvedAt);
          const key = `${e.data.userId}|${e.data.challengeId}`;
          if (!resolutions.has(key)) resolutions.set(key, [e.data.userId, e.data.challengeId, week]);
          touched.push([e.data.userId, week]);
          break;
        }
        case 'SubmissionRegraded':
          regraded.delete(e.data.attemptId);
          regraded.set(e.data.attemptId, e.data);
          changed.push([e.data.userId, e.data.challengeId]);
          break;
        case 'AttemptDeleted':
          deleted.add(e.data.attemptId);
          changed.push([e.data.userId, e.data.challengeId]);
          break;
        default:
          break;
      }
    }
    const learners = table('leaderboard_weekly_learners');
    if (enrolled.size) {
      const en = [...enrolled.values()];
      // Same registration as user_stats: the account's, else the enrolment.
      await tx.query(
        `INSERT INTO ${learners} (user_id, elo, registered_at)
         SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[])
         ON CONFLICT (user_id) DO NOTHING`,
        [en.map((d) => d.userId), en.map((d) => d.initialElo), en.map((d) => d.registeredAt ?? d.enrolledAt)],
      );
    }
    if (elo.size) {
      await tx.query(`UPDATE ${learners} AS l SET elo = e.elo FROM unnest($1::int[], $2::int[]) AS e(user_id, elo) WHERE l.user_id = e.user_id`, [
        [...elo.keys()],
        [...elo.values()],
      ]);
    }
    if (subs.size) {
      const ss = [...subs.values()];
      await tx.query(
        `INSERT INTO ${table('leaderboard_weekly_submissions')} (attempt_id, user_id, challenge_id, week_start, attempt_number, correct, points)
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::date[], $5::int[], $6::bool[], $7::int[]) ON CONFLICT (attempt_id) DO NOTHING`,
        [
          ss.map((d) => d.attemptId),
          ss.map((d) => d.userId),
          ss.map((d) => d.challengeId),
          ss.map((d) => d.week),
          ss.map((d) => d.attemptNumber),
          ss.map((d) => d.correct),
          ss.map((d) => d.points),
        ],
      );
    }
    if (resolutions.size) {
      const rs = [...resolutions.values()];
      await tx.query(
        `INSERT INTO ${table('leaderboard_weekly_resolutions')} (user_id, challenge_id, week_start)
         SELECT * FROM unnest($1::int[], $2::int[], $3::date[]) ON CONFLICT DO NOTHING`,
        [rs.map((r) => r[0]), rs.map((r) => r[1]), rs.map((r) => r[2])],
      );
    }
    // Regrades (last wins per attempt) and deletions touch different columns: their order does not matter.
    if (regraded.size) {
      const rs = [...regraded.values()];
      await tx.query(
        `UPDATE ${table('leaderboard_weekly_submissions')} AS s SET correct = r.correct, points = r.points
           FROM unnest($1::bigint[], $2::bool[], $3::int[]) AS r(attempt_id, correct, points) WHERE s.attempt_id = r.attempt_id`,
        [rs.map((d) => d.attemptId), rs.map((d) => d.correct), rs.map((d) => d.points)],
      );
    }
    if (deleted.size) {
      await tx.query(`UPDATE ${table('leaderboard_weekly_submissions')} SET deleted = true WHERE attempt_id = ANY($1::bigint[])`, [[...deleted]]);
    }
    if (changed.length) {
      const { rows } = await tx.query<{ user_id: number; week: string }>(
        `SELECT DISTINCT s.user_id, s.week_start::text AS week
           FROM unnest($1::int[], $2::int[]) AS c(user_id, challenge_id)
           JOIN ${table('leaderboard_weekly_submissions')} s ON s.user_id = c.user_id AND s.challenge_id = c.challenge_id`,
        pairs(changed),
      );
      for (const r of rows) touched.push([r.user_id, r.week]);
    }
    if (!touched.length && !elo.size) return;
    const [users, weeks] = pairs(touched);
    const eloUsers = [...elo.keys()];
    await count(ctx, users, weeks, eloUsers, -1);
    if (users.length) await recompute(ctx, [users, weeks]);
    if (eloUsers.length) {
      await tx.query(
        `UPDATE ${table('leaderboard_weekly')} AS w SET current_elo = l.elo FROM ${learners} l
          WHERE l.user_id = ANY($1::int[]) AND w.user_id = l.user_id AND w.current_elo <> l.elo`,
        [eloUsers],
      );
    }
    await count(ctx, users, weeks, eloUsers, +1);
    await tx.query(`DELETE FROM ${table('leaderboard_weekly_counts')} WHERE users = 0`);
    await tx.query(`DELETE FROM ${table('leaderboard_weekly_elo_counts')} WHERE users = 0`);
    await tx.query(`DELETE FROM ${table('leaderboard_weekly_band_counts')} WHERE users = 0`);
  },
};

/** Monday (YYYY-MM-DD) of the UTC ISO week holding an ISO instant; isoWeekStart without Luxon, for whole batches. */
function weekStart(instant: string): string {
  const at = new Date(instant);
  const monday = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return new Date(monday).toISOString().slice(0, 10);
}

/** Adds (+1) or removes (−1) the rows' contribution (touched weeks, and every week of learners whose ELO moved) to the counts. */
async function count({ tx, table }: ProjectionContext, users: number[], weeks: string[], eloUsers: number[], sign: 1 | -1): Promise<void> {
  const w = table('leaderboard_weekly');
  const rows = `(SELECT w.week_start, w.user_id, w.weekly_points, w.weekly_completed, w.current_elo
                   FROM unnest($1::int[], $2::date[]) AS u(user_id, week_start) JOIN ${w} w ON w.week_start = u.week_start AND w.user_id = u.user_id
                 UNION
                 SELECT w.week_start, w.user_id, w.weekly_points, w.weekly_completed, w.current_elo FROM ${w} w WHERE w.user_id = ANY($3::int[])) r`;
  await tx.query(
    `WITH r AS (SELECT * FROM ${rows}),
          a AS (INSERT INTO ${table('leaderboard_weekly_counts')} AS c (week_start, points, completed, users)
                SELECT week_start, weekly_points, weekly_completed, $4 * count(*) FROM r GROUP BY 1, 2, 3
                ON CONFLICT (week_start, points, completed) DO UPDATE SET users = c.users + EXCLUDED.users),
          b AS (INSERT INTO ${table('leaderboard_weekly_band_counts')} AS c (week_start, band, users)
                SELECT week_start, weekly_points / ${WEEKLY_POINTS_BAND}, $4 * count(*) FROM r GROUP BY 1, 2
                ON CONFLICT (week_start, band) DO UPDATE SET users = c.users + EXCLUDED.users)
     INSERT INTO ${table('leaderboard_weekly_elo_counts')} AS c (week_start, points, completed, elo, users)
     SELECT week_start, weekly_points, weekly_completed, current_elo, $4 * count(*) FROM r GROUP BY 1, 2, 3, 4
     ON CONFLICT (week_start, points, completed, elo) DO UPDATE SET users = c.users + EXCLUDED.users`,
    [users, weeks, eloUsers, sign],
  );
}

async function recompute({ tx, table }: ProjectionContext, [users, weeks]: [number[], string[]]): Promise<void> {
  const subs = table('leaderboard_weekly_submissions');
  await tx.query(
    `INSERT INTO ${table('leaderboard_weekly')} AS w (week_start, user_id, weekly_points, weekly_completed, weekly_resolved, current_elo, registered_at)
     SELECT u.week_start, u.user_id, s.points, s.completed, r.resolved, l.elo, l.registered_at
       FROM unnest($1::int[], $2::date[]) AS u(user_id, week_start)
       JOIN ${table('leaderboard_weekly_learners')} l ON l.user_id = u.user_id
       CROSS JOIN LATERAL (
         -- The week's submissions that are their challenge's first correct remaining one.
         SELECT coalesce(sum(f.points), 0)::int AS points, count(*)::int AS completed
           FROM (SELECT DISTINCT challenge_id FROM ${subs} WHERE user_id = u.user_id AND week_start = u.week_start) c
           CROSS JOIN LATERAL (
             SELECT s.week_start, s.points FROM ${subs} s
              WHERE s.user_id = u.user_id AND s.challenge_id = c.challenge_id AND s.correct AND NOT s.deleted
              ORDER BY s.attempt_number LIMIT 1
           ) f
          WHERE f.week_start = u.week_start
       ) s
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS resolved FROM ${table('leaderboard_weekly_resolutions')} WHERE user_id = u.user_id AND week_start = u.week_start
       ) r
      WHERE r.resolved > 0
     ON CONFLICT (week_start, user_id) DO UPDATE
       SET weekly_points = EXCLUDED.weekly_points, weekly_completed = EXCLUDED.weekly_completed, weekly_resolved = EXCLUDED.weekly_resolved,
           current_elo = EXCLUDED.current_elo`,
    [users, weeks],
  );
}

import type { Projection, ProjectionContext } from '../projection';
import { learnerEvents, touchedUsers } from './learner-events';
import type { DailyChallengeResolved, LearnerEnrolled, LearnerEvent, SolutionSubmitted, SubmissionRegraded } from '../../../contracts/src';

const TABLES = ['user_stats', 'user_stats_days', 'user_stats_submissions', 'user_stats_elo_counts', 'user_stats_frozen_days'];

/**
 * Per learner: ELO, points, solved/resolved counts, streak runs, average time. Events land in two
 * helper tables (resolved days, submissions); the learners a batch touched are then recomputed from
 * them, so a deleted attempt simply drops out of every sum. A day's points are those of its first correct
 * remaining submission (a regrade can leave several correct ones). `user_stats_elo_counts` holds the number
 * of active learners per ELO: a global rank is a sum over higher ELOs plus a count inside one bucket.
 */
export const userStats: Projection = {
  name: 'user_stats',
  version: 6,
  handles: [
    'LearnerEnrolled',
    'SolutionSubmitted',
    'EloChanged',
    'DailyChallengeResolved',
    'AttemptDeleted',
    'EloRecalculated',
    'SubmissionRegraded',
    'StreakFreezeEarned',
    'StreakFreezeUsed',
  ],
  tables: TABLES,
  schema: (t) => [
    `CREATE TABLE ${t('user_stats')} (
       user_id                    int PRIMARY KEY,
       current_elo                int NOT NULL,
       registered_at              timestamptz NOT NULL,
       timezone                   text NOT NULL,
       total_points               int NOT NULL DEFAULT 0,
       total_challenges_completed int NOT NULL DEFAULT 0,
       resolved_count             int NOT NULL DEFAULT 0,
       best_streak                int NOT NULL DEFAULT 0,
       streak_run                 int NOT NULL DEFAULT 0,
       last_counted_day           date,
       first_resolution_date      date,
       average_completion_time    double precision,
       streak_freezes             int NOT NULL DEFAULT 0
     )`,
    // Matches the global order exactly, active learners only: top 100 and the in-bucket count are index-only.
    `CREATE INDEX ${t('user_stats')}_global_rank ON ${t('user_stats')}
       (current_elo DESC, total_points DESC, registered_at, user_id) WHERE resolved_count > 0`,
    `CREATE TABLE ${t('user_stats_days')} (
       user_id       int NOT NULL,
       challenge_id  int NOT NULL,
       date          date NOT NULL,
       outcome       text NOT NULL,
       total_seconds int NOT NULL,
       PRIMARY KEY (user_id, challenge_id)
     )`,
    `CREATE TABLE ${t('user_stats_submissions')} (
       attempt_id   bigint PRIMARY KEY,
       user_id      int NOT NULL,
       challenge_id int NOT NULL,
       attempt_number int NOT NULL,
       correct      boolean NOT NULL,
       points       int NOT NULL,
       seconds      int NOT NULL,
       deleted      boolean NOT NULL DEFAULT false
     )`,
    `CREATE INDEX ${t('user_stats_submissions')}_user ON ${t('user_stats_submissions')} (user_id, challenge_id)`,
    `CREATE TABLE ${t('user_stats_elo_counts')} (elo int PRIMARY KEY, users int NOT NULL)`,
    // Days a streak freeze covered: they bridge a run (the calendar marks them), adding nothing to its length.
    `CREATE TABLE ${t('user_stats_frozen_days')} (user_id int NOT NULL, date date NOT NULL, PRIMARY KEY (user_id, date))`,
  ],
  async apply(recorded, ctx) {
    const events = learnerEvents(recorded);
    if (!events.length) return;
    const users = touchedUsers(events);
    await countActive(ctx, users, -1);
    await applyBatch(events, ctx);
    await recompute(ctx, users);
    await countActive(ctx, users, +1);
    // Empty buckets would make the table depend on how events were batched (a rebuild batches differently).
    await ctx.tx.query(`DELETE FROM ${ctx.table('user_stats_elo_counts')} WHERE users = 0`);
  },
};

/**
 * The batch's facts, one statement per kind, in the order a stream produces them: enrolments
 * (first wins, as ON CONFLICT DO NOTHING), submissions, regrades and resolved days (last wins),
 * deletions, then each learner's last ELO of the batch. A regrade and a deletion touch different
 * columns, so their order does not matter.
 */
async function applyBatch(events: LearnerEvent[], { tx, table }: ProjectionContext): Promise<void> {
  const enrolled = new Map<number, LearnerEnrolled['data']>();
  const elo = new Map<number, number>();
  const subs = new Map<number, SolutionSubmitted['data']>();
  const days = new Map<string, DailyChallengeResolved['data']>();
  const regraded = new Map<number, SubmissionRegraded['data']>();
  const deleted: number[] = [];
  const freezesHeld = new Map<number, number>();
  const frozen: { userId: number; date: string }[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'LearnerEnrolled':
        if (!enrolled.has(e.data.userId)) enrolled.set(e.data.userId, e.data);
        break;
      case 'EloChanged':
      case 'EloRecalculated':
        elo.set(e.data.userId, e.data.after);
        break;
      case 'SolutionSubmitted':
        if (!subs.has(e.data.attemptId)) subs.set(e.data.attemptId, e.data);
        break;
      case 'DailyChallengeResolved':
        days.set(`${e.data.userId}|${e.data.challengeId}`, e.data);
        break;
      case 'SubmissionRegraded':
        regraded.set(e.data.attemptId, e.data);
        break;
      case 'AttemptDeleted':
        deleted.push(e.data.attemptId);
        break;
      case 'StreakFreezeEarned':
        freezesHeld.set(e.data.userId, e.data.held);
        break;
      case 'StreakFreezeUsed':
        freezesHeld.set(e.data.userId, e.data.held);
        frozen.push({ userId: e.data.userId, date: e.data.date });
        break;
      default:
        break;
    }
  }
  if (enrolled.size) {
    const en = [...enrolled.values()];
    // Registration time breaks ELO/points ties; learners are enrolled lazily, so the account's creation
    // (carried by the event) wins over the enrolment. The time zone (fixed at registration) dates the streak.
    await tx.query(
      `INSERT INTO ${table('user_stats')} (user_id, current_elo, registered_at, timezone)
       SELECT e.user_id, e.elo, e.registered_at, e.timezone
         FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::text[]) WITH ORDINALITY AS e(user_id, elo, registered_at, timezone, ord)
        ORDER BY e.ord
       ON CONFLICT (user_id) DO NOTHING`,
      [en.map((d) => d.userId), en.map((d) => d.initialElo), en.map((d) => d.registeredAt ?? d.enrolledAt), en.map((d) => d.timezone)],
    );
  }
  if (subs.size) {
    const ss = [...subs.values()];
    await tx.query(
      `INSERT INTO ${table('user_stats_submissions')} (attempt_id, user_id, challenge_id, attempt_number, correct, points, seconds)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::bool[], $6::int[], $7::int[])
       ON CONFLICT (attempt_id) DO NOTHING`,
      [
        ss.map((d) => d.attemptId),
        ss.map((d) => d.userId),
        ss.map((d) => d.challengeId),
        ss.map((d) => d.attemptNumber),
        ss.map((d) => d.correct),
        ss.map((d) => d.points),
        ss.map((d) => d.seconds),
      ],
    );
  }
  if (regraded.size) {
    const rs = [...regraded.values()];
    await tx.query(
      `UPDATE ${table('user_stats_submissions')} AS s SET correct = r.correct, points = r.points
         FROM unnest($1::bigint[], $2::bool[], $3::int[]) AS r(attempt_id, correct, points) WHERE s.attempt_id = r.attempt_id`,
      [rs.map((d) => d.attemptId), rs.map((d) => d.correct), rs.map((d) => d.points)],
    );
  }
  if (days.size) {
    const ds = [...days.values()];
    await tx.query(
      `INSERT INTO ${table('user_stats_days')} (user_id, challenge_id, date, outcome, total_seconds)
       SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::text[], $5::int[])
       ON CONFLICT (user_id, challenge_id) DO UPDATE SET outcome = EXCLUDED.outcome, total_seconds = EXCLUDED.total_seconds`,
      [ds.map((d) => d.userId), ds.map((d) => d.challengeId), ds.map((d) => d.date), ds.map((d) => d.outcome), ds.map((d) => d.totalSeconds)],
    );
  }
  if (deleted.length) {
    await tx.query(`UPDATE ${table('user_stats_submissions')} SET deleted = true WHERE attempt_id = ANY($1::bigint[])`, [deleted]);
  }
  if (frozen.length) {
    await tx.query(
      `INSERT INTO ${table('user_stats_frozen_days')} (user_id, date) SELECT * FROM unnest($1::int[], $2::date[]) ON CONFLICT DO NOTHING`,
      [frozen.map((f) => f.userId), frozen.map((f) => f.date)],
    );
  }
  if (freezesHeld.size) {
    await tx.query(
      `UPDATE ${table('user_stats')} AS s SET streak_freezes = f.held FROM unnest($1::int[], $2::int[]) AS f(user_id, held) WHERE s.user_id = f.user_id`,
      [[...freezesHeld.keys()], [...freezesHeld.values()]],
    );
  }
  if (elo.size) {
    await tx.query(
      `UPDATE ${table('user_stats')} AS s SET current_elo = e.elo FROM unnest($1::int[], $2::int[]) AS e(user_id, elo)
        WHERE s.user_id = e.user_id AND s.current_elo IS DISTINCT FROM e.elo`,
      [[...elo.keys()], [...elo.values()]],
    );
  }
}

/** Adds (+1) or removes (−1) the learners' current contribution to the per-ELO counts of active learners. */
async function countActive({ tx, table }: ProjectionContext, users: number[], sign: 1 | -1): Promise<void> {
  await tx.query(
    `INSERT INTO ${table('user_stats_elo_counts')} AS c (elo, users)
       SELECT current_elo, $2 * count(*) FROM ${table('user_stats')}
        WHERE user_id = ANY($1) AND resolved_count > 0 GROUP BY current_elo
     ON CONFLICT (elo) DO UPDATE SET users = c.users + EXCLUDED.users`,
    [users, sign],
  );
}

async function recompute({ tx, table }: ProjectionContext, users: number[]): Promise<void> {
  const subs = table('user_stats_submissions');
  const days = table('user_stats_days');
  await tx.query(
    `UPDATE ${table('user_stats')} AS s SET
        total_points = p.points,
        total_challenges_completed = d.solved,
        resolved_count = d.resolved,
        first_resolution_date = d.first_day,
        average_completion_time = d.avg_seconds,
        best_streak = coalesce(k.best, 0),
        streak_run = coalesce(k.run, 0),
        last_counted_day = k.last_day
       FROM unnest($1::int[]) AS u(user_id)
       CROSS JOIN LATERAL (
         -- Each challenge counts the points of its first correct remaining submission only.
         SELECT coalesce(sum(f.points) FILTER (WHERE f.attempt_number = f.first_ok), 0)::int AS points
           FROM (SELECT points, attempt_number, min(attempt_number) FILTER (WHERE correct) OVER (PARTITION BY challenge_id) AS first_ok
                   FROM ${subs} WHERE user_id = u.user_id AND NOT deleted) f
       ) p
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS resolved, min(x.date) AS first_day,
                count(*) FILTER (WHERE x.solved)::int AS solved,
                avg(x.seconds) FILTER (WHERE x.solved)::float8 AS avg_seconds
           -- A solved day's time runs up to its first correct remaining submission (as played: the day's total less deleted attempts).
           FROM (SELECT dd.date, f.first_ok IS NOT NULL AS solved, f.seconds
                   FROM ${days} dd
                   CROSS JOIN LATERAL (
                     SELECT o.first_ok, coalesce(sum(sb.seconds) FILTER (WHERE sb.attempt_number <= o.first_ok), 0) AS seconds
                       FROM (SELECT min(attempt_number) FILTER (WHERE correct) AS first_ok FROM ${subs}
                              WHERE user_id = dd.user_id AND challenge_id = dd.challenge_id AND NOT deleted) o
                       LEFT JOIN ${subs} sb ON sb.user_id = dd.user_id AND sb.challenge_id = dd.challenge_id AND NOT sb.deleted
                      GROUP BY o.first_ok
                   ) f
                  WHERE dd.user_id = u.user_id) x
       ) d
       CROSS JOIN LATERAL (
         -- Streaks follow the days as played (solved or failed; abandoned breaks the run), like the domain's
         -- streaks(): frozen days join a run without adding to it; last_day is the run's last kept day.
         SELECT max(r.n)::int AS best, (array_agg(r.n ORDER BY r.last_day DESC))[1]::int AS run, max(r.last_day) AS last_day
           FROM (SELECT count(*) FILTER (WHERE g.counted) AS n, max(g.date) AS last_day
                   FROM (SELECT kd.date, kd.counted, kd.date - (row_number() OVER (ORDER BY kd.date))::int AS grp
                           FROM (SELECT date, true AS counted FROM ${days} WHERE user_id = u.user_id AND outcome IN ('solved', 'failed')
                                 UNION ALL
                                 SELECT date, false FROM ${table('user_stats_frozen_days')} WHERE user_id = u.user_id) kd) g
                  GROUP BY g.grp) r
       ) k
      WHERE s.user_id = u.user_id`,
    [users],
  );
}

import type { Projection, ProjectionContext } from '../projection';
import { learnerEvents } from './learner-events';
import type { DailyChallengeResolved, SolutionSubmitted, SubmissionRegraded } from '../../../contracts/src';

const TABLES = ['challenge_stats', 'challenge_stats_days', 'challenge_stats_submissions'];

/**
 * Per challenge: submissions (deleted ones left out), correct submissions, success rate (correct /
 * submissions, each with its current verdict), average time of the days solved (up to their first correct
 * remaining submission), learners assigned. The admin catalogue reads
 * challenge_id, total_attempts, success_rate, average_completion_time.
 */
export const challengeStats: Projection = {
  name: 'challenge_stats',
  version: 4,
  handles: ['DailyChallengeAssigned', 'SolutionSubmitted', 'DailyChallengeResolved', 'AttemptDeleted', 'SubmissionRegraded'],
  tables: TABLES,
  schema: (t) => [
    `CREATE TABLE ${t('challenge_stats')} (
       challenge_id            int PRIMARY KEY,
       total_attempts          int NOT NULL,
       correct_attempts        int NOT NULL,
       success_rate            double precision NOT NULL,
       average_completion_time double precision,
       solved_count            int NOT NULL,
       learners_assigned       int NOT NULL,
       solved_seconds          bigint NOT NULL
     )`,
    `CREATE TABLE ${t('challenge_stats_days')} (
       challenge_id  int NOT NULL,
       user_id       int NOT NULL,
       total_seconds int,
       PRIMARY KEY (challenge_id, user_id)
     )`,
    `CREATE TABLE ${t('challenge_stats_submissions')} (
       attempt_id   bigint PRIMARY KEY,
       challenge_id int NOT NULL,
       user_id      int NOT NULL,
       attempt_number int NOT NULL,
       correct      boolean NOT NULL,
       seconds      int NOT NULL,
       deleted      boolean NOT NULL DEFAULT false
     )`,
    `CREATE INDEX ${t('challenge_stats_submissions')}_day ON ${t('challenge_stats_submissions')} (challenge_id, user_id)`,
  ],
  async apply(recorded, ctx) {
    const { tx, table } = ctx;
    const touched = new Map<string, readonly [number, number]>();
    const assigned = new Map<string, [number, number]>();
    const subs = new Map<number, SolutionSubmitted['data']>();
    const resolved = new Map<string, DailyChallengeResolved['data']>();
    const regraded = new Map<number, SubmissionRegraded['data']>();
    const deleted = new Set<number>();
    for (const e of learnerEvents(recorded)) {
      switch (e.type) {
        case 'DailyChallengeAssigned':
          assigned.set(`${e.data.challengeId}|${e.data.userId}`, [e.data.challengeId, e.data.userId]);
          break;
        case 'SolutionSubmitted':
          if (!subs.has(e.data.attemptId)) subs.set(e.data.attemptId, e.data);
          break;
        case 'DailyChallengeResolved':
          resolved.set(`${e.data.challengeId}|${e.data.userId}`, e.data);
          break;
        case 'SubmissionRegraded':
          regraded.delete(e.data.attemptId);
          regraded.set(e.data.attemptId, e.data);
          break;
        case 'AttemptDeleted':
          deleted.add(e.data.attemptId);
          break;
        default:
          continue;
      }
      touched.set(`${e.data.challengeId}|${e.data.userId}`, [e.data.challengeId, e.data.userId]);
    }
    if (!touched.size) return;
    const days = [...touched.values()];
    const pairsOf: [number[], number[]] = [days.map((d) => d[0]), days.map((d) => d[1])];
    await contribute(ctx, pairsOf, -1);
    // One statement per kind, in the order a stream produces them (a day is assigned before it is resolved).
    if (assigned.size) {
      const as = [...assigned.values()];
      await tx.query(
        `INSERT INTO ${table('challenge_stats_days')} (challenge_id, user_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
        [as.map((x) => x[0]), as.map((x) => x[1])],
      );
    }
    if (subs.size) {
      const ss = [...subs.values()];
      await tx.query(
        `INSERT INTO ${table('challenge_stats_submissions')} (attempt_id, challenge_id, user_id, attempt_number, correct, seconds)
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::bool[], $6::int[]) ON CONFLICT (attempt_id) DO NOTHING`,
        [
          ss.map((d) => d.attemptId),
          ss.map((d) => d.challengeId),
          ss.map((d) => d.userId),
          ss.map((d) => d.attemptNumber),
          ss.map((d) => d.correct),
          ss.map((d) => d.seconds),
        ],
      );
    }
    if (resolved.size) {
      const rs = [...resolved.values()];
      await tx.query(
        `UPDATE ${table('challenge_stats_days')} AS d SET total_seconds = r.seconds
           FROM unnest($1::int[], $2::int[], $3::int[]) AS r(challenge_id, user_id, seconds)
          WHERE d.challenge_id = r.challenge_id AND d.user_id = r.user_id`,
        [rs.map((d) => d.challengeId), rs.map((d) => d.userId), rs.map((d) => d.totalSeconds)],
      );
    }
    // Regrades (last wins per attempt) and deletions touch different columns: their order does not matter.
    if (regraded.size) {
      const rs = [...regraded.values()];
      await tx.query(
        `UPDATE ${table('challenge_stats_submissions')} AS s SET correct = r.correct
           FROM unnest($1::bigint[], $2::bool[]) AS r(attempt_id, correct) WHERE s.attempt_id = r.attempt_id`,
        [rs.map((d) => d.attemptId), rs.map((d) => d.correct)],
      );
    }
    if (deleted.size) {
      await tx.query(`UPDATE ${table('challenge_stats_submissions')} SET deleted = true WHERE attempt_id = ANY($1::bigint[])`, [[...deleted]]);
    }
    await contribute(ctx, pairsOf, +1);
    await derive(ctx, [...new Set(pairsOf[0])]);
  },
};

/**
 * Adds (+1) or removes (−1) what the touched (challenge, learner) days contribute to their challenges:
 * remaining and correct submissions, the day assigned, solved, and its time (the remaining attempts'
 * seconds up to the first correct one; as played, the day's total less the deleted attempts). Removing before the batch and adding after keeps each batch O(its days).
 */
async function contribute({ tx, table }: ProjectionContext, [challenges, users]: [number[], number[]], sign: 1 | -1): Promise<void> {
  await tx.query(
    `INSERT INTO ${table('challenge_stats')} AS c
            (challenge_id, total_attempts, correct_attempts, success_rate, average_completion_time, solved_count, learners_assigned, solved_seconds)
     SELECT x.challenge_id, $3 * sum(x.total), $3 * sum(x.correct), 0, NULL, $3 * count(*) FILTER (WHERE x.solved),
            $3 * count(*) FILTER (WHERE x.assigned), $3 * coalesce(sum(x.seconds) FILTER (WHERE x.solved), 0)
       FROM (SELECT u.challenge_id, s.total, s.correct, dd.challenge_id IS NOT NULL AS assigned,
                    dd.challenge_id IS NOT NULL AND s.solved AS solved,
                    s.seconds
               FROM unnest($1::int[], $2::int[]) AS u(challenge_id, user_id)
               CROSS JOIN LATERAL (
                 SELECT count(*) FILTER (WHERE NOT deleted) AS total, count(*) FILTER (WHERE correct AND NOT deleted) AS correct,
                        min(first_ok) IS NOT NULL AS solved,
                        coalesce(sum(seconds) FILTER (WHERE NOT deleted AND attempt_number <= first_ok), 0) AS seconds
                   FROM (SELECT *, min(attempt_number) FILTER (WHERE correct AND NOT deleted) OVER () AS first_ok
                           FROM ${table('challenge_stats_submissions')} WHERE challenge_id = u.challenge_id AND user_id = u.user_id) w
               ) s
               LEFT JOIN ${table('challenge_stats_days')} dd ON dd.challenge_id = u.challenge_id AND dd.user_id = u.user_id) x
      GROUP BY x.challenge_id
     ON CONFLICT (challenge_id) DO UPDATE SET
       total_attempts = c.total_attempts + EXCLUDED.total_attempts, correct_attempts = c.correct_attempts + EXCLUDED.correct_attempts,
       solved_count = c.solved_count + EXCLUDED.solved_count, learners_assigned = c.learners_assigned + EXCLUDED.learners_assigned,
       solved_seconds = c.solved_seconds + EXCLUDED.solved_seconds`,
    [challenges, users, sign],
  );
}

/** Success rate and average time from the sums (numeric division, as avg() does). */
async function derive({ tx, table }: ProjectionContext, challenges: number[]): Promise<void> {
  await tx.query(
    `UPDATE ${table('challenge_stats')} SET
        success_rate = CASE WHEN total_attempts > 0 THEN correct_attempts::float8 / total_attempts ELSE 0 END,
        average_completion_time = CASE WHEN solved_count > 0 THEN (solved_seconds::numeric / solved_count)::float8 END
      WHERE challenge_id = ANY($1::int[])`,
    [challenges],
  );
}

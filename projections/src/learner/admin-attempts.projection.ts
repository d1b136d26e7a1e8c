import type { Projection, ProjectionContext } from '../projection';
import { learnerEvents, touchedUsers } from './learner-events';
import type { AttemptDeleted, EloChanged, SolutionSubmitted, SubmissionRegraded } from '../../../contracts/src';

const TABLES = ['admin_attempts', 'admin_attempts_learners'];

/**
 * One row per submission for the admin attempts search. A resolution's ELO numbers belong to the
 * submission that resolved the day; earlier wrong attempts show the ELO of the moment with change 0.
 * Rows keep the numbers as played: an EloRecalculated moves the learner's ELO, not past rows. A
 * regrade replaces the row's verdict and points (last regrade wins) and records when and by whom.
 */
export const adminAttempts: Projection = {
  name: 'admin_attempts',
  version: 3,
  handles: ['LearnerEnrolled', 'SolutionSubmitted', 'EloChanged', 'AttemptDeleted', 'EloRecalculated', 'SubmissionRegraded'],
  tables: TABLES,
  schema: (t) => [
    `CREATE TABLE ${t('admin_attempts')} (
       id                     bigint PRIMARY KEY,
       user_id                int NOT NULL,
       challenge_id           int NOT NULL,
       date                   date NOT NULL,
       attempt_number         int NOT NULL,
       is_correct             boolean NOT NULL,
       points_earned          int NOT NULL,
       elo_change             int NOT NULL,
       elo_before             int NOT NULL,
       elo_after              int NOT NULL,
       execution_time_seconds int NOT NULL,
       error_message          text,
       submitted_at           timestamptz NOT NULL,
       deleted                boolean NOT NULL DEFAULT false,
       deleted_at             timestamptz,
       deleted_by             int,
       regraded_at            timestamptz,
       regraded_by            int
     )`,
    `CREATE INDEX ${t('admin_attempts')}_submitted ON ${t('admin_attempts')} (submitted_at DESC, id DESC)`,
    `CREATE INDEX ${t('admin_attempts')}_user ON ${t('admin_attempts')} (user_id, submitted_at DESC)`,
    `CREATE INDEX ${t('admin_attempts')}_challenge ON ${t('admin_attempts')} (challenge_id, submitted_at DESC)`,
    `CREATE TABLE ${t('admin_attempts_learners')} (user_id int PRIMARY KEY, elo int NOT NULL)`,
  ],
  async apply(recorded, ctx) {
    const events = learnerEvents(recorded);
    if (!events.length) return;
    const { tx, table } = ctx;
    // Each submission takes the learner's ELO of its moment: start from the stored ELOs, walk the batch.
    const elo = new Map<number, number>();
    const { rows } = await tx.query<{ user_id: number; elo: number }>(
      `SELECT user_id, elo FROM ${table('admin_attempts_learners')} WHERE user_id = ANY($1::int[])`,
      [touchedUsers(events)],
    );
    for (const r of rows) elo.set(r.user_id, r.elo);
    let seg = newSegment();
    for (const e of events) {
      switch (e.type) {
        case 'LearnerEnrolled':
          if (!elo.has(e.data.userId)) {
            elo.set(e.data.userId, e.data.initialElo);
            seg.enrolled.set(e.data.userId, e.data.initialElo);
          }
          break;
        case 'SolutionSubmitted': {
          const d = e.data;
          const at = elo.get(d.userId);
          if (at === undefined) break;
          // An ELO change of this day earlier in the segment must hit the attempt that was latest then.
          if (seg.eloChanges.has(`${d.userId}|${d.challengeId}`) || seg.deleted.has(d.attemptId)) {
            await flush(seg, ctx);
            seg = newSegment();
          }
          const row = { ...d, eloBefore: at, eloAfter: at, eloChange: 0 };
          seg.subs.push(row);
          const key = `${d.userId}|${d.challengeId}`;
          const latest = seg.latest.get(key);
          if (!latest || latest.attemptNumber <= d.attemptNumber) seg.latest.set(key, row);
          break;
        }
        case 'EloChanged': {
          const d = e.data;
          elo.set(d.userId, d.after);
          seg.learnerElo.set(d.userId, d.after);
          if (d.reason !== 'abandoned') {
            const key = `${d.userId}|${d.challengeId}`;
            const latest = seg.latest.get(key);
            if (latest) {
              // The day's latest attempt was written in this segment (attempt numbers grow along a stream).
              Object.assign(latest, { eloBefore: d.before, eloAfter: d.after, eloChange: d.delta });
            } else {
              seg.eloChanges.delete(key);
              seg.eloChanges.set(key, d);
            }
          }
          break;
        }
        case 'EloRecalculated':
          elo.set(e.data.userId, e.data.after);
          seg.learnerElo.set(e.data.userId, e.data.after);
          break;
        case 'SubmissionRegraded':
          seg.regraded.delete(e.data.attemptId);
          seg.regraded.set(e.data.attemptId, e.data);
          break;
        case 'AttemptDeleted':
          seg.deleted.set(e.data.attemptId, e.data);
          break;
        default:
          break;
      }
    }
    await flush(seg, ctx);
  },
};

type SubmissionRow = SolutionSubmitted['data'] & { eloBefore: number; eloAfter: number; eloChange: number };

interface Segment {
  enrolled: Map<number, number>;
  subs: SubmissionRow[];
  /** Per (user, challenge): the segment's submission with the highest attempt number. */
  latest: Map<string, SubmissionRow>;
  eloChanges: Map<string, EloChanged['data']>;
  learnerElo: Map<number, number>;
  deleted: Map<number, AttemptDeleted['data']>;
  /** Applied after the segment's submissions, last regrade per attempt; independent of deletions and ELO. */
  regraded: Map<number, SubmissionRegraded['data']>;
}

const newSegment = (): Segment => ({ enrolled: new Map(), subs: [], latest: new Map(), eloChanges: new Map(), learnerElo: new Map(), deleted: new Map(), regraded: new Map() });

/** One statement per kind: learners, submissions (with their ELO), the resolving attempts' ELO, learners' ELO, regrades, deletions. */
async function flush(seg: Segment, { tx, table }: ProjectionContext): Promise<void> {
  const a = table('admin_attempts');
  const learners = table('admin_attempts_learners');
  if (seg.enrolled.size) {
    await tx.query(`INSERT INTO ${learners} (user_id, elo) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`, [
      [...seg.enrolled.keys()],
      [...seg.enrolled.values()],
    ]);
  }
  if (seg.subs.length) {
    const ss = seg.subs;
    await tx.query(
      `INSERT INTO ${a} (id, user_id, challenge_id, date, attempt_number, is_correct, points_earned, elo_change, elo_before, elo_after,
                         execution_time_seconds, error_message, submitted_at)
       SELECT id, user_id, challenge_id, date, attempt_number, correct, points, change, before, after, seconds, error, submitted_at
         FROM unnest($1::bigint[], $2::int[], $3::int[], $4::date[], $5::int[], $6::bool[], $7::int[], $8::int[], $9::int[], $10::text[],
                     $11::timestamptz[], $12::int[], $13::int[])
              WITH ORDINALITY AS s(id, user_id, challenge_id, date, attempt_number, correct, points, before, seconds, error, submitted_at, after, change, ord)
        ORDER BY ord
       ON CONFLICT (id) DO NOTHING`,
      [
        ss.map((d) => d.attemptId),
        ss.map((d) => d.userId),
        ss.map((d) => d.challengeId),
        ss.map((d) => d.date),
        ss.map((d) => d.attemptNumber),
        ss.map((d) => d.correct),
        ss.map((d) => d.points),
        ss.map((d) => d.eloBefore),
        ss.map((d) => d.seconds),
        ss.map((d) => d.error),
        ss.map((d) => d.submittedAt),
        ss.map((d) => d.eloAfter),
        ss.map((d) => d.eloChange),
      ],
    );
  }
  if (seg.eloChanges.size) {
    const cs = [...seg.eloChanges.values()];
    await tx.query(
      `UPDATE ${a} AS t SET elo_before = c.before, elo_after = c.after, elo_change = c.delta
         FROM (SELECT DISTINCT ON (x.user_id, x.challenge_id) x.id, c.before, c.after, c.delta
                 FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[]) AS c(user_id, challenge_id, before, after, delta)
                 JOIN ${a} x ON x.user_id = c.user_id AND x.challenge_id = c.challenge_id
                ORDER BY x.user_id, x.challenge_id, x.attempt_number DESC) c
        WHERE t.id = c.id`,
      [cs.map((d) => d.userId), cs.map((d) => d.challengeId), cs.map((d) => d.before), cs.map((d) => d.after), cs.map((d) => d.delta)],
    );
  }
  if (seg.learnerElo.size) {
    await tx.query(`UPDATE ${learners} AS l SET elo = e.elo FROM unnest($1::int[], $2::int[]) AS e(user_id, elo) WHERE l.user_id = e.user_id`, [
      [...seg.learnerElo.keys()],
      [...seg.learnerElo.values()],
    ]);
  }
  if (seg.regraded.size) {
    const rs = [...seg.regraded.values()];
    await tx.query(
      `UPDATE ${a} AS t SET is_correct = r.correct, points_earned = r.points, regraded_at = r.at, regraded_by = r.by
         FROM unnest($1::bigint[], $2::bool[], $3::int[], $4::timestamptz[], $5::int[]) AS r(id, correct, points, at, by) WHERE t.id = r.id`,
      [rs.map((d) => d.attemptId), rs.map((d) => d.correct), rs.map((d) => d.points), rs.map((d) => d.regradedAt), rs.map((d) => d.adminId)],
    );
  }
  if (seg.deleted.size) {
    const ds = [...seg.deleted.values()];
    await tx.query(
      `UPDATE ${a} AS t SET deleted = true, deleted_at = d.at, deleted_by = d.by
         FROM unnest($1::bigint[], $2::timestamptz[], $3::int[]) AS d(id, at, by) WHERE t.id = d.id`,
      [ds.map((d) => d.attemptId), ds.map((d) => d.deletedAt), ds.map((d) => d.adminId)],
    );
  }
}

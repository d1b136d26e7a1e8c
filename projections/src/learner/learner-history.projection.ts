import type { Projection, ProjectionContext } from '../projection';
import { learnerEvents, pairs } from './learner-events';
import type {
  AttemptStarted,
  DailyChallengeAssigned,
  DailyChallengeResolved,
  HintRevealed,
  LearnerEvent,
  SolutionSubmitted,
  SubmissionRegraded,
} from '../../../contracts/src';
import { applyRecalculatedElo } from './recalculated-elo';

const TABLES = ['learner_history', 'learner_history_submissions', 'learner_history_learners'];

/**
 * One row per learner per daily challenge, created at assignment. Attempts, correctness, points and
 * time are recomputed from the remaining submissions after every batch (a solved day counts up to its
 * first correct remaining submission and earns that submission's points); `resolved_*` keep the
 * resolution as played. `outcome` is the resolution's, except on a day with a regraded submission,
 * where it follows the verdicts: solved when a remaining submission is correct, else failed
 * (abandoned stays abandoned). ELO numbers come from the resolution and, after an EloRecalculated, from the
 * same replay the write side ran, carried by EloRecalculated (see recalculated-elo.ts).
 */
export const learnerHistory: Projection = {
  name: 'learner_history',
  version: 5,
  handles: [
    'LearnerEnrolled', 'DailyChallengeAssigned', 'AttemptStarted', 'SolutionSubmitted', 'EloChanged', 'DailyChallengeResolved',
    'AttemptDeleted', 'EloRecalculated', 'SubmissionRegraded', 'HintRevealed',
  ],
  tables: TABLES,
  schema: (t) => [
    `CREATE TABLE ${t('learner_history')} (
       user_id                int NOT NULL,
       date                   date NOT NULL,
       challenge_id           int NOT NULL,
       category               text,
       rating                 int NOT NULL,
       allowance_seconds      int NOT NULL,
       assigned_at            timestamptz NOT NULL,
       attempts_started       int NOT NULL DEFAULT 0,
       submitted_at           timestamptz,
       is_correct             boolean NOT NULL DEFAULT false,
       total_attempts         int NOT NULL DEFAULT 0,
       elo_before             int,
       elo_after              int,
       final_elo_change       int,
       execution_time_seconds int NOT NULL DEFAULT 0,
       points_earned          int NOT NULL DEFAULT 0,
       outcome                text,
       resolved_outcome       text,
       resolved_at            timestamptz,
       resolved_attempts      int,
       resolved_seconds       int,
       hints_used             int NOT NULL DEFAULT 0,
       PRIMARY KEY (user_id, date),
       UNIQUE (user_id, challenge_id)
     )`,
    `CREATE TABLE ${t('learner_history_submissions')} (
       attempt_id     bigint PRIMARY KEY,
       user_id        int NOT NULL,
       challenge_id   int NOT NULL,
       attempt_number int NOT NULL,
       correct        boolean NOT NULL,
       seconds        int NOT NULL,
       points         int NOT NULL,
       submitted_at   timestamptz NOT NULL,
       deleted        boolean NOT NULL DEFAULT false,
       regraded       boolean NOT NULL DEFAULT false
     )`,
    `CREATE INDEX ${t('learner_history_submissions')}_day ON ${t('learner_history_submissions')} (user_id, challenge_id, attempt_number)`,
    `CREATE TABLE ${t('learner_history_learners')} (user_id int PRIMARY KEY, initial_elo int NOT NULL)`,
  ],
  async apply(recorded, ctx) {
    const events = learnerEvents(recorded);
    const touched: Array<readonly [number, number]> = [];
    // An EloRecalculated sets the learner's ELO per day as the write side's replay gave it: the events
    // before it are written first, set-based, then its numbers, then the rest.
    let segment: LearnerEvent[] = [];
    for (const e of events) {
      if (e.type === 'SolutionSubmitted' || e.type === 'DailyChallengeResolved' || e.type === 'AttemptDeleted' || e.type === 'SubmissionRegraded') {
        touched.push([e.data.userId, e.data.challengeId]);
      }
      if (e.type === 'EloRecalculated') {
        await applySegment(segment, ctx);
        segment = [];
        await applyRecalculatedElo(ctx, e.data);
      } else segment.push(e);
    }
    await applySegment(segment, ctx);
    if (touched.length) await recompute(ctx, pairs(touched));
  },
};

interface DayWrite {
  userId: number;
  date: string;
  started: number | null;
  resolved: DailyChallengeResolved['data'] | null;
  elo: EloWrite | null;
}

interface EloWrite {
  userId: number;
  date: string;
  before: number;
  after: number;
  change: number;
}

/**
 * A run of events without EloRecalculated, one statement per kind, in the order a stream produces
 * them: learners and assignments (first wins), starts (highest attempt), submissions, resolutions
 * (last wins), each day's last ELO numbers (EloChanged or resolution, whichever came last), regrades
 * (last wins per attempt), deletions (a regrade and a deletion touch different columns).
 */
async function applySegment(events: LearnerEvent[], { tx, table }: ProjectionContext): Promise<void> {
  if (!events.length) return;
  const h = table('learner_history');
  const learners = new Map<number, number>();
  const assigned: Array<DailyChallengeAssigned['data']> = [];
  const started = new Map<string, AttemptStarted['data']>();
  const subs: Array<SolutionSubmitted['data']> = [];
  const resolved = new Map<string, DailyChallengeResolved['data']>();
  const elo = new Map<string, EloWrite>();
  const regraded = new Map<number, SubmissionRegraded['data']>();
  const deleted: number[] = [];
  const hints = new Map<string, HintRevealed['data']>();
  for (const e of events) {
    switch (e.type) {
      case 'LearnerEnrolled':
        if (!learners.has(e.data.userId)) learners.set(e.data.userId, e.data.initialElo);
        break;
      case 'DailyChallengeAssigned':
        assigned.push(e.data);
        break;
      case 'AttemptStarted': {
        const key = `${e.data.userId}|${e.data.date}`;
        const prev = started.get(key);
        if (!prev || prev.attemptNumber < e.data.attemptNumber) started.set(key, e.data);
        break;
      }
      case 'SolutionSubmitted':
        subs.push(e.data);
        break;
      case 'EloChanged': {
        const d = e.data;
        const key = `${d.userId}|${d.date}`;
        elo.delete(key);
        elo.set(key, { userId: d.userId, date: d.date, before: d.before, after: d.after, change: d.delta });
        break;
      }
      case 'DailyChallengeResolved': {
        const d = e.data;
        const key = `${d.userId}|${d.date}`;
        resolved.set(key, d);
        elo.delete(key);
        elo.set(key, { userId: d.userId, date: d.date, before: d.eloBefore, after: d.eloAfter, change: d.eloAfter - d.eloBefore });
        break;
      }
      case 'SubmissionRegraded':
        regraded.set(e.data.attemptId, e.data);
        break;
      case 'AttemptDeleted':
        deleted.push(e.data.attemptId);
        break;
      case 'HintRevealed': {
        const key = `${e.data.userId}|${e.data.date}`;
        if ((hints.get(key)?.hintNumber ?? 0) < e.data.hintNumber) hints.set(key, e.data);
        break;
      }
      default:
        break;
    }
  }
  if (learners.size) {
    await tx.query(
      `INSERT INTO ${table('learner_history_learners')} (user_id, initial_elo) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
      [[...learners.keys()], [...learners.values()]],
    );
  }
  // Starts, resolutions and each day's last ELO numbers (null = not in this segment): days assigned in
  // this segment get them in their INSERT, the others in one UPDATE.
  const days = new Map<string, DayWrite>();
  const day = (userId: number, date: string): DayWrite => {
    const key = `${userId}|${date}`;
    let w = days.get(key);
    if (!w) days.set(key, (w = { userId, date, started: null, resolved: null, elo: null }));
    return w;
  };
  for (const x of started.values()) day(x.userId, x.date).started = x.attemptNumber;
  for (const x of resolved.values()) day(x.userId, x.date).resolved = x;
  for (const x of elo.values()) day(x.userId, x.date).elo = x;
  if (assigned.length) {
    const none: DayWrite = { userId: 0, date: '', started: null, resolved: null, elo: null };
    const seen = new Set<string>();
    const ws = assigned.map((a) => {
      const key = `${a.userId}|${a.date}`;
      if (seen.has(key)) return none;
      seen.add(key);
      return days.get(key) ?? none;
    });
    const { rows } = await tx.query<{ user_id: number; date: string }>(
      `INSERT INTO ${h} (user_id, date, challenge_id, category, rating, allowance_seconds, assigned_at, attempts_started,
                         outcome, resolved_outcome, resolved_at, resolved_attempts, resolved_seconds, elo_before, elo_after, final_elo_change)
       SELECT user_id, date, challenge_id, category, rating, allowance_seconds, assigned_at, coalesce(started, 0),
              outcome, outcome, resolved_at, attempts, seconds, before, after, change
         FROM unnest($1::int[], $2::date[], $3::int[], $4::text[], $5::int[], $6::int[], $7::timestamptz[],
                     $8::int[], $9::text[], $10::timestamptz[], $11::int[], $12::int[], $13::int[], $14::int[], $15::int[]) WITH ORDINALITY
              AS a(user_id, date, challenge_id, category, rating, allowance_seconds, assigned_at,
                   started, outcome, resolved_at, attempts, seconds, before, after, change, ord)
        ORDER BY ord
       ON CONFLICT DO NOTHING
       RETURNING user_id, date::text AS date`,
      [
        assigned.map((x) => x.userId),
        assigned.map((x) => x.date),
        assigned.map((x) => x.challengeId),
        assigned.map((x) => x.category),
        assigned.map((x) => x.challengeRating),
        assigned.map((x) => x.allowanceSeconds),
        assigned.map((x) => x.assignedAt),
        ws.map((w) => w.started),
        ws.map((w) => w.resolved?.outcome ?? null),
        ws.map((w) => w.resolved?.resolvedAt ?? null),
        ws.map((w) => w.resolved?.attempts ?? null),
        ws.map((w) => w.resolved?.totalSeconds ?? null),
        ws.map((w) => w.elo?.before ?? null),
        ws.map((w) => w.elo?.after ?? null),
        ws.map((w) => w.elo?.change ?? null),
      ],
    );
    for (const r of rows) days.delete(`${r.user_id}|${r.date}`);
  }
  if (subs.length) {
    await tx.query(
      `INSERT INTO ${table('learner_history_submissions')} (attempt_id, user_id, challenge_id, attempt_number, correct, seconds, points, submitted_at)
       SELECT attempt_id, user_id, challenge_id, attempt_number, correct, seconds, points, submitted_at
         FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::bool[], $6::int[], $7::int[], $8::timestamptz[]) WITH ORDINALITY
              AS s(attempt_id, user_id, challenge_id, attempt_number, correct, seconds, points, submitted_at, ord)
        ORDER BY ord
       ON CONFLICT (attempt_id) DO NOTHING`,
      [
        subs.map((d) => d.attemptId),
        subs.map((d) => d.userId),
        subs.map((d) => d.challengeId),
        subs.map((d) => d.attemptNumber),
        subs.map((d) => d.correct),
        subs.map((d) => d.seconds),
        subs.map((d) => d.points),
        subs.map((d) => d.submittedAt),
      ],
    );
  }
  if (days.size) {
    const ws = [...days.values()];
    await tx.query(
      `UPDATE ${h} AS h SET
          attempts_started = greatest(h.attempts_started, coalesce(w.started, 0)),
          outcome = coalesce(w.outcome, h.outcome), resolved_outcome = coalesce(w.outcome, h.resolved_outcome), resolved_at = coalesce(w.resolved_at, h.resolved_at),
          resolved_attempts = coalesce(w.attempts, h.resolved_attempts), resolved_seconds = coalesce(w.seconds, h.resolved_seconds),
          elo_before = CASE WHEN w.has_elo THEN w.before ELSE h.elo_before END,
          elo_after = CASE WHEN w.has_elo THEN w.after ELSE h.elo_after END,
          final_elo_change = CASE WHEN w.has_elo THEN w.change ELSE h.final_elo_change END
         FROM unnest($1::int[], $2::date[], $3::int[], $4::text[], $5::timestamptz[], $6::int[], $7::int[], $8::bool[], $9::int[], $10::int[], $11::int[])
              AS w(user_id, date, started, outcome, resolved_at, attempts, seconds, has_elo, before, after, change)
        WHERE h.user_id = w.user_id AND h.date = w.date`,
      [
        ws.map((w) => w.userId),
        ws.map((w) => w.date),
        ws.map((w) => w.started),
        ws.map((w) => w.resolved?.outcome ?? null),
        ws.map((w) => w.resolved?.resolvedAt ?? null),
        ws.map((w) => w.resolved?.attempts ?? null),
        ws.map((w) => w.resolved?.totalSeconds ?? null),
        ws.map((w) => w.elo !== null),
        ws.map((w) => w.elo?.before ?? null),
        ws.map((w) => w.elo?.after ?? null),
        ws.map((w) => w.elo?.change ?? null),
      ],
    );
  }
  if (regraded.size) {
    const rs = [...regraded.values()];
    await tx.query(
      `UPDATE ${table('learner_history_submissions')} AS s SET correct = r.correct, points = r.points, regraded = true
         FROM unnest($1::bigint[], $2::bool[], $3::int[]) AS r(attempt_id, correct, points) WHERE s.attempt_id = r.attempt_id`,
      [rs.map((d) => d.attemptId), rs.map((d) => d.correct), rs.map((d) => d.points)],
    );
  }
  if (deleted.length) {
    await tx.query(`UPDATE ${table('learner_history_submissions')} SET deleted = true WHERE attempt_id = ANY($1::bigint[])`, [deleted]);
  }
  if (hints.size) {
    const hs = [...hints.values()];
    await tx.query(
      `UPDATE ${h} AS h SET hints_used = greatest(h.hints_used, x.n)
         FROM unnest($1::int[], $2::date[], $3::int[]) AS x(user_id, date, n) WHERE h.user_id = x.user_id AND h.date = x.date`,
      [hs.map((d) => d.userId), hs.map((d) => d.date), hs.map((d) => d.hintNumber)],
    );
  }
}

/**
 * Attempts, correctness, points, last submission and time of the touched days, from the remaining
 * submissions. A day with a correct remaining submission is solved there: its attempts and time run
 * up to it and it earns that submission's points (a regrade can leave later correct ones, or make an
 * earlier one correct); without one, the resolution as played less the deleted attempts.
 */
async function recompute({ tx, table }: ProjectionContext, [users, challenges]: [number[], number[]]): Promise<void> {
  await tx.query(
    `UPDATE ${table('learner_history')} AS h SET
        total_attempts = CASE WHEN x.first_ok IS NOT NULL THEN x.counted
                              ELSE greatest(0, coalesce(h.resolved_attempts, x.all_count) - x.deleted_count) END,
        is_correct = x.first_ok IS NOT NULL,
        points_earned = x.points,
        submitted_at = x.last_at,
        execution_time_seconds = CASE WHEN x.first_ok IS NOT NULL THEN x.counted_seconds
                                      ELSE greatest(0, coalesce(h.resolved_seconds, x.all_seconds) - x.deleted_seconds) END,
        outcome = CASE WHEN h.resolved_outcome IS NULL OR NOT x.regraded THEN h.resolved_outcome
                       WHEN x.first_ok IS NOT NULL THEN 'solved'
                       WHEN h.resolved_outcome = 'abandoned' THEN 'abandoned'
                       ELSE 'failed' END
       FROM unnest($1::int[], $2::int[]) AS u(user_id, challenge_id)
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS all_count,
                count(*) FILTER (WHERE deleted)::int AS deleted_count,
                min(first_ok) AS first_ok,
                count(*) FILTER (WHERE NOT deleted AND attempt_number <= first_ok)::int AS counted,
                coalesce(sum(seconds) FILTER (WHERE NOT deleted AND attempt_number <= first_ok), 0)::int AS counted_seconds,
                coalesce(sum(points) FILTER (WHERE NOT deleted AND attempt_number = first_ok), 0)::int AS points,
                max(submitted_at) FILTER (WHERE NOT deleted) AS last_at,
                coalesce(sum(seconds), 0)::int AS all_seconds,
                coalesce(sum(seconds) FILTER (WHERE deleted), 0)::int AS deleted_seconds,
                coalesce(bool_or(regraded), false) AS regraded
           FROM (SELECT s.*, min(attempt_number) FILTER (WHERE correct AND NOT deleted) OVER () AS first_ok
                   FROM ${table('learner_history_submissions')} s
                  WHERE s.user_id = u.user_id AND s.challenge_id = u.challenge_id) s
       ) x
      WHERE h.user_id = u.user_id AND h.challenge_id = u.challenge_id`,
    [users, challenges],
  );
}

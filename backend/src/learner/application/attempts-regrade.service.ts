import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../kernel/clock';
import { conflict, notFound, serviceUnavailable } from '../../kernel/errors';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import type { PreparedChallenge } from '../../platform/grading';
import type { RunErrorKind } from '../../platform/sandbox/run-result';
import { jobId } from '../../platform/jobs/job-catalog';
import { JobDeadlineError, JobsClient } from '../../platform/jobs/jobs.client';
import { LearnerRepository } from './learner.repository';
import { evolve, initialState, learnerStream, type LearnerEvent, type LearnerState, type RegradeSubmission, type SolutionSubmitted } from '../domain';
import type { GradeJob, GradeJobResult } from '../../platform/sandbox-jobs/sandbox-job-types';
import type { Regrade } from '../http/attempts.schemas';
import type { EloRecalculationResult } from './elo-recalculation';
import { EloRecalculationRunner } from './elo-recalculation-runner';

/** Grading runs at once per re-grade request (each is one sandbox job on the worker). */
const CONCURRENCY = 3;
const GRADE_TIMEOUT_MS = 60_000;

/**
 * Run failures that say nothing about the query: under load a query that passed may time out or
 * find the sandbox busy. Such a run never turns a correct attempt wrong.
 */
const INCONCLUSIVE: ReadonlySet<RunErrorKind> = new Set(['timeout', 'busy', 'setup', 'internal', 'resource']);

export interface RegradeChange {
  attempt_id: number;
  user_id: number;
  challenge_id: number;
  was_correct: boolean;
  now_correct: boolean;
}

export interface RegradeReport {
  dry_run: boolean;
  checked: number;
  changed: RegradeChange[];
  unchanged: number;
  /** Attempts on days still in play, left alone: they can be re-graded once the day is over. */
  still_open: number[];
  elo_recalculations: Record<number, EloRecalculationResult>;
  affected_users: number[];
}

interface Target {
  attemptId: number;
  userId: number;
  challengeId: number;
  sql: string;
  wasCorrect: boolean;
  /** The learner's day for it is still in play. */
  open: boolean;
}

/**
 * Re-runs stored submissions against their challenge's current grading definition (DESIGN.md §7,
 * issue 5). A changed verdict becomes SubmissionRegraded on the learner's stream, then the worker
 * recalculates their ELO as it does after a deletion; an unchanged one records nothing.
 */
@Injectable()
export class AttemptsRegradeService {
  private readonly logger = new Logger('Regrade');

  constructor(
    private readonly db: DataSource,
    private readonly learners: LearnerRepository,
    private readonly jobs: JobsClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly recalculation: EloRecalculationRunner,
  ) {}

  async regradeAttempt(attemptId: number, body: Regrade, adminId: number): Promise<RegradeReport> {
    const [row] = (await this.db.query(`SELECT user_id, challenge_id FROM admin_attempts WHERE id = $1 AND NOT deleted`, [attemptId])) as Array<{
      user_id: number;
      challenge_id: number;
    }>;
    if (!row) throw notFound('Attempt not found');
    const prepared = await this.definition(row.challenge_id);
    const targets = await this.targets(new Map([[row.user_id, [attemptId]]]));
    if (!targets.length) throw notFound('Attempt not found');
    if (targets[0]!.open) throw conflict(`Attempt ${attemptId} belongs to a day the learner is still playing; re-grade it once the day is over.`);
    return this.regrade(targets, prepared, body, adminId);
  }

  async regradeChallenge(challengeId: number, body: Regrade, adminId: number): Promise<RegradeReport> {
    const prepared = await this.definition(challengeId);
    const rows = (await this.db.query(`SELECT id::int AS id, user_id FROM admin_attempts WHERE challenge_id = $1 AND NOT deleted ORDER BY id`, [
      challengeId,
    ])) as Array<{ id: number; user_id: number }>;
    const byUser = new Map<number, number[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id]);
    return this.regrade(await this.targets(byUser, challengeId), prepared, body, adminId);
  }

  /** The challenge's current grading data; refuses one that has not passed validation as it stands. */
  private async definition(challengeId: number): Promise<PreparedChallenge> {
    const [c] = (await this.db.query(`SELECT validated, validation_error, grading FROM challenges WHERE id = $1`, [challengeId])) as Array<{
      validated: boolean;
      validation_error: string | null;
      grading: PreparedChallenge | null;
    }>;
    if (!c) throw notFound('Challenge not found');
    if (!c.validated || !c.grading || c.grading.problems?.length) {
      const why = c.validation_error ?? c.grading?.problems?.join('; ') ?? null;
      throw conflict(
        `Challenge ${challengeId} has not passed validation in its current form${why ? ` (${why})` : ''}: validate it before re-grading, nothing was changed.`,
      );
    }
    return c.grading;
  }

  /** The stored SQL and current verdict of each attempt, from the learners' streams (deleted ones left out). */
  private async targets(byUser: Map<number, number[]>, challengeId?: number): Promise<Target[]> {
    const out: Target[] = [];
    for (const [userId, attemptIds] of byUser) {
      const recorded = await this.store.readStream(learnerStream(userId));
      let state: LearnerState = initialState;
      const submitted = new Map<number, SolutionSubmitted['data']>();
      for (const e of recorded) {
        const event = { type: e.type, data: e.data } as LearnerEvent;
        state = evolve(state, event);
        if (event.type === 'SolutionSubmitted') submitted.set(event.data.attemptId, event.data);
      }
      for (const attemptId of attemptIds) {
        const s = submitted.get(attemptId);
        const current = currentSubmission(state, attemptId);
        if (!s || !current || current.submission.deleted) continue;
        if (challengeId !== undefined && s.challengeId !== challengeId) continue;
        out.push({ attemptId, userId, challengeId: s.challengeId, sql: s.sql, wasCorrect: current.submission.correct, open: !current.day.resolution });
      }
    }
    return out.sort((a, b) => a.attemptId - b.attemptId);
  }

  private async regrade(all: Target[], prepared: PreparedChallenge, body: Regrade, adminId: number): Promise<RegradeReport> {
    const targets = all.filter((t) => !t.open);
    const stillOpen = all.filter((t) => t.open).map((t) => t.attemptId);
    // Grade everything first: an outage part-way records nothing at all.
    const run = randomUUID();
    const verdicts = await mapLimit(targets, CONCURRENCY, (t) => this.grade(t, prepared, run));
    const changed: RegradeChange[] = [];
    const inconclusive: string[] = [];
    targets.forEach((t, i) => {
      const v = verdicts[i]!;
      if (v.correct === null) {
        // Already wrong: a failing run agrees with that. Correct: we cannot tell, so refuse.
        if (t.wasCorrect) inconclusive.push(`${t.attemptId} (${v.why})`);
        return;
      }
      if (v.correct !== t.wasCorrect) {
        changed.push({ attempt_id: t.attemptId, user_id: t.userId, challenge_id: t.challengeId, was_correct: t.wasCorrect, now_correct: v.correct });
      }
    });
    if (inconclusive.length) {
      throw serviceUnavailable(
        `Re-grading could not give a definite verdict for attempt${inconclusive.length > 1 ? 's' : ''} ${inconclusive.join(', ')}; nothing was changed. Please try again.`,
      );
    }
    const affected = [...new Set(changed.map((c) => c.user_id))];
    const report: RegradeReport = { dry_run: body.dry_run, checked: targets.length, changed, unchanged: targets.length - changed.length, still_open: stillOpen, elo_recalculations: {}, affected_users: affected };
    if (body.dry_run) return report;

    for (const userId of affected) {
      const mine = changed.filter((c) => c.user_id === userId);
      const now = this.clock.now().toISOString();
      const { events, before } = await this.learners.execute(
        userId,
        // Decided on the fresh stream: an attempt deleted meanwhile is left alone.
        (state) =>
          mine
            .filter((c) => { const cur = currentSubmission(state, c.attempt_id); return cur?.submission.deleted === false && cur.day.resolution !== null; })
            .map((c): RegradeSubmission => ({ type: 'RegradeSubmission', data: { attemptId: c.attempt_id, correct: c.now_correct, adminId, reason: body.reason, now } })),
        adminId,
      );
      if (!events.length) continue;
      const ids = events.flatMap((e) => (e.type === 'SubmissionRegraded' ? [e.data.attemptId] : [])).sort((a, b) => a - b);
      // The version makes the cause unique: re-grading the same attempts back later recalculates again.
      const cause = `regraded: ${ids.join(', ')} (${body.reason}) at v${before.version + events.length}`;
      try {
        report.elo_recalculations[userId] = await this.recalculation.recalculate({ userId, adminId, cause });
      } catch (err) {
        if (!(err instanceof JobDeadlineError)) throw err;
        // The job stays queued and runs when a worker is free: the verdicts are recorded already.
        throw serviceUnavailable(`Attempts ${ids.join(', ')} were re-graded, but the ELO recalculation of user ${userId} is still queued. Check the rating history shortly.`);
      }
    }
    return report;
  }

  /** The grader's verdict, or null with a reason when the run failed for reasons outside the query. */
  private async grade(t: Target, prepared: PreparedChallenge, run: string): Promise<{ correct: boolean | null; why?: string }> {
    let r: GradeJobResult;
    try {
      r = await this.jobs.run<GradeJobResult>('sandbox', 'grade', { learnerKey: `regrade-${t.attemptId}`, prepared, sql: t.sql } satisfies GradeJob, {
        jobId: jobId('regrade', run, t.attemptId),
        timeoutMs: GRADE_TIMEOUT_MS,
      });
    } catch (err) {
      this.logger.warn(`grading attempt ${t.attemptId} failed: ${(err as Error).message}`);
      throw new HttpException({ detail: 'The SQL sandbox is unavailable right now, so nothing was re-graded. Please try again.' }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    if (r.correct) return { correct: true };
    const kind = r.error?.kind ?? r.hiddenErrorKind;
    if (kind && INCONCLUSIVE.has(kind)) return { correct: null, why: kind };
    return { correct: false };
  }
}

function currentSubmission(state: LearnerState, attemptId: number) {
  for (const day of Object.values(state.days)) {
    const a = day.attempts.find((x) => x.submission?.attemptId === attemptId);
    if (a?.submission) return { day, submission: a.submission };
  }
  return undefined;
}

/** Maps with at most `limit` calls in flight; rejects on the first failure (after the others settle). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  let failure: unknown;
  const lane = async () => {
    while (next < items.length && failure === undefined) {
      const i = next++;
      try {
        out[i] = await fn(items[i]!);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure !== undefined) throw failure;
  return out;
}

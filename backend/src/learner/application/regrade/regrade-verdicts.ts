import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { PreparedChallenge, GradeJob, GradeJobResult, RunErrorKind } from '../../../grading';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobsClient } from '../../../platform/jobs/jobs.client';
import type { RegradeTarget } from './regrade-report';

/** Grading runs at once per re-grade request (each is one sandbox job on the worker). */
const CONCURRENCY = 3;
const GRADE_TIMEOUT_MS = 60_000;

/**
 * Run failures that say nothing about the query: under load a query that passed may time out or
 * find the sandbox busy. Such a run never turns a correct attempt wrong.
 */
const INCONCLUSIVE: ReadonlySet<RunErrorKind> = new Set(['timeout', 'busy', 'setup', 'internal', 'resource']);

/** The grader's verdict, or null with a reason when the run failed for reasons outside the query. */
export interface Verdict {
  correct: boolean | null;
  why?: string;
}

/** Grades stored submissions again in the sandbox (a few at a time), one verdict per target. */
@Injectable()
export class RegradeVerdicts {
  private readonly logger = new Logger('Regrade');

  constructor(private readonly jobs: JobsClient) {}

  /** Rejects on the first failing job (a 503: the sandbox is unavailable, so nothing is recorded). */
  grade(targets: RegradeTarget[], prepared: PreparedChallenge): Promise<Verdict[]> {
    const run = randomUUID();
    return mapLimit(targets, CONCURRENCY, (t) => this.gradeOne(t, prepared, run));
  }

  private async gradeOne(t: RegradeTarget, prepared: PreparedChallenge, run: string): Promise<Verdict> {
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

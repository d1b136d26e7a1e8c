import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../../platform/eventstore/event-store.token';
import type { EventStore } from '../../../platform/eventstore/event-store.port';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobsClient } from '../../../platform/jobs/jobs.client';
import { LearnerReadModels } from '../learner-read-models';
import { learnerStream } from '../../domain';
import type { EloRecalculationResult, RecalculateEloJob } from './elo-recalculation';

/**
 * The API's side of an audited recalculation (after deletions and re-grades): the worker's
 * `recalculate-elo` job, deduplicated by its cause, then a wait until search, stats and boards show
 * the new rating (the admin screens re-read at once). A job past its deadline throws JobDeadlineError
 * and stays queued.
 */
@Injectable()
export class EloRecalculationRunner {
  constructor(
    private readonly jobs: JobsClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: LearnerReadModels,
  ) {}

  async recalculate(job: RecalculateEloJob): Promise<EloRecalculationResult> {
    const result = await this.jobs.run<EloRecalculationResult>('maintenance', 'recalculate-elo', job, {
      jobId: jobId('recalc', job.userId, createHash('sha256').update(job.cause).digest('hex').slice(0, 16)),
      timeoutMs: 30_000,
    });
    const stream = await this.store.readStream(learnerStream(job.userId));
    await this.readModels.caughtUpTo(stream[stream.length - 1]?.globalPosition);
    return result;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobsClient } from '../../../platform/jobs/jobs.client';
import { endOfLearnerDay } from '../../domain';

export interface CloseDayJob {
  userId: number;
  date: string;
}

/** Schedules the abandonment check for the end of the learner's day (once per learner and date). */
@Injectable()
export class DayEndScheduler {
  constructor(
    private readonly jobs: JobsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async schedule(userId: number, date: string, timezone: string, retry = 0): Promise<void> {
    const at = Date.parse(endOfLearnerDay(date, timezone));
    const delayMs = Math.max(0, at - this.clock.now().getTime()) + 1000;
    await this.jobs.enqueue('maintenance', 'close-day', { userId, date } satisfies CloseDayJob, {
      jobId: jobId('close-day', userId, date, retry),
      delayMs,
    });
  }
}

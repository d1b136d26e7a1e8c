import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, serviceUnavailable } from '../../../kernel/errors';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobDeadlineError, JobsClient } from '../../../platform/jobs/jobs.client';
import type { TestRunJob, TestRunJobResult } from '../../../grading';
import { TestQueryCommand } from '../commands';
import { LearnerChallenges } from '../learner-challenges';
import { LearnerLock } from '../learner-lock';
import { LearnerRepository } from '../learner.repository';
import { dataChangesAnswer, errorPositionOf, sampleDiffAnswer } from './run-answers';

export const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** Runs a query on the challenge's visible data: no attempt used, no grading, a preview of the rows. */
@CommandHandler(TestQueryCommand)
export class TestQueryHandler implements ICommandHandler<TestQueryCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly challenges: LearnerChallenges,
    private readonly jobs: JobsClient,
    private readonly lock: LearnerLock,
  ) {}

  async execute({ userId, challengeId, sql }: TestQueryCommand) {
    // Read together (one round trip of latency, not two); nothing is used before the check below.
    const [{ state }, challenge] = await Promise.all([this.learners.load(userId), this.challenges.setupWithExpected(challengeId)]);
    // Only challenges this learner was given: nobody probes another learner's (or an unreleased) dataset.
    if (!state.assignedChallengeIds.includes(challengeId)) throw notFound('Challenge not found');
    if (!challenge?.setupSql) throw notFound('Challenge not found');
    const { setupSql, expected } = challenge;
    const r = await this.lock.run(userId, async () => {
      try {
        return await this.jobs.run<TestRunJobResult>('sandbox', 'test-run', { learnerKey: String(userId), setupSql, sql, expected } satisfies TestRunJob, {
          jobId: jobId('test', userId, challengeId, digest(sql)),
          timeoutMs: 20_000,
        });
      } catch (err) {
        if (err instanceof JobDeadlineError) throw serviceUnavailable('The query runner is busy right now. Please try again in a moment.');
        throw err;
      }
    });
    return {
      success: r.success,
      message: r.message,
      error: r.error,
      columns: r.columns.map((c) => c.name),
      rows: r.rows,
      row_count: r.rowCount,
      execution_time_ms: Math.round(r.durationMs),
      sample_diff: r.success ? sampleDiffAnswer(r.sampleDiff ?? null) : null,
      error_position: errorPositionOf(sql, r.errorDetail),
      data_changes: r.success ? dataChangesAnswer(r.dataChanges ?? null) : null,
    };
  }
}

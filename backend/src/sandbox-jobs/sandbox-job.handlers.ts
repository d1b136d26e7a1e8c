import { Inject, Injectable } from '@nestjs/common';
import type { Grader } from '../grading';
import { HandlesJob } from '../jobs/job-handler.decorator';
import { GRADER } from './sandbox.tokens';
import type {
  CheckSetupJob,
  CheckSetupResult,
  GradeJob,
  GradeJobResult,
  TestRunJob,
  TestRunJobResult,
  ValidateChallengeJob,
  ValidateChallengeResult,
} from './sandbox-job-types';

// The executor answers an unreachable sandbox with this text; such runs are retried by BullMQ
// instead of being recorded as a learner's (or a challenge's) failure.
const SANDBOX_DOWN = /sandbox is unavailable/i;

class SandboxUnavailable extends Error {}

@Injectable()
export class SandboxJobHandlers {
  constructor(@Inject(GRADER) private readonly grader: Grader) {}

  @HandlesJob('sandbox', 'check-setup')
  async checkSetup(job: CheckSetupJob): Promise<CheckSetupResult> {
    const r = await this.grader.validateSchemaSetup(job.setupSql);
    if (!r.ok && r.errors.some((e) => SANDBOX_DOWN.test(e))) throw new SandboxUnavailable(r.errors.join('; '));
    return r;
  }

  @HandlesJob('sandbox', 'validate-challenge')
  async validate(job: ValidateChallengeJob): Promise<ValidateChallengeResult> {
    const prepared = await this.grader.prepareChallenge({
      setupSql: job.setupSql,
      referenceSql: job.referenceSql,
      expectedOutput: job.expectedOutput,
    });
    if (prepared.problems.some((p) => SANDBOX_DOWN.test(p))) throw new SandboxUnavailable(prepared.problems.join('; '));
    return prepared;
  }

  @HandlesJob('sandbox', 'test-run')
  async testRun(job: TestRunJob): Promise<TestRunJobResult> {
    const r = await this.grader.testRun(job.setupSql, job.sql, { learnerKey: job.learnerKey });
    if (r.errorDetail?.kind === 'internal') throw new SandboxUnavailable(r.errorDetail.message);
    return r;
  }

  @HandlesJob('sandbox', 'grade')
  async grade(job: GradeJob): Promise<GradeJobResult> {
    const r = await this.grader.grade(job.prepared, job.sql, { learnerKey: job.learnerKey });
    if (r.error?.kind === 'internal') throw new SandboxUnavailable(r.error.message);
    return r;
  }
}

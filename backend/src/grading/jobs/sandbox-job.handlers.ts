import { Inject, Injectable } from '@nestjs/common';
import { checkHiddenDatasets } from '../engine/hidden-datasets-check';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import type { Grader } from '../engine';
import { withScript } from '../engine/row-orders';
import { HandlesJob } from '../../platform/jobs/job-handler.decorator';
import { gradingDuration } from '../../platform/metrics/metrics';
import { SandboxExecutor } from '../sandbox';
import { GRADER } from './sandbox.tokens';
import { SANDBOX_UNAVAILABLE_MARK } from '../../platform/jobs/job-failures';
import type {
  CheckHiddenDatasetsJob,
  CheckHiddenDatasetsResult,
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

/** The job's failure reason says "no verdict, the sandbox could not answer": the API answers 503 (JobsClient.run). */
class SandboxUnavailable extends Error {
  constructor(message: string) {
    super(`${SANDBOX_UNAVAILABLE_MARK}${message}`);
  }
}

const SETUP_PREFIX = /^The challenge's data could not be loaded: /;
let hiddenChecks = 0;

@Injectable()
export class SandboxJobHandlers {
  constructor(
    @Inject(GRADER) private readonly grader: Grader,
    private readonly executor: SandboxExecutor,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  @HandlesJob('sandbox', 'check-setup')
  async checkSetup(job: CheckSetupJob): Promise<CheckSetupResult> {
    const r = await this.grader.validateSchemaSetup(job.setupSql);
    if (!r.ok && r.errors.some((e) => SANDBOX_DOWN.test(e))) throw new SandboxUnavailable(r.errors.join('; '));
    return r;
  }

  /**
   * The author's hidden datasets are checked statically again (the job's payload is not trusted
   * more than the HTTP body was), then each is applied after the setup in a rolled-back transaction
   * with a trivial query: the admin learns at save time that a script violates a constraint.
   */
  @HandlesJob('sandbox', 'check-hidden-datasets')
  async checkHiddenDatasets(job: CheckHiddenDatasetsJob): Promise<CheckHiddenDatasetsResult> {
    const problems = await checkHiddenDatasets(job.setupSql, job.scripts);
    if (problems.length) return { ok: false, errors: problems };
    const errors: string[] = [];
    for (const [i, script] of job.scripts.entries()) {
      const r = await this.executor.run(`hidden-dataset-check:${++hiddenChecks}`, { setupSql: withScript(job.setupSql, script), sql: 'SELECT 1' });
      if (r.error?.kind === 'internal' || (r.error && SANDBOX_DOWN.test(r.error.message))) throw new SandboxUnavailable(r.error.message);
      if (r.error) errors.push(`dataset ${i + 1} does not run after the setup: ${r.error.message.replace(SETUP_PREFIX, '')}`);
    }
    return { ok: errors.length === 0, errors };
  }

  @HandlesJob('sandbox', 'validate-challenge')
  async validate(job: ValidateChallengeJob): Promise<ValidateChallengeResult> {
    const prepared = await this.grader.prepareChallenge({
      setupSql: job.setupSql,
      referenceSql: job.referenceSql,
      expectedOutput: job.expectedOutput,
      hiddenDatasets: job.hiddenDatasets ?? [],
      ...(job.authorQueries ? { authorQueries: job.authorQueries } : {}),
      mutationThreshold: job.mutationThreshold ?? this.cfg.env.MUTATION_SCORE_THRESHOLD,
    });
    if (prepared.problems.some((p) => SANDBOX_DOWN.test(p))) throw new SandboxUnavailable(prepared.problems.join('; '));
    return prepared;
  }

  @HandlesJob('sandbox', 'test-run')
  async testRun(job: TestRunJob): Promise<TestRunJobResult> {
    const r = await this.grader.testRun(job.setupSql, job.sql, { learnerKey: job.learnerKey, expected: job.expected ?? null });
    if (r.errorDetail?.kind === 'internal') throw new SandboxUnavailable(r.errorDetail.message);
    return r;
  }

  @HandlesJob('sandbox', 'grade')
  async grade(job: GradeJob): Promise<GradeJobResult> {
    const stop = gradingDuration.startTimer();
    const r = await this.grader.grade(job.prepared, job.sql, { learnerKey: job.learnerKey });
    stop({ outcome: r.error ? 'error' : r.correct ? 'correct' : 'incorrect' });
    if (r.error?.kind === 'internal') throw new SandboxUnavailable(r.error.message);
    return r;
  }
}

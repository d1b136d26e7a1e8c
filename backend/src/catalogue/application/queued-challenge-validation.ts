import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  ChallengeValidationInput,
  ChallengeValidationOutcome,
  ChallengeValidationPort,
  SetupCheck,
} from './challenge-validation.port';
import { readMutationReport } from './mutation-summary';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { jobId } from '../../platform/jobs/job-catalog';
import { JobsClient } from '../../platform/jobs/jobs.client';
import { type CheckHiddenDatasetsResult, type CheckSetupResult, type ValidateChallengeResult, expectedOutputText } from '../../grading';

const digest = (...parts: Array<string | null>) => createHash('sha256').update(parts.map((p) => p ?? '\u0000').join('\u0001')).digest('hex').slice(0, 24);

/** The catalogue's sandbox checks, run as jobs by the worker and awaited with a deadline. */
@Injectable()
export class QueuedChallengeValidation implements ChallengeValidationPort {
  constructor(
    private readonly jobs: JobsClient,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async checkSetup(schemaSetup: string): Promise<SetupCheck> {
    const r = await this.jobs.run<CheckSetupResult>('sandbox', 'check-setup', { setupSql: schemaSetup }, {
      jobId: jobId('check-setup', digest(schemaSetup)),
      timeoutMs: 30_000,
    });
    return r.ok ? { ok: true, error: null } : { ok: false, error: r.errors.join('; ') };
  }

  async checkHiddenDatasets(schemaSetup: string, scripts: readonly string[]): Promise<SetupCheck> {
    if (scripts.length === 0) return { ok: true, error: null };
    const r = await this.jobs.run<CheckHiddenDatasetsResult>('sandbox', 'check-hidden-datasets', { setupSql: schemaSetup, scripts: [...scripts] }, {
      jobId: jobId('check-hidden', digest(schemaSetup, ...scripts)),
      timeoutMs: 60_000,
    });
    return r.ok ? { ok: true, error: null } : { ok: false, error: r.errors.join('; ') };
  }

  async validate(input: ChallengeValidationInput): Promise<ChallengeValidationOutcome> {
    const hiddenDatasets = [...(input.hiddenDatasets ?? [])];
    const mutationThreshold = this.cfg.env.MUTATION_SCORE_THRESHOLD;
    const authorQueries = input.authorQueries?.accepts.length || input.authorQueries?.rejects.length || input.authorQueries?.invariants?.length || input.authorQueries?.equivalents?.length || input.authorQueries?.checks?.length ? input.authorQueries : undefined;
    const prepared = await this.jobs.run<ValidateChallengeResult>(
      'sandbox',
      'validate-challenge',
      { setupSql: input.schemaSetup, referenceSql: input.correctSolution, expectedOutput: input.expectedOutput, hiddenDatasets, mutationThreshold, ...(authorQueries ? { authorQueries } : {}) },
      {
        // Every input is in the id: a finished job is kept (and answered again) for an hour.
        jobId: jobId('validate', input.challengeId, digest(input.schemaSetup, input.correctSolution, input.expectedOutput, String(mutationThreshold), ...hiddenDatasets, JSON.stringify(authorQueries ?? null))),
        timeoutMs: 120_000,
      },
    );
    const ok = prepared.problems.length === 0;
    return {
      ok,
      error: ok ? null : prepared.problems.join('; '),
      expectedOutput: ok ? expectedOutputText(prepared.columns, prepared.expected) : null,
      orderMatters: prepared.ordered,
      grading: { ...prepared, orderMatters: prepared.ordered },
      mutation: readMutationReport((prepared as { mutation?: unknown }).mutation),
    };
  }
}

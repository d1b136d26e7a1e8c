import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ChallengeValidationOutcome, ChallengeValidationPort, SetupCheck } from '../challenges/challenge-validation.port';
import { jobId } from '../jobs/job-catalog';
import { JobsClient } from '../jobs/jobs.client';
import type { CheckSetupResult, ValidateChallengeResult } from './sandbox-job-types';
import { expectedOutputText } from './expected-output-text';

const digest = (...parts: Array<string | null>) => createHash('sha256').update(parts.map((p) => p ?? '\u0000').join('\u0001')).digest('hex').slice(0, 24);

/** The catalogue's sandbox checks, run as jobs by the worker and awaited with a deadline. */
@Injectable()
export class QueuedChallengeValidation implements ChallengeValidationPort {
  constructor(private readonly jobs: JobsClient) {}

  async checkSetup(schemaSetup: string): Promise<SetupCheck> {
    const r = await this.jobs.run<CheckSetupResult>('sandbox', 'check-setup', { setupSql: schemaSetup }, {
      jobId: jobId('check-setup', digest(schemaSetup)),
      timeoutMs: 30_000,
    });
    return r.ok ? { ok: true, error: null } : { ok: false, error: r.errors.join('; ') };
  }

  async validate(input: { challengeId: number; schemaSetup: string; correctSolution: string; expectedOutput: string | null }): Promise<ChallengeValidationOutcome> {
    const prepared = await this.jobs.run<ValidateChallengeResult>(
      'sandbox',
      'validate-challenge',
      { setupSql: input.schemaSetup, referenceSql: input.correctSolution, expectedOutput: input.expectedOutput },
      { jobId: jobId('validate', input.challengeId, digest(input.schemaSetup, input.correctSolution, input.expectedOutput)), timeoutMs: 120_000 },
    );
    const ok = prepared.problems.length === 0;
    return {
      ok,
      error: ok ? null : prepared.problems.join('; '),
      expectedOutput: ok ? expectedOutputText(prepared.columns, prepared.expected) : null,
      orderMatters: prepared.ordered,
      grading: { ...prepared, orderMatters: prepared.ordered },
    };
  }
}

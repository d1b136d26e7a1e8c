import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../../kernel/errors';
import { checkHiddenDatasets } from '../../grading';
import { CHALLENGE_VALIDATION, type ChallengeValidationPort } from './challenge-validation.port';

/** What a create or update checks before storing anything: the setup runs, the hidden datasets run after it. */
@Injectable()
export class ChallengeSetupChecks {
  constructor(@Inject(CHALLENGE_VALIDATION) private readonly validation: ChallengeValidationPort) {}

  async assertSetupRuns(schemaSetup: string): Promise<void> {
    const check = await this.validation.checkSetup(schemaSetup);
    if (!check.ok) throw badRequest(`schema_setup: ${check.error}`);
  }

  /** Statically first (a clear 400 without a sandbox round trip), then each script after the setup in the sandbox. */
  async assertHiddenDatasetsRun(schemaSetup: string, scripts: readonly string[]): Promise<void> {
    if (scripts.length === 0) return;
    const problems = await checkHiddenDatasets(schemaSetup, scripts);
    if (problems.length) throw badRequest(`hidden_datasets: ${problems.join('; ')}`);
    const check = await this.validation.checkHiddenDatasets(schemaSetup, scripts);
    if (!check.ok) throw badRequest(`hidden_datasets: ${check.error}`);
  }
}

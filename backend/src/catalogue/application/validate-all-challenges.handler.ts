import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { mutationTotals } from './mutation-summary';
import { ValidateAllChallengesCommand, ValidateChallengeCommand } from './commands';
import { ValidateChallengeHandler } from './validate-challenge.handler';
import type { ValidateAllAnswer } from './validation-answers';

/**
 * Every challenge that is not archived, one after the other. Besides the spec's counts it answers
 * the mean mutation score (over the challenges that have one), the summed mutant counts and one
 * entry per challenge.
 */
@CommandHandler(ValidateAllChallengesCommand)
export class ValidateAllChallengesHandler implements ICommandHandler<ValidateAllChallengesCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly validateOne: ValidateChallengeHandler,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async execute({ adminId }: ValidateAllChallengesCommand): Promise<ValidateAllAnswer> {
    const rows: Array<{ id: number; title: string }> = await this.db.query(`SELECT id, title FROM challenges WHERE status <> 'archived' ORDER BY id`);
    const results = [];
    for (const { id, title } of rows) {
      const r = await this.validateOne.execute(new ValidateChallengeCommand(id, adminId));
      results.push({ id, title, success: r.success, error: r.error, mutation_score: r.mutation_score, mutants_total: r.mutants_total, mutants_surviving: r.mutants_surviving });
    }
    const passed = results.filter((r) => r.success).length;
    return { passed, failed: rows.length - passed, total: rows.length, ...mutationTotals(results), mutation_threshold: this.cfg.env.MUTATION_SCORE_THRESHOLD, results };
  }
}

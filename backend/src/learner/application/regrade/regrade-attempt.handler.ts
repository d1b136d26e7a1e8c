import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, notFound } from '../../../kernel/errors';
import { RegradeAttemptCommand } from '../admin-attempt-commands';
import type { RegradeReport } from './regrade-report';
import { RegradeSubmissions } from './regrade-submissions';
import { RegradeTargets } from './regrade-targets';

/** Re-grades one attempt against its challenge's current definition; refuses one whose day is still in play. */
@CommandHandler(RegradeAttemptCommand)
export class RegradeAttemptHandler implements ICommandHandler<RegradeAttemptCommand> {
  constructor(
    private readonly targets: RegradeTargets,
    private readonly submissions: RegradeSubmissions,
  ) {}

  async execute({ attemptId, body, adminId }: RegradeAttemptCommand): Promise<RegradeReport> {
    const { userId, challengeId } = await this.targets.attempt(attemptId);
    const prepared = await this.targets.definition(challengeId);
    const targets = await this.targets.targets(new Map([[userId, [attemptId]]]));
    if (!targets.length) throw notFound('Attempt not found');
    if (targets[0]!.open) throw conflict(`Attempt ${attemptId} belongs to a day the learner is still playing; re-grade it once the day is over.`);
    return this.submissions.regrade(targets, prepared, body, adminId);
  }
}

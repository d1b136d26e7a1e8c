import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RegradeChallengeCommand } from '../admin-attempt-commands';
import type { RegradeReport } from './regrade-report';
import { RegradeSubmissions } from './regrade-submissions';
import { RegradeTargets } from './regrade-targets';

/** Re-grades every (not deleted) attempt on a challenge, e.g. after its reference solution was fixed. */
@CommandHandler(RegradeChallengeCommand)
export class RegradeChallengeHandler implements ICommandHandler<RegradeChallengeCommand> {
  constructor(
    private readonly targets: RegradeTargets,
    private readonly submissions: RegradeSubmissions,
  ) {}

  async execute({ challengeId, body, adminId }: RegradeChallengeCommand): Promise<RegradeReport> {
    const prepared = await this.targets.definition(challengeId);
    const byUser = await this.targets.onChallenge(challengeId);
    return this.submissions.regrade(await this.targets.targets(byUser, challengeId), prepared, body, adminId);
  }
}

import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, notFound } from '../../../kernel/errors';
import { SubmitFeedbackCommand, type FeedbackView } from '../../../feedback';
import { ReportVerdictCommand } from '../commands';
import { RegradeTargets } from '../regrade/regrade-targets';

/**
 * "Report this verdict": a learner who believes a rejected attempt followed the text sends it to the
 * admins' review queue (a feedback item of category verdict, with the attempt and its SQL). From there an
 * admin can add the query to the challenge's accepted readings and re-grade the attempts it affects.
 * Only the learner's own, not deleted, rejected attempts can be reported, once each.
 */
@CommandHandler(ReportVerdictCommand)
export class ReportVerdictHandler implements ICommandHandler<ReportVerdictCommand> {
  constructor(
    private readonly submissions: RegradeTargets,
    private readonly commands: CommandBus,
  ) {}

  async execute({ user, challengeId, attemptId, message }: ReportVerdictCommand): Promise<FeedbackView> {
    // the learner's own stream, as a re-grade reads it: the stored SQL and the verdict as it stands now
    const [attempt] = await this.submissions.targets(new Map([[user.id, [attemptId]]]), challengeId);
    if (!attempt) throw notFound('Attempt not found');
    if (attempt.wasCorrect) throw conflict('This attempt was graded correct: only a rejected attempt can be reported.');
    const text = message.trim() || 'I believe this query follows the challenge text.';
    return this.commands.execute(
      new SubmitFeedbackCommand({ category: 'verdict', message: text, email: null, verdict: { challengeId, attemptId, sql: attempt.sql } }, user),
    );
  }
}

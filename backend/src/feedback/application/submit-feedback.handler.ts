import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { badRequest, conflict } from '../../kernel/errors';
import { FeedbackListQuery } from '../../../../projections/src';
import type { FeedbackSubmitted } from '../domain/feedback-events';
import { type FeedbackView, stateToView } from '../http/feedback-views';
import { SubmitFeedbackCommand } from './commands';
import { FeedbackRepository } from './feedback.repository';

/** Records a visitor's or learner's feedback as the first event of its own stream. */
@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly feedback: FeedbackRepository,
    private readonly reports: FeedbackListQuery,
  ) {}

  async execute({ input, author }: SubmitFeedbackCommand): Promise<FeedbackView> {
    if (!author && !input.email) throw badRequest('email: field required');
    if ('verdict' in input && (await this.reports.attemptReported(input.verdict.attemptId))) throw conflict('This attempt has already been reported: an admin will review it.');
    const [{ id }] = (await this.db.query(`SELECT nextval('feedback_id_seq')::int AS id`)) as [{ id: number }];
    const data: FeedbackSubmitted = {
      feedbackId: id, category: input.category, message: input.message, email: input.email, userId: author?.id ?? null,
      ...('verdict' in input ? { verdict: input.verdict } : {}),
    };
    return stateToView(await this.feedback.start(id, { type: 'FeedbackSubmitted', data, metadata: { actorId: author?.id ?? null } }));
  }
}

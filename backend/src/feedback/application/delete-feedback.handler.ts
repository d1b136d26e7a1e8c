import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeedbackDeleted } from '../domain/feedback-events';
import { DeleteFeedbackCommand } from './commands';
import { FeedbackRepository } from './feedback.repository';

/** An admin deletes a feedback item: FeedbackDeleted (the stream stays, the read model drops it). */
@CommandHandler(DeleteFeedbackCommand)
export class DeleteFeedbackHandler implements ICommandHandler<DeleteFeedbackCommand> {
  constructor(private readonly feedback: FeedbackRepository) {}

  async execute({ feedbackId, adminId }: DeleteFeedbackCommand): Promise<{ id: number; deleted: true }> {
    const { version } = await this.feedback.load(feedbackId);
    const data: FeedbackDeleted = { feedbackId, adminId };
    await this.feedback.appendAndWait(feedbackId, version, { type: 'FeedbackDeleted', data, metadata: { actorId: adminId } });
    return { id: feedbackId, deleted: true };
  }
}

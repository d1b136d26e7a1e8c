import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeedbackStatusChanged } from '../domain/feedback-events';
import { type FeedbackView, stateToView } from '../http/feedback-views';
import { UpdateFeedbackCommand } from './commands';
import { FeedbackRepository } from './feedback.repository';

/** An admin sets the status and/or notes: FeedbackStatusChanged, answered with the record as it now stands. */
@CommandHandler(UpdateFeedbackCommand)
export class UpdateFeedbackHandler implements ICommandHandler<UpdateFeedbackCommand> {
  constructor(private readonly feedback: FeedbackRepository) {}

  async execute({ feedbackId, change, adminId }: UpdateFeedbackCommand): Promise<FeedbackView> {
    const { state, version } = await this.feedback.load(feedbackId);
    const data: FeedbackStatusChanged = {
      feedbackId,
      status: change.status ?? state.status,
      previousStatus: state.status,
      notes: change.admin_notes === undefined ? state.adminNotes : change.admin_notes,
      adminId,
    };
    await this.feedback.appendAndWait(feedbackId, version, { type: 'FeedbackStatusChanged', data, metadata: { actorId: adminId } });
    return stateToView({ ...state, status: data.status, adminNotes: data.notes });
  }
}

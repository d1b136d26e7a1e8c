import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeleteFeedbackHandler } from './application/delete-feedback.handler';
import { FeedbackListQuery } from '../../../projections/src';
import { readModelQuery } from '../platform/database/read-model-query';
import { FeedbackRepository } from './application/feedback.repository';
import { SubmitFeedbackHandler } from './application/submit-feedback.handler';
import { UpdateFeedbackHandler } from './application/update-feedback.handler';
import { FeedbackAdminController } from './http/feedback-admin.controller';
import { FeedbackController } from './http/feedback.controller';

@Module({
  imports: [CqrsModule],
  controllers: [FeedbackController, FeedbackAdminController],
  providers: [FeedbackRepository, readModelQuery(FeedbackListQuery), SubmitFeedbackHandler, UpdateFeedbackHandler, DeleteFeedbackHandler],
})
export class FeedbackModule {}

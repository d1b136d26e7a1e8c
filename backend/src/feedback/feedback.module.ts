import { Module } from '@nestjs/common';
import { FeedbackAdminController } from './http/feedback-admin.controller';
import { FeedbackController } from './http/feedback.controller';
import { FeedbackService } from './application/feedback.service';

@Module({ controllers: [FeedbackController, FeedbackAdminController], providers: [FeedbackService] })
export class FeedbackModule {}

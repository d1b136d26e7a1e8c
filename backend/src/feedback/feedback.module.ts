import { Module } from '@nestjs/common';
import { FeedbackAdminController } from './feedback-admin.controller';
import { FeedbackController } from './feedback.controller';
import { FeedbackService } from './feedback.service';

@Module({ controllers: [FeedbackController, FeedbackAdminController], providers: [FeedbackService] })
export class FeedbackModule {}

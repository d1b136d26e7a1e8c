import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '../../platform/http/auth.decorators';
import type { FeedbackView } from '../http/feedback-views';
import type { SubmitFeedback, UpdateFeedback } from '../http/feedback.schemas';
import type { VerdictReported } from '../domain/feedback-events';

/** A learner's report of a verdict on one of their rejected attempts (sent by the learner wing). */
export interface VerdictReport {
  category: 'verdict';
  message: string;
  email: null;
  verdict: VerdictReported;
}

/** The feedback stream's use cases, dispatched through the CQRS command bus. */
export class SubmitFeedbackCommand extends Command<FeedbackView> {
  constructor(
    readonly input: SubmitFeedback | VerdictReport,
    /** The signed-in author; undefined for a visitor of the landing page. */
    readonly author: AuthUser | undefined,
  ) {
    super();
  }
}

export class UpdateFeedbackCommand extends Command<FeedbackView> {
  constructor(
    readonly feedbackId: number,
    readonly change: UpdateFeedback,
    readonly adminId: number,
  ) {
    super();
  }
}

export class DeleteFeedbackCommand extends Command<{ id: number; deleted: true }> {
  constructor(
    readonly feedbackId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, notFound } from '../../kernel/errors';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { SubmitFeedbackCommand, type FeedbackView } from '../../feedback';
import { evolve, initialState, learnerStream, type LearnerEvent, type LearnerState } from '../domain';
import { ReportVerdictCommand } from './commands';
import { currentSubmission } from './regrade-targets';

/**
 * "Report this verdict": a learner who believes a rejected attempt followed the text sends it to the
 * admins' review queue (a feedback item of category verdict, with the attempt and its SQL). From there an
 * admin can add the query to the challenge's accepted readings and re-grade the attempts it affects.
 * Only the learner's own, not deleted, rejected attempts can be reported, once each.
 */
@CommandHandler(ReportVerdictCommand)
export class ReportVerdictHandler implements ICommandHandler<ReportVerdictCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ user, challengeId, attemptId, message }: ReportVerdictCommand): Promise<FeedbackView> {
    const recorded = await this.store.readStream(learnerStream(user.id));
    let state: LearnerState = initialState;
    let sql: string | undefined;
    for (const e of recorded) {
      const event = { type: e.type, data: e.data } as LearnerEvent;
      state = evolve(state, event);
      if (event.type === 'SolutionSubmitted' && event.data.attemptId === attemptId && event.data.challengeId === challengeId) sql = event.data.sql;
    }
    const current = currentSubmission(state, attemptId);
    if (sql === undefined || !current || current.submission.deleted) throw notFound('Attempt not found');
    if (current.submission.correct) throw conflict('This attempt was graded correct: only a rejected attempt can be reported.');
    const text = message.trim() || 'I believe this query follows the challenge text.';
    return this.commands.execute(
      new SubmitFeedbackCommand({ category: 'verdict', message: text, email: null, verdict: { challengeId, attemptId, sql } }, user),
    );
  }
}

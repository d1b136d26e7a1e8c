import { Inject, Injectable } from '@nestjs/common';
import { AdminAttemptsQuery } from '../../../../../projections/src';
import { ActiveChallenges } from '../../../catalogue';
import { conflict, notFound } from '../../../kernel/errors';
import { EVENT_STORE } from '../../../platform/eventstore/event-store.token';
import type { EventStore } from '../../../platform/eventstore/event-store.port';
import type { PreparedChallenge } from '../../../grading';
import { evolve, initialState, learnerStream, type LearnerEvent, type LearnerState, type SolutionSubmitted } from '../../domain';
import type { RegradeTarget } from './regrade-report';

/** What a re-grade works on: the challenge's current grading data and the stored submissions to grade with it. */
@Injectable()
export class RegradeTargets {
  constructor(
    private readonly attempts: AdminAttemptsQuery,
    private readonly catalogue: ActiveChallenges,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The (not deleted) attempt's owner and challenge, from the admin attempts read model; 404 when there is none. */
  async attempt(attemptId: number): Promise<{ userId: number; challengeId: number }> {
    const found = await this.attempts.attempt(attemptId);
    if (!found) throw notFound('Attempt not found');
    return found;
  }

  /** Every (not deleted) attempt on a challenge, by learner. */
  async onChallenge(challengeId: number): Promise<Map<number, number[]>> {
    return this.attempts.onChallenge(challengeId);
  }

  /** The challenge's current grading data; refuses one that has not passed validation as it stands. */
  async definition(challengeId: number): Promise<PreparedChallenge> {
    const c = await this.catalogue.gradingState(challengeId);
    if (!c) throw notFound('Challenge not found');
    if (!c.validated || !c.grading || c.grading.problems?.length) {
      const why = c.validation_error ?? c.grading?.problems?.join('; ') ?? null;
      throw conflict(
        `Challenge ${challengeId} has not passed validation in its current form${why ? ` (${why})` : ''}: validate it before re-grading, nothing was changed.`,
      );
    }
    return c.grading;
  }

  /** The stored SQL and current verdict of each attempt, from the learners' streams (deleted ones left out). */
  async targets(byUser: Map<number, number[]>, challengeId?: number): Promise<RegradeTarget[]> {
    const out: RegradeTarget[] = [];
    for (const [userId, attemptIds] of byUser) {
      const recorded = await this.store.readStream(learnerStream(userId));
      let state: LearnerState = initialState;
      const submitted = new Map<number, SolutionSubmitted['data']>();
      for (const e of recorded) {
        const event = { type: e.type, data: e.data } as LearnerEvent;
        state = evolve(state, event);
        if (event.type === 'SolutionSubmitted') submitted.set(event.data.attemptId, event.data);
      }
      for (const attemptId of attemptIds) {
        const s = submitted.get(attemptId);
        const current = currentSubmission(state, attemptId);
        if (!s || !current || current.submission.deleted) continue;
        if (challengeId !== undefined && s.challengeId !== challengeId) continue;
        out.push({ attemptId, userId, challengeId: s.challengeId, sql: s.sql, wasCorrect: current.submission.correct, open: !current.day.resolution });
      }
    }
    return out.sort((a, b) => a.attemptId - b.attemptId);
  }
}

/** The attempt's submission as the learner's state holds it, with its day. */
export function currentSubmission(state: LearnerState, attemptId: number) {
  for (const day of Object.values(state.days)) {
    const a = day.attempts.find((x) => x.submission?.attemptId === attemptId);
    if (a?.submission) return { day, submission: a.submission };
  }
  return undefined;
}

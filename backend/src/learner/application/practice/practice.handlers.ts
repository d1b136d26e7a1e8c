import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { notFound, serviceUnavailable } from '../../../kernel/errors';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobDeadlineError, JobsClient } from '../../../platform/jobs/jobs.client';
import { HIDDEN_VERDICT_TIMING } from '../submit/hidden-verdict-timing';
import type { GradeJob, GradeJobResult } from '../../../grading';
import { dayOfChallenge, decide, type LearnerState, type PracticeSubmitted, type SubmitPractice } from '../../domain';
import { ChallengeLearningMaterial } from '../challenge-learning-material';
import { LearnerChallenges } from '../learner-challenges';
import { asHttp } from '../learner-errors';
import { LearnerLock } from '../learner-lock';
import { LearnerReadModels } from '../learner-read-models';
import { LearnerRepository } from '../learner.repository';
import { PracticeAnswerLog } from './practice-answer-log';
import { StartPracticeCommand, SubmitPracticeCommand } from './learning-commands';
import { digest } from '../submit/test-query.handler';
import { lastSubmission } from './last-submission';

const runView = (state: LearnerState, challengeId: number) => {
  const record = state.practice[challengeId];
  return {
    runs: record?.runs ?? 0,
    open_run: record?.open ? { run: record.open.run, started_at: record.open.startedAt } : null,
  };
};

/** A past challenge to replay: the challenge as on its day, its hints and explanation, and the open run. */
@Injectable()
export class PracticeChallenges {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly challenges: LearnerChallenges,
    private readonly material: ChallengeLearningMaterial,
  ) {}

  /** 404 unless the learner played the challenge and its day is resolved. */
  async view(userId: number, challengeId: number) {
    const { state, events } = await this.learners.loadWithEvents(userId);
    const day = dayOfChallenge(state, challengeId);
    const [shown, material] = day?.resolution ? await Promise.all([this.challenges.viewWithPreview(challengeId), this.material.of(challengeId)]) : [null, null];
    if (!day?.resolution || !shown || !material) throw notFound('Challenge not found among your past challenges');
    return {
      ...shown.view,
      date: day.date,
      outcome: day.resolution.outcome,
      hints: material.hints,
      explanation: material.explanation,
      correct_solution: material.correctSolution,
      last_submission: lastSubmission(events, day),
      expected_preview: shown.preview,
      ...runView(state, challengeId),
    };
  }
}

/** Starts (or resumes) an unrated replay of a resolved challenge: PracticeStarted. */
@CommandHandler(StartPracticeCommand)
export class StartPracticeHandler implements ICommandHandler<StartPracticeCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, challengeId }: StartPracticeCommand) {
    const now = this.clock.now().toISOString();
    const { after } = await asHttp(() => this.learners.execute(userId, () => ({ type: 'StartPractice', data: { challengeId, now } })));
    return runView(after, challengeId);
  }
}

/**
 * Grades a practice answer with the same grading job as submits (visible and hidden datasets), then
 * records PracticeSubmitted (its SQL in the bounded practice log): no ELO, points, streak or leaderboard
 * effect, no attempt limit within a run (a daily cap per challenge at the door).
 */
@CommandHandler(SubmitPracticeCommand)
export class SubmitPracticeHandler implements ICommandHandler<SubmitPracticeCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly challenges: LearnerChallenges,
    private readonly material: ChallengeLearningMaterial,
    private readonly jobs: JobsClient,
    private readonly lock: LearnerLock,
    private readonly readModels: LearnerReadModels,
    private readonly answers: PracticeAnswerLog,
  ) {}

  async execute({ userId, challengeId, sql, arrivedAt }: SubmitPracticeCommand) {
    const now = arrivedAt.toISOString();
    const command = (correct: boolean, error: string | null): SubmitPractice => ({ type: 'SubmitPractice', data: { challengeId, sql, correct, error, now } });
    return this.lock.run(userId, async () => {
      const loaded = await this.learners.load(userId);
      // The rules first: no grading run is spent on a refused answer.
      await asHttp(async () => decide(command(false, null), loaded.state));
      const run = loaded.state.practice[challengeId]!.open!.run;
      const prepared = await this.challenges.grading(challengeId);
      if (!prepared) throw serviceUnavailable('This challenge is being updated. Please try again in a minute.');
      let graded: GradeJobResult;
      try {
        graded = await this.jobs.run<GradeJobResult>('sandbox', 'grade', { learnerKey: String(userId), prepared, sql } satisfies GradeJob, {
          jobId: jobId('practice', userId, challengeId, run, digest(sql)),
          timeoutMs: 60_000,
          answerOnStep: HIDDEN_VERDICT_TIMING,
        });
      } catch (err) {
        if (err instanceof JobDeadlineError) throw serviceUnavailable('Grading is taking longer than expected. Please submit again.');
        throw err;
      }
      const { events, after, position } = await asHttp(() =>
        this.learners.execute(userId, () => command(graded.correct, graded.correct ? null : graded.message), userId, loaded),
      );
      const submitted = events.find((e): e is PracticeSubmitted => e.type === 'PracticeSubmitted')!.data;
      await this.answers.record({ userId, challengeId, run: submitted.run, sql, correct: submitted.correct, submittedAt: submitted.submittedAt });
      await this.readModels.caughtUpTo(position);
      const material = submitted.correct ? await this.material.of(challengeId) : null;
      return {
        is_correct: submitted.correct,
        run: submitted.run,
        execution_time_seconds: submitted.seconds,
        error_message: submitted.error,
        points_earned: 0,
        rated: false as const,
        correct_solution: material?.correctSolution ?? null,
        explanation: material?.explanation ?? null,
        ...runView(after, challengeId),
      };
    });
  }
}

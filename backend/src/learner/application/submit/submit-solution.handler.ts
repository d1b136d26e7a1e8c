import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { serviceUnavailable } from '../../../kernel/errors';
import { jobId } from '../../../platform/jobs/job-catalog';
import { JobDeadlineError, JobsClient } from '../../../platform/jobs/jobs.client';
import { HIDDEN_VERDICT_TIMING } from './hidden-verdict-timing';
import type { GradeJob, GradeJobResult } from '../../../grading';
import { dayOfChallenge, decide, submitResult, type SubmitSolution } from '../../domain';
import { SubmitSolutionCommand } from '../commands';
import { ChallengeLearningMaterial } from '../challenge-learning-material';
import { LearnerChallenges } from '../learner-challenges';
import { asHttp } from '../learner-errors';
import { LearnerLock } from '../learner-lock';
import { LearnerReadModels } from '../learner-read-models';
import { LearnerRepository } from '../learner.repository';
import { digest } from './test-query.handler';
import { errorPositionOf } from './run-answers';
import { LeaguePlacements } from '../../../leagues';

/** Grades a submission in the sandbox, then records it (and any resolution) on the learner's stream. */
@CommandHandler(SubmitSolutionCommand)
export class SubmitSolutionHandler implements ICommandHandler<SubmitSolutionCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly challenges: LearnerChallenges,
    private readonly jobs: JobsClient,
    private readonly lock: LearnerLock,
    private readonly readModels: LearnerReadModels,
    private readonly material: ChallengeLearningMaterial,
    private readonly placements: LeaguePlacements,
  ) {}

  private readonly logger = new Logger('SubmitSolution');

  async execute({ userId, challengeId, sql, arrivedAt }: SubmitSolutionCommand) {
    const now = arrivedAt.toISOString();
    const command = (attemptId: number, correct: boolean, error: string | null): SubmitSolution => ({
      type: 'SubmitSolution',
      data: { challengeId, attemptId, sql, correct, error, now },
    });
    return this.lock.run(userId, async () => {
      // The rules are pure: check the submission is acceptable before spending a grading run on it.
      // The stream and the grading data are read together; the grading data is only used once the rules accept.
      // The attempt's id is drawn with the grading data.
      const [loaded, grading] = await Promise.all([this.learners.load(userId), this.challenges.gradingWithAttemptId(challengeId)]);
      const { state } = loaded;
      await asHttp(async () => decide(command(Number.MAX_SAFE_INTEGER, false, null), state));
      const attemptNumber = dayOfChallenge(state, challengeId)!.attempts.length;
      const prepared = grading?.prepared;
      if (!grading || !prepared) throw serviceUnavailable('This challenge is being updated. Please submit again in a minute.');
      const { attemptId } = grading;
      const graded = await this.jobs
        .run<GradeJobResult>('sandbox', 'grade', { learnerKey: String(userId), prepared, sql } satisfies GradeJob, {
          jobId: jobId('grade', userId, challengeId, attemptNumber, digest(sql)),
          timeoutMs: 60_000,
          answerOnStep: HIDDEN_VERDICT_TIMING,
        })
        .catch((err: unknown) => {
          if (err instanceof JobDeadlineError) throw serviceUnavailable('Grading is taking longer than expected. Please submit again.');
          throw err;
        });
      // Decided on the pre-check's read (no second read of the stream); a write that landed meanwhile
      // makes the append lose on the expected version, and it is decided again on a fresh read.
      const { events, after, position } = await asHttp(() =>
        this.learners.execute(userId, () => command(attemptId, graded.correct, graded.correct ? null : graded.message), userId, loaded),
      );
      const result = submitResult(after, events);
      // The client refreshes the learner's stats right after this answer: let it see this attempt. The
      // solution shown with a last attempt is read meanwhile (one wait, not two in a row).
      const [material] = await Promise.all([result.show_solution ? this.material.of(challengeId) : null, this.readModels.caughtUpTo(position)]);
      // The week's first resolved day places the learner in a league cohort (issue 15), after the answer: the
      // league page waits for a placement still running (LeagueView), and a failed one is left to the tick.
      if (events.some((e) => e.type === 'DailyChallengeResolved')) {
        this.placements.place(userId).catch((err: Error) => this.logger.warn(`league placement of user ${userId} left to the tick: ${err.message}`));
      }
      return {
        ...result,
        correct_solution: material?.correctSolution ?? null,
        explanation: material?.explanation ?? null,
        attempt_id: attemptId,
        error_position: errorPositionOf(sql, graded.error),
      };
    });
  }
}

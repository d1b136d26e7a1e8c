import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { dayOfChallenge, nextDate, previousCumulativeTime } from '../../domain';
import { StartChallengeCommand } from '../commands';
import { DayEndScheduler } from './day-end-scheduler';
import { asHttp } from '../learner-errors';
import { LearnerProfiles, withEnrolment } from './learner-profile';
import { LearnerRepository } from '../learner.repository';

/** Starts the clock on today's challenge; a second start while an attempt is open changes nothing. */
@CommandHandler(StartChallengeCommand)
export class StartChallengeHandler implements ICommandHandler<StartChallengeCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly profiles: LearnerProfiles,
    private readonly dayEnd: DayEndScheduler,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, challengeId }: StartChallengeCommand) {
    const profile = await this.profiles.get(userId);
    const now = this.clock.now().toISOString();
    const { after } = await asHttp(() =>
      this.learners.execute(userId, (state) => withEnrolment(state, profile, now, [{ type: 'StartAttempt', data: { challengeId, now } }])),
    );
    const day = dayOfChallenge(after, challengeId)!;
    // Every start (re)schedules the day-end check: idempotent (one job id per learner and day), and a
    // start whose scheduling failed (Redis down: a 503 after AttemptStarted was stored) is repaired by the retry.
    // The next day's end is scheduled too: if this day counts and the next is missed, that job spends a
    // streak freeze (a learner who does not come back has no other job).
    if (day.attempts.length > 0) {
      await Promise.all([this.dayEnd.schedule(userId, day.date, profile.timezone), this.dayEnd.schedule(userId, nextDate(day.date), profile.timezone)]);
    }
    return {
      previous_cumulative_time: previousCumulativeTime(after, challengeId, now),
      attempt_number: day.attempts.length,
      allowance_seconds: day.allowanceSeconds,
    };
  }
}

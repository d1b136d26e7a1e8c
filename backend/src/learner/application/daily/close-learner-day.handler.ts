import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { hasDayEnded, nextDate, type StreakFreezeUsed } from '../../domain';
import { CloseLearnerDayCommand } from '../commands';
import { DayEndScheduler } from './day-end-scheduler';
import { LearnerRepository } from '../learner.repository';

/**
 * The day-end job: a started day still open when the learner's midnight passed is abandoned; then held
 * streak freezes cover the days missed since the run's last day (and the next day's end is checked while
 * freezes remain, since a learner who stays away schedules nothing).
 */
@CommandHandler(CloseLearnerDayCommand)
export class CloseLearnerDayHandler implements ICommandHandler<CloseLearnerDayCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly dayEnd: DayEndScheduler,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, date }: CloseLearnerDayCommand): Promise<{ abandoned: boolean }> {
    const now = this.clock.now().toISOString();
    const { state } = await this.learners.load(userId);
    const tz = state.enrolment?.timezone;
    if (!tz) return { abandoned: false };
    if (!hasDayEnded(date, tz, now)) {
      await this.dayEnd.schedule(userId, date, tz, 1); // fired early (clock skew between machines): try again at the end
      return { abandoned: false };
    }
    const { events, after } = await this.learners.execute(
      userId,
      () => [
        { type: 'AbandonDay', data: { date, now } },
        { type: 'UseStreakFreezes', data: { now } },
      ],
      null,
    );
    const frozen = events.filter((e): e is StreakFreezeUsed => e.type === 'StreakFreezeUsed').at(-1);
    if (frozen && after.streakFreezes > 0) await this.dayEnd.schedule(userId, nextDate(frozen.data.date), tz);
    return { abandoned: events.some((e) => e.type === 'ChallengeAbandoned') };
  }
}

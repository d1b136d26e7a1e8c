import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../kernel/clock';
import { hasDayEnded } from '../domain';
import { CloseLearnerDayCommand } from './commands';
import { DayEndScheduler } from './day-end-scheduler';
import { LearnerRepository } from './learner.repository';

/** The day-end job: a started day still open when the learner's midnight passed is abandoned. */
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
    const { events } = await this.learners.execute(userId, () => ({ type: 'AbandonDay', data: { date, now } }), null);
    return { abandoned: events.some((e) => e.type === 'ChallengeAbandoned') };
  }
}

import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesJob } from '../../../platform/jobs/job-handler.decorator';
import { CloseLearnerDayCommand } from '../commands';
import type { CloseDayJob } from './day-end-scheduler';

@Injectable()
export class LearnerJobHandlers {
  constructor(private readonly commands: CommandBus) {}

  @HandlesJob('maintenance', 'close-day')
  closeDay(job: CloseDayJob): Promise<{ abandoned: boolean }> {
    return this.commands.execute(new CloseLearnerDayCommand(job.userId, job.date));
  }
}

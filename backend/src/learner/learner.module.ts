import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CloseLearnerDayHandler } from './application/close-learner-day.handler';
import { DayEndScheduler } from './application/day-end-scheduler';
import { GetDailyChallengeHandler } from './application/get-daily-challenge.handler';
import { LearnerChallenges } from './application/learner-challenges';
import { LearnerJobHandlers } from './application/learner-jobs.handlers';
import { LearnerLock } from './application/learner-lock';
import { LearnerReadModels } from './application/learner-read-models';
import { LearnerProfiles } from './application/learner-profile';
import { LearnerRepository } from './application/learner.repository';
import { StartChallengeHandler } from './application/start-challenge.handler';
import { SubmitSolutionHandler } from './application/submit-solution.handler';
import { TestQueryHandler } from './application/test-query.handler';
import { LearnerChallengesController } from './http/challenges.controller';

const shared = [LearnerRepository, LearnerProfiles, LearnerChallenges, DayEndScheduler];

/** The learner's day over HTTP (api role). */
@Module({
  imports: [CqrsModule],
  controllers: [LearnerChallengesController],
  providers: [...shared, LearnerLock, LearnerReadModels, GetDailyChallengeHandler, StartChallengeHandler, TestQueryHandler, SubmitSolutionHandler],
})
export class LearnerModule {}

/** Day-end abandonment (worker role). */
@Module({
  imports: [CqrsModule],
  providers: [...shared, CloseLearnerDayHandler, LearnerJobHandlers],
})
export class LearnerWorkerModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CloseLearnerDayHandler } from './application/daily/close-learner-day.handler';
import { DayEndScheduler } from './application/daily/day-end-scheduler';
import { GetDailyChallengeHandler } from './application/daily/get-daily-challenge.handler';
import { LearnerChallenges } from './application/learner-challenges';
import { LearnerJobHandlers } from './application/daily/learner-jobs.handlers';
import { LearnerLock } from './application/learner-lock';
import { LearnerReadModels } from './application/learner-read-models';
import { LearnerProfiles } from './application/daily/learner-profile';
import { LearnerRepository } from './application/learner.repository';
import { StartChallengeHandler } from './application/daily/start-challenge.handler';
import { SubmitSolutionHandler } from './application/submit/submit-solution.handler';
import { LeaguesCoreModule } from '../leagues';
import { TestQueryHandler } from './application/submit/test-query.handler';
import { ReportVerdictHandler } from './application/submit/report-verdict.handler';
import { RegradeTargets } from './application/regrade/regrade-targets';
import { LearnerChallengesController } from './http/challenges.controller';
import { AdminAttemptsQuery, ChallengeCalibrationReader, PracticeListQuery } from '../../../projections/src';
import { AccountDirectory } from '../accounts';
import { ActiveChallenges } from '../catalogue';
import { readModelQuery } from '../platform/database/read-model-query';
import { ChallengeLearningMaterial } from './application/challenge-learning-material';
import { LearnerHints, RevealHintHandler } from './application/practice/learner-hints';
import { PracticeChallenges, StartPracticeHandler, SubmitPracticeHandler } from './application/practice/practice.handlers';
import { PracticeAnswerLog } from './application/practice/practice-answer-log';
import { HintsController } from './http/hints.controller';
import { PracticeController } from './http/practice.controller';
import { ShareImageRenderer } from './application/share/share-image';
import { ShareController } from './http/share.controller';

/** Issue 13: hints on the day's challenge, unrated practice of past ones. */
const learningProviders = [
  ChallengeLearningMaterial, LearnerHints, RevealHintHandler, PracticeChallenges, StartPracticeHandler, SubmitPracticeHandler, PracticeAnswerLog, readModelQuery(PracticeListQuery),
];

const shared = [LearnerRepository, LearnerProfiles, AccountDirectory, ActiveChallenges, LearnerChallenges, DayEndScheduler, readModelQuery(ChallengeCalibrationReader)];

/** The learner's day over HTTP (api role). */
@Module({
  imports: [CqrsModule, LeaguesCoreModule],
  controllers: [LearnerChallengesController, HintsController, PracticeController, ShareController],
  providers: [
    ...shared, LearnerLock, LearnerReadModels, GetDailyChallengeHandler, StartChallengeHandler, TestQueryHandler, SubmitSolutionHandler, ReportVerdictHandler, RegradeTargets, readModelQuery(AdminAttemptsQuery),
    ...learningProviders, ShareImageRenderer,
  ],
})
export class LearnerModule {}

/** Day-end abandonment (worker role). */
@Module({
  imports: [CqrsModule],
  providers: [...shared, CloseLearnerDayHandler, LearnerJobHandlers],
})
export class LearnerWorkerModule {}

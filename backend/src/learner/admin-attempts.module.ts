import { readModelQuery } from '../platform/database/read-model-query';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LearnerReadModels } from './application/learner-read-models';
import { LearnerRepository } from './application/learner.repository';
import { AdminAttemptsController } from './http/admin-attempts.controller';
import { AdminAttemptsQuery, EloRecalculationDueQuery } from '../../../projections/src';
import { ActiveChallenges } from '../catalogue';
import { DeleteAttemptHandler } from './application/delete/delete-attempt.handler';
import { DeleteAttemptsHandler } from './application/delete/delete-attempts.handler';
import { EloRecalculationJob } from './application/elo/elo-recalculation-job';
import { EloRecalculationRunner } from './application/elo/elo-recalculation-runner';
import { EloRepairHandler } from './application/elo/elo-repair.handler';
import { RatingHistoryService } from './application/elo/rating-history.service';
import { RecalculateEloHandler } from './application/elo/recalculate-elo.handler';
import { RegradeAttemptHandler } from './application/regrade/regrade-attempt.handler';
import { RegradeChallengeHandler } from './application/regrade/regrade-challenge.handler';
import { RegradeSubmissions } from './application/regrade/regrade-submissions';
import { RegradeTargets } from './application/regrade/regrade-targets';
import { RegradeVerdicts } from './application/regrade/regrade-verdicts';

/** The admin's commands on learners' streams (deletion, re-grade) and the attempt search (api role). */
@Module({
  imports: [CqrsModule],
  controllers: [AdminAttemptsController],
  providers: [
    DeleteAttemptsHandler,
    DeleteAttemptHandler,
    RegradeAttemptHandler,
    RegradeChallengeHandler,
    ActiveChallenges,
    RegradeTargets,
    RegradeVerdicts,
    RegradeSubmissions,
    readModelQuery(AdminAttemptsQuery),
    EloRecalculationRunner,
    RatingHistoryService,
    LearnerRepository,
    LearnerReadModels,
  ],
})
export class AdminAttemptsModule {}

/** The worker's side: the ELO recalculation command (its job) and the periodic repair of lost ones. */
@Module({ imports: [CqrsModule], providers: [RecalculateEloHandler, EloRecalculationJob, EloRepairHandler, readModelQuery(EloRecalculationDueQuery), LearnerRepository] })
export class AdminAttemptsWorkerModule {}

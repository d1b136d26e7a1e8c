import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LearnerReadModels } from '../learner/application/learner-read-models';
import { LearnerRepository } from '../learner/application/learner.repository';
import { AdminAttemptsController } from './admin-attempts.controller';
import { AttemptsDeletionService } from './attempts-deletion.service';
import { AttemptsRegradeService } from './attempts-regrade.service';
import { AttemptsSearchService } from './attempts-search.service';
import { EloRecalculationRunner } from './elo-recalculation-runner';
import { EloRepairHandler } from './elo-repair.handler';
import { RatingHistoryService } from './rating-history.service';
import { RecalculateEloHandler } from './recalculate-elo.handler';

@Module({
  imports: [CqrsModule],
  controllers: [AdminAttemptsController],
  providers: [AttemptsSearchService, AttemptsDeletionService, AttemptsRegradeService, EloRecalculationRunner, RatingHistoryService, LearnerRepository, LearnerReadModels],
})
export class AdminAttemptsModule {}

/** The worker's side: ELO recalculation jobs and the periodic repair of lost ones. */
@Module({ providers: [RecalculateEloHandler, EloRepairHandler, LearnerRepository] })
export class AdminAttemptsWorkerModule {}
